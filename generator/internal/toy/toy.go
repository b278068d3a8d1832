// Package toy is a third game for the generator's tests, the smallest that fills the
// puzzles contract: "Sum", a row of digits and a target, to be made by adding two of the
// digits. Importing it registers it; the tests show that a registered game joins every
// day's record (Record.Games) with no change to the generator, and that the games of the
// published calendar are untouched by it. No program imports it.
package toy

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Game is Sum. A puzzle of level L has L+2 digits 1-9; its target is the sum of two of
// them.
var Game puzzles.Game = game{}

func init() { puzzles.Register(Game) }

type game struct{}

// Name returns "sum", the game's key in records, streams and the registry.
func (game) Name() string { return "sum" }

// Title returns "Sum".
func (game) Title() string { return "Sum" }

// Generate draws level+2 digits and adds two of them, at distinct positions, for the
// target: every puzzle has a solution.
func (game) Generate(r *rand.Rand, level puzzles.Level) (puzzles.Puzzle, error) {
	if !level.Valid() {
		return nil, fmt.Errorf("%w %d", puzzles.ErrLevel, int(level))
	}
	p := Puzzle{Digits: make([]int, int(level)+2)}
	for i := range p.Digits {
		p.Digits[i] = 1 + r.IntN(9)
	}
	i := r.IntN(len(p.Digits))
	j := (i + 1 + r.IntN(len(p.Digits)-1)) % len(p.Digits)
	p.Target = p.Digits[i] + p.Digits[j]
	return p, nil
}

// Parse reads "3 1 4 1 5 = 9": 3 to 7 digits 1-9, then the target.
func (game) Parse(s string) (puzzles.Puzzle, error) {
	left, right, ok := strings.Cut(s, "=")
	if !ok {
		return nil, fmt.Errorf("sum %q: no \"=\"; write digits then the target, like \"3 1 4 1 5 = 9\"", s)
	}
	var p Puzzle
	for _, f := range strings.Fields(left) {
		d, err := strconv.Atoi(f)
		if err != nil || d < 1 || d > 9 {
			return nil, fmt.Errorf("sum %q: %q is not a digit 1-9", s, f)
		}
		p.Digits = append(p.Digits, d)
	}
	t, err := strconv.Atoi(strings.TrimSpace(right))
	if err != nil || len(p.Digits) < 3 || len(p.Digits) > 7 {
		return nil, fmt.Errorf("sum %q: want 3 to 7 digits and a number after \"=\"", s)
	}
	p.Target = t
	if len(p.Solve().(Answer).Pairs) == 0 {
		return nil, fmt.Errorf("sum %q: no two digits add up to %d", s, t)
	}
	return p, nil
}

// Puzzle is a row of digits and the target.
type Puzzle struct {
	Digits []int
	Target int
}

// String writes the puzzle as Parse reads it.
func (p Puzzle) String() string {
	var b strings.Builder
	for _, d := range p.Digits {
		fmt.Fprintf(&b, "%d ", d)
	}
	fmt.Fprintf(&b, "= %d", p.Target)
	return b.String()
}

// Solve finds every pair of positions whose digits add up to the target.
func (p Puzzle) Solve() puzzles.Solved {
	a := Answer{Grade: puzzles.Level(len(p.Digits) - 2)}
	for i := range p.Digits {
		for j := i + 1; j < len(p.Digits); j++ {
			if p.Digits[i]+p.Digits[j] == p.Target {
				a.Pairs = append(a.Pairs, [2]int{i, j})
			}
		}
	}
	return a
}

// Answer lists the pairs of positions (from 0) that make the target.
type Answer struct {
	Pairs [][2]int
	Grade puzzles.Level
}

// Level is the number of digits less two.
func (a Answer) Level() puzzles.Level { return a.Grade }

// Describe names the first pair, positions counted from 1.
func (a Answer) Describe() string {
	return fmt.Sprintf("positions %d and %d (%d ways)", a.Pairs[0][0]+1, a.Pairs[0][1]+1, len(a.Pairs))
}
