package duel_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestUndo plays two people on a phone with the keyboard only: a move picked by mistake is
// taken back with "Take back the last move" (the position the Go engine had before it, the
// player to move told, the focus kept on the table when the button goes), a game's winning
// move too (no winner, no record, then the same move wins again); the game kept in the
// browser is the one after the undo. Against the computer, Undo takes back the person's
// move and the computer's reply.
func TestUndo(t *testing.T) {
	out := builtSite(t)
	url := browsertest.FileURL(filepath.Join(out, "duel", "index.html"))
	plan := firstPlan(t, false)
	tab := browser.FreshTab(t)
	tab.Viewport(390, 844)
	tab.Open(url)
	tab.Focus(`select[name=mode]`)
	tab.Keys(kb.ArrowDown) // another person
	tab.Focus(`.duel-controls [type=submit]`)
	tab.Keys(kb.Enter)
	if got := tab.Attr(".duel", "data-mode"); got != "people" {
		t.Fatalf("mode %q", got)
	}
	hidden := func() bool { return browsertest.Eval[bool](tab, `document.querySelector('.duel-undo').hidden`) }
	if !hidden() {
		t.Error("Undo is offered before any move")
	}
	p := engine.Start(false)
	var before []engine.Position
	move := func(m engine.Move) {
		t.Helper()
		keyMove(tab, p, m)
		before = append(before, p)
		q, _, err := p.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		p = q
		if got := position(t, tab); got != p {
			t.Fatalf("after %v the page shows %+v, the engine %+v", m, got, p)
		}
	}
	undo := func(want string) {
		t.Helper()
		tab.Focus(".duel-undo")
		tab.Keys(kb.Enter)
		p, before = before[len(before)-1], before[:len(before)-1]
		if got := position(t, tab); got != p {
			t.Fatalf("after Undo the page shows %+v, want the position before the move %+v", got, p)
		}
		if s := tab.Text(".duel-status"); !strings.HasPrefix(s, want) {
			t.Errorf("after Undo the status is %q, want it to begin %q", s, want)
		}
		if s := spoken(tab); !strings.HasPrefix(s, want) {
			t.Errorf("after Undo the screen reader hears %q, want it to begin %q", s, want)
		}
	}
	move(plan[0])
	if hidden() {
		t.Fatal("Undo is not offered after a move")
	}
	axe.Check(tab, "a duel for two people with Undo")
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "undo-phone.png"))
	undo("S takes back their move. S to move.")
	if !hidden() {
		t.Error("Undo is still offered with no move left to take back")
	}
	if !browsertest.Eval[bool](tab, `document.activeElement.classList.contains('duel-card')`) {
		t.Errorf("the focus went to %s when Undo went", browsertest.Eval[string](tab, `document.activeElement.tagName`))
	}
	for _, m := range plan[:3] {
		move(m)
	}
	undo("S takes back their move. S to move.") // the third move is S's
	tab.Open(url)
	if got := position(t, tab); got != p {
		t.Errorf("after Undo and a reload the page shows %+v, want %+v", got, p)
	}
	for _, m := range plan[2:] {
		move(m)
	}
	winner := before[len(before)-1].ToMove
	if tab.Attr(".duel", "data-winner") != winner.String() {
		t.Fatalf("the planned game is not won by %v", winner)
	}
	undo(winner.String() + " takes back their move. " + winner.String() + " to move.")
	if st := tab.Attr(".duel", "data-duel-state"); st != "playing" || tab.Attr(".duel", "data-winner") != "" {
		t.Errorf("after taking back the winning move the state is %q, winner %q", st, tab.Attr(".duel", "data-winner"))
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('.duel-record').hidden`) {
		t.Error("the record is still shown after the winning move was taken back")
	}
	move(plan[len(plan)-1])
	if tab.Attr(".duel", "data-winner") != winner.String() {
		t.Errorf("the winning move played again does not win: winner %q", tab.Attr(".duel", "data-winner"))
	}

	// Against the computer: the person's move and the reply.
	tab = browser.FreshTab(t)
	tab.Viewport(1280, 900)
	tab.Media("screen", "prefers-color-scheme=dark")
	tab.Open(url)
	tab.Focus(`select[name=level]`)
	tab.Keys(kb.Home) // the beginner
	tab.Click(`.duel-controls [type=submit]`)
	g, w := browsertest.DuelMove(engine.Start(false), plan[0])
	tab.Click(g)
	tab.Click(w)
	tab.Wait(`document.querySelector('.duel-status').textContent.indexOf('Computer:') >= 0`)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "undo-desktop-dark.png"))
	tab.Click(".duel-undo")
	if got := position(t, tab); got != engine.Start(false) {
		t.Errorf("Undo against the computer shows %+v, not the start", got)
	}
	if s, want := tab.Text(".duel-status"), "You take back your move and the computer’s reply. Your move."; !strings.HasPrefix(s, want) {
		t.Errorf("Undo against the computer says %q, want %q", s, want)
	}
}
