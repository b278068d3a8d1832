package twoops

import (
	"errors"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

// FuzzParseNumbers feeds the command's --numbers parser anything: it must never panic, and
// what it accepts must be 4 to 6 distinct pip cards that read back the same.
func FuzzParseNumbers(f *testing.F) {
	for _, s := range []string{"AS 3H 7D 9C 10S", "as,3h,7d,9c", "A♠ 3♥ 7♦ 9♣ 10♠ 5♥", "KH 3H 7D 9C", "3H 3H 7D 9C", "", "10", "TD 1S 2c 4d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		numbers, err := ParseNumbers(s, 4, 6)
		if err != nil {
			var ce *CardError
			if !errors.As(err, &ce) && !errors.Is(err, ErrCount) && !errors.Is(err, puzzles.ErrCard) {
				t.Fatalf("ParseNumbers(%q): unexpected error %v", s, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("ParseNumbers(%q): error on more than one line: %q", s, err)
			}
			return
		}
		if err := CheckNumbers(numbers, 4, 6); err != nil {
			t.Fatalf("ParseNumbers(%q) accepted %v: %v", s, numbers, err)
		}
		again, err := ParseNumbers(cardList(numbers), 4, 6)
		if err != nil || cardList(again) != cardList(numbers) {
			t.Fatalf("ParseNumbers(%q) = %v, reread as %v, %v", s, numbers, again, err)
		}
	})
}

// FuzzParseOperators: never a panic; accepted operators are two distinct court cards.
func FuzzParseOperators(f *testing.F) {
	for _, s := range []string{"KH JS", "kh,js", "K♥ Q♣", "KH KH", "KH 7S", "KH", "KH JS QD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ops, err := ParseOperators(s)
		if err != nil {
			return
		}
		if CheckOperators(ops) != nil || !ops[0].Rank.Court() || ops[0] == ops[1] {
			t.Fatalf("ParseOperators(%q) accepted %v", s, ops)
		}
	})
}

// FuzzSolve checks Solve's invariants on any hand the bytes pick: it agrees with BestValue
// and the brute force, every arrangement uses each number once, and the optimal ones reach
// the best result.
func FuzzSolve(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4}, uint8(0), uint8(1), uint8(0))
	f.Add([]byte{39, 38, 37, 36, 35, 34}, uint8(11), uint8(5), uint8(3))
	f.Add([]byte{9, 19, 29, 39}, uint8(1), uint8(3), uint8(2))
	f.Fuzz(func(t *testing.T, picks []byte, op1, op2, goal uint8) {
		var pips, courts []puzzles.Card
		for _, c := range puzzles.Deck() {
			if c.Pip() {
				pips = append(pips, c)
			} else {
				courts = append(courts, c)
			}
		}
		var numbers []puzzles.Card
		used := map[int]bool{}
		for _, p := range picks {
			i := int(p) % 40
			if !used[i] && len(numbers) < 6 {
				used[i] = true
				numbers = append(numbers, pips[i])
			}
		}
		if len(numbers) < 4 || op1%12 == op2%12 {
			return
		}
		ops := [2]puzzles.Card{courts[op1%12], courts[op2%12]}
		g := Goals[goal%4]
		play, err := Solve(numbers, ops, g)
		if err != nil {
			t.Fatal(err)
		}
		checkPlay(t, numbers, ops, g, play)
	})
}
