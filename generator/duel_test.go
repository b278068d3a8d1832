package generator

import (
	"slices"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

func TestDayDuel(t *testing.T) {
	from := MakeDate(2026, 1, 1)
	for i := range 120 {
		d := from.Add(i * 37) // spread over about 12 years
		day := d.String()
		p, err := dayDuel(d, stream(1, DefaultSeed, day, "duel"))
		if err != nil {
			t.Fatalf("%v: %v", day, err)
		}
		if err := p.Position.Validate(); err != nil {
			t.Fatalf("%v: %v", day, err)
		}
		if p.WinIn != DuelWinIn(d) || (p.WinIn == 1) != (d.Weekday() >= 1 && d.Weekday() <= 3) {
			t.Fatalf("%v (%v): win in %d", day, d.Weekday(), p.WinIn)
		}
		s := ops.SolveDuel(p.Position)
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
		again, _ := dayDuel(d, stream(1, DefaultSeed, day, "duel"))
		if again.Position != p.Position {
			t.Fatalf("%v: not repeatable", day)
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
