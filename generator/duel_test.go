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
// search over the public rules too (exhaustiveWins).
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
		if int(d-from)%137 == 0 {
			w1, w2 := exhaustiveWins(t, p.Position)
			if len(w1) != len(s.WinIn1) || !slices.Equal(p.WinningMoves, [][]duel.Move{w1, w2}[p.WinIn-1]) {
				t.Fatalf("%v: winning moves %v; exhaustive search: %v in 1, %v in 2", day, p.WinningMoves, w1, w2)
			}
		}
	}
}

// exhaustiveWins finds the wins in 1 and the forced wins in 2 of p by playing every move,
// every reply and every answer with Position.Play, in the order of Position.Moves.
func exhaustiveWins(t *testing.T, p duel.Position) (win1, win2 []duel.Move) {
	t.Helper()
	play := func(p duel.Position, m duel.Move) (duel.Position, duel.Result) {
		q, r, err := p.Play(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		return q, r
	}
	winsAtOnce := func(p duel.Position) bool {
		return slices.ContainsFunc(p.Moves(), func(m duel.Move) bool { _, r := play(p, m); return r == duel.Won })
	}
	for _, m := range p.Moves() {
		q, r := play(p, m)
		if r == duel.Won {
			win1 = append(win1, m)
		}
		if r != duel.Ongoing {
			continue
		}
		forced := !slices.ContainsFunc(q.Moves(), func(reply duel.Move) bool {
			q2, r2 := play(q, reply)
			return r2 == duel.Won || r2 == duel.Ongoing && !winsAtOnce(q2)
		})
		if forced {
			win2 = append(win2, m)
		}
	}
	return win1, win2
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
