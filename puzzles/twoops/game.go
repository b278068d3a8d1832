package twoops

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Grade grades a Two Ops deal (6 numbers, 2 operators, a goal) from every arrangement of
// its six numbers (play, Solve of all six), by two counts of points:
//
//   - Rarity: how few arrangements reach the best. 2 points when only one does, 1 point
//     when at most 1 in 30 do (3 of the 90 arrangements of six numbers).
//   - Shortfall: how far the ordinary choice falls short: the distance of the median
//     arrangement's result from the best. 2 points at 12 or more, 1 point at 6 or more.
//
// The level is 1 plus the points. Of the daily deals of 2026-2040, 17% are gentle, 25%
// easy, 26% moderate, 22% hard and 10% fiendish.
func Grade(play Play) puzzles.Level {
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
	case short >= Int(12):
		points += 2
	case short >= Int(6):
		points++
	}
	return puzzles.Gentle + puzzles.Level(points)
}

// shortfall returns how far the median result of all arrangements is from the best: the
// result in the middle of the list ordered from best to worst (the better of the two middle
// ones for an even count). It is never negative.
func shortfall(play Play) Value {
	// Results are at most 40 (in halves, 80) from the best: count them by distance.
	var count [256]uint8
	for _, a := range play.All {
		count[min((a.Result-play.Best).Abs().Halves(), len(count)-1)]++
	}
	mid, seen := (len(play.All)-1)/2, 0
	for d, c := range count {
		seen += int(c)
		if seen > mid {
			return Half(d)
		}
	}
	return Half(len(count) - 1)
}

// Level grades the deal the play is of (Grade).
func (p Play) Level() puzzles.Level { return Grade(p) }

// Describe writes the best result, how many arrangements reach it, and the first of them
// explained.
func (p Play) Describe() string {
	if len(p.Optimal) == 0 {
		return "no arrangement"
	}
	a := p.Optimal[0]
	return fmt.Sprintf("best %v (%d of %d arrangements): %s; %s", p.Best, len(p.Optimal), len(p.All),
		a.Operations[0].Explain(), a.Operations[1].Explain())
}

// Game is Two Ops as a game of the puzzles contract: its puzzles are one-player deals (Puzzle),
// written "AS 3H 7D 9C 10S 2D / KH JS / 6D" (numbers, operators, goal card).
var Game puzzles.Game = game{}

func init() { puzzles.Register(Game) }

type game struct{}

// Name returns "twoops", the game's key in records, streams and the registry.
func (game) Name() string { return "twoops" }

// Title returns "Two Ops".
func (game) Title() string { return "Two Ops" }

// dealCandidates is how many deals Generate draws, at most, looking for one of the level
// it wants.
const dealCandidates = 256

// Generate deals one-player rounds from r (DealOne) until one has the level.
func (game) Generate(r *rand.Rand, level puzzles.Level) (puzzles.Puzzle, error) {
	if !level.Valid() {
		return nil, fmt.Errorf("%w %d: levels are 1 to 5", puzzles.ErrLevel, int(level))
	}
	var err error
	d := puzzles.Pick(level, dealCandidates, func(int) (Puzzle, puzzles.Level) {
		d, e := DealOne(r)
		if e != nil {
			err = e
			return d, 0
		}
		return d, Grade(d.play)
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// Parse reads a deal written as its numbers, operators and goal card between slashes, like
// "AS 3H 7D 9C 10S 2D / KH JS / 6D", and checks the cards (ParseNumbers, ParseOperators,
// ParseGoalCard).
func (game) Parse(s string) (puzzles.Puzzle, error) {
	parts := strings.Split(s, "/")
	if len(parts) != 3 {
		return nil, fmt.Errorf("deal %q: %d parts, want numbers / operators / goal card, like \"AS 3H 7D 9C 10S 2D / KH JS / 6D\"", s, len(parts))
	}
	nums, err := ParseNumbers(parts[0], 6, 6)
	if err != nil {
		return nil, err
	}
	opers, err := ParseOperators(parts[1])
	if err != nil {
		return nil, err
	}
	goalCard, err := ParseGoalCard(parts[2], nums)
	if err != nil {
		return nil, err
	}
	goal, err := GoalOf(goalCard)
	if err != nil {
		return nil, err
	}
	return Puzzle{Hand: Hand{Numbers: [6]puzzles.Card(nums), Operators: opers}, GoalCard: goalCard, Goal: goal}, nil
}

// Puzzle is a puzzle of Two Ops: one player's hand and the goal card.
type Puzzle struct {
	Hand     Hand
	GoalCard puzzles.Card
	Goal     Goal
	play     Play // when solved, by DealOne
	solved   bool
}

// DealOne deals a one-player round from r (DealFrom) and solves it: the daily deal, and
// each of Generate's candidates.
func DealOne(r *rand.Rand) (Puzzle, error) {
	round, err := DealFrom(r, 1)
	if err != nil {
		return Puzzle{}, err
	}
	d := Puzzle{Hand: round.Hands[0], GoalCard: round.GoalCard, Goal: round.Goal}
	d.play, err = Solve(d.Hand.Numbers[:], d.Hand.Operators, d.Goal)
	if err != nil {
		return Puzzle{}, fmt.Errorf("solving the deal %v: %w", d.Hand, err)
	}
	d.solved = true
	return d, nil
}

// String writes the deal as Parse reads it.
func (d Puzzle) String() string {
	return cardList(d.Hand.Numbers[:]) + " / " + cardList(d.Hand.Operators[:]) + " / " + d.GoalCard.String()
}

// Solve returns the deal's Play.
func (d Puzzle) Solve() puzzles.Solved { return d.Play() }

// Play returns Solve of the six numbers, found once by DealOne.
func (d Puzzle) Play() Play {
	if d.solved {
		return d.play
	}
	p, _ := Solve(d.Hand.Numbers[:], d.Hand.Operators, d.Goal) // a valid deal, by Parse
	return p
}
