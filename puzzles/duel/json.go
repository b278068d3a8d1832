package duel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// The JSON of the two-player game is a stable interface (the daily record's duel and
// "opsdaily duel solve" use it):
//
//	position: {"layouts": {"S": [9 cards], "H": [9 cards]}, "dish": [2 cards],
//	           "to_move": "S", "last_taken": null or 0-9, "trading_over": false}
//	move:     {"give": 4, "take": {"from": "dish", "index": 0}}
//
// Cards are written like "7S" and "10H". A position of the variation adds
// "variation": true and, while the home suits are switched, "switched": true.

type positionJSON struct {
	Layouts     layoutsJSON    `json:"layouts"`
	Dish        []puzzles.Card `json:"dish"`
	ToMove      *Player        `json:"to_move"`
	LastTaken   *int           `json:"last_taken"`
	TradingOver bool           `json:"trading_over"`
	Variation   bool           `json:"variation,omitempty"`
	Switched    bool           `json:"switched,omitempty"`
}

type layoutsJSON struct {
	S []puzzles.Card `json:"S"`
	H []puzzles.Card `json:"H"`
}

// MarshalJSON writes the position in the JSON of the two-player game.
func (p Position) MarshalJSON() ([]byte, error) {
	j := positionJSON{
		Layouts:     layoutsJSON{S: p.Layouts[PlayerS][:], H: p.Layouts[PlayerH][:]},
		Dish:        p.Dish[:],
		ToMove:      &p.ToMove,
		TradingOver: p.TradingOver,
		Variation:   p.Variation,
		Switched:    p.Switched,
	}
	if p.LastTaken >= 0 {
		j.LastTaken = &p.LastTaken
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a position; it checks the shape (nine cards per layout, two in the
// dish, a player to move) but not the rules: use Validate, or ParsePosition for both.
func (p *Position) UnmarshalJSON(b []byte) error {
	var j positionJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: %w", ErrPosition, err)
	}
	var q Position
	for _, l := range []struct {
		name  string
		cards []puzzles.Card
		to    *[9]puzzles.Card
	}{{"S", j.Layouts.S, &q.Layouts[PlayerS]}, {"H", j.Layouts.H, &q.Layouts[PlayerH]}} {
		if len(l.cards) != 9 {
			return fmt.Errorf("%w: layouts.%s has %d cards, want 9 in position order p0-p8", ErrPosition, l.name, len(l.cards))
		}
		copy(l.to[:], l.cards)
	}
	if len(j.Dish) != 2 {
		return fmt.Errorf("%w: dish has %d cards, want 2", ErrPosition, len(j.Dish))
	}
	copy(q.Dish[:], j.Dish)
	if j.ToMove == nil {
		return fmt.Errorf("%w: to_move is missing, want \"S\" or \"H\"", ErrPosition)
	}
	q.ToMove = *j.ToMove
	q.LastTaken = -1
	if j.LastTaken != nil {
		q.LastTaken = *j.LastTaken
	}
	q.TradingOver, q.Variation, q.Switched = j.TradingOver, j.Variation, j.Switched
	*p = q
	return nil
}

// positionExample is shown with every position parse error.
const positionExample = `like {"layouts":{"S":["7S","8S","9S","4S","5S","6S","AS","2S","3S"],"H":["7H","8H","9H","4H","5H","6H","AH","2H","3H"]},"dish":["10S","10H"],"to_move":"S","last_taken":null,"trading_over":false}`

// ParsePosition reads a position from its JSON and validates it.
func ParsePosition(s string) (Position, error) {
	var p Position
	if strings.TrimSpace(s) == "" {
		return p, fmt.Errorf("%w: empty; write the position as JSON, %s", ErrPosition, positionExample)
	}
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		if strings.Contains(err.Error(), ErrPosition.Error()) {
			return p, fmt.Errorf("%w (%s)", err, positionExample)
		}
		return p, fmt.Errorf("%w: %w (%s)", ErrPosition, err, positionExample)
	}
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

type moveJSON struct {
	Give int      `json:"give"`
	Take takeJSON `json:"take"`
}

type takeJSON struct {
	From  Source `json:"from"`
	Index int    `json:"index"`
}

// MarshalJSON writes {"give": i, "take": {"from": "own"|"opponent"|"dish", "index": j}}.
func (m Move) MarshalJSON() ([]byte, error) {
	return json.Marshal(moveJSON{m.Give, takeJSON{m.From, m.Take}})
}

// UnmarshalJSON reads a move; Position.Check tells whether it is legal.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: %w", ErrMove, err)
	}
	*m = Move{j.Give, j.Take.From, j.Take.Index}
	return nil
}
