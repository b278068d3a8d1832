package duel_test

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestReplayFocus steps through a replay link to its end and back with the keyboard
// alone (Enter on the focused button): when Next runs out its button is disabled, and
// the focus must go on to Previous (as on match/), never fall to the page; at the start
// again, from Previous to Next.
func TestReplayFocus(t *testing.T) {
	var plan []engine.Move
	for seed := uint64(1); plan == nil && seed < 200; seed++ {
		plan = planGame(false, seed)
	}
	if plan == nil {
		t.Fatal("no planned game")
	}
	p, link := engine.Start(false), "#game="
	for i, m := range plan {
		if i > 0 {
			link += ","
		}
		link += p.ToMove.String() + "-" + p.Layouts[p.ToMove][m.Give].String() + "-" + taken(p, m).String()
		p, _, _ = p.Play(m)
	}
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	tab.Open(browsertest.FileURL(filepath.Join(builtSite(t), "duel", "index.html")) + link)
	tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
	// At a phone's width every card lies inside its layout's grid (the margin column's
	// card once stuck out of it by its offset).
	if out := browsertest.Eval[int](tab, `[].filter.call(document.querySelectorAll('.duel-grid .duel-card'), function (c) {
		return c.getBoundingClientRect().right > c.closest('.duel-grid').getBoundingClientRect().right + 0.5;
	}).length`); out > 0 {
		t.Errorf("%d cards stick out of their layout's grid at 390 px", out)
	}
	tab.Focus(".duel-next")
	for range plan {
		if tab.WantFocus(".duel-next", "stepping forward,"); t.Failed() {
			return
		}
		tab.Keys(kb.Enter)
	}
	if got := tab.Attr(".duel", "data-replay-move"); got != strconv.Itoa(len(plan)) {
		t.Fatalf("the replay is at move %s, want its end, %d", got, len(plan))
	}
	if tab.WantFocus(".duel-prev", "at the end of the replay"); t.Failed() {
		return
	}
	for range plan {
		if tab.WantFocus(".duel-prev", "stepping back,"); t.Failed() {
			return
		}
		tab.Keys(kb.Enter)
	}
	if got := tab.Attr(".duel", "data-replay-move"); got != "0" {
		t.Fatalf("the replay is at move %s, want its start", got)
	}
	tab.WantFocus(".duel-next", "back at the start of the replay")
}
