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

// linesOf[i] is the mask of the Lines (bit k for Lines[k]) that use position i.
var linesOf = func() (m [9]uint8) {
	for k, l := range Lines {
		m[l.A] |= 1 << k
		m[l.B] |= 1 << k
		m[l.Result] |= 1 << k
	}
	return m
}()

// failing returns the mask of the Lines that do not hold in l (bit k for Lines[k]), by
// the proof's line table (holds). The layout is provable when it is 0.
func failing(l *Layout) uint8 {
	var f uint8
	for k, line := range Lines {
		if !holds(l[line.A], l[line.B], l[line.Result]) {
			f |= 1 << k
		}
	}
	return f
}

// swapsFor[f] lists the swaps (i < j) whose positions meet every line of the failing mask
// f, and replaceFor[f] the positions that lie on every line of f: only they can mend a
// layout whose failing lines are f.
var swapsFor, replaceFor = func() (s [16][][2]int, r [16][]int) {
	for f := range 16 {
		for i := range 9 {
			for j := i + 1; j < 9; j++ {
				if uint8(f)&^(linesOf[i]|linesOf[j]) == 0 {
					s[f] = append(s[f], [2]int{i, j})
				}
			}
			if uint8(f)&^linesOf[i] == 0 {
				r[f] = append(r[f], i)
			}
		}
	}
	return s, r
}()

// hasSwapWin reports whether the player to move wins at once by a swap within their layout.
func (b *board) hasSwapWin() bool {
	l := b.vals[b.mover]
	for _, s := range swapsFor[failing(&l)] {
		if Provable(l.Swap(s[0], s[1])) {
			return true
		}
	}
	return false
}

// hasWin reports whether the player to move has a move that wins at once. It is the
// solver's inner loop: a move changes at most two positions, so only moves whose positions
// meet every failing line are tried.
func (b *board) hasWin() bool {
	me, op := b.mover, b.mover^1
	l := b.vals[me]
	f := failing(&l)
	for _, s := range swapsFor[f] {
		if Provable(l.Swap(s[0], s[1])) {
			return true
		}
	}
	home := b.home(me)
	for _, i := range replaceFor[f] {
		old := l[i]
		for _, c := range b.dish {
			if c/10 != home {
				l[i] = c % 10
				if Provable(l) {
					return true
				}
			}
		}
		if !b.over {
			for t, c := range b.cards[op] {
				if c/10 == home || int8(c%10) == b.last {
					continue
				}
				l[i] = c % 10
				if Provable(l) {
					o := b.vals[op]
					o[t] = old
					if !Provable(o) {
						return true
					}
				}
			}
		}
		l[i] = old
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
// tried without building a move list, swaps first: a quiet swap refutes most tries at once.
func (b *board) forcedAfter() bool {
	holds := func(m Move) bool {
		nb, r := b.apply(m)
		switch r {
		case Won:
			return false
		case Ongoing:
			return nb.hasWin()
		}
		return true // the reply lost at once
	}
	// One quiet swap first, then the exchanges that can take a card from the threat,
	// then the dish, then the other swaps.
	if !holds(Move{0, FromOwn, 1}) {
		return false
	}
	if b.over {
		// After the trading round no reply touches the threatening layout: a threat that
		// is a swap within it stands whatever the reply, and only a reply that wins at
		// once refutes it.
		t := *b
		t.mover ^= 1
		if t.hasSwapWin() {
			return !b.hasWin()
		}
	}
	home := b.home(b.mover)
	if !b.over {
		for t, c := range b.cards[b.mover^1] {
			if c/10 == home || int8(c%10) == b.last {
				continue
			}
			for g := range 9 {
				if !holds(Move{g, FromOpponent, t}) {
					return false
				}
			}
		}
	}
	for g := range 9 {
		for t, c := range b.dish {
			if c/10 != home && !holds(Move{g, FromDish, t}) {
				return false
			}
		}
	}
	for g := range 9 {
		for t := max(g+1, 2-g); t < 9; t++ {
			if !holds(Move{g, FromOwn, t}) {
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
