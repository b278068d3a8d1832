package trainertest

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// keptMatch is the expression of the match page's stored match (the privacy page's
// opsdaily:SITE:match), null when there is none.
const keptMatch = `localStorage.getItem(OpsStats.here().prefix + 'match')`

// group plays a match of people on one device through its hand-over screens, as they do,
// and holds what the Go engine makes of it: every person's best result for the cards they
// kept (twoops.Solve, which they play), the points and totals (twoops.Match).
type group struct {
	t        *testing.T
	tab      *browsertest.Tab
	people   []string
	m        *twoops.Match
	round    int
	discards []puzzles.Card // this round's, in seat order
	best     []twoops.Value // this round's, in seat order
	goal     twoops.Goal
}

// handOver waits for the hand-over screen of person j, in the discards (blind) or the
// operations, and asks for their cards.
func (g *group) handOver(j int, blind bool) {
	g.t.Helper()
	phase := "operations"
	if blind {
		phase = "discards"
	}
	want := fmt.Sprintf("Round %d, the %s: hand the device to %s.", g.round, phase, g.people[j])
	g.tab.Wait(`(function(p){return !!p&&!p.closest('[hidden]')&&p.textContent===` + browsertest.Quote(want) + `})(document.querySelector('[data-tr-handover] p'))`)
	g.tab.Click(`[data-tr-show]`)
}

// discard makes person j's blind discard, then hands the device on.
func (g *group) discard(j int) {
	g.t.Helper()
	if j == 0 {
		g.round++
		g.discards, g.best = make([]puzzles.Card, len(g.people)), nil
	}
	g.handOver(j, true)
	_, g.discards[j] = discardTwo(g.t, g.tab, "", j%2 == 0)
	g.tab.Click(`[data-tr-next]`)
}

// operate makes person j's operations, the best of the cards they kept, after checking the
// board starts after the discard they made; then hands the device on, or, after the last,
// checks the round's reveal against the engine.
func (g *group) operate(j int) {
	g.t.Helper()
	g.handOver(j, false)
	g.tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
	d := g.discards[j]
	if got := g.tab.Text(`[data-twoops] .to-goal p`); !strings.HasPrefix(got, "You discarded the "+symbol(d)+".") {
		g.t.Fatalf("round %d: %s discarded %v; the board says %q", g.round, g.people[j], d, got)
	}
	b, goal := arrangeTwo(g.t, g.tab, "", d)
	g.best, g.goal = append(g.best, b), goal
	if j < len(g.people)-1 {
		g.tab.Click(`[data-tr-next]`)
		return
	}
	lastDone(g.t, g.tab)
	rows := resultRows(g.t, g.tab, g.round, len(g.people), g.goal)
	pts, err := g.m.Record(g.best, g.goal)
	if err != nil {
		g.t.Fatal(err)
	}
	for p, r := range rows {
		if r.Discard != g.discards[p].String() || r.Result != g.best[p].String() || r.Points != fmt.Sprint(pts[p]) {
			g.t.Fatalf("round %d: %s's row %+v; played %v, %s, the engine's points %d", g.round, g.people[p], r, g.discards[p], g.best[p], pts[p])
		}
	}
	g.totals("round " + fmt.Sprint(g.round))
}

// totals checks the scores table: the people in seat order with the engine's totals.
func (g *group) totals(when string) {
	g.t.Helper()
	got := browsertest.Eval[[]string](g.tab, `[].map.call(document.querySelectorAll('[data-tr-scores] tr'), function (r) { return r.innerText.replace(/\s+/g, ' ').trim(); }).slice(1)`)
	var want []string
	for p, n := range g.people {
		want = append(want, fmt.Sprintf("%s %d", n, g.m.Totals[p]))
	}
	if !slices.Equal(got, want) {
		g.t.Fatalf("%s: the scores read %q, the engine %q", when, got, want)
	}
}

// resumed checks the page resumed the match at person j's turn of the round, in the
// discards or the operations: the people, the engine's totals, the round, the line saying
// so, and the focus on the hand-over screen's button.
func (g *group) resumed(j int, blind bool, when string) {
	g.t.Helper()
	tab := g.tab
	// After Resume's navigation: read the new document only once it has loaded.
	tab.Wait(`document.readyState === 'complete' && !!document.querySelector('[data-tr-resumed]')`)
	if got, want := strings.TrimSpace(tab.Text(`[data-tr-resumed]`)), fmt.Sprintf("Match resumed at round %d.", g.round); got != want {
		g.t.Errorf("%s: the page says %q, want %q", when, got, want)
	}
	if got, want := tab.Text(`[data-tr-title]`), fmt.Sprintf("Round %d", g.round); got != want {
		g.t.Errorf("%s: the heading is %q, want %q", when, got, want)
	}
	phase := "operations"
	if blind {
		phase = "discards"
	}
	if got, want := tab.Text(`[data-tr-handover] p`), fmt.Sprintf("Round %d, the %s: hand the device to %s.", g.round, phase, g.people[j]); got != want {
		g.t.Errorf("%s: the hand-over screen says %q, want %q", when, got, want)
	}
	if n := tab.Count(`[data-tr-round]:not([hidden]) [data-card]`); n != 0 {
		g.t.Errorf("%s: %d cards show behind the hand-over screen", when, n)
	}
	g.totals(when)
	tab.WantFocus(`[data-tr-show]`, when+":")
}

// laidOut reports whether the element css is laid out (not hidden, not display: none).
func laidOut(tab *browsertest.Tab, css string) bool {
	return browsertest.Eval[bool](tab, `document.querySelector(`+strconv.Quote(css)+`).getClientRects().length > 0`)
}

// TestMatchResume starts a match of three people by typing in the form, plays two rounds by
// clicking, and reloads the page in the middle of the third: after two discards, and after
// the first person's operations. Each time the page resumes at that turn, with the same
// people, the engine's totals and the discards already made; opened from the menu (no
// match in its address) it offers the match, and Resume resumes it. Played on to the
// end, the match is no longer kept.
func TestMatchResume(t *testing.T) {
	axe.Available(t)
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	tab := browser.FreshTab(t)
	tab.Viewport(390, 844)
	tab.Open(page)
	people := []string{"Ann", "Ben", "Cy"}
	tab.Focus(`#tr-people`)
	tab.Keys("Ann, Ben, Cy")
	tab.Do(chromedp.SetValue(chromedp.CSS(`#tr-players`), "0"), chromedp.SetValue(chromedp.CSS(`#tr-target`), "5"))
	tab.Focus(`#tr-seed`)
	tab.Keys("resume3\r")
	for range 100 { // the form's navigation: poll through it
		if ok, err := chromedp.Run(tab.Ctx, chromedp.Evaluate[bool](`/seed=resume3/.test(location.search) && document.readyState === 'complete'`)); err == nil && ok {
			break
		}
		tab.Wait(`true`)
	}
	// People alone: no computer, so no computers' level.
	if got, want := tab.Text(`[data-tr-seedline]`), "Match seed resume3: Ann, Ben, Cy, to 5 points. Start this match over."; got != want {
		t.Errorf("the seed line says %q, want %q", got, want)
	}
	m, err := twoops.NewMatch(len(people), 5)
	if err != nil {
		t.Fatal(err)
	}
	g := &group{t: t, tab: tab, people: people, m: m}
	for range 2 {
		for j := range people {
			g.discard(j)
		}
		for j := range people {
			g.operate(j)
		}
		if m.Over() {
			t.Fatal("the match to 5 points is over after two rounds")
		}
		tab.Click(`[data-tr-next]`)
	}
	// Round 3: Ann and Ben discard; the page reloads before Cy's turn.
	g.discard(0)
	g.discard(1)
	tab.Do(chromedp.Reload())
	g.resumed(2, true, "reloaded before Cy's discard")
	axe.Check(tab, "match resumed")
	shots := func(state string) {
		for _, scheme := range []string{"light", "dark"} {
			tab.Media("", "prefers-color-scheme="+scheme)
			for _, v := range [][2]int{{390, 844}, {1280, 800}} {
				tab.Viewport(v[0], v[1])
				tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("%s-%d-%s.png", state, v[0], scheme)))
			}
		}
		tab.Media("")
		tab.Viewport(390, 844)
	}
	shots("resumed")

	// Opened from the menu, the page offers the match kept.
	tab.Open(page)
	tab.Wait(`!!document.querySelector('[data-tr-resume]')`)
	offer := "A match is not over on this device: Ann, Ben, Cy, to 5 points, at round 3."
	if got := tab.Text(`[data-tr-seedline]`); got != offer {
		t.Errorf("the offer says %q, want %q", got, offer)
	}
	if got, want := tab.Text(`[data-tr-resume]`), "Resume the match of Ann, Ben, Cy (round 3)"; got != want {
		t.Errorf("the offer's button says %q, want %q", got, want)
	}
	if n := tab.Count(`[data-tr-round]:not([hidden]) [data-card]`); n != 0 || browsertest.Eval[string](tab, `location.search`) != "" {
		t.Errorf("the offer shows %d cards, or started a match (%s)", n, browsertest.Eval[string](tab, `location.href`))
	}
	tab.WantFocus(`[data-tr-resume]`, "the offer:")
	if laidOut(tab, `[data-tr-scores]`) {
		t.Error("the offer shows a table of scores (an empty one) before any match is shown")
	}
	axe.Check(tab, "match offered")
	shots("offer")
	tab.Click(`[data-tr-resume]`)
	g.resumed(2, true, "resumed from the offer")
	g.discard(2)
	g.operate(0) // the board starts after Ann's discard of before the reload
	tab.Do(chromedp.Reload())
	g.resumed(1, false, "reloaded after Ann's operations")
	g.operate(1)
	g.operate(2) // the reveal holds Ann's operations of before the reload
	for !m.Over() {
		if g.round > 30 {
			t.Fatal("the match did not end in 30 rounds")
		}
		if browsertest.Eval[bool](tab, keptMatch+` === null`) {
			t.Fatalf("round %d: the match in progress is not kept", g.round)
		}
		tab.Click(`[data-tr-next]`)
		for j := range people {
			g.discard(j)
		}
		for j := range people {
			g.operate(j)
		}
	}
	if tab.Count(`[data-tr-over]`) != 1 {
		t.Fatal("the engine's match is over, the page's is not")
	}
	if browsertest.Eval[bool](tab, keptMatch+` !== null`) {
		t.Error("the finished match is still kept")
	}
	// Opened again, the page starts its own new match: nothing is offered.
	tab.Open(page)
	tab.Wait(`document.querySelectorAll('.to-hand [data-card]').length === 6`)
	if n := tab.Count(`[data-tr-resume]`); n != 0 {
		t.Error("a finished match is offered")
	}
	// The lone visitor's match after a round, offered; "New match" starts the page's own
	// new one instead, which is kept in its place.
	// Reloaded between rounds, the match goes on at the next round, dealt.
	tab.Open(page + "?seed=alone&players=2&level=easy&target=10")
	playTwo(t, tab, "", true)
	tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
	tab.Do(chromedp.Reload())
	tab.Wait(`!!document.querySelector('[data-tr-resumed]')`)
	if got := tab.Text(`[data-tr-title]`); got != "Round 2" || tab.Count(`[data-twoops] .to-hand [data-card]`) != 6 {
		t.Errorf("the lone visitor's match reloaded opens at %q with %d cards", got, tab.Count(`[data-twoops] .to-hand [data-card]`))
	}
	tab.WantFocus(`[data-twoops] .to-hand [data-card]`, "the lone visitor's match resumed:")
	playTwo(t, tab, "", true)
	tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
	tab.Open(page)
	tab.Wait(`!!document.querySelector('[data-tr-resume]')`)
	if got, want := tab.Text(`[data-tr-resume]`), "Resume your match (round 3)"; got != want {
		t.Errorf("the offer's button says %q, want %q", got, want)
	}
	if got, want := tab.Text(`[data-tr-seedline]`), "A match is not over on this device: 2 computer players, easy, to 10 points, at round 3."; got != want {
		t.Errorf("the offer says %q, want %q", got, want)
	}
	tab.Click(`[data-tr-fresh]`)
	tab.Wait(`document.querySelectorAll('.to-hand [data-card]').length === 6`)
	if got := tab.Text(`[data-tr-title]`); got != "Round 1" || !laidOut(tab, `[data-tr-scores]`) {
		t.Errorf("New match opens %q, its scores shown: %v", got, laidOut(tab, `[data-tr-scores]`))
	}
	tab.WantFocus(`[data-twoops] .to-hand [data-card]`, "New match from the offer:")
	search := browsertest.Eval[string](tab, `location.search`)
	if got := browsertest.Eval[string](tab, keptMatch); strings.Contains(search, "seed=alone") || !strings.Contains(got, `"at":"index.html`+search+`"`) {
		t.Errorf("after New match the address is %q and the match kept %.200s", search, got)
	}
	if got := tab.Text(`[data-tr-seedline]`); !strings.HasPrefix(got, "Match seed ") {
		t.Errorf("after New match the seed line says %q", got)
	}
}

// TestMatchKeptDamaged: whatever is stored as the match in progress (not JSON, other types,
// another version, another site's address, an address the page does not take as written,
// rounds of other cards or another seed, a turn out of order, a megabyte), the page opens
// its ordinary new match, at its own address or from the menu, without a console error,
// and what was stored is gone (a new match kept instead). Where storage throws, the page
// plays as it does without it.
func TestMatchKeptDamaged(t *testing.T) {
	dir := built(t)
	page := browsertest.FileURL(filepath.Join(dir, "match", "index.html"))
	const at = "index.html?seed=dmg&players=2&level=strong&target=10"
	tab := fresh(t, page+"?seed=first") // one profile: the console errors of every opening fail t
	kept := func(o string) string {
		return `{"v":1,"at":"` + at + `","link":"#match=1.dmg",` + o + `}`
	}
	for i, bad := range []string{
		`{`, `null`, `42`, `"x"`, `[]`, `{}`, strings.Repeat("z", 1<<20),
		`{"v":2,"at":"` + at + `","link":"#match=2.dmg","part":[]}`,
		kept(`"part":[],"x":1`),
		`{"v":1,"at":"https://example.com/match/` + at + `","link":"#match=1.dmg","part":[]}`,
		`{"v":1,"at":"index.html?seed=dmg&players=9&level=strong&target=10","link":"#match=1.dmg","part":[]}`,
		`{"v":1,"at":"` + at + `","link":"#match=1.other","part":[]}`,
		`{"v":1,"at":"` + at + `","link":"#match=1.dmg.666666666666666666","part":[]}`,
		`{"v":1,"at":"` + at + `","link":"#match=1.dmg.0123","part":[]}`,
		kept(`"part":["1","2"]`), kept(`"part":["6"]`), kept(`"part":{"0":"1"}`), kept(`"part":null`),
	} {
		for _, url := range []string{page + "?seed=dmg&players=2&level=strong&target=10", page} {
			browsertest.Eval[bool](tab, `localStorage.setItem(OpsStats.here().prefix + 'match', `+browsertest.Quote(bad)+`), true`)
			tab.Open(url)
			tab.Wait(`document.querySelectorAll('.to-hand [data-card]').length === 6`)
			if n := tab.Count(`[data-tr-resume], [data-tr-resumed]`); n != 0 {
				t.Errorf("value %d, %.80s at %s: the page offers or resumes it", i, bad, url)
			}
			if got := tab.Text(`[data-tr-title]`); got != "Round 1" {
				t.Errorf("value %d, %.80s at %s: the page opens at %q", i, bad, url, got)
			}
			if got := browsertest.Eval[string](tab, keptMatch); got == bad || !strings.Contains(got, `"at":"index.html`+browsertest.Eval[string](tab, `location.search`)+`"`) {
				t.Errorf("value %d, %.80s at %s: stored %.200s, want the new match", i, bad, url, got)
			}
		}
	}
	// Storage that throws on every use (as a browser refusing it does).
	tab = browser.FreshTab(t)
	tab.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
			Source: `['getItem', 'setItem', 'removeItem', 'key', 'clear'].forEach(function (k) { Storage.prototype[k] = function () { throw new DOMException('refused', 'SecurityError'); }; });`})
		return err
	}))
	tab.Open(page + "?seed=nostore&players=1&level=strong&target=10")
	playTwo(t, tab, "", true)
	tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
	tab.Click(`[data-tr-next]`)
	tab.Wait(`document.querySelector('[data-tr-title]').textContent === 'Round 2'`)
}

// TestFrenchMatchResume: on a French site the match kept is resumed and offered in French,
// with the no-break space French puts before a colon.
func TestFrenchMatchResume(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(builtFrench(t), "match", "index.html"))
	tab := fresh(t, page+"?seed=fr1&people=Ann,Ben&players=1&level=strong&target=3")
	tab.Click(`[data-tr-show]`)
	discardTwo(t, tab, "", true)
	tab.Do(chromedp.Reload())
	tab.Wait(`!!document.querySelector('[data-tr-resumed]')`)
	if got, want := strings.TrimSpace(tab.Text(`[data-tr-resumed]`)), "Match repris à la manche 1."; got != want {
		t.Errorf("the page says %q, want %q", got, want)
	}
	if got, want := tab.Text(`[data-tr-handover] p`), "Manche 1, les écarts\u00a0: passez l’appareil à Ben."; got != want {
		t.Errorf("the hand-over screen says %q, want %q", got, want)
	}
	tab.Open(page)
	tab.Wait(`!!document.querySelector('[data-tr-resume]')`)
	for css, want := range map[string]string{
		`[data-tr-title]`:    "Un match en cours",
		`[data-tr-seedline]`: "Un match n’est pas fini sur cet appareil\u00a0: Ann, Ben et 1 joueur ordinateur, niveau fort, en 3 points, à la manche 1.",
		`[data-tr-resume]`:   "Reprendre le match (Ann, Ben, manche 1)",
		`[data-tr-fresh]`:    "Nouveau match",
	} {
		if got := tab.Text(css); got != want {
			t.Errorf("%s says %q, want %q", css, got, want)
		}
	}
	tab.Media("", "prefers-color-scheme=dark")
	tab.Viewport(390, 844)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "offer-fr-390-dark.png"))
}

// TestMatchLoneDiscardKept: a player alone (the visitor against the computers, or one
// named person) discards, is shown the operators and the goal card, and reloads the page:
// the round resumes after the discard they made, with the same goal, never with their six
// cards to discard again knowing the goal (that would make the blind discard a choice made
// with the goal in view). The visitor hears "Match resumed at round 1." and then the board's
// words, with the focus on the first card of the pool; played on, the round's row holds
// that discard and the engine's best for the cards kept.
func TestMatchLoneDiscardKept(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	for _, c := range []struct {
		query, person string
		players       int
	}{
		{"?seed=alone1&players=2&level=easy&target=10", "", 3},
		{"?seed=alone2&people=Ann&players=1&level=strong&target=10", "Ann", 2},
	} {
		tab := browser.FreshTab(t)
		tab.HearLive()
		tab.Open(page + c.query)
		if c.person != "" {
			tab.Click(`[data-tr-show]`)
		}
		tab.Wait(`document.querySelectorAll('[data-twoops] .to-hand:not([hidden]) [data-card]').length === 6`)
		// The first card, not the advised one: the engine's best then depends on it.
		_, d := discardTwo(t, tab, "", false)
		tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
		told := tab.Text(`[data-twoops] .to-goal p`)
		if !strings.HasPrefix(told, "You discarded the "+symbol(d)+".") {
			t.Fatalf("%s: discarded %v; the board says %q", c.query, d, told)
		}
		tab.Do(chromedp.Reload())
		tab.Wait(`document.readyState === 'complete' && !!document.querySelector('[data-tr-resumed]')`)
		if c.person != "" {
			if got, want := tab.Text(`[data-tr-handover] p`), "Round 1: hand the device to Ann."; got != want {
				t.Errorf("%s reloaded: the hand-over screen says %q, want %q", c.query, got, want)
			}
			tab.WantFocus(`[data-tr-show]`, c.query+" reloaded:")
			tab.Click(`[data-tr-show]`)
		}
		tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden || !!document.querySelector('[data-twoops] .to-hand:not([hidden]) [data-card]')`)
		if n := tab.Count(`[data-twoops] .to-hand:not([hidden]) [data-card]`); n != 0 {
			t.Fatalf("%s reloaded after the discard: %d cards to discard from again", c.query, n)
		}
		if got := tab.Text(`[data-twoops] .to-goal p`); got != told {
			t.Errorf("%s reloaded: the board says %q, before the reload %q", c.query, got, told)
		}
		tab.WantFocus(`[data-twoops] .to-pool [data-card]`, c.query+" reloaded:")
		if c.person == "" {
			said := "Match resumed at round 1. You discarded the " + d.Name() + "."
			tab.Wait(`(window.__heard || []).some(function (w) { return w.indexOf(` + browsertest.Quote(said) + `) === 0; })`)
		}
		best, goal := arrangeTwo(t, tab, "", d)
		if c.person != "" {
			lastDone(t, tab)
		}
		tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
		if r := resultRows(t, tab, 1, c.players, goal)[0]; r.Discard != d.String() || r.Result != best.String() {
			t.Errorf("%s: the round's row %+v; discarded %v, the engine's best %s", c.query, r, d, best)
		}
	}
}

// TestMatchTwoTabs: a site keeps one match a device, so two tabs playing two matches take
// turns at keeping theirs. Ann and Ben play in one tab; a second tab, opened from the
// menu, is offered their match and starts a new one instead, which is kept in its place.
// The first tab is told (shown and heard), and from then on writes nothing (the second
// tab's match is kept while Ann plays on, and resumes as it was); "Keep this match
// instead" keeps Ann and Ben's again, at the turn they are at, and tells the second tab.
// A reload resumes it there, and its round is scored as the engine scores it. Opened at
// another match's address, the tab says the match kept is no longer kept, naming it; "Resume
// that match instead" brings it back at its turn.
func TestMatchTwoTabs(t *testing.T) {
	axe.Available(t)
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	a := browser.FreshTab(t)
	a.HearLive()
	a.Open(page + "?seed=tabs1&people=Ann,Ben&players=0&target=5")
	people := []string{"Ann", "Ben"}
	m, err := twoops.NewMatch(len(people), 5)
	if err != nil {
		t.Fatal(err)
	}
	g := &group{t: t, tab: a, people: people, m: m}
	g.discard(0)
	g.discard(1)
	ours := browsertest.Eval[string](a, keptMatch)

	b := a.Beside(t)
	b.HearLive()
	b.Open(page)
	b.Wait(`!!document.querySelector('[data-tr-fresh]')`)
	b.Click(`[data-tr-fresh]`)
	b.Wait(`document.querySelectorAll('[data-twoops] .to-hand [data-card]').length === 6`)
	seedB := b.Text(`[data-tr-seed]`)
	theirs := browsertest.Eval[string](b, keptMatch)
	if !strings.Contains(theirs, `"at":"index.html?seed=`+seedB+`&`) {
		t.Fatalf("the second tab's new match (seed %s) is not kept: %s", seedB, theirs)
	}

	const elsewhere = "This match is no longer kept on this device: another tab keeps the match it plays in its place. You can finish this one here, but a reload would not bring back what is played in this tab."
	a.Wait(`!!document.querySelector('[data-tr-elsewhere]')`)
	if got, want := strings.TrimSpace(a.Text(`[data-tr-elsewhere]`)), elsewhere+" Keep this match instead"; got != want {
		t.Errorf("the first tab says %q, want %q", got, want)
	}
	a.Wait(`(window.__heard || []).indexOf(` + browsertest.Quote(elsewhere) + `) >= 0`)
	axe.Check(a, "match kept by another tab")
	// Ann plays her operations: the second tab's match stays kept, untouched.
	g.operate(0)
	if got := browsertest.Eval[string](a, keptMatch); got != theirs {
		t.Errorf("the first tab played on and the match kept is %s, want the second tab's %s", got, theirs)
	}
	b.Do(chromedp.Reload())
	b.Wait(`document.readyState === 'complete' && !!document.querySelector('[data-tr-resumed]')`)
	if got := b.Text(`[data-tr-seed]`); got != seedB || b.Count(`[data-twoops] .to-hand:not([hidden]) [data-card]`) != 6 {
		t.Errorf("the second tab reloaded plays seed %q with %d cards, want its own match %s", got, b.Count(`[data-twoops] .to-hand:not([hidden]) [data-card]`), seedB)
	}

	// Keep this match instead: kept at Ben's operations, the second tab told.
	a.Click(`[data-tr-elsewhere] button`)
	const again = "This match is kept on this device again, in place of the other tab’s."
	if got := strings.TrimSpace(a.Text(`[data-tr-elsewhere]`)); got != again {
		t.Errorf("after Keep this match instead the first tab says %q, want %q", got, again)
	}
	a.WantFocus(`[data-tr-elsewhere]`, "after Keep this match instead:")
	a.Wait(`(window.__heard || []).indexOf(` + browsertest.Quote(again) + `) >= 0`)
	if got := browsertest.Eval[string](a, keptMatch); got == ours || !strings.Contains(got, `"at":"index.html?seed=tabs1&`) {
		t.Errorf("after Keep this match instead the match kept is %s", got)
	}
	b.Wait(`!!document.querySelector('[data-tr-elsewhere]')`)
	a.Do(chromedp.Reload())
	g.resumed(1, false, "reloaded after Keep this match instead")
	g.operate(1) // the reveal holds Ann's operations made while the other tab kept its match
	a.Click(`[data-tr-next]`)
	g.discard(0)

	// Another match's address: the match kept is said to go, with the way back to it.
	a.Open(page + "?seed=tabs3&players=1")
	a.Wait(`!!document.querySelector('[data-tr-replaced]')`)
	const replaced = "The match kept on this device before, Ann, Ben, to 5 points, at round 2, is no longer kept: this one is, in its place."
	if got, want := strings.TrimSpace(a.Text(`[data-tr-replaced]`)), replaced+" Resume that match instead"; got != want {
		t.Errorf("opened at another match, the page says %q, want %q", got, want)
	}
	a.Wait(`(window.__heard || []).some(function (w) { return w.indexOf(` + browsertest.Quote(replaced+" Round 1.") + `) === 0; })`)
	axe.Check(a, "match replacing the one kept")
	a.Click(`[data-tr-replaced] button`)
	g.resumed(1, true, "Resume that match instead")
	g.discard(1)
	for j := range people {
		g.operate(j)
	}
}
