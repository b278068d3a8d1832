package play

import (
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestPlayAgainFocus finishes the day's Two Ops hand, then presses "Play again" with the
// keyboard: the button goes with the result, and the focus must go to the new hand's
// first card (never fall to the page), with the new start said.
func TestPlayAgainFocus(t *testing.T) {
	s := newSite(t, "2026-12-08")
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	onDay(tab, s.rec.Date)
	tab.Open(s.http)
	first := s.rec.TwoOps.Numbers[0].String()
	tab.Click(`.to-hand [data-card="` + first + `"]`)
	tab.Click(`[data-act="discard"]`)
	kept, opers, goal := browsertest.TwoOpsTable(t, tab, ".to")
	play, err := twoops.Solve(kept, opers, goal)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.PlaceTwoOps(tab, ".to", play.Optimal[0])
	// What the board said is for the ear only: its live region takes no room on the page.
	if box := browsertest.Eval[string](tab, `(r => r.width + 'x' + r.height)(document.querySelector('.to .play-sr').getBoundingClientRect())`); box != "1x1" {
		t.Errorf("the live region's box is %s, want 1x1 (visually hidden)", box)
	}
	tab.Wait(`document.querySelectorAll('.to .day-rec button').length === 2`)
	tab.Focus(`.to .day-rec p:last-child button`)
	tab.Keys(kb.Enter)
	tab.WantFocus(`.to .to-hand [data-card="`+first+`"]`, "after Play again")
	// The live region still holds the result until the new start is said: wait for it.
	const again = "The same hand again, not counted: pick the card to discard."
	tab.Wait(`document.querySelector('.to .play-sr').textContent === "` + again + `"`)
}
