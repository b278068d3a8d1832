package ops

import "fmt"

// Op is one of the four arithmetic operations of a proof.
type Op uint8

// The four operations, in the order the rules list them.
const (
	Add Op = iota
	Sub
	Mul
	Div
)

// Ops lists the four operations in a fixed order.
var Ops = [4]Op{Add, Sub, Mul, Div}

// String returns the sign of the operation as a person writes it: "+", "−", "×" or "÷".
func (o Op) String() string {
	switch o {
	case Add:
		return "+"
	case Sub:
		return "−"
	case Mul:
		return "×"
	case Div:
		return "÷"
	}
	return "?"
}

// Apply computes a op b. It reports false for a division that is not exact or is by zero.
func (o Op) Apply(a, b int) (int, bool) {
	switch o {
	case Add:
		return a + b, true
	case Sub:
		return a - b, true
	case Mul:
		return a * b, true
	case Div:
		if b == 0 || a%b != 0 {
			return 0, false
		}
		return a / b, true
	}
	return 0, false
}

// Line is one line of a proof: the cards at positions A and B, in that order, must give
// the card at position Result.
type Line struct {
	A, B, Result int
	Name         string
}

// Lines are the four lines of a proof: the two rows of the main, read left to right, and
// its two columns, read top to bottom. A, B and Result are indexes 0-8 of a layout; the
// names number rows and columns from 1, as the pages and the command's text do.
var Lines = [4]Line{
	{0, 1, 2, "row 1"},
	{3, 4, 5, "row 2"},
	{0, 3, 6, "column 1"},
	{1, 4, 7, "column 2"},
}

// LineCheck says whether one line of a layout holds, and how.
type LineCheck struct {
	Holds bool
	// Ops lists every operation that proves the line, in the order of Ops.
	Ops []Op
	// Equations writes each of Ops as a person does, like "7 − 2 = 5".
	Equations []string
}

// Check tells, for each of the four Lines, whether it holds in l and by which operations.
func Check(l Layout) [4]LineCheck {
	var out [4]LineCheck
	for k, line := range Lines {
		a, b, r := int(l[line.A]), int(l[line.B]), int(l[line.Result])
		for _, o := range Ops {
			if v, ok := o.Apply(a, b); ok && v == r {
				out[k].Holds = true
				out[k].Ops = append(out[k].Ops, o)
				out[k].Equations = append(out[k].Equations, fmt.Sprintf("%d %v %d = %d", a, o, b, r))
			}
		}
	}
	return out
}

// results[a][b] has bit r set when some operation gives a op b = r, for values 0-9.
var results = func() (t [10][10]uint16) {
	for a := range 10 {
		for b := range 10 {
			for _, o := range Ops {
				if v, ok := o.Apply(a, b); ok && v >= 0 && v <= 9 {
					t[a][b] |= 1 << v
				}
			}
		}
	}
	return t
}()

// Results returns the proof's line table: bit r of Results()[a][b] is set when some
// operation gives a op b = r, for values 0-9. The duel's solver reads its lines off it.
func Results() [10][10]uint16 { return results }

// holds reports whether a op b = r for some operation; values must be 0-9.
func holds(a, b, r uint8) bool { return results[a][b]>>r&1 != 0 }

// Provable reports whether all four lines of l hold: l is a winning hand. Values above 9
// never prove a line.
func Provable(l Layout) bool {
	if !l.Valid() {
		return false
	}
	return holds(l[0], l[1], l[2]) && holds(l[3], l[4], l[5]) &&
		holds(l[0], l[3], l[6]) && holds(l[1], l[4], l[7])
}
