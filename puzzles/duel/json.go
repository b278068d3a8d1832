package duel

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

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
// dish, a player to move) but not the rules: use Validate, or ParsePosition for both. Keys
// are matched exactly: a key that is unknown, in another case ("Dish") or given twice is
// an error.
func (p *Position) UnmarshalJSON(b []byte) error {
	var j positionJSON
	if err := decodeStrict(b, &j); err != nil {
		return fmt.Errorf("%w: %w", ErrPosition, err)
	}
	var q Position
	for _, l := range []struct {
		name  string
		cards []puzzles.Card
		to    *[9]puzzles.Card
	}{{"S", j.Layouts.S, &q.Layouts[PlayerS]}, {"H", j.Layouts.H, &q.Layouts[PlayerH]}} {
		if len(l.cards) != 9 {
			return fmt.Errorf("%w: layouts.%s has %d cards, want 9 in position order p1-p9", ErrPosition, l.name, len(l.cards))
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
const positionExample = `a position is {"layouts":{"S":[9 cards],"H":[9 cards]},"dish":[2 cards],"to_move":"S","last_taken":null,"trading_over":false}, cards like "7S"; "start" is the opening`

// ParsePosition reads a position from its JSON and validates it.
func ParsePosition(s string) (Position, error) {
	var p Position
	if strings.TrimSpace(s) == "" {
		return p, fmt.Errorf("%w: empty; write the position as JSON, %s", ErrPosition, positionExample)
	}
	if err := p.UnmarshalJSON([]byte(s)); err != nil {
		return p, fmt.Errorf("%w (%s)", err, positionExample)
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

// UnmarshalJSON reads a move; Position.Check tells whether it is legal. Keys are matched
// exactly, as in a position.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	if err := decodeStrict(b, &j); err != nil {
		return fmt.Errorf("%w: %w", ErrMove, err)
	}
	*m = Move{j.Give, j.Take.From, j.Take.Index}
	return nil
}

// decodeStrict decodes JSON into v with the keys of v's struct tags matched exactly: a key
// that is unknown, in another case or given twice is an error, told in the words of the
// game (the key's path, what was wrong), not the decoder's.
func decodeStrict(b []byte, v any) error {
	err := jsonv2.Unmarshal(b, v, jsonv2.RejectUnknownMembers(true), jsontext.AllowDuplicateNames(false))
	if err == nil {
		return nil
	}
	var syn *jsontext.SyntacticError
	var sem *jsonv2.SemanticError
	switch {
	case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
		return fmt.Errorf("the key %q is given twice", lastToken(syn.JSONPointer))
	case errors.As(err, &syn):
		return fmt.Errorf("not valid JSON at byte %d (%s)", syn.ByteOffset, syntaxProblem(syn.Err))
	case errors.As(err, &sem) && errors.Is(sem.Err, jsonv2.ErrUnknownName):
		key := lastToken(sem.JSONPointer)
		if known := knownKey(key); known != "" {
			return fmt.Errorf("the key %q is written %q (keys are matched exactly)", known, key)
		}
		return fmt.Errorf("unknown key %q", strings.TrimPrefix(string(sem.JSONPointer), "/"))
	case errors.As(err, &sem) && sem.Err != nil && ours(sem.Err):
		return fmt.Errorf("%s: %s", where(sem.JSONPointer), strings.TrimPrefix(sem.Err.Error(), ErrPosition.Error()+": "))
	case errors.As(err, &sem):
		got := "a " + sem.JSONKind.String()
		switch sem.JSONKind {
		case 'n':
			got = "null"
		case 'f', 't':
			got = "a boolean"
		case '0':
			got = "a number"
		case '"':
			got = "a string"
		case '[':
			got = "a list"
		case '{':
			got = "an object"
		}
		if sem.JSONValue != nil && len(sem.JSONValue) <= 20 {
			got += " (" + string(sem.JSONValue) + ")"
		}
		return fmt.Errorf("%s: %s is not allowed there", where(sem.JSONPointer), got)
	}
	return errors.New("not valid JSON")
}

// ours reports whether err is the game's own (a bad card, a bad player), worded for
// people, rather than the decoder's or strconv's.
func ours(err error) bool {
	var num *strconv.NumError
	msg := err.Error()
	return !errors.As(err, &num) && !strings.Contains(msg, "json") && !strings.Contains(msg, "syntax")
}

// where names the place of a JSON pointer in an error: "at layouts/S/3", or "at the top".
func where(p jsontext.Pointer) string {
	if p == "" {
		return "at the top"
	}
	return "at " + strings.TrimPrefix(string(p), "/")
}

// lastToken is the last name of a JSON pointer (the key it ends with).
func lastToken(p jsontext.Pointer) string {
	last := ""
	for tok := range p.Tokens() {
		last = tok
	}
	return last
}

// syntaxProblem words a JSON syntax error without the decoder's prefix.
func syntaxProblem(err error) string {
	if err == nil {
		return "bad syntax"
	}
	return strings.TrimPrefix(err.Error(), "jsontext: ")
}

// knownKey returns the key of the JSON of positions and moves that equals key but for
// case, or "".
func knownKey(key string) string {
	for _, k := range []string{"layouts", "dish", "to_move", "last_taken", "trading_over", "variation", "switched", "S", "H", "give", "take", "from", "index"} {
		if strings.EqualFold(k, key) && k != key {
			return k
		}
	}
	return ""
}
