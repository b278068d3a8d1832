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
			var next board
			best := 5
			for i := 0; i < duelSamples || best == 5; i++ {
				m := b.randomMove(rng)
				if winIn == 2 && !b.over && rng.IntN(4) != 0 {
					if t, ok := b.lockingTrade(rng); ok {
						m = t
					}
				}
				nb, r := b.apply(m)
				if r != Ongoing {
					continue
				}
				if f := bits.OnesCount8(failing(&nb.vals[b.mover])); f < best {
					next, best = nb, f
				}
			}
			if winIn == 2 && ply >= minPly {
				// A threat (a win at once if the opponent passed), forced, from a position
				// without a win at once.
				if q, r := next.apply(Move{0, FromOwn, 1}); r == Ongoing && q.hasWin() && next.forcedAfter() && !b.hasWin() {
					return b.position(), b.winsIn2(), ply, nil
				}
			}
			b = next
		}
	}
	return Position{}, nil, 0, ErrNoDuel
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
			return Move{swapPairs[k][0], FromOwn, swapPairs[k][1]}
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

// winsIn1 lists the moves that win at once, in move order.
func (b *board) winsIn1() []Move {
	var buf [maxMoves]Move
	out := []Move{}
	for _, m := range b.moves(&buf) {
		if _, r := b.apply(m); r == Won {
			out = append(out, m)
		}
	}
	return out
}

// winsIn2 lists the moves that force a win in 2, in move order.
func (b *board) winsIn2() []Move {
	var buf [maxMoves]Move
	out := []Move{}
	for _, m := range b.moves(&buf) {
		if nb, r := b.apply(m); r == Ongoing && nb.forcedAfter() {
			out = append(out, m)
		}
	}
	return out
}
