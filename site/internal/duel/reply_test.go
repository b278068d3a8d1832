package duel_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// stopClock makes Date.now of the pages the tab opens from now on a constant, so that the
// computer's seed (duel.js: Date.now at New game) and with it its moves are the same at
// every run.
func stopClock(tab *browsertest.Tab) {
	tab.T.Helper()
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cdppage.AddScriptToEvaluateOnNewDocument,
			cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: `Date.now = function () { return 1764000000000; };`})
		return err
	}))
}

// TestComputerReplyFocus plays against the computer (Beginner, which trades at random) by
// keyboard, each move a swap in the person's own layout, and checks after every reply of
// the computer that the focus is where the person left it: on the place of their layout
// where their move ended. The computer taking the card on that place once took the focus
// with it, into the computer's layout, where a card pressed only says to pick one's own
// first. The game is played until the computer has taken that card at least once.
func TestComputerReplyFocus(t *testing.T) {
	tab := browser.FreshTab(t)
	stopClock(tab)
	tab.Viewport(390, 844)
	tab.Open(browsertest.FileURL(filepath.Join(builtSite(t), "duel", "index.html")))
	tab.Focus(`select[name=level]`)
	tab.Keys(kb.Home) // Beginner
	if got := browsertest.Eval[string](tab, `document.querySelector('select[name=level]').value`); got != "0" {
		t.Fatalf("the computer's level is %q, want Beginner (0)", got)
	}
	tab.Focus(`.duel-controls button[type=submit]`)
	tab.Keys(kb.Enter)
	taken := 0
	for k := 0; k < 60 && taken < 2; k++ {
		p := position(t, tab)
		if p.ToMove != engine.PlayerS {
			t.Fatalf("move %d: the page has %v to move, want the person (S)", k, p.ToMove)
		}
		// The first swap of two cards of the person's layout that neither wins nor loses.
		m, ok := engine.Move{}, false
		for _, x := range p.Moves() {
			if _, r, _ := p.Play(x); x.From == engine.FromOwn && r == engine.Ongoing {
				m, ok = x, true
				break
			}
		}
		if !ok {
			break
		}
		keyMove(tab, p, m)
		// A swap is named smaller place first: the focus ends on the card taken, now on
		// the place of the card given.
		at := browsertest.DuelCard("S", m.Give)
		tab.Wait(`document.querySelector('.duel').dataset.duelState !== 'playing' || JSON.parse(document.querySelector('.duel-table').dataset.position).to_move === 'S' && !/thinking/.test(document.querySelector('.duel-said').textContent)`)
		if tab.Attr(".duel", "data-duel-state") != "playing" {
			break
		}
		after := position(t, tab)
		mine, _, _ := p.Play(m)
		if mine.Layouts[engine.PlayerS][m.Give] != after.Layouts[engine.PlayerS][m.Give] {
			taken++
		}
		if tab.WantFocus(at, fmt.Sprintf("after the computer's reply to move %d (%s),", k+1, tab.Text(".duel-status"))); t.Failed() {
			return
		}
	}
	t.Logf("the computer took the card under the focus %d times", taken)
	if taken == 0 {
		t.Fatal("the computer never took the card under the person's focus: the test checked nothing; play another game")
	}
}
