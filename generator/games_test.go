package generator

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator/internal/toy"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// The generator's tests run with the toy game registered (generator/internal/toy): the
// regression tables, which it does not touch, pass with it.

func TestRegistry(t *testing.T) {
	var names []string
	for _, g := range puzzles.Games() {
		names = append(names, g.Name())
	}
	if want := []string{"duel", "ops", "sum", "twoops"}; !slices.Equal(names, want) {
		t.Fatalf("registered games %v, want %v", names, want)
	}
	for _, g := range []puzzles.Game{ops.Solitaire, twoops.Game, duel.Game, toy.Game} {
		if got, ok := puzzles.Lookup(g.Name()); !ok || got != g {
			t.Errorf("Lookup(%q) = %v, %v", g.Name(), got, ok)
		}
	}
	if _, ok := puzzles.Lookup("chess"); ok {
		t.Error("Lookup found chess")
	}
}

// TestToyInRecords checks the "How good" promise of the contract: the toy game, which the
// generator's code never names, appears in every day's record at the level of the weekly
// ramp, with a puzzle that its Parse reads back and a solution that is right (the digits
// at the positions named add up to the target), the same on every run and in the JSON.
func TestToyInRecords(t *testing.T) {
	recs, err := Range(DefaultSeed, MakeDate(2026, 11, 23), MakeDate(2026, 12, 6))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range recs {
		g, ok := r.Games["sum"]
		if !ok || len(r.Games) != 1 {
			t.Fatalf("%v: games %v, want the toy alone", r.Date, r.Games)
		}
		if want := puzzles.DailyRamp[r.Date.Weekday()]; g.Difficulty != want || g.Title != "Sum" {
			t.Errorf("%v (%v): %q level %v, want %v", r.Date, r.Date.Weekday(), g.Title, g.Difficulty, want)
		}
		p, err := toy.Game.Parse(g.Puzzle)
		if err != nil {
			t.Fatalf("%v: %v", r.Date, err)
		}
		if p.String() != g.Puzzle {
			t.Errorf("%v: %q parses back as %q", r.Date, g.Puzzle, p.String())
		}
		var i, j, ways int
		if _, err := fmt.Sscanf(g.Solution, "positions %d and %d (%d ways)", &i, &j, &ways); err != nil {
			t.Fatalf("%v: solution %q: %v", r.Date, g.Solution, err)
		}
		left, right, _ := strings.Cut(g.Puzzle, "=")
		digits := strings.Fields(left)
		if len(digits) != int(g.Difficulty)+2 || i >= j || j > len(digits) ||
			atoi(t, digits[i-1])+atoi(t, digits[j-1]) != atoi(t, strings.TrimSpace(right)) {
			t.Errorf("%v: %q solved by %q", r.Date, g.Puzzle, g.Solution)
		}
		seen[g.Puzzle] = true
		again := generated(t, r.Date.String())
		if again.Games["sum"] != g {
			t.Errorf("%v: %v, then %v", r.Date, g, again.Games["sum"])
		}
		js, _ := json.Marshal(r)
		if !strings.Contains(string(js), `"games":{"sum":{"title":"Sum","puzzle":"`+g.Puzzle+`"`) {
			t.Errorf("%v: the JSON has no toy: %s", r.Date, js)
		}
	}
	if len(seen) < len(recs)/2 {
		t.Errorf("%d distinct toy puzzles in %d days", len(seen), len(recs))
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestGamesContract checks what every registered game promises, whichever it is: Generate
// is a pure function of its stream and makes a puzzle of the level asked for (the duel:
// of its kind) whose notation Parse reads back to the same puzzle, and it refuses a level
// out of range.
func TestGamesContract(t *testing.T) {
	for _, g := range puzzles.Games() {
		for _, level := range puzzles.Levels {
			for i := range 3 {
				name := fmt.Sprintf("%s/%v/%d", g.Name(), level, i)
				p, err := g.Generate(stream(1, "contract", indexName(i), g.Name()), level)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				q, _ := g.Generate(stream(1, "contract", indexName(i), g.Name()), level)
				if p.String() != q.String() {
					t.Errorf("%s: %q, then %q from the same stream", name, p, q)
				}
				s := p.Solve()
				want := level
				if g.Name() == "duel" {
					want = map[bool]puzzles.Level{true: puzzles.Hard, false: puzzles.Easy}[level >= puzzles.Hard]
				}
				if s.Level() != want || s.Describe() == "" {
					t.Errorf("%s: %q grades %v (%s)", name, p, s.Level(), s.Describe())
				}
				back, err := g.Parse(p.String())
				if err != nil || back.String() != p.String() || back.Solve().Describe() != s.Describe() {
					t.Errorf("%s: %q parses back as %v (%v)", name, p, back, err)
				}
			}
		}
		if _, err := g.Generate(stream(1, "contract", "", g.Name()), 6); err == nil {
			t.Errorf("%s: level 6 generated", g.Name())
		}
	}
}
