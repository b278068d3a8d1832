package ops

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Grade grades a solitaire start by its solution, as Solve found it:
//
//   - Gentle: 2 swaps.
//   - Easy: 3 swaps, and at least 10 of the 36 possible first swaps begin an optimal
//     solution.
//   - Moderate: 3 swaps, 5 to 9 good first swaps.
//   - Hard: 3 swaps, only 3 or 4 good first swaps (then the end layout is all but unique).
//   - Fiendish: 4 swaps or more (5 is the most any start needs).
//
// Starts already provable or one swap from provable are no puzzle: Grade returns 0 for
// them (and for hands with no provable layout).
func Grade(s Solution) puzzles.Level {
	switch {
	case s.Optimal <= 1:
		return 0
	case s.Optimal == 2:
		return puzzles.Gentle
	case s.Optimal >= 4:
		return puzzles.Fiendish
	case s.FirstMoves >= 10:
		return puzzles.Easy
	case s.FirstMoves >= 5:
		return puzzles.Moderate
	}
	return puzzles.Hard
}

// Level grades the start the solution solves (Grade).
func (s Solution) Level() puzzles.Level { return Grade(s) }

// Describe writes the solution in a line: the fewest swaps, then the swaps (positions
// 1-9, as people count them) and the layout they end in.
func (s Solution) Describe() string {
	if s.Optimal < 0 {
		return "no arrangement of these cards is provable"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d swaps", s.Optimal)
	for i, m := range s.Moves {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		fmt.Fprintf(&b, "%sp%d-p%d", sep, m[0]+1, m[1]+1)
	}
	fmt.Fprintf(&b, " (to %s)", s.Result.Slashed())
	return b.String()
}

// Solitaire is the Ops solitaire as a game of the puzzles contract: its puzzles are
// Starts, written as layouts ("528/761/934").
var Solitaire puzzles.Game = solitaire{}

func init() { puzzles.Register(Solitaire) }

type solitaire struct{}

// Name returns "ops", the game's key in records, streams and the registry.
func (solitaire) Name() string { return "ops" }

// Title returns "Ops solitaire".
func (solitaire) Title() string { return "Ops solitaire" }

// solitaireCandidates is how many random starts Generate solves, at most, looking for one
// of the level asked for (there are 26,000 to 45,000 starts of each).
const solitaireCandidates = 1000

// Generate draws starts of A-9 from r, a rank (StartAt) and an orientation each, until one
// has the level.
func (solitaire) Generate(r *rand.Rand, level puzzles.Level) (puzzles.Puzzle, error) {
	if !level.Valid() {
		return nil, fmt.Errorf("%w %d: levels are 1 to 5", puzzles.ErrLevel, int(level))
	}
	return puzzles.Pick(level, solitaireCandidates, func(int) (Start, puzzles.Level) {
		l := StartAt(r.IntN(Starts))
		if r.IntN(2) == 1 {
			l = Transpose(l)
		}
		s := Solve(l)
		return Start{Layout: l, solution: s, solved: true}, Grade(s)
	}), nil
}

// Parse reads a layout (ParseLayout): any nine values, repeats and tens allowed.
func (solitaire) Parse(s string) (puzzles.Puzzle, error) {
	l, err := ParseLayout(s)
	if err != nil {
		return nil, err
	}
	return Start{Layout: l}, nil
}

// Start is a puzzle of the solitaire: a layout to make provable in the fewest swaps.
type Start struct {
	Layout   Layout
	solution Solution // when solved, by Generate
	solved   bool
}

// String writes the layout in rows, like "528/761/934".
func (p Start) String() string { return p.Layout.Slashed() }

// Solve returns the start's Solution (Solve).
func (p Start) Solve() puzzles.Solved { return p.Solution() }

// Solution returns Solve of the start's layout, found once by Generate.
func (p Start) Solution() Solution {
	if p.solved {
		return p.solution
	}
	return Solve(p.Layout)
}
