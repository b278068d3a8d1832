// Package ops is the engine of the card game Ops: the keypad layout of nine cards, the four
// lines of a proof, every provable arrangement of nine cards, the solitaire optimum (fewest
// swaps to a provable layout) and the analysis of the natural hand.
//
// The rules are those of templates/rules/reference.md. A layout is indexed 0-8 in reading
// order; the text and the pages call those positions p1-p9 (index i is p(i+1)):
//
//	0 1 | 2        p1 p2 | p3
//	3 4 | 5        p4 p5 | p6
//	----+--        ------+---
//	6 7 | 8        p7 p8 | p9
//
// The main is indexes 0 1 3 4, the margin 2 5 6 7, the hole 8 (never used in a proof), the
// point 0 and the center 4. A ten counts zero.
package ops

import (
	"errors"
	"fmt"
	"strings"
)

// Layout is nine card values in reading order, indexes 0-8. Each value is 0-9; 0 is a ten.
type Layout [9]uint8

// Named positions of the layout.
const (
	Point  = 0 // top-left of the main
	Center = 4 // bottom-right of the main
	Hole   = 8 // its card is never used in a proof
)

// Main lists the positions of the main, the four operands of the proof.
var Main = [4]int{0, 1, 3, 4}

// Margin lists the positions of the margin, the four results of the proof.
var Margin = [4]int{2, 5, 6, 7}

// Natural is the natural layout of ace to nine, 789/456/123.
var Natural = Layout{7, 8, 9, 4, 5, 6, 1, 2, 3}

// ErrLayout is wrapped by every layout parse error.
var ErrLayout = errors.New("bad hand")

// handExample is the hint shown with every layout parse error.
const handExample = "write 9 digits 0-9 in reading order, 0 for a ten, like 789456123 or 789/456/123"

// ParseLayout reads a hand written as nine digits in reading order ("789456123") or in
// three groups of three separated by slashes ("789/456/123"). 0 is a ten. Surrounding
// spaces are ignored.
func ParseLayout(s string) (Layout, error) {
	var l Layout
	t := strings.TrimSpace(s)
	bad := func(format string, a ...any) (Layout, error) {
		return Layout{}, fmt.Errorf("%w %q: %s (%s)", ErrLayout, s, fmt.Sprintf(format, a...), handExample)
	}
	if t == "" {
		return bad("empty")
	}
	digits := t
	if strings.Contains(t, "/") {
		groups := strings.Split(t, "/")
		if len(groups) != 3 {
			return bad("%d groups between slashes, want 3 groups of 3 digits", len(groups))
		}
		for i, g := range groups {
			if n := len([]rune(g)); n != 3 {
				return bad("group %d has %d characters, want 3 digits", i+1, n)
			}
		}
		digits = strings.Join(groups, "")
	}
	for _, r := range digits {
		if r < '0' || r > '9' {
			return bad("%q is not a digit 0-9", r)
		}
	}
	if n := len(digits); n != 9 {
		if strings.Contains(digits, "10") {
			return bad("%d digits, want 9; a ten is written 0, not 10", n)
		}
		return bad("%d digits, want 9", n)
	}
	for i := range l {
		l[i] = digits[i] - '0'
	}
	return l, nil
}

// String returns the layout as nine digits in reading order, like "789456123".
func (l Layout) String() string {
	var b [9]byte
	for i, v := range l {
		b[i] = '0' + v%10
	}
	return string(b[:])
}

// Slashed returns the layout in rows separated by slashes, like "789/456/123".
func (l Layout) Slashed() string {
	s := l.String()
	return s[0:3] + "/" + s[3:6] + "/" + s[6:9]
}

// Valid reports whether every value is 0-9.
func (l Layout) Valid() bool {
	for _, v := range l {
		if v > 9 {
			return false
		}
	}
	return true
}

// Swap returns the layout with the cards at positions i and j exchanged.
func (l Layout) Swap(i, j int) Layout {
	l[i], l[j] = l[j], l[i]
	return l
}

// transposeIndex maps each position to its image under Transpose.
var transposeIndex = [9]int{0, 3, 6, 1, 4, 7, 2, 5, 8}

// Transpose reflects the layout through the point and the hole, exchanging rows and
// columns: p1<->p3, p2<->p6, p5<->p7. A layout and its transpose are the same puzzle.
func Transpose(l Layout) Layout {
	var t Layout
	for i, j := range transposeIndex {
		t[j] = l[i]
	}
	return t
}

// Less orders layouts by their digit strings.
func (l Layout) Less(m Layout) bool {
	for i := range l {
		if l[i] != m[i] {
			return l[i] < m[i]
		}
	}
	return false
}

// Canonical returns the smaller of the layout and its transpose, the representative of
// the puzzle they both are.
func Canonical(l Layout) Layout {
	if t := Transpose(l); t.Less(l) {
		return t
	}
	return l
}
