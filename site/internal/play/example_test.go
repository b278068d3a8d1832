package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// TestTwoOpsExample clicks "Show me an operation" before the discard and after it: before,
// it is the K♥ on the first two of the six numbers; after, the day's first operator (as
// the record deals it) on the first two numbers kept. Each time the sentence is the
// engine's explanation of that operation (twoops.Explain) and names no card besides, shown
// with the cards' signs and said with their names; the cards shown that it uses are marked.
func TestTwoOpsExample(t *testing.T) {
	s := newSite(t, "2026-12-02")
	tw := s.rec.TwoOps
	op := tw.Operators[0]
	kh := puzzles.Card{Rank: puzzles.King, Suit: puzzles.Hearts}
	if op == kh {
		t.Fatalf("%s: the first operator is the K♥, which the example used before the discard too; pick another day", s.rec.Date)
	}
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	onDay(tab, s.rec.Date)
	tab.Open(s.http)
	var hand []string
	for _, n := range tw.Numbers {
		hand = append(hand, n.String())
	}
	if got := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('.to-hand [data-card]')].map(b => b.dataset.card)`); !slices.Equal(got, hand) {
		t.Fatalf("the hand shows %v, the record deals %v", got, hand)
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('.to .play-how').open`) {
		tab.Click(`.to .play-how summary`)
	}
	live.Record(tab)

	check := func(when string, o, x, y puzzles.Card, marked []puzzles.Card) {
		t.Helper()
		tab.Click(`.to [data-act="example"]`)
		want := twoops.Explain(o, x, y)
		shown := tab.Text(".to .play-example")
		if strings.Count(shown, want) != 1 {
			t.Errorf("%s, the example reads %q; want the explanation %q in it, once", when, shown, want)
		}
		if rest := strings.Replace(shown, want, "", 1); strings.ContainsAny(rest, live.SuitSigns) {
			t.Errorf("%s, the example %q names a card besides the explanation (%q left)", when, shown, rest)
		}
		if when == "after the discard" && strings.Contains(shown, kh.Symbol()) {
			t.Errorf("%s, the example %q still uses the K♥; the first operator is the %s", when, shown, op.Symbol())
		}
		// Said, every card of the explanation is named in words.
		said := strings.NewReplacer(o.Symbol(), o.Name(), x.Symbol(), x.Name(), y.Symbol(), y.Name()).Replace(want)
		live.Wait(tab, said)
		var hints []string
		for _, c := range marked {
			hints = append(hints, c.String())
		}
		slices.Sort(hints)
		got := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('.to .hint')].filter(e => e.offsetParent).map(e => e.dataset.card).sort()`)
		if !slices.Equal(got, hints) {
			t.Errorf("%s, the example marks %v, want %v", when, got, hints)
		}
	}
	check("before the discard", kh, tw.Numbers[0], tw.Numbers[1], tw.Numbers[:2])
	// Discard the first card: the first two kept are then other cards than before.
	tab.Click(`.to-hand [data-card="` + hand[0] + `"]`)
	tab.Click(`[data-act="discard"]`)
	kept := tw.Numbers[1:]
	check("after the discard", op, kept[0], kept[1], []puzzles.Card{kept[0], kept[1], op})

	msgs := live.Messages(tab)
	live.Check(t, msgs)
}
