package generator

import "testing"

// BenchmarkTenYears generates and solves ten years of days, 2026-01-01 to 2036-01-01: 3,653
// records (the README's figure; the target is 150 ms).
func BenchmarkTenYears(b *testing.B) {
	from, to := MakeDate(2026, 1, 1), MakeDate(2036, 1, 1)
	for b.Loop() {
		recs, err := Range(DefaultSeed, from, to)
		if err != nil || len(recs) != 3653 {
			b.Fatal(len(recs), err)
		}
	}
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
