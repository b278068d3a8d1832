package bench

import (
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
)

// cpu returns the CPU time of this process so far, user and system, in seconds: on a
// shared machine it varies less than the wall time, which waits for the processors.
func cpu() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// TestRegistry checks that these benchmarks measure the program's games and no other.
func TestRegistry(t *testing.T) {
	var names []string
	for _, g := range puzzles.Games() {
		names = append(names, g.Name())
	}
	if want := []string{"duel", "ops", "twoops"}; !slices.Equal(names, want) {
		t.Fatalf("registered games %v, want %v", names, want)
	}
}

// BenchmarkTenYears generates and solves ten years of days, 2026-01-01 to 2036-01-01: 3,653
// records (the README's figure), in parallel as Range makes them; it reports the CPU
// time of a run too.
func BenchmarkTenYears(b *testing.B) {
	from, to := generator.MakeDate(2026, 1, 1), generator.MakeDate(2036, 1, 1)
	start, n := cpu(), 0
	for b.Loop() {
		recs, err := generator.Range(generator.DefaultSeed, from, to)
		if err != nil || len(recs) != 3653 {
			b.Fatal(len(recs), err)
		}
		n++
	}
	b.ReportMetric((cpu()-start)/float64(n), "cpu-s/op")
}

// BenchmarkGenerate makes one day's record on one core.
func BenchmarkGenerate(b *testing.B) {
	d := generator.MakeDate(2026, 3, 14)
	for b.Loop() {
		if _, err := generator.Generate(generator.DefaultSeed, d); err != nil {
			b.Fatal(err)
		}
		d = d.Add(1)
	}
}
