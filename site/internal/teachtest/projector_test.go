package teachtest

import (
	"fmt"
	"os"
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

// fitJS returns the parts of the open projector that are not wholly on the screen, each
// named, as a person in the room sees it: the heading, the timer, every card of the layout
// or hand, the last step shown and every button must lie within both the window and the
// dialog's own box (a dialog that scrolls has parts outside it), and the last step within
// its list's box.
const fitJS = `(function () {
  var d = document.querySelector('[data-tc-proj]'), box = d.getBoundingClientRect(), out = [];
  var W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  function inside(r, b) { return r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5; }
  function check(name, el, within) {
    var r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) { out.push(name + ' not drawn'); return; }
    if (!inside(r, { left: 0, right: W, top: 0, bottom: H }) || !inside(r, box) || (within && !inside(r, within.getBoundingClientRect())))
      out.push(name + ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(','));
  }
  check('heading', document.querySelector('[data-tc-ph]'));
  check('timer', document.querySelector('[data-tc-timer]'));
  document.querySelectorAll('[data-tc-big] .c').forEach(function (c, i) { check('card ' + (i + 1), c); });
  var steps = document.querySelector('[data-tc-steps]'), last = steps.querySelector('li:last-child');
  if (last) check('last step', last, steps);
  document.querySelectorAll('[data-tc-proj] button').forEach(function (b) { check('button ' + b.textContent, b); });
  return out;
})()`

// TestProjectorFits: on a projector's screen (720 to 1080 pixels high), a phone and a
// narrow window, light and dark, the projector shows the heading, the timer, the whole
// layout or hand, the steps so far and the buttons together, at every step of an Ops start
// (four swaps and the proof) and of a Two Ops hand: nothing scrolls out of view and no card
// is cut at the sides, in English and in French (longer words). The cards stay big: on a projector, at least a tenth of the screen's
// height.
func TestProjectorFits(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 4, Level: 5, Swaps: 4, Paper: sheet.A4}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	if s.Items[0].Ops == nil || s.Items[0].Ops.OptimalMoves != 4 || s.Items[1].TwoOps == nil {
		t.Fatalf("puzzle 1 is not an Ops start of 4 swaps and 2 a Two Ops hand: %+v", s.Items[:2])
	}
	dir := browsertest.Shots(t)
	tab := browser.Tab(t)
	for _, c := range []struct {
		w, h   int
		scheme string
		french bool
	}{{1280, 720, "light", false}, {1280, 800, "dark", false}, {1920, 1080, "light", false}, {1024, 768, "dark", false}, {390, 844, "dark", false}, {320, 800, "light", false}, {800, 600, "light", false},
		{1280, 720, "dark", true}, {320, 800, "dark", true}} {
		name := fmt.Sprintf("%dx%d-%s", c.w, c.h, c.scheme)
		tab.Viewport(c.w, c.h)
		tab.Media("", "prefers-color-scheme="+c.scheme)
		if c.french {
			name += "-fr"
			tab.Open(frenchURL(t, "teach/index.html") + query(o))
		} else {
			tab.Open(teachURL(t, o))
		}
		tab.Click("[data-tc-project]")
		for n, steps := range []int{s.Items[0].Ops.OptimalMoves + 1, 3} {
			for k := 0; k <= steps; k++ {
				if k > 0 {
					tab.Click("[data-tc-step]")
				}
				if bad := browsertest.Eval[[]string](tab, fitJS); len(bad) > 0 {
					t.Errorf("%s, puzzle %d after %d steps: out of view: %s", name, n+1, k, strings.Join(bad, "; "))
				}
			}
			if c.w >= 1024 {
				if h := browsertest.Eval[float64](tab, `document.querySelector('[data-tc-big] .c').getBoundingClientRect().height`); h < float64(c.h)/10 {
					t.Errorf("%s, puzzle %d: the cards are %.0f px high, under a tenth of the screen", name, n+1, h)
				}
			}
			if dir != "" {
				png := browsertest.Run(tab, chromedp.CaptureScreenshot())
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("proj-%s-%d.png", name, n+1)), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if n == 0 {
				tab.Click("[data-tc-next]")
			}
		}
		tab.Click("[data-tc-close]")
	}
}
