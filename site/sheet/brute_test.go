package sheet

import (
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

// The answers of the scheme-2 bank, checked by brute force from the rules as written
// (templates/rules/reference.md), with none of the engines: every
// provable arrangement of A-9 found by trying all 9! of them, the fewest swaps to one as
// 9 less the cycles of the permutation between them, and every Two Ops play of the six
// numbers tried, its values from the operator table, counted in halves.

// bruteHolds reports whether a op b = c for one of + - x /, division exact.
func bruteHolds(a, b, c int) bool {
	return a+b == c || a-b == c || a*b == c || (b != 0 && a%b == 0 && a/b == c)
}

// bruteProvable reports whether the layout's four lines hold: the rows p0 p1 | p2 and
// p3 p4 | p5, the columns p0 p3 | p6 and p1 p4 | p7.
func bruteProvable(l [9]int) bool {
	return bruteHolds(l[0], l[1], l[2]) && bruteHolds(l[3], l[4], l[5]) && bruteHolds(l[0], l[3], l[6]) && bruteHolds(l[1], l[4], l[7])
}

// bruteProvables tries every arrangement of the values 1-9.
func bruteProvables() [][9]int {
	var out [][9]int
	var l [9]int
	var used [10]bool
	var place func(i int)
	place = func(i int) {
		if i == 9 {
			if bruteProvable(l) {
				out = append(out, l)
			}
			return
		}
		for v := 1; v <= 9; v++ {
			if !used[v] {
				used[v], l[i] = true, v
				place(i + 1)
				used[v] = false
			}
		}
	}
	place(0)
	return out
}

// bruteSwaps is the fewest swaps from a to b, arrangements of nine distinct values: 9 less
// the cycles of the permutation that takes each position's card to its place in b.
func bruteSwaps(a, b [9]int) int {
	var at [10]int
	for i, v := range b {
		at[v] = i
	}
	var seen [9]bool
	cycles := 0
	for i := range 9 {
		if !seen[i] {
			cycles++
			for j := i; !seen[j]; j = at[a[j]] {
				seen[j] = true
			}
		}
	}
	return 9 - cycles
}

// bruteValue is an operation's value in halves, from the operator table: K (a+b)/2, a+b,
// off-on; Q the greater, the greater+5, off mod on; J the smaller, the smaller-5, on
// (matching neither, both, or one number: on is the one that matches).
func bruteValue(op, x, y puzzles.Card) int {
	a, b := x.Value(), y.Value()
	mx, my := x.Suit.Red() == op.Suit.Red(), y.Suit.Red() == op.Suit.Red()
	on, off := a, b
	if my {
		on, off = b, a
	}
	switch {
	case op.Rank == puzzles.King && !mx && !my:
		return a + b
	case op.Rank == puzzles.King && mx && my:
		return 2 * (a + b)
	case op.Rank == puzzles.King:
		return 2 * (off - on)
	case op.Rank == puzzles.Queen && !mx && !my:
		return 2 * max(a, b)
	case op.Rank == puzzles.Queen && mx && my:
		return 2 * (max(a, b) + 5)
	case op.Rank == puzzles.Queen:
		return 2 * (off % on)
	case !mx && !my:
		return 2 * min(a, b)
	case mx && my:
		return 2 * (min(a, b) - 5)
	}
	return 2 * on
}

// bruteBest tries every play of the six numbers (two ordered pairs of distinct cards, each
// operator on either) and returns the best result for the goal card, in halves: even and
// red the lowest sum, even and black the highest, odd and red the least absolute
// difference, odd and black the most.
func bruteBest(nums, opers []puzzles.Card, goal puzzles.Card) int {
	sum, lowest := goal.Value()%2 == 0, goal.Suit.Red()
	best, any := 0, false
	for i := range nums {
		for j := range nums {
			for k := range nums {
				for m := range nums {
					if i == j || i == k || i == m || j == k || j == m || k == m {
						continue
					}
					for o := range 2 {
						v, w := bruteValue(opers[o], nums[i], nums[j]), bruteValue(opers[1-o], nums[k], nums[m])
						r := v + w
						if !sum {
							r = max(v-w, w-v)
						}
						if !any || (lowest && r < best) || (!lowest && r > best) {
							best, any = r, true
						}
					}
				}
			}
		}
	}
	return best
}

// TestBankByBruteForce: every answer of the sheet bank (what every scheme-2 key and the
// teach/ page print) is right by brute force: each Ops start's fewest swaps, and its
// solution ends in a provable layout in that many; each Two Ops hand's best, and the key's
// operations have the values and the result it says.
func TestBankByBruteForce(t *testing.T) {
	provable := bruteProvables()
	if len(provable) != 206 {
		t.Fatalf("%d provable arrangements of A-9, want 206 (103 up to transposition)", len(provable))
	}
	b, err := theBank()
	if err != nil {
		t.Fatal(err)
	}
	for l := range Levels {
		for _, e := range b[0][l] {
			p := e.ops
			var start [9]int
			for i := range 9 {
				start[i] = int(p.Start[i] - '0')
			}
			fewest := 9
			for _, q := range provable {
				fewest = min(fewest, bruteSwaps(start, q))
			}
			end := start
			for _, m := range p.Solution {
				end[m[0]], end[m[1]] = end[m[1]], end[m[0]]
			}
			if p.OptimalMoves != fewest || len(p.Solution) != fewest || !bruteProvable(end) {
				t.Errorf("%s %s: the key says %d swaps (%v, ending %v), brute force %d", e.id, p.Start, p.OptimalMoves, p.Solution, end, fewest)
			}
		}
		for _, e := range b[1][l] {
			p := e.twoOps
			best := bruteBest(p.Numbers, p.Operators, p.GoalCard)
			a := p.Arrangement
			v := [2]int{}
			for i, op := range a.Operations {
				if v[i] = bruteValue(op.Operator, op.Numbers[0], op.Numbers[1]); v[i] != op.Value.Halves() {
					t.Errorf("%s: %v with %v is %v in the key, %d halves by the table", e.id, op.Operator, op.Numbers, op.Value, v[i])
				}
			}
			r := v[0] + v[1]
			if p.GoalCard.Value()%2 == 1 {
				r = max(v[0]-v[1], v[1]-v[0])
			}
			if p.Best.Halves() != best || a.Result.Halves() != best || r != best {
				t.Errorf("%s: the key's best %v (its arrangement %v, worked %d halves), brute force %d halves", e.id, p.Best, a.Result, r, best)
			}
		}
	}
}
