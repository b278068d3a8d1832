package generator

import (
	"testing"
)

func TestPermutationIsBijection(t *testing.T) {
	p := newPermutation(1, DefaultSeed)
	seen := make([]bool, Starts)
	for i := range Starts {
		v := p.at(i)
		if v < 0 || v >= Starts || seen[v] {
			t.Fatalf("at(%d) = %d: out of range or repeated", i, v)
		}
		seen[v] = true
		if back := p.index(v); back != i {
			t.Fatalf("index(at(%d)) = %d", i, back)
		}
	}
	q := newPermutation(1, "another seed")
	same := 0
	for i := range 1000 {
		if p.at(i) == q.at(i) {
			same++
		}
	}
	if same > 10 {
		t.Errorf("two seeds agree on %d of 1000 places", same)
	}
}

func TestStreamsDiffer(t *testing.T) {
	a := stream(1, DefaultSeed, "2026-03-14", "ops").Uint64()
	for _, other := range [][3]string{
		{DefaultSeed, "2026-03-15", "ops"},
		{DefaultSeed, "2026-03-14", "twoops"},
		{"x", "2026-03-14", "ops"},
	} {
		if stream(1, other[0], other[1], other[2]).Uint64() == a {
			t.Errorf("stream %v equals the 2026-03-14 ops stream", other)
		}
	}
	if stream(1, DefaultSeed, "2026-03-14", "ops").Uint64() != a {
		t.Error("a stream is not reproducible")
	}
	if stream(2, DefaultSeed, "2026-03-14", "ops").Uint64() == a {
		t.Error("the scheme does not change the stream")
	}
}
