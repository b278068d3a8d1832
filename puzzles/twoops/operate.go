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

// Rule is the entry of the operator table an operation follows (see [Operate]).
type Rule uint8

// The rules of the operator table, by matching and rank.
const (
	RuleAverage      Rule = iota // K, matching neither: (a + b) ÷ 2
	RuleGreater                  // Q, matching neither: max(a, b)
	RuleLesser                   // J, matching neither: min(a, b)
	RuleSum                      // K, matching both: a + b
	RuleGreaterPlus5             // Q, matching both: max(a, b) + 5
	RuleLesserMinus5             // J, matching both: min(a, b) − 5
	RuleOffMinusOn               // K, matching one: off − on
	RuleRemainder                // Q, matching one: off mod on
	RuleOn                       // J, matching one: on
)

var ruleNames = [...]string{"average", "greater", "lesser", "sum", "greater_plus_5", "lesser_minus_5", "off_minus_on", "remainder", "on"}

// String returns the rule's name, like "average" or "off_minus_on": a key a caller can
// word the rule by.
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", uint8(r))
}

// Explanation is an operation with the reasons of its value, for a caller to word (the
// site words it in the site's language; String in English).
type Explanation struct {
	Operator, A, B puzzles.Card
	Matching       Matching
	Rule           Rule
	// X and Y are the numbers the rule's formula shows, in its order: a and b for the
	// average, the sum, the greater and the lesser; the greater (X) for RuleGreaterPlus5,
	// the lesser (X) for RuleLesserMinus5; off and on for RuleOffMinusOn and
	// RuleRemainder. RuleOn shows none.
	X, Y int
	// On and Off are, when the operator matches one number, that number and the other.
	On, Off puzzles.Card
	Value   Value
}

// Explains returns the operation "a op b" with the reasons of its value. It panics on the
// cards [Operate] panics on.
func Explains(op, a, b puzzles.Card) Explanation {
	e := Explanation{Operator: op, A: a, B: b, Value: Operate(op, a, b), Matching: Matches(op, a, b)}
	x, y := a.Value(), b.Value()
	rank := 0 // K, Q, J
	switch op.Rank {
	case puzzles.Queen:
		rank = 1
	case puzzles.Jack:
		rank = 2
	}
	switch e.Matching {
	case MatchesNeither:
		e.Rule, e.X, e.Y = RuleAverage+Rule(rank), x, y
	case MatchesBoth:
		e.Rule, e.X, e.Y = RuleSum+Rule(rank), x, y
		if rank == 1 {
			e.X, e.Y = max(x, y), 0
		} else if rank == 2 {
			e.X, e.Y = min(x, y), 0
		}
	default:
		e.On, e.Off = a, b
		if b.Red() == op.Red() {
			e.On, e.Off = b, a
		}
		e.Rule = RuleOffMinusOn + Rule(rank)
		if rank < 2 {
			e.X, e.Y = e.Off.Value(), e.On.Value()
		}
	}
	return e
}

// Explain returns the operation in words, as a person would say it, like
// "K♥ with 9♣ and 3♣: the operator matches neither, so the average, (9 + 3) ÷ 2 = 6".
// It panics on the cards [Operate] panics on.
func Explain(op, a, b puzzles.Card) string { return Explains(op, a, b).String() }

// String words the explanation in English, as Explain does.
func (e Explanation) String() string {
	head := fmt.Sprintf("%s with %s and %s: ", e.Operator.Symbol(), e.A.Symbol(), e.B.Symbol())
	switch e.Matching {
	case MatchesNeither:
		head += "the operator matches neither, so "
	case MatchesBoth:
		head += "the operator matches both, so "
	default:
		head += fmt.Sprintf("the operator matches only %s, so ", e.On.Symbol())
	}
	x, y, v := e.X, e.Y, e.Value.Prose()
	switch e.Rule {
	case RuleAverage:
		return head + fmt.Sprintf("the average, (%d + %d) ÷ 2 = %v", x, y, v)
	case RuleGreater:
		return head + fmt.Sprintf("the greater, max(%d, %d) = %v", x, y, v)
	case RuleLesser:
		return head + fmt.Sprintf("the lesser, min(%d, %d) = %v", x, y, v)
	case RuleSum:
		return head + fmt.Sprintf("the sum, %d + %d = %v", x, y, v)
	case RuleGreaterPlus5:
		return head + fmt.Sprintf("the greater plus 5, %d + 5 = %v", x, v)
	case RuleLesserMinus5:
		return head + fmt.Sprintf("the lesser minus 5, %d − 5 = %v", x, v)
	case RuleOffMinusOn:
		return head + fmt.Sprintf("the other minus it, %d − %d = %v", x, y, v)
	case RuleRemainder:
		return head + fmt.Sprintf("the remainder of the other divided by it, %d mod %d = %v", x, y, v)
	}
	return head + fmt.Sprintf("its value counts and %s is ignored: %v", e.Off.Symbol(), v)
}
