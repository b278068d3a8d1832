package twoops

import (
	"math/rand/v2"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

type benchHand struct {
	numbers []puzzles.Card
	ops     [2]puzzles.Card
	goal    Goal
}

func benchHands(n, size int) []benchHand {
	r := rand.New(rand.NewPCG(7, 7))
	hs := make([]benchHand, n)
	for i := range hs {
		numbers, ops, goal := randomHand(r, size)
		hs[i] = benchHand{numbers, ops, goal}
	}
	return hs
}

// benchBest measures BestValue on hands of size numbers.
func benchBest(b *testing.B, size int) {
	hs := benchHands(256, size)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := &hs[i%len(hs)]
		BestValue(h.numbers, h.ops, h.goal)
		i++
	}
}

// BenchmarkBestValue is the best play of a 5-card hand (the game's case); the target is
// at most 2 µs.
func BenchmarkBestValue(b *testing.B) { benchBest(b, 5) }

// BenchmarkBestValue6 is the best play of 6 numbers (90 arrangements).
func BenchmarkBestValue6(b *testing.B) { benchBest(b, 6) }

// BenchmarkSolve is the full analysis of a 5-card hand: every arrangement and the optimal.
func BenchmarkSolve(b *testing.B) {
	hs := benchHands(256, 5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := &hs[i%len(hs)]
		if _, err := Solve(h.numbers, h.ops, h.goal); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkKeepRates is the keep rates of a 6-card hand (the target is at most
// 1 ms; the generator's budget asks for about 20 µs).
func BenchmarkKeepRates(b *testing.B) {
	hs := benchHands(256, 6)
	var six [256][6]puzzles.Card
	for i, h := range hs {
		six[i] = [6]puzzles.Card(h.numbers)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := KeepRates(six[i%len(six)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
