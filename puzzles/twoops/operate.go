package twoops

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Matching is how an operator's colour matches the colours of its two numbers.
type Matching uint8

// The three matching cases of the operator table.
const (
	MatchesNeither Matching = iota // both numbers have the other colour
	MatchesBoth                    // both numbers have the operator's colour
	MatchesOne                     // exactly one number (the "on" one) has the operator's colour
)

// String returns "neither", "both" or "one".
func (m Matching) String() string {
	return [3]string{"neither", "both", "one"}[m%3]
}

// Matches returns how the colour of the operator op matches the colours of the numbers a
// and b.
func Matches(op, a, b puzzles.Card) Matching {
	return matching(op.Red(), a.Red(), b.Red())
}

func matching(opRed, aRed, bRed bool) Matching {
	switch {
	case aRed == opRed && bRed == opRed:
		return MatchesBoth
	case aRed != opRed && bRed != opRed:
		return MatchesNeither
	}
	return MatchesOne
}

// Operate returns the exact value of the operation "a op b", per the operator table of
// templates/rules/reference.md:
//
//	operator  matches neither   matches both      matches exactly one (on, off)
//	K         (a + b) / 2       a + b             off - on
//	Q         max(a, b)         max(a, b) + 5     off mod on (remainder of integer division)
//	J         min(a, b)         min(a, b) - 5     on (the off value is ignored)
//
// The order of a and b never matters. The modulo never divides by zero, as pip values are
// 1 to 10 (an ace "on" a queen always gives 0). Operate panics if op is not a court card or
// a or b is not a pip card: callers check untrusted cards first (see [CheckNumbers] and
// [CheckOperators]).
func Operate(op, a, b puzzles.Card) Value {
	if !op.Valid() || !op.Rank.Court() || !a.Valid() || !a.Pip() || !b.Valid() || !b.Pip() {
		panic(fmt.Sprintf("twoops.Operate(%v, %v, %v): want a court card and two pip cards", op, a, b))
	}
	return operate(op.Rank, op.Red(), a.Value(), a.Red(), b.Value(), b.Red())
}

// operate is Operate on plain values; the engine's hot loops call it.
func operate(rank puzzles.Rank, opRed bool, a int, aRed bool, b int, bRed bool) Value {
	switch matching(opRed, aRed, bRed) {
	case MatchesNeither:
		switch rank {
		case puzzles.King:
			return Half(a + b)
		case puzzles.Queen:
			return Int(max(a, b))
		default:
			return Int(min(a, b))
		}
	case MatchesBoth:
		switch rank {
		case puzzles.King:
			return Int(a + b)
		case puzzles.Queen:
			return Int(max(a, b) + 5)
		default:
			return Int(min(a, b) - 5)
		}
	}
	on, off := a, b
	if bRed == opRed {
		on, off = b, a
	}
	switch rank {
	case puzzles.King:
		return Int(off - on)
	case puzzles.Queen:
		return Int(off % on)
	default:
		return Int(on)
	}
}

// Explain returns the operation in words, as a person would say it, like
// "K♥ with 9♣ and 3♣: the operator matches neither, so the average, (9 + 3) ÷ 2 = 6".
// It panics on the cards [Operate] panics on.
func Explain(op, a, b puzzles.Card) string {
	v := Operate(op, a, b)
	x, y := a.Value(), b.Value()
	head := fmt.Sprintf("%s with %s and %s: ", op.Symbol(), a.Symbol(), b.Symbol())
	switch Matches(op, a, b) {
	case MatchesNeither:
		head += "the operator matches neither, so "
		switch op.Rank {
		case puzzles.King:
			return head + fmt.Sprintf("the average, (%d + %d) ÷ 2 = %v", x, y, v)
		case puzzles.Queen:
			return head + fmt.Sprintf("the greater, max(%d, %d) = %v", x, y, v)
		default:
			return head + fmt.Sprintf("the lesser, min(%d, %d) = %v", x, y, v)
		}
	case MatchesBoth:
		head += "the operator matches both, so "
		switch op.Rank {
		case puzzles.King:
			return head + fmt.Sprintf("the sum, %d + %d = %v", x, y, v)
		case puzzles.Queen:
			return head + fmt.Sprintf("the greater plus 5, %d + 5 = %v", max(x, y), v)
		default:
			return head + fmt.Sprintf("the lesser minus 5, %d - 5 = %v", min(x, y), v)
		}
	}
	on, off := a, b
	if b.Red() == op.Red() {
		on, off = b, a
	}
	head += fmt.Sprintf("the operator matches only %s, so ", on.Symbol())
	switch op.Rank {
	case puzzles.King:
		return head + fmt.Sprintf("the other minus it, %d - %d = %v", off.Value(), on.Value(), v)
	case puzzles.Queen:
		return head + fmt.Sprintf("the remainder of the other divided by it, %d mod %d = %v", off.Value(), on.Value(), v)
	default:
		return head + fmt.Sprintf("its value counts and %s is ignored: %v", off.Symbol(), v)
	}
}
