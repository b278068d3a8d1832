package sheet_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/sheet"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// lookDir is where the tests save PNGs of the printed pages, to look at them:
// SHEET_PNG=/tmp/sheets go test ./site/sheet/
var lookDir = os.Getenv("SHEET_PNG")

// paperSize is the page size pdfinfo reports for each paper, in points.
var paperSize = map[sheet.Paper]*regexp.Regexp{
	sheet.A4:     regexp.MustCompile(`Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts`),
	sheet.Letter: regexp.MustCompile(`Page size:\s+612 x 792 pts`),
}

// printed prints the HTML file at path to PDF on paper in the test browser.
func printed(t *testing.T, tab *browsertest.Tab, path string, paper sheet.Paper) []byte {
	t.Helper()
	tab.Open(browsertest.FileURL(path))
	return browsertest.Run(tab, chromedp.PrintToPDF(sheet.PDFOptions(paper)...))
}

// overflowing lists the cells whose content does not fit their box in print.
const overflowing = `(function(){var out=[];document.querySelectorAll(".q,.k").forEach(function(e){if(e.scrollHeight>e.clientHeight+1||e.scrollWidth>e.clientWidth+1)out.push((e.querySelector("b")||e).textContent+": "+e.scrollWidth+"x"+e.scrollHeight+" in "+e.clientWidth+"x"+e.clientHeight)});return out})()`

// CheckPrinted checks a document printed to PDF: its page count, that no page is blank,
// that the answer key starts on the page after the puzzles and every answer is right.
func CheckPrinted(t *testing.T, pdf []byte, doc sheet.Doc, paper sheet.Paper) {
	t.Helper()
	qp, kp := doc.Pages()
	n, err := sheet.PageCount(pdf)
	if err != nil || n != qp+kp {
		t.Errorf("%d pages (%v), want %d of puzzles and %d of key", n, err, qp, kp)
	}
	pages := sheetcheck.Pages(t, pdf)
	if len(pages) != n {
		t.Errorf("pdftotext finds %d pages, the PDF says %d", len(pages), n)
	}
	for i, p := range pages {
		if len(strings.Fields(p)) < 20 {
			t.Errorf("page %d is (nearly) blank: %q", i+1, p)
		}
		if want := fmt.Sprintf("page %d of %d", i+1, qp+kp); !strings.Contains(p, want) {
			t.Errorf("page %d does not say %q", i+1, want)
		}
		if has := strings.Contains(p, sheet.KeyHeading); has != (i == qp) {
			t.Errorf("page %d: holds the heading %q: %v; the key should start on page %d", i+1, sheet.KeyHeading, has, qp+1)
		}
	}
	if len(pages) < qp+kp {
		return
	}
	// Every puzzle is on the puzzle pages, and only there.
	puzzles := strings.Join(pages[:qp], "\n")
	for _, it := range doc.Items {
		game := "Ops solitaire"
		if it.TwoOps != nil {
			game = "Two Ops"
		}
		if !regexp.MustCompile(`(?m)^` + fmt.Sprint(it.N) + ` ` + game).MatchString(puzzles) {
			t.Errorf("puzzle %d (%s) is not on the puzzle pages", it.N, game)
		}
	}
	if err := sheetcheck.Key(doc.Items, strings.Join(pages[qp:], "\n")); err != nil {
		t.Errorf("answer key: %v", err)
	}
	if bin, err := exec.LookPath("pdfinfo"); err == nil {
		f := filepath.Join(t.TempDir(), "p.pdf")
		os.WriteFile(f, pdf, 0o644)
		info, _ := exec.Command(bin, f).Output()
		if !paperSize[paper].Match(info) {
			t.Errorf("not printed on %s: %s", paper, info)
		}
	}
}

func TestPrintSheets(t *testing.T) {
	tab := browser.Tab(t)
	for _, c := range []struct {
		game  sheet.Game
		count int
		level generator.Level
		paper sheet.Paper
	}{
		{sheet.Ops, 30, 0, sheet.A4},
		{sheet.TwoOps, 30, 0, sheet.Letter},
		{sheet.Mixed, 31, generator.Fiendish, sheet.Letter}, // the longest swaps and explanations
		{sheet.Mixed, 7, generator.Hard, sheet.A4},
		{sheet.Ops, 1, generator.Gentle, sheet.Letter},
	} {
		name := fmt.Sprintf("%s-%d-%d-%s", c.game, c.count, c.level, c.paper)
		t.Run(name, func(t *testing.T) {
			s := mustNew(t, sheet.Options{Game: c.game, Count: c.count, Level: c.level, Code: "Room 12", Paper: c.paper})
			path := filepath.Join(t.TempDir(), "sheet.html")
			if err := os.WriteFile(path, mustHTML(t, s), 0o644); err != nil {
				t.Fatal(err)
			}
			pdf := printed(t, tab, path, c.paper)
			CheckPrinted(t, pdf, s.Doc(), c.paper)
			// Every cell's content fits its box in print.
			tab.Media("print")
			if over := browsertest.Eval[[]string](tab, overflowing); len(over) > 0 {
				t.Errorf("cells overflow in print: %q", over)
			}
			tab.Media("")
			if lookDir != "" {
				sheetcheck.PNGs(t, pdf, lookDir, name, 60)
			}
		})
	}
}

// TestPrintBothPapers prints one sheet made for A4 on Letter paper and the other way
// round, without its own page size: the layout fits both.
func TestPrintBothPapers(t *testing.T) {
	tab := browser.Tab(t)
	s := mustNew(t, sheet.Options{Game: sheet.Mixed, Count: 16, Level: generator.Fiendish, Code: "both"})
	h := mustHTML(t, s)
	// Without the @page size, the paper of the print decides.
	h = regexp.MustCompile(`@page\{size:[a-zA-Z0-9]+;`).ReplaceAll(h, []byte("@page{"))
	path := filepath.Join(t.TempDir(), "sheet.html")
	if err := os.WriteFile(path, h, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, paper := range []sheet.Paper{sheet.A4, sheet.Letter} {
		CheckPrinted(t, printed(t, tab, path, paper), s.Doc(), paper)
	}
}

// TestKeyCheckCatchesMistakes shows the key check failing on wrong answers: a wrong swap
// count, a wrong swap, a wrong best result, a missing answer.
func TestKeyCheckCatchesMistakes(t *testing.T) {
	tab := browser.Tab(t)
	s := mustNew(t, sheet.Options{Game: sheet.Mixed, Count: 4, Level: generator.Hard, Code: "mistakes"})
	path := filepath.Join(t.TempDir(), "sheet.html")
	if err := os.WriteFile(path, mustHTML(t, s), 0o644); err != nil {
		t.Fatal(err)
	}
	pages := sheetcheck.Pages(t, printed(t, tab, path, sheet.A4))
	key := strings.Join(pages[1:], "\n")
	if err := sheetcheck.Key(s.Items, key); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]string{
		"count":  regexp.MustCompile(`(?m)^(1 Ops \S+): 3 swaps`).ReplaceAllString(key, "$1: 4 swaps"),
		"swap":   regexp.MustCompile(`(?m)^Swap ([^,]+), ([^,]+), ([^,.]+)\.`).ReplaceAllString(key, "Swap $1, $2, $2."),
		"best":   regexp.MustCompile(`(?m)^(2 Two Ops: best )(-?\d+)`).ReplaceAllString(key, "${1}99"),
		"absent": regexp.MustCompile(`(?m)^4 Two Ops`).ReplaceAllString(key, "Two Ops"),
	} {
		if bad == key {
			t.Fatalf("%s: the mutation changed nothing", name)
		}
		if err := sheetcheck.Key(s.Items, bad); err == nil {
			t.Errorf("%s: a wrong key passed the check", name)
		}
	}
}
