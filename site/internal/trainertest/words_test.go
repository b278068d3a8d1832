package trainertest

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// The trainer's pages in the class's language: a French site's practice and match pages,
// played as a learner and a group would, show no phrase of the English catalogue in their
// text, accessible names, live messages or dialogs (browsertest.NoEnglish), and say in
// French what independent knowledge of the language and the engines expects.

// builtFrench builds the small site of built in French, once, and returns its directory.
func builtFrench(t *testing.T) string {
	return frenchSite.Dir(t, browser, "opsdaily-trainer-fr", site.Options{From: generator.MakeDate(2026, 11, 27), To: generator.MakeDate(2026, 11, 30),
		Today: generator.MakeDate(2026, 11, 29), Operator: site.Operator{Language: "fr"}})
}

// snapshot is what a visitor could meet on the page at one moment of a tour: its words
// (Tab.Words), the dialogs' questions asked so far included.
type snapshot struct {
	at    string
	words []string
}

// A look is called at each moment of a tour, before its words are taken: at names the
// moment, vals are the engine's values (twoops.Value.String) and card codes the page
// should show or say then. It may wait for the page to speak and check what it shows.
type look func(at string, tab *browsertest.Tab, vals ...string)

// tour keeps the snapshots of a tour and its look.
type tour struct {
	shots []snapshot
	look  look
}

// snap records the page's words in tab at the moment at (after the tour's look, given
// vals), with the questions window.confirm asked (catchConfirm).
func (tr *tour) snap(tab *browsertest.Tab, at string, vals ...string) {
	tab.T.Helper()
	if tr.look != nil {
		tr.look(at, tab, vals...)
	}
	w := tab.Words()
	w = append(w, browsertest.Eval[[]string](tab, `window.__asked || []`)...)
	tr.shots = append(tr.shots, snapshot{at, w})
}

// catchConfirm makes window.confirm record its question in window.__asked and answer yes.
func catchConfirm(tab *browsertest.Tab) {
	tab.T.Helper()
	browsertest.Eval[bool](tab, `window.__asked = [], window.confirm = function (q) { window.__asked.push(q); return true; }, true`)
}

// solveOpsFrom plays, by clicking, an optimal solution of the Ops board from its layout now.
func solveOpsFrom(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	l, err := ops.ParseLayout(opsStart(tab))
	if err != nil {
		t.Fatal(err)
	}
	browsertest.SolveOps(tab, "#ops", l)
	tab.Wait(`document.querySelector('#ops [data-ops-state]').getAttribute('data-ops-state') === 'solved'`)
	tab.Wait(`!document.querySelector('[data-tr-feedback="ops"]').hidden`)
}

// arrangeWorse builds on the Two Ops board, after the discard, an arrangement of the five
// kept that is not their best (twoops.Solve), and submits it; it returns its value.
func arrangeWorse(t *testing.T, tab *browsertest.Tab) twoops.Value {
	t.Helper()
	root := ` [data-twoops]`
	tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
	kept, opers, goal := browsertest.TwoOpsTable(t, tab, root)
	play, err := twoops.Solve(kept, opers, goal)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(play.All, func(a twoops.Arrangement) bool { return a.Result != play.Best })
	if i < 0 {
		t.Fatalf("every arrangement of %v reaches the best", kept)
	}
	a := play.All[i]
	browsertest.PlaceTwoOps(tab, root, a)
	return a.Result
}

// practiceTour plays the practice page at page (practice/index.html) as a learner: the page
// on their own, then with a class code, Ops solved at its best twice (up a level), with a
// hint and two wasted swaps, with the solution shown and skipped; Two Ops at its best and
// not; the session finished with a name to get the report code; the progress reset. It
// returns the page's words at each moment.
func practiceTour(t *testing.T, page string, lk look) []snapshot {
	t.Helper()
	tr := &tour{look: lk}
	tab := browser.FreshTab(t)
	tab.HearLive()
	tab.Open(page)
	tr.snap(tab, "practice on one's own")
	tab.Open(page + "?class=tour")
	tr.snap(tab, "practice with a class code")
	for i := range 2 {
		solveOpsFrom(t, tab)
		tr.snap(tab, fmt.Sprintf("Ops solved at its best, %d", i+1))
		tab.Click(`[data-tr-next="ops"]`)
	}
	tr.snap(tab, "Ops level 2")
	// A hint and two wasted swaps: solved, not at the best.
	tab.Click(`#ops [data-act="hint"]`)
	for range 2 {
		tab.Click(`#ops [data-pos="0"]`)
		tab.Click(`#ops [data-pos="1"]`)
	}
	solveOpsFrom(t, tab)
	tr.snap(tab, "Ops solved with a hint, not at the best")
	tab.Click(`[data-tr-next="ops"]`)
	tab.Click(`#ops [data-act="show"]`)
	tab.Click(`#ops .play-dialog button[value="yes"]`)
	tab.Wait(`!document.querySelector('[data-tr-feedback="ops"]').hidden`)
	tr.snap(tab, "Ops solution shown")
	tab.Click(`[data-tr-next="ops"]`)
	tab.Click(`[data-tr-next="ops"]`) // skipped: a miss
	tr.snap(tab, "Ops skipped")
	_, _, best, _ := playTwo(t, tab, "", true)
	tab.Wait(`!document.querySelector('[data-tr-feedback="two"]').hidden`)
	tr.snap(tab, "Two Ops at its best", best.String())
	tab.Click(`[data-tr-next="two"]`)
	discardTwo(t, tab, "", false)
	worse := arrangeWorse(t, tab)
	tab.Wait(`!document.querySelector('[data-tr-feedback="two"]').hidden`)
	tr.snap(tab, "Two Ops not at its best", worse.String())
	tab.Click(`[data-tr-next="two"]`)
	tab.Click(`[data-tr-finish]`)
	tab.Wait(`!document.querySelector('[data-tr-report]').hidden`)
	tr.snap(tab, "session finished: the name asked")
	tab.Focus(`#tr-name`)
	tab.Keys("Zoé")
	tab.Click(`[data-tr-name] button`)
	tab.Wait(`!document.querySelector('[data-tr-code-box]').hidden`)
	tr.snap(tab, "the report code")
	tab.Click(`[data-tr-close]`)
	catchConfirm(tab)
	tab.Click(`[data-tr-reset]`)
	tr.snap(tab, "progress reset")
	return tr.shots
}

// matchTour plays the match page at page (match/index.html): a match of the visitor against
// two easy computer players to 3 points, then its replay step by step, then a damaged
// replay link; a match of two people and a computer through the hand-over screens, and its
// replay. It returns the page's words at each moment.
func matchTour(t *testing.T, page string, lk look) []snapshot {
	t.Helper()
	tr := &tour{look: lk}
	tab := browser.FreshTab(t)
	tab.HearLive()
	tab.Open(page + "?seed=tour&players=2&level=easy&target=3")
	tr.snap(tab, "match against the computer")
	for round := 1; ; round++ {
		if round > 20 {
			t.Fatal("the match did not end in 20 rounds")
		}
		playTwo(t, tab, "", round%2 == 1)
		tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
		tr.snap(tab, fmt.Sprintf("round %d played", round), results(tab)...)
		if tab.Count(`[data-tr-over]`) == 1 {
			break
		}
		tab.Click(`[data-tr-next]`)
	}
	tr.replay(t, tab, "solo")

	tab.Open(page + "?seed=tour#match=2.tour.000000")
	tr.snap(tab, "a replay link of another version")

	tab = browser.FreshTab(t)
	tab.HearLive()
	tab.Open(page + "?seed=tour2&people=Ann,Ben&players=1&level=strong&target=2")
	people := []string{"Ann", "Ben"}
	for round := 1; ; round++ {
		if round > 20 {
			t.Fatal("the match did not end in 20 rounds")
		}
		var discards []puzzles.Card
		for j := range people {
			tab.Wait(`!document.querySelector('[data-tr-handover]').hidden`)
			tr.snap(tab, fmt.Sprintf("round %d: %s's discard handed over", round, people[j]))
			tab.Click(`[data-tr-show]`)
			_, d := discardTwo(t, tab, "", j == 0)
			discards = append(discards, d)
			tr.snap(tab, fmt.Sprintf("round %d: %s discarded", round, people[j]), d.String())
			tab.Click(`[data-tr-next]`)
		}
		for j := range people {
			tab.Wait(`!document.querySelector('[data-tr-handover]').hidden`)
			tr.snap(tab, fmt.Sprintf("round %d: %s's operations handed over", round, people[j]))
			tab.Click(`[data-tr-show]`)
			tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
			arrangeTwo(t, tab, "", discards[j])
			if j == 0 {
				tr.snap(tab, fmt.Sprintf("round %d: %s's operations made", round, people[j]))
				tab.Click(`[data-tr-next]`)
			}
		}
		lastDone(t, tab)
		tr.snap(tab, fmt.Sprintf("round %d of people played", round), results(tab)...)
		if tab.Count(`[data-tr-over]`) == 1 {
			break
		}
		tab.Click(`[data-tr-next]`)
	}
	tr.replay(t, tab, "people")
	return tr.shots
}

// results reads the results of the round shown, as the rows' data attributes hold them.
func results(tab *browsertest.Tab) []string {
	return browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('[data-tr-results] tr[data-player]'), function (r) { return r.getAttribute('data-result'); })`)
}

// replay follows the share link of the finished match in tab and steps through its replay
// to the end, then back one step.
func (tr *tour) replay(t *testing.T, tab *browsertest.Tab, what string) {
	t.Helper()
	tab.Click(`[data-tr-share]`) // the page reloads: tab.Wait waits through it
	tab.Wait(`document.querySelector('.tr-match')?.getAttribute('data-tr-mode') === 'replay'`)
	tr.snap(tab, what+" replay opened")
	for k := 1; browsertest.Eval[bool](tab, `!document.querySelector('[data-tr-fwd]').disabled`); k++ {
		tab.Click(`[data-tr-fwd]`)
		tab.Wait(fmt.Sprintf(`document.querySelector('.tr-match').getAttribute('data-tr-replay-step') === '%d'`, k))
		tr.snap(tab, fmt.Sprintf("%s replay step %d", what, k))
	}
	tab.Click(`[data-tr-prev]`)
	tr.snap(tab, what+" replay a step back")
}

// frenchName names a card as French players do, "7 de cœur", "Dame de pique": written here
// from the language (As, Valet, Dame, Roi; pique, cœur, carreau, trèfle), not from the
// catalogue, so that it checks the catalogue.
func frenchName(t *testing.T, code string) string {
	t.Helper()
	c := card(t, code)
	rank := map[puzzles.Rank]string{puzzles.Ace: "As", puzzles.Jack: "Valet", puzzles.Queen: "Dame", puzzles.King: "Roi"}[c.Rank]
	if rank == "" {
		rank = c.Rank.String()
	}
	return rank + " de " + [4]string{"pique", "cœur", "carreau", "trèfle"}[c.Suit]
}

// frenchNumber writes a value as French does, from its machine form (twoops.Value.String,
// "-7.5"): a decimal comma and the minus sign, "−7,5".
func frenchNumber(v string) string { return strings.NewReplacer(".", ",", "-", "−").Replace(v) }

// frenchSpoken returns what a French screen reader is told for the text shown: each card
// by its French name, since "7♠" is read as a sign.
func frenchSpoken(t *testing.T, shown string) string {
	t.Helper()
	return shownCard.ReplaceAllStringFunc(shown, func(s string) string {
		c := card(t, s)
		return frenchName(t, c.String())
	})
}

// heard waits until a live message of the page contains s and returns it.
func heard(t *testing.T, tab *browsertest.Tab, s string) string {
	t.Helper()
	js := `(window.__heard || []).filter(function (m) { return m.indexOf(` + browsertest.Quote(s) + `) >= 0; })`
	tab.Wait(js + `.length > 0`)
	return browsertest.Eval[[]string](tab, js)[0]
}

// looks takes screenshots of the page in tab, named name, at 320 and 1280 px wide, light
// and dark, to look at (browsertest.Shots), and fails t if the page is wider than 320 px
// at 320 px (a longer French text must wrap). The tab is left as it was: 1000 px, light.
func looks(t *testing.T, tab *browsertest.Tab, name string) {
	t.Helper()
	for _, w := range []int{320, 1280} {
		for _, scheme := range []string{"light", "dark"} {
			tab.Viewport(w, 800)
			tab.Media("", "prefers-color-scheme="+scheme)
			tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("%s-%d-%s.png", name, w, scheme)))
			if got := browsertest.Eval[int](tab, `document.documentElement.scrollWidth`); w == 320 && got > w {
				t.Errorf("%s: at %d px the page is %d px wide", name, w, got)
			}
		}
	}
	tab.Media("")
	tab.Viewport(1000, 800)
}

// noEnglish checks the snapshots of a tour on a French page with the English catalogue's
// phrases.
func noEnglish(t *testing.T, what string, shots []snapshot) {
	t.Helper()
	phrases := browsertest.EnglishPhrases(t, "fr")
	for _, s := range shots {
		browsertest.NoEnglish(t, what+", "+s.at, phrases, s.words)
		browsertest.FrenchSpaces(t, what+", "+s.at, s.words)
		browsertest.OneMinus(t, what+", "+s.at, s.words)
	}
}

// TestOneMinusTrainer plays the practice and match tours on an English site: what the
// pages show and say writes every operation and negative number with "−", never an ASCII
// hyphen (browsertest.OneMinus; the French tours check it in noEnglish).
func TestOneMinusTrainer(t *testing.T) {
	dir := built(t)
	for what, shots := range map[string][]snapshot{
		"the practice page": practiceTour(t, browsertest.FileURL(filepath.Join(dir, "practice", "index.html")), nil),
		"the match page":    matchTour(t, browsertest.FileURL(filepath.Join(dir, "match", "index.html")), nil),
	} {
		for _, s := range shots {
			browsertest.OneMinus(t, what+", "+s.at, s.words)
		}
	}
}

// TestFrenchPractice plays the practice page of a French site (practiceTour): no English
// anywhere, and French as French writes it: the plural of a count (1 énigme, 2 énigmes),
// the Two Ops values of the engine with a decimal comma, a no-break space before a colon
// and a percent sign, the page's language.
func TestFrenchPractice(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(builtFrench(t), "practice", "index.html"))
	shots := practiceTour(t, page, func(at string, tab *browsertest.Tab, vals ...string) {
		t.Helper()
		session := tab.Text(`[data-tr-session]`)
		switch at {
		case "practice on one's own":
			if lang := tab.Attr(`html`, "lang"); lang != "fr" {
				t.Errorf("the French practice page's lang is %q", lang)
			}
		case "Ops solved at its best, 1":
			if !strings.Contains(session, " 1 énigme ") {
				t.Errorf("after one puzzle the session says %q, not \"1 énigme\"", session)
			}
		case "Ops solved at its best, 2":
			if !strings.Contains(session, " 2 énigmes ") {
				t.Errorf("after two puzzles the session says %q, not \"2 énigmes\"", session)
			}
		case "Two Ops at its best", "Two Ops not at its best":
			f := tab.Text(`[data-tr-feedback="two"]`)
			if !strings.Contains(f, frenchNumber(vals[0])) {
				t.Errorf("%s: the engine's %s is not written %q in %q", at, vals[0], frenchNumber(vals[0]), f)
			}
			if !regexp.MustCompile(`\d\x{a0}%`).MatchString(f) || strings.Contains(f, " :") {
				t.Errorf("%s: the feedback is not spaced as French is (7\u00a0%%, mot\u00a0:): %q", at, f)
			}
			if at == "Two Ops not at its best" {
				looks(t, tab, "practice-fr-feedback")
			}
		case "the report code":
			looks(t, tab, "practice-fr-report")
			if got := tab.Text(`[data-tr-summary]`); !strings.HasPrefix(got, "Zoé\u00a0: ") {
				t.Errorf("the report's summary %q does not start \"Zoé\u00a0: \"", got)
			}
		}
	})
	noEnglish(t, "the French practice page", shots)
}

// TestFrenchMatch plays the match page of a French site (matchTour): no English anywhere,
// and French as French writes it: cards said by their French names, the engine's results
// with a decimal comma, 0 point in the singular.
func TestFrenchMatch(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(builtFrench(t), "match", "index.html"))
	zero, points := false, false
	shots := matchTour(t, page, func(at string, tab *browsertest.Tab, vals ...string) {
		t.Helper()
		switch {
		case strings.HasSuffix(at, " played"):
			// The round's results are said in one message, in seat order.
			var said []string
			for _, v := range vals {
				said = append(said, " "+frenchNumber(v)+", ")
			}
			m := heard(t, tab, said[len(said)-1])
			for _, s := range said {
				if j := strings.Index(m, s); j < 0 {
					t.Errorf("%s: the results %v are not said in %q", at, vals, m)
				} else {
					m = m[j+len(s):]
				}
			}
			if at == "round 1 played" {
				looks(t, tab, "match-fr-round")
			}
			for p := range vals {
				pts := tab.Attr(fmt.Sprintf(`[data-tr-results] tr[data-player="%d"]`, p), "data-points")
				row := tab.Text(fmt.Sprintf(`[data-tr-results] tr[data-player="%d"]`, p))
				if !strings.Contains(row, frenchNumber(vals[p])) {
					t.Errorf("%s: player %d's result %s is not written %q: %q", at, p, vals[p], frenchNumber(vals[p]), row)
				}
				if pts == "0" {
					zero = true
					if !strings.Contains(row, "+0 point") || strings.Contains(row, "+0 points") {
						t.Errorf("%s: no points are \"+0 point\" in French, singular: %q", at, row)
					}
				}
			}
		case strings.HasSuffix(at, " discarded"):
			heard(t, tab, frenchName(t, vals[0]))
			if at == "round 1: Ann discarded" {
				looks(t, tab, "match-fr-discarded")
			}
		case strings.Contains(at, "replay step"):
			step := tab.Text(`[data-tr-step]`)
			heard(t, tab, frenchSpoken(t, step))
			// A round's points in the replay of a match of one's own: "vous", in lower
			// case after the colon, as the round's announcement says it.
			if strings.HasPrefix(at, "solo ") && strings.Contains(step, "Points\u00a0: ") {
				points = true
				if !strings.Contains(step, "Points\u00a0: vous ") || !strings.Contains(step, "Scores\u00a0: vous ") {
					t.Errorf("%s: the replay says %q, not \"Points\u00a0: vous …. Scores\u00a0: vous …\"", at, step)
				}
			}
			if at == "people replay step 4" {
				looks(t, tab, "match-fr-replay")
			}
		case strings.Contains(at, "handed over"):
			tab.Wait(`document.querySelector('[data-tr-live]').textContent !== ''`)
		}
	})
	if !zero {
		t.Error("no player scored 0 in a round: the French singular of +0 point went unchecked")
	}
	if !points {
		t.Error("no step of the solo replay said a round's points")
	}
	noEnglish(t, "the French match page", shots)
}
