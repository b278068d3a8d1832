package twoops

import (
	"errors"
	"fmt"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// CardError is a card that breaks a rule of the game's input: a court card among the
// numbers, a pip card as an operator or a card given twice. Its message names the card and
// the rule, like "KH is a court card; numbers are the pip cards A to 10".
type CardError struct {
	Card    puzzles.Card
	Problem string // what is wrong with the card and the rule, after the card's name
}

// Error returns the card and the problem on one line.
func (e *CardError) Error() string { return e.Card.String() + " " + e.Problem }

// ErrCount is wrapped by the errors for a wrong number of cards.
var ErrCount = errors.New("wrong number of cards")

const (
	problemCourtNumber = "is a court card; numbers are the pip cards A to 10 (J, Q and K are operators)"
	problemPipOperator = "is a pip card; operators are the court cards J, Q and K"
	problemTwice       = "is given twice; each card of the deck appears once"
)

// CheckNumbers checks number cards: between least and most of them, each a pip card, none
// given twice. The error is a [*CardError] naming the first bad card, or wraps [ErrCount].
func CheckNumbers(numbers []puzzles.Card, least, most int) error {
	var seen uint64
	for _, c := range numbers {
		if !c.Valid() || !c.Pip() {
			return &CardError{Card: c, Problem: problemCourtNumber}
		}
		bit := uint64(1) << c.Index()
		if seen&bit != 0 {
			return &CardError{Card: c, Problem: problemTwice}
		}
		seen |= bit
	}
	if len(numbers) < least || len(numbers) > most {
		want := fmt.Sprintf("%d to %d", least, most)
		if least == most {
			want = fmt.Sprint(least)
		}
		return fmt.Errorf("%w: %s given (%s), want %s", ErrCount, count(len(numbers), "number card"), cardList(numbers), want)
	}
	return nil
}

// CheckOperators checks two operator cards: court cards, not the same card twice.
func CheckOperators(operators [2]puzzles.Card) error {
	for _, c := range operators {
		if !c.Valid() || !c.Rank.Court() {
			return &CardError{Card: c, Problem: problemPipOperator}
		}
	}
	if operators[0] == operators[1] {
		return &CardError{Card: operators[0], Problem: problemTwice}
	}
	return nil
}

// CheckGoalCard checks a goal card against the player's numbers: a pip card, not one of
// the numbers (it comes from the remaining stock).
func CheckGoalCard(goal puzzles.Card, numbers []puzzles.Card) error {
	if _, err := GoalOf(goal); err != nil {
		return err
	}
	for _, c := range numbers {
		if c == goal {
			return &CardError{Card: goal, Problem: "is both a number and the goal card; the goal card comes from the remaining stock"}
		}
	}
	return nil
}

// ParseNumbers reads and checks between least and most number cards written like
// "AS 3H 7D 9C 10S" (see [puzzles.ParseCards]).
func ParseNumbers(s string, least, most int) ([]puzzles.Card, error) {
	cards, err := puzzles.ParseCards(s)
	if err != nil {
		return nil, err
	}
	if err := CheckNumbers(cards, least, most); err != nil {
		return nil, err
	}
	return cards, nil
}

// ParseOperators reads and checks exactly two operator cards written like "KH JS".
func ParseOperators(s string) ([2]puzzles.Card, error) {
	var ops [2]puzzles.Card
	cards, err := puzzles.ParseCards(s)
	if err != nil {
		return ops, err
	}
	for _, c := range cards {
		if !c.Rank.Court() {
			return ops, &CardError{Card: c, Problem: problemPipOperator}
		}
	}
	if len(cards) != 2 {
		return ops, fmt.Errorf("%w: %s given (%s), want 2", ErrCount, count(len(cards), "operator card"), cardList(cards))
	}
	copy(ops[:], cards)
	if err := CheckOperators(ops); err != nil {
		return [2]puzzles.Card{}, err
	}
	return ops, nil
}

// ParseGoalCard reads one goal card, like "6D", and checks it against the numbers with
// [CheckGoalCard].
func ParseGoalCard(s string, numbers []puzzles.Card) (puzzles.Card, error) {
	cards, err := puzzles.ParseCards(s)
	if err != nil {
		return puzzles.Card{}, err
	}
	if len(cards) != 1 {
		return puzzles.Card{}, fmt.Errorf("%w: %s given (%s), want 1", ErrCount, count(len(cards), "goal card"), cardList(cards))
	}
	if err := CheckGoalCard(cards[0], numbers); err != nil {
		return puzzles.Card{}, err
	}
	return cards[0], nil
}

// cardList writes cards in ASCII notation separated by spaces, "none" for no card.
func cardList(cards []puzzles.Card) string {
	if len(cards) == 0 {
		return "none"
	}
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// count writes n things, like "1 goal card" or "3 number cards".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
