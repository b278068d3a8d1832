package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// TestHintCountsOncePerLayout presses Hint again and again, by mouse and by keyboard, on
// unchanged layouts and on a layout come back to by Undo: the README's rule is that a
// hint counts once for each layout it is given on, whatever the presses. The count the
// verdict, the share text and the stored record give is the number of distinct layouts
// hinted, which the test keeps itself.
func TestHintCountsOncePerLayout(t *testing.T) {
	s := newSite(t, "2026-12-06")
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	onDay(tab, s.rec.Date)
	tab.Open(s.http)
	hinted := map[ops.Layout]bool{}
	// said is what the live region says of a hint once it is written (30 ms after it is
	// emptied, and after a swap's message still on its way).
	said := func() string {
		tab.Wait(`/^(Hint|Same hint)/.test(document.querySelector('.ops .play-sr').textContent)`)
		return tab.Text(".ops .play-sr")
	}
	// hint presses Hint (by keyboard when keys) and returns the swap it marks, checking
	// what is said: the hint the first time on a layout, "not counted again" after.
	hint := func(keys bool) (int, int) {
		t.Helper()
		l := layout(tab)
		if keys {
			tab.Focus(`[data-act="hint"]`)
			tab.Keys(kb.Enter)
		} else {
			tab.Click(`[data-act="hint"]`)
		}
		i, j := hintMarks(tab)
		if got, want := ops.Solve(l.Swap(i, j)).Optimal, ops.Solve(l).Optimal-1; got != want {
			t.Fatalf("the hint %d-%d on %s leaves %d moves, want %d", i, j, l, got, want)
		}
		again := hinted[l]
		hinted[l] = true
		switch m := said(); {
		case again && !strings.HasPrefix(m, "Same hint, not counted again: swap the "):
			t.Errorf("Hint again on %s says %q, want it said not counted again", l, m)
		case !again && !strings.HasPrefix(m, "Hint: swap the "):
			t.Errorf("the first hint on %s says %q", l, m)
		}
		return i, j
	}
	swap := func(i, j int) {
		t.Helper()
		tab.Click(card(i))
		tab.Click(card(j))
	}
	start := layout(tab)
	// Three presses on the start: one hint.
	i, j := hint(false)
	hint(false)
	hint(true)
	swap(i, j)
	// On the next layout twice, then Undo back to the start and again: the start's hint
	// was counted already.
	hint(true)
	hint(false)
	tab.Click(`[data-act="undo"]`)
	if layout(tab) != start {
		t.Fatalf("undo did not bring the start back")
	}
	i, j = hint(false)
	swap(i, j)
	for range 9 {
		if tab.Attr("[data-ops-state]", "data-ops-state") == "solved" {
			break
		}
		i, j = hint(true)
		hint(false)
		swap(i, j)
	}
	moves := ops.Solve(start).Optimal
	checkSolved(t, tab, moves, false)
	n := len(hinted)
	if n != moves {
		t.Fatalf("%d layouts hinted on the way, want %d (one a move)", n, moves)
	}
	word := map[bool]string{true: "hint", false: "hints"}[n == 1]
	if v, want := tab.Text(".ops-verdict"), fmt.Sprintf("With %d %s, so not perfect.", n, word); !strings.Contains(v, want) {
		t.Errorf("verdict %q, want %q", v, want)
	}
	if share, want := tab.Text(".play-share output"), fmt.Sprintf("💡%d %s", n, word); !strings.Contains(share, want) {
		t.Errorf("share text %q, want %q", share, want)
	}
	if rec := history(tab, s.rec.Date); !strings.Contains(rec, fmt.Sprintf(`"h":%d,`, n)) {
		t.Errorf("stored record %s, want h %d", rec, n)
	}
}
