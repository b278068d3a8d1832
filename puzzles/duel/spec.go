package duel

import (
	"slices"

	"github.com/opsdaily/opsdaily/puzzles"
)

// This file is the specification of the solver: the rules of templates/rules/reference.md and the
// solver's answers written as plainly as they can be, on the exported fields of Position,
// with arithmetic by hand, every (give, source, take) triple tried and positions copied.
// It shares no code with the fast solver (board, the tables), which the tests and
// FuzzSolve check against it.

// plainProvable reports whether all four lines of a layout hold, by hand arithmetic
// (a ten counts 0).
func plainProvable(cards [9]puzzles.Card) bool {
	v := func(i int) int { return cards[i].Value() % 10 }
	line := func(a, b, c int) bool {
		x, y, z := v(a), v(b), v(c)
		return x+y == z || x-y == z || x*y == z || (y != 0 && x%y == 0 && x/y == z)
	}
	return line(0, 1, 2) && line(3, 4, 5) && line(0, 3, 6) && line(1, 4, 7)
}

// plainHome returns player q's home suit in p.
func plainHome(p Position, q Player) puzzles.Suit {
	s := []puzzles.Suit{puzzles.Spades, puzzles.Hearts}[q]
	if p.Switched {
		s = []puzzles.Suit{puzzles.Hearts, puzzles.Spades}[q]
	}
	return s
}

// plainLocked reports whether q's layout is all of the opponent's home suit.
func plainLocked(p Position, q Player) bool {
	for _, c := range p.Layouts[q] {
		if c.Suit != plainHome(p, 1-q) {
			return false
		}
	}
	return true
}

// plainLegal reports whether m is a legal move of the player to move in p.
func plainLegal(p Position, m Move) bool {
	me, op := p.ToMove, 1-p.ToMove
	switch m.From {
	case FromOwn:
		return m.Give != m.Take
	case FromOpponent:
		c := p.Layouts[op][m.Take]
		return !p.TradingOver && !plainLocked(p, op) && !plainLocked(p, me) &&
			c.Suit != plainHome(p, me) && c.Value()%10 != p.LastTaken
	case FromDish:
		return p.Dish[m.Take].Suit != plainHome(p, me)
	}
	return false
}

// plainMoves lists the legal moves of p by trying every (give, source, take) triple, in
// the order of Position.Moves (a swap named smaller position first).
func plainMoves(p Position) []Move {
	var out []Move
	for g := range 9 {
		for _, from := range []Source{FromOwn, FromOpponent, FromDish} {
			n := 9
			if from == FromDish {
				n = 2
			}
			for t := range n {
				m := Move{g, from, t}
				if (from != FromOwn || g < t) && plainLegal(p, m) {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

// plainApply makes the legal move m on a copy of p and says what it did.
func plainApply(p Position, m Move) (Position, Result) {
	me, op := p.ToMove, 1-p.ToMove
	p.LastTaken = -1
	switch m.From {
	case FromOwn:
		l := &p.Layouts[me]
		l[m.Give], l[m.Take] = l[m.Take], l[m.Give]
	case FromOpponent:
		taken := p.Layouts[op][m.Take]
		p.Layouts[op][m.Take] = p.Layouts[me][m.Give]
		p.Layouts[me][m.Give] = taken
		p.LastTaken = taken.Value() % 10
	case FromDish:
		p.Dish[m.Take], p.Layouts[me][m.Give] = p.Layouts[me][m.Give], p.Dish[m.Take]
	}
	if !p.TradingOver && (plainLocked(p, 0) || plainLocked(p, 1)) {
		if p.Variation {
			p.Switched = !p.Switched
		} else {
			p.TradingOver = true
		}
	}
	p.ToMove = op
	pm, po := plainProvable(p.Layouts[me]), plainProvable(p.Layouts[op])
	switch {
	case pm && po:
		return p, LostBoth
	case pm:
		return p, Won
	case po:
		return p, LostGift
	}
	return p, Ongoing
}

// SolvePlain is Solve written plainly: every legal move is played, then every reply, then
// every answer, on copies of the position. It is the specification the fast solver is
// tested and fuzzed against, and answers a position in milliseconds where Solve takes
// microseconds. Its lists are never nil.
func SolvePlain(p Position) Solution {
	win1, win2 := []Move{}, []Move{}
	for _, m := range plainMoves(p) {
		p1, r := plainApply(p, m)
		if r == Won {
			win1 = append(win1, m)
		}
		if r != Ongoing {
			continue
		}
		forced := true
		for _, reply := range plainMoves(p1) {
			p2, r2 := plainApply(p1, reply)
			if r2 == Won {
				forced = false
			} else if r2 == Ongoing {
				forced = slices.ContainsFunc(plainMoves(p2), func(m3 Move) bool {
					_, r3 := plainApply(p2, m3)
					return r3 == Won
				})
			}
			if !forced {
				break
			}
		}
		if forced {
			win2 = append(win2, m)
		}
	}
	return Solution{WinIn1: win1, WinIn2: win2}
}

// RefutePlain is Refute written plainly, its specification: the legal move m is played,
// then the first reply that wins is the answer, else the first reply (in the order of
// Position.Moves) after which the mover has no win at once; ok is false when m ends the
// game or no reply does either.
func RefutePlain(p Position, m Move) (reply Move, r Result, ok bool) {
	q, res := plainApply(p, m)
	if res != Ongoing {
		return Move{}, res, false
	}
	replies := plainMoves(q)
	for _, reply := range replies {
		if _, r := plainApply(q, reply); r == Won {
			return reply, Won, true
		}
	}
	for _, reply := range replies {
		if q2, r := plainApply(q, reply); r == Ongoing && len(plainWins1(q2)) == 0 {
			return reply, r, true
		}
	}
	return Move{}, Ongoing, false
}

// plainWins1 lists the moves that win at once: SolvePlain's WinIn1, without the search
// for wins in 2.
func plainWins1(p Position) []Move {
	out := []Move{}
	for _, m := range plainMoves(p) {
		if _, r := plainApply(p, m); r == Won {
			out = append(out, m)
		}
	}
	return out
}
