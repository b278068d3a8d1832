package play

import "testing"

// BenchmarkForDay measures the boards' data of one day, on the hot path of a site build.
func BenchmarkForDay(b *testing.B) {
	rec := record(b, "2026-11-29")
	if _, err := ForDay(english(), rec); err != nil { // builds the shared assets once
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ForDay(english(), rec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncode measures the obfuscation of a typical day's payload.
func BenchmarkEncode(b *testing.B) {
	rec := record(b, "2026-11-29")
	js, err := twoOpsJSON(rec.TwoOps)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(js)))
	for b.Loop() {
		Encode(js, rec.Date.String())
	}
}
