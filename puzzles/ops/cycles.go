package ops

import "math/bits"

// The cycle count behind the swap distance of distinct values, by table.
//
// For a start s and a target t, write r(i) for the position in s of the card t[i]: the
// fewest swaps from s to t is 9 minus the number of cycles of the permutation r. Its
// cycles are counted in two steps. First r(0)-r(3) alone: the cycles within positions
// 0-3 are closed, and every other position 0-3 starts a path that leaves them at some
// position 4-8, its exit (headCycles). Replacing each r(i) below 4 by the exit of the
// path from r(i) then gives a permutation of positions 4-8 with the remaining cycles
// (tailCycles): two lookups in tables of 6,561 and 3,125 entries instead of a walk along
// nine positions.

// headCycles[r0+9r1+81r2+729r3] describes r(0)-r(3): nibble i (i = 0-3) is the exit of the
// path from position i when it leaves positions 0-3, else 9 plus the smallest position
// of its cycle; bits 16 and up count the closed cycles. Entries where r repeats a
// position are never read.
var headCycles = func() (t [6561]uint32) {
	for idx := range t {
		var r [4]int
		used := 0
		for i, x := 0, idx; i < 4; i, x = i+1, x/9 {
			r[i] = x % 9
			used |= 1 << r[i]
		}
		if bits.OnesCount(uint(used)) < 4 {
			continue // r repeats a position
		}
		closed := 0
		for i := range 4 {
			y, low := r[i], i
			for y < 4 && y != i {
				low = min(low, y)
				y = r[y]
			}
			if y >= 4 {
				t[idx] |= uint32(y) << (4 * i)
				continue
			}
			t[idx] |= uint32(9+low) << (4 * i) // on a cycle within 0-3
			if low == i {
				closed++
			}
		}
		t[idx] |= uint32(closed) << 16
	}
	return t
}()

// tailCycles[q4+5q5+25q6+125q7+625q8] describes the permutation of positions 4-8 taking
// each y to 4+qy: bits 0-3 count its cycles, and nibble y-3 (y = 4-8) holds the
// smallest position of the cycle of y.
var tailCycles = func() (t [3125]uint32) {
	for idx := range t {
		var q [5]int
		for i, x := 0, idx; i < 5; i, x = i+1, x/5 {
			q[i] = x % 5
		}
		var seen uint
		for i := range 5 {
			if seen>>i&1 != 0 {
				continue
			}
			t[idx]++
			for j := i; seen>>j&1 == 0; j = q[j] {
				seen |= 1 << j
				t[idx] |= uint32(4+i) << (4 * (j + 1))
			}
		}
	}
	return t
}()

// cycleCounter counts the cycles from targets to one start of distinct values.
type cycleCounter struct {
	at    [256]uint8 // at[v] is the position of the card v in the start
	shift [256]uint8 // 4 times at[v]
}

func newCycleCounter(s Layout) cycleCounter {
	var cc cycleCounter
	for i, v := range s {
		cc.at[v] = uint8(i)
		cc.shift[v] = uint8(4 * i)
	}
	return cc
}

// count sets code[k] to the fewest swaps to target ts[k] for each k listed, and
// entry[k] to its headCycles entry, with its tailCycles entry in bits 32 and up (for
// pairsOnCycles). It returns the least of these counts and best.
func (cc *cycleCounter) count(ts []Layout, list []uint16, code []uint8, entry []uint64, best int) int {
	at, sh := &cc.at, &cc.shift
	for _, k := range list {
		t := &ts[k]
		head := headCycles[int(at[t[0]])+9*int(at[t[1]])+81*int(at[t[2]])+729*int(at[t[3]])]
		exit := uint64(head&0xffff) | 0x876540000 // positions 4-8 are their own exits
		tail := tailCycles[int(exit>>(sh[t[4]]&63)&15)+5*int(exit>>(sh[t[5]]&63)&15)+
			25*int(exit>>(sh[t[6]]&63)&15)+125*int(exit>>(sh[t[7]]&63)&15)+
			625*int(exit>>(sh[t[8]]&63)&15)-4*781]
		d := 9 - int(head>>16) - int(tail&15)
		code[k] = uint8(d)
		entry[k] = uint64(head) | uint64(tail)<<32
		best = min(best, d)
	}
	return best
}

// pairsOnCycles returns the set of the pairs of positions on one cycle (see pairOf) from
// the start to a target, given its entry from count.
func pairsOnCycles(entry uint64) uint64 {
	head, tail := entry&0xffff, entry>>32
	// Nibble g of group is the cycle of g: its smallest position, 4-8 (from tail), or for
	// 9-12 the cycle within positions 0-3 of that smallest position plus 9.
	group := tail>>4<<16 | 0xcba9<<36
	var members [16]uint16
	for i := range 4 {
		g := group >> (4 * (head >> (4 * i) & 15) & 63) & 15
		members[g] |= 1 << i
	}
	for y := 4; y < 9; y++ {
		members[group>>(4*y&63)&15] |= 1 << y
	}
	var pairs uint64
	for _, m := range members[4:13] {
		pairs |= pairsWithin[m&511]
	}
	return pairs
}

// packParity packs a layout (4 bits a position) with, in bit 36, the parity of its
// inversions (pairs of positions whose cards are in decreasing order). For distinct
// values, the parity of the permutation between two layouts is the exclusive or of theirs.
func packParity(l Layout) uint64 {
	var before uint // the values seen so far
	inversions := 0
	for _, v := range l {
		inversions += bits.OnesCount(before >> (v & 15) >> 1)
		before |= 1 << (v & 15)
	}
	return pack(l) | uint64(inversions&1)<<36
}

// swapClass[m<<1|p] tells what the fewest swaps to a target can be from what is known
// before counting cycles: its m misplaced cards (they need at least m/2 swaps, rounded
// up, and at most m-1) and the parity p of the permutation (the swap count has the
// same parity). It is the only possible count, or 16 plus the least of two possible
// counts two apart: that happens for m of 6 to 9. Impossible pairs give 15.
var swapClass = func() (t [20]uint8) {
	for m := range 10 {
		for p := range 2 {
			var ds []int
			for d := (m + 1) / 2; d <= max(m-1, 0); d++ {
				if d%2 == p {
					ds = append(ds, d)
				}
			}
			switch len(ds) {
			case 0:
				t[m<<1|p] = 15
			case 1:
				t[m<<1|p] = uint8(ds[0])
			default:
				t[m<<1|p] = 16 + uint8(ds[0])
			}
		}
	}
	return t
}()
