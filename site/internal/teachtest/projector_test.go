package teachtest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// enName names a card in English words: "10 of hearts", "king of hearts".
func enName(c puzzles.Card) string {
	rank := map[puzzles.Rank]string{puzzles.Ace: "ace", puzzles.Jack: "jack", puzzles.Queen: "queen", puzzles.King: "king"}[c.Rank]
	if rank == "" {
		rank = fmt.Sprint(int(c.Rank))
	}
	return rank + " of " + map[puzzles.Suit]string{puzzles.Spades: "spades", puzzles.Hearts: "hearts", puzzles.Diamonds: "diamonds", puzzles.Clubs: "clubs"}[c.Suit]
}

// TestProjector shows an Ops start and a Two Ops hand on the projector: the big layout is
// the start, each step is one swap of an optimal solution (the layout drawn after it is the
// start with the swaps so far, checked here by replaying them), the last step names the
// four proved lines of the finished layout; the Two Ops steps are the key's operations as
// twoops explains them, then the best result. The timer runs.
func TestProjector(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 6, Paper: sheet.A4}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	tab := browser.Tab(t)
	tab.Viewport(1280, 800)
	tab.Open(teachURL(t, o))
	tab.Do(chromedp.SetValue(chromedp.CSS("[data-tc-pn]"), "3"))
	tab.Click("[data-tc-project]")
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-tc-proj]').open`) {
		t.Fatalf("the projector did not open: %v", tab.Errors())
	}
	big := func() string { return tab.Attr(".tc-bkp", "aria-label") }
	rows := func(l ops.Layout) string {
		var r []string
		for i := 0; i < 9; i += 3 {
			var c []string
			for _, v := range l[i : i+3] {
				c = append(c, map[uint8]string{0: "10", 1: "A"}[v]+strings.TrimLeft(fmt.Sprint(v), "01"))
			}
			r = append(r, strings.Join(c, " "))
		}
		return "Layout in rows: " + strings.Join(r, ", ")
	}
	p := s.Items[2].Ops
	l, _ := ops.ParseLayout(p.Start)
	if got := big(); got != rows(l) {
		t.Errorf("puzzle 3 on the projector: %q, want %q", got, rows(l))
	}
	axe.Check(tab, "the projector")
	for i, m := range p.Solution {
		tab.Click("[data-tc-step]")
		l = l.Swap(m[0], m[1])
		if got := big(); got != rows(l) {
			t.Errorf("after step %d: %q, want %q", i+1, got, rows(l))
		}
	}
	tab.Click("[data-tc-step]")
	last := browsertest.Eval[string](tab, `document.querySelector('[data-tc-steps] li:last-child').textContent`)
	for _, c := range ops.Check(l) {
		if !c.Holds || !strings.Contains(last, c.Equations[0]) {
			t.Errorf("the last step %q does not prove the line %v", last, c)
		}
	}
	if n := tab.Count("[data-tc-steps] li"); n != p.OptimalMoves+1 {
		t.Errorf("%d steps for %d swaps", n, p.OptimalMoves)
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-tc-step]').disabled`) {
		t.Error("a step is left after the proof")
	}
	// Puzzle 4, Two Ops.
	tab.Click("[data-tc-next]")
	two := s.Items[3].TwoOps
	for _, c := range two.Numbers {
		if tab.Count(`.tc-bt [aria-label]`) == 0 || !strings.Contains(tab.Text(".tc-bt"), c.Rank.String()) {
			t.Errorf("the hand on the projector lacks %v", c)
		}
	}
	for range 3 {
		tab.Click("[data-tc-step]")
	}
	stepsText := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('[data-tc-steps] li'), function (li) { return (li.querySelector('[aria-hidden=true]') || li).textContent; })`)
	if len(stepsText) != 3 {
		t.Fatalf("steps %q", stepsText)
	}
	for i, op := range two.Arrangement.Operations {
		if stepsText[i] != op.Explain()+"." {
			t.Errorf("step %d %q, want %q", i+1, stepsText[i], op.Explain()+".")
		}
	}
	// A screen reader hears the steps (a live region) with every card in words.
	heard := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('[data-tc-steps] li'), function (li) { var c = li.cloneNode(true); c.querySelectorAll('[aria-hidden=true]').forEach(function (e) { e.remove(); }); return c.textContent; })`)
	for i, h := range heard {
		if strings.ContainsAny(h, live.SuitSigns) || i < 2 && !strings.Contains(h, " of ") {
			t.Errorf("step %d is heard as %q, not with the cards in words", i+1, h)
		}
	}
	for i, op := range two.Arrangement.Operations {
		if want := enName(op.Operator) + " with " + enName(op.Numbers[0]) + " and " + enName(op.Numbers[1]) + ": "; !strings.HasPrefix(heard[i], want) {
			t.Errorf("step %d is heard as %q, want it to begin %q", i+1, heard[i], want)
		}
	}
	if !strings.Contains(stepsText[2], "= "+two.Best.String()+", the best") {
		t.Errorf("the last step %q does not give the best %s", stepsText[2], two.Best)
	}
	tab.Click("[data-tc-time]")
	tab.Wait(`document.querySelector('[data-tc-timer]').textContent !== '0:00'`)
	if dir := browsertest.Shots(t); dir != "" {
		tab.Screenshot(filepath.Join(dir, "two.png"))
	}
	tab.Keys("\x1b") // Escape closes it
	if browsertest.Eval[bool](tab, `document.querySelector('[data-tc-proj]').open`) {
		t.Error("Escape did not close the projector")
	}
}
