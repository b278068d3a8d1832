package ops

import (
	"math/bits"
	"slices"
)

// Stats are the figures of the natural hand and of the solitaire, as `opsdaily ops stats`
// prints them.
type Stats struct {
	Natural   NaturalStats
	Solitaire SolitaireStats
}

// NaturalStats describe the provable layouts of the natural hand, ace to nine. Counts
// "up to transposition" count a layout and its transpose as one solution.
type NaturalStats struct {
	// Arrangements counts the provable layouts, a layout and its transpose apart.
	Arrangements int
	// Solutions counts the provable layouts up to transposition.
	Solutions int
	// Point[v], Center[v] and Main[v] count the solutions with the card v on the point,
	// in the center and in the main (transposition keeps each of these in place).
	Point, Center, Main [10]int
}

// ByCount returns the values 1-9 from the most to the least counted in counts (counts[v]
// for the value v, as in NaturalStats' Point, Center and Main), ties broken by value: the
// order in which `opsdaily ops stats` lists them.
func ByCount(counts [10]int) []int {
	order := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	slices.SortStableFunc(order, func(a, b int) int { return counts[b] - counts[a] })
	return order
}

// SolitaireStats describe the optimal move counts of every solitaire start (ace to nine in
// any order), a start and its transpose counted as one.
type SolitaireStats struct {
	// Starts counts the distinct starts, 9!/2.
	Starts int
	// ByMoves[d] counts the starts whose optimal move count is d, for d up to MaxMoves.
	ByMoves []int
	// MaxMoves is the largest optimal move count of any start.
	MaxMoves int
	// Hardest lists every start needing MaxMoves swaps, the smaller layout of each
	// transposition pair, sorted.
	Hardest []Layout
}

// Analyze computes the Stats: the natural hand's solutions, and the optimal move count of
// every one of the 9! starts.
//
// The distances come from the provable layouts outward. A start s is within k swaps of a
// provable t exactly when s is t with its positions permuted by some g that is a product
// of k transpositions (9 minus the cycles of g is at most k). The 5,119 such g for k <= 3
// put about 85% of all starts in place directly, each reached a few times instead of once
// per neighbour as in a breadth-first search; the few remaining starts then look for a
// neighbour one layer closer. A start and its transpose have the same distance.
func Analyze() Stats {
	ts := naturalTargets()
	var st Stats
	st.Natural = naturalStats(ts.layouts)

	dist := distances(ts.layouts, 3)
	var hist [10]int
	for _, d := range dist {
		hist[d]++
	}
	sol := &st.Solitaire
	sol.Starts = len(dist) / 2
	for d, n := range hist {
		if n > 0 {
			sol.MaxMoves = d
		}
	}
	for d := 0; d <= sol.MaxMoves; d++ {
		sol.ByMoves = append(sol.ByMoves, hist[d]/2) // no start of nine distinct cards is its own transpose
	}
	for r, d := range dist {
		if int(d) == sol.MaxMoves {
			if l := unrank(r); l[1] < l[3] { // the smaller of the pair: compare p1 with p3
				sol.Hardest = append(sol.Hardest, l)
			}
		}
	}
	return st // ranks are in lexicographic order, so Hardest is sorted
}

// naturalStats counts the solutions among the provable layouts of ace to nine.
func naturalStats(ls []Layout) NaturalStats {
	n := NaturalStats{Arrangements: len(ls)}
	for _, l := range ls {
		if Canonical(l) != l {
			continue
		}
		n.Solutions++
		n.Point[l[Point]]++
		n.Center[l[Center]]++
		for _, p := range Main {
			n.Main[l[p]]++
		}
	}
	return n
}

// unreached marks a start whose distance is not known yet.
const unreached = 0xff

// distances returns the optimal move count of every arrangement of ace to nine, indexed
// by rank, given the provable ones. Balls of up to near swaps around each provable layout
// are enumerated; farther starts are found layer by layer from their neighbours.
func distances(provable []Layout, near int) []uint8 {
	dist := make([]uint8, factorial[9])
	for i := range dist {
		dist[i] = unreached
	}
	steps := ball(near)
	for _, t := range provable {
		// Rank t∘g for every g of the ball, sharing the work of common prefixes: seen[i]
		// and partial[i] are the state of the ranking before position i.
		var seen [9]uint32
		var partial [9]int
		for _, g := range steps {
			sn, r := seen[g.common], partial[g.common]
			for i := int(g.common); i < 8; i++ {
				v := uint32(t[g.perm[i]])
				sn, r = sn|1<<v, r+int(v-1-uint32(bits.OnesCount32(sn&(1<<v-1))))*factorial[8-i]
				seen[i+1], partial[i+1] = sn, r
			}
			if g.length < dist[r] {
				dist[r] = g.length
			}
		}
	}
	var far []uint64 // the arrangements still unreached
	for r, d := range dist {
		if d == unreached {
			far = append(far, pack(unrank(r)))
		}
	}
	for k := near + 1; len(far) > 0; k++ {
		rest := far[:0]
		var found []int
		for _, s := range far {
			if hasNeighbour(s, dist, uint8(k-1)) {
				found = append(found, rank(s))
			} else {
				rest = append(rest, s)
			}
		}
		if len(found) == 0 {
			break // unreachable: no provable arrangement at all
		}
		for _, r := range found {
			dist[r] = uint8(k)
		}
		far = rest
	}
	return dist
}

// hasNeighbour reports whether one swap turns the packed arrangement s into one at
// distance d.
func hasNeighbour(s uint64, dist []uint8, d uint8) bool {
	for _, ij := range pairOf {
		i, j := 4*ij[0], 4*ij[1]
		x := (s>>i ^ s>>j) & 15
		if dist[rank(s^(x<<i|x<<j))] == d {
			return true
		}
	}
	return false
}

// ballStep is one permutation g of positions 0-8 in a ball around the identity.
type ballStep struct {
	perm   [9]uint8 // position i of t∘g takes the card at position perm[i] of t
	length uint8    // the fewest transpositions whose product is g: 9 minus its cycles
	common uint8    // how many first positions perm shares with the step before
}

// ball returns the permutations of positions 0-8 that are products of at most n
// transpositions, in lexicographic order, found by a breadth-first search from the
// identity.
func ball(n int) []ballStep {
	seen := make([]uint64, (factorial[9]+63)/64)
	mark := func(g uint64) bool {
		r := rank(g + 0x111111111) // positions 0-8 as values 1-9
		if seen[r/64]>>(r%64)&1 != 0 {
			return false
		}
		seen[r/64] |= 1 << (r % 64)
		return true
	}
	identity := uint64(0x876543210)
	mark(identity)
	layer := []uint64{identity}
	var steps []ballStep
	for k := 0; ; k++ {
		for _, g := range layer {
			st := ballStep{length: uint8(k)}
			for i := range st.perm {
				st.perm[i] = uint8(g >> (4 * i) & 15)
			}
			steps = append(steps, st)
		}
		if k == n {
			break
		}
		var next []uint64
		for _, g := range layer {
			for _, ij := range pairOf {
				i, j := 4*ij[0], 4*ij[1]
				x := (g>>i ^ g>>j) & 15
				if h := g ^ (x<<i | x<<j); mark(h) {
					next = append(next, h)
				}
			}
		}
		layer = next
	}
	slices.SortFunc(steps, func(a, b ballStep) int { return slices.Compare(a.perm[:], b.perm[:]) })
	for k := 1; k < len(steps); k++ {
		c := 0
		for c < 8 && steps[k].perm[c] == steps[k-1].perm[c] {
			c++
		}
		steps[k].common = uint8(c)
	}
	return steps
}

// factorial[n] is n!.
var factorial = [10]int{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

// rank numbers the arrangements of the values 1-9 (packed, 4 bits a position) from 0 to
// 9!-1 in lexicographic order.
func rank(p uint64) int {
	var seen uint32
	r := 0
	for i := range 8 {
		v := uint32(p>>(4*i)) & 15
		smaller := v - 1 - uint32(bits.OnesCount32(seen&(1<<v-1)))
		seen |= 1 << v
		r += int(smaller) * factorial[8-i]
	}
	return r
}

// unrank is the inverse of rank.
func unrank(r int) Layout {
	var l Layout
	free := uint32(0x3fe) // values 1-9
	for i := range 9 {
		f := factorial[8-i]
		k := r / f
		r %= f
		v := free
		for range k {
			v &= v - 1
		}
		l[i] = uint8(bits.TrailingZeros32(v))
		free &^= 1 << l[i]
	}
	return l
}
