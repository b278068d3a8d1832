package generator

import (
	"math/rand/v2"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// OpsLevel grades an Ops solitaire start by its solution: ops.Grade, where the rules of
// the grading are written.
func OpsLevel(s ops.Solution) Level { return ops.Grade(s) }

// opsPuzzle makes the record of a start from its solution.
func opsPuzzle(start ops.Layout, s ops.Solution) OpsPuzzle {
	moves := s.Moves
	if moves == nil {
		moves = [][2]int{}
	}
	return OpsPuzzle{
		Start:        start.String(),
		OptimalMoves: s.Optimal,
		Solution:     moves,
		OptimalEnds:  s.Ends,
		FirstMoves:   s.FirstMoves,
		Result:       s.Result.String(),
		Difficulty:   ops.Grade(s),
	}
}

// fiveMoveStarts are the 19 starts (one of each transposition pair) that need 5 swaps,
// the most any start needs. TestFiveMoveStarts checks the list against the solver over all
// 181,440 starts.
var fiveMoveStarts = [...]string{
	"315794628", "743891526", "746893521", "342976851", "845973621", "846973521", "264957138",
	"465981732", "561982743", "562981734", "763982415", "863951724", "864951732", "865942731",
	"479861352", "476981352", "283947156", "587943126", "683951247",
}

// fiveMoveRanks are the ranks (see rankOf) of fiveMoveStarts.
var fiveMoveRanks = func() (ranks [len(fiveMoveStarts)]int) {
	for i, s := range fiveMoveStarts {
		l, err := ops.ParseLayout(s)
		if err != nil {
			panic(err)
		}
		ranks[i] = ops.RankOf(l)
	}
	return ranks
}()

// The Ops calendar, scheme 1. The 181,440 distinct starts are shuffled by a permutation
// keyed with the site seed (see newPermutation) and cut into blocks of blockSize positions.
// The day with Unix day number n owns block n mod blocks. As blocks > 365, two dates less
// than a year apart own disjoint blocks, so their starts differ, even counting a start and
// its transpose as one; as blocks is not a multiple of 7, a block meets every weekday in
// turn over the years. The 278 positions past blocks × blockSize are never used.
const (
	blocks    = 379
	blockSize = Starts / blocks // 478
)

// weekdayLevel is the weekly ramp of the Ops solitaire, Sunday first.
var weekdayLevel = puzzles.DailyRamp

// dayOps picks the day's Ops start. From the day's "ops" stream it draws an offset into the
// day's block and an orientation, then walks the block from the offset (wrapping round) and
// takes the first start whose OpsLevel is the day's level. On a weekend day whose block
// holds one of the 19 five-swap starts, that start is the day's treat instead. If no start
// of the block has the day's level (never seen), it takes the first start of the nearest
// level, preferring the harder.
func dayOps(perm *permutation, d Date, r *rand.Rand) OpsPuzzle {
	block := floorMod(int(d), blocks)
	offset := r.IntN(blockSize)
	flip := r.IntN(2) == 1
	orient := func(l ops.Layout) ops.Layout {
		if flip {
			return ops.Transpose(l)
		}
		return l
	}
	want := weekdayLevel[d.Weekday()]
	if want == Fiendish {
		best := -1
		for _, rank := range fiveMoveRanks {
			i := perm.index(rank)
			if i/blockSize != block {
				continue
			}
			// The first of the block's five-swap starts in the walk's order.
			if pos := floorMod(i%blockSize-offset, blockSize); best < 0 || pos < best {
				best = pos
			}
		}
		if best >= 0 {
			start := orient(ops.StartAt(perm.at(block*blockSize + (offset+best)%blockSize)))
			return opsPuzzle(start, ops.Solve(start))
		}
	}
	return pick(want, blockSize, func(k int) ops.Layout {
		return orient(ops.StartAt(perm.at(block*blockSize + (offset+k)%blockSize)))
	})
}

// pick solves the candidates candidate(0), candidate(1), ... up to n and returns the record
// of the first of level want; failing that, of the first of the nearest level (puzzles.Pick).
func pick(want Level, n int, candidate func(k int) ops.Layout) OpsPuzzle {
	// Only the start chosen is written out as a record.
	type solved struct {
		start ops.Layout
		s     ops.Solution
	}
	c := puzzles.Pick(want, n, func(k int) (solved, Level) {
		start := candidate(k)
		s := ops.Solve(start)
		return solved{start, s}, ops.Grade(s)
	})
	return opsPuzzle(c.start, c.s)
}

// OpsAt returns a graded Ops solitaire start for practice and classroom sheets: the index-th
// puzzle of level for a seed (any string, like a class code). It is a pure function of its
// arguments: ops.Solitaire's Generate on the stream of (seed, "#index", "ops") of the
// current scheme. Different indexes of one seed may repeat a start (rarely; there are from
// 26,000 to 45,000 starts of each level).
func OpsAt(seed string, index int, level Level) (OpsPuzzle, error) {
	p, err := ops.Solitaire.Generate(stream(CurrentScheme, seed, indexName(index), ops.Solitaire.Name()), level)
	if err != nil {
		return OpsPuzzle{}, err
	}
	start := p.(ops.Start)
	return opsPuzzle(start.Layout, start.Solution()), nil
}
