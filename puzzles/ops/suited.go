package ops

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/puzzles"
)

// suitedExample is the hint shown with every suited layout parse error.
const suitedExample = "write 9 pip cards A-10 in reading order, like 7S8S9S/4S5S6S/1S2S3S or 7s 8s 9s 4s 5s 6s As 2s 10s"

// ParseSuited reads a layout of nine pip cards with suits, as in the two-player game:
// "7S8S9S/4S5S6S/1S2S3S". Cards may also be separated by spaces or commas; slashes are
// optional. A ten is 10S or TS, an ace AS or 1S; Unicode suits are accepted. The same card
// may not appear twice.
func ParseSuited(s string) ([9]puzzles.Card, error) {
	var cards [9]puzzles.Card
	bad := func(format string, a ...any) ([9]puzzles.Card, error) {
		return [9]puzzles.Card{}, fmt.Errorf("%w %q: %s (%s)", ErrLayout, s, fmt.Sprintf(format, a...), suitedExample)
	}
	n := 0
	rest := s
	for {
		rest = strings.TrimLeft(rest, " ,/\t\n")
		if rest == "" {
			break
		}
		// A card is a rank (one character, or "10") followed by a suit (one character).
		size := 1
		if strings.HasPrefix(rest, "10") {
			size = 2
		}
		if len(rest) <= size {
			return bad("%q lacks a suit", rest)
		}
		_, w := utf8.DecodeRuneInString(rest[size:])
		token := rest[:size+w]
		rest = rest[size+w:]
		c, err := puzzles.ParseCard(token)
		if err != nil {
			return bad("%q is not a card", token)
		}
		if !c.Pip() {
			return bad("%v is a court card; a layout holds pip cards A-10 only", c)
		}
		if n == 9 {
			return bad("more than 9 cards")
		}
		for _, d := range cards[:n] {
			if d == c {
				return bad("%v appears twice", c)
			}
		}
		cards[n] = c
		n++
	}
	if n != 9 {
		return bad("%d cards, want 9", n)
	}
	return cards, nil
}

// FormatSuited writes nine cards in rows separated by slashes, like "7S8S9S/4S5S6S/1S2S3S":
// as in the layout's digits, an ace is written 1 ("1S") and a ten 10 ("10S").
func FormatSuited(cards [9]puzzles.Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i == 3 || i == 6 {
			b.WriteByte('/')
		}
		if c.Rank == puzzles.Ace {
			b.WriteString("1" + c.Suit.String())
		} else {
			b.WriteString(c.String())
		}
	}
	return b.String()
}

// Values returns the layout of the cards' values, a ten counting 0.
func Values(cards [9]puzzles.Card) Layout {
	var l Layout
	for i, c := range cards {
		l[i] = uint8(c.Value() % 10)
	}
	return l
}
