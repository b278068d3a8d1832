package ops

import (
	"math/bits"
	"slices"
	"sync"
)

// Solution is the solitaire optimum of a start: the fewest swaps that make it provable.
type Solution struct {
	// Optimal is the fewest swaps to any provable layout, -1 when these nine cards have
	// no provable layout at all.
	Optimal int
	// Moves is one optimal sequence of swaps of two positions (0-8, the smaller first),
	// applied in order. It is empty when Optimal is 0 or -1.
	Moves [][2]int
	// Result is the layout after Moves: provable unless Optimal is -1 (then the start).
	Result Layout
	// Ends counts the distinct provable layouts reachable in Optimal swaps.
	Ends int
	// Solutions counts the distinct provable layouts of these nine cards.
	Solutions int
	// FirstMoves counts the distinct first swaps that begin some optimal solution: the
	// fewer there are, the harder the start. It is 0 when Optimal is 0 or -1.
	FirstMoves int
}

// ProvableLayouts returns every distinct provable arrangement of the nine values of
// cards, in increasing order of their digit strings. Repeated values and zeros are
// allowed; the result is empty when no arrangement is provable (or a value is above 9).
func ProvableLayouts(cards Layout) []Layout {
	var e enumerator
	for _, v := range cards {
		if v > 9 {
			return nil
		}
		e.count[v]++
	}
	e.place(0)
	return e.out
}

// enumerator fills the layout in position order, checking each line as soon as its
// result is placed, so layouts come out sorted and each multiset arrangement once.
type enumerator struct {
	count [10]uint8
	l     Layout
	out   []Layout
}

func (e *enumerator) place(p int) {
	if p == 9 {
		e.out = append(e.out, e.l)
		return
	}
	l := &e.l
	for v := range uint8(10) {
		if e.count[v] == 0 {
			continue
		}
		switch p {
		case 2:
			if !holds(l[0], l[1], v) {
				continue
			}
		case 5:
			if !holds(l[3], l[4], v) {
				continue
			}
		case 6:
			if !holds(l[0], l[3], v) {
				continue
			}
		case 7:
			if !holds(l[1], l[4], v) {
				continue
			}
		}
		e.count[v]--
		l[p] = v
		e.place(p + 1)
		e.count[v]++
	}
}

// pairOf lists the 36 pairs of positions i < j in order; a set of pairs is a 36-bit mask
// of their indexes in pairOf.
var pairOf = func() (of [36][2]int) {
	n := 0
	for i := range 9 {
		for j := i + 1; j < 9; j++ {
			of[n] = [2]int{i, j}
			n++
		}
	}
	return of
}()

// pairsWithin[m] is the set of the pairs of positions both in mask m.
var pairsWithin = func() (t [512]uint64) {
	for m := range 512 {
		for k, p := range pairOf {
			if m>>p[0]&1 != 0 && m>>p[1]&1 != 0 {
				t[m] |= 1 << k
			}
		}
	}
	return t
}()

// Solve finds the solitaire optimum of start: the fewest swaps to a provable layout, one
// optimal sequence of swaps (the one leading to the smallest provable layout, so the
// answer never depends on map order), and the counts of Solution. Any nine values 0-9
// are allowed, repeats included.
func Solve(start Layout) Solution {
	var count [10]uint8
	distinct := true
	for _, v := range start {
		if v > 9 {
			return Solution{Optimal: -1, Result: start}
		}
		count[v]++
		distinct = distinct && count[v] == 1
	}
	if distinct && count[0] == 0 {
		return naturalTargets().solve(start)
	}
	ts := targetsOf(ProvableLayouts(start))
	if distinct {
		return ts.solve(start)
	}
	return ts.solveRepeats(start)
}

// targets are the provable arrangements of nine cards, also packed: 4 bits a position
// and, in bit 36, the parity of the arrangement (see packParity).
type targets struct {
	layouts []Layout
	packed  []uint64
}

func targetsOf(ls []Layout) *targets {
	ts := &targets{layouts: ls, packed: make([]uint64, len(ls))}
	for k, l := range ls {
		ts.packed[k] = packParity(l)
	}
	return ts
}

// naturalTargets holds the provable layouts of ace to nine, computed once.
var naturalTargets = sync.OnceValue(func() *targets {
	var nine Layout
	for i := range nine {
		nine[i] = uint8(i + 1)
	}
	return targetsOf(ProvableLayouts(nine))
})

// byMisplaced sorts the indexes of the targets by how many cards of s they misplace (a
// stable counting sort, so ties stay in layout order) into order, which must hold one
// entry a target. Targets misplacing m cards are order[start[m]:start[m+1]].
func (ts *targets) byMisplaced(s Layout, order []uint16) (start [11]int) {
	packed := pack(s)
	for _, p := range ts.packed {
		start[misplaced(packed, p)+1]++
	}
	for m := 1; m <= 10; m++ {
		start[m] += start[m-1]
	}
	next := start
	for k, p := range ts.packed {
		m := misplaced(packed, p)
		order[next[m]] = uint16(k)
		next[m]++
	}
	return start
}

// orderBuffer returns room for the order of n targets, on the stack when it is small.
func orderBuffer(stack *[256]uint16, n int) []uint16 {
	if n <= len(stack) {
		return stack[:n]
	}
	return make([]uint16, n)
}

// solve finds the optimum of a start of distinct values. The fewest swaps from s to a
// target t is 9 minus the number of cycles of the permutation between them, and a swap
// starts a shortest way to t exactly when it exchanges two positions of one cycle.
//
// Most targets need no cycle count: their misplaced cards and the parity of the
// permutation leave one possible swap count (see swapClass). The others can need one of
// two counts, the smaller lo of 3 to 6; they are counted with a cycleCounter by
// increasing lo, only while lo is at most the best count found: those that may be at
// the optimum. Of the 206 targets of ace to nine, that is 143 on average (at most 167)
// for the hardest starts (optimum 5), 60 for optimum 4, 7 for optimum 3 and none below.
func (ts *targets) solve(s Layout) Solution {
	sol := Solution{Optimal: -1, Result: s, Solutions: len(ts.layouts)}
	n := len(ts.layouts) // at most 206 for nine distinct values (TestDistinctTargets)
	var codes [256]uint8
	code := codes[:n]
	// code[k] is the swap count to target k when it is known, else 16+lo.
	sk := packParity(s)
	best := 15
	for k, p := range ts.packed {
		x := sk ^ p
		m := bits.OnesCount64((x | x>>1 | x>>2 | x>>3) & 0x111111111)
		c := swapClass[m<<1|int(x>>36&1)]
		code[k] = c
		best = min(best, int(c))
	}
	cc := newCycleCounter(s)
	var entries [256]uint64 // 0 until counted: no headCycles entry is 0
	entry := entries[:n]
	if best >= 3 {
		// List the targets with two possible counts by lo, in order: those with lo are
		// lists[(lo-2)*n:][:listed>>(12*(lo-2))&0xfff]; the others go to list 0, never
		// read, to spare a branch.
		var lists [5 * 256]uint16
		var listed uint64 // 12 bits a list
		for k, c := range code {
			l := int(c>>4) * (int(c) - 18) // lo-2 when listed, else 0
			lists[l*n+int(listed>>(12*l&63)&0xfff)] = uint16(k)
			listed += uint64(min(l, 1)) << (12 * l & 63)
		}
		for l := 1; l <= 4 && l+2 <= best; l++ {
			best = cc.count(ts.layouts, lists[l*n:][:listed>>(12*l)&0xfff], code, entry, best)
		}
	}
	if best > 9 {
		return sol
	}
	var first uint64
	for k, c := range code {
		if int(c) != best {
			continue
		}
		sol.Ends++
		if sol.Ends == 1 {
			sol.Result = ts.layouts[k]
		}
		if best == 0 {
			continue
		}
		moved := misplacedSet(sk, ts.packed[k])
		switch within := pairsWithin[moved]; {
		case within&^first == 0:
		case bits.OnesCount(moved) == best+1: // a single cycle
			first |= within
		default:
			if entry[k] == 0 {
				one := [1]uint16{uint16(k)}
				cc.count(ts.layouts, one[:], code, entry, best)
			}
			first |= pairsOnCycles(entry[k])
		}
	}
	sol.Optimal = best
	sol.FirstMoves = bits.OnesCount64(first)
	if best > 0 {
		sol.Moves = make([][2]int, 0, best)
		cur := s
		for i := range 9 {
			if cur[i] == sol.Result[i] {
				continue
			}
			for j := i + 1; j < 9; j++ {
				if cur[j] == sol.Result[i] {
					cur[i], cur[j] = cur[j], cur[i]
					sol.Moves = append(sol.Moves, [2]int{i, j})
					break
				}
			}
		}
	}
	return sol
}

// pack writes a layout in 4 bits a position.
func pack(l Layout) uint64 {
	var p uint64
	for i, v := range l {
		p |= uint64(v) << (4 * i)
	}
	return p
}

// misplacedSet returns the set of the positions where two packed layouts differ, bit i
// for position i.
func misplacedSet(a, b uint64) uint {
	x := a ^ b
	x = (x | x>>1 | x>>2 | x>>3) & 0x111111111 // bit 4i
	x = (x | x>>3) & 0x303030303               // bits 8j, 8j+1: positions 2j, 2j+1
	x = (x | x>>6) & 0xf000f000f               // bits 16j to 16j+3: positions 4j to 4j+3
	return uint(x|x>>12)&0xff | uint(x>>24)&0x100
}

// misplaced counts the positions where two packed layouts differ.
func misplaced(a, b uint64) int {
	x := a ^ b
	return bits.OnesCount64((x | x>>1 | x>>2 | x>>3) & 0x111111111)
}

// solveRepeats finds the optimum of a start with repeated values. Then the fewest swaps
// from s to t is the number of misplaced cards minus the largest number of cycles the
// graph of their moves (an edge from each misplaced card's value to the value it must
// become) splits into; nine cards are few enough to search that exactly. As for distinct
// values, a target with m misplaced cards needs at least m/2 swaps.
func (ts *targets) solveRepeats(s Layout) Solution {
	sol := Solution{Optimal: -1, Result: s, Solutions: len(ts.layouts)}
	var stack [256]uint16
	order := orderBuffer(&stack, len(ts.layouts))
	start := ts.byMisplaced(s, order)
	best := 10
	var optimal []int // the targets at distance best
	for m := range 10 {
		if (m+1)/2 > best {
			break
		}
		for _, k := range order[start[m]:start[m+1]] {
			d := swapDistance(s, ts.layouts[k])
			switch {
			case d < best:
				best, optimal = d, append(optimal[:0], int(k))
			case d == best:
				optimal = append(optimal, int(k))
			}
		}
	}
	if len(optimal) == 0 {
		return sol
	}
	slices.Sort(optimal)
	sol.Optimal, sol.Ends, sol.Result = best, len(optimal), ts.layouts[optimal[0]]
	if best == 0 {
		return sol
	}
	var first uint64
	for _, k := range optimal {
		t := ts.layouts[k]
		for p, ij := range pairOf {
			i, j := ij[0], ij[1]
			if first>>p&1 != 0 || s[i] == s[j] || s[i] == t[i] || s[j] == t[j] {
				continue // only a swap of two misplaced, different cards can help
			}
			if swapDistance(s.Swap(i, j), t) == best-1 {
				first |= 1 << p
			}
		}
	}
	sol.FirstMoves = bits.OnesCount64(first)
	sol.Moves = make([][2]int, 0, best)
	cur := s
	for d := best; d > 0; d-- {
		for _, ij := range pairOf {
			i, j := ij[0], ij[1]
			if cur[i] == cur[j] || cur[i] == sol.Result[i] || cur[j] == sol.Result[j] {
				continue
			}
			if next := cur.Swap(i, j); swapDistance(next, sol.Result) == d-1 {
				cur = next
				sol.Moves = append(sol.Moves, ij)
				break
			}
		}
	}
	return sol
}

// swapDistance returns the fewest swaps that turn s into t, two arrangements of the same
// nine values.
func swapDistance(s, t Layout) int {
	var g cycleGraph
	for i := range s {
		if s[i] != t[i] {
			g.from[g.n], g.to[g.n] = s[i], t[i]
			g.n++
		}
	}
	if g.n == 0 {
		return 0
	}
	return g.n - g.maxCycles(1<<g.n-1)
}

// cycleGraph is the graph of the misplaced cards: edge k goes from value from[k] to
// value to[k]. Every value has as many edges in as out, so the edges split into cycles.
type cycleGraph struct {
	from, to [9]uint8
	n        int
	memo     [512]int8 // 1 + the most cycles of an edge set, 0 when not yet known
}

// maxCycles returns the largest number of cycles the edge set mask splits into. The
// lowest edge of mask lies on one simple cycle of any split: try each such cycle.
func (g *cycleGraph) maxCycles(mask uint16) int {
	if mask == 0 {
		return 0
	}
	if g.memo[mask] != 0 {
		return int(g.memo[mask] - 1)
	}
	e := bits.TrailingZeros16(mask)
	best := g.closeCycles(mask, g.from[e], g.to[e], 1<<e, 1<<g.to[e])
	g.memo[mask] = int8(best + 1)
	return best
}

// closeCycles extends the path of the edges used, now at value at, back to value home
// along edges of mask through unvisited values, and returns the most cycles of any split
// of mask that contains a cycle so closed.
func (g *cycleGraph) closeCycles(mask uint16, home, at uint8, used, visited uint16) int {
	if at == home {
		return 1 + g.maxCycles(mask&^used)
	}
	best := 0
	var tried uint16
	for rest := mask &^ used; rest != 0; rest &= rest - 1 {
		k := bits.TrailingZeros16(rest)
		if g.from[k] != at || visited>>g.to[k]&1 != 0 || tried>>g.to[k]&1 != 0 {
			continue
		}
		tried |= 1 << g.to[k] // parallel edges are interchangeable
		best = max(best, g.closeCycles(mask, home, g.to[k], used|1<<k, visited|1<<g.to[k]))
	}
	return best
}
