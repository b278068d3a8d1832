package play

import (
	"fmt"
	"path/filepath"
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
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "phone-twoops-example.png"))

	msgs := live.Messages(tab)
	live.Check(t, msgs)
}

// TestTwoOpsTotalIncomplete builds the two operations by clicks, on a sum day and a
// difference day, and reads the total line at each step: while an operation is incomplete
// it never reads "?." and gives no total, once the first operation is complete it holds
// its value by the engine (twoops.Operate), and complete it gives the goal's combination of
// the two (twoops.Goal.Combine), as a sentence.
func TestTwoOpsTotalIncomplete(t *testing.T) {
	for _, date := range []string{"2026-12-02", "2026-12-06"} {
		t.Run(date, func(t *testing.T) {
			s := newSite(t, date)
			tw := s.rec.TwoOps
			tab := browser.Tab(t)
			tab.Viewport(390, 844)
			onDay(tab, date)
			tab.Open(s.http)
			tab.Click(`.to-hand [data-card="` + tw.Numbers[0].String() + `"]`)
			tab.Click(`[data-act="discard"]`)
			live.Record(tab)
			k := tw.Numbers[1:]
			ops := [2]twoops.Operation{
				{Operator: tw.Operators[0], Numbers: [2]puzzles.Card{k[0], k[1]}},
				{Operator: tw.Operators[1], Numbers: [2]puzzles.Card{k[2], k[3]}},
			}
			label := map[bool]string{false: "Sum: ", true: "Difference: "}[tw.Goal.Difference()]
			open := func(step string, holds ...string) {
				t.Helper()
				total := tab.Text(".to-total")
				if strings.Contains(total, "?.") || strings.Contains(total, "=") || !strings.Contains(total, label) || !strings.Contains(total, "?") {
					t.Errorf("%s, the total reads %q; want a %q line with an unknown value, no total and no \"?.\"", step, total, label)
				}
				for _, h := range holds {
					if !strings.Contains(total, h) {
						t.Errorf("%s, the total reads %q, without the first operation's value %s", step, total, h)
					}
				}
			}
			open("before any card is placed")
			var v [2]twoops.Value
			for row, o := range ops {
				for i, c := range []puzzles.Card{o.Numbers[0], o.Operator, o.Numbers[1]} {
					pick, slot := `.to-pool [data-card="`+c.String()+`"]`, fmt.Sprintf(`[data-slot="%d"]`, row*3+i)
					clickUntil(tab, pick, pick+`[aria-pressed="true"]`)
					clickUntil(tab, slot, slot+`.pc`)
					if row == 0 && i < 2 {
						open([]string{"with one card placed", "with two cards placed"}[i])
					}
				}
				v[row] = twoops.Operate(o.Operator, o.Numbers[0], o.Numbers[1])
				if row == 0 {
					open("with the first operation complete", v[0].Prose())
					tab.Screenshot(filepath.Join(browsertest.Shots(t), "phone-twoops-half-"+date+".png"))
				}
			}
			want := " = " + tw.Goal.Combine(v[0], v[1]).Prose() + "."
			live.Wait(tab, want) // the last card placed says the total
			total := tab.Text(".to-total")
			if !strings.HasSuffix(total, want) || !strings.HasPrefix(total, label) && !strings.Contains(total, ". "+label) {
				t.Errorf("complete, the total reads %q; want a %q line ending %q", total, label, want)
			}
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			for _, m := range msgs {
				if strings.Contains(m, label) && strings.Contains(m, "?") {
					t.Errorf("a live message says a total with an unknown value: %q", m)
				}
			}
		})
	}
}
