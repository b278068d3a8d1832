package trainertest

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// shown is what the match section shows and names at a moment: its markup (data-card
// attributes, accessible names) and its text.
func shown(tab *browsertest.Tab) string {
	return browsertest.Eval[string](tab, `(function(){var s=document.querySelector('.tr-match');return s.outerHTML+'\n'+s.innerText})()`)
}

// reveals returns how the text t shows card c, if it does: its code in a data-card
// attribute, its symbol (7♣) or its name (7 of clubs).
func reveals(t string, c puzzles.Card) string {
	rank := c.Rank.String()
	name := rank
	if c.Rank == puzzles.Ace {
		name = "ace"
	}
	for _, s := range []string{`data-card="` + c.String() + `"`, rank + c.Suit.Symbol(), name + " of " + c.Suit.Name()} {
		if strings.Contains(t, s) {
			return s
		}
	}
	return ""
}

// visible reports whether the element css is on the page and shown.
func visible(tab *browsertest.Tab, css string) bool {
	return browsertest.Eval[bool](tab, `(function(){var e=document.querySelector(`+browsertest.Quote(css)+`);return !!e&&e.checkVisibility()})()`)
}

// TestMatchTogether plays a match of three people and one strong computer on one device to
// the target, through the hand-over screens in the seed's order: every person discards
// (blind), then each arranges. Each person sees only their own cards (nothing of another
// hand, the computer's included, is in the section's markup, accessible names or text
// before the reveal, nor their own before they ask for it, nor any operator or the goal card
// before everyone has discarded), and every round's values, points and totals are the
// engine's (twoops.Operate, Goal.Combine, Match).
func TestMatchTogether(t *testing.T) {
	page := browsertest.FileURL(filepath.Join(built(t), "match", "index.html"))
	people := []string{"Ann", "Ben", "Cy"}
	const players, target = 4, 5
	url := page + "?seed=together3&people=Ann,%20Ben,Cy&players=1&level=strong&target=5"
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	tab.Open(url)
	live.Record(tab)
	m, err := twoops.NewMatch(players, target)
	if err != nil {
		t.Fatal(err)
	}
	names := append(slices.Clone(people), "Computer 1")
	var rounds []played // what the match showed, for its replay
	for round := 1; ; round++ {
		if round > 30 {
			t.Fatal("the match did not end in 30 rounds")
		}
		type moment struct {
			turn  int  // whose turn
			ready bool // after they asked to see their cards
			blind bool // in the round of discards: no operator or goal card may show
			text  string
		}
		var moments []moment
		six := make([][]puzzles.Card, len(people))
		discards := make([]puzzles.Card, len(people))
		var best []twoops.Value
		var goal twoops.Goal
		var goalCard puzzles.Card
		// handOver checks the hand-over screen to the person j, in the round of discards or
		// of operations, with no card behind it, and asks for their cards.
		handOver := func(j int, blind bool) {
			t.Helper()
			tab.Wait(`!document.querySelector('[data-tr-handover]').hidden`)
			phase := "the operations"
			if blind {
				phase = "the discards"
			}
			if got, want := tab.Text(`[data-tr-handover] p`), fmt.Sprintf("Round %d, %s: hand the device to %s.", round, phase, people[j]); got != want {
				t.Fatalf("hand-over screen %q, want %q", got, want)
			}
			if n := tab.Count(`[data-tr-round]:not([hidden]) [data-card]`); n != 0 {
				t.Fatalf("round %d: %d cards show behind %s's hand-over screen", round, n, people[j])
			}
			moments = append(moments, moment{j, false, blind, shown(tab)})
			// Every screen but the match's first is opened by a button it hides (Done,
			// Next round): the focus moves on to the screen's button, not to the page.
			if round > 1 || j > 0 || !blind {
				tab.WantFocus(`[data-tr-show]`, fmt.Sprintf("round %d, %s's hand-over screen (%s):", round, people[j], phase))
			}
			if round == 1 && j == 1 {
				tab.Screenshot(filepath.Join(browsertest.Shots(t), "together-handover-"+phase[4:]+".png"))
				axe.Check(tab, "match hand-over screen, "+phase)
			}
			tab.Click(`[data-tr-show]`)
			moments = append(moments, moment{j, true, blind, shown(tab)})
		}
		// Every person discards first, blind: the board ends at the discard.
		for j := range people {
			handOver(j, true)
			six[j], discards[j] = discardTwo(t, tab, "", j%2 == 0)
			if n := tab.Count(`[data-twoops] .to-goal [data-card], [data-twoops] .to-pool [data-card]`); n != 0 || visible(tab, `[data-twoops] .to-table`) {
				t.Fatalf("round %d: after %s's discard the board shows %d operators or goal cards", round, people[j], n)
			}
			moments = append(moments, moment{j, true, true, shown(tab)})
			nextOne := people[(j+1)%len(people)]
			if got, want := tab.Text(`[data-tr-next]`), "Done: hand the device to "+nextOne; got != want {
				t.Fatalf("button %q, want %q", got, want)
			}
			if !browsertest.Eval[bool](tab, `document.activeElement === document.querySelector('[data-tr-next]')`) {
				t.Fatalf("after %s's discard the focus is not on %q", people[j], "Done")
			}
			if round == 1 && j == 0 {
				tab.Screenshot(filepath.Join(browsertest.Shots(t), "together-discarded.png"))
				axe.Check(tab, "match, a person's blind discard made")
			}
			tab.Click(`[data-tr-next]`)
		}
		// Then each sees their operators and the goal card, after their own discard.
		for j := range people {
			handOver(j, false)
			tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
			if !browsertest.Eval[bool](tab, `!!document.activeElement.closest('[data-twoops] .to-pool')`) {
				t.Fatalf("round %d: %s's operations open with the focus on %s, not on the cards to place", round, people[j], browsertest.Eval[string](tab, `document.activeElement.outerHTML`))
			}
			if visible(tab, `[data-twoops] .to-hand`) {
				t.Fatalf("round %d: %s may discard again", round, people[j])
			}
			if got := tab.Text(`[data-twoops] .to-goal p`); !strings.HasPrefix(got, "You discarded the "+discards[j].Rank.String()+discards[j].Suit.Symbol()+".") {
				t.Fatalf("round %d: %s discarded %v; the board says %q", round, people[j], discards[j], got)
			}
			goalCard = card(t, tab.Attr(`[data-twoops] .to-goal [data-card]`, "data-card"))
			b, g := arrangeTwo(t, tab, "", discards[j])
			if j > 0 && g != goal {
				t.Fatalf("round %d: %s has the goal %v, %s had %v", round, people[j], g, people[0], goal)
			}
			best, goal = append(best, b), g
			moments = append(moments, moment{j, true, false, shown(tab)})
			// A screen reader hears the verdict, then what to do next, as after a discard:
			// the last person's Done shows the round's results.
			said, button := "Press Done to show the round’s results.", "Done: show the round’s results"
			if j < len(people)-1 {
				said, button = "Press Done to hand the device to "+people[j+1]+".", "Done: hand the device to "+people[j+1]
			}
			tab.Wait(`(function(m){m=m[m.length-1]||'';return m.indexOf('Your result:')===0&&m.slice(-` + fmt.Sprint(len([]rune(said))) + `)===` + browsertest.Quote(said) + `})(window.opsLive||[])`)
			if got := tab.Text(`[data-tr-next]`); got != button {
				t.Fatalf("button %q, want %q", got, button)
			}
			if j < len(people)-1 {
				tab.Click(`[data-tr-next]`)
			} else {
				if round == 1 {
					tab.Screenshot(filepath.Join(browsertest.Shots(t), "together-last-done.png"))
					axe.Check(tab, "match, the last person's operations made")
				}
				lastDone(t, tab)
			}
		}
		rows := resultRows(t, tab, round, players, goal)
		var results []twoops.Value
		hidden := make([][]puzzles.Card, players) // each player's hand: six numbers and two operators
		for p, r := range rows {
			kept, arr := cards(t, strings.Fields(r.Kept)), cards(t, strings.Fields(r.Arr))
			if len(kept) != 5 || len(arr) != 6 {
				t.Fatalf("round %d player %d: %+v", round, p, r)
			}
			hand := append(slices.Clone(kept), card(t, r.Discard))
			if p < len(people) {
				got, want := slices.Clone(hand), slices.Clone(six[p])
				slices.SortFunc(got, func(a, b puzzles.Card) int { return strings.Compare(a.String(), b.String()) })
				slices.SortFunc(want, func(a, b puzzles.Card) int { return strings.Compare(a.String(), b.String()) })
				if !slices.Equal(got, want) {
					t.Fatalf("round %d: %s was dealt %v, the reveal shows %v", round, names[p], six[p], hand)
				}
			}
			hidden[p] = append(hand, arr[1], arr[4])
			v := goal.Combine(twoops.Operate(arr[1], arr[0], arr[2]), twoops.Operate(arr[4], arr[3], arr[5]))
			if r.Result != v.String() {
				t.Fatalf("round %d player %d: result %s, the engine %s", round, p, r.Result, v)
			}
			if p < len(people) && v != best[p] {
				t.Fatalf("round %d: %s played %s, the reveal shows %s", round, names[p], best[p], v)
			}
			if p == len(people) {
				if kb := twoops.BestValue(kept, [2]puzzles.Card{arr[1], arr[4]}, goal); v != kb {
					t.Fatalf("round %d: the computer's %s is not the best %s of its kept cards", round, v, kb)
				}
			}
			results = append(results, v)
		}
		// Nothing of a hand was shown before its turn or the reveal, nor an operator or the
		// goal card before everyone had discarded.
		for _, mo := range moments {
			for p, h := range hidden {
				if p == mo.turn && mo.ready {
					h = h[6:] // their own numbers show; their operators only after the discards
					if !mo.blind {
						continue
					}
				}
				if mo.blind {
					h = append(slices.Clone(h), goalCard)
				}
				for _, c := range h {
					if s := reveals(mo.text, c); s != "" {
						i := strings.Index(mo.text, s)
						t.Fatalf("round %d: during %s's turn (cards shown: %v) the page shows %s's %v as %q: …%s…", round, names[mo.turn], mo.ready, names[p], c, s, mo.text[max(0, i-300):min(len(mo.text), i+100)])
					}
				}
			}
		}
		pts, err := m.Record(results, goal)
		if err != nil {
			t.Fatal(err)
		}
		said := fmt.Sprintf("Round %d: ", round)
		for p, r := range rows {
			if r.Points != fmt.Sprint(pts[p]) {
				t.Fatalf("round %d %s: %s points, twoops.Score %d", round, names[p], r.Points, pts[p])
			}
			if got := tab.Text(fmt.Sprintf(`[data-total="%d"]`, p)); got != fmt.Sprint(m.Totals[p]) {
				t.Fatalf("round %d %s: total %s, want %d", round, names[p], got, m.Totals[p])
			}
			unit := " points"
			if pts[p] == 1 {
				unit = " point"
			}
			if p > 0 {
				said += "; "
			}
			said += fmt.Sprintf("%s %s, %d%s", names[p], results[p], pts[p], unit)
		}
		live.Wait(tab, said)
		rounds = append(rounds, played{six: six, rows: rows, goal: goal, goalCard: goalCard})
		if m.Over() != (tab.Count(`[data-tr-over]`) == 1) {
			t.Fatalf("round %d: the engine says over=%v, the page disagrees", round, m.Over())
		}
		if m.Over() {
			break
		}
		tab.Click(`[data-tr-next]`)
	}
	msgs := live.Messages(tab)
	live.Check(t, msgs)
	noSigns(t, msgs)
	live.Once(t, msgs, fmt.Sprintf("Match over after %d round", m.Rounds))
	axe.Check(tab, "match of people over")
	text := tab.Text(`[data-tr-over]`)
	for _, p := range m.Winners() {
		if !strings.Contains(text, names[p]) {
			t.Fatalf("winners %v, the page says %q", m.Winners(), text)
		}
	}
	tab.Viewport(1280, 900)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "together-end.png"))
	t.Logf("match over after %d rounds: %v; %s", m.Rounds, m.Totals, text)
	// The match shared as a link replays, in a fresh browser, every play and score.
	checkReplay(t, browsertest.Eval[string](tab, `document.querySelector('[data-tr-share]').href`), "together3", names, target, rounds)
}
