package twoops

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Outcomes is the number of outcomes still unknown when a player makes the blind discard:
// the 66 pairs of operators (any 2 of the 12 court cards) times the 34 goal cards (the pip
// cards other than the player's 6), all equally likely.
const Outcomes = 66 * 34

// Rate is an exact keep rate: Kept of Outcomes equally likely outcomes.
type Rate struct {
	Kept     int // the outcomes in which the five cards kept reach the best result of all six
	Outcomes int // all outcomes, [Outcomes]
}

// Float returns the rate as a number from 0 to 1.
func (r Rate) Float() float64 { return float64(r.Kept) / float64(r.Outcomes) }

// String writes the rate as "kept/outcomes", like "1680/2244".
func (r Rate) String() string { return fmt.Sprintf("%d/%d", r.Kept, r.Outcomes) }

// Percent writes the rate as a percentage with one decimal, like "74.9%".
func (r Rate) Percent() string { return fmt.Sprintf("%.1f%%", 100*r.Float()) }

// group is a pair of unused numbers (x, y) of six, with the three ways to pair the other
// four: pair indexes (see pairIndex) of the two pairs.
type group struct {
	x, y uint8
	pq   [3][2]uint8
}

// groups6 lists the 15 groups of six numbers.
var groups6 = func() (gs [15]group) {
	for _, pt := range partitions[6] {
		g := &gs[pairIndex[pt.unused[0]][pt.unused[1]]]
		g.x, g.y = pt.unused[0], pt.unused[1]
		for k := range g.pq {
			if g.pq[k] == [2]uint8{} {
				g.pq[k] = [2]uint8{pairIndex[pt.p[0]][pt.p[1]], pairIndex[pt.q[0]][pt.q[1]]}
				break
			}
		}
	}
	return gs
}()

// extremes holds the lowest and highest sum and difference of a set of arrangements, in
// goal order: lowest sum, highest sum, least difference, most difference.
type extremes [4]Value

var emptyExtremes = extremes{1 << 20, -1 << 20, 1 << 20, -1 << 20}

func (e *extremes) fold(o *extremes) {
	e[0] = min(e[0], o[0])
	e[1] = max(e[1], o[1])
	e[2] = min(e[2], o[2])
	e[3] = max(e[3], o[3])
}

// courtTypes are the six kinds of operator that play differently: J, Q and K, black and
// red. Each stands for two of the 12 court cards.
var courtTypes = [6]struct {
	rank puzzles.Rank
	red  bool
}{{puzzles.Jack, false}, {puzzles.Jack, true}, {puzzles.Queen, false}, {puzzles.Queen, true}, {puzzles.King, false}, {puzzles.King, true}}

// KeepRates returns, for each of 6 number cards, the exact keep rate of discarding it: the
// share of the unknown outcomes (any 2 of the 12 operators, any of the 34 pip cards not in
// the hand as the goal card, all equally likely) in which the other five reach the same best
// result as all six would.
//
// The count is exact and quick: operator pairs are grouped by the kinds of their cards
// (rank and colour; 21 kinds of pair, each standing for 1 or 4 of the 66 pairs) and goal
// cards by the goal they set; for each kind of pair one pass over the 90 arrangements of
// six numbers gives the best of all six and of each five under all four goals.
func KeepRates(numbers [6]puzzles.Card) ([6]Rate, error) {
	var rates [6]Rate
	if err := CheckNumbers(numbers[:], 6, 6); err != nil {
		return rates, err
	}
	var vals [6]int
	var reds [6]bool
	goalCards := [4]int{10, 10, 10, 10}
	for i, c := range numbers {
		vals[i], reds[i] = c.Value(), c.Red()
		goalCards[goalOf(vals[i], reds[i])]--
	}
	// pv[t][p] is the value of operator kind t on the pair p.
	var pv [6][16]Value // 16, not 15: indexes masked with 15 need no bounds checks
	for t, ct := range courtTypes {
		for i := 0; i < 6; i++ {
			for j := i + 1; j < 6; j++ {
				pv[t][pairIndex[i][j]] = operate(ct.rank, ct.red, vals[i], reds[i], vals[j], reds[j])
			}
		}
	}
	var kept [6]int
	for t1 := range courtTypes {
		for t2 := t1; t2 < len(courtTypes); t2++ {
			weight := 4 // two cards of each kind: 2 × 2 pairs
			if t1 == t2 {
				weight = 1
			}
			v1, v2 := &pv[t1], &pv[t2]
			all := emptyExtremes
			var five [8]extremes // 8, not 6: indexes masked with 7 need no bounds checks
			for i := range five {
				five[i] = emptyExtremes
			}
			for _, g := range &groups6 {
				e := emptyExtremes
				for _, pq := range g.pq {
					p, q := pq[0]&15, pq[1]&15
					a, b := v1[p], v2[q]
					c, d := v1[q], v2[p]
					s1, s2 := a+b, c+d
					d1, d2 := (a - b).Abs(), (c - d).Abs()
					e[0] = min(e[0], s1, s2)
					e[1] = max(e[1], s1, s2)
					e[2] = min(e[2], d1, d2)
					e[3] = max(e[3], d1, d2)
				}
				all.fold(&e)
				five[g.x&7].fold(&e)
				five[g.y&7].fold(&e)
			}
			for goal, n := range goalCards {
				w := weight * n
				for i := range 6 {
					if five[i][goal] == all[goal] {
						kept[i] += w
					}
				}
			}
		}
	}
	for i := range rates {
		rates[i] = Rate{Kept: kept[i], Outcomes: Outcomes}
	}
	return rates, nil
}

// Advice returns the card to discard blind from 6 number cards: one with the highest keep
// rate (see [KeepRates]). Ties go to the card of lowest pip value, then to the first suit
// in the order spades, hearts, diamonds, clubs, so the advice does not depend on the order
// the cards are given in.
func Advice(numbers [6]puzzles.Card) (puzzles.Card, error) {
	rates, err := KeepRates(numbers)
	if err != nil {
		return puzzles.Card{}, err
	}
	return numbers[AdviceIndex(numbers, rates)], nil
}

// AdviceIndex returns the index in numbers of the card [Advice] chooses, given the keep
// rates [KeepRates] returned for them: for callers that want both without counting twice.
func AdviceIndex(numbers [6]puzzles.Card, rates [6]Rate) int {
	best := 0
	for i := 1; i < 6; i++ {
		a, b := numbers[i], numbers[best]
		if rates[i].Kept > rates[best].Kept ||
			rates[i].Kept == rates[best].Kept && (a.Rank < b.Rank || a.Rank == b.Rank && a.Suit < b.Suit) {
			best = i
		}
	}
	return best
}
