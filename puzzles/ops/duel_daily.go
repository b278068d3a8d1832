package ops

import (
	"errors"
	"math/bits"
	"math/rand/v2"
)

// ErrNoDuel is returned by DuelPuzzle when seeded play found no position of the kind asked
// for within its bounds (it has not happened for any seed tried).
var ErrNoDuel = errors.New("no duel puzzle found")

// Bounds of the seeded play of DuelPuzzle.
const (
	duelGames    = 20  // games tried before giving up
	duelMaxPlies = 400 // plies per game
	duelSamples  = 8   // random moves looked at per ply
)

// DuelPuzzle plays a seeded game from the start until the player to move can win: at once
// (winIn 1), or, without a win at once, by force on their next turn (winIn 2). It returns
// that position, all its winning moves (in the order of Position.Moves) and the number of
// plies played to reach it.
//
// The play: each player looks at eight random legal moves that do not end the game and
// makes the one that leaves the fewest lines of their own layout failing (the first of
// equals). For wins in 2, while the trading round lasts, three looks in four are trades
// giving a card of the mover's home suit for one of the opponent's: the round soon closes,
// and a win in 2 after it is a quiet plan the opponent can race but never block. The
// position is at least 4 plies (win in 1) or 8 plies (win in 2) into the game. The result
// is a pure function of rng's stream.
func DuelPuzzle(rng *rand.Rand, winIn int) (Position, []Move, int, error) {
	minPly := 4
	if winIn == 2 {
		minPly = 8
	}
	for range duelGames {
		b := Start(false).board()
		for ply := range duelMaxPlies {
			if winIn == 1 && ply >= minPly && b.hasWin() {
				return b.position(), b.winsIn1(), ply, nil
			}
			var chosen Move
			best := 5
			for i := 0; i < duelSamples || best == 5; i++ {
				m := b.randomMove(rng)
				if winIn == 2 && !b.over && rng.IntN(4) != 0 {
					if t, ok := b.lockingTrade(rng); ok {
						m = t
					}
				}
				if f, ok := b.quietFailing(m); ok && f < best {
					chosen, best = m, f
				}
			}
			if winIn == 2 && ply >= minPly {
				// The move chosen forces a win, from a position without a win at once.
				var oppWins int8
				if b.forces(chosen, &oppWins) && !b.hasWin() {
					return b.position(), b.winsIn2(), ply, nil
				}
			}
			b, _ = b.apply(chosen)
		}
	}
	return Position{}, nil, 0, ErrNoDuel
}

// quietFailing returns the number of lines of the mover's layout that fail after the
// legal move m, and whether m leaves the game going on (as apply would say), without
// making the new board.
func (b *board) quietFailing(m Move) (int, bool) {
	me := b.mover
	l := b.vals[me]
	switch m.From {
	case FromOwn:
		l[m.Give], l[m.Take] = l[m.Take], l[m.Give]
	case FromOpponent:
		o := b.vals[me^1]
		o[m.Take] = l[m.Give]
		if failing(&o) == 0 {
			return 0, false
		}
		l[m.Give] = b.vals[me^1][m.Take]
	case FromDish:
		l[m.Give] = b.dish[m.Take] % 10
	}
	f := failing(&l)
	return bits.OnesCount8(f), f != 0
}

// lockingTrade picks a random trade that gives a card of the mover's home suit for a card
// of the opponent's layout, if there is one.
func (b *board) lockingTrade(rng *rand.Rand) (Move, bool) {
	me, home := b.mover, b.home(b.mover)
	g0, t0 := rng.IntN(9), rng.IntN(9)
	for i := range 9 {
		g := (g0 + i) % 9
		if b.cards[me][g]/10 != home {
			continue
		}
		for j := range 9 {
			t := (t0 + j) % 9
			if c := b.cards[me^1][t]; c/10 != home && int8(c%10) != b.last {
				return Move{g, FromOpponent, t}, true
			}
		}
		return Move{}, false
	}
	return Move{}, false
}

// swapPairs lists the 36 swaps (i < j).
var swapPairs = swapsFor[0]

// randomMove draws a legal move without listing them: a draw among all 135 (give, source,
// take) triples, again while the one drawn is illegal.
func (b *board) randomMove(rng *rand.Rand) Move {
	home := b.home(b.mover)
	for {
		k := rng.IntN(maxMoves)
		switch {
		case k < 36:
			return Move{swapPairs[k].i, FromOwn, swapPairs[k].j}
		case k < 36+81:
			k -= 36
			c := b.cards[b.mover^1][k%9]
			if !b.over && c/10 != home && int8(c%10) != b.last {
				return Move{k / 9, FromOpponent, k % 9}
			}
		default:
			k -= 36 + 81
			if b.dish[k%2]/10 != home {
				return Move{k / 2, FromDish, k % 2}
			}
		}
	}
}
