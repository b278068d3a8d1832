// Package sheetcheck checks printed sheets (site/sheet) in tests: it reads a PDF's text page
// by page with pdftotext (Debian's poppler-utils), renders pages to PNG with pdftoppm for
// a person to look at, and re-checks every answer of a printed answer key with the engines,
// from the key's own text.
package sheetcheck

import (
	"errors"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/opsdaily/opsdaily/templates"
)

// need finds a poppler tool: without it the test skips, or fails when CI=true.
func need(t testing.TB, tool string) string {
	t.Helper()
	p, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is missing (apt-get install poppler-utils)", tool)
		}
		t.Skipf("%s is missing (apt-get install poppler-utils)", tool)
	}
	return p
}

// writeTemp writes the PDF to a temporary file of the test.
func writeTemp(t testing.TB, pdf []byte) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(name, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// Pages returns the text of each page of the PDF, in reading order (pdftotext -raw).
func Pages(t testing.TB, pdf []byte) []string {
	t.Helper()
	bin := need(t, "pdftotext")
	out, err := exec.Command(bin, "-raw", "-enc", "UTF-8", writeTemp(t, pdf), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Split(string(out), "\f")
	if n := len(pages); n > 0 && strings.TrimSpace(pages[n-1]) == "" {
		pages = pages[:n-1] // the text ends with a form feed
	}
	return pages
}

// PNGs renders the PDF's pages into dir as PREFIX-N.png at dpi dots per inch, for a
// person to look at, and returns their names.
func PNGs(t testing.TB, pdf []byte, dir, prefix string, dpi int) []string {
	t.Helper()
	bin := need(t, "pdftoppm")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, prefix)
	if out, err := exec.Command(bin, "-png", "-r", strconv.Itoa(dpi), writeTemp(t, pdf), root).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	names, _ := filepath.Glob(root + "-*.png")
	slices.Sort(names)
	return names
}

// paperSizes are the page sizes pdfinfo reports for each paper, in points.
var paperSizes = map[sheet.Paper]*regexp.Regexp{
	sheet.A4:     regexp.MustCompile(`Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts`),
	sheet.Letter: regexp.MustCompile(`Page size:\s+612 x 792 pts`),
}

// Printed checks a document printed to PDF: its page count, that no page is blank,
// that the answer key starts on the page after the puzzles and every answer is right, in
// the document's language (doc.Words; nil for English), and that the page's edge cuts no
// box of page one or of the key's first page (Edges).
func Printed(t *testing.T, printed []byte, doc sheet.Doc, paper sheet.Paper) {
	t.Helper()
	w := wordsOf(doc.Words)
	qp, kp := doc.Pages()
	n, err := pdf.PageCount(printed)
	if err != nil || n != qp+kp {
		t.Errorf("%d pages (%v), want %d of puzzles and %d of key", n, err, qp, kp)
	}
	pages := Pages(t, printed)
	for i := range pages {
		pages[i] = plainSpaces(pages[i])
	}
	if len(pages) != n {
		t.Errorf("pdftotext finds %d pages, the PDF says %d", len(pages), n)
	}
	for i, p := range pages {
		if len(strings.Fields(p)) < 20 {
			t.Errorf("page %d is (nearly) blank: %q", i+1, p)
		}
		if want := w.msg("sheet.page", "n", i+1, "total", qp+kp); !strings.Contains(p, want) {
			t.Errorf("page %d does not say %q", i+1, want)
		}
		heading := w.msg("sheet.key_heading")
		if has := strings.Contains(p, heading); has != (i == qp) {
			t.Errorf("page %d: holds the heading %q: %v; the key should start on page %d", i+1, heading, has, qp+1)
		}
	}
	if len(pages) < qp+kp {
		return
	}
	// Every puzzle is on the puzzle pages, and only there.
	puzzles := strings.Join(pages[:qp], "\n")
	for _, it := range doc.Items {
		game := w.msg("sheet.game_ops")
		if it.TwoOps != nil {
			game = w.msg("sheet.game_twoops")
		}
		if !regexp.MustCompile(`(?m)^` + fmt.Sprint(it.N) + ` ` + regexp.QuoteMeta(game)).MatchString(puzzles) {
			t.Errorf("puzzle %d (%s) is not on the puzzle pages", it.N, game)
		}
	}
	if err := KeyIn(doc.Words, doc.Items, strings.Join(pages[qp:], "\n")); err != nil {
		t.Errorf("answer key: %v", err)
	}
	// No box is cut at the page's edge, on page one (whose rules span the page) and on
	// the key's first page when it has answers in both columns.
	edges := []int{1}
	if len(doc.Items) > 1 {
		edges = append(edges, qp+1)
	}
	Edges(t, printed, edges...)
	if bin, err := exec.LookPath("pdfinfo"); err == nil {
		f := filepath.Join(t.TempDir(), "p.pdf")
		os.WriteFile(f, printed, 0o644)
		info, _ := exec.Command(bin, f).Output()
		if !paperSizes[paper].Match(info) {
			t.Errorf("not printed on %s: %s", paper, info)
		}
	}
}

// Grey checks that the PNG images are black and white (greys only): no pixel has colour.
func Grey(t testing.TB, names []string) {
	t.Helper()
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		b := img.Bounds()
		coloured := 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				if spread(r, g, bl) > 16<<8 {
					coloured++
				}
			}
		}
		if coloured > 0 {
			t.Errorf("%s: %d pixels have colour; print is black and white", name, coloured)
		}
	}
}

func spread(r, g, b uint32) uint32 {
	return max(r, g, b) - min(r, g, b)
}

var swapRe = regexp.MustCompile(`([0-9A]+)↔([0-9A]+)`)

// words are the patterns of a key's text in one language, made from its catalogue's
// messages (so that they follow the catalogue and never repeat its words).
type words struct {
	cat                              *i18n.Catalog
	opsHead, twoHead, lineRe, opHead *regexp.Regexp
	resultRe                         *regexp.Regexp
	swapPrefix                       string
	goals                            map[string]twoops.Goal // the goals' short names
	lines                            map[string]int         // the lines' names, by index of ops.Lines
}

// wordsOf returns the patterns of cat's language; nil is English.
func wordsOf(cat *i18n.Catalog) *words {
	if cat == nil {
		var err error
		if cat, err = i18n.For(templates.FS, i18n.Reference); err != nil {
			panic(err)
		}
	}
	w := &words{cat: cat, goals: map[string]twoops.Goal{}, lines: map[string]int{}}
	num := `([-−]?\d+(?:[.,]5)?)`
	// pattern writes the message key with each placeholder's value a marker, quotes the
	// rest and replaces the markers by the groups.
	pattern := func(key string, groups ...string) string {
		var args []any
		for i := 0; i+1 < len(groups); i += 2 {
			args = append(args, groups[i], "\x00"+groups[i]+"\x00")
		}
		s := plainSpaces(w.msg(key, args...))
		s = regexp.QuoteMeta(s)
		for i := 0; i+1 < len(groups); i += 2 {
			s = strings.Replace(s, "\x00"+groups[i]+"\x00", groups[i+1], 1)
		}
		return s
	}
	forms := func(key string) string {
		return "(?:" + regexp.QuoteMeta(plainSpaces(w.msg(key, "count", 1))) + "|" + regexp.QuoteMeta(plainSpaces(w.msg(key, "count", 2))) + ")"
	}
	var goalNames []string
	for _, g := range twoops.Goals {
		name := plainSpaces(w.msg("sheet.goals." + g.String()))
		w.goals[name] = g
		goalNames = append(goalNames, regexp.QuoteMeta(name))
	}
	var lineNames []string
	for i, k := range []string{"lines.row1", "lines.row2", "lines.col1", "lines.col2"} {
		name := plainSpaces(w.msg(k))
		w.lines[name] = i
		lineNames = append(lineNames, regexp.QuoteMeta(name))
	}
	w.opsHead = regexp.MustCompile(`^(\d+) ` + pattern("sheet.key_ops", "start", `([0-9A]{3}/[0-9A]{3}/[0-9A]{3})`) + ` (\d+) ` + forms("sheet.key_swaps") + `$`)
	w.twoHead = regexp.MustCompile(`^(\d+) ` + regexp.QuoteMeta(plainSpaces(w.msg("sheet.key_twoops"))) + ` ` + num + ` \((` + strings.Join(goalNames, "|") + `)\)$`)
	w.lineRe = regexp.MustCompile(`^` + pattern("sheet.proof_line", "line", `(`+strings.Join(lineNames, "|")+`)`, "equation", `(\d+) ([+−×÷]) (\d+) = (\d+)`) + `$`)
	card := `([0-9AJQK]+[♠♥♦♣])`
	head := pattern("explain.operation", "op", card, "a", card, "b", card, "why", "\x00", "rule", "")
	w.opHead = regexp.MustCompile(head[:strings.Index(head, "\x00")])
	// The cards an answer leaves out (group 4), in the form of "not used" for their count:
	// the words must agree with the number of cards.
	var notUsed []string
	for n := 1; n <= 2; n++ {
		s := regexp.QuoteMeta(plainSpaces(w.msg("sheet.not_used", "count", n, "cards", "\x00")))
		notUsed = append(notUsed, strings.Replace(s, "\x00", strings.TrimSuffix(strings.Repeat(`[0-9A]+[♠♥♦♣], `, n), ", "), 1))
	}
	w.resultRe = regexp.MustCompile(`\|?\(?` + num + `\)? [+−] \(?` + num + `\)?\|? = ` + num + `((?:` + strings.Join(notUsed, "|") + `))?\.$`)
	swap := plainSpaces(w.msg("sheet.key_swap", "swaps", "\x00"))
	w.swapPrefix = swap[:strings.Index(swap, "\x00")]
	return w
}

// msg is the catalogue's message key.
func (w *words) msg(key string, args ...any) string {
	s, err := w.cat.Msg(key, args...)
	if err != nil {
		panic(err)
	}
	return s
}

// number writes a Two Ops value as the key prints it: "-7.5", "−7,5".
func (w *words) number(v twoops.Value) string { return plainSpaces(w.cat.Number(v.Float())) }

// plainSpaces replaces the no-break spaces of a text by spaces: the catalogue's French
// spacing, which pdftotext may give either way.
func plainSpaces(s string) string {
	return strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s)
}

// unusedCard is a number card as a key lists it among those not used, like 10♦.
var unusedCard = regexp.MustCompile(`[0-9A]+[♠♥♦♣]`)

// value reads an Ops card as printed: A, 2-9, 10 (a ten counts 0).
func value(s string) (uint8, error) {
	switch s {
	case "A":
		return 1, nil
	case "10":
		return 0, nil
	}
	if len(s) == 1 && s[0] >= '2' && s[0] <= '9' {
		return s[0] - '0', nil
	}
	return 0, fmt.Errorf("no Ops card %q", s)
}

// layout reads a layout printed as "2A6/438/957".
func layout(s string) (ops.Layout, error) {
	return ops.ParseLayout(strings.ReplaceAll(s, "A", "1"))
}

// Key checks the answer key in text (the key pages' text, in reading order) against the
// items of the sheet, by the rules and the engines alone: every item has its answer; an Ops
// answer names the item's start, its swap count is the start's optimum (ops.Solve), its
// swaps, replayed, give the printed finished layout, which is provable, and its four printed
// lines are true equations of that layout; a Two Ops answer's two operations use both of
// the hand's operators and four different numbers of the hand, their values (Operate) are
// the printed ones, they combine under the goal to the printed result, which is the hand's
// best (twoops.Solve).
func Key(items []sheet.Item, text string) error { return KeyIn(nil, items, text) }

// KeyIn is Key for a key in the language of the catalogue cat (nil for English).
func KeyIn(cat *i18n.Catalog, items []sheet.Item, text string) error {
	w := wordsOf(cat)
	text = plainSpaces(text)
	opsHead, twoHead, resultRe := w.opsHead, w.twoHead, w.resultRe
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	var errs []error
	seen := map[int]bool{}
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if m := opsHead.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			seen[n] = true
			var body []string
			for j := i + 1; j < len(lines) && len(body) < 8; j++ {
				body = append(body, strings.TrimSpace(lines[j]))
			}
			if err := w.checkOps(items, n, m[2], m[3], body); err != nil {
				errs = append(errs, fmt.Errorf("answer %d: %w", n, err))
			}
			continue
		}
		if m := twoHead.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			seen[n] = true
			var body []string
			for j := i + 1; j < len(lines); j++ {
				l := strings.TrimSpace(lines[j])
				if opsHead.MatchString(l) || twoHead.MatchString(l) {
					break
				}
				body = append(body, l)
				if resultRe.MatchString(l) {
					break
				}
			}
			if err := w.checkTwoOps(items, n, m[2], m[3], strings.Join(body, " ")); err != nil {
				errs = append(errs, fmt.Errorf("answer %d: %w", n, err))
			}
		}
	}
	for _, it := range items {
		if !seen[it.N] {
			errs = append(errs, fmt.Errorf("no answer for puzzle %d", it.N))
		}
	}
	return errors.Join(errs...)
}

func item(items []sheet.Item, n int) (sheet.Item, error) {
	for _, it := range items {
		if it.N == n {
			return it, nil
		}
	}
	return sheet.Item{}, fmt.Errorf("there is no puzzle %d", n)
}

// checkOps checks an Ops answer: head fields start and count, then the lines after the
// head: "Swap 2↔5, 3↔2.", three rows of the finished layout, four lines.
func (w *words) checkOps(items []sheet.Item, n int, start, count string, body []string) error {
	it, err := item(items, n)
	if err != nil {
		return err
	}
	if it.Ops == nil {
		return errors.New("an Ops answer to a puzzle that is not Ops")
	}
	l, err := layout(start)
	if err != nil {
		return err
	}
	if l.String() != it.Ops.Start {
		return fmt.Errorf("the key's start %s is not the puzzle's %s", start, it.Ops.Start)
	}
	want := ops.Solve(l).Optimal
	if c, _ := strconv.Atoi(count); c != want {
		return fmt.Errorf("the key says %s swaps, the optimum of %s is %d", count, start, want)
	}
	if len(body) < 8 || !strings.HasPrefix(body[0], w.swapPrefix) {
		return fmt.Errorf("no swaps and proof after the head: %q", body)
	}
	swaps := swapRe.FindAllStringSubmatch(body[0], -1)
	if len(swaps) != want {
		return fmt.Errorf("%d swaps listed (%q), want %d", len(swaps), body[0], want)
	}
	for _, s := range swaps {
		a, err1 := value(s[1])
		b, err2 := value(s[2])
		i, j := slices.Index(l[:], a), slices.Index(l[:], b)
		if err1 != nil || err2 != nil || i < 0 || j < 0 || i == j {
			return fmt.Errorf("swap %s is not of two cards of the layout %s", s[0], l.Slashed())
		}
		l = l.Swap(i, j)
	}
	if !ops.Provable(l) {
		return fmt.Errorf("the swaps end in %s, which is not provable", l.Slashed())
	}
	printed := strings.Join([]string{body[1], body[2], body[3]}, " ")
	rows := strings.Fields(printed)
	var got ops.Layout
	if len(rows) != 9 {
		return fmt.Errorf("the finished layout is printed as %q", printed)
	}
	for p, r := range rows {
		v, err := value(r)
		if err != nil {
			return err
		}
		got[p] = v
	}
	if got != l {
		return fmt.Errorf("the printed finished layout %s is not where the swaps end, %s", got.Slashed(), l.Slashed())
	}
	for k, text := range body[4:8] {
		m := w.lineRe.FindStringSubmatch(text)
		if m == nil || w.lines[m[1]] != k {
			return fmt.Errorf("line %d is printed as %q", k+1, text)
		}
		line := ops.Lines[k]
		a, _ := strconv.Atoi(m[2])
		b, _ := strconv.Atoi(m[4])
		c, _ := strconv.Atoi(m[5])
		if a != int(l[line.A]) || b != int(l[line.B]) || c != int(l[line.Result]) {
			return fmt.Errorf("%q is not %s of %s", text, line.Name, l.Slashed())
		}
		var r int
		ok := true
		switch m[3] {
		case "+":
			r = a + b
		case "−":
			r = a - b
		case "×":
			r = a * b
		case "÷":
			ok = b != 0 && a%b == 0
			if ok {
				r = a / b
			}
		}
		if !ok || r != c {
			return fmt.Errorf("%q is false", text)
		}
	}
	return nil
}

// checkTwoOps checks a Two Ops answer: the best and goal of its head, and its text.
func (w *words) checkTwoOps(items []sheet.Item, n int, best, goal, text string) error {
	it, err := item(items, n)
	if err != nil {
		return err
	}
	p := it.TwoOps
	if p == nil {
		return errors.New("a Two Ops answer to a puzzle that is not Two Ops")
	}
	g, ok := w.goals[goal]
	if !ok {
		return fmt.Errorf("no goal %q", goal)
	}
	gc, err := twoops.GoalOf(p.GoalCard)
	if err != nil || gc != g {
		return fmt.Errorf("the key's goal %q is not the goal card %s's", goal, p.GoalCard)
	}
	operators := [2]puzzles.Card{p.Operators[0], p.Operators[1]}
	play, err := twoops.Solve(p.Numbers, operators, g)
	if err != nil {
		return err
	}
	if best != w.number(play.Best) {
		return fmt.Errorf("the key's best %s is not the hand's best %v", best, play.Best)
	}
	text = strings.Join(strings.Fields(text), " ") // lines broken by the layout
	r := w.resultRe.FindStringSubmatchIndex(text)
	if r == nil {
		return fmt.Errorf("no result line in %q", text)
	}
	printedValues := [2]string{text[r[2]:r[3]], text[r[4]:r[5]]}
	heads := w.opHead.FindAllStringSubmatchIndex(text[:r[0]], -1)
	if len(heads) != 2 {
		return fmt.Errorf("%d operations in %q", len(heads), text)
	}
	var values [2]twoops.Value
	usedOps := map[puzzles.Card]bool{}
	usedNums := map[puzzles.Card]bool{}
	for k, h := range heads {
		var c [3]puzzles.Card
		for x := range 3 {
			if c[x], err = puzzles.ParseCard(text[h[2+2*x]:h[3+2*x]]); err != nil {
				return err
			}
		}
		if !slices.Contains(p.Operators, c[0]) || usedOps[c[0]] {
			return fmt.Errorf("operation %d uses %s, not an unused operator of the hand", k+1, c[0])
		}
		usedOps[c[0]] = true
		for _, x := range c[1:] {
			if !slices.Contains(p.Numbers, x) || usedNums[x] {
				return fmt.Errorf("operation %d uses %s, not an unused number of the hand", k+1, x)
			}
			usedNums[x] = true
		}
		values[k] = twoops.Operate(c[0], c[1], c[2])
		end := r[0]
		if k == 0 {
			end = heads[1][0]
		}
		// Its explanation ends with its value, and the result line repeats it.
		seg := strings.TrimSpace(text[h[0]:end])
		v := w.number(values[k])
		if !strings.HasSuffix(seg, "= "+v) && !strings.HasSuffix(seg, ": "+v) || printedValues[k] != v {
			return fmt.Errorf("operation %d is worth %s, the key prints %q and %s", k+1, v, seg, printedValues[k])
		}
	}
	// The cards not used are the hand's other numbers.
	var listed, unused []string
	if r[8] >= 0 {
		listed = unusedCard.FindAllString(text[r[8]:r[9]], -1)
	}
	for _, x := range p.Numbers {
		if !usedNums[x] {
			unused = append(unused, x.Symbol())
		}
	}
	slices.Sort(listed)
	slices.Sort(unused)
	if !slices.Equal(listed, unused) {
		return fmt.Errorf("the key lists %v as not used, the hand leaves out %v", listed, unused)
	}
	if got := g.Combine(values[0], values[1]); text[r[6]:r[7]] != w.number(got) || got != play.Best {
		return fmt.Errorf("the operations combine to %v (printed %s) under %s, the best is %v", got, text[r[6]:r[7]], g, play.Best)
	}
	return nil
}

// Edges checks that the boxes of the printed pages (numbered from 1) are whole at the
// page's sides: rendered in grey at 150 dots per inch, the rightmost upright line (the
// right border of the right-hand boxes) is drawn at least 6/7 as heavy as the leftmost (the
// left border of the left-hand ones), which the same 1 px border draws. A border the edge
// of the page's printable area cuts loses its outer part, and with it that weight.
func Edges(t testing.TB, pdf []byte, pages ...int) {
	t.Helper()
	bin := need(t, "pdftoppm")
	name := writeTemp(t, pdf)
	for _, p := range pages {
		root := filepath.Join(t.TempDir(), "edge")
		n := strconv.Itoa(p)
		if out, err := exec.Command(bin, "-png", "-gray", "-r", "150", "-f", n, "-l", n, "-singlefile", name, root).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, out)
		}
		left, right, err := sideWeights(root + ".png")
		if err != nil {
			t.Fatal(err)
		}
		if right < left*6/7 {
			t.Errorf("page %d: the right-hand boxes' border is drawn %d heavy, the left-hand ones' %d: the page's edge cuts it", p, right, left)
		}
	}
}

// sideWeights returns the weight of the leftmost and the rightmost upright line of the
// PNG: its ink (255 less the grey) across the line, a column either side included for the
// antialiasing, averaged over the rows it is drawn on. The lines are the first and the
// last run of columns whose ink is at least an eighth of the inkiest column's.
func sideWeights(name string) (left, right int, err error) {
	f, err := os.Open(name)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return 0, 0, err
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	grey := make([]int, w*h) // ink of each pixel
	cols := make([]int, w)
	most := 0
	for y := range h {
		for x := range w {
			r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			v := 255 - int((r+g+bl)/3>>8)
			grey[y*w+x] = v
			cols[x] += v
		}
	}
	for _, c := range cols {
		most = max(most, c)
	}
	weight := func(x, step int) int {
		for x >= 0 && x < w && cols[x] < most/8 {
			x += step
		}
		from := x - step
		for x >= 0 && x < w && cols[x] >= most/8 {
			x += step
		}
		lo, hi := min(from, x), max(from, x)
		lo, hi = max(lo, 0), min(hi, w-1)
		sum, rows := 0, 0
		for y := range h {
			ink := 0
			for c := lo; c <= hi; c++ {
				ink += grey[y*w+c]
			}
			if ink > 128 {
				sum += ink
				rows++
			}
		}
		if rows == 0 {
			return 0
		}
		return sum / rows
	}
	return weight(0, 1), weight(w-1, -1), nil
}
