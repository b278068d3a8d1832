package duel_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestTenJustTaken plays duel/ for two people, in English and in French, to where H has
// just taken S's 10♠ and holds the 10♥, then has S try to take the 10♥: the table says S
// may not take a 10 from H, and the refusal names the rank just taken as the card shows
// it, "10" (a ten's value is 0 only in the proofs), in words written here.
func TestTenJustTaken(t *testing.T) {
	const nb = "\u00a0"
	plan := []engine.Move{
		{Give: 0, From: engine.FromDish, Take: 1},     // S gives 7♠ for the 10♥
		{Give: 0, From: engine.FromDish, Take: 0},     // H gives 7♥ for the 10♠
		{Give: 0, From: engine.FromOpponent, Take: 1}, // S gives the 10♥ for H's 8♥
		{Give: 0, From: engine.FromOpponent, Take: 2}, // H gives the 10♠ for S's 9♠
		{Give: 3, From: engine.FromOwn, Take: 4},      // S swaps 4♠ and 5♠
		{Give: 2, From: engine.FromOpponent, Take: 2}, // H gives 9♥ for S's 10♠
	}
	try := engine.Move{Give: 0, From: engine.FromOpponent, Take: 1} // S tries H's 10♥
	for _, c := range []struct {
		lang, dir                          string
		info, shown, said, notTen, notTen2 string
	}{
		{"en", builtSite(t),
			"S may not take any 10 from H (one was just taken from them)",
			"Not allowed: you may not take 10♥: the opponent just took your 10.",
			"Not allowed: you may not take the 10 of hearts: the opponent just took your 10.",
			"a 0", "took your 0"},
		{"fr", frenchSite(t),
			"S ne peut pas reprendre tout de suite un 10 à H",
			"Interdit" + nb + ": prendre 10♥, car l’adversaire vient de vous prendre un 10.",
			"Interdit" + nb + ": prendre le 10 de cœur, car l’adversaire vient de vous prendre un 10.",
			"un 0", "aucun 0"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			tab := browser.Tab(t)
			tab.Viewport(390, 844)
			tab.Open(browsertest.FileURL(filepath.Join(c.dir, "duel", "index.html")))
			tab.Focus(`select[name=mode]`)
			tab.Keys(kb.ArrowDown)
			tab.Click(`.duel-controls [type=submit]`)
			p := engine.Start(false)
			for i, m := range plan {
				g, w := browsertest.DuelMove(p, m)
				tab.Click(g)
				tab.Click(w)
				q, r, err := p.Play(m)
				if err != nil || r != engine.Ongoing {
					t.Fatalf("move %d %v: %v %v", i+1, m, r, err)
				}
				p = q
				if got := position(t, tab); got != p {
					t.Fatalf("after move %d the page shows %+v, the engine %+v", i+1, got, p)
				}
			}
			var me *engine.MoveError
			if err := p.Check(try); !errors.As(err, &me) || me.Reason != engine.ReasonJustTaken || p.LastTaken != 0 {
				t.Fatalf("the try %v: %v (last taken %d), want the rank just taken refused", try, err, p.LastTaken)
			}
			if got := tab.Text(".duel-info"); !strings.Contains(got, c.info) {
				t.Errorf("the table says %q, want %q in it", got, c.info)
			}
			g, w := browsertest.DuelMove(p, try)
			tab.Click(g)
			tab.Click(w)
			if got := tab.Text(".duel-status"); got != c.shown {
				t.Errorf("the refusal reads %q, want %q", got, c.shown)
			}
			if got := spoken(tab); got != c.said {
				t.Errorf("the refusal is said %q, want %q", got, c.said)
			}
			page := strings.Join(browsertest.Eval[[]string](tab, `[document.querySelector('.duel-info').textContent, document.querySelector('.duel-status').textContent, document.querySelector('.duel-said').textContent]`), "\n")
			for _, bad := range []string{c.notTen, c.notTen2} {
				if strings.Contains(page, bad) {
					t.Errorf("the page writes the ten as 0 (%q): %q", bad, page)
				}
			}
			if got := position(t, tab); got != p {
				t.Errorf("the refused try changed the position")
			}
			for _, w := range []int{320, 1280} {
				for _, scheme := range []string{"light", "dark"} {
					tab.Viewport(w, 900)
					tab.Media("screen", "prefers-color-scheme="+scheme)
					tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("ten-%s-%d-%s.png", c.lang, w, scheme)))
				}
			}
		})
	}
}
