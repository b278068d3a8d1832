package generator

import "testing"

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
