package generator

import (
	"syscall"
	"testing"
	"time"
)

// cpu returns the CPU time of this process so far, user and system, in seconds: on a
// shared machine it varies less than the wall time, which waits for the processors.
func cpu() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// BenchmarkTenYears generates and solves ten years of days, 2026-01-01 to 2036-01-01: 3,653
// records (the README's figure), in parallel as Range makes them; it reports the CPU
// time of a run too.
func BenchmarkTenYears(b *testing.B) {
	from, to := MakeDate(2026, 1, 1), MakeDate(2036, 1, 1)
	start, n := cpu(), 0
	for b.Loop() {
		recs, err := Range(DefaultSeed, from, to)
		if err != nil || len(recs) != 3653 {
			b.Fatal(len(recs), err)
		}
		n++
	}
	b.ReportMetric((cpu()-start)/float64(n), "cpu-s/op")
}

// BenchmarkGenerate makes one day's record on one core.
func BenchmarkGenerate(b *testing.B) {
	d := MakeDate(2026, 3, 14)
	for b.Loop() {
		if _, err := Generate(DefaultSeed, d); err != nil {
			b.Fatal(err)
		}
		d = d.Add(1)
	}
}

// BenchmarkTwoOpsAt makes a fiendish practice deal, the rarest level.
func BenchmarkTwoOpsAt(b *testing.B) {
	i := 0
	for b.Loop() {
		if _, err := TwoOpsAt("CLASS7B", i, Fiendish); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
