package teachtest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/report"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// classCodes returns n report codes of one 40-puzzle Ops assignment, by students named
// "Student 0000" on: some 200 characters each.
func classCodes(t *testing.T, n int) []string {
	t.Helper()
	o := sheet.Options{Code: "Year 7", Game: sheet.Ops, Count: 40}
	var codes []string
	for k := range n {
		rs := make([]report.Result, o.Count)
		for i := range rs {
			rs[i] = report.Result{Played: true, Moves: 2 + (k+i)%4}
		}
		c, err := report.Encode(report.Report{Options: o, Name: fmt.Sprintf("Student %04d", k), Results: rs})
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, c)
	}
	return codes
}

// codesKey is the storage key of teach/'s codes in tab, as the page names it.
const codesKey = `OpsStats.here().prefix + 'teach:codes'`

// TestManyCodesKept: a year of a school's report codes (1,200 codes of 40-puzzle
// assignments, 250,000 characters) is read back whole when teach/ is opened again, and a
// code added from its link joins them: teach/ once read back no text over 200,000
// characters, showed no codes at all, and the next code added replaced every code kept.
func TestManyCodesKept(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir(built(t))))
	defer srv.Close()
	codes := classCodes(t, 1201)
	kept, last := strings.Join(codes[:1200], "\n")+"\n", codes[1200]
	if len(kept) < 240000 {
		t.Fatalf("the codes are %d characters, want over 240,000", len(kept))
	}
	tab := browser.FreshTab(t)
	tab.Open(srv.URL + "/teach/index.html")
	browsertest.Eval[bool](tab, `(localStorage.setItem(`+codesKey+`, `+browsertest.Quote(kept)+`), true)`)
	tab.Open("about:blank")
	tab.Open(srv.URL + "/teach/index.html")
	tab.Wait(`!document.querySelector('[data-tc-table]').hidden`)
	if got := browsertest.Eval[string](tab, `document.querySelector('#tc-codes').value`); got != kept {
		t.Errorf("teach/ shows %d characters of the %d kept", len(got), len(kept))
	}
	if n := tab.Count(`.tc-class tbody tr`); n != 1200 {
		t.Errorf("the table has %d students, want 1200", n)
	}
	tab.Open("about:blank")
	tab.Open(srv.URL + "/teach/index.html#add=" + last)
	tab.Wait(`document.querySelectorAll('.tc-class tbody tr').length === 1201`)
	if got := browsertest.Eval[string](tab, `localStorage.getItem(`+codesKey+`)`); got != kept+last+"\n" {
		t.Errorf("after a code added from its link, %d characters are kept, want the %d before and the code", len(got), len(kept))
	}
}

// TestCodesOfTwoTabs: teach/ open in one tab while a report's link opens it in another
// (a teacher clicking the links students sent): each tab's codes end up in the other, so
// that making the table in the first tab, or clearing there, never loses the code the
// second added; what the teacher typed in the first and did not submit stays.
func TestCodesOfTwoTabs(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir(built(t))))
	defer srv.Close()
	codes := classCodes(t, 3)
	first := browser.FreshTab(t)
	first.Open(srv.URL + "/teach/index.html#add=" + codes[0])
	first.Wait(`document.querySelectorAll('.tc-class tbody tr').length === 1`)
	// Typed here, not yet submitted.
	browsertest.Eval[bool](first, `(document.querySelector('#tc-codes').value += `+browsertest.Quote(codes[1])+`, true)`)

	second := first.Beside(t)
	second.Open(srv.URL + "/teach/index.html#add=" + codes[2])
	second.Wait(`document.querySelectorAll('.tc-class tbody tr').length === 2`)
	first.Wait(`document.querySelector('#tc-codes').value.indexOf(` + browsertest.Quote(codes[2]) + `) >= 0`)
	// What the first tab typed is not kept before it makes its table.
	if got := browsertest.Eval[string](second, `localStorage.getItem(`+codesKey+`)`); got != codes[0]+"\n"+codes[2]+"\n" {
		t.Errorf("before the first tab made its table, the kept codes are\n%s", got)
	}
	first.Click(`[data-tc-report] [type=submit]`)
	first.Wait(`document.querySelectorAll('.tc-class tbody tr').length === 3`)
	want := codes[0] + "\n" + codes[1] + "\n" + codes[2] + "\n"
	if got := browsertest.Eval[string](first, `localStorage.getItem(`+codesKey+`)`); got != want {
		t.Errorf("after both tabs, the kept codes are\n%s\nwant\n%s", got, want)
	}
	// The second tab has the first's submitted code too.
	second.Wait(`document.querySelectorAll('.tc-class tbody tr').length === 3`)
	// Cleared in the second tab: cleared in the first.
	browsertest.Eval[bool](second, `(window.confirm = function () { return true; }, true)`)
	second.Click(`[data-tc-clear]`)
	first.Wait(`document.querySelector('#tc-codes').value === ''`)
	if got := browsertest.Eval[*string](first, `localStorage.getItem(`+codesKey+`)`); got != nil {
		t.Errorf("after Clear the codes, %q is kept", *got)
	}
}
