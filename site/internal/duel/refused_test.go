package duel_test

import (
	"path/filepath"
	"strings"
	"testing"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// refused returns the first move of the player to move in p, from the dish or the
// opponent's layout, that the Go engine refuses.
func refused(t *testing.T, p engine.Position) engine.Move {
	t.Helper()
	for give := range 9 {
		for _, from := range []engine.Source{engine.FromDish, engine.FromOpponent} {
			for take := range 9 {
				if from == engine.FromDish && take > 1 {
					break
				}
				m := engine.Move{Give: give, From: from, Take: take}
				if _, _, err := p.Play(m); err != nil {
					return m
				}
			}
		}
	}
	t.Fatal("the engine refuses no move of this position")
	return engine.Move{}
}

// TestRefusedFocus makes a move the rules refuse, by keyboard, on the daily duel and on
// duel/, in English and in French: the page says why, and the focus goes back to the card
// given, where the next move begins (as after a daily try answered), not left on the card
// asked for, in the dish or the opponent's layout.
func TestRefusedFocus(t *testing.T) {
	rec := record(t, siteFrom.Add(4))
	for _, c := range []struct{ lang, no string }{{"", "Not allowed: "}, {"fr", "Interdit\u00a0: "}} {
		for _, page := range []struct {
			name, path string
			p          engine.Position
		}{
			{"daily", filepath.Join("daily", rec.Date.String(), "index.html"), rec.Duel.Position},
			{"duel", filepath.Join("duel", "index.html"), engine.Start(false)},
		} {
			t.Run(page.name+"/lang="+c.lang, func(t *testing.T) {
				tab := browser.FreshTab(t)
				tab.Viewport(390, 844)
				tab.Open(browsertest.FileURL(filepath.Join(siteIn(t, c.lang), page.path)))
				m := refused(t, page.p)
				keyMove(tab, page.p, m)
				if s := tab.Text(".duel-status"); !strings.HasPrefix(s, c.no) {
					t.Errorf("the refused move %+v shows %q, want it to begin %q", m, s, c.no)
				}
				tab.WantFocus(browsertest.DuelCard(page.p.ToMove.String(), m.Give), "after a refused move")
			})
		}
	}
}
