package teachtest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/report"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// TestPrintTable: the class table of a 20-puzzle assignment for a class of 28, printed with
// "Print the table" on A4 and on Letter, shows every puzzle's column and every student's
// total: a table wider than the paper is printed in pieces that each repeat the names,
// never cut at the page's edge (it was cut after the fifth puzzle); after printing (the
// browser's afterprint) the page is as it was.
func TestPrintTable(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 20}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for k := range 28 {
		var rs []report.Result
		for i, it := range s.Items {
			if it.Ops != nil {
				rs = append(rs, report.Result{Played: true, Moves: 2 + k%4})
			} else if i != 19 || k%2 == 0 {
				rs = append(rs, report.Result{Played: true, Discard: k % 6, Result: 2 * (k % 9), Kept: 20})
			} else {
				rs = append(rs, report.Result{})
			}
		}
		c, err := report.Encode(report.Report{Options: o, Name: fmt.Sprintf("Student %02d Fitzgerald-Montgomery", k), Results: rs})
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, c)
	}
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	browsertest.Eval[bool](tab, `(document.querySelector('#tc-codes').value = `+browsertest.Quote(strings.Join(codes, "\n"))+`, true)`)
	tab.Click(`[data-tc-report] [type=submit]`)
	tab.Wait(`!document.querySelector('[data-tc-table]').hidden`)
	screen := browsertest.Eval[string](tab, `document.querySelector('[data-tc-table]').innerHTML`)
	// The print dialog is the browser's; the page's own part is what the button does.
	browsertest.Eval[bool](tab, `(window.print = function () {}, true)`)
	for _, paper := range []sheet.Paper{sheet.A4, sheet.Letter} {
		tab.Click(`[data-tc-print-table]`) // each print ends with afterprint
		printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(paper)...))
		text := strings.Join(sheetcheck.Pages(t, printed), "\n")
		for _, it := range s.Items {
			name := "Ops"
			if it.TwoOps != nil {
				name = "Two Ops"
			}
			if h := fmt.Sprintf("%d %s", it.N, name); !strings.Contains(strings.Join(strings.Fields(text), " "), h) {
				t.Errorf("%s: the printed table has no column %q", paper, h)
			}
		}
		for k := range 28 {
			who := fmt.Sprintf("Student %02d", k)
			if n := strings.Count(text, who); n < 2 {
				t.Errorf("%s: %s is printed %d times, want once a piece of the table", paper, who, n)
			}
		}
		if n := strings.Count(text, " of 20"); n < 28 {
			t.Errorf("%s: %d students' totals (N of 20) printed, want 28:\n%s", paper, n, text)
		}
		if dir := os.Getenv("SHEET_PNG"); dir != "" {
			sheetcheck.PNGs(t, printed, dir, "class-table-"+string(paper), 60)
		}
	}
	if got := browsertest.Eval[string](tab, `document.querySelector('[data-tc-table]').innerHTML`); got != screen {
		t.Error("after printing the class table is not as it was")
	}
}
