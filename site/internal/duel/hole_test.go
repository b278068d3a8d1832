package duel_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// tableFit is the room at the bottom of the duel's table that nothing in it fills (its
// height less the bottom of the lowest thing drawn in it) and where the line under the
// layouts (.duel-info, "S to move · trading round open", the table's last) begins, as
// [room, top], in CSS pixels.
const tableFit = `(() => { const t = document.querySelector('.duel-table'), r = t.getBoundingClientRect();
	const low = Math.max(...[...t.children].map(c => c.getBoundingClientRect().bottom));
	return [Math.round(r.bottom - low), Math.round(t.querySelector('.duel-info').getBoundingClientRect().top + scrollY)] })()`

// TestGamePageTableKeepsItsRows plays a game between two people on duel/, at phone,
// tablet and desktop widths, in English and French, to its end: after every move the table
// is as tall as what it shows, and the line under its layouts stays where it was: the
// layouts keep their rows. They once wrapped by their widths, which change with the badges
// of the player to move and of a locked layout: at 768 px, with H to move or the game
// over, they fitted on one row of a table kept two rows tall, leaving a 22rem hole above
// the game's last move and its record; on a phone, a layout both locked and to move took
// a third title line, and all below it moved 24 px at each turn.
func TestGamePageTableKeepsItsRows(t *testing.T) {
	plan := firstPlan(t, false)
	for _, lang := range []string{"", "fr"} {
		url := browsertest.FileURL(filepath.Join(siteIn(t, lang), "duel", "index.html"))
		for _, w := range []int{300, 320, 390, 560, 600, 768, 816, 900, 1280} {
			t.Run(fmt.Sprintf("%s%d", lang, w), func(t *testing.T) { tableKeepsItsRows(t, url, w, plan) })
		}
	}
}

// tableKeepsItsRows plays plan on the duel page at url at the width w, checking the table
// after every move.
func tableKeepsItsRows(t *testing.T, url string, w int, plan []engine.Move) {
	tab := browser.FreshTab(t)
	tab.Viewport(w, 900)
	tab.Open(url)
	tab.Focus(`select[name=mode]`)
	tab.Keys(kb.ArrowDown) // another person
	tab.Focus(`.duel-controls button[type=submit]`)
	tab.Keys(kb.Enter)
	tab.Wait(`document.querySelector('.duel').dataset.mode === 'people'`)
	first := browsertest.Eval[[]int](tab, tableFit)
	p := engine.Start(false)
	for i, m := range plan {
		browsertest.DuelTry(tab, p, m)
		p, _, _ = p.Play(m)
		fit := browsertest.Eval[[]int](tab, tableFit)
		at := fmt.Sprintf("at %d px, after move %d of %d (%s)", w, i+1, len(plan), tab.Attr(".duel", "data-duel-state"))
		if fit[0] > 16 { // a few pixels: the mover's border, 3 px, not 1
			t.Errorf("%s: %d px of the table below its layouts are empty", at, fit[0])
		}
		if d := fit[1] - first[1]; d < -4 || d > 4 { // a few pixels: the mover's border
			// What the table holds, each "class WxH title", to tell which grew.
			t.Log(browsertest.Eval[string](tab, `[...document.querySelectorAll('.duel-table > *')].map(e => e.className + ' ' + Math.round(e.getBoundingClientRect().width) + 'x' + Math.round(e.getBoundingClientRect().height) + ' ' + (e.querySelector('h3') || e).textContent).join(' ; ')`))
			t.Errorf("%s: the line under the layouts is at %d px, at %d when the game began", at, fit[1], first[1])
		}
		if t.Failed() {
			break
		}
	}
	if got := tab.Attr(".duel", "data-duel-state"); got != "over" {
		t.Errorf("at %d px the planned game ends %q, not over", w, got)
	}
}
