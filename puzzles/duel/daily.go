package duel

import (
	"errors"
	"math/bits"
	"math/rand/v2"
)

// ErrNoPuzzle is returned by Daily when seeded play found no position of
// the kind asked for within its bounds (it has not happened for any seed tried).
var ErrNoPuzzle = errors.New("no duel puzzle found")

// Bounds of the seeded play of Daily.
const (
	duelGames    = 20  // games tried before giving up
	duelMaxPlies = 400 // plies per game
	duelSamples  = 8   // random moves looked at per ply
)

// Daily plays a seeded game from the start until the player to move can win: at once
// (winIn 1), or, without a win at once, by force on their next turn (winIn 2). It returns
// that position, all its winning moves (in the order of Position.Moves) and the number of
// plies played to reach it. It makes the daily duel puzzle.
//
// The play: each player looks at eight random legal moves that do not end the game and
// makes the one that leaves the fewest lines of their own layout failing (the first of
// equals). For wins in 2, while the trading round lasts, three looks in four are trades
// giving a card of the mover's home suit for one of the opponent's: the round soon closes,
// and a win in 2 after it is a quiet plan the opponent can race but never block. The
// position is at least 4 plies (win in 1) or 8 plies (win in 2) into the game. Each look
// is 16 bits of a 64-bit draw (four looks a draw), and bits that name no legal move are
// passed over (see plyView.move). The result is a pure function of rng's stream.
func Daily(rng *rand.Rand, winIn int) (Position, []Move, int, error) {
	return duelPlay(winIn, packed(rng, winIn))
}

// packed chooses Daily's moves: each look 16 bits of a draw.
func packed(rng *rand.Rand, winIn int) func(p plyView) Move {
	return func(p plyView) Move {
		var w uint64
		for i, looks := 0, 0; looks < duelSamples || p.best == 5; i++ {
			if i%4 == 0 {
				w = rng.Uint64()
			}
			m, ok := p.move(uint16(w), winIn == 2)
			w >>= 16
			if ok {
				looks++
				p.look(m)
			}
		}
		return p.m
	}
}

// duelPlay plays a game from the start, each move chosen by choose from the ply's view,
// until the position is a puzzle of the kind asked for (see Daily); a game that finds
// none within duelMaxPlies gives way to a new one.
func duelPlay(winIn int, choose func(p plyView) Move) (Position, []Move, int, error) {
	minPly := 4
	if winIn == 2 {
		minPly = 8
	}
	for range duelGames {
		b := Start(false).board()
		for ply := range duelMaxPlies {
			v := b.pick(winIn == 2)
			if winIn == 1 && ply >= minPly && b.hasWinBy(&v.mine) {
				return b.position(), b.winsIn1(), ply, nil
			}
			m := choose(v)
			if winIn == 2 && ply >= minPly {
				// The move chosen forces a win, from a position without a win at once.
				var oppWins int8
				if b.forces(m, &oppWins) && !b.hasWinBy(&v.mine) {
					return b.position(), b.winsIn2(), ply, nil
				}
			}
			b, _ = b.apply(m)
		}
	}
	return Position{}, nil, 0, ErrNoPuzzle
}

// plyView is what the looks of one ply share: the board, the lines of the mover's layout
// and (while trading lasts) of the opponent's, and, for locking trades, the masks of the
// mover's cards of their home suit and of the opponent's cards the mover may take. It
// keeps the move looked at so far that leaves the fewest lines of the mover's layout
// failing (the first of equals) and does not end the game, and that number (5 for none).
type plyView struct {
	b            *board
	mine, theirs lineFits
	home, take   uint16
	m            Move
	best         int
}

// pick reads b for the looks of a ply; lock asks for the mask of home-suit cards too.
func (b *board) pick(lock bool) plyView {
	v := plyView{b: b, mine: fitsOf(&b.vals[b.mover]), best: 5}
	if !b.over {
		me, home := b.mover, b.home(b.mover)
		v.theirs = fitsOf(&b.vals[me^1])
		for i, c := range b.cards[me^1] {
			if c/10 != home && int8(c%10) != b.last {
				v.take |= 1 << i
			}
		}
		for i, c := range b.cards[me] {
			if lock && c/10 == home {
				v.home |= 1 << i
			}
		}
	}
	return v
}

// look looks at the legal move m: kept if it leaves fewer failing lines than the best so
// far and does not end the game.
func (v *plyView) look(m Move) {
	if f, ok := v.quietFailing(m); ok && f < v.best {
		v.m, v.best = m, f
	}
}

// move turns 16 random bits x into a legal move of the player to move, or reports that
// they name none. When lock is set and the trading round lasts, three values of x in four
// (x%4 != 0) name a trade giving a card of the mover's home suit for a card of the
// opponent's, from the positions (x/4 scaled to 0-80, as 9 g0 + t0) on, if there is one.
// Otherwise x scaled to the moves' (give, source, take) triples names one: 135 of them
// while trading lasts (swaps, exchanges with the opponent, with the dish, as in
// randomMove), 54 after (swaps, then the dish); an illegal one names none.
func (v *plyView) move(x uint16, lock bool) (Move, bool) {
	b := v.b
	if lock && !b.over && x%4 != 0 {
		k := int(x/4) * 81 >> 14
		if t, ok := v.lockingTrade(k/9, k%9); ok {
			return t, true
		}
	}
	n := maxMoves
	if b.over {
		n = 36 + 18
	}
	k := int(x) * n >> 16
	if k < 36 {
		return Move{swapPairs[k].i, FromOwn, swapPairs[k].j}, true
	}
	k -= 36
	if !b.over {
		if k < 81 {
			return Move{k / 9, FromOpponent, k % 9}, v.take>>(k%9)&1 != 0
		}
		k -= 81
	}
	return Move{k / 2, FromDish, k % 2}, b.dish[k%2]/10 != b.home(b.mover)
}

// quietFailing returns the number of lines of the mover's layout that fail after the
// legal move m, and whether m leaves the game going on (as apply would say), read off the
// lines without making the move.
func (v *plyView) quietFailing(m Move) (int, bool) {
	b := v.b
	me := b.mover
	var f uint8
	switch m.From {
	case FromOwn:
		f = v.mine.swap(&b.vals[me], &swapOf[m.Give][m.Take])
	case FromOpponent:
		if v.theirs.put(m.Take, b.vals[me][m.Give]) == 0 {
			return 0, false // the opponent's layout becomes provable
		}
		f = v.mine.put(m.Give, b.vals[me^1][m.Take])
	case FromDish:
		f = v.mine.put(m.Give, b.dish[m.Take]%10)
	}
	return bits.OnesCount8(f), f != 0
}

// lockingTrade picks a trade, while trading lasts, that gives a card of the mover's home
// suit for a card of the opponent's layout, if there is one: the first such card of the
// mover's from position g0 on, for the first card they may take from position t0 on (both
// 0-8, wrapping round).
func (v *plyView) lockingTrade(g0, t0 int) (Move, bool) {
	if v.home == 0 || v.take == 0 {
		return Move{}, false
	}
	return Move{firstFrom(v.home, g0), FromOpponent, firstFrom(v.take, t0)}, true
}

// firstFrom returns the first position in the non-empty 9-bit mask m from position i on,
// wrapping round.
func firstFrom(m uint16, i int) int {
	r := (m>>i | m<<(9-i)) & 511
	return (i + bits.TrailingZeros16(r)) % 9
}
