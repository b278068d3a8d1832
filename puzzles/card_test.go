package puzzles

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestParseCard(t *testing.T) {
	for in, want := range map[string]Card{
		"AS": {Ace, Spades}, "as": {Ace, Spades}, "7h": {7, Hearts}, "10d": {Ten, Diamonds},
		"TD": {Ten, Diamonds}, "td": {Ten, Diamonds}, "KC": {King, Clubs}, "Q♥": {Queen, Hearts},
		"J♠": {Jack, Spades}, "9♦": {9, Diamonds}, "A♣": {Ace, Clubs}, " 3c ": {3, Clubs}, "1S": {Ace, Spades},
	} {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "S", "11S", "0S", "1", "ZS", "AX", "10", "KK", "♠"} {
		if c, err := ParseCard(in); err == nil {
			t.Errorf("ParseCard(%q) = %v, want an error", in, c)
		} else if !errors.Is(err, ErrCard) || !strings.Contains(err.Error(), "AS") {
			t.Errorf("ParseCard(%q) error %q should wrap ErrCard and show an example", in, err)
		}
	}
}

func TestCardRoundTrip(t *testing.T) {
	deck := Deck()
	seen := map[string]bool{}
	for i, c := range deck {
		if c.Index() != i || CardAt(i) != c || !c.Valid() {
			t.Fatalf("card %d: %v index %d", i, c, c.Index())
		}
		for _, s := range []string{c.String(), c.Symbol(), strings.ToLower(c.String())} {
			if got, err := ParseCard(s); err != nil || got != c {
				t.Errorf("ParseCard(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
		seen[c.String()] = true
	}
	if len(seen) != 52 {
		t.Errorf("%d distinct names, want 52", len(seen))
	}
}

func TestColoursAndValues(t *testing.T) {
	reds := 0
	pips := 0
	for _, c := range Deck() {
		if c.Red() {
			reds++
			if c.Suit != Hearts && c.Suit != Diamonds {
				t.Errorf("%v is red", c)
			}
		}
		if c.Pip() {
			pips++
			if c.Value() != int(c.Rank) {
				t.Errorf("%v value %d", c, c.Value())
			}
		} else if !c.Rank.Court() || c.Value() != 0 {
			t.Errorf("%v should be a court card of value 0", c)
		}
	}
	if reds != 26 || pips != 40 {
		t.Errorf("reds %d pips %d, want 26 and 40", reds, pips)
	}
}

func TestCardJSON(t *testing.T) {
	b, err := json.Marshal([]Card{{Ten, Hearts}, {King, Clubs}})
	if err != nil || string(b) != `["10H","KC"]` {
		t.Fatalf("marshal: %s %v", b, err)
	}
	var back []Card
	if err := json.Unmarshal([]byte(`["10h","K♣"]`), &back); err != nil || back[0] != (Card{Ten, Hearts}) || back[1] != (Card{King, Clubs}) {
		t.Fatalf("unmarshal: %v %v", back, err)
	}
	if err := json.Unmarshal([]byte(`["XX"]`), &back); err == nil {
		t.Fatal("unmarshal of a bad card should fail")
	}
}

func TestParseCards(t *testing.T) {
	cs, err := ParseCards("AS, 3H 7d\t9♣")
	if err != nil || len(cs) != 4 || cs[3] != (Card{9, Clubs}) {
		t.Fatalf("ParseCards: %v %v", cs, err)
	}
	if _, err := ParseCards("AS 3X"); err == nil || !strings.Contains(err.Error(), `"3X"`) {
		t.Fatalf("error should name the bad card: %v", err)
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"AS", "10d", "T♥", "kc", "", "♠", "1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) = invalid %v", s, c)
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("round trip of %q: %v %v", s, back, err)
		}
	})
}
