package generator

import (
	"slices"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/puzzles/duel"
)

// TestDuelCalendar makes the duel puzzle of every day of 2026-2040 as Generate does and
// checks it: the position can occur, the day's kind follows the week (a win in 1 from
// Monday to Wednesday, a forced win in 2 from Thursday to Sunday, with no win in 1), and
// the winning moves are all of them by the solver; on every 137th day, by an exhaustive
// search over the public rules too (duel.SolvePlain). Every legal move is judged, and the
// tries that win are the winning moves.
func TestDuelCalendar(t *testing.T) {
	from, to := MakeDate(2026, 1, 1), MakeDate(2040, 12, 31)
	for d := from; d <= to; d++ {
		day := d.String()
		p, err := dayDuel(d, stream(1, DefaultSeed, day, "duel"))
		if err != nil {
			t.Fatalf("%v: %v", day, err)
		}
		if err := p.Position.Validate(); err != nil {
			t.Fatalf("%v: %v", day, err)
		}
		early := d.Weekday() >= time.Monday && d.Weekday() <= time.Wednesday
		if p.WinIn != DuelWinIn(d) || early != (p.WinIn == 1) {
			t.Fatalf("%v (%v): win in %d", day, d.Weekday(), p.WinIn)
		}
		s := duel.Solve(p.Position)
		want := s.WinIn1
		if p.WinIn == 2 {
			want = s.WinIn2
			if len(s.WinIn1) != 0 {
				t.Fatalf("%v: a win-in-2 puzzle with a win in 1", day)
			}
		}
		if len(p.WinningMoves) == 0 || !slices.Equal(p.WinningMoves, want) {
			t.Fatalf("%v: winning moves %v, want %v", day, p.WinningMoves, want)
		}
		var wins []duel.Move
		for _, x := range p.Tries {
			if x.Verdict == duel.Wins {
				wins = append(wins, x.Move)
			}
		}
		if !slices.Equal(wins, p.WinningMoves) || len(p.Tries) != len(p.Position.Moves()) {
			t.Fatalf("%v: %d tries, of %d legal moves, win %v; winning moves %v", day, len(p.Tries), len(p.Position.Moves()), wins, p.WinningMoves)
		}
		if int(d-from)%137 == 0 {
			plain := duel.SolvePlain(p.Position)
			if len(plain.WinIn1) != len(s.WinIn1) || !slices.Equal(p.WinningMoves, [][]duel.Move{plain.WinIn1, plain.WinIn2}[p.WinIn-1]) {
				t.Fatalf("%v: winning moves %v; the specification: %v in 1, %v in 2", day, p.WinningMoves, plain.WinIn1, plain.WinIn2)
			}
		}
	}
}

// BenchmarkDuelTenYears makes the duel puzzles of 3,653 days, one after another.
func BenchmarkDuelTenYears(b *testing.B) {
	for b.Loop() {
		for d := MakeDate(2026, 1, 1); d < MakeDate(2036, 1, 1); d++ {
			if _, err := dayDuel(d, stream(1, DefaultSeed, d.String(), "duel")); err != nil {
				b.Fatal(err)
			}
		}
	}
}
