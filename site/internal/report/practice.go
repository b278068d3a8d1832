package report

import (
	"errors"
	"fmt"
	"regexp"
	"unicode/utf8"
)

// PracticeKind is the first byte of a practice session's report code. The first byte of
// every code names its kind and the version of that kind's format: Version (1) is an
// assignment's, PracticeKind (2) a practice session's, so that a page that knows only
// assignments says it does not know a practice code instead of misreading it.
const PracticeKind = 2

// MaxSession is the most puzzles a practice session's report holds; the practice page ends
// a session at that many (the README's "Report codes").
const MaxSession = 20

// classCode is what the practice page keeps of a class code (templates/trainer/practice.js).
var classCode = regexp.MustCompile(`^[a-z0-9_-]{0,24}$`)

// Puzzle is one puzzle of a practice session: its game and level and the learner's result.
// A skipped puzzle has only its game, level and (Ops) Optimal. Ops results have Optimal
// (the fewest swaps), Moves, Hints and Shown; Two Ops results Result, Kept (the best of the
// five kept) and Best (the best over any discard), in halves, and Good, whether the discard
// was a good one (a keep rate within 5 points of the highest, the practice page's rule).
type Puzzle struct {
	TwoOps  bool
	Level   int // 1-5
	Skipped bool

	Optimal, Moves, Hints int
	Shown                 bool

	Result, Kept, Best int
	Good               bool
}

// Success reports whether a puzzle is a success by the practice page's rule: an Ops start
// solved in the fewest swaps with no hint and no solution shown; a Two Ops hand played to
// the best of the cards kept after a good discard.
func (p Puzzle) Success() bool {
	switch {
	case p.Skipped:
		return false
	case p.TwoOps:
		return p.Good && p.Result == p.Kept
	default:
		return p.Moves == p.Optimal && p.Hints == 0 && !p.Shown
	}
}

// Practice is what a practice session's report code holds: the class code of the practice
// page ("" for none), the learner's name and the session's puzzles in the order played.
type Practice struct {
	Class   string
	Name    string
	Puzzles []Puzzle
}

// EncodePractice writes a practice session's report as its code: bytes PracticeKind; the
// class code's length and bytes; the name's (UTF-8); the count of puzzles; per puzzle four
// bytes, twoOps << 7 | skipped << 6 | good << 5 | level, then for Ops the fewest swaps, the
// moves and hints << 1 | shown, for Two Ops result + 128, kept + 128 and best + 128 (a
// skipped puzzle: Ops optimal, 0, 0; Two Ops 128, 128, best + 128); last the CRC-32 of
// every byte before it. The text is that of an assignment's code (Crockford base32 in
// groups of five).
func EncodePractice(p Practice) (string, error) {
	if !classCode.MatchString(p.Class) || len(p.Name) > 255 || len(p.Puzzles) < 1 || len(p.Puzzles) > MaxSession {
		return "", errors.New("report: a practice session's class code, name or puzzles do not fit")
	}
	b := []byte{PracticeKind, byte(len(p.Class))}
	b = append(b, p.Class...)
	b = append(b, byte(len(p.Name)))
	b = append(b, p.Name...)
	b = append(b, byte(len(p.Puzzles)))
	for _, x := range p.Puzzles {
		if x.Level < 1 || x.Level > 5 {
			return "", fmt.Errorf("report: a puzzle of level %d", x.Level)
		}
		h := byte(x.Level)
		if x.TwoOps {
			h |= 128
		}
		if x.Skipped {
			h |= 64
		}
		if x.Good && x.TwoOps && !x.Skipped {
			h |= 32
		}
		switch {
		case !x.TwoOps && x.Skipped:
			b = append(b, h, byte(x.Optimal), 0, 0)
		case !x.TwoOps:
			s := byte(0)
			if x.Shown {
				s = 1
			}
			b = append(b, h, byte(x.Optimal), byte(min(x.Moves, 255)), byte(min(x.Hints, 127))<<1|s)
		case x.Skipped:
			b = append(b, h, 128, 128, byte(x.Best+128))
		default:
			b = append(b, h, byte(x.Result+128), byte(x.Kept+128), byte(x.Best+128))
		}
	}
	return text(b), nil
}

// decodePractice reads the bytes of a practice code (its check already verified, the
// check's four bytes cut off), refusing any byte a code written by EncodePractice cannot
// hold.
func decodePractice(body []byte) (Practice, error) {
	var p Practice
	bad := errors.New("report code does not hold a practice session")
	strs, at, ok := twoStrings(body, 1)
	if !ok {
		return p, bad
	}
	p.Class, p.Name = strs[0], strs[1]
	if !classCode.MatchString(p.Class) || !utf8.ValidString(p.Name) || at >= len(body) {
		return p, bad
	}
	n := int(body[at])
	at++
	if n < 1 || n > MaxSession || at+4*n != len(body) {
		return p, bad
	}
	for range n {
		h, x := body[at], Puzzle{}
		x.TwoOps, x.Skipped, x.Good, x.Level = h&128 != 0, h&64 != 0, h&32 != 0, int(h&31)
		if x.Level < 1 || x.Level > 5 || (x.Good && (x.Skipped || !x.TwoOps)) {
			return p, bad
		}
		v := body[at+1 : at+4]
		switch {
		case !x.TwoOps && x.Skipped:
			x.Optimal = int(v[0])
			if v[1] != 0 || v[2] != 0 {
				return p, bad
			}
		case !x.TwoOps:
			x.Optimal, x.Moves, x.Hints, x.Shown = int(v[0]), int(v[1]), int(v[2]>>1), v[2]&1 != 0
		case x.Skipped:
			x.Best = int(v[2]) - 128
			if v[0] != 128 || v[1] != 128 {
				return p, bad
			}
		default:
			x.Result, x.Kept, x.Best = int(v[0])-128, int(v[1])-128, int(v[2])-128
		}
		p.Puzzles = append(p.Puzzles, x)
		at += 4
	}
	return p, nil
}
