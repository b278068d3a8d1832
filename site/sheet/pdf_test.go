package sheet_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// lookDir is where the tests save PNGs of the printed pages, to look at them:
// SHEET_PNG=/tmp/sheets go test ./site/sheet/
var lookDir = os.Getenv("SHEET_PNG")

// printed prints the HTML file at path to PDF on paper in the test browser.
func printed(t *testing.T, tab *browsertest.Tab, path string, paper sheet.Paper) []byte {
	t.Helper()
	tab.Open(browsertest.FileURL(path))
	return browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(paper)...))
}

// overflowing lists the cells whose content does not fit their box in print.
const overflowing = `(function(){var out=[];document.querySelectorAll(".q,.k").forEach(function(e){if(e.scrollHeight>e.clientHeight+1||e.scrollWidth>e.clientWidth+1)out.push((e.querySelector("b")||e).textContent+": "+e.scrollWidth+"x"+e.scrollHeight+" in "+e.clientWidth+"x"+e.clientHeight)});return out})()`

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
			sheetcheck.Printed(t, pdf, s.Doc(), c.paper)
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
		sheetcheck.Printed(t, printed(t, tab, path, paper), s.Doc(), paper)
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
