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

// printWidth is the width of the printed area of paper p in CSS pixels: the paper's width
// less the margins of 12 mm, 186 mm on A4 and 191.9 mm on Letter.
func printWidth(p sheet.Paper) int {
	mm := 210.0
	if p == sheet.Letter {
		mm = 215.9
	}
	return int((mm - 24) / 25.4 * 96)
}

func TestPrintSheets(t *testing.T) {
	tab := browser.Tab(t)
	for _, c := range []struct {
		game  sheet.Game
		count int
		level generator.Level
		paper sheet.Paper
		lang  string
	}{
		{sheet.Ops, 30, 0, sheet.A4, ""},
		{sheet.TwoOps, 30, 0, sheet.Letter, ""},
		{sheet.Mixed, 31, generator.Fiendish, sheet.Letter, ""}, // the longest swaps and explanations
		{sheet.Mixed, 7, generator.Hard, sheet.A4, ""},
		{sheet.Ops, 1, generator.Gentle, sheet.Letter, ""},
		// In French: the same pages as in English, every answer checked from the French text.
		{sheet.Mixed, 31, generator.Fiendish, sheet.A4, "fr"},
		{sheet.TwoOps, 30, 0, sheet.A4, "fr"},
		// On Letter too, where page one has the least room: the Ops rules box, longer in
		// French, must leave room for its eight puzzles.
		{sheet.Ops, 30, 0, sheet.Letter, "fr"},
		{sheet.Mixed, 31, generator.Fiendish, sheet.Letter, "fr"},
	} {
		name := fmt.Sprintf("%s-%d-%d-%s", c.game, c.count, c.level, c.paper)
		if c.lang != "" {
			name += "-" + c.lang
		}
		t.Run(name, func(t *testing.T) {
			s := mustNew(t, sheet.Options{Game: c.game, Count: c.count, Level: c.level, Code: "Room 12", Paper: c.paper, Language: c.lang})
			path := filepath.Join(t.TempDir(), "sheet.html")
			if err := os.WriteFile(path, mustHTML(t, s), 0o644); err != nil {
				t.Fatal(err)
			}
			pdf := printed(t, tab, path, c.paper)
			sheetcheck.Printed(t, pdf, s.Doc(), c.paper)
			if c.lang != "" {
				// The same pages as the English sheet of the same options.
				en := mustNew(t, sheet.Options{Game: c.game, Count: c.count, Level: c.level, Code: "Room 12", Paper: c.paper})
				enPath := filepath.Join(t.TempDir(), "en.html")
				if err := os.WriteFile(enPath, mustHTML(t, en), 0o644); err != nil {
					t.Fatal(err)
				}
				enPages, _ := pageCount(printed(t, tab, enPath, c.paper))
				if n, err := pageCount(pdf); err != nil || n != enPages {
					t.Errorf("%d pages in %s (%v), %d in English", n, c.lang, err, enPages)
				}
			}
			// Every cell's content fits its box in print, laid out at the width of the
			// paper's printed area (the window's width is the layout's in print media):
			// this sheet's, which the English one printed above has replaced in the tab.
			tab.Open(browsertest.FileURL(path))
			tab.Viewport(printWidth(c.paper), 1000)
			tab.Media("print")
			if over := browsertest.Eval[[]string](tab, overflowing); len(over) > 0 {
				t.Errorf("cells overflow in print: %q", over)
			}
			tab.Media("")
			tab.Viewport(1000, 800)
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
		"best":   regexp.MustCompile(`(?m)^(2 Two Ops: best )([-−]?\d+)`).ReplaceAllString(key, "${1}99"),
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

// pageCount is pdf.PageCount, for where a variable named pdf hides the package.
func pageCount(b []byte) (int, error) { return pdf.PageCount(b) }

// TestFrenchKeyCheckCatchesMistakes shows the key check reading a French key: it passes
// as printed and fails on a wrong best result, a wrong swap count or a wrong line.
func TestFrenchKeyCheckCatchesMistakes(t *testing.T) {
	tab := browser.Tab(t)
	s := mustNew(t, sheet.Options{Game: sheet.Mixed, Count: 4, Level: generator.Hard, Code: "erreurs", Language: "fr"})
	path := filepath.Join(t.TempDir(), "sheet.html")
	if err := os.WriteFile(path, mustHTML(t, s), 0o644); err != nil {
		t.Fatal(err)
	}
	pages := sheetcheck.Pages(t, printed(t, tab, path, sheet.A4))
	key := strings.Join(pages[1:], "\n")
	words := s.Doc().Words
	if err := sheetcheck.KeyIn(words, s.Items, key); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]string{
		"best":  regexp.MustCompile(`(?m)^(2 Two Ops[  ]?: meilleur )([-−]?\d+)`).ReplaceAllString(key, "${1}99"),
		"count": regexp.MustCompile(`(?m)^(1 Ops \S+[  ]?:) (\d+) échanges`).ReplaceAllString(key, "$1 9 échanges"),
		"line":  regexp.MustCompile(`(?m)^Rangée 1([  ]?:) (\d+)`).ReplaceAllString(key, "Rangée 2$1 $2"),
		// "non utilisé", singular, before the two cards an answer leaves out
		"agreement": strings.ReplaceAll(key, "non utilisés", "non utilisé"),
		"unused":    regexp.MustCompile(`(non utilisés[  ]?: )((?:10|[A2-9])[♠♥♦♣])`).ReplaceAllString(key, "${1}K♣"),
	} {
		if bad == key {
			t.Fatalf("%s: the mutation changed nothing", name)
		}
		if err := sheetcheck.KeyIn(words, s.Items, bad); err == nil {
			t.Errorf("%s: a wrong key passed the check", name)
		}
	}
}
