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
