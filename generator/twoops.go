package generator

import (
	"fmt"
	"math/rand/v2"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// TwoOpsLevel grades a Two Ops deal (6 numbers, 2 operators, a goal) from every
// arrangement of its six numbers (play, from twoops.Solve of all six), by two counts of
// points:
//
//   - Rarity: how few arrangements reach the best. 2 points when only one does, 1 point
//     when at most 1 in 30 do (3 of the 90 arrangements of six numbers).
//   - Shortfall: how far the ordinary choice falls short: the distance of the median
//     arrangement's result from the best. 2 points at 12 or more, 1 point at 6 or more.
//
// The level is 1 plus the points. Of the daily deals of 2026-2040, 17% are gentle, 25%
// easy, 26% moderate, 22% hard and 10% fiendish.
func TwoOpsLevel(play twoops.Play) Level {
	n, k := len(play.All), len(play.Optimal)
	points := 0
	switch {
	case k == 1:
		points += 2
	case 30*k <= n:
		points++
	}
	short := shortfall(play)
	switch {
	case short >= twoops.Int(12):
		points += 2
	case short >= twoops.Int(6):
		points++
	}
	return Gentle + Level(points)
}

// shortfall returns how far the median result of all arrangements is from the best: the
// result in the middle of the list ordered from best to worst (the better of the two middle
// ones for an even count). It is never negative.
func shortfall(play twoops.Play) twoops.Value {
	// Results are at most 40 (in halves, 80) from the best: count them by distance.
	var count [256]uint8
	for _, a := range play.All {
		count[min((a.Result-play.Best).Abs().Halves(), len(count)-1)]++
	}
	mid, seen := (len(play.All)-1)/2, 0
	for d, c := range count {
		seen += int(c)
		if seen > mid {
			return twoops.Half(d)
		}
	}
	return twoops.Half(len(count) - 1)
}

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
		Difficulty:   TwoOpsLevel(play),
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

// dealCandidates is how many deals TwoOpsAt draws, at most, looking for one of the level
// it wants.
const dealCandidates = 256

// deal deals a one-player round from r and solves it.
func deal(r *rand.Rand) (twoops.Round, twoops.Play, error) {
	round, err := twoops.DealFrom(r, 1)
	if err != nil {
		return round, twoops.Play{}, err
	}
	hand := round.Hands[0]
	play, err := twoops.Solve(hand.Numbers[:], hand.Operators, round.Goal)
	if err != nil {
		return round, play, fmt.Errorf("solving the deal %v: %w", hand, err)
	}
	return round, play, nil
}

// dayTwoOps is the day's Two Ops deal: the first one-player round dealt from the day's
// "twoops" stream (twoops.DealFrom), graded but not chosen by level. The weekly ramp is the
// solitaire's.
func dayTwoOps(r *rand.Rand) (TwoOpsPuzzle, error) {
	round, play, err := deal(r)
	if err != nil {
		return TwoOpsPuzzle{}, err
	}
	return twoOpsPuzzle(round.Hands[0], round.GoalCard, round.Goal, play)
}

// pickDeal deals one-player rounds from r until one has level want, and returns its record;
// after dealCandidates deals without one, the first deal of the nearest level, the harder
// on a tie.
func pickDeal(r *rand.Rand, want Level) (TwoOpsPuzzle, error) {
	var fbRound twoops.Round
	var fbPlay twoops.Play
	far := 1 << 30
	for range dealCandidates {
		round, play, err := deal(r)
		if err != nil {
			return TwoOpsPuzzle{}, err
		}
		level := TwoOpsLevel(play)
		if level == want {
			return twoOpsPuzzle(round.Hands[0], round.GoalCard, round.Goal, play)
		}
		if dist := levelDistance(level, want); dist < far {
			fbRound, fbPlay, far = round, play, dist
		}
	}
	return twoOpsPuzzle(fbRound.Hands[0], fbRound.GoalCard, fbRound.Goal, fbPlay)
}

// TwoOpsAt returns a graded Two Ops deal for practice and classroom sheets: the index-th
// deal of level for a seed (any string, like a class code), with its solution and keep
// rates. It is a pure function of its arguments, dealing from the stream of (seed,
// "#index", "twoops") of the current scheme until a deal has the level.
func TwoOpsAt(seed string, index int, level Level) (TwoOpsPuzzle, error) {
	if !level.Valid() {
		return TwoOpsPuzzle{}, fmt.Errorf("%w %d: levels are 1 to 5", ErrLevel, int(level))
	}
	return pickDeal(stream(CurrentScheme, seed, indexName(index), "twoops"), level)
}
