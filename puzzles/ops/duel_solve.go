package ops

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// DuelSolution lists the winning moves of a position of the two-player game.
type DuelSolution struct {
	// WinIn1 lists every move that wins at once: it makes the mover's layout provable
	// and not the opponent's.
	WinIn1 []Move `json:"winning_moves_1"`
	// WinIn2 lists every move that forces a win on the mover's next turn: it does not end
	// the game, no reply wins for the opponent, and after every reply that does not end
	// the game the mover has a move that wins at once.
	WinIn2 []Move `json:"winning_moves_2"`
}

// SolveDuel finds every win in 1 and every forced win in 2 of a valid position. Moves are
// listed in the order of Position.Moves.
func SolveDuel(p Position) DuelSolution {
	b := p.board()
	s := DuelSolution{WinIn1: []Move{}, WinIn2: []Move{}}
	var buf [maxMoves]Move
	for _, m := range b.moves(&buf) {
		nb, r := b.apply(m)
		switch {
		case r == Won:
			s.WinIn1 = append(s.WinIn1, m)
		case r == Ongoing && nb.forcedAfter():
			s.WinIn2 = append(s.WinIn2, m)
		}
	}
	return s
}

// WinsIn1 lists every move that wins at once.
func WinsIn1(p Position) []Move {
	b := p.board()
	var buf [maxMoves]Move
	out := []Move{}
	for _, m := range b.moves(&buf) {
		if _, r := b.apply(m); r == Won {
			out = append(out, m)
		}
	}
	return out
}

// hasWin reports whether the player to move has a move that wins at once.
func (b *board) hasWin() bool {
	var buf [maxMoves]Move
	for _, m := range b.moves(&buf) {
		if _, r := b.apply(m); r == Won {
			return true
		}
	}
	return false
}

// countWins counts the moves of the player to move that win at once.
func (b *board) countWins() int {
	var buf [maxMoves]Move
	n := 0
	for _, m := range b.moves(&buf) {
		if _, r := b.apply(m); r == Won {
			n++
		}
	}
	return n
}

// forcedAfter reports, for a board just after a move that did not end the game, whether
// the player who made that move wins on their next turn whatever the reply. Replies are
// tried in move order, swaps first: a quiet swap refutes most tries at once.
func (b *board) forcedAfter() bool {
	var buf [maxMoves]Move
	for _, reply := range b.moves(&buf) {
		nb, r := b.apply(reply)
		switch r {
		case Won:
			return false
		case Ongoing:
			if !nb.hasWin() {
				return false
			}
		}
	}
	return true
}

// Refute returns the opponent's answer to a move m that is not a win in 1: a reply that
// wins for the opponent if there is one, else a reply after which the mover has no win at
// once. ok is false when m wins at once, ends the game itself, or forces a win in 2.
func Refute(p Position, m Move) (reply Move, r Result, ok bool) {
	b := p.board()
	nb, res := b.apply(m.Normal())
	if res != Ongoing {
		return Move{}, res, false
	}
	var buf [maxMoves]Move
	replies := nb.moves(&buf)
	for _, reply := range replies {
		if _, r := nb.apply(reply); r == Won {
			return reply, r, true
		}
	}
	for _, reply := range replies {
		if nb2, r := nb.apply(reply); r == Ongoing && !nb2.hasWin() {
			return reply, r, true
		}
	}
	return Move{}, Ongoing, false
}

// Level is the strength of the computer player.
type Level int

// The computer's levels.
const (
	// LevelRandom plays any legal move, uniformly at random.
	LevelRandom Level = iota
	// LevelGreedy wins at once when it can, else makes the move that leaves the most
	// lines of its own layout holding.
	LevelGreedy
	// LevelSearch wins at once or forces a win in 2 when it can, else avoids every move
	// that lets the opponent win at once, preferring moves that leave it threats (wins
	// in 1 for its next turn) and lines that hold.
	LevelSearch
)

var levelNames = [3]string{"random", "greedy", "search"}

// String returns "random", "greedy" or "search".
func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "?"
}

// ParseLevel reads a level by name ("random", "greedy", "search") or number (0-2).
func ParseLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range levelNames {
		if t == n || t == fmt.Sprint(i) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q: use random, greedy or search (or 0, 1, 2)", s)
}

// ChooseMove picks the computer's move in a valid position at the given level. rng breaks
// ties (and picks the random move), so a seeded rng gives a repeatable game.
func ChooseMove(p Position, level Level, rng *rand.Rand) Move {
	b := p.board()
	var buf [maxMoves]Move
	moves := b.moves(&buf)
	if level <= LevelRandom {
		return moves[rng.IntN(len(moves))]
	}
	var wins, forced []Move
	for _, m := range moves {
		nb, r := b.apply(m)
		if r == Won {
			wins = append(wins, m)
		} else if level >= LevelSearch && len(wins) == 0 && r == Ongoing && nb.forcedAfter() {
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
		case level == LevelGreedy:
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
func holdingCount(l Layout) int {
	n := 0
	for _, c := range Check(l) {
		if c.Holds {
			n++
		}
	}
	return n
}
