package trainertest

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/bank"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
	"github.com/opsdaily/opsdaily/site/internal/pageweight"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
)

// browser is the one headless Chromium of this package.
var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// Weight budgets of the trainer's pages, everything they load included (the README's Performance).
const (
	MaxPractice = 150 << 10
	MaxMatch    = 100 << 10
)

// builtSite is the small site of the package's tests, built once; frenchSite the same in French.
var builtSite, frenchSite sitetest.Built

// built builds a small site once (site.Build) and returns its directory.
func built(t *testing.T) string {
	return builtSite.Dir(t, browser, "opsdaily-trainer", site.Options{From: generator.MakeDate(2026, 11, 27), To: generator.MakeDate(2026, 11, 30), Today: generator.MakeDate(2026, 11, 29)})
}

// defaultBank is the bank the default site ships, for checking what the page shows.
func defaultBank(t *testing.T) *bank.Bank {
	t.Helper()
	b, err := bank.Make(generator.DefaultSeed, bank.OpsPerLevel, bank.TwoOpsPerLevel)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestWeights: the trainer's pages, English and French, stay within their budgets.
func TestWeights(t *testing.T) {
	for _, l := range []struct{ lang, dir string }{{"en", built(t)}, {"fr", builtFrench(t)}} {
		lang, dir := l.lang, l.dir
		for _, c := range []struct {
			path string
			max  int
		}{{"practice/index.html", MaxPractice}, {"match/index.html", MaxMatch}} {
			// The page with every file it loads (shared style sheets and scripts of assets/);
			// Of fails on anything loaded from another host.
			w, loads, err := pageweight.Of(filepath.Join(dir, c.path))
			if err != nil {
				t.Fatal(err)
			}
			if w > c.max {
				t.Errorf("%s (%s) weighs %d bytes with all it loads, more than %d", c.path, lang, w, c.max)
			}
			t.Logf("%s (%s): %d bytes with all it loads: %v", c.path, lang, w, loads)
		}
	}
}

// opsStart reads the Ops layout of the page's board.
func opsStart(tab *browsertest.Tab) string {
	return browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('#ops [data-pos]'), function (c) { return c.getAttribute('data-value') % 10; }).join('')`)
}

// solveOps plays an optimal solution of the board by clicking.
func solveOps(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	l, err := ops.ParseLayout(opsStart(tab))
	if err != nil {
		t.Fatal(err)
	}
	sol := ops.Solve(l)
	if got := tab.Attr(`#ops [data-ops-board]`, "data-optimal"); got != fmt.Sprint(sol.Optimal) {
		t.Fatalf("board says the best is %s, the solver %d", got, sol.Optimal)
	}
	for _, m := range sol.Moves {
		tab.Click(fmt.Sprintf(`#ops [data-pos="%d"]`, m[0]))
		tab.Click(fmt.Sprintf(`#ops [data-pos="%d"]`, m[1]))
	}
	tab.Wait(`document.querySelector('#ops [data-ops-state]').getAttribute('data-ops-state') === 'solved'`)
	tab.Wait(`!document.querySelector('[data-tr-feedback="ops"]').hidden`)
}

func level(tab *browsertest.Tab, game string) string {
	return tab.Attr(`[data-tr-level="`+game+`"]`, "data-level")
}

// fresh opens url in a fresh browser context: no stored progress, as in a new browser.
func fresh(t *testing.T, url string) *browsertest.Tab {
	tab := browser.FreshTab(t)
	tab.Open(url)
	return tab
}

// TestPracticeLevels: two optimal solves move the Ops level up; the puzzles come from the
// bank's levels; a miss moves it down; progress survives a reload.
func TestPracticeLevels(t *testing.T) {
	url := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))
	b := defaultBank(t)
	inLevel := func(start string, lv int) bool {
		return slices.ContainsFunc(b.Ops[lv-1], func(p generator.OpsPuzzle) bool { return p.Start == start })
	}
	tab := fresh(t, url)
	tab.Viewport(390, 844)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "practice-phone-start.png"))
	if level(tab, "ops") != "1" || !inLevel(opsStart(tab), 1) {
		t.Fatalf("practice opens at level %s on %s", level(tab, "ops"), opsStart(tab))
	}
	live.Record(tab)
	for i := range 2 {
		solveOps(t, tab)
		// The board's verdict and the practice's are one message.
		live.Wait(tab, "Success")
		if i == 0 {
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			live.Once(t, msgs, "4 of 4 lines hold. Solved in ", "Success: solved in ")
		}
		if !strings.Contains(tab.Text(`[data-tr-feedback="ops"]`), "Success") {
			t.Fatalf("solve %d: feedback %q", i, tab.Text(`[data-tr-feedback="ops"]`))
		}
		if i == 0 {
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "practice-phone-feedback.png"))
			checkProof(t, tab)
		}
		tab.Click(`[data-tr-next="ops"]`)
	}
	if level(tab, "ops") != "2" || !inLevel(opsStart(tab), 2) {
		t.Fatalf("after two successes: level %s, start %s", level(tab, "ops"), opsStart(tab))
	}
	// The proof in the feedback holds: each of its lines is a true equation of the end layout.
	tab.Open(url)
	if level(tab, "ops") != "2" {
		t.Fatalf("after a reload: level %s", level(tab, "ops"))
	}
	tab.Click(`[data-tr-next="ops"]`) // skipping is a miss
	if level(tab, "ops") != "1" {
		t.Fatalf("after a miss: level %s", level(tab, "ops"))
	}
	if !browsertest.Eval[bool](tab, `Object.keys(localStorage).some(k => /^opsdaily:[0-9a-f]{8}:practice:self$/.test(k))`) {
		t.Fatal("no progress stored under opsdaily:SITE:practice:self")
	}
	// Two Ops: the advised discard and an optimal play is a success.
	live.Record(tab)
	playTwo(t, tab, "", true)
	if !strings.Contains(tab.Text(`[data-tr-feedback="two"]`), "Success") {
		t.Fatalf("two ops feedback %q", tab.Text(`[data-tr-feedback="two"]`))
	}
	live.Wait(tab, "Success.")
	msgs := live.Messages(tab)
	live.Check(t, msgs)
	live.Once(t, msgs, "The best for the cards you kept.", "The details follow. Success.")
	axe.Check(tab, "practice, both boards played")
	// Practice never counts as a day played: the daily keys stay untouched.
	if keys := browsertest.Eval[[]string](tab, `Object.keys(localStorage).filter(function (k) { return !/^opsdaily:[0-9a-f]{8}:practice:/.test(k); })`); len(keys) > 0 {
		t.Errorf("practice wrote other keys: %v", keys)
	}
	tab.Viewport(1280, 900)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "practice-desktop-two.png"))
	// Reset starts again at level 1 with nothing counted.
	browsertest.Eval[any](tab, `window.confirm = function () { return true; }, null`)
	tab.Click(`[data-tr-reset]`)
	if level(tab, "ops") != "1" || level(tab, "two") != "1" || !strings.Contains(tab.Text(`[data-tr-level="ops"]`), "puzzle 1 ") {
		t.Fatalf("after reset: %q", tab.Text(`[data-tr-level="ops"]`))
	}
}

// checkProof checks the Ops feedback: as many swaps as the optimum, and four proving
// equations that are true arithmetic and use the cards of the end layout shown.
func checkProof(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	f := `[data-tr-feedback="ops"]`
	if n, want := tab.Count(f+` ol li`), tab.Attr(`#ops [data-ops-board]`, "data-optimal"); fmt.Sprint(n) != want {
		t.Errorf("feedback lists %d swaps; the best is %s", n, want)
	}
	eqs := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('`+f+` ul .eq'), function (e) { return e.textContent; })`)
	if len(eqs) != 4 {
		t.Fatalf("proof %v", eqs)
	}
	cells := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('`+f+` .tr-mini span'), function (e) { return e.textContent; })`)
	if len(cells) != 9 {
		t.Fatalf("end layout %v", cells)
	}
	lines := [4][3]int{{0, 1, 2}, {3, 4, 5}, {0, 3, 6}, {1, 4, 7}}
	for i, e := range eqs {
		var a, b, c int
		var op string
		if _, err := fmt.Sscanf(e, "%d %s %d = %d", &a, &op, &b, &c); err != nil {
			t.Fatalf("equation %q: %v", e, err)
		}
		ok := false
		switch op {
		case "+":
			ok = a+b == c
		case "−":
			ok = a-b == c
		case "×":
			ok = a*b == c
		case "÷":
			ok = b != 0 && a%b == 0 && a/b == c
		}
		if !ok {
			t.Errorf("the proof's equation %q is false", e)
		}
		if l := lines[i]; fmt.Sprint(a, b, c) != cells[l[0]]+" "+cells[l[1]]+" "+cells[l[2]] {
			t.Errorf("line %d: %q is not the end layout's %v", i, e, cells)
		}
	}
}

// card reads a card code.
func card(t *testing.T, s string) puzzles.Card {
	t.Helper()
	c, err := puzzles.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cards(t *testing.T, s []string) []puzzles.Card {
	out := make([]puzzles.Card, len(s))
	for i, x := range s {
		out[i] = card(t, x)
	}
	return out
}

// playTwo plays the Two Ops board inside scope (a CSS prefix, "" for the page): it discards
// the card the keep rates advise (or the first card) and builds an optimal arrangement of
// the five kept, found by twoops.Solve. It returns the six cards, the discard, the kept
// cards' best and the goal.
func playTwo(t *testing.T, tab *browsertest.Tab, scope string, advised bool) (six []puzzles.Card, discard puzzles.Card, best twoops.Value, goal twoops.Goal) {
	t.Helper()
	six, discard = discardTwo(t, tab, scope, advised)
	tab.Wait(`!document.querySelector('` + scope + ` [data-twoops] .to-table').hidden`)
	best, goal = arrangeTwo(t, tab, scope, discard)
	return six, discard, best, goal
}

// discardTwo makes the discard on the Two Ops board inside scope: the card the keep rates
// advise, or the first card. It returns the six cards and the discard.
func discardTwo(t *testing.T, tab *browsertest.Tab, scope string, advised bool) (six []puzzles.Card, discard puzzles.Card) {
	t.Helper()
	root := scope + ` [data-twoops]`
	six = cards(t, browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('`+root+` .to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); })`))
	if len(six) != 6 {
		t.Fatalf("hand %v", six)
	}
	discard = six[0]
	if advised {
		a, err := twoops.Advice([6]puzzles.Card(six))
		if err != nil {
			t.Fatal(err)
		}
		discard = a
	}
	tab.Click(root + ` .to-hand [data-card="` + discard.String() + `"]`)
	tab.Click(root + ` [data-act="discard"]`)
	return six, discard
}

// arrangeTwo builds, on the Two Ops board inside scope showing its operators and goal card
// after discard, an optimal arrangement of the five kept, found by twoops.Solve, and
// submits it. It returns the kept cards' best and the goal.
func arrangeTwo(t *testing.T, tab *browsertest.Tab, scope string, discard puzzles.Card) (best twoops.Value, goal twoops.Goal) {
	t.Helper()
	root := scope + ` [data-twoops]`
	kept, opers, goal := browsertest.TwoOpsTable(t, tab, root)
	if slices.Contains(kept, discard) {
		t.Fatalf("the pool keeps %v, discarded", discard)
	}
	play, err := twoops.Solve(kept, opers, goal)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.PlaceTwoOps(tab, root, play.Optimal[0])
	return play.Best, goal
}

// TestPracticeClassCode: one class code gives the same first puzzles in two fresh browser
// contexts (each with its own storage), after one solve too.
func TestPracticeClassCode(t *testing.T) {
	url := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")) + "?class=7b"
	var seen [2][]string
	for k := range 2 {
		tab := fresh(t, url)
		hand := func() string {
			return browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('#twoops .to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); }).join(' ')`)
		}
		seen[k] = append(seen[k], opsStart(tab), hand())
		solveOps(t, tab)
		tab.Click(`[data-tr-next="ops"]`)
		tab.Click(`[data-tr-next="two"]`)
		seen[k] = append(seen[k], opsStart(tab), hand())
		if !strings.Contains(tab.Text(`[data-tr-who]`), "7b") {
			t.Errorf("the page does not name the class code: %q", tab.Text(`[data-tr-who]`))
		}
		if !browsertest.Eval[bool](tab, `Object.keys(localStorage).some(k => /^opsdaily:[0-9a-f]{8}:practice:class:7b$/.test(k))`) {
			t.Error("no progress stored for the class code")
		}
	}
	if !slices.Equal(seen[0], seen[1]) {
		t.Fatalf("class 7b: first browser %v, second %v", seen[0], seen[1])
	}
	// The page in dark mode, to look at.
	tab := browser.Tab(t)
	tab.Media("", "prefers-color-scheme=dark")
	tab.Viewport(1280, 900)
	tab.Open(url)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "practice-desktop-dark.png"))
	if seen[0][0] == seen[0][2] {
		t.Fatalf("the second puzzle repeats the first: %v", seen[0])
	}
}

// TestPracticeBadClassCode: a class code with a space or a sign, typed or given in the
// address, is refused in the page's own words and language, naming the value and giving a
// valid example, and never changed into another class's code ("7 b!" is not class 7b); a
// good code typed in upper case is the class of its lower case.
func TestPracticeBadClassCode(t *testing.T) {
	for _, c := range []struct {
		page, typed, said, own string
	}{
		{browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")), "7 b!",
			"“7 b!” is not a class code: a class code has 1 to 24 letters, digits, - and _, like 7b.", "own random order"},
		{browsertest.FileURL(filepath.Join(builtFrench(t), "practice", "index.html")), "7 b!",
			"«\u00a07 b!\u00a0» n’est pas un code de classe\u00a0: un code de classe a de 1 à 24 lettres, chiffres, - et _, par exemple 7b.", "propre ordre"},
	} {
		tab := fresh(t, c.page)
		tab.Focus("#tr-code")
		tab.Keys(c.typed + "\r")
		tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-tr-class-err]`)))
		if got := tab.Text(`[data-tr-class-err]`); got != c.said {
			t.Errorf("%s, typed %q: the page says %q, want %q", c.page, c.typed, got, c.said)
		}
		if got := browsertest.Eval[string](tab, `location.search`); got != "" {
			t.Errorf("%s, typed %q: the page went on to %q", c.page, c.typed, got)
		}
		if got := tab.Attr("#tr-code", "aria-invalid"); got != "true" {
			t.Errorf("%s: the field's aria-invalid is %q", c.page, got)
		}
		// The same code in the address: refused, and practice on one's own meanwhile.
		tab.Open(c.page + "?class=" + url.QueryEscape(c.typed))
		if got := tab.Text(`[data-tr-class-err]`); got != c.said {
			t.Errorf("%s?class=%s: the page says %q, want %q", c.page, c.typed, got, c.said)
		}
		if who := tab.Text(`[data-tr-who]`); strings.Contains(who, "7b") || !strings.Contains(who, c.own) {
			t.Errorf("%s?class=%s: the page says %q, want practice on one's own", c.page, c.typed, who)
		}
		if got := browsertest.Eval[string](tab, `document.querySelector('#tr-code').value`); got != c.typed {
			t.Errorf("%s?class=%s: the field holds %q, to put right", c.page, c.typed, got)
		}
		// A good code, typed in upper case.
		tab.Open(c.page)
		tab.Focus("#tr-code")
		tab.Keys("7B\r")
		// The form's navigation: poll through it (an evaluation during it fails).
		for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
			if ok, err := chromedp.Run(tab.Ctx, chromedp.Evaluate[bool](`location.search === '?class=7B' && document.readyState === 'complete' && !!document.querySelector('[data-tr-who] a')`)); err == nil && ok {
				break
			}
			if time.Since(start) > 30*time.Second {
				t.Fatalf("%s: typing 7B and Enter did not open the class's page", c.page)
			}
		}
		if who := tab.Text(`[data-tr-who]`); !strings.Contains(who, "7b") {
			t.Errorf("%s?class=7B: the page says %q, want class 7b", c.page, who)
		}
		if n := browsertest.Eval[bool](tab, `document.querySelector('[data-tr-class-err]').hidden`); !n {
			t.Errorf("%s?class=7B: a good code is refused", c.page)
		}
	}
}

// TestMatch plays a whole match against three strong computer players and checks every
// round against the engine: the values of everyone's operations, the points (twoops.Score),
// the totals and the end (twoops.Match), the computers' discards (the highest keep rate)
// and play (their best); then the same seed replays the same deal.
func TestMatch(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	const players = 4
	url := page + "?seed=test7&players=3&level=strong&target=10"
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	tab.Open(url)
	if got := tab.Text(`[data-tr-seed]`); got != "test7" {
		t.Fatalf("match seed shown %q", got)
	}
	firstHand := browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('.to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); }).join(' ')`)
	live.Record(tab)
	m, err := twoops.NewMatch(players, 10)
	if err != nil {
		t.Fatal(err)
	}
	var rounds []played // what the match showed, for its replay link
	for round := 1; ; round++ {
		if round > 30 {
			t.Fatal("the match did not end in 30 rounds")
		}
		six, _, best, goal := playTwo(t, tab, "", round%2 == 1)
		tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
		if round == 1 {
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "match-phone-round1.png"))
		}
		rows := resultRows(t, tab, round, players, goal)
		var results []twoops.Value
		for p, r := range rows {
			kept, arr := cards(t, strings.Fields(r.Kept)), cards(t, strings.Fields(r.Arr))
			if len(kept) != 5 || len(arr) != 6 {
				t.Fatalf("round %d player %d: %+v", round, p, r)
			}
			for _, i := range []int{0, 2, 3, 5} {
				if !slices.Contains(kept, arr[i]) {
					t.Fatalf("round %d player %d plays %v, not among the kept %v", round, p, arr[i], kept)
				}
			}
			v := goal.Combine(twoops.Operate(arr[1], arr[0], arr[2]), twoops.Operate(arr[4], arr[3], arr[5]))
			if r.Result != v.String() {
				t.Fatalf("round %d player %d: result %s, the engine %s", round, p, r.Result, v)
			}
			opers := [2]puzzles.Card{arr[1], arr[4]}
			if kb := twoops.BestValue(kept, opers, goal); p == 0 && v != best || p > 0 && v != kb {
				t.Fatalf("round %d player %d: %s is not the best %s of the kept", round, p, v, kb)
			}
			if p > 0 {
				six := [6]puzzles.Card(append(slices.Clone(kept), card(t, r.Discard)))
				rates, err := twoops.KeepRates(six)
				if err != nil {
					t.Fatal(err)
				}
				for _, rt := range rates {
					if rt.Kept > rates[5].Kept {
						t.Fatalf("round %d player %d discards %s with keep rate %s; another has %s", round, p, r.Discard, rates[5], rt)
					}
				}
			}
			results = append(results, v)
		}
		rounds = append(rounds, played{six: [][]puzzles.Card{six}, rows: rows, goal: goal})
		pts, err := m.Record(results, goal)
		if err != nil {
			t.Fatal(err)
		}
		for p, r := range rows {
			if r.Points != fmt.Sprint(pts[p]) {
				t.Fatalf("round %d player %d: %s points, twoops.Score %d", round, p, r.Points, pts[p])
			}
			if got := tab.Text(fmt.Sprintf(`[data-total="%d"]`, p)); got != fmt.Sprint(m.Totals[p]) {
				t.Fatalf("round %d player %d: total %s, want %d", round, p, got, m.Totals[p])
			}
		}
		if m.Over() != (tab.Count(`[data-tr-over]`) == 1) {
			t.Fatalf("round %d: the engine says over=%v, the page disagrees", round, m.Over())
		}
		// The round is said in sentences, with the engine's results, points and totals.
		points := func(n int) string {
			if n == 1 {
				return "1 point"
			}
			return fmt.Sprint(n, " points")
		}
		said, scores := fmt.Sprintf("Round %d: you %s, %s", round, results[0].Prose(), points(pts[0])), fmt.Sprint("Scores: you ", m.Totals[0])
		for p := 1; p < players; p++ {
			said += fmt.Sprintf("; Computer %d %s, %s", p, results[p].Prose(), points(pts[p]))
			scores += fmt.Sprintf(", Computer %d %d", p, m.Totals[p])
		}
		live.Wait(tab, said)
		live.Once(t, live.Messages(tab), said+". "+scores+".")
		if m.Over() {
			break
		}
		tab.Click(`[data-tr-next]`)
	}
	msgs := live.Messages(tab)
	live.Check(t, msgs)
	live.Once(t, msgs, fmt.Sprintf("Match over after %d rounds.", m.Rounds))
	axe.Check(tab, "match over")
	text := tab.Text(`[data-tr-over]`)
	w := m.Winners()
	names := []string{"You", "Computer 1", "Computer 2", "Computer 3"}
	for _, p := range w {
		if p > 0 && !strings.Contains(text, names[p]) || p == 0 && !strings.Contains(text, "You") {
			t.Fatalf("winners %v, the page says %q", w, text)
		}
	}
	tab.Viewport(1280, 900)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "match-desktop-end.png"))
	t.Logf("match over after %d rounds: %v; %s", m.Rounds, m.Totals, text)
	// The share link holds the match; followed, it opens its replay.
	checkLink(t, browsertest.Eval[string](tab, `document.querySelector('[data-tr-share]').href`), "test7", names, rounds)
	tab.Click(`[data-tr-share]`) // the page reloads: tab.Wait waits through it
	tab.Wait(`document.querySelector('.tr-match')?.getAttribute('data-tr-mode') === 'replay'`)
	replayOpens(t, tab, players, 10, m.Rounds)
	// "To the round's end" jumps to each round's scores in turn.
	for r := range 2 {
		tab.Click(`[data-tr-skip]`)
		if got, want := tab.Attr(`.tr-match`, "data-tr-replay-step"), fmt.Sprint((r+1)*2*players); got != want {
			t.Fatalf("after %d skips the replay is at step %s, want %s", r+1, got, want)
		}
		for p, row := range resultRows(t, tab, r+1, players, rounds[r].goal) {
			if row != rounds[r].rows[p] {
				t.Fatalf("replay round %d: %+v, the match showed %+v", r+1, row, rounds[r].rows[p])
			}
		}
	}
	// "Play this match yourself" leaves the replay for the same match, dealt afresh.
	tab.Click(`[data-tr-seedline] a`)
	tab.Wait(`document.querySelector('.tr-match')?.hasAttribute('data-tr-mode') === false && document.querySelectorAll('.to-hand [data-card]').length === 6`)
	if again := browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('.to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); }).join(' ')`); again != firstHand {
		t.Fatalf("from the replay, the match deals %s; first time %s", again, firstHand)
	}
	// Replay: the same URL deals the same first hand.
	tab.Open(url)
	if again := browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('.to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); }).join(' ')`); again != firstHand {
		t.Fatalf("replay dealt %s, first time %s", again, firstHand)
	}
}

// resultRow is a player's row of a round's results table, as its data attributes give it.
type resultRow struct{ Kept, Arr, Discard, Result, Points string }

// resultRows reads the results table of round, failing t unless it is for goal and has a
// row for each of the players.
func resultRows(t *testing.T, tab *browsertest.Tab, round, players int, goal twoops.Goal) []resultRow {
	t.Helper()
	if g := tab.Attr(`[data-tr-results] table`, "data-tr-goal"); g != goal.String() {
		t.Fatalf("round %d: goal %s, want %s", round, g, goal)
	}
	rows := browsertest.Eval[[]resultRow](tab, `[].map.call(document.querySelectorAll('[data-tr-results] tr[data-player]'), function (r) {
		return {Kept: r.getAttribute('data-kept'), Arr: r.getAttribute('data-arr'), Discard: r.getAttribute('data-discard'), Result: r.getAttribute('data-result'), Points: r.getAttribute('data-points')}; })`)
	if len(rows) != players {
		t.Fatalf("round %d: %d rows", round, len(rows))
	}
	return rows
}

// TestMatchFormAndNarrowTable: the match's form shows the match's own target, whatever
// ?target= gave (1 to 50), so that "New match" keeps it; and a round of six players,
// English and French, fits a 320-px screen: no round table is wider than its box, and the
// page does not scroll sideways.
func TestMatchFormAndNarrowTable(t *testing.T) {
	tab := browser.Tab(t)
	for _, page := range []string{browsertest.FileURL(filepath.Join(built(t), "match", "index.html")), browsertest.FileURL(filepath.Join(builtFrench(t), "match", "index.html"))} {
		for _, target := range []string{"3", "10", "37"} {
			tab.Open(page + "?seed=42&players=2&level=strong&target=" + target)
			if got := browsertest.Eval[string](tab, `document.querySelector('#tr-target').value`); got != target {
				t.Errorf("%s, target %s: the form says to %s points", page, target, got)
			}
			if got := browsertest.Eval[string](tab, `new FormData(document.querySelector('[data-tr-setup]')).get('target')`); got != target {
				t.Errorf("%s, target %s: New match would start a match to %s", page, target, got)
			}
			if got := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('#tr-target option'), function (o) { return o.value; })`); !slices.IsSortedFunc(got, func(a, b string) int { return atoi(t, a) - atoi(t, b) }) {
				t.Errorf("%s, target %s: the targets offered are out of order: %v", page, target, got)
			}
		}
		tab.Viewport(320, 800)
		for _, scheme := range []string{"light", "dark"} {
			tab.Media("", "prefers-color-scheme="+scheme)
			tab.Open(page + "?seed=42&players=5&level=strong&target=3")
			playTwo(t, tab, "", true)
			tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
			if bad := browsertest.Eval[[]string](tab, `[].filter.call(document.querySelectorAll('.tr-scroll'), function (b) { return b.scrollWidth > b.clientWidth; }).map(function (b) { return b.getAttribute('aria-label') + ': ' + b.scrollWidth + ' px in ' + b.clientWidth; })`); len(bad) > 0 {
				t.Errorf("%s at 320 px, %s: round tables cut: %v", page, scheme, bad)
			}
			if w := browsertest.Eval[int](tab, `document.documentElement.scrollWidth`); w > 320 {
				t.Errorf("%s at 320 px: the page is %d px wide", page, w)
			}
			if dir := browsertest.Shots(t); dir != "" {
				tab.Do(chromedp.ScrollIntoView(chromedp.CSS(`[data-tr-results]`)))
				png := browsertest.Run(tab, chromedp.CaptureScreenshot())
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("match-320-%s-%s.png", map[bool]string{true: "fr", false: "en"}[strings.Contains(page, "-fr")], scheme)), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		tab.Media("")
		tab.Viewport(1000, 800)
	}
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// A match address whose values the page does not take as written (a number out of range
// or not written in digits, an unknown level, a seed with other characters) says so, each
// value named with what the page takes and what the match has instead, on the page and
// first on the live region; the match is the one it says. An address the page takes says
// nothing of the kind, nor does an empty value (the form's blank seed).
func TestMatchAddressNotTaken(t *testing.T) {
	axe.Available(t)
	tab := browser.FreshTab(t)
	tab.HearLive()
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	for _, c := range []struct {
		query string
		said  []string // "k=v … k=n" of each value not taken, in the page's order: people, players, target, level, seed
		to    int      // the target the match then has
	}{
		{"?seed=ok7&players=2&level=easy&target=10", nil, 10},
		{"?seed=&people=&players=3&level=strong&target=15", nil, 15},
		{"?seed=ok7&target=1e3", []string{"target=1e3", "target=10"}, 10},
		{"?seed=ok7&target=99&players=1.5", []string{"players=1.5", "players=2", "target=99", "target=50"}, 50},
		// No target at all: the default, 10.
		{"?seed=ok7&target=0&level=hard", []string{"target=0", "target=10", "level=hard", "level=strong"}, 10},
		{"?seed=ok7&players=0", []string{"players=0", "players=1"}, 10},
		{"?seed=ok7&people=Ann,Ben,Cy&players=4", []string{"players=4", "players=3"}, 10},
		{"?seed=bad!seed&players=2", []string{"seed=bad!seed", "seed=badseed"}, 10},
		// The form's names, spaces after the commas: taken; a seventh and eighth: not.
		{"?seed=ok7&people=Ann,%20Ben&players=1", nil, 10},
		{"?seed=ok7&people=A,B,C,D,E,F,G,H&players=0", []string{"people=A,B,C,D,E,F,G,H", "people=A,B,C,D,E,F."}, 10},
	} {
		tab.Open(page + c.query)
		tab.Wait(`document.readyState === 'complete' && window.__heard.length > 0`)
		note := ""
		if tab.Count("[data-tr-bad-param]") > 0 {
			note = tab.Text("[data-tr-bad-param]")
		}
		if len(c.said) == 0 {
			if note != "" {
				t.Errorf("%s: the page says %q of an address it takes", c.query, note)
			}
		} else {
			rest := note
			for _, s := range c.said {
				i := strings.Index(rest, s)
				if i < 0 {
					t.Errorf("%s: the note %q does not say %q (in order: %v)", c.query, note, s, c.said)
					break
				}
				rest = rest[i+len(s):]
			}
			if n := strings.Count(note, "is not one this page takes"); n != len(c.said)/2 {
				t.Errorf("%s: the note names %d values, want %d: %q", c.query, n, len(c.said)/2, note)
			}
			if heard := browsertest.Eval[string](tab, `window.__heard[0]`); !strings.HasPrefix(heard, strings.TrimSpace(note)) {
				t.Errorf("%s: the live region first says %q, not the note %q", c.query, heard, note)
			}
		}
		if got, want := tab.Text("[data-tr-seedline]"), fmt.Sprintf("to %d point", c.to); !strings.Contains(got, want) {
			t.Errorf("%s: the match is %q, want one %s", c.query, got, want)
		}
		axe.Check(tab, "match"+c.query)
	}
}
