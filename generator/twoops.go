package generator

import (
	"fmt"
	"math/rand/v2"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// TwoOpsLevel grades a Two Ops deal from every arrangement of its six numbers (play, from
// twoops.Solve of all six): twoops.Grade, where the rules of the grading are written.
func TwoOpsLevel(play twoops.Play) Level { return twoops.Grade(play) }

// twoOpsPuzzle makes the record of a deal: play is twoops.Solve of all six numbers.
func twoOpsPuzzle(hand twoops.Hand, goalCard puzzles.Card, goal twoops.Goal, play twoops.Play) (TwoOpsPuzzle, error) {
	rates, err := twoops.KeepRates(hand.Numbers)
	if err != nil {
		return TwoOpsPuzzle{}, fmt.Errorf("keep rates of %v: %w", hand.Numbers, err)
	}
	p := TwoOpsPuzzle{
		Numbers:      hand.Numbers[:],
		Operators:    hand.Operators[:],
		GoalCard:     goalCard,
		Goal:         goal,
		Best:         play.Best,
		Arrangement:  play.Optimal[0],
		OptimalCount: len(play.Optimal),
		Discards:     make([]Discard, 6),
		Advice:       hand.Numbers[twoops.AdviceIndex(hand.Numbers, rates)],
		Difficulty:   twoops.Grade(play),
	}
	// The best of the five kept after discarding c is the best arrangement of all six that
	// leaves c unused; its marker is then the other unused card.
	for i, c := range hand.Numbers {
		var best *twoops.Arrangement
		var marker puzzles.Card
		for j := range play.All {
			a := &play.All[j]
			other, ok := otherThan(a.Marker, c)
			if ok && (best == nil || goal.Better(a.Result, best.Result)) {
				best, marker = a, other
			}
		}
		arr := *best
		arr.Marker = []puzzles.Card{marker}
		p.Discards[i] = Discard{
			Card:        c,
			Best:        best.Result,
			KeepRate:    rates[i].Float(),
			Kept:        rates[i].Kept,
			Outcomes:    rates[i].Outcomes,
			Arrangement: arr,
		}
	}
	return p, nil
}

// otherThan returns the card of a two-card marker other than c, if c is one of them.
func otherThan(marker []puzzles.Card, c puzzles.Card) (puzzles.Card, bool) {
	switch {
	case marker[0] == c:
		return marker[1], true
	case marker[1] == c:
		return marker[0], true
	}
	return puzzles.Card{}, false
}

// dayTwoOps is the day's Two Ops deal: the first one-player round dealt from the day's
// "twoops" stream (twoops.DealOne), graded but not chosen by level. The weekly ramp is the
// solitaire's.
func dayTwoOps(r *rand.Rand) (TwoOpsPuzzle, error) {
	d, err := twoops.DealOne(r)
	if err != nil {
		return TwoOpsPuzzle{}, err
	}
	return twoOpsPuzzle(d.Hand, d.GoalCard, d.Goal, d.Play())
}

// TwoOpsAt returns a graded Two Ops deal for practice and classroom sheets: the index-th
// deal of level for a seed (any string, like a class code), with its solution and keep
// rates. It is a pure function of its arguments: twoops.Game's Generate on the stream of
// (seed, "#index", "twoops") of the current scheme.
func TwoOpsAt(seed string, index int, level Level) (TwoOpsPuzzle, error) {
	p, err := twoops.Game.Generate(stream(CurrentScheme, seed, indexName(index), twoops.Game.Name()), level)
	if err != nil {
		return TwoOpsPuzzle{}, err
	}
	d := p.(twoops.Puzzle)
	return twoOpsPuzzle(d.Hand, d.GoalCard, d.Goal, d.Play())
}
