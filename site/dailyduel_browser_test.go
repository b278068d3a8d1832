package site

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// duelShows fails t unless every card of the daily duel's table is where it is in p.
func duelShows(t *testing.T, tab *browsertest.Tab, p engine.Position, when string) {
	t.Helper()
	for q := range 2 {
		for i, c := range p.Layouts[q] {
			if got := tab.Attr(browsertest.DuelCard(engine.Player(q).String(), i), "data-card"); got != c.String() {
				t.Errorf("%s: %v's place %d shows %s, want %v", when, engine.Player(q), i, got, c)
				return
			}
		}
	}
	for i, c := range p.Dish {
		if got := tab.Attr(browsertest.DuelCard("dish", i), "data-card"); got != c.String() {
			t.Errorf("%s: the dish's place %d shows %s, want %v", when, i, got, c)
		}
	}
}

// tryJSON is a try as the daily duel keeps it: [give, source, take].
func tryJSON(m engine.Move) string { return fmt.Sprintf("[%d,%d,%d]", m.Give, m.From, m.Take) }

// The daily duel keeps its outcome: solved by clicks, the page opened again shows it
// solved, by the try that solved it (a winning move by the Go engine's verdicts, and the
// position the engine's play of it makes), with the Ops record the player had stored
// (in today's format) read and kept as it was, and nothing added to the statistics. A
// stored value that is damaged, or a try that is no win of the day, is ignored: the puzzle
// is there to play, and solving it keeps the real try.
func TestBrowserDailyDuelKept(t *testing.T) {
	axe.Available(t)
	const seed = "duel kept"
	dir := buildSeed(t, seed)
	rec, err := generator.Generate(seed, historyDay)
	if err != nil {
		t.Fatal(err)
	}
	d := rec.Duel
	p := d.Position
	tries, err := engine.Judge(p, d.WinIn)
	if err != nil {
		t.Fatal(err)
	}
	var wins, wrong []engine.Move
	for _, x := range tries {
		if x.Verdict == engine.Wins {
			wins = append(wins, x.Move)
		} else if x.Verdict.Replied() {
			wrong = append(wrong, x.Move)
		}
	}
	if len(wins) == 0 || len(wrong) == 0 {
		t.Fatalf("%s: %d winning tries and %d answered ones: pick another seed", historyDay, len(wins), len(wrong))
	}
	day := historyDay.String()
	page := browsertest.FileURL(filepath.Join(dir, "daily", day, "index.html"))
	tab := visitor(t)
	tab.Open(page)
	tab.Wait(`document.readyState === 'complete'`)
	prefix := browsertest.Eval[string](tab, `OpsStats.here().prefix`)
	key, days := prefix+"duelday:"+day, prefix+"days"
	get := func(k string) string {
		return browsertest.Eval[string](tab, `String(localStorage.getItem(`+browsertest.Quote(k)+`))`)
	}
	set := func(k, v string) {
		browsertest.Eval[bool](tab, `localStorage.setItem(`+browsertest.Quote(k)+`, `+browsertest.Quote(v)+`), true`)
	}
	reload := func() {
		tab.Open(page)
		tab.Wait(`document.readyState === 'complete'`)
	}

	// The player's history as this version stores it: an Ops finish of the day two moves
	// over the optimum, with its final layout.
	history := fmt.Sprintf(`{"v":1,"d":{%q:{"o":{"m":%d,"b":%d,"h":1,"s":0,"n":1,"l":%q}}}}`, day, rec.Ops.OptimalMoves+2, rec.Ops.OptimalMoves, rec.Ops.Result)
	set(days, history)
	reload()
	if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
		t.Fatalf("before any try the duel is %q", got)
	}

	// A wrong try, then a winning one, by clicks.
	browsertest.DuelTry(tab, p, wrong[0])
	if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
		t.Fatalf("after the wrong try %v the duel is %q", wrong[0], got)
	}
	if got := get(key); got != "null" {
		t.Errorf("a wrong try is kept: %s", got)
	}
	win := wins[len(wins)-1]
	browsertest.DuelTry(tab, p, win)
	if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
		t.Fatalf("after the winning try %v the duel is %q (%s)", win, got, tab.Text(".duel-status"))
	}
	if got := get(key); got != tryJSON(win) {
		t.Errorf("kept %s, want the winning try %s", got, tryJSON(win))
	}
	// The verdict as shown and as spoken (one text when they are the same).
	verdictParts := func() []string {
		return browsertest.Eval[[]string](tab, `(() => { const s = document.querySelector('.duel-status'), p = s.querySelectorAll(':scope > span'); return p.length ? [...p].map(e => e.textContent) : [s.textContent] })()`)
	}
	status := verdictParts()

	// Opened again: solved, by that try.
	solved, _, err := p.Play(win)
	if err != nil {
		t.Fatal(err)
	}
	check := func(when string) {
		t.Helper()
		if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
			t.Fatalf("%s: the duel is %q, want solved", when, got)
		}
		if got := tab.Attr(".duel", "data-verdict"); got != string(rune(engine.Wins)) {
			t.Errorf("%s: data-verdict %q", when, got)
		}
		duelShows(t, tab, solved, when)
		want := map[int]string{1: "Solved: your layout is provable, and you win", 2: "Solved: whatever your opponent replies, you win on your next turn"}[d.WinIn]
		if got := tab.Text(".duel-info"); got != want {
			t.Errorf("%s: the table says %q, want %q", when, got, want)
		}
		// The verdict of the solve, seen and heard after the words the other boards say.
		before := slices.Clone(status)
		for i := range before {
			before[i] = "Finished before. " + before[i]
		}
		if got := verdictParts(); !slices.Equal(got, before) {
			t.Errorf("%s: the verdict reads %q, want %q (%q when solved)", when, got, before, status)
		}
		if n := tab.Count(".duel-mover"); n != 0 {
			t.Errorf("%s: a player is to move on the solved table", when)
		}
		// The page does not take the focus to the duel as it opens.
		if got := browsertest.Eval[string](tab, `document.activeElement.tagName`); got != "BODY" {
			t.Errorf("%s: the focus is on %s as the page opens", when, browsertest.Eval[string](tab, `document.activeElement.outerHTML`))
		}
	}
	reload()
	check("after a reload")
	// The history stored before reads the same, the Ops board finished from it, and the
	// duel counts in no statistic.
	if got := get(days); got != history {
		t.Errorf("the stored history was %s, is %s after the duel", history, got)
	}
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" || !strings.Contains(tab.Text(".ops-verdict"), fmt.Sprintf("%d moves", rec.Ops.OptimalMoves+2)) {
		t.Errorf("the stored Ops finish: the board is %s, %q", got, tab.Text(".ops-verdict"))
	}
	if got := stat(t, tab, "Days played"); got != "1" {
		t.Errorf("days played %s, want the 1 of the Ops finish", got)
	}
	if got := tab.Text("[data-ops] .play-share output"); strings.Contains(strings.ToLower(got), "duel") {
		t.Errorf("the share text tells of the duel: %q", got)
	}
	axe.Check(tab, "the daily duel solved before")
	for _, c := range []struct {
		w, h int
		dark bool
	}{{390, 844, false}, {390, 844, true}, {1280, 800, false}, {1280, 800, true}} {
		tab.Viewport(c.w, c.h)
		theme := "light"
		if c.dark {
			theme = "dark"
			tab.Media("screen", "prefers-color-scheme=dark")
		} else {
			tab.Media("screen", "prefers-color-scheme=light")
		}
		browsertest.Eval[bool](tab, `document.querySelector('#duel').scrollIntoView(), true`)
		shots := browsertest.Shots(t)
		tab.Screenshot(filepath.Join(shots, fmt.Sprintf("daily-kept-%d-%s.png", c.w, theme)))
		if err := os.WriteFile(filepath.Join(shots, fmt.Sprintf("duel-kept-%d-%s.png", c.w, theme)), browsertest.Run(tab, chromedp.Screenshot(chromedp.CSS("#duel"))), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tab.Media("screen", "prefers-color-scheme=light")
	tab.Viewport(1000, 800)

	// Cleared and solved again, by another winning try if there is one: the first solve
	// stands.
	tab.Click(".duel-reset")
	again := wins[0]
	browsertest.DuelTry(tab, p, again)
	if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
		t.Fatalf("solving again: the duel is %q", got)
	}
	if got := get(key); got != tryJSON(win) {
		t.Errorf("solved again by %v, the kept try is %s, want the first, %s", again, got, tryJSON(win))
	}
	tab.Click(".duel-reset")
	reload()
	check("after Clear and a reload")

	// Values that are no win of the day: ignored, and the puzzle is there to play.
	notWin := tries[slices.IndexFunc(tries, func(x engine.Try) bool { return x.Verdict != engine.Wins })].Move
	bad := []string{"not json", "", "null", "{}", "[]", `"` + tryJSON(win) + `"`, tryJSON(notWin),
		fmt.Sprintf("[%d,%d,%q]", win.Give, win.From, fmt.Sprint(win.Take)), fmt.Sprintf("[%d,%d]", win.Give, win.From),
		fmt.Sprintf("[%d,%d,%d,0]", win.Give, win.From, win.Take), "[0,2,5]", "[8,2,2]", "[9,0,0]", "[-1,0,0]", "[0.5,0,1]"}
	// A winning try of the day before, when it is none of this day's.
	if prev, err := generator.Generate(seed, historyDay.Add(-1)); err == nil && !slices.Contains(wins, prev.Duel.WinningMoves[0]) {
		bad = append(bad, tryJSON(prev.Duel.WinningMoves[0]))
	}
	for _, v := range bad {
		set(key, v)
		reload()
		if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
			t.Errorf("stored %q: the duel is %q, want playing", v, got)
		}
		duelShows(t, tab, p, fmt.Sprintf("stored %q", v))
		if n := tab.Count(".duel-table .duel-card"); n != 20 {
			t.Errorf("stored %q: %d cards on the table", v, n)
		}
	}
	// Solved over a damaged value: the real try is kept.
	browsertest.DuelTry(tab, p, win)
	if got := get(key); got != tryJSON(win) {
		t.Errorf("solved over a damaged value: kept %s, want %s", got, tryJSON(win))
	}
	reload()
	check("solved over a damaged value, after a reload")
}
