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

// targets are the provable arrangements of nine cards, packed (4 bits a position) and,
// when the values are distinct, with the position of every value (4 bits a value) so
// that the swap distance from a start is a cycle count.
type targets struct {
	layouts []Layout
	packed  []uint64
	pos     []uint64
}

func targetsOf(ls []Layout) *targets {
	ts := &targets{layouts: ls, packed: make([]uint64, len(ls)), pos: make([]uint64, len(ls))}
	for k, l := range ls {
		ts.packed[k] = pack(l)
		for i, v := range l {
			ts.pos[k] |= uint64(i) << (4 * v)
		}
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
// target t is 9 minus the number of cycles of the permutation taking each position of s
// to the position of its value in t; a swap starts a shortest way to t exactly when it
// exchanges two positions of one cycle. A target with m misplaced cards needs at least
// m/2 swaps: visiting the targets by increasing m, the search stops early, usually after
// a tenth of them.
func (ts *targets) solve(s Layout) Solution {
	sol := Solution{Optimal: -1, Result: s, Solutions: len(ts.layouts)}
	var stack [256]uint16
	order := orderBuffer(&stack, len(ts.layouts))
	start := ts.byMisplaced(s, order)
	packed := pack(s)
	best, bestK := 10, -1
	var first uint64
	for m := range 10 {
		if (m+1)/2 > best {
			break
		}
		for _, k := range order[start[m]:start[m+1]] {
			pos := ts.pos[k]
			d := swapsToSortVia(packed, pos)
			switch {
			case d < best:
				best, bestK, sol.Ends, first = d, int(k), 1, pairsOnCycles(ts.perm(s, int(k)))
			case d == best:
				sol.Ends++
				first |= pairsOnCycles(ts.perm(s, int(k)))
				bestK = min(bestK, int(k))
			}
		}
	}
	if bestK < 0 {
		return sol
	}
	sol.Optimal = best
	sol.Result = ts.layouts[bestK]
	if best > 0 {
		sol.FirstMoves = bits.OnesCount64(first)
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

// misplaced counts the positions where two packed layouts differ.
func misplaced(a, b uint64) int {
	x := a ^ b
	return bits.OnesCount64((x | x>>1 | x>>2 | x>>3) & 0x111111111)
}

// swapsToSortVia returns the fewest swaps that turn s (4 bits a position) into the
// target whose value positions are pos (4 bits a value): 9 minus the number of cycles of
// the permutation taking each position i to pos[s[i]]. It follows that permutation one
// position a step, jumping to the lowest unseen position when a cycle closes, with no
// branch to mispredict.
func swapsToSortVia(s, pos uint64) int {
	var seen uint32
	cur, cycles := uint32(0), uint32(0)
	for range 9 {
		seen |= 1 << (cur & 31)
		v := uint32(s>>(4*cur&63)) & 15
		next := uint32(pos>>(4*v&63)) & 15
		closed := seen >> (next & 31) & 1
		cycles += closed
		low := uint32(bits.TrailingZeros32(^seen))
		cur = next ^ (next^low)&-closed
	}
	return 9 - int(cycles)
}

// perm returns the permutation of positions that takes each card of s to its position
// in target k (4 bits a position).
func (ts *targets) perm(s Layout, k int) uint64 {
	pos := ts.pos[k]
	var perm uint64
	for i, v := range s {
		perm |= (pos >> (4 * v & 63) & 15) << (4 * i)
	}
	return perm
}

// pairsOnCycles returns the set of the pairs of positions that lie on one cycle of the
// permutation perm of positions 0-8 (4 bits a position).
func pairsOnCycles(perm uint64) uint64 {
	var seen uint32
	var pairs uint64
	for i := range uint32(9) {
		if seen>>i&1 != 0 {
			continue
		}
		var members uint32
		for j := i; members>>j&1 == 0; j = uint32(perm>>(4*j)) & 15 {
			members |= 1 << j
		}
		seen |= members
		pairs |= pairsWithin[members]
	}
	return pairs
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
