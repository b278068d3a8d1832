package sheet

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

var updateBank = flag.Bool("update-bank", false, "write bank2.txt afresh (never, once sheets are made from it)")

// bankSeed is the generator seed bank2.txt was drawn with, once.
const bankSeed = "opsdaily sheet bank, scheme 2"

// TestWriteBank writes bank2.txt with -update-bank. It was run once; the file is never
// written again (scheme-2 sheets would change), which TestRegression pins.
func TestWriteBank(t *testing.T) {
	if !*updateBank {
		t.Skip("bank2.txt is written only with -update-bank")
	}
	var b strings.Builder
	b.WriteString("# The puzzles of scheme-2 worksheets (site/sheet/bank.go). Never edit this file:\n")
	b.WriteString("# every class code's sheet depends on it. \"o LEVEL START\", \"t LEVEL NUMBERS / OPERATORS / GOAL\".\n")
	for _, l := range generator.Levels {
		seen := map[ops.Layout]bool{}
		for i, n := 0, 0; n < BankOpsPerLevel; i++ {
			p, err := generator.OpsAt(bankSeed, i, l)
			if err != nil {
				t.Fatal(err)
			}
			lay, _ := ops.ParseLayout(p.Start)
			if c := ops.Canonical(lay); p.Difficulty != l || seen[c] {
				continue
			} else {
				seen[c] = true
			}
			fmt.Fprintf(&b, "o %d %s\n", l, p.Start)
			n++
		}
	}
	for _, l := range generator.Levels {
		seen := map[string]bool{}
		for i, n := 0, 0; n < BankTwoOpsPerLevel; i++ {
			p, err := generator.TwoOpsAt(bankSeed, i, l)
			if err != nil {
				t.Fatal(err)
			}
			key := fmt.Sprint(p.Numbers, p.Operators, p.GoalCard)
			if p.Difficulty != l || seen[key] {
				continue
			}
			seen[key] = true
			fmt.Fprintf(&b, "t %d %s / %s / %s\n", l, joinCards(p.Numbers), joinCards(p.Operators), p.GoalCard)
			n++
		}
	}
	if err := os.WriteFile("bank2.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBank checks the shipped bank with the engines: its sizes, that every entry has the
// level it is filed under, no repeats (a start and its transpose count as one), and every
// answer: the Ops solution is a list of that many swaps ending on a layout whose four lines
// hold, and no start is solvable in fewer (ops.Solve); the Two Ops key reaches the best of
// twoops.Solve, and its operations are worth what the operator table says.
func TestBank(t *testing.T) {
	b, err := theBank()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for l := range Levels {
		if n := len(b[0][l]); n != BankOpsPerLevel {
			t.Errorf("level %d: %d Ops starts, want %d", l+1, n, BankOpsPerLevel)
		}
		if n := len(b[1][l]); n != BankTwoOpsPerLevel {
			t.Errorf("level %d: %d Two Ops hands, want %d", l+1, n, BankTwoOpsPerLevel)
		}
		for _, e := range b[0][l] {
			p := e.ops
			lay, _ := ops.ParseLayout(p.Start)
			if k := ops.Canonical(lay).String(); seen[k] {
				t.Errorf("%s: start %s repeats", e.id, p.Start)
			} else {
				seen[k] = true
			}
			if p.Difficulty != e.level {
				t.Errorf("%s: graded %d, filed under %d", e.id, p.Difficulty, e.level)
			}
			if len(p.Solution) != p.OptimalMoves || ops.Solve(lay).Optimal != p.OptimalMoves {
				t.Errorf("%s: %d swaps in the solution, optimum %d", e.id, len(p.Solution), p.OptimalMoves)
			}
			for _, m := range p.Solution {
				lay = lay.Swap(m[0], m[1])
			}
			for i, c := range ops.Check(lay) {
				if !c.Holds {
					t.Errorf("%s: line %d of the finished layout %s does not hold", e.id, i, lay)
				}
			}
		}
		for i := range b[1][l] {
			e := &b[1][l][i]
			p := e.twoOps
			k := fmt.Sprint(p.Numbers, p.Operators, p.GoalCard)
			if seen[k] {
				t.Errorf("%s: hand repeats", e.id)
			}
			seen[k] = true
			if p.Difficulty != e.level {
				t.Errorf("%s: graded %d, filed under %d", e.id, p.Difficulty, e.level)
			}
			play, err := twoops.Solve(p.Numbers, [2]puzzles.Card{p.Operators[0], p.Operators[1]}, p.Goal)
			if err != nil {
				t.Fatal(err)
			}
			a := p.Arrangement
			if play.Best != p.Best || a.Result != p.Best {
				t.Errorf("%s: key %s, best %s, engine %s", e.id, a.Result, p.Best, play.Best)
			}
			var vals [2]twoops.Value
			for j, op := range a.Operations {
				vals[j] = twoops.Operate(op.Operator, op.Numbers[0], op.Numbers[1])
				if vals[j] != op.Value {
					t.Errorf("%s: operation %d worth %s, not %s", e.id, j, vals[j], op.Value)
				}
			}
		}
	}
}

// TestEveryPoolHolds: every pool a scheme-2 puzzle may be drawn from holds an entry, each
// level's Ops starts, each number of swaps, and each level's Two Ops hands under every
// filter, so that a sheet of one puzzle can always be made (most relies on it).
func TestEveryPoolHolds(t *testing.T) {
	b, err := theBank()
	if err != nil {
		t.Fatal(err)
	}
	for _, swaps := range []int{0, 2, 3, 4} {
		for _, level := range generator.Levels {
			if n := len(pool(b, Options{Swaps: swaps, Code: "x"}, false, level)); n == 0 {
				t.Errorf("no Ops start of level %d with swaps %d", level, swaps)
			}
		}
	}
	for _, f := range []Options{{}, {NoModulo: true}, {NoNegative: true}, {NoModulo: true, NoNegative: true}} {
		for _, level := range generator.Levels {
			if n := len(pool(b, f, true, level)); n == 0 {
				t.Errorf("no Two Ops hand of level %d with %+v", level, f)
			}
		}
	}
}
