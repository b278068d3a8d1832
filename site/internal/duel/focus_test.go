package duel_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// TestReplayFocus steps through a replay link to its end and back with the keyboard
// alone (Enter on the focused button): when Next runs out its button is disabled, and
// the focus must go on to Previous (as on match/), never fall to the page; at the start
// again, from Previous to Next.
func TestReplayFocus(t *testing.T) {
	plan := firstPlan(t, false)
	link, _ := replayLink(plan, false)
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

// TestSolvedDailyPress solves the daily duel with the keyboard, then goes back from the
// verdict to the cards (Shift+Tab), which are still buttons with their names, and presses
// Enter on one: it takes no try (the table stays the solved one), and the page says, to
// the eye and to the ear, that the puzzle is solved and Clear starts it again, in English
// and in French; Enter again says it again.
func TestSolvedDailyPress(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"", "Solved: press Clear to try again."},
		{"fr", "Résolu\u00a0: Effacer pour rejouer."},
	} {
		t.Run("lang="+c.lang, func(t *testing.T) {
			rec := record(t, siteFrom.Add(2))
			d, p := rec.Duel, rec.Duel.Position
			tab := browser.Tab(t)
			tab.Open(browsertest.FileURL(filepath.Join(siteIn(t, c.lang), "daily", rec.Date.String(), "index.html")))
			live.Record(tab)
			win := d.WinningMoves[0]
			keyMove(tab, p, win)
			if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
				t.Fatalf("after %v the state is %q (%s)", win, got, tab.Text(".duel-status"))
			}
			if !browsertest.Eval[bool](tab, `document.activeElement === document.querySelector(".duel-status")`) {
				t.Fatalf("after the win the focus is on %s, want the verdict", browsertest.Eval[string](tab, "document.activeElement.outerHTML"))
			}
			won := live.Messages(tab)
			tab.Do(chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
			if !browsertest.Eval[bool](tab, `document.activeElement.matches(".duel-table .duel-card[aria-label]")`) {
				t.Fatalf("Shift+Tab from the verdict goes to %s, want a card", browsertest.Eval[string](tab, "document.activeElement.outerHTML"))
			}
			tab.Keys(kb.Enter)
			if got := tab.Attr(".duel", "data-tries"); got != "1" {
				t.Errorf("data-tries %q after Enter on the solved table, want 1: a try was judged", got)
			}
			solved, _, _ := p.Play(win)
			checkCards(t, tab, solved)
			if n := tab.Count(".duel-card[aria-pressed=true]"); n != 0 {
				t.Errorf("%d cards picked on the solved table", n)
			}
			if s := tab.Text(".duel-status"); s != c.want {
				t.Errorf("the status says %q, want %q", s, c.want)
			}
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			said := strings.ReplaceAll(c.want, "\u00a0", " ") // the recorder hears a no-break space as a space
			if len(msgs) != len(won)+1 || msgs[len(msgs)-1] != said {
				t.Errorf("after Enter on a card of the solved table, the live messages are %q (%d before it), want one more, %q", msgs, len(won), said)
			}
			// Pressed again, the card says it again: the same words written again into the
			// live region would not be announced.
			tab.Keys(kb.Enter)
			if again := live.Messages(tab); len(again) != len(msgs)+1 || again[len(again)-1] != said {
				t.Errorf("after Enter again, the live messages are %q, want %q once more", again[len(won):], said)
			}
		})
	}
}
