package teachtest

import (
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// TestAssignmentFocus plays an assignment with the keyboard alone: the name typed and
// Enter, then the Ops solution shown (Enter on "Show solution", Enter on the dialog's yes).
// The focus goes to the first puzzle's heading once the form is gone, and to the result
// once the solution has played: to "Next puzzle", the Ops result being only said there.
func TestAssignmentFocus(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 2}
	tab := browser.FreshTab(t)
	tab.Viewport(390, 844)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + query(o) + "&help=1")
	tab.Focus("#as-name")
	tab.Keys("Zoë Ng")
	tab.Keys(kb.Enter)
	tab.WantFocus(`[data-as-progress]`, "after Start")
	tab.Wait(`document.querySelector('[data-as-live]').textContent.indexOf('Puzzle 1 of 2') >= 0`)
	tab.Focus(`#ops [data-act="show"]`)
	tab.Keys(kb.Enter)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`#ops dialog button[value="yes"]`)))
	tab.Focus(`#ops dialog button[value="yes"]`)
	tab.Keys(kb.Enter)
	tab.Wait(`document.querySelector('#ops [data-ops-state]').dataset.opsState === 'solved' && !document.querySelector('[data-as-next]').hidden`)
	// The Ops result box is hidden on an assignment: its verdict is said, and the focus
	// goes on to the next puzzle.
	tab.Wait(`document.querySelector('#ops .play-sr').textContent.indexOf('Solution shown: ') >= 0`)
	tab.WantFocus(`[data-as-next]`, "after the shown solution")
	// The next puzzle (Two Ops, played by clicks) ends on its result, shown, and Tab goes
	// on to "See your report code".
	tab.Keys(kb.Enter)
	tab.WantFocus(`[data-as-progress]`, "after Next puzzle")
	playTwo(t, tab, 0)
	tab.WantFocus(`#twoops .play-done`, "after the Two Ops hand")
}

// TestBlankName: a name of only spaces, typed on an assignment or at the end of a practice
// session, is said missing as an empty one is: the field emptied, in focus and invalid (the
// browser says so, as for an empty field), and nothing kept. The press once did nothing at
// all, leaving the spaces in the field.
func TestBlankName(t *testing.T) {
	tab := browser.FreshTab(t)
	blank := func(form, input, what string) {
		t.Helper()
		tab.Focus(input)
		tab.Keys("   ")
		tab.Click(form + ` button`)
		// The form's submit handler runs in the click: its work is done when Click returns.
		if !browsertest.Eval[bool](tab, `(function(i){return i.value === '' && i.validity.valueMissing && document.activeElement === i && !document.querySelector('`+form+`').hidden})(document.querySelector('`+input+`'))`) {
			t.Errorf("%s: a name of spaces: the field holds %q, want it emptied, said missing and still shown", what, browsertest.Eval[string](tab, `document.querySelector('`+input+`').value`))
		}
		if got := browsertest.Eval[*string](tab, `localStorage.getItem(OpsStats.here().prefix + 'name')`); got != nil {
			t.Errorf("%s: the name %q is kept", what, *got)
		}
	}
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + "?code=7B&game=ops&count=1&help=1")
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`#as-name`)))
	blank(`[data-as-name]`, `#as-name`, "assignment")
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")))
	solveOps(t, tab, 0)
	tab.Click(`[data-tr-finish]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`#tr-name`)))
	blank(`[data-tr-name]`, `#tr-name`, "practice")
}
