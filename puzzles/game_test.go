package puzzles

import (
	"math/rand/v2"
	"testing"
)

// TestPick checks the choice among graded candidates: the first of the level wanted,
// else the first of the nearest level, the harder on a tie, and a candidate that is no
// puzzle (level 0) only when all are.
func TestPick(t *testing.T) {
	for _, c := range []struct {
		levels []Level
		want   Level
		pick   int
	}{
		{[]Level{1, 3, 2, 3}, 3, 1},
		{[]Level{1, 5, 2, 4}, 3, 3}, // 2 and 4 are as near: the harder
		{[]Level{1, 2, 2}, 4, 1},
		{[]Level{0, 0, 1}, 5, 2},
		{[]Level{0, 0}, 3, 0},
		{[]Level{5, 4, 5}, 4, 1},
	} {
		got := Pick(c.want, len(c.levels), func(k int) (int, Level) { return k, c.levels[k] })
		if got != c.pick {
			t.Errorf("Pick(%v) of %v = candidate %d, want %d", c.want, c.levels, got, c.pick)
		}
	}
	calls := 0
	Pick(Easy, 10, func(k int) (int, Level) { calls++; return k, Easy })
	if calls != 1 {
		t.Errorf("Pick tried %d candidates after the first matched", calls)
	}
}

type fakeGame string

func (g fakeGame) Name() string                             { return string(g) }
func (g fakeGame) Title() string                            { return string(g) }
func (fakeGame) Generate(*rand.Rand, Level) (Puzzle, error) { return nil, nil }
func (fakeGame) Parse(string) (Puzzle, error)               { return nil, nil }

func TestRegisterRefuses(t *testing.T) {
	Register(fakeGame("zzfake"))
	if g, ok := Lookup("zzfake"); !ok || g != fakeGame("zzfake") {
		t.Fatal("a registered game is not found")
	}
	if gs := Games(); gs[len(gs)-1] != fakeGame("zzfake") {
		t.Errorf("games not in name order: %v", gs)
	}
	for _, name := range []string{"zzfake", "", "Two Ops", "ops2"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", name)
				}
			}()
			Register(fakeGame(name))
		}()
	}
}
