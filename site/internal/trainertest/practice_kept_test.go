package trainertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestPracticeTwoDiscardKept: on the practice page a learner discards, is shown the
// operators and the goal card, and reloads: the same puzzle comes back after the discard
// made, never with the six cards to discard again knowing the goal (which would let a poor
// discard be taken back before it counts in the report code). The focus is on the pool's
// first card; played to the best of the cards kept, the session holds that discard's
// puzzle, its best as the engine finds it for the five cards kept.
func TestPracticeTwoDiscardKept(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))
	tab := fresh(t, page+"?class=kept1")
	tab.Wait(`document.querySelectorAll('#twoops .to-hand:not([hidden]) [data-card]').length === 6`)
	_, d := discardTwo(t, tab, "#twoops", false)
	tab.Wait(`!document.querySelector('#twoops .to-table').hidden`)
	told := tab.Text(`#twoops .to-goal p`)
	tab.Do(chromedp.Reload())
	tab.Wait(`document.readyState === 'complete' && (!document.querySelector('#twoops .to-table').hidden || !!document.querySelector('#twoops .to-hand:not([hidden]) [data-card]'))`)
	if n := tab.Count(`#twoops .to-hand:not([hidden]) [data-card]`); n != 0 {
		t.Fatalf("reloaded after the discard of %v: %d cards to discard from again", d, n)
	}
	if got := tab.Text(`#twoops .to-goal p`); got != told {
		t.Errorf("reloaded: the board says %q, before the reload %q", got, told)
	}
	tab.WantFocus(`#twoops .to-pool [data-card]`, "reloaded after the discard:")
	kept, opers, goal := browsertest.TwoOpsTable(t, tab, "#twoops [data-twoops]")
	play, err := twoops.Solve(kept, opers, goal)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.PlaceTwoOps(tab, "#twoops [data-twoops]", play.Optimal[0])
	tab.Wait(`!document.querySelector('[data-tr-feedback="two"]').hidden`)
	last := browsertest.Eval[map[string]any](tab, `(s => s.session[s.session.length - 1])(JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:class:kept1'))))`)
	if last["game"] != "two" || last["kept"] != float64(play.Best.Halves()) || last["result"] != float64(play.Best.Halves()) {
		t.Errorf("the session's puzzle %v; the engine's best for the cards kept is %s", last, play.Best)
	}
	if browsertest.Eval[bool](tab, `'open' in JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:class:kept1'))).two`) {
		t.Error("the finished puzzle's discard is still kept")
	}
	// The next puzzle starts with its six cards.
	tab.Click(`[data-tr-next="two"]`)
	tab.Wait(`document.querySelectorAll('#twoops .to-hand:not([hidden]) [data-card]').length === 6`)
}

// TestPracticeHintsKept: a hint asked on the Ops practice board counts after a reload,
// which brings the same puzzle back from its start: Hint on the start, one swap of the
// solver's, Hint on the layout it made (two layouts hinted, two hints, the README's rule),
// a reload, Hint on the start again (the same layout: no new hint), and the solver's
// swaps. The learner reads "with 2 hints", and the session holds 2 hints and no success.
func TestPracticeHintsKept(t *testing.T) {
	tab := fresh(t, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))+"?class=kept2")
	l, err := ops.ParseLayout(opsStart(tab))
	if err != nil {
		t.Fatal(err)
	}
	first := ops.Solve(l).Moves[0]
	tab.Click(`#ops [data-act="hint"]`)
	tab.Click(fmt.Sprintf(`#ops [data-pos="%d"]`, first[0]))
	tab.Click(fmt.Sprintf(`#ops [data-pos="%d"]`, first[1]))
	tab.Click(`#ops [data-act="hint"]`)
	tab.Do(chromedp.Reload())
	tab.Wait(`document.readyState === 'complete' && document.querySelector('#ops [data-ops-state]').getAttribute('data-moves') === '0'`)
	if got := opsStart(tab); got != l.String() {
		t.Fatalf("reloaded, the practice shows the puzzle %s, want %s again", got, l)
	}
	tab.Click(`#ops [data-act="hint"]`)
	solveOps(t, tab)
	if got := tab.Text(`[data-tr-feedback="ops"]`); !strings.Contains(got, " with 2 hints;") {
		t.Errorf("after two layouts hinted, one before a reload, the feedback says %q, want 2 hints", got)
	}
	last := browsertest.Eval[map[string]any](tab, `(s => s.session[s.session.length - 1])(JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:class:kept2'))))`)
	if last["game"] != "ops" || last["hints"] != float64(2) || tab.Attr(`[data-tr-feedback="ops"]`, "class") != "tr-feedback miss" {
		t.Errorf("the session's puzzle %v, the feedback %q; want 2 hints, a miss", last, tab.Attr(`[data-tr-feedback="ops"]`, "class"))
	}
}

// TestPracticeShownKept: "Show solution" on the Ops practice board, confirmed, then a
// reload while the solution plays (a swap every 600 ms): the same puzzle comes back at its
// start, and solved by the learner it is still a puzzle whose solution was shown (no
// success, shown in the session), as it is once the solution has played.
func TestPracticeShownKept(t *testing.T) {
	tab := fresh(t, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))+"?class=kept3")
	l, err := ops.ParseLayout(opsStart(tab))
	if err != nil {
		t.Fatal(err)
	}
	if n := ops.Solve(l).Optimal; n < 2 {
		t.Fatalf("the puzzle %s is solved in %d swap: the solution ends before a reload; take another class code", l, n)
	}
	tab.Click(`#ops [data-act="show"]`)
	tab.Click(`#ops dialog button[value="yes"]`)
	tab.Do(chromedp.Reload())
	tab.Wait(`document.readyState === 'complete' && document.querySelector('#ops [data-ops-state]').getAttribute('data-moves') === '0'`)
	if got := opsStart(tab); got != l.String() {
		t.Fatalf("reloaded while the solution played, the practice shows the puzzle %s, want %s again", got, l)
	}
	solveOps(t, tab)
	last := browsertest.Eval[map[string]any](tab, `(s => s.session[s.session.length - 1])(JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:class:kept3'))))`)
	if last["game"] != "ops" || last["shown"] != true || tab.Attr(`[data-tr-feedback="ops"]`, "class") != "tr-feedback miss" {
		t.Errorf("the session's puzzle %v, the feedback %q; want the solution shown, a miss", last, tab.Attr(`[data-tr-feedback="ops"]`, "class"))
	}
}

// TestPracticeTwoTabs: the practice page open in two tabs keeps one progress. Each tab
// solves an Ops puzzle at level 1: two successes in a row, which move the learner to level
// 2 (the README's rule), and the session holds both; the tab that finished last, dealing
// its next puzzle, deals it at level 2. The second tab once saved its own progress over the
// first's: one puzzle counted, level 1.
func TestPracticeTwoTabs(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")) + "?class=tabs"
	a := fresh(t, page)
	b := a.Beside(t)
	b.Open(page)
	if level(a, "ops") != "1" || level(b, "ops") != "1" {
		t.Fatalf("the two tabs open at levels %s and %s, want 1", level(a, "ops"), level(b, "ops"))
	}
	solveOps(t, a)
	solveOps(t, b)
	stored := browsertest.Eval[map[string]any](b, `JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:class:tabs')))`)
	o, _ := stored["ops"].(map[string]any)
	session, _ := stored["session"].([]any)
	if o["played"] != float64(2) || o["good"] != float64(2) || o["level"] != float64(2) || len(session) != 2 {
		t.Errorf("after a success in each tab, the progress kept is %v, session %v; want 2 played, 2 good, level 2, 2 puzzles in the session", o, session)
	}
	b.Click(`[data-tr-next="ops"]`)
	if got := level(b, "ops"); got != "2" {
		t.Errorf("the second tab's next puzzle is at level %s, want 2", got)
	}
}
