package duel_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// keptKey is the duel/ page's storage key for the game in progress, read from the page.
const keptKey = `OpsStats.here().prefix + 'duel'`

// TestGameKept plays part of a game between two people (the variation and the coach on),
// then opens the page again, as a group does after a reload, after following the rules
// link and coming Back, or on a phone whose browser dropped the tab: the game is back,
// the position the Go engine reaches with the same moves, with its options, the player to
// move told on screen and to screen readers; it is then played to its end, after which no
// game is kept and the page starts a new one.
func TestGameKept(t *testing.T) {
	out := builtSite(t)
	url := browsertest.FileURL(filepath.Join(out, "duel", "index.html"))
	plan := firstPlan(t, true)
	tab := browser.FreshTab(t)
	tab.Viewport(390, 844)
	tab.Open(url)
	tab.Focus(`select[name=mode]`)
	tab.Keys(kb.ArrowDown) // another person
	tab.Click(`[name=variation]`)
	tab.Click(`[name=coach]`)
	tab.Click(`.duel-controls [type=submit]`)
	if got := tab.Attr(".duel", "data-mode"); got != "people" {
		t.Fatalf("mode %q", got)
	}
	p := engine.Start(true)
	play := func(ms []engine.Move) { p = playMoves(t, tab, p, ms...) }
	half := len(plan) / 2
	play(plan[:half])
	tab.Open(url) // a reload
	if got := position(t, tab); got != p {
		t.Fatalf("after a reload the page shows %+v, the engine %+v after the same %d moves", got, p, half)
	}
	form := browsertest.Eval[[]any](tab, `(f => [f.mode.value, f.variation.checked, f.coach.checked])(document.querySelector('.duel-controls').elements)`)
	if fmt.Sprint(form) != "[people true true]" {
		t.Errorf("after a reload the form says %v, want [people true true]", form)
	}
	back := fmt.Sprintf("Your game is back as you left it, after %d moves. %s to move.", half, p.ToMove)
	if s := tab.Text(".duel-status"); !strings.HasPrefix(s, back) {
		t.Errorf("after a reload the status is %q, want it to begin %q", s, back)
	}
	if s := spoken(tab); !strings.HasPrefix(s, back) {
		t.Errorf("after a reload the screen reader hears %q, want it to begin %q", s, back)
	}
	if got := tab.Attr(".duel", "data-mode"); got != "people" {
		t.Errorf("after a reload the mode is %q", got)
	}
	axe.Check(tab, "a duel for two people resumed")
	play(plan[half:])
	if got := tab.Attr(".duel", "data-duel-state"); got != "over" {
		t.Fatalf("the resumed game did not end: state %q", got)
	}
	if !browsertest.Eval[bool](tab, `!document.querySelector('.duel-record').hidden`) {
		t.Error("the resumed game's record is not shown at its end")
	}
	if kept := browsertest.Eval[any](tab, `localStorage.getItem(`+keptKey+`)`); kept != nil {
		t.Errorf("a finished game is still kept: %v", kept)
	}
	tab.Open(url)
	if got := position(t, tab); got != engine.Start(false) || tab.Attr(".duel", "data-mode") != "computer" {
		t.Errorf("after a finished game the page opens on %+v (%s), not a new game with the page's options", got, tab.Attr(".duel", "data-mode"))
	}
}

// TestGameKeptComputer resumes a game against the computer kept with the computer to move
// (the page was closed while it thought): it makes its move, and the player is told.
func TestGameKeptComputer(t *testing.T) {
	out := builtSite(t)
	url := browsertest.FileURL(filepath.Join(out, "duel", "index.html"))
	tab := browser.FreshTab(t)
	tab.Open(url)
	browsertest.Eval[bool](tab, `localStorage.setItem(`+keptKey+`, '{"mode":"computer","level":0,"side":"S","coach":false,"game":"S-7S-10H"}'), true`)
	tab.Open(url)
	tab.Wait(`document.querySelector('.duel-status').textContent.indexOf('Computer:') >= 0`)
	p, _, err := engine.Start(false).Play(engine.Move{Give: 0, From: engine.FromDish, Take: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := position(t, tab)
	if got.ToMove != engine.PlayerS || got.Layouts[engine.PlayerS] == p.Layouts[engine.PlayerS] && got.Layouts[engine.PlayerH] == p.Layouts[engine.PlayerH] {
		t.Errorf("the computer did not move after the resumed %+v: the page shows %+v", p, got)
	}
	if s := tab.Text(".duel-status"); !strings.HasPrefix(s, "Your game is back as you left it, after 1 move. Computer: H ") || !strings.HasSuffix(s, "Your move.") {
		t.Errorf("the resumed game against the computer says %q", s)
	}
	if got := browsertest.Eval[string](tab, `document.querySelector('select[name=level]').value`); got != "0" {
		t.Errorf("the computer's level is %q after the resume, want the kept 0", got)
	}
}

// TestGameKeptDamaged opens the page on values under the kept game's key that are not a
// game the page keeps: each is let go, a new game starts, and the page says so.
func TestGameKeptDamaged(t *testing.T) {
	out := builtSite(t)
	url := browsertest.FileURL(filepath.Join(out, "duel", "index.html"))
	tab := browser.FreshTab(t)
	tab.Open(url)
	for _, v := range []string{
		`{`,
		`null`,
		`[]`,
		`"S-7S-10H"`,
		`{"mode":"people","level":2,"side":"S","coach":false}`,
		`{"mode":"people","level":2,"side":"S","coach":false,"game":"S-7S-10H","extra":1}`,
		`{"mode":"robot","level":2,"side":"S","coach":false,"game":"S-7S-10H"}`,
		`{"mode":"people","level":"2","side":"S","coach":false,"game":"S-7S-10H"}`,
		`{"mode":"people","level":3,"side":"S","coach":false,"game":"S-7S-10H"}`,
		`{"mode":"people","level":2,"side":"D","coach":false,"game":"S-7S-10H"}`,
		`{"mode":"people","level":2,"side":"S","coach":"no","game":"S-7S-10H"}`,
		`{"mode":"people","level":2,"side":"S","coach":false,"game":"H-7H-10S"}`, // H is not to move
		`{"mode":"people","level":2,"side":"S","coach":false,"game":"S-7S-10S"}`, // S's own home suit from the dish
		`{"mode":"people","level":2,"side":"S","coach":false,"game":"S-2X-10H"}`,
		`{"mode":"people","level":2,"side":"S","coach":false,"game":"S-7S-10H,H-9H-AS,S-4S-6H,H-2H-6S"}`, // the value just taken
	} {
		browsertest.Eval[bool](tab, `localStorage.setItem(`+keptKey+`, `+browsertest.Quote(v)+`), true`)
		tab.Open(url)
		want := "The game kept in this browser could not be read, so a new game has started. New game."
		if s := tab.Text(".duel-status"); !strings.HasPrefix(s, want) {
			t.Errorf("kept %s: the status is %q, want it to begin %q", v, s, want)
		}
		if got := position(t, tab); got != engine.Start(false) {
			t.Errorf("kept %s: the page shows %+v, not a new game", v, got)
		}
		if got := browsertest.Eval[string](tab, `localStorage.getItem(`+keptKey+`)`); got == v {
			t.Errorf("kept %s: the damaged value is still kept", v)
		}
	}
}

// TestGameTwoTabs: one game is kept a site and browser, so two tabs playing two games take
// turns at keeping theirs. A game between two people in one tab; a second tab opens the
// page (the same game, resumed), starts a new game and moves: it is kept. The first tab is
// told, shown and heard, and from then on writes nothing: it plays on while the second
// tab's game stays kept, which the second tab's reload resumes as it left it (not the first
// tab's game). "Keep this game instead" keeps the first tab's again, with the move made
// meanwhile, and tells the second tab; a reload resumes it.
func TestGameTwoTabs(t *testing.T) {
	axe.Available(t)
	url := browsertest.FileURL(filepath.Join(builtSite(t), "duel", "index.html"))
	plan := firstPlan(t, false)
	a := browser.FreshTab(t)
	a.Open(url)
	a.Focus(`select[name=mode]`)
	a.Keys(kb.ArrowDown) // another person
	a.Click(`.duel-controls [type=submit]`)
	pa := playMoves(t, a, engine.Start(false), plan[:2]...)

	b := a.Beside(t)
	b.Open(url)
	if got := position(t, b); got != pa {
		t.Fatalf("the second tab opens on %+v, want the game kept %+v", got, pa)
	}
	b.Click(`.duel-controls [type=submit]`) // New game, between two people as resumed
	pb := playMoves(t, b, engine.Start(false), plan[0])
	theirs := browsertest.Eval[string](b, `localStorage.getItem(`+keptKey+`)`)

	const elsewhere = "This game is no longer kept in this browser: another tab keeps its game in its place. You can finish this one here, but a reload would not bring it back."
	a.Wait(`!!document.querySelector('.duel-elsewhere')`)
	if got, want := strings.TrimSpace(a.Text(`.duel-elsewhere`)), elsewhere+" Keep this game instead"; got != want {
		t.Errorf("the first tab says %q, want %q", got, want)
	}
	if got := spoken(a); got != elsewhere {
		t.Errorf("the first tab's screen reader hears %q, want %q", got, elsewhere)
	}
	axe.Check(a, "a duel kept by another tab")
	pa = playMoves(t, a, pa, plan[2])
	if got := browsertest.Eval[string](a, `localStorage.getItem(`+keptKey+`)`); got != theirs {
		t.Errorf("the first tab moved and the game kept is %s, want the second tab's %s", got, theirs)
	}
	b.Open(url) // a reload
	if got := position(t, b); got != pb || !strings.HasPrefix(b.Text(".duel-status"), "Your game is back as you left it, after 1 move.") {
		t.Errorf("the second tab reloaded shows %+v (%q), want its own game %+v", got, b.Text(".duel-status"), pb)
	}

	a.Click(`.duel-elsewhere button`)
	const again = "This game is kept in this browser again, in place of the other tab’s."
	if got := a.Text(`.duel-elsewhere`); got != again {
		t.Errorf("after Keep this game instead the first tab says %q, want %q", got, again)
	}
	a.WantFocus(`.duel-elsewhere`, "after Keep this game instead:")
	if got := spoken(a); got != again {
		t.Errorf("after Keep this game instead the screen reader hears %q, want %q", got, again)
	}
	b.Wait(`!!document.querySelector('.duel-elsewhere')`)
	a.Open(url)
	if got := position(t, a); got != pa || !strings.HasPrefix(a.Text(".duel-status"), "Your game is back as you left it, after 3 moves.") {
		t.Errorf("the first tab reloaded shows %+v (%q), want its game %+v", got, a.Text(".duel-status"), pa)
	}
}

// playMoves plays the moves ms on the tab's duel board from the position p, as a person
// clicks them (the card to give, then the card to take), and returns the engine's position
// after them.
func playMoves(t *testing.T, tab *browsertest.Tab, p engine.Position, ms ...engine.Move) engine.Position {
	t.Helper()
	for _, m := range ms {
		g, w := browsertest.DuelMove(p, m)
		tab.Click(g)
		tab.Click(w)
		var err error
		if p, _, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return p
}
