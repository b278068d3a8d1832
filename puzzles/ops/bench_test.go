package ops

import (
	"math/rand/v2"
	"testing"
)

// The performance targets, measured here (figures and targets in the README's Performance):
// Analyze at most 100 ms, one start of ace to nine at most 5 µs, any nine cards at most
// 1 ms.

func BenchmarkAnalyze(b *testing.B) {
	for b.Loop() {
		Analyze()
	}
}

// BenchmarkSolveNatural solves random starts of ace to nine, as the generator does.
func BenchmarkSolveNatural(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	starts := make([]Layout, 1024)
	for i := range starts {
		s := Natural
		rng.Shuffle(9, func(i, j int) { s[i], s[j] = s[j], s[i] })
		starts[i] = s
	}
	Solve(Natural) // the table of provable layouts is built once
	i := 0
	for b.Loop() {
		Solve(starts[i%len(starts)])
		i++
	}
}

// BenchmarkSolveHardest solves the slowest starts of ace to nine: optimum 5, so no
// target can be skipped.
func BenchmarkSolveHardest(b *testing.B) {
	s, _ := ParseLayout("264957138")
	for b.Loop() {
		Solve(s)
	}
}

// BenchmarkSolveAny solves random hands of nine values 0-9, repeats and tens included.
func BenchmarkSolveAny(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	starts := make([]Layout, 256)
	for i := range starts {
		for j := range starts[i] {
			starts[i][j] = uint8(rng.IntN(10))
		}
	}
	i := 0
	for b.Loop() {
		Solve(starts[i%len(starts)])
		i++
	}
}

// BenchmarkSolveAnyWorst solves the slowest hands with repeats found by timing one
// arrangement of each of the 48,620 multisets of nine values.
func BenchmarkSolveAnyWorst(b *testing.B) {
	var starts []Layout
	for _, s := range []string{"615142323", "602020101", "817262534", "806142422", "918263534"} {
		l, _ := ParseLayout(s)
		starts = append(starts, l)
	}
	i := 0
	for b.Loop() {
		Solve(starts[i%len(starts)])
		i++
	}
}
