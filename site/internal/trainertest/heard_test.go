package trainertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// What a screen reader hears and reads on the match page of people sharing one device, in
// the page's language, written here from the language (not from the catalogue), so that
// they check it.
type matchWords struct {
	lang string
	// dir builds the test site in the language and returns its directory.
	dir func(*testing.T) string
	// result is the first sentence of the Two Ops board's verdict for the result v.
	result func(v twoops.Value) string
	// play says a player's result and points in the round's message; round its start
	// ("Round 1: "), scores the start of its totals.
	play               func(name string, v twoops.Value, pts int) string
	round, sep, scores string
	// turn is the match's heading while person name plays their turn, in the discards
	// (blind) or the operations; hand the accessible name of their six cards.
	turn func(n int, name string, blind bool) string
	hand func(name string) string
	// done is the button the last person of a round presses, once they have read their
	// board, to show the round's results; pressDone what they hear it is.
	done, pressDone string
}

var matchLanguages = []matchWords{{
	lang: "en", dir: built,
	result: func(v twoops.Value) string { return "Your result: " + v.Prose() + "." },
	play: func(name string, v twoops.Value, pts int) string {
		if pts == 1 {
			return fmt.Sprintf("%s %s, 1 point", name, v.Prose())
		}
		return fmt.Sprintf("%s %s, %d points", name, v.Prose(), pts)
	},
	round: "Round 1: ", sep: "; ", scores: ". Scores: ",
	turn: func(n int, name string, blind bool) string {
		if blind {
			return fmt.Sprintf("Round %d, the discards: %s’s turn", n, name)
		}
		return fmt.Sprintf("Round %d, the operations: %s’s turn", n, name)
	},
	hand: func(name string) string { return name + ": your number cards" },
	done: "Done: show the round’s results", pressDone: "Press Done to show the round’s results.",
}, {
	lang: "fr", dir: builtFrench,
	result: func(v twoops.Value) string { return "Votre résultat : " + frenchNumber(v.String()) + "." },
	play: func(name string, v twoops.Value, pts int) string {
		// French counts 0 and 1 in the singular.
		if pts <= 1 {
			return fmt.Sprintf("%s %s, %d point", name, frenchNumber(v.String()), pts)
		}
		return fmt.Sprintf("%s %s, %d points", name, frenchNumber(v.String()), pts)
	},
	round: "Manche 1 : ", sep: " ; ", scores: ". Scores : ",
	turn: func(n int, name string, blind bool) string {
		if blind {
			return fmt.Sprintf("Manche %d, les écarts : à %s de jouer", n, name)
		}
		return fmt.Sprintf("Manche %d, les opérations : à %s de jouer", n, name)
	},
	hand: func(name string) string { return name + " : vos cartes nombres" },
	done: "Terminé : montrer les résultats de la manche", pressDone: "Appuyez sur Terminé pour montrer les résultats de la manche.",
}}

// spaces writes the no-break spaces French puts before a colon as plain ones, so that what
// is heard compares with the words above.
var spaces = strings.NewReplacer("\u00a0", " ", "\u202f", " ")

// heardAll returns what the live regions of the page in tab said since it opened
// (browsertest's HearLive), each message with its spaces made plain.
func heardAll(tab *browsertest.Tab) []string {
	var out []string
	for _, m := range browsertest.Eval[[]string](tab, `window.__heard || []`) {
		out = append(out, strings.Join(strings.Fields(spaces.Replace(m)), " "))
	}
	return out
}

// peopleRound plays the first round of a match of people alone on one device, open in
// tab, as they do: each person's blind discard, then each one's operations, the best of
// the cards they kept (twoops.Solve). blind is called on each person's board of the
// discards, before they discard; operated after each person's operations, before they
// press Done (the last person's Done shows the round's results, which it waits for). It
// returns each person's best, in seat order, and the goal.
func peopleRound(t *testing.T, tab *browsertest.Tab, people []string, blind func(j int), operated func(j int, v twoops.Value)) ([]twoops.Value, twoops.Goal) {
	t.Helper()
	show := func() {
		tab.Wait(`(function(p){return !!p&&!p.closest('[hidden]')})(document.querySelector('[data-tr-handover] [data-tr-show]'))`)
		tab.Click(`[data-tr-show]`)
	}
	discards := make([]string, len(people))
	for j := range people {
		show()
		tab.Wait(`document.querySelectorAll('[data-twoops] .to-hand [data-card]').length === 6`)
		blind(j)
		_, d := discardTwo(t, tab, "", j%2 == 0)
		discards[j] = d.String()
		tab.Click(`[data-tr-next]`)
	}
	var best []twoops.Value
	var goal twoops.Goal
	for j := range people {
		show()
		tab.Wait(`!document.querySelector('[data-twoops] .to-table').hidden`)
		b, g := arrangeTwo(t, tab, "", card(t, discards[j]))
		best, goal = append(best, b), g
		operated(j, b)
		if j == len(people)-1 {
			lastDone(t, tab)
		} else {
			tab.Click(`[data-tr-next]`)
		}
	}
	return best, goal
}

// lastDone: after the last person's operations of a round the round is not shown yet:
// their board keeps its verdict and its details (an optimal arrangement, the keep rates),
// as every other person's did, until they press Done; then the round's results are shown.
func lastDone(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	tab.Wait(`!!document.querySelector('[data-twoops] .to-verdict') && !document.querySelector('[data-tr-next]').hidden`)
	if visible(tab, `[data-tr-results]`) {
		t.Fatal("the round's results are shown before the last person pressed Done")
	}
	if !visible(tab, `[data-twoops] .play-done li`) || !visible(tab, `[data-twoops] .play-done .to-rates`) {
		t.Fatal("the last person's board does not show an optimal arrangement and the keep rates before they press Done")
	}
	tab.Click(`[data-tr-next]`)
	tab.Wait(`!document.querySelector('[data-tr-results]').hidden`)
	if visible(tab, `[data-twoops] .to-hand, [data-twoops] .to-table`) {
		t.Error("the last person's cards are still on the board with the round's results")
	}
}

// TestMatchLastResultHeard: in a match of people on one device, English and French, every
// person hears their own result, the board's verdict, the last of the round too, on their
// board, as the others do, and then what to press to show the round's results (the button
// named so); pressed, the page says the round, every player's result and points and the
// totals, as the Go engine makes them (twoops.Solve, twoops.Match), from a live region a
// screen reader hears (not hidden).
func TestMatchLastResultHeard(t *testing.T) {
	people := []string{"Ann", "Ben", "Cy"}
	for _, w := range matchLanguages {
		t.Run(w.lang, func(t *testing.T) {
			page := browsertest.FileURL(filepath.Join(w.dir(t), "match", "index.html"))
			tab := browser.FreshTab(t)
			tab.HearLive()
			tab.Open(page + "?seed=lastheard&people=Ann,Ben,Cy&players=0&target=10")
			best, goal := peopleRound(t, tab, people, func(int) {}, func(j int, v twoops.Value) {
				// Heard before Done, as the page says it after the verdict.
				want := w.result(v)
				tab.Wait(`(window.__heard||[]).some(function(m){return m.replace(/[\u00a0\u202f]/g,' ').indexOf(` + browsertest.Quote(want) + `)===0})`)
				if j < len(people)-1 {
					return
				}
				tab.Wait(`(window.__heard||[]).some(function(m){return m.replace(/[\u00a0\u202f]/g,' ').indexOf(` + browsertest.Quote(w.pressDone) + `)>=0})`)
				if got := spaces.Replace(tab.Text(`[data-tr-next]`)); got != w.done {
					t.Errorf("the last person's button says %q, want %q", got, w.done)
				}
			})
			m, err := twoops.NewMatch(len(people), 10)
			if err != nil {
				t.Fatal(err)
			}
			pts, err := m.Record(best, goal)
			if err != nil {
				t.Fatal(err)
			}
			var plays, scores []string
			for p, n := range people {
				plays = append(plays, w.play(n, best[p], pts[p]))
				scores = append(scores, fmt.Sprintf("%s %d", n, m.Totals[p]))
			}
			round := w.round + strings.Join(plays, w.sep) + w.scores + strings.Join(scores, ", ") + "."
			// The round is said in one message, which begins as the live region is filled.
			tab.Wait(`document.querySelector('[data-tr-live]').textContent !== ''`)
			var said string
			for _, h := range heardAll(tab) {
				if strings.Contains(h, w.round) {
					said = h
				}
			}
			if !strings.Contains(said, round) {
				t.Errorf("the round is said %q, want %q", said, round)
			}
			// Said where a screen reader hears it: the page's live region, shown.
			region := spaces.Replace(browsertest.Eval[string](tab, `(function(r){return r.closest('[hidden]')?'':r.textContent})(document.querySelector('[data-tr-live]'))`))
			if !strings.Contains(region, round) {
				t.Errorf("the page's live region, shown, says %q; want %q", region, round)
			}
		})
	}
}

// TestMatchBlindBoardNamed: in a match of people on one device, English and French, the
// board a person discards on, blind, after their hand-over screen, says whose turn and
// cards they are, as that screen did: the match's heading (the section's accessible name)
// and the accessible name of their six cards name them; so does the heading of their
// operations, and it names no one once the device is handed on or the round revealed.
// Screenshots of the blind board at 390 px, light and dark (browsertest.Shots).
func TestMatchBlindBoardNamed(t *testing.T) {
	people := []string{"Ann", "Ben", "Cy"}
	for _, w := range matchLanguages {
		t.Run(w.lang, func(t *testing.T) {
			page := browsertest.FileURL(filepath.Join(w.dir(t), "match", "index.html"))
			tab := browser.FreshTab(t)
			tab.Viewport(390, 844)
			tab.Open(page + "?seed=blindnamed&people=Ann,Ben,Cy&players=1&target=10")
			named := func(j int, blind bool) {
				t.Helper()
				want := w.turn(1, people[j], blind)
				if got := spaces.Replace(tab.Text(`[data-tr-title]`)); got != spaces.Replace(want) {
					t.Errorf("%s's board is headed %q, want %q", people[j], got, want)
				}
				if got := spaces.Replace(tab.Name(`.tr-match`)); got != spaces.Replace(want) {
					t.Errorf("%s's board: the match section is named %q, want %q", people[j], got, want)
				}
			}
			peopleRound(t, tab, people, func(j int) {
				named(j, true)
				if got, want := spaces.Replace(tab.Name(`[data-twoops] .to-hand`)), w.hand(people[j]); got != want {
					t.Errorf("%s's six cards are named %q, want %q", people[j], got, want)
				}
				if j == 1 {
					for _, scheme := range []string{"light", "dark"} {
						tab.Media("", "prefers-color-scheme="+scheme)
						tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("match-blind-%s-390-%s.png", w.lang, scheme)))
					}
					tab.Media("")
				}
			}, func(j int, _ twoops.Value) { named(j, false) })
			// After the reveal the heading is the round's again, naming no one.
			if got := tab.Text(`[data-tr-title]`); strings.Contains(got, people[len(people)-1]) {
				t.Errorf("after the reveal the heading is %q", got)
			}
		})
	}
}
