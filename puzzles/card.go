// Package puzzles holds what every game of opsdaily shares: playing cards, their text
// notation, and the small contract each game package fills. One package per game lives
// below it (puzzles/ops, puzzles/twoops).
package puzzles

import (
	"errors"
	"fmt"
	"strings"
)

// Suit is one of the four French suits.
type Suit uint8

// The suits, in the order spades, hearts, diamonds, clubs.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// Suits lists every suit in a fixed order.
var Suits = [4]Suit{Spades, Hearts, Diamonds, Clubs}

// String returns the ASCII letter of the suit: S, H, D or C.
func (s Suit) String() string { return string("SHDC"[s&3]) }

// Symbol returns the Unicode symbol of the suit: ♠, ♥, ♦ or ♣.
func (s Suit) Symbol() string { return [4]string{"♠", "♥", "♦", "♣"}[s&3] }

// Name returns the English name of the suit, for screen readers and prose.
func (s Suit) Name() string { return [4]string{"spades", "hearts", "diamonds", "clubs"}[s&3] }

// Red reports whether the suit is red (hearts and diamonds).
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Colour is the colour of a suit.
type Colour uint8

// The two colours.
const (
	Black Colour = iota
	Red
)

// String returns "black" or "red".
func (c Colour) String() string {
	if c == Red {
		return "red"
	}
	return "black"
}

// Colour returns the colour of the suit.
func (s Suit) Colour() Colour {
	if s.Red() {
		return Red
	}
	return Black
}

// Rank is a card's rank: 1 (ace) to 10 for pip cards, then Jack, Queen and King.
type Rank uint8

// The ranks with names; pip ranks 2-10 are their own numbers.
const (
	Ace   Rank = 1
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// String returns the rank as written in card notation: A, 2-9, 10, J, Q, K.
func (r Rank) String() string {
	if r >= Ace && r <= King {
		return rankNames[r]
	}
	return "?"
}

var rankNames = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// Name returns the English name of the rank ("ace", "7", "king").
func (r Rank) Name() string {
	switch r {
	case Ace:
		return "ace"
	case Jack:
		return "jack"
	case Queen:
		return "queen"
	case King:
		return "king"
	}
	return r.String()
}

// Court reports whether the rank is a court card (J, Q, K).
func (r Rank) Court() bool { return r >= Jack && r <= King }

// Card is a playing card. The zero value is not a valid card.
type Card struct {
	Rank Rank
	Suit Suit
}

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Rank >= Ace && c.Rank <= King && c.Suit <= Clubs }

// Pip reports whether c is a pip (number) card, ace to ten.
func (c Card) Pip() bool { return c.Rank >= Ace && c.Rank <= Ten }

// Value returns the pip value of a number card (ace 1, 2-10 face value), 0 for a court card.
func (c Card) Value() int {
	if c.Pip() {
		return int(c.Rank)
	}
	return 0
}

// Red reports whether the card is red.
func (c Card) Red() bool { return c.Suit.Red() }

// Colour returns the colour of the card's suit.
func (c Card) Colour() Colour { return c.Suit.Colour() }

// String returns the ASCII notation of the card: rank then suit, like "AS", "10D", "KC".
func (c Card) String() string { return c.Rank.String() + c.Suit.String() }

// Symbol returns the card with its Unicode suit, like "10♦".
func (c Card) Symbol() string { return c.Rank.String() + c.Suit.Symbol() }

// Name returns the card in words, like "10 of diamonds" or "king of hearts".
func (c Card) Name() string { return c.Rank.Name() + " of " + c.Suit.Name() }

// Index returns a dense number for the card, 0-51: suit*13 + rank-1.
func (c Card) Index() int { return int(c.Suit)*13 + int(c.Rank) - 1 }

// CardAt is the inverse of Card.Index.
func CardAt(i int) Card { return Card{Rank: Rank(i%13 + 1), Suit: Suit(i / 13)} }

// MarshalText writes the ASCII notation, so cards are strings in JSON.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("invalid card %d/%d", c.Rank, c.Suit)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any notation ParseCard accepts.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// ErrCard is wrapped by every card parse error.
var ErrCard = errors.New("bad card")

// ParseCard reads one card: rank (A, 2-10, T, J, Q, K) then suit (S, H, D, C or ♠♥♦♣),
// case-insensitive. "1" is accepted for an ace.
func ParseCard(s string) (Card, error) {
	t := strings.TrimSpace(s)
	bad := func(why string) (Card, error) {
		return Card{}, fmt.Errorf("%w %q: %s (write rank then suit, like AS, 7h, 10D, KC)", ErrCard, s, why)
	}
	if t == "" {
		return bad("empty")
	}
	var suit Suit
	var rest string
	switch {
	case strings.HasSuffix(t, "♠"):
		suit, rest = Spades, strings.TrimSuffix(t, "♠")
	case strings.HasSuffix(t, "♥"), strings.HasSuffix(t, "♡"):
		suit, rest = Hearts, strings.TrimSuffix(strings.TrimSuffix(t, "♥"), "♡")
	case strings.HasSuffix(t, "♦"), strings.HasSuffix(t, "♢"):
		suit, rest = Diamonds, strings.TrimSuffix(strings.TrimSuffix(t, "♦"), "♢")
	case strings.HasSuffix(t, "♣"):
		suit, rest = Clubs, strings.TrimSuffix(t, "♣")
	default:
		last := t[len(t)-1]
		switch last | 0x20 {
		case 's':
			suit = Spades
		case 'h':
			suit = Hearts
		case 'd':
			suit = Diamonds
		case 'c':
			suit = Clubs
		default:
			return bad("unknown suit")
		}
		rest = t[:len(t)-1]
	}
	var rank Rank
	switch strings.ToUpper(rest) {
	case "A", "1":
		rank = Ace
	case "2", "3", "4", "5", "6", "7", "8", "9":
		rank = Rank(rest[0] - '0')
	case "10", "T":
		rank = Ten
	case "J":
		rank = Jack
	case "Q":
		rank = Queen
	case "K":
		rank = King
	case "":
		return bad("missing rank")
	default:
		return bad("unknown rank")
	}
	return Card{Rank: rank, Suit: suit}, nil
}

// ParseCards reads cards separated by spaces or commas, like "AS 3H 7d".
func ParseCards(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
	cards := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// Deck returns the 52 cards in Index order.
func Deck() []Card {
	d := make([]Card, 52)
	for i := range d {
		d[i] = CardAt(i)
	}
	return d
}
