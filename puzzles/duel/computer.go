package duel

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// Strength is how well the computer player plays (the --level of "opsdaily duel play").
// It is not a puzzle's difficulty (puzzles.Level).
type Strength int

// The computer's strengths.
const (
	// Random plays any legal move, uniformly at random.
	Random Strength = iota
	// Greedy wins at once when it can, else makes the move that leaves the most
	// lines of its own layout holding.
	Greedy
	// Search wins at once or forces a win in 2 when it can, else avoids every move
	// that lets the opponent win at once, preferring moves that leave it threats (wins
	// in 1 for its next turn) and lines that hold.
	Search
)

var strengthNames = [3]string{"random", "greedy", "search"}

// String returns "random", "greedy" or "search".
func (l Strength) String() string {
	if l >= 0 && int(l) < len(strengthNames) {
		return strengthNames[l]
	}
	return "?"
}

// ParseStrength reads a strength by name ("random", "greedy", "search") or number (0-2).
func ParseStrength(s string) (Strength, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range strengthNames {
		if t == n || t == fmt.Sprint(i) {
			return Strength(i), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q: use random, greedy or search (or 0, 1, 2)", s)
}

// ChooseMove picks the computer's move in a valid position at the given strength. rng breaks
// ties (and picks the random move), so a seeded rng gives a repeatable game.
func ChooseMove(p Position, strength Strength, rng *rand.Rand) Move {
	b := p.board()
	var buf [maxMoves]Move
	moves := b.moves(&buf)
	if strength <= Random {
		return moves[rng.IntN(len(moves))]
	}
	var wins, forced []Move
	for _, m := range moves {
		nb, r := b.apply(m)
		if r == Won {
			wins = append(wins, m)
		} else if strength >= Search && len(wins) == 0 && r == Ongoing && nb.forcedAfter() {
			forced = append(forced, m)
		}
	}
	if len(wins) > 0 {
		return wins[rng.IntN(len(wins))]
	}
	if len(forced) > 0 {
		return forced[rng.IntN(len(forced))]
	}
	me := b.mover
	best, bestScore, ties := moves[0], -1<<30, 0
	for _, m := range moves {
		nb, r := b.apply(m)
		score := 0
		switch {
		case r != Ongoing:
			score = -1 << 20 // a move that loses at once
		case strength == Greedy:
			score = holdingCount(nb.vals[me])
		default:
			if n := nb.countWins(); n > 0 {
				score = -1<<10 - n // the opponent would win at once
				break
			}
			// Threats: wins at once if the opponent could not answer.
			t := nb
			t.mover, t.last = me, -1
			score = 8*min(t.countWins(), 3) + 2*holdingCount(nb.vals[me]) - holdingCount(nb.vals[me^1])
		}
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			// Reservoir sampling keeps the choice uniform among equal scores.
			ties++
			if rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// holdingCount counts the lines of l that hold.
func holdingCount(l ops.Layout) int { return 4 - bits.OnesCount8(failing(&l)) }
