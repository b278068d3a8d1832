package generator

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// OpsPuzzleOf returns the record of an Ops solitaire start, solved and graded as a day's
// start is (ops.Solve, OpsLevel). Worksheets drawn from a fixed bank of starts
// (site/sheet) make their records with it.
func OpsPuzzleOf(start ops.Layout) OpsPuzzle { return opsPuzzle(start, ops.Solve(start)) }

// TwoOpsPuzzleOf returns the record of a Two Ops hand and its goal card, solved and graded
// as a day's deal is (twoops.Solve, TwoOpsLevel, the keep rates of every discard).
func TwoOpsPuzzleOf(hand twoops.Hand, goalCard puzzles.Card) (TwoOpsPuzzle, error) {
	goal, err := twoops.GoalOf(goalCard)
	if err != nil {
		return TwoOpsPuzzle{}, err
	}
	play, err := twoops.Solve(hand.Numbers[:], hand.Operators, goal)
	if err != nil {
		return TwoOpsPuzzle{}, fmt.Errorf("solving the hand %v: %w", hand, err)
	}
	return twoOpsPuzzle(hand, goalCard, goal, play)
}
