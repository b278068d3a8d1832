package duel

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// puzzle is a daily duel puzzle as Daily makes it.
type puzzle struct {
	p     Position
	winIn int
	wins  []Move
}

// dailyPuzzles makes n puzzles of each kind with Daily.
func dailyPuzzles(t *testing.T, n int) []puzzle {
	t.Helper()
	var out []puzzle
	for i := range n {
		for winIn := 1; winIn <= 2; winIn++ {
			p, wins, _, err := Daily(rand.New(rand.NewPCG(uint64(i), 77)), winIn)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, puzzle{p, winIn, wins})
		}
	}
	return out
}

// TestJudge checks every verdict of daily puzzles against the engine, computed another
// way: the winning tries are Solve's, every legal move has one verdict, each refutation is a legal
// reply that wins for the opponent (R) or leaves the mover no win at once (N), and a
// reply that wins is given whenever the opponent has one.
func TestJudge(t *testing.T) {
	kinds := map[Verdict]int{}
	for _, d := range dailyPuzzles(t, 45) {
		p := d.p
		tries, err := Judge(p, d.winIn)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.Moves()
		if len(tries) != len(moves) {
			t.Fatalf("%d verdicts for %d legal moves", len(tries), len(moves))
		}
		sol := Solve(p)
		want := map[int][]Move{1: sol.WinIn1, 2: sol.WinIn2}[d.winIn]
		var wins []Move
		for i, try := range tries {
			m := moves[i]
			if try.Move != m {
				t.Fatalf("verdict %d is of %v, want %v", i, try.Move, m)
			}
			kinds[try.Verdict]++
			q, r, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			switch try.Verdict {
			case Wins:
				wins = append(wins, m)
			case LosesBoth, LosesGift:
				if want := map[Verdict]Result{LosesBoth: LostBoth, LosesGift: LostGift}[try.Verdict]; r != want {
					t.Errorf("%v: kind %c, but the move's result is %v", m, try.Verdict, r)
				}
			case TooSlow:
				if d.winIn != 1 || !slices.Contains(sol.WinIn2, m) {
					t.Errorf("%v: kind T, but it is not a forced win in 2 of a win-in-1 puzzle", m)
				}
			case Refuted, Stopped:
				if r != Ongoing {
					t.Fatalf("%v refuted, but it ends the game (%v)", m, r)
				}
				if err := q.Check(try.Reply); err != nil {
					t.Fatalf("%v: the reply %v is illegal: %v", m, try.Reply, err)
				}
				q2, r2, _ := q.Play(try.Reply)
				opponentWins := len(plainWins1(q)) > 0
				switch {
				case try.Verdict == Refuted && r2 != Won:
					t.Errorf("%v: the reply %v does not win (%v)", m, try.Reply, r2)
				case try.Verdict == Stopped && (r2 != Ongoing || len(plainWins1(q2)) > 0):
					t.Errorf("%v: after the reply %v the mover still wins at once", m, try.Reply)
				case try.Verdict == Stopped && opponentWins:
					t.Errorf("%v: the opponent has a winning reply, but the reply given is %v", m, try.Reply)
				}
			default:
				t.Fatalf("%v: kind %q", m, try.Verdict)
			}
		}
		if !slices.Equal(wins, want) || !slices.Equal(wins, d.wins) {
			t.Errorf("winning tries %v, Solve %v, Daily %v", wins, want, d.wins)
		}
	}
	for _, k := range []Verdict{Wins, Refuted, Stopped, TooSlow} {
		if kinds[k] == 0 {
			t.Errorf("no try of kind %c in the sample: %v", k, kinds)
		}
	}
}

func TestJudgeNoPuzzle(t *testing.T) {
	d := dailyPuzzles(t, 1)
	for _, c := range []struct {
		p     Position
		winIn int
	}{{d[0].p, 3}, {d[0].p, 2}, {Start(false), 1}} {
		if _, err := Judge(c.p, c.winIn); !errors.Is(err, ErrPuzzle) {
			t.Errorf("Judge(%v, %d): %v, want ErrPuzzle", c.p, c.winIn, err)
		}
	}
}

func TestVerdictText(t *testing.T) {
	for _, v := range []Verdict{Wins, LosesBoth, LosesGift, TooSlow, Refuted, Stopped} {
		b, err := v.MarshalText()
		var back Verdict
		if err != nil || back.UnmarshalText(b) != nil || back != v {
			t.Errorf("%c: %s %v, back %c", v, b, err, back)
		}
	}
	var v Verdict
	if v.UnmarshalText([]byte("X")) == nil || v.UnmarshalText(nil) == nil {
		t.Error("bad verdicts read")
	}
	if _, err := Verdict(0).MarshalText(); err == nil {
		t.Error("verdict 0 written")
	}
}

// BenchmarkJudge judges every try of a daily puzzle, as the generator does for each day.
func BenchmarkJudge(b *testing.B) {
	var ps []puzzle
	for i := range 10 {
		for winIn := 1; winIn <= 2; winIn++ {
			p, wins, _, err := Daily(rand.New(rand.NewPCG(uint64(i), 77)), winIn)
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, puzzle{p, winIn, wins})
		}
	}
	i := 0
	for b.Loop() {
		if _, err := Judge(ps[i%len(ps)].p, ps[i%len(ps)].winIn); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
