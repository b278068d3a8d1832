package ops

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestDuelPuzzle(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	var plies [3]int
	for seed := range uint64(n) {
		for _, winIn := range []int{1, 2} {
			p, wins, ply, err := DuelPuzzle(rand.New(rand.NewPCG(seed, 99)), winIn)
			if err != nil {
				t.Fatalf("seed %d win in %d: %v", seed, winIn, err)
			}
			if err := p.Validate(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			w1, w2 := refSolve(p)
			want := w1
			if winIn == 2 {
				want = w2
				if len(w1) > 0 {
					t.Fatalf("seed %d: a win-in-2 puzzle with a win in 1: %v", seed, w1)
				}
			}
			if len(wins) == 0 || !slices.Equal(wins, want) {
				t.Fatalf("seed %d win in %d: %v, want %v", seed, winIn, wins, want)
			}
			if ply < 4 || p.ToMove != Player(ply%2) {
				t.Fatalf("seed %d: ply %d, %v to move", seed, ply, p.ToMove)
			}
			plies[winIn] += ply
			q, again, _, _ := DuelPuzzle(rand.New(rand.NewPCG(seed, 99)), winIn)
			if q != p || !slices.Equal(again, wins) {
				t.Fatalf("seed %d: not repeatable", seed)
			}
		}
	}
	t.Logf("mean plies: win in 1 %.1f, win in 2 %.1f", float64(plies[1])/float64(n), float64(plies[2])/float64(n))
}

func BenchmarkDuelPuzzle1(b *testing.B) {
	for i := range b.N {
		DuelPuzzle(rand.New(rand.NewPCG(uint64(i), 1)), 1)
	}
}

func BenchmarkDuelPuzzle2(b *testing.B) {
	for i := range b.N {
		DuelPuzzle(rand.New(rand.NewPCG(uint64(i), 1)), 2)
	}
}
