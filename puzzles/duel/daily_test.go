package duel

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDaily checks the puzzles of the seeded play against the specification (SolvePlain:
// every move, every reply, every answer tried): the position can occur, the mover wins at
// once (win in 1) or has no win at once and forces one (win in 2), the moves listed are
// all the winning moves, and the same stream gives the same puzzle.
func TestDaily(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	for _, play := range []struct {
		name string
		f    func(*rand.Rand, int) (Position, []Move, int, error)
	}{{"Daily", Daily}} {
		var plies [3]int
		for seed := range uint64(n) {
			for _, winIn := range []int{1, 2} {
				p, wins, ply, err := play.f(rand.New(rand.NewPCG(seed, 99)), winIn)
				if err != nil {
					t.Fatalf("%s seed %d win in %d: %v", play.name, seed, winIn, err)
				}
				if err := p.Validate(); err != nil {
					t.Fatalf("%s seed %d: %v", play.name, seed, err)
				}
				plain := SolvePlain(p)
				w1, w2 := plain.WinIn1, plain.WinIn2
				want := w1
				if winIn == 2 {
					want = w2
					if len(w1) > 0 {
						t.Fatalf("%s seed %d: a win-in-2 puzzle with a win in 1: %v", play.name, seed, w1)
					}
				}
				if len(wins) == 0 || !slices.Equal(wins, want) {
					t.Fatalf("%s seed %d win in %d: %v, want %v", play.name, seed, winIn, wins, want)
				}
				if ply < 4*winIn || p.ToMove != Player(ply%2) {
					t.Fatalf("%s seed %d: ply %d, %v to move", play.name, seed, ply, p.ToMove)
				}
				plies[winIn] += ply
				q, again, _, _ := play.f(rand.New(rand.NewPCG(seed, 99)), winIn)
				if q != p || !slices.Equal(again, wins) {
					t.Fatalf("%s seed %d: not repeatable", play.name, seed)
				}
			}
		}
		t.Logf("%s mean plies: win in 1 %.1f, win in 2 %.1f", play.name, float64(plies[1])/float64(n), float64(plies[2])/float64(n))
	}
}

// TestDuelPlayReachable records the moves of the seeded play and replays them from the
// start with the public rules (Position.Play): every move is legal, none ends the game,
// and they reach the puzzle's position in the number of plies the play reports.
func TestDuelPlayReachable(t *testing.T) {
	for _, choose := range []func(*rand.Rand, int) func(plyView) Move{packed} {
		for seed := range uint64(20) {
			for _, winIn := range []int{1, 2} {
				var moves []Move
				inner := choose(rand.New(rand.NewPCG(seed, 7)), winIn)
				p, _, ply, err := duelPlay(winIn, func(v plyView) Move {
					if v.b.position() == Start(false) {
						moves = moves[:0] // a new game
					}
					m := inner(v)
					moves = append(moves, m)
					return m
				})
				if err != nil {
					t.Fatal(err)
				}
				q := Start(false)
				for i, m := range moves[:ply] {
					var r Result
					if q, r, err = q.Play(m); err != nil || r != Ongoing {
						t.Fatalf("seed %d ply %d: %v: %v %v", seed, i, m, r, err)
					}
				}
				if q != p {
					t.Fatalf("seed %d win in %d: the moves reach %v, not the puzzle %v", seed, winIn, q, p)
				}
			}
		}
	}
}

// benchPlay makes puzzles of one kind with one seeded play, a new stream each.
func benchPlay(b *testing.B, play func(*rand.Rand, int) (Position, []Move, int, error), winIn int) {
	for i := range b.N {
		if _, _, _, err := play(rand.New(rand.NewPCG(uint64(i), 1)), winIn); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDailyDuel1(b *testing.B) { benchPlay(b, Daily, 1) }
func BenchmarkDailyDuel2(b *testing.B) { benchPlay(b, Daily, 2) }
