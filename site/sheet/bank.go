package sheet

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// Scheme 2: worksheets drawn from a fixed bank.
//
// A scheme-2 worksheet takes its puzzles from the bank of bank2.txt, shipped with the
// program and never edited: BankOpsPerLevel Ops starts and BankTwoOpsPerLevel Two Ops hands
// of each level, drawn once with the generator's graded streams. The records are solved
// from the bank's starts and hands by the engines (generator.OpsPuzzleOf, TwoOpsPuzzleOf).
//
// The pick is a simple hash that the teach/ page computes too (templates/teach/teach.js):
// each bank entry has an id, like "o3.17" (Ops, level 3, the 18th of the level) or "t5.0";
// the entries a puzzle may be drawn from (its pool: the level's, less those the options
// leave out) are sorted by FNV-1a (32 bits) of the class code's UTF-8 bytes, a NUL byte and
// the id's, ties by bank order; the sheet takes each pool's entries in that order. So a
// filter or a longer sheet never reorders the puzzles it keeps.

// Sizes of the scheme-2 bank, per level.
const (
	BankOpsPerLevel    = 200
	BankTwoOpsPerLevel = 100
)

//go:embed bank2.txt
var bank2Text string

// bankEntry is one puzzle of the bank, solved.
type bankEntry struct {
	id     string // like "o3.17"
	level  generator.Level
	ops    *generator.OpsPuzzle
	twoOps *generator.TwoOpsPuzzle
}

// The flags of a Two Ops entry that the options filter on.
const (
	flagModulo   = 1 // an operator is a queen, whose one-match case is the modulo
	flagNegative = 2 // the key's arrangement has a negative operation value or result
)

// flags returns a Two Ops entry's flags.
func (e *bankEntry) flags() int {
	f := 0
	p := e.twoOps
	for _, c := range p.Operators {
		if c.Rank == puzzles.Queen {
			f |= flagModulo
		}
	}
	a := p.Arrangement
	if a.Result < 0 || a.Operations[0].Value < 0 || a.Operations[1].Value < 0 {
		f |= flagNegative
	}
	return f
}

// theBank is the scheme-2 bank, read and solved once: Ops and Two Ops entries by level.
var theBank = sync.OnceValues(func() (*[2][Levels][]bankEntry, error) {
	return parseBank(bank2Text)
})

// Levels is the number of levels (generator.Levels).
const Levels = 5

// parseBank reads the bank's text: lines "o LEVEL START" and "t LEVEL N N N N N N / O O /
// G"; lines starting with # are comments.
func parseBank(text string) (*[2][Levels][]bankEntry, error) {
	var b [2][Levels][]bankEntry
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.SplitN(line, " ", 3)
		if len(f) != 3 {
			return nil, fmt.Errorf("sheet bank line %d: %q is not an entry", n, line)
		}
		lv, err := strconv.Atoi(f[1])
		if err != nil || lv < 1 || lv > Levels {
			return nil, fmt.Errorf("sheet bank line %d: bad level %q", n, f[1])
		}
		e := bankEntry{level: generator.Level(lv)}
		g := 0
		switch f[0] {
		case "o":
			l, err := ops.ParseLayout(f[2])
			if err != nil {
				return nil, fmt.Errorf("sheet bank line %d: %w", n, err)
			}
			p := generator.OpsPuzzleOf(l)
			e.ops = &p
		case "t":
			parts := strings.Split(f[2], " / ")
			if len(parts) != 3 {
				return nil, fmt.Errorf("sheet bank line %d: %q is not numbers / operators / goal", n, f[2])
			}
			nums, err1 := puzzles.ParseCards(parts[0])
			opc, err2 := puzzles.ParseCards(parts[1])
			goal, err3 := puzzles.ParseCard(parts[2])
			if err1 != nil || err2 != nil || err3 != nil || len(nums) != 6 || len(opc) != 2 {
				return nil, fmt.Errorf("sheet bank line %d: bad hand %q", n, f[2])
			}
			var h twoops.Hand
			copy(h.Numbers[:], nums)
			copy(h.Operators[:], opc)
			p, err := generator.TwoOpsPuzzleOf(h, goal)
			if err != nil {
				return nil, fmt.Errorf("sheet bank line %d: %w", n, err)
			}
			e.twoOps = &p
			g = 1
		default:
			return nil, fmt.Errorf("sheet bank line %d: unknown game %q", n, f[0])
		}
		e.id = fmt.Sprintf("%s%d.%d", f[0], lv, len(b[g][lv-1]))
		b[g][lv-1] = append(b[g][lv-1], e)
	}
	return &b, sc.Err()
}

// pickHash is the pick's hash of an entry for a class code: FNV-1a (32 bits) of the code,
// a NUL byte and the entry's id.
func pickHash(code, id string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(code))
	h.Write([]byte{0})
	h.Write([]byte(id))
	return h.Sum32()
}

// pool returns the entries a scheme-2 puzzle of the options may be drawn from, in the
// class code's order: the Ops entries of level (or, with Swaps, of every level with that
// optimum), or the Two Ops entries of level the filters leave.
func pool(b *[2][Levels][]bankEntry, o Options, twoOps bool, level generator.Level) []*bankEntry {
	var es []*bankEntry
	if !twoOps {
		for l := range Levels {
			if o.Swaps == 0 && generator.Level(l+1) != level {
				continue
			}
			for i := range b[0][l] {
				if e := &b[0][l][i]; o.Swaps == 0 || e.ops.OptimalMoves == o.Swaps {
					es = append(es, e)
				}
			}
		}
	} else {
		for i := range b[1][level-1] {
			e := &b[1][level-1][i]
			f := e.flags()
			if (o.NoModulo && f&flagModulo != 0) || (o.NoNegative && f&flagNegative != 0) {
				continue
			}
			es = append(es, e)
		}
	}
	keys := make(map[*bankEntry]uint32, len(es))
	for _, e := range es {
		keys[e] = pickHash(o.Code, e.id)
	}
	slices.SortStableFunc(es, func(x, y *bankEntry) int {
		kx, ky := keys[x], keys[y]
		switch {
		case kx < ky:
			return -1
		case kx > ky:
			return 1
		}
		return 0
	})
	return es
}

// poolKey names a pool of a sheet: Two Ops or Ops, and its level (0 for the Ops starts of
// every level that Options.Swaps asks for).
type poolKey struct {
	twoOps bool
	level  generator.Level
}

// slot returns the pool of puzzle i (from 0) of a scheme-2 sheet of count puzzles with
// o's other options, and the level it is drawn at.
func slot(o Options, count, i int) (poolKey, generator.Level) {
	level := o.Level
	if level == 0 {
		level = generator.Levels[i*len(generator.Levels)/count]
	}
	twoOps := o.Game == TwoOps || (o.Game == Mixed && i%2 == 1)
	k := poolKey{twoOps, level}
	if !twoOps && o.Swaps != 0 {
		k.level = 0
	}
	return k, level
}

// newScheme2 makes a scheme-2 worksheet of checked options whose code is trimmed.
func newScheme2(s *Sheet) error {
	b, err := theBank()
	if err != nil {
		return err
	}
	o := s.Options
	pools := map[poolKey][]*bankEntry{}
	next := map[poolKey]int{}
	for i := range o.Count {
		k, level := slot(o, o.Count, i)
		if _, ok := pools[k]; !ok {
			pools[k] = pool(b, o, k.twoOps, level)
		}
		p := pools[k]
		if next[k] >= len(p) {
			return tooFew(o, k.twoOps, level, len(p), most(b, o, pools))
		}
		e := p[next[k]]
		next[k]++
		it := Item{N: i + 1, Ops: e.ops, TwoOps: e.twoOps}
		s.Items = append(s.Items, it)
	}
	return nil
}

// most returns the largest number of puzzles below o.Count that a sheet of o's other
// options can have, or 0; pools holds the pools made so far, by key, and gets those it
// makes (as teach.js's most). Every pool of the bank holds an entry (TestEveryPoolHolds),
// so a sheet of one puzzle always can.
func most(b *[2][Levels][]bankEntry, o Options, pools map[poolKey][]*bankEntry) int {
	for n := o.Count - 1; n > 0; n-- {
		need := map[poolKey]int{}
		fits := true
		for i := range n {
			k, level := slot(o, n, i)
			if _, ok := pools[k]; !ok {
				pools[k] = pool(b, o, k.twoOps, level)
			}
			if need[k]++; need[k] > len(pools[k]) {
				fits = false
				break
			}
		}
		if fits {
			return n
		}
	}
	return 0
}

// tooFew is the error of a sheet that asks more puzzles of a pool than it holds: n, when
// a sheet of most puzzles with the same options has enough.
func tooFew(o Options, twoOps bool, level generator.Level, n, most int) error {
	what := fmt.Sprintf("level-%d Ops starts", int(level))
	if !twoOps && o.Swaps != 0 {
		what = fmt.Sprintf("Ops starts of exactly %d swaps", o.Swaps)
	} else if twoOps {
		what = fmt.Sprintf("level-%d Two Ops hands", int(level))
		switch {
		case o.NoModulo && o.NoNegative:
			what += " without the modulo or negative results"
		case o.NoModulo:
			what += " without the modulo"
		case o.NoNegative:
			what += " without negative results"
		}
	}
	if o.Level == 0 {
		return fmt.Errorf("%w: the sheet bank has %d %s, too few for a ramp of %d puzzles; ask for %d or fewer, or fewer restrictions", ErrOptions, n, what, o.Count, most)
	}
	return fmt.Errorf("%w: the sheet bank has %d %s, too few for a sheet of %d puzzles; ask for %d or fewer, a ramp or fewer restrictions", ErrOptions, n, what, o.Count, most)
}

// BankJSON returns the scheme-2 bank as the teach/ page's script reads it, every answer
// solved here:
//
//	{"ops":[["START"+optimal+solution, ...] for each level],
//	 "two":[["NUMBERS|OPERATORS|GOAL|BEST|ARRANGEMENT|UNUSED|FLAGS", ...] for each level]}
//
// An Ops entry is the start's nine digits, its optimal move count and its solution's swaps
// as position digits, like "528761934" "3" "011845". A Two Ops entry is like
// "AS 3H 7D 9C 10S 5H|KH JS|6D|-2|020341|15|0": the numbers, the operators, the goal card,
// the best result, the key's two operations as digits number, number, operator (indexes
// into the numbers and the operators), the unused numbers' indexes and the flags (1: a
// queen among the operators, the modulo; 2: a negative value in the key).
func BankJSON() ([]byte, error) {
	b, err := theBank()
	if err != nil {
		return nil, err
	}
	var out struct {
		Ops [Levels][]string `json:"ops"`
		Two [Levels][]string `json:"two"`
	}
	for l := range Levels {
		out.Ops[l] = []string{}
		for _, e := range b[0][l] {
			s := e.ops.Start + strconv.Itoa(e.ops.OptimalMoves)
			for _, m := range e.ops.Solution {
				s += strconv.Itoa(m[0]) + strconv.Itoa(m[1])
			}
			out.Ops[l] = append(out.Ops[l], s)
		}
		out.Two[l] = []string{}
		for i := range b[1][l] {
			e := &b[1][l][i]
			p := e.twoOps
			var a, m strings.Builder
			for _, op := range p.Arrangement.Operations {
				for _, k := range []int{slices.Index(p.Numbers, op.Numbers[0]), slices.Index(p.Numbers, op.Numbers[1]), slices.Index(p.Operators, op.Operator)} {
					a.WriteString(strconv.Itoa(k))
				}
			}
			for _, c := range p.Arrangement.Marker {
				m.WriteString(strconv.Itoa(slices.Index(p.Numbers, c)))
			}
			out.Two[l] = append(out.Two[l], strings.Join([]string{joinCards(p.Numbers), joinCards(p.Operators), p.GoalCard.String(),
				p.Best.String(), a.String(), m.String(), strconv.Itoa(e.flags())}, "|"))
		}
	}
	return json.Marshal(out)
}

// joinCards writes cards in notation, separated by spaces.
func joinCards(cs []puzzles.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}
