package play

import (
	"runtime"
	"testing"
)

// TestScriptsJoinedOnce checks that a list of scripts is joined once: every daily page
// and print page asks for StatsScript, some 15 KB, and a page's asking allocates no copy
// of it (before, each page's joined copy was a seventh of a 10-year build's allocations),
// and gets the same text each time.
func TestScriptsJoinedOnce(t *testing.T) {
	first, err := StatsScript(english())
	if err != nil {
		t.Fatal(err)
	}
	if len(first) < 4096 {
		t.Fatalf("StatsScript is %d bytes, expected some KB", len(first))
	}
	const n = 100
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range n {
		js, err := StatsScript(english())
		if err != nil || js != first {
			t.Fatalf("StatsScript again: %d bytes, %v; the first time %d", len(js), err, len(first))
		}
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > n*256 {
		t.Errorf("%d calls of StatsScript allocated %d bytes, %d a call: the scripts are joined anew (%d bytes)", n, got, got/n, len(first))
	}
}
