package twoops

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Goal is what the round's goal card asks of the two operations.
type Goal uint8

// The four goals, set by the goal card: even red, even black, odd red, odd black.
const (
	LowestSum       Goal = iota // even red goal card: the lowest sum of the two operations
	HighestSum                  // even black: the highest sum
	LeastDifference             // odd red: the least absolute difference
	MostDifference              // odd black: the most absolute difference
)

// Goals lists the four goals in order.
var Goals = [4]Goal{LowestSum, HighestSum, LeastDifference, MostDifference}

var goalNames = [4]string{"lowest-sum", "highest-sum", "least-difference", "most-difference"}

// String returns the goal's stable name: "lowest-sum", "highest-sum", "least-difference" or
// "most-difference".
func (g Goal) String() string {
	if int(g) < len(goalNames) {
		return goalNames[g]
	}
	return fmt.Sprintf("Goal(%d)", uint8(g))
}

// Describe returns the goal in words, like "the lowest sum of the two operations".
func (g Goal) Describe() string {
	switch g {
	case LowestSum:
		return "the lowest sum of the two operations"
	case HighestSum:
		return "the highest sum of the two operations"
	case LeastDifference:
		return "the least absolute difference between the two operations"
	case MostDifference:
		return "the most absolute difference between the two operations"
	}
	return g.String()
}

// MarshalText writes the goal's name.
func (g Goal) MarshalText() ([]byte, error) {
	if int(g) >= len(goalNames) {
		return nil, fmt.Errorf("invalid goal %d", uint8(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText reads a goal's name.
func (g *Goal) UnmarshalText(b []byte) error {
	p, err := ParseGoal(string(b))
	if err != nil {
		return err
	}
	*g = p
	return nil
}

// ParseGoal reads a goal's name, as [Goal.String] writes it.
func ParseGoal(s string) (Goal, error) {
	for i, n := range goalNames {
		if n == s {
			return Goal(i), nil
		}
	}
	return 0, fmt.Errorf("unknown goal %q: want lowest-sum, highest-sum, least-difference or most-difference", s)
}

// GoalOf returns the goal set by a goal card, which must be a pip card: even and red, the
// lowest sum; even and black, the highest sum; odd and red, the least difference; odd and
// black, the most difference. The ace is 1 and odd; the ten is even.
func GoalOf(card puzzles.Card) (Goal, error) {
	if !card.Valid() || !card.Pip() {
		return 0, &CardError{Card: card, Problem: "is not a pip card; the goal card is a number card, A to 10"}
	}
	return goalOf(card.Value(), card.Red()), nil
}

func goalOf(value int, red bool) Goal {
	g := LowestSum
	if value%2 == 1 {
		g = LeastDifference
	}
	if !red {
		g++
	}
	return g
}

// Difference reports whether the goal is about the difference of the two operations
// (rather than their sum).
func (g Goal) Difference() bool { return g == LeastDifference || g == MostDifference }

// Lowest reports whether the goal asks for the lowest result (lowest sum, least difference).
func (g Goal) Lowest() bool { return g == LowestSum || g == LeastDifference }

// Better reports whether result a meets the goal strictly better than result b: a < b for
// the lowest sum and the least difference, a > b for the highest sum and the most difference.
func (g Goal) Better(a, b Value) bool {
	if g.Lowest() {
		return a < b
	}
	return a > b
}

// Combine returns the result of two operations' values under the goal: their sum for the
// sum goals, the absolute difference |v1 - v2| for the difference goals.
func (g Goal) Combine(v1, v2 Value) Value {
	if g.Difference() {
		return (v1 - v2).Abs()
	}
	return v1 + v2
}
