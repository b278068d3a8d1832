package browsertest

import (
	"fmt"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// TwoOpsTable reads the Two Ops table shown inside root (a CSS selector of the board,
// like "[data-twoops]", after the discard) as a person reads it off the screen: the five
// numbers kept, the two operators and the goal.
func TwoOpsTable(t testing.TB, tab *Tab, root string) (kept []puzzles.Card, opers [2]puzzles.Card, goal twoops.Goal) {
	t.Helper()
	g, err := puzzles.ParseCard(tab.Attr(root+` .to-goal [data-card]`, "data-card"))
	if err != nil {
		t.Fatalf("the goal card: %v", err)
	}
	if goal, err = twoops.GoalOf(g); err != nil {
		t.Fatal(err)
	}
	var ops []puzzles.Card
	for _, s := range Eval[[]string](tab, `[].map.call(document.querySelectorAll(`+Quote(root+` .to-pool [data-card]`)+`), function (b) { return b.getAttribute('data-card'); })`) {
		c, err := puzzles.ParseCard(s)
		if err != nil {
			t.Fatalf("a card of the pool: %v", err)
		}
		if c.Pip() {
			kept = append(kept, c)
		} else {
			ops = append(ops, c)
		}
	}
	if len(kept) != 5 || len(ops) != 2 {
		t.Fatalf("the pool shows %v and %v, not five numbers and two operators", kept, ops)
	}
	return kept, [2]puzzles.Card{ops[0], ops[1]}, goal
}

// SolveOps plays the engine's optimal swaps from start, the layout the Ops board inside
// root shows (a CSS selector: "[data-ops-board]", "#ops"), by clicks, as a person does:
// each swap's two cards, one after the other. The caller waits for the board's verdict.
func SolveOps(tab *Tab, root string, start ops.Layout) {
	tab.T.Helper()
	for _, m := range ops.Solve(start).Moves {
		tab.Click(fmt.Sprintf(`%s [data-pos="%d"]`, root, m[0]))
		tab.Click(fmt.Sprintf(`%s [data-pos="%d"]`, root, m[1]))
	}
}

// PlaceTwoOps builds the arrangement a on the Two Ops table inside root by clicks, as a
// person does: each card of the pool, then its slot (the first operation's number,
// operator, number, then the second's), and submits it.
func PlaceTwoOps(tab *Tab, root string, a twoops.Arrangement) {
	for row, o := range a.Operations {
		for k, c := range []puzzles.Card{o.Numbers[0], o.Operator, o.Numbers[1]} {
			tab.Click(root + ` .to-pool [data-card="` + c.String() + `"]`)
			tab.Click(fmt.Sprintf(`%s [data-slot="%d"]`, root, row*3+k))
		}
	}
	tab.Click(root + ` [data-act="submit"]`)
}

// PlayTwoOpsAdvice plays the day's Two Ops hand tw on the board inside root as a person
// does: the advised card discarded, then the record's optimal arrangement of the five kept
// for that discard, placed by clicks (PlaceTwoOps).
func PlayTwoOpsAdvice(tab *Tab, root string, tw generator.TwoOpsPuzzle) {
	tab.T.Helper()
	tab.Click(root + ` .to-hand [data-card="` + tw.Advice.String() + `"]`)
	tab.Click(root + ` [data-act="discard"]`)
	for _, d := range tw.Discards {
		if d.Card == tw.Advice {
			PlaceTwoOps(tab, root, d.Arrangement)
			return
		}
	}
	tab.T.Fatalf("the record has no discard of its advice %v", tw.Advice)
}

// DuelCard is the CSS selector of the card of a duel table at place pos (0-8, or
// 0-1 in the dish) of where: "S", "H" or "dish".
func DuelCard(where string, pos int) string {
	return fmt.Sprintf(`.duel-table [data-where="%s"][data-pos="%d"]`, where, pos)
}

// DuelMove returns the CSS selectors (DuelCard) of the cards the try m of the player to
// move in p gives and takes, on a duel table: the daily duel's or the duel page's.
func DuelMove(p duel.Position, m duel.Move) (give, take string) {
	me := p.ToMove.String()
	where := map[duel.Source]string{duel.FromOwn: me, duel.FromOpponent: p.ToMove.Opponent().String(), duel.FromDish: "dish"}[m.From]
	return DuelCard(me, m.Give), DuelCard(where, m.Take)
}

// DuelTry makes the try m on the duel table of position p by clicks, as a person does: the
// card given, then the card taken.
func DuelTry(tab *Tab, p duel.Position, m duel.Move) {
	tab.T.Helper()
	give, take := DuelMove(p, m)
	tab.Click(give)
	tab.Click(take)
}
