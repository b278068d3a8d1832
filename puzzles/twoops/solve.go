package twoops

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Operation is one operation of a play: an operator between two numbers, and its value.
type Operation struct {
	Numbers  [2]puzzles.Card `json:"numbers"`
	Operator puzzles.Card    `json:"operator"`
	Value    Value           `json:"value"`
}

// Explain returns the operation in words (see [Explain]).
func (o Operation) Explain() string { return Explain(o.Operator, o.Numbers[0], o.Numbers[1]) }

// Arrangement is one way to play a hand: two operations using 4 of the numbers, the unused
// number cards (the marker: one card in the game, none or two when solving 4 or 6 numbers)
// and the result under the goal (the sum or the absolute difference of the two values).
type Arrangement struct {
	Operations [2]Operation   `json:"operations"`
	Marker     []puzzles.Card `json:"marker"`
	Result     Value          `json:"result"`
}

// Play is the full analysis of a hand under a goal.
type Play struct {
	// All lists every arrangement, in a fixed order: the 4 numbers used (as index sets into
	// the numbers given, in lexicographic order), then the pairing (the first used number
	// with the second, the third or the fourth), then the first operator on the pair holding
	// the first used number, then on the other pair. When the two operators are identical
	// (same rank and colour, say K♥ and K♦) the second assignment is left out, as it is the
	// same play. So there are C(n,4) × 3 × 2 arrangements of n numbers, or half as many.
	All []Arrangement
	// Best is the best result the hand can reach.
	Best Value
	// Optimal lists the arrangements reaching Best, in the order of All.
	Optimal []Arrangement
}

// partition is two disjoint pairs of number indexes (p holds the lowest used index) and
// the indexes left unused.
type partition struct {
	p, q    [2]uint8
	unused  [2]uint8
	nUnused uint8
}

// partitions[n] lists the partitions of n numbers (4 to 6) in the order of Play.All.
var partitions = [7][]partition{4: makePartitions(4), 5: makePartitions(5), 6: makePartitions(6)}

func makePartitions(n int) []partition {
	var ps []partition
	for u0 := 0; u0 < n; u0++ {
		for u1 := u0 + 1; u1 < n; u1++ {
			for u2 := u1 + 1; u2 < n; u2++ {
				for u3 := u2 + 1; u3 < n; u3++ {
					var pt partition
					for i := 0; i < n; i++ {
						if i != u0 && i != u1 && i != u2 && i != u3 {
							pt.unused[pt.nUnused] = uint8(i)
							pt.nUnused++
						}
					}
					u := [4]uint8{uint8(u0), uint8(u1), uint8(u2), uint8(u3)}
					for _, pq := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
						pt.p = [2]uint8{u[pq[0]], u[pq[1]]}
						pt.q = [2]uint8{u[pq[2]], u[pq[3]]}
						ps = append(ps, pt)
					}
				}
			}
		}
	}
	return ps
}

// pairIndex[i][j] numbers the 15 pairs i < j of six cards.
var pairIndex = func() (t [6][6]uint8) {
	k := uint8(0)
	for i := 0; i < 6; i++ {
		for j := i + 1; j < 6; j++ {
			t[i][j], t[j][i] = k, k
			k++
		}
	}
	return t
}()

// Identical reports whether two operators are the same for play: same rank and colour.
func Identical(op1, op2 puzzles.Card) bool {
	return op1.Rank == op2.Rank && op1.Red() == op2.Red()
}

// Solve finds every arrangement of 4 to 6 number cards with two operators under a goal,
// the best result and the optimal arrangements. It checks the cards first (see
// [CheckNumbers] and [CheckOperators]).
func Solve(numbers []puzzles.Card, operators [2]puzzles.Card, goal Goal) (Play, error) {
	if err := CheckNumbers(numbers, 4, 6); err != nil {
		return Play{}, err
	}
	if err := CheckOperators(operators); err != nil {
		return Play{}, err
	}
	if goal > MostDifference {
		return Play{}, fmt.Errorf("invalid goal %d", uint8(goal))
	}
	n := len(numbers)
	parts := partitions[n]
	assignments := 2
	if Identical(operators[0], operators[1]) {
		assignments = 1
	}
	all := make([]Arrangement, 0, len(parts)*assignments)
	markers := make([]puzzles.Card, len(parts)*assignments*(n-4))
	// op[s][i][j] is operator s on numbers i < j, worked out once: the arrangements are
	// pairs of these (of six numbers, 90 arrangements from 2 × 15 operations).
	var op [2][6][6]Operation
	for s, o := range operators {
		for i := range n {
			for j := i + 1; j < n; j++ {
				a, b := numbers[i], numbers[j]
				op[s][i][j] = Operation{Numbers: [2]puzzles.Card{a, b}, Operator: o, Value: Operate(o, a, b)}
			}
		}
	}
	for _, pt := range parts {
		for s := 0; s < assignments; s++ {
			ar := Arrangement{Operations: [2]Operation{op[s][pt.p[0]][pt.p[1]], op[1-s][pt.q[0]][pt.q[1]]}}
			ar.Result = goal.Combine(ar.Operations[0].Value, ar.Operations[1].Value)
			ar.Marker = markers[: n-4 : n-4]
			markers = markers[n-4:]
			for i := range ar.Marker {
				ar.Marker[i] = numbers[pt.unused[i]]
			}
			all = append(all, ar)
		}
	}
	play := Play{All: all, Best: all[0].Result}
	for _, ar := range all {
		if goal.Better(ar.Result, play.Best) {
			play.Best = ar.Result
		}
	}
	for _, ar := range all {
		if ar.Result == play.Best {
			play.Optimal = append(play.Optimal, ar)
		}
	}
	return play, nil
}

// BestValue returns the best result of 4 to 6 numbers with two operators under a goal,
// like Solve(numbers, operators, goal).Best, without allocating. It does not check the
// cards: give it only cards that [CheckNumbers] (4 to 6) and [CheckOperators] accept. It
// panics if there are fewer than 4 or more than 6 numbers.
func BestValue(numbers []puzzles.Card, operators [2]puzzles.Card, goal Goal) Value {
	n := len(numbers)
	if n < 4 || n > 6 {
		panic(fmt.Sprintf("twoops.BestValue: %d numbers, want 4 to 6", n))
	}
	var vals [6]int
	var reds [6]bool
	for i, c := range numbers {
		vals[i], reds[i] = c.Value(), c.Red()
	}
	var pv [2][15]Value
	for o, op := range operators {
		rank, red := op.Rank, op.Red()
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				pv[o][pairIndex[i][j]] = operate(rank, red, vals[i], reds[i], vals[j], reds[j])
			}
		}
	}
	lowest, diff := goal.Lowest(), goal.Difference()
	var best Value
	for k, pt := range partitions[n] {
		p, q := pairIndex[pt.p[0]][pt.p[1]], pairIndex[pt.q[0]][pt.q[1]]
		r1, r2 := pv[0][p]+pv[1][q], pv[0][q]+pv[1][p]
		if diff {
			r1 = (pv[0][p] - pv[1][q]).Abs()
			r2 = (pv[0][q] - pv[1][p]).Abs()
		}
		if k == 0 {
			best = r1
		}
		if lowest {
			best = min(best, r1, r2)
		} else {
			best = max(best, r1, r2)
		}
	}
	return best
}
