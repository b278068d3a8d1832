package duel

import (
	"math/bits"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// This file holds every table of the solver, computed once at start-up from the four
// lines of a proof (ops.Lines) and the line table of ops (ops.Results). A layout's
// positions are bits 0-8 of a uint16 mask, its lines bits 0-3 of a uint8 mask (bit k for
// ops.Lines[k]), a set of card values bits 0-9 of a uint16. The tables:
//
//	results, holds       which r make a op b = r: the proof's line table
//	linesOf              the lines through each position
//	swapsFor, replaceFor the swaps, and the positions, that meet every line of a failing mask
//	firstFor, secondFor  the values that complete a line with one operand missing
//	slotsOf, slotLine    each position's places on the lines, and each place's line
//	partners, coverOf    the positions sharing a line with one, and the swap partners of one
//	                     that meet every line of a failing mask
//	swapPairs, swapOf,   the 36 swaps as pairs (with what lineFits.swap reads), by position
//	swapAt
//
// TestFailing checks the line masks read through them against ops.Check, and FuzzSolve
// the solver built on them against the plain specification (spec.go).

// results[a][b] has bit r set when some operation gives a op b = r, for values 0-9: the
// table of ops.Results, copied here so that the solver's reads are of a package variable.
var results = ops.Results()

// holds reports whether a op b = r for some operation; values must be 0-9.
func holds(a, b, r uint8) bool { return results[a][b]>>r&1 != 0 }

// linesOf[i] is the mask of the ops.Lines (bit k for ops.Lines[k]) that use position i.
var linesOf = func() (m [9]uint8) {
	for k, l := range ops.Lines {
		m[l.A] |= 1 << k
		m[l.B] |= 1 << k
		m[l.Result] |= 1 << k
	}
	return m
}()

// pair is a swap of the positions i < j, with what lineFits.swap needs of it: lines,
// the lines through either position; off, the places (see slotsOf) of i and then of j
// that are not on a line through both; line, the index in ops.Lines of the line through both
// (-1 if none), with bit, its bit (0 if none), and read, its positions in slot order once
// the two cards are swapped.
type pair struct {
	i, j, line int
	lines, bit uint8
	off        [4]uint8
	read       [3]uint8
}

// swapsFor[f] lists the swaps whose positions meet every line of the failing mask f, in
// the order of Position.Moves, and replaceFor[f] the positions that lie on every line of
// f: only they can mend a layout whose failing lines are f.
var swapsFor, replaceFor = func() (s [16][]pair, r [16][]int) {
	for f := range 16 {
		for i := range 9 {
			for j := i + 1; j < 9; j++ {
				if uint8(f)&^(linesOf[i]|linesOf[j]) == 0 {
					s[f] = append(s[f], newPair(i, j))
				}
			}
			if uint8(f)&^linesOf[i] == 0 {
				r[f] = append(r[f], i)
			}
		}
	}
	return s, r
}()

func newPair(i, j int) pair {
	p := pair{i: i, j: j, line: -1, lines: linesOf[i] | linesOf[j]}
	if both := linesOf[i] & linesOf[j]; both != 0 {
		p.line = bits.TrailingZeros8(both) // two positions share one line at most
		p.bit = both
		line := ops.Lines[p.line]
		for k, q := range [3]int{line.A, line.B, line.Result} {
			switch q {
			case i:
				q = j
			case j:
				q = i
			}
			p.read[k] = uint8(q)
		}
	}
	for k, x := range [4]uint8{slotsOf[i][0], slotsOf[i][1], slotsOf[j][0], slotsOf[j][1]} {
		if slotLine[x] == p.bit {
			x = 12 // on the common line, or none
		}
		p.off[k] = x
	}
	return p
}

// firstFor[b][r] has bit a set, and secondFor[a][r] bit b, when a op b = r for some
// operation: the proof's line table (holds) read for a missing operand. Indices go to 15
// so that values masked to 4 bits need no bounds checks.
var firstFor, secondFor = func() (x, y [16][16]uint16) {
	for a := range uint8(10) {
		for b := range uint8(10) {
			for r := range uint8(10) {
				if holds(a, b, r) {
					x[b][r] |= 1 << a
					y[a][r] |= 1 << b
				}
			}
		}
	}
	return x, y
}()

// slotsOf[i] names the places of position i on the ops.Lines, at most two, as indices into
// lineFits.m: 3k+s for slot s of line k (0 the first operand, 1 the second, 2 the
// result), or 12 for none. slotLine[x] is the bit of the line of place x (0 for 12).
var slotsOf, slotLine = func() (s [9][2]uint8, b [16]uint8) {
	for i := range s {
		s[i] = [2]uint8{12, 12}
	}
	for k, line := range ops.Lines {
		for slot, p := range [3]int{line.A, line.B, line.Result} {
			x := uint8(3*k + slot)
			if s[p][0] == 12 {
				s[p][0] = x
			} else {
				s[p][1] = x
			}
			b[x] = 1 << k
		}
	}
	return s, b
}()

// partners[i] is the mask of the positions that share a line with position i, and
// coverOf[f][i] that of the positions j such that a swap of i and j meets every line of
// the failing mask f.
var partners, coverOf = func() (p [9]uint16, c [16][9]uint16) {
	for i := range 9 {
		for j := range 9 {
			if j == i {
				continue
			}
			if linesOf[i]&linesOf[j] != 0 {
				p[i] |= 1 << j
			}
			for f := range uint8(16) {
				if f&^(linesOf[i]|linesOf[j]) == 0 {
					c[f][i] |= 1 << j
				}
			}
		}
	}
	return p, c
}()

// swapAt[i][j] is the swap of positions i and j, in either order.
var swapAt = func() (t [9][16]*pair) {
	for _, s := range swapPairs {
		t[s.i][s.j], t[s.j][s.i] = &swapOf[s.i][s.j], &swapOf[s.i][s.j]
	}
	return t
}()

// swapPairs lists the 36 swaps (i < j), and swapOf[i][j] is the swap of positions i < j.
var swapPairs = swapsFor[0]

var swapOf = func() (t [9][9]pair) {
	for _, s := range swapPairs {
		t[s.i][s.j] = s
	}
	return t
}()
