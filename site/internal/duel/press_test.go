package duel_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// TestPressAfterTheEnd presses a card, by keyboard, once a game between two people is over
// and in a replay of it, in English and in French: each press says what to press instead
// (it once said nothing), to the eye and to the ear.
func TestPressAfterTheEnd(t *testing.T) {
	plan := firstPlan(t, false)
	link, _ := replayLink(plan, false)
	for _, c := range []struct{ lang, over, replay string }{
		{"", "The game is over: New game starts another.", "This is a replay: Next move and Previous move step through it; New game starts a game of your own."},
		{"fr", "La partie est finie\u00a0: Nouvelle partie en commence une autre.", "Ceci est un rejeu\u00a0: Coup suivant et Coup précédent le parcourent\u00a0; Nouvelle partie commence la vôtre."},
	} {
		t.Run("lang="+c.lang, func(t *testing.T) {
			url := browsertest.FileURL(filepath.Join(siteIn(t, c.lang), "duel", "index.html"))
			tab := browser.FreshTab(t)
			tab.Viewport(390, 844)
			tab.Open(url)
			tab.Focus(`select[name=mode]`)
			tab.Keys(kb.ArrowDown) // another person
			tab.Focus(`.duel-controls button[type=submit]`)
			tab.Keys(kb.Enter)
			p := engine.Start(false)
			for _, m := range plan {
				keyMove(tab, p, m)
				p, _, _ = p.Play(m)
			}
			if got := tab.Attr(".duel", "data-duel-state"); got != "over" {
				t.Fatalf("after the planned game the state is %q", got)
			}
			live.Record(tab)
			press := func(when, want string) {
				t.Helper()
				tab.Keys(kb.Enter)
				// The live region says it in words; the status line shows the same (no card
				// is named, so no suit sign differs).
				if got := tab.Text(".duel-said"); got != want {
					t.Errorf("%s: a card pressed says %q, want %q", when, got, want)
				}
				if got := tab.Text(".duel-status"); got != want {
					t.Errorf("%s: a card pressed shows %q, want %q", when, got, want)
				}
			}
			press("once the game is over", c.over)
			tab.Open(url + link)
			tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
			live.Record(tab)
			tab.Focus(".duel-table .duel-card")
			press("at the start of a replay", c.replay)
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			// (The recorder writes every space as one, the no-break ones of French too.)
			if len(msgs) == 0 || msgs[len(msgs)-1] != strings.ReplaceAll(c.replay, "\u00a0", " ") {
				t.Errorf("the live region last said %q, want %q", msgs, c.replay)
			}
		})
	}
}
