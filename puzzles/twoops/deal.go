package twoops

import (
	"fmt"
	"math/rand/v2"

	"github.com/opsdaily/opsdaily/puzzles"
)

// MaxPlayers is the most players one deck serves: 6 × 2 operators use all 12 court cards.
const MaxPlayers = 6

// DealStream is the second word of the PCG source [Deal] seeds: rand.NewPCG(seed,
// DealStream). It spells "TwoOps" in ASCII. Do not change it: it would change every deal.
const DealStream = 0x54776f4f7073

// Hand is what one player is dealt: six number cards, before the player's blind discard,
// and two operators, dealt after it.
type Hand struct {
	Numbers   [6]puzzles.Card `json:"numbers"`
	Operators [2]puzzles.Card `json:"operators"`
}

// Round is one deal: a hand for each player and the goal card turned from the number stock.
type Round struct {
	Hands    []Hand       `json:"hands"`
	GoalCard puzzles.Card `json:"goal_card"`
	Goal     Goal         `json:"goal"`
}

// Deal deals a round for 1 to 6 players, reproducibly from a seed: it is DealFrom with the
// source rand.NewPCG(seed, DealStream).
func Deal(seed uint64, players int) (Round, error) {
	return DealFrom(rand.New(rand.NewPCG(seed, DealStream)), players)
}

// DealFrom deals a round for 1 to 6 players from r, following the seed's procedure:
//
//  1. The 40 pip cards, in the order of [puzzles.Deck] (spades A-10, hearts, diamonds,
//     clubs), are shuffled with r.Shuffle and dealt one at a time round the players until
//     each has 6 (player p gets stock cards p, p + players, ...).
//  2. Each player discards one blind: that is the player's choice, so the Round holds the
//     six cards dealt.
//  3. The 12 court cards, in Deck order, are shuffled with r.Shuffle and dealt the same way,
//     2 each.
//  4. The next card of the number stock, the card after the players' 6 each, is the goal
//     card.
func DealFrom(r *rand.Rand, players int) (Round, error) {
	if players < 1 || players > MaxPlayers {
		return Round{}, fmt.Errorf("%d players: a round has 1 to %d players", players, MaxPlayers)
	}
	var pips [40]puzzles.Card
	var courts [12]puzzles.Card
	np, nc := 0, 0
	for _, c := range puzzles.Deck() {
		if c.Pip() {
			pips[np] = c
			np++
		} else {
			courts[nc] = c
			nc++
		}
	}
	r.Shuffle(len(pips), func(i, j int) { pips[i], pips[j] = pips[j], pips[i] })
	r.Shuffle(len(courts), func(i, j int) { courts[i], courts[j] = courts[j], courts[i] })
	round := Round{Hands: make([]Hand, players), GoalCard: pips[6*players]}
	for p := range round.Hands {
		for k := range 6 {
			round.Hands[p].Numbers[k] = pips[k*players+p]
		}
		for k := range 2 {
			round.Hands[p].Operators[k] = courts[k*players+p]
		}
	}
	round.Goal, _ = GoalOf(round.GoalCard) // a pip card: no error
	return round, nil
}

// DefaultTarget is the score a match is played to unless the players agree otherwise.
const DefaultTarget = 10

// Score returns each player's points for a round: 2 to every player with the best result
// under the goal, 1 to every player with the next best distinct result, 0 to the others.
// So with results 3, 5, 5 and 7 for the lowest sum the points are 2, 1, 1 and 0; when all
// tie, everyone gets 2.
func Score(results []Value, goal Goal) []int {
	points := make([]int, len(results))
	if len(results) == 0 {
		return points
	}
	best := results[0]
	for _, r := range results {
		if goal.Better(r, best) {
			best = r
		}
	}
	next, hasNext := best, false
	for _, r := range results {
		if r != best && (!hasNext || goal.Better(r, next)) {
			next, hasNext = r, true
		}
	}
	for i, r := range results {
		switch {
		case r == best:
			points[i] = 2
		case hasNext && r == next:
			points[i] = 1
		}
	}
	return points
}

// Match keeps the totals of a match played to a target score. The match is over after the
// round in which at least one player reaches the target; the winners are then every player
// with the highest total, so two players who pass the target in the same round with equal
// totals share the win, and a player at the target loses to one above it.
type Match struct {
	Target int   // the score to reach, DefaultTarget unless chosen
	Totals []int // each player's points so far
	Rounds int   // the rounds recorded
}

// NewMatch starts a match of 1 to 6 players to the target score; a target of 0 means
// DefaultTarget.
func NewMatch(players, target int) (*Match, error) {
	if players < 1 || players > MaxPlayers {
		return nil, fmt.Errorf("%d players: a match has 1 to %d players", players, MaxPlayers)
	}
	if target < 0 {
		return nil, fmt.Errorf("target %d: want a positive score, or 0 for %d", target, DefaultTarget)
	}
	if target == 0 {
		target = DefaultTarget
	}
	return &Match{Target: target, Totals: make([]int, players)}, nil
}

// Record scores a round from each player's result and returns the points it gave.
func (m *Match) Record(results []Value, goal Goal) ([]int, error) {
	if m.Over() {
		return nil, fmt.Errorf("the match is over after %d rounds", m.Rounds)
	}
	if len(results) != len(m.Totals) {
		return nil, fmt.Errorf("%d results for %d players", len(results), len(m.Totals))
	}
	points := Score(results, goal)
	for i, p := range points {
		m.Totals[i] += p
	}
	m.Rounds++
	return points, nil
}

// Over reports whether some player has reached the target.
func (m *Match) Over() bool {
	for _, t := range m.Totals {
		if t >= m.Target {
			return true
		}
	}
	return false
}

// Winners returns the indexes of the players with the highest total once the match is
// over, in increasing order, and nil before.
func (m *Match) Winners() []int {
	if !m.Over() {
		return nil
	}
	top := m.Totals[0]
	for _, t := range m.Totals {
		top = max(top, t)
	}
	var w []int
	for i, t := range m.Totals {
		if t == top {
			w = append(w, i)
		}
	}
	return w
}
