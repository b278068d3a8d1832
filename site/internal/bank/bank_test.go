package bank

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// swapDistance is the fewest swaps between two layouts of nine distinct cards: 9 minus the
// cycles of the permutation between them.
func swapDistance(a, b ops.Layout) int {
	where := map[uint8]int{}
	for i, v := range b {
		where[v] = i
	}
	seen, cycles := [9]bool{}, 0
	for i := range 9 {
		if seen[i] {
			continue
		}
		cycles++
		for j := i; !seen[j]; j = where[a[j]] {
			seen[j] = true
		}
	}
	return 9 - cycles
}

func TestMake(t *testing.T) {
	const opsPer, twoPer = 6, 3
	b, err := Make(generator.DefaultSeed, opsPer, twoPer)
	if err != nil {
		t.Fatal(err)
	}
	targets := ops.ProvableLayouts(ops.Natural)
	for i, l := range generator.Levels {
		if len(b.Ops[i]) != opsPer || len(b.TwoOps[i]) != twoPer {
			t.Fatalf("level %d: %d ops, %d two ops", l, len(b.Ops[i]), len(b.TwoOps[i]))
		}
		seen := map[string]bool{}
		for _, p := range b.Ops[i] {
			if p.Difficulty != l {
				t.Errorf("ops %s in level %d has difficulty %d", p.Start, l, p.Difficulty)
			}
			if seen[p.Start] || seen[transpose(p.Start)] {
				t.Errorf("ops %s repeats in level %d", p.Start, l)
			}
			seen[p.Start] = true
			// The optimum, by brute force over every provable layout.
			start, err := ops.ParseLayout(p.Start)
			if err != nil {
				t.Fatal(err)
			}
			best := 99
			for _, tg := range targets {
				best = min(best, swapDistance(start, tg))
			}
			if p.OptimalMoves != best {
				t.Errorf("ops %s: optimal %d, brute force %d", p.Start, p.OptimalMoves, best)
			}
			if best < 2 {
				t.Errorf("ops %s: %d moves is no puzzle", p.Start, best)
			}
		}
		for _, p := range b.TwoOps[i] {
			if p.Difficulty != l {
				t.Errorf("two ops %v in level %d has difficulty %d", p.Numbers, l, p.Difficulty)
			}
			goal, err := twoops.ParseGoal(p.Goal.String())
			if err != nil {
				t.Fatal(err)
			}
			opers := [2]puzzles.Card{p.Operators[0], p.Operators[1]}
			var six [6]puzzles.Card
			copy(six[:], p.Numbers)
			rates, err := twoops.KeepRates(six)
			if err != nil {
				t.Fatal(err)
			}
			// Best over any discard is the best of the five kept for some discard.
			var overall twoops.Value
			for k, d := range p.Discards {
				five := append(append([]puzzles.Card{}, six[:k]...), six[k+1:]...)
				v := twoops.BestValue(five, opers, goal)
				if d.Card != six[k] || d.Best != v || d.Kept != rates[k].Kept {
					t.Errorf("two ops %v without %s: %+v, want best %s kept %d", six, six[k], d, v, rates[k].Kept)
				}
				if k == 0 || goal.Better(v, overall) {
					overall = v
				}
			}
			if p.Best != overall {
				t.Errorf("two ops %v: best %s, want %s", six, p.Best, overall)
			}
		}
	}
}

func TestMakeDeterministic(t *testing.T) {
	a, err := Make("class", 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Make("class", 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if string(a.JSON()) != string(b.JSON()) {
		t.Fatal("two banks of one seed differ")
	}
	c, err := Make("other", 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if string(a.JSON()) == string(c.JSON()) {
		t.Fatal("banks of two seeds are the same")
	}
	if _, err := Make("x", 0, 1); err == nil {
		t.Fatal("Make accepted a bank of no Ops puzzles")
	}
}

// TestJSON reads the encoding back as the page script does and compares it with the bank.
func TestJSON(t *testing.T) {
	b, err := Make(generator.DefaultSeed, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Ops [][]string `json:"ops"`
		Two [][]struct {
			N, O, G, B, A string
			D             [][2]any
		} `json:"two"`
		Outcomes int `json:"outcomes"`
	}
	if err := json.Unmarshal(b.JSON(), &got); err != nil {
		t.Fatalf("%v\n%s", err, b.JSON())
	}
	if got.Outcomes != twoops.Outcomes || len(got.Ops) != Levels || len(got.Two) != Levels {
		t.Fatalf("bad shape: %s", b.JSON())
	}
	for i := range Levels {
		for j, s := range got.Ops[i] {
			p := b.Ops[i][j]
			if s != p.Start+strconv.Itoa(p.OptimalMoves) {
				t.Errorf("ops entry %q for %+v", s, p)
			}
		}
		for j, e := range got.Two[i] {
			p := b.TwoOps[i][j]
			nums, err := twoops.ParseNumbers(e.N, 6, 6)
			if err != nil || fmt.Sprint(nums) != fmt.Sprint(p.Numbers) || e.G != p.GoalCard.String() || e.B != p.Best.String() || e.A != p.Advice.String() {
				t.Errorf("two ops entry %+v for %+v (%v)", e, p, err)
			}
			if _, err := twoops.ParseOperators(e.O); err != nil {
				t.Error(err)
			}
			for k, d := range e.D {
				if d[0] != p.Discards[k].Best.String() || d[1] != float64(p.Discards[k].Kept) {
					t.Errorf("discard %d: %v, want %+v", k, d, p.Discards[k])
				}
			}
		}
	}
}

// BenchmarkMake measures the default bank, made once per site build.
func BenchmarkMake(b *testing.B) {
	for b.Loop() {
		if _, err := Make(generator.DefaultSeed, OpsPerLevel, TwoOpsPerLevel); err != nil {
			b.Fatal(err)
		}
	}
}
