package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/atomicdir"
	"github.com/opsdaily/opsdaily/site/internal/pageweight"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// A small site: the end of November into December 2026, built on 2026-11-29.
var (
	testFrom  = generator.MakeDate(2026, 11, 20)
	testTo    = generator.MakeDate(2026, 12, 3)
	testToday = generator.MakeDate(2026, 11, 29)
)

func testOptions(out, base string) Options {
	return Options{Out: out, From: testFrom, To: testTo, Today: testToday, BaseURL: base}
}

// build builds a site into a fresh directory and returns its files by slash path.
func build(t *testing.T, base string) (string, map[string][]byte) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "public")
	sum, err := Build(context.Background(), testOptions(out, base))
	if err != nil {
		t.Fatal(err)
	}
	files := readTree(t, out)
	if sum.Files != len(files) {
		t.Errorf("summary says %d files, found %d", sum.Files, len(files))
	}
	if want := int(testTo-testFrom) + 1; sum.Days != want {
		t.Errorf("summary says %d days, want %d", sum.Days, want)
	}
	return out, files
}

func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestSiteFiles(t *testing.T) {
	_, files := build(t, "")
	want := []string{Marker, "index.html", "404.html", "favicon.svg", "feed.xml",
		"archive/index.html", "archive/2026/index.html", "rules/ops/index.html", "rules/two-ops/index.html"}
	for d := testFrom; d <= testTo; d++ {
		want = append(want, "daily/"+d.String()+"/index.html")
	}
	for _, w := range want {
		if _, ok := files[w]; !ok {
			t.Errorf("missing %s", w)
		}
	}
	if _, ok := files["sitemap.xml"]; ok {
		t.Error("sitemap.xml written without a base URL")
	}
}

var (
	attrURL = regexp.MustCompile(`(?:href|src)="([^"]*)"`)
	anyURL  = regexp.MustCompile(`https?://[^\s"'<>)]+`)
	idAttr  = regexp.MustCompile(`\bid="([^"]+)"`)
	metaRef = regexp.MustCompile(`location\.replace\("([^"]+)"`)
	// scripts are inline scripts; links in their strings are the scripts' business.
	scripts  = regexp.MustCompile(`(?s)<script>.*?</script>`)
	htmlTail = regexp.MustCompile(`</html>\s*$`)
)

// checkLinks checks every link of every HTML page: a relative link names a file of the
// site (index.html spelled out, so that it works from file://), a fragment an id of its
// page, and an absolute URL only the site's own base.
func checkLinks(t *testing.T, files map[string][]byte, base string) {
	t.Helper()
	for name, body := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		text := scripts.ReplaceAllString(string(body), "<script></script>")
		if !strings.HasPrefix(text, "<!doctype html>") || !htmlTail.MatchString(text) {
			t.Errorf("%s: not a whole HTML page", name)
		}
		for _, u := range anyURL.FindAllString(string(body), -1) {
			if base == "" || !strings.HasPrefix(u, base) {
				t.Errorf("%s: absolute URL %s", name, u)
			}
		}
		ids := map[string]bool{}
		for _, m := range idAttr.FindAllStringSubmatch(text, -1) {
			ids[m[1]] = true
		}
		for _, m := range attrURL.FindAllStringSubmatch(text, -1) {
			ref := strings.ReplaceAll(m[1], "&amp;", "&")
			if base != "" && strings.HasPrefix(ref, base) {
				ref = strings.TrimPrefix(ref, base)
				if ref == "" || strings.HasSuffix(ref, "/") {
					ref += "index.html"
				}
				if _, ok := files[ref]; !ok {
					t.Errorf("%s: link %s: no such file", name, m[1])
				}
				continue
			}
			u, err := url.Parse(ref)
			if err != nil || u.Scheme != "" || u.Host != "" || strings.HasPrefix(u.Path, "/") {
				t.Errorf("%s: link %q is not relative", name, m[1])
				continue
			}
			if u.Path == "" {
				if u.Fragment != "" && !ids[u.Fragment] {
					t.Errorf("%s: link %s: no such id", name, m[1])
				}
				continue
			}
			target := path.Join(path.Dir(name), u.Path)
			if _, ok := files[target]; !ok {
				t.Errorf("%s: link %s: no file %s", name, m[1], target)
			}
		}
		for _, m := range metaRef.FindAllStringSubmatch(string(body), -1) {
			// The home page's script builds "daily/"+date+"/index.html".
			if m[1] != "daily/" {
				t.Errorf("%s: script navigates to %s", name, m[1])
			}
		}
	}
}

func TestLinks(t *testing.T) {
	_, files := build(t, "")
	checkLinks(t, files, "")
	// Each day links its neighbours; the first has no link before it, and no day links a
	// day after the horizon (the day after the build date).
	horizon := testToday.Add(1)
	for d := testFrom; d <= testTo; d++ {
		page := string(files["daily/"+d.String()+"/index.html"])
		prev := `href="../` + d.Add(-1).String() + `/index.html" rel="prev"`
		next := `href="../` + d.Add(1).String() + `/index.html" rel="next"`
		if got := strings.Contains(page, prev); got != (d > testFrom) {
			t.Errorf("%s: link to the day before: %v", d, got)
		}
		if got := strings.Contains(page, next); got != (d < horizon) {
			t.Errorf("%s: link to the day after: %v", d, got)
		}
		if !strings.Contains(page, `rel="prev"`) && d > testFrom || strings.Contains(page, `rel="next"`) != (d < horizon) {
			t.Errorf("%s: day links missing", d)
		}
	}
}

func TestLinksWithBaseURL(t *testing.T) {
	const base = "https://example.org/puzzles/"
	_, files := build(t, base)
	checkLinks(t, files, base)
	page := string(files["404.html"])
	if !strings.Contains(page, `href="`+base+`archive/index.html"`) {
		t.Error("404.html does not link absolutely with a base URL")
	}
	if !strings.Contains(string(files["daily/2026-11-25/index.html"]), `<link rel="canonical" href="`+base+`daily/2026-11-25/">`) {
		t.Error("no canonical link")
	}
	var sm struct {
		URLs []string `xml:"url>loc"`
	}
	if err := xml.Unmarshal(files["sitemap.xml"], &sm); err != nil {
		t.Fatal(err)
	}
	n := 0
	for name := range files {
		if strings.HasSuffix(name, "index.html") && !(strings.HasPrefix(name, "daily/") && name[6:16] > testToday.Add(1).String()) {
			n++
		}
	}
	if len(sm.URLs) != n {
		t.Errorf("sitemap lists %d URLs, the site has %d index pages up to the horizon", len(sm.URLs), n)
	}
	for _, u := range sm.URLs {
		rel := strings.TrimPrefix(u, base) + "index.html"
		if !strings.HasPrefix(u, base) || files[rel] == nil {
			t.Errorf("sitemap URL %s names no page", u)
		}
	}
}

func TestHomeShowsBuildDate(t *testing.T) {
	recs, err := generator.Range(generator.DefaultSeed, testToday, testToday)
	if err != nil {
		t.Fatal(err)
	}
	_, files := build(t, "")
	home, daily := string(files["index.html"]), string(files["daily/2026-11-29/index.html"])
	for _, want := range []string{"Sunday 29 November 2026", `"2026-11-20"`, `"2026-12-03"`, `"2026-11-29"`} {
		if !strings.Contains(home, want) {
			t.Errorf("home page lacks %s", want)
		}
	}
	// The boards show the day's cards without JavaScript: the home page carries the same
	// Ops start as that day's page.
	start := recs[0].Ops.Start
	if !strings.Contains(home, start) && !strings.Contains(daily, start) {
		t.Logf("the start %s is not written as digits; not checked", start)
	}
	if strings.Contains(daily, "location.replace") {
		t.Error("a daily page redirects")
	}
}

func TestArchiveLevels(t *testing.T) {
	recs, err := generator.Range(generator.DefaultSeed, testFrom, testTo)
	if err != nil {
		t.Fatal(err)
	}
	_, files := build(t, "")
	page := string(files["archive/2026/index.html"])
	if !bytes.Equal(files["archive/index.html"][:200], files["archive/2026/index.html"][:200]) && !strings.Contains(string(files["archive/index.html"]), "All days of 2026") {
		t.Error("archive/index.html does not show 2026")
	}
	horizon := testToday.Add(1).String()
	for _, r := range recs {
		date := r.Date.String()
		cell := regexp.MustCompile(`href="../../daily/` + date + `/index.html" aria-label="([^"]+)"[^>]*><b>(\d+)</b> <small>O(\d) T(\d)</small>`).FindStringSubmatch(page)
		if date > horizon {
			if cell != nil || strings.Contains(page, date) {
				t.Errorf("the archive shows %s, after the horizon %s", date, horizon)
			}
			continue
		}
		if cell == nil {
			t.Errorf("no archive cell for %s", r.Date)
			continue
		}
		if cell[2] != strings.TrimLeft(r.Date.String()[8:], "0") || cell[3] != fmt.Sprint(int(r.Ops.Difficulty)) || cell[4] != fmt.Sprint(int(r.TwoOps.Difficulty)) {
			t.Errorf("%s: cell %q, want levels %d and %d", r.Date, cell[0], r.Ops.Difficulty, r.TwoOps.Difficulty)
		}
		// The name begins with the text shown (voice control), then says it in words.
		shown := fmt.Sprintf("%s, O%d T%d, ", strings.TrimLeft(r.Date.String()[8:], "0"), r.Ops.Difficulty, r.TwoOps.Difficulty)
		if !strings.HasPrefix(cell[1], shown) || !strings.Contains(cell[1], fmt.Sprintf("Ops level %d, Two Ops level %d", r.Ops.Difficulty, r.TwoOps.Difficulty)) {
			t.Errorf("%s: label %q", r.Date, cell[1])
		}
	}
	// November 2026 starts on a Sunday: six blank cells first.
	if !strings.Contains(page, `<caption id="m2026-11">November 2026`) ||
		!strings.Contains(page, "<tr><td></td><td></td><td></td><td></td><td></td><td></td><td><span aria-hidden=\"true\">1</span></td></tr>") {
		t.Error("November 2026 does not start on the Sunday")
	}
	// The finished days are read from the history the game boards write.
	if !strings.Contains(page, `OpsStats.here()`) {
		t.Error("the archive does not read the site's history")
	}
}

func TestFeed(t *testing.T) {
	_, files := build(t, "")
	var feed struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		ID      string   `xml:"id"`
		Updated string   `xml:"updated"`
		Entries []struct {
			ID      string `xml:"id"`
			Title   string `xml:"title"`
			Updated string `xml:"updated"`
			Link    struct {
				Href string `xml:"href,attr"`
			} `xml:"link"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal(files["feed.xml"], &feed); err != nil {
		t.Fatal(err)
	}
	// Days up to the build date, newest first, and nothing from the clock.
	if n := int(testToday-testFrom) + 1; len(feed.Entries) != n {
		t.Fatalf("%d entries, want %d", len(feed.Entries), n)
	}
	if feed.Updated != "2026-11-29T00:00:00Z" {
		t.Errorf("feed updated %s", feed.Updated)
	}
	ids := map[string]bool{feed.ID: true}
	for i, e := range feed.Entries {
		d := testToday.Add(-i).String()
		if e.Updated != d+"T00:00:00Z" || e.Link.Href != "daily/"+d+"/index.html" || files[e.Link.Href] == nil {
			t.Errorf("entry %d: %+v, want %s", i, e, d)
		}
		if ids[e.ID] || !strings.HasPrefix(e.ID, "urn:uuid:") {
			t.Errorf("entry %d: id %s repeated or not a urn:uuid", i, e.ID)
		}
		ids[e.ID] = true
	}
}

// The rules pages' examples are the engines' work; check them here by plain arithmetic.
func TestRulesExamples(t *testing.T) {
	_, files := build(t, "")
	ops := html.UnescapeString(string(files["rules/ops/index.html"]))
	eq := regexp.MustCompile(`(\d+) ([+−×÷]) (\d+) = (\d+)`)
	eqs := eq.FindAllStringSubmatch(ops, -1)
	if len(eqs) < 8 {
		t.Fatalf("only %d equations on the Ops rules page", len(eqs))
	}
	for _, m := range eqs {
		var a, b, c int
		fmt.Sscan(m[1], &a)
		fmt.Sscan(m[3], &b)
		fmt.Sscan(m[4], &c)
		if !equation(a, m[2], b, c) && !strings.Contains(m[0], "7 − 2 = 5") {
			t.Errorf("false equation %q", m[0])
		}
	}
	// Replay the worked solution from 789/456/123 and check its end by hand.
	steps := regexp.MustCompile(`Swap the (\d) \(position (\d)\) and the (\d) \(position (\d)\): <span class="eq">([\d/]+)</span>`).FindAllStringSubmatch(ops, -1)
	if len(steps) == 0 {
		t.Fatal("no worked solution")
	}
	l := []byte("789456123")
	for _, s := range steps {
		// The page numbers positions 1 to 9 in reading order, as the boards and the command
		// line's text do (p1 the top left, p9 the hole).
		i, j := int(s[2][0])-'1', int(s[4][0])-'1'
		if i < 0 || j < 0 {
			t.Fatalf("step %q: a position numbered from 0; the page numbers from 1", s[0])
		}
		if l[i] != s[1][0] || l[j] != s[3][0] {
			t.Errorf("step %q: the layout holds %c and %c there", s[0], l[i], l[j])
		}
		l[i], l[j] = l[j], l[i]
		if got := string(l[0:3]) + "/" + string(l[3:6]) + "/" + string(l[6:9]); got != s[5] {
			t.Errorf("step %q: layout %s", s[0], got)
		}
	}
	if !provable(l) {
		t.Errorf("the worked solution ends at %s, not provable", l)
	}
	if !strings.Contains(ops, fmt.Sprintf("The fewest moves are %d. Positions are numbered 1 to 9 in reading order", len(steps))) {
		t.Error("the move count does not match the steps")
	}
	two := html.UnescapeString(string(files["rules/two-ops/index.html"]))
	for _, want := range []string{"<table>", "Discard", "The best result is <b>", "matches neither"} {
		if !strings.Contains(two, want) {
			t.Errorf("Two Ops rules page lacks %q", want)
		}
	}
	// Every operation explained on the page has the value of the rules' operator table.
	op := regexp.MustCompile(`([KQJ])([♠♥♦♣]) with (10|[A2-9])([♠♥♦♣]) and (10|[A2-9])([♠♥♦♣]):[^<]*?= (−?\d+(?:\.5)?)</li>`)
	ops2 := op.FindAllStringSubmatch(two, -1)
	if len(ops2) < 12 {
		t.Errorf("only %d operations explained on the Two Ops rules page", len(ops2))
	}
	for _, m := range ops2 {
		// The page writes a negative value with the minus sign, the table's text a hyphen.
		if got, want := strings.Replace(m[7], "−", "-", 1), operatorTable(m[1], m[2], m[3], m[4], m[5], m[6]); got != want {
			t.Errorf("%q: value %s, the operator table gives %s", m[0], got, want)
		}
	}
}

// operatorTable computes an operation from the table of templates/rules/reference.md, written out
// again here: rank K, Q or J; suits as symbols; numbers A or 2-10.
func operatorTable(rank, suit, a, sa, b, sb string) string {
	red := func(s string) bool { return s == "♥" || s == "♦" }
	val := func(s string) float64 {
		if s == "A" {
			return 1
		}
		var n float64
		fmt.Sscan(s, &n)
		return n
	}
	x, y := val(a), val(b)
	mx, mn := max(x, y), min(x, y)
	ma, mb := red(sa) == red(suit), red(sb) == red(suit)
	var v float64
	switch {
	case !ma && !mb:
		v = map[string]float64{"K": (x + y) / 2, "Q": mx, "J": mn}[rank]
	case ma && mb:
		v = map[string]float64{"K": x + y, "Q": mx + 5, "J": mn - 5}[rank]
	default:
		on, off := x, y
		if mb {
			on, off = y, x
		}
		v = map[string]float64{"K": off - on, "Q": float64(int(off) % int(on)), "J": on}[rank]
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// equation reports whether a op b = c, op one of + − × ÷, division exact.
func equation(a int, op string, b, c int) bool {
	switch op {
	case "+":
		return a+b == c
	case "−":
		return a-b == c
	case "×":
		return a*b == c
	case "÷":
		return b != 0 && a%b == 0 && a/b == c
	}
	return false
}

// provable checks the four lines of a layout of digits by brute force over the operations.
func provable(l []byte) bool {
	v := func(i int) int { return int(l[i] - '0') }
	holds := func(a, b, c int) bool {
		for _, op := range []string{"+", "−", "×", "÷"} {
			if equation(a, op, b, c) {
				return true
			}
		}
		return false
	}
	return holds(v(0), v(1), v(2)) && holds(v(3), v(4), v(5)) && holds(v(0), v(3), v(6)) && holds(v(1), v(4), v(7))
}

func TestDeterministic(t *testing.T) {
	_, a := build(t, "https://example.org/")
	_, b := build(t, "https://example.org/")
	if len(a) != len(b) {
		t.Fatalf("%d files, then %d", len(a), len(b))
	}
	for name, body := range a {
		if !bytes.Equal(body, b[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}

// loaded returns the files the page name loads (pageweight.Loaded), by slash path from the
// site root, each once.
func loaded(t *testing.T, files map[string][]byte, name string) []string {
	t.Helper()
	refs, err := pageweight.Loaded(files[name])
	if err != nil {
		t.Errorf("%s: %v", name, err)
	}
	var out []string
	for _, ref := range refs {
		f := path.Join(path.Dir(name), ref)
		if _, ok := files[f]; !ok {
			t.Errorf("%s loads %s, which is missing", name, ref)
			continue
		}
		out = append(out, f)
	}
	return out
}

// pageWeight is a page's size with every local file it loads (icon, scripts, styles,
// images).
func pageWeight(t *testing.T, files map[string][]byte, name string) int {
	t.Helper()
	n := len(files[name])
	for _, f := range loaded(t, files, name) {
		n += len(files[f])
	}
	return n
}

// withLoaded returns a page's text followed by the text of every file it loads.
func withLoaded(t *testing.T, files map[string][]byte, name string) string {
	t.Helper()
	b := slices.Clone(files[name])
	for _, f := range loaded(t, files, name) {
		b = append(b, files[f]...)
	}
	return string(b)
}

func TestPageWeight(t *testing.T) {
	_, files := build(t, "")
	const budget = pageweight.DailyBudget
	heaviest, which := 0, ""
	for name := range files {
		if strings.HasPrefix(name, "daily/") || name == "index.html" {
			if w := pageWeight(t, files, name); w > heaviest {
				heaviest, which = w, name
			}
		}
	}
	t.Logf("heaviest daily page: %s, %d bytes with all it loads", which, heaviest)
	if heaviest > budget {
		t.Errorf("%s weighs %d bytes with all it loads, over the %d budget", which, heaviest, budget)
	}
}

// The style sheets and scripts pages share are files of assets/, named by their content,
// each written once, and no page carries a copy of one inline.
func TestSharedAssets(t *testing.T) {
	_, files := build(t, "")
	var assets []string
	for name := range files {
		if strings.HasPrefix(name, "assets/") {
			assets = append(assets, name)
		}
	}
	slices.Sort(assets)
	if len(assets) < 3 {
		t.Fatalf("assets: %v, want at least the site's and the boards' style sheets and script", assets)
	}
	named := regexp.MustCompile(`^assets/[a-z-]+\.([0-9a-f]{10})\.(css|js)$`)
	used := map[string]bool{}
	for name := range files {
		if strings.HasSuffix(name, ".html") {
			for _, f := range loaded(t, files, name) {
				used[f] = true
			}
		}
	}
	for _, a := range assets {
		m := named.FindStringSubmatch(a)
		if m == nil {
			t.Errorf("%s: not named assets/NAME.HASH.EXT", a)
			continue
		}
		if sum := sha256.Sum256(files[a]); hex.EncodeToString(sum[:5]) != m[1] {
			t.Errorf("%s: the name is not the hash of the content", a)
		}
		if !used[a] {
			t.Errorf("%s: no page loads it", a)
		}
		// A piece from the middle of the file, long enough to be its own.
		body := files[a]
		piece := string(body[len(body)/2 : len(body)/2+min(200, len(body)/2)])
		for name, page := range files {
			if strings.HasSuffix(name, ".html") && name != "404.html" && strings.Contains(string(page), piece) {
				t.Errorf("%s carries a copy of %s inline", name, a)
			}
		}
	}
	// The daily pages load the site's and the boards' style sheets and the boards' script;
	// the boards' style sheet ends with the print layout's.
	for _, want := range []string{"assets/site.", "assets/play.", "assets/stats."} {
		found := false
		for _, f := range loaded(t, files, "daily/2026-11-25/index.html") {
			found = found || strings.HasPrefix(f, want)
		}
		if !found {
			t.Errorf("the daily page loads no %s* file", want)
		}
	}
	for _, f := range loaded(t, files, "daily/2026-11-25/index.html") {
		if strings.HasPrefix(f, "assets/print.") {
			t.Errorf("the daily page loads %s, a print style sheet of its own", f)
		}
		if css := string(files[f]); strings.HasSuffix(f, ".css") && strings.Contains(css, ".pday") {
			t.Errorf("%s: the daily page loads the print layout's style, which is its print page's", f)
		}
	}
}

func TestReplaceAndRefuse(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	if _, err := Build(context.Background(), testOptions(out, "")); err != nil {
		t.Fatal(err)
	}
	// A second build replaces the first, with a different range.
	opts := testOptions(out, "")
	opts.From = testFrom.Add(5)
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	files := readTree(t, out)
	if files["daily/"+testFrom.String()+"/index.html"] != nil || files["daily/"+opts.From.String()+"/index.html"] == nil {
		t.Error("the second build did not replace the first")
	}
	if es := names(t, parent); !slices.Equal(es, []string{".public.lock", "public"}) {
		t.Errorf("left beside the site: %v", es)
	}

	// A directory that holds something else is refused and untouched.
	foreign := filepath.Join(parent, "notes")
	if err := os.MkdirAll(foreign, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(foreign, "todo.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Build(context.Background(), testOptions(foreign, ""))
	if !errors.Is(err, ErrForeign) {
		t.Fatalf("err %v, want ErrForeign", err)
	}
	if got := readTree(t, foreign); len(got) != 1 || string(got["todo.txt"]) != "mine" {
		t.Errorf("foreign directory changed: %v", got)
	}
	if es := names(t, parent); !slices.Equal(es, []string{".public.lock", "notes", "public"}) {
		t.Errorf("left beside the sites: %v", es)
	}
}

// names lists the names in dir.
func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ns []string
	for _, e := range es {
		ns = append(ns, e.Name())
	}
	return ns
}

// A build while another writes the same directory fails at once and changes nothing; a
// build into another directory beside it is not held up.
func TestBuildBusy(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	if _, err := Build(context.Background(), testOptions(out, "")); err != nil {
		t.Fatal(err)
	}
	before := readTree(t, out)
	other, err := atomicdir.Begin(out, Marker, markerText) // the other build
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(context.Background(), testOptions(out, "https://example.org/")); !errors.Is(err, ErrBusy) {
		t.Fatalf("err %v, want ErrBusy", err)
	}
	if !maps.EqualFunc(before, readTree(t, out), bytes.Equal) {
		t.Error("the busy build changed the site")
	}
	if _, err := Build(context.Background(), testOptions(filepath.Join(parent, "second"), "")); err != nil {
		t.Errorf("a build beside it: %v", err)
	}
	other.Abort()
	if _, err := Build(context.Background(), testOptions(out, "")); err != nil {
		t.Errorf("after the other build: %v", err)
	}
}

// A failure or an interrupt midway leaves the previous site whole and nothing beside it.
func TestFailureLeavesOldSite(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "public")
	if _, err := Build(context.Background(), testOptions(out, "")); err != nil {
		t.Fatal(err)
	}
	before := readTree(t, out)
	saved := playFor
	defer func() { playFor = saved }()

	boom := errors.New("boom")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, tc := range []struct {
		name string
		hook func(cat *i18n.Catalog, rec generator.Record, payload string) (play.Data, error)
		want error
	}{
		{"failure", func(cat *i18n.Catalog, rec generator.Record, payload string) (play.Data, error) {
			if rec.Date.String() == "2026-11-27" {
				return play.Data{}, boom
			}
			return saved(cat, rec, payload)
		}, boom},
		{"interrupt", func(cat *i18n.Catalog, rec generator.Record, payload string) (play.Data, error) {
			if rec.Date.String() == "2026-11-25" {
				cancel()
			}
			return saved(cat, rec, payload)
		}, context.Canceled},
	} {
		playFor = tc.hook
		opts := testOptions(out, "https://example.org/")
		_, err := Build(ctx, opts)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: err %v, want %v", tc.name, err, tc.want)
		}
		after := readTree(t, out)
		if len(after) != len(before) {
			t.Errorf("%s: %d files, before %d", tc.name, len(after), len(before))
		}
		for name, body := range before {
			if !bytes.Equal(after[name], body) {
				t.Errorf("%s: %s changed", tc.name, name)
			}
		}
		if es := names(t, parent); !slices.Equal(es, []string{".public.lock", "public"}) {
			t.Errorf("%s: left beside the site: %v", tc.name, es)
		}
	}
}

// dayPage repeats layout's fields (for speed, see dayPage): every one must be there, of the
// same type, for the layout templates to work on daily pages.
func TestDayPageHasLayout(t *testing.T) {
	day := reflect.TypeFor[dayPage]()
	lay := reflect.TypeFor[layout]()
	for i := range lay.NumField() {
		f := lay.Field(i)
		g, ok := day.FieldByName(f.Name)
		if !ok || g.Type != f.Type || len(g.Index) != 1 {
			t.Errorf("dayPage lacks layout's field %s %s as a field of its own", f.Name, f.Type)
		}
	}
	// setLayout copies every field.
	l := layout{Root: "r", Kind: "k", Daily: true, Title: "t", Description: "d", Canonical: "c", Image: "i", Chrome: &chrome{}, Range: &homeRange{}, Games: true, Styles: "s", Alternates: []alternate{{Lang: "fr"}}, HeadScripts: "h"}
	var p dayPage
	p.setLayout(l)
	pv, lv := reflect.ValueOf(p), reflect.ValueOf(l)
	for i := range lay.NumField() {
		name := lay.Field(i).Name
		if lv.Field(i).IsZero() {
			t.Errorf("the test leaves layout.%s zero", name)
		}
		if pf := pv.FieldByName(name); pf.IsValid() && !reflect.DeepEqual(pf.Interface(), lv.Field(i).Interface()) {
			t.Errorf("setLayout does not copy %s", name)
		}
	}
}

func TestBadOptions(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	for _, o := range []Options{
		{Out: "", From: testFrom, To: testTo},
		{Out: out, From: testTo, To: testFrom},
		{Out: out, From: testFrom, To: testFrom.Add(MaxDays)},
		{Out: out, From: testFrom, To: testTo, BaseURL: "example.org"},
		{Out: out, From: testFrom, To: testTo, BaseURL: "ftp://example.org/"},
	} {
		if _, err := Build(context.Background(), o); !errors.Is(err, ErrOptions) {
			t.Errorf("%+v: err %v, want ErrOptions", o, err)
		}
	}
	if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a failed build left its directory")
	}
}
