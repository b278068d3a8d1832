package site

import (
	"context"
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

// monthDoc makes the document a month's sheet should hold, from records generated anew.
func monthDoc(t *testing.T, from, to generator.Date) sheet.Doc {
	t.Helper()
	var items []sheet.Item
	for d := from; d <= to; d++ {
		rec, err := generator.Generate(generator.DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		n := len(items)
		items = append(items, sheet.Item{N: n + 1, Ops: &rec.Ops}, sheet.Item{N: n + 2, TwoOps: &rec.TwoOps})
	}
	return sheet.Doc{Items: items}
}

func TestPrintMonthLinks(t *testing.T) {
	_, files := build(t, "")
	// Sheets hold the days up to the build date (2026-11-29): none for December.
	if _, ok := files["print/2026-12/index.html"]; ok || strings.Contains(string(files["archive/2026/index.html"]), "print/2026-12/") {
		t.Error("a sheet for December, whose days are all after the build date")
	}
	for _, m := range []string{"2026-11"} {
		page := "print/" + m + "/index.html"
		h, ok := files[page]
		if !ok {
			t.Fatalf("no %s", page)
		}
		if !strings.Contains(string(files["archive/2026/index.html"]), `href="../../`+page+`"`) {
			t.Errorf("the archive of 2026 does not link to %s", page)
		}
		if !strings.Contains(string(h), "Answer key") {
			t.Errorf("%s has no answer key", page)
		}
	}
	if _, ok := files["print/2026-10/index.html"]; ok {
		t.Error("a sheet for a month with no built day")
	}
	// Every day has a print page with its print layout, which its daily page links and
	// does not carry itself.
	for d := testFrom; d <= testTo; d++ {
		if strings.Contains(string(files["daily/"+d.String()+"/index.html"]), "data-comeback>") {
			// A day after the horizon shows no puzzles, and has no print page.
			if _, ok := files["daily/"+d.String()+"/print.html"]; ok {
				t.Errorf("day %s, after the horizon, has a print page", d)
			}
			continue
		}
		h := withLoaded(t, files, "daily/"+d.String()+"/print.html")
		if !strings.Contains(h, `<div class="pday sh">`) || !strings.Contains(h, ".pday .qs{") {
			t.Errorf("day %s has no print page with its print layout", d)
		}
		if day := withLoaded(t, files, "daily/"+d.String()+"/index.html"); strings.Contains(day, `class="pday`) || !strings.Contains(day, `href="../../daily/`+d.String()+`/print.html"`) {
			t.Errorf("daily page %s carries the print layout or does not link its print page", d)
		}
	}
}

func TestBrowserPrintMonth(t *testing.T) {
	tab := browser.Tab(t)
	out, _ := build(t, "") // 2026-11-20 to 2026-12-03 built on 2026-11-29: one sheet, up to 11-29
	for _, c := range []struct {
		month    string
		from, to generator.Date
		paper    sheet.Paper
	}{
		// Up to the build date: the day after it (out already east of UTC) is not printed.
		{"2026-11", testFrom, testToday, sheet.A4},
		{"2026-11", testFrom, testToday, sheet.Letter},
	} {
		t.Run(c.month+"-"+string(c.paper), func(t *testing.T) {
			tab.Open(browsertest.FileURL(filepath.Join(out, "print", c.month, "index.html")))
			printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(c.paper)...))
			doc := monthDoc(t, c.from, c.to)
			sheetcheck.Printed(t, printed, doc, c.paper)
			pages := sheetcheck.Pages(t, printed)
			// Only the sheet prints: no navigation, no footer.
			for i, p := range pages {
				for _, chrome := range []string{"All days", "Rules of Ops", "Back to the calendar", "ready to print"} {
					if strings.Contains(p, chrome) {
						t.Errorf("page %d prints the page chrome %q", i+1, chrome)
					}
				}
			}
			if lookDir := os.Getenv("SHEET_PNG"); lookDir != "" {
				sheetcheck.PNGs(t, printed, lookDir, "month-"+c.month+"-"+string(c.paper), 60)
			}
		})
	}
}

func TestBrowserPrintDaily(t *testing.T) {
	tab := browser.Tab(t)
	out, _ := build(t, "") // 2026-11-20 to 2026-12-03: two monthly sheets, one short
	for _, c := range []struct {
		page  string
		date  generator.Date
		paper sheet.Paper
	}{
		{"daily/2026-11-21/print.html", generator.MakeDate(2026, 11, 21), sheet.A4}, // a fiendish Saturday
		{"daily/2026-11-22/print.html", generator.MakeDate(2026, 11, 22), sheet.Letter},
		{"daily/" + testToday.String() + "/print.html", testToday, sheet.Letter},
	} {
		t.Run(strings.ReplaceAll(c.page, "/", "_")+"-"+string(c.paper), func(t *testing.T) {
			tab.Open(browsertest.FileURL(filepath.Join(out, c.page)))
			tab.Wait(`document.readyState==="complete"`)
			printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(c.paper)...))
			if n, err := pdf.PageCount(printed); err != nil || n != 1 {
				t.Fatalf("the day's print page prints on %d pages (%v), want 1", n, err)
			}
			text := sheetcheck.Pages(t, printed)[0]
			rec, err := generator.Generate(generator.DefaultSeed, c.date)
			if err != nil {
				t.Fatal(err)
			}
			if c.page != "index.html" {
				if want := longDate(rec.Date.String()); !strings.Contains(text, want) {
					t.Errorf("the print does not show the date %q:\n%s", want, text)
				}
			}
			if !strings.Contains(text, "Name") {
				t.Error("the print has no line for a name")
			}
			for _, chrome := range []string{"Undo", "Hint", "Show solution", "All days", "Rules of Ops", "Discard", "Submit"} {
				if strings.Contains(text, chrome) {
					t.Errorf("the print shows %q", chrome)
				}
			}
			// Both puzzles in full: the Ops start's rows, the Two Ops hand with its goal.
			if c.page != "index.html" {
				for r := range 3 {
					row := strings.NewReplacer("1", "A", "0", "10").Replace(rec.Ops.Start[3*r : 3*r+3])
					spaced := strings.Join(strings.Split(row, ""), " ")
					if !strings.Contains(text, spaced) {
						t.Errorf("the print does not show the Ops row %q:\n%s", spaced, text)
					}
				}
				// The numbers as text; the operators and the goal card are drawn in the
				// fold-under strip, never text (TestBrowserBlindDiscard).
				for _, c := range rec.TwoOps.Numbers {
					if !strings.Contains(strings.Join(strings.Fields(text), ""), c.Rank.String()+c.Suit.Symbol()) {
						t.Errorf("the print does not show %s", c)
					}
				}
				if g := strings.ReplaceAll(rec.TwoOps.Goal.String(), "-", " "); strings.Contains(text, g) {
					t.Errorf("the print gives away the goal %q as text", g)
				}
			}
			dir := t.TempDir()
			if look := os.Getenv("SHEET_PNG"); look != "" {
				dir = look
			}
			sheetcheck.Grey(t, sheetcheck.PNGs(t, printed, dir, fmt.Sprintf("daily-%s-%s", c.date, c.paper), 40))
		})
	}
}

// The daily page itself printed (Ctrl+P), on A4 and Letter: one sheet with the day's Ops
// start and Two Ops numbers and a line pointing to the print page, nothing to play with.
func TestBrowserPrintDailyPage(t *testing.T) {
	tab := browser.Tab(t)
	out, _ := build(t, "")
	rec, err := generator.Generate(generator.DefaultSeed, testToday)
	if err != nil {
		t.Fatal(err)
	}
	for _, paper := range []sheet.Paper{sheet.A4, sheet.Letter} {
		t.Run(string(paper), func(t *testing.T) {
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", testToday.String(), "index.html")))
			tab.Wait(`document.readyState==="complete"`)
			printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(paper)...))
			if n, err := pdf.PageCount(printed); err != nil || n != 1 {
				t.Fatalf("the daily page prints on %d pages (%v), want 1", n, err)
			}
			text := sheetcheck.Pages(t, printed)[0]
			flat := strings.Join(strings.Fields(text), "")
			for _, want := range []string{longDate(testToday.String()), "Ops", "Two Ops", "Print the day’s puzzles"} {
				if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
					t.Errorf("the print does not show %q:\n%s", want, text)
				}
			}
			// The Ops start, its nine cards in reading order (each a rank and a suit), and
			// the six Two Ops numbers.
			var ops strings.Builder
			for _, c := range rec.Ops.Start {
				ops.WriteString(strings.NewReplacer("1", "A", "0", "10").Replace(string(c)) + "[♠♥♦♣].*")
			}
			if !regexp.MustCompile(ops.String()).MatchString(flat) {
				t.Errorf("the print does not show the Ops start %s:\n%s", rec.Ops.Start, text)
			}
			for _, c := range rec.TwoOps.Numbers {
				if !strings.Contains(flat, c.Rank.String()+c.Suit.Symbol()) {
					t.Errorf("the print does not show %s", c)
				}
			}
			for _, chrome := range []string{"Undo", "Hint", "Show solution", "How to play", "Duel", "Your stats", "Pick a card to discard"} {
				if strings.Contains(text, chrome) {
					t.Errorf("the print shows %q", chrome)
				}
			}
			// The keypad's rules, as printed, part the main from the margin: the rule
			// right of the main runs in the gap between the second and the third column
			// of cards, the rule below it in the gap between the second and the third row.
			tab.Media("print")
			gaps := browsertest.Eval[[]float64](tab, printedRules)
			tab.Media("")
			if len(gaps) != 6 {
				t.Fatalf("the keypad's geometry: %v", gaps)
			}
			if v := gaps[0]; v <= gaps[1] || v >= gaps[2] {
				t.Errorf("the printed keypad's upright rule is at x %.1f, not in the gap between its columns (%.1f to %.1f)", v, gaps[1], gaps[2])
			}
			if h := gaps[3]; h <= gaps[4] || h >= gaps[5] {
				t.Errorf("the printed keypad's level rule is at y %.1f, not in the gap between its rows (%.1f to %.1f)", h, gaps[4], gaps[5])
			}
			dir := t.TempDir()
			if look := os.Getenv("SHEET_PNG"); look != "" {
				dir = look
			}
			sheetcheck.PNGs(t, printed, dir, "dailypage-"+string(paper), 40)
		})
	}
}

// printedRules measures the Ops board as laid out: the x of the main's right rule (the
// right edge of the board's ::before box, which draws it) with the right edge of the card
// at position 1 and the left edge of the card at position 2 (the gap it must fall in),
// then the y of the main's bottom rule with the bottom of position 3 and the top of 6.
const printedRules = `(function(){var b=document.querySelector('#ops [data-ops-board]');if(!b)return[];
var r=b.getBoundingClientRect(),s=getComputedStyle(b,'::before'),p=function(i){return b.querySelector('[data-pos="'+i+'"]').getBoundingClientRect()};
return [r.left+parseFloat(s.width),p(1).right,p(2).left,r.top+parseFloat(s.height),p(3).bottom,p(6).top]})()`

// TestPrintMonthNote: a month's print page counts its pages in words that agree with the
// number: a month of two days so far prints its puzzles on one page ("1 page of puzzles",
// "1 page d’énigmes"), a whole month on several.
func TestPrintMonthNote(t *testing.T) {
	for _, c := range []struct {
		lang, one, many string
	}{
		{"en", "1 page of puzzles,", " pages of puzzles,"},
		{"fr", "1 page d’énigmes,", " pages d’énigmes,"},
	} {
		for _, to := range []generator.Date{generator.MakeDate(2026, 11, 2), generator.MakeDate(2026, 11, 29)} {
			out := filepath.Join(t.TempDir(), "public")
			opts := Options{Out: out, From: generator.MakeDate(2026, 11, 1), To: to, Today: to, Operator: Operator{Language: c.lang}}
			if _, err := Build(context.Background(), opts); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(filepath.Join(out, "print", "2026-11", "index.html"))
			if err != nil {
				t.Fatal(err)
			}
			h := string(b)
			_, _, day := to.Civil()
			if short := day == 2; short && !strings.Contains(h, c.one) || !short && !strings.Contains(h, c.many) || strings.Contains(h, " 1"+c.many) {
				t.Errorf("%s, November to the %d: the note says %q", c.lang, day, between(h, "<p", "</p>", c.many[1:5]))
			}
		}
	}
}

// between returns the piece of s from the last start before the first word to the end after it.
func between(s, start, end, word string) string {
	i := strings.Index(s, word)
	if i < 0 {
		return ""
	}
	j := strings.LastIndex(s[:i], start)
	k := strings.Index(s[i:], end)
	if j < 0 || k < 0 {
		return s[i:]
	}
	return s[j : i+k]
}

// TestPrintMonthLinksNameTheirMonth: each month's link to its sheet is named by its month,
// so that a screen reader's list of links tells them apart, in English and in French.
func TestPrintMonthLinksNameTheirMonth(t *testing.T) {
	for _, c := range []struct {
		lang string
		want map[string]string // the links' words by sheet
	}{
		{"en", map[string]string{"2026-10": "Print October 2026", "2026-11": "Print November 2026"}},
		{"fr", map[string]string{"2026-10": "Imprimer octobre 2026", "2026-11": "Imprimer novembre 2026"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "public")
			opts := Options{Out: out, From: generator.MakeDate(2026, 10, 30), To: generator.MakeDate(2026, 11, 3), Today: generator.MakeDate(2026, 11, 2), Operator: Operator{Language: c.lang}}
			if _, err := Build(context.Background(), opts); err != nil {
				t.Fatal(err)
			}
			page := string(readTree(t, out)["archive/2026/index.html"])
			links := regexp.MustCompile(`<a href="../../print/(\d{4}-\d\d)/index.html">([^<]*)</a>`).FindAllStringSubmatch(page, -1)
			got := map[string]string{}
			for _, l := range links {
				got[l[1]] = l[2]
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("the archive's print links are %v, want %v", got, c.want)
			}
			if got["2026-10"] == got["2026-11"] {
				t.Errorf("two months' print links share the name %q", got["2026-10"])
			}
		})
	}
}
