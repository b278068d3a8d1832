package ops

import (
	"fmt"
	"math/bits"
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
	return DuelSolution{WinIn1: b.winsIn1(), WinIn2: b.winsIn2()}
}

// WinsIn1 lists every move that wins at once.
func WinsIn1(p Position) []Move {
	b := p.board()
	return b.winsIn1()
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

// failing returns the mask of the Lines that do not hold in l (bit k for Lines[k]), read
// off the proof's line table (results; see holds) without branches. The layout is
// provable when it is 0. TestFailing checks it against Check.
func failing(l *Layout) uint8 {
	// Values are 0-9, so the shift counts are masked to 4 bits to spare their checks.
	h := results[l[0]][l[1]]>>(l[2]&15)&1 | results[l[3]][l[4]]>>(l[5]&15)&1<<1 |
		results[l[0]][l[3]]>>(l[6]&15)&1<<2 | results[l[1]][l[4]]>>(l[7]&15)&1<<3
	return uint8(h) ^ 15
}

// pair is a swap of the positions i < j; line is the index in Lines of the line through
// both, or -1 when no line holds both.
type pair struct{ i, j, line int }

// swapsFor[f] lists the swaps whose positions meet every line of the failing mask f, in
// the order of Position.Moves, and replaceFor[f] the positions that lie on every line of
// f: only they can mend a layout whose failing lines are f.
var swapsFor, replaceFor = func() (s [16][]pair, r [16][]int) {
	for f := range 16 {
		for i := range 9 {
			for j := i + 1; j < 9; j++ {
				if uint8(f)&^(linesOf[i]|linesOf[j]) == 0 {
					p := pair{i, j, -1}
					if both := linesOf[i] & linesOf[j]; both != 0 {
						p.line = bits.TrailingZeros8(both) // two positions share one line at most
					}
					s[f] = append(s[f], p)
				}
			}
			if uint8(f)&^linesOf[i] == 0 {
				r[f] = append(r[f], i)
			}
		}
	}
	return s, r
}()

// firstFor[b][r] has bit a set, and secondFor[a][r] bit b, when a op b = r for some
// operation: the proof's line table (holds) read for a missing operand.
var firstFor, secondFor = func() (x, y [10][10]uint16) {
	for a := range uint8(10) {
		for b := range uint8(10) {
			for r := range uint8(10) {
				if holds(a, b, r) {
					x[b][r] |= 1 << a
					y[a][r] |= 1 << b
				}
			}
		}
	}
	return x, y
}()

// fits returns, for each position of l, the values (bit v) that would make every line
// through it hold were that card alone replaced by v; the hole fits any value.
func fits(l *Layout) [9]uint16 {
	m := [9]uint16{1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1, 1<<10 - 1}
	for _, line := range Lines {
		a, b, r := l[line.A], l[line.B], l[line.Result]
		m[line.A] &= firstFor[b][r]
		m[line.B] &= secondFor[a][r]
		m[line.Result] &= results[a][b]
	}
	return m
}

// swapWins reports whether swapping two cards of l makes it provable; f is failing(l)
// and fit is fits(l).
func swapWins(l *Layout, f uint8, fit *[9]uint16) bool {
	for _, s := range swapsFor[f] {
		if s.line < 0 {
			if (fit[s.i]>>l[s.j])&(fit[s.j]>>l[s.i])&1 != 0 {
				return true
			}
		} else if sharedSwapProves(l, s) {
			return true
		}
	}
	return false
}

// swapProves reports whether swap s makes l provable, for a swap that meets every failing
// line of l (from swapsFor); fit is fits(l). Two positions on no common line are read off
// fit.
func swapProves(l *Layout, fit *[9]uint16, s pair) bool {
	if s.line < 0 {
		return (fit[s.i]>>l[s.j])&(fit[s.j]>>l[s.i])&1 != 0
	}
	return sharedSwapProves(l, s)
}

// sharedSwapProves reports whether swap s, of two positions on one line, makes l
// provable; that line is tried first.
func sharedSwapProves(l *Layout, s pair) bool {
	t := l.Swap(s.i, s.j)
	line := &Lines[s.line&3]
	return holds(t[line.A], t[line.B], t[line.Result]) && failing(&t) == 0
}

// hasSwapWin reports whether the player to move wins at once by a swap within their layout.
func (b *board) hasSwapWin() bool {
	l := &b.vals[b.mover]
	fit := fits(l)
	return swapWins(l, failing(l), &fit)
}

// hasWin reports whether the player to move has a move that wins at once. It is the
// solver's inner loop: a move changes at most two positions, so only moves whose positions
// meet every failing line are tried, and a card put in place of another wins when its
// value fits there (fits).
func (b *board) hasWin() bool {
	me, op := b.mover, b.mover^1
	l := &b.vals[me]
	f := failing(l)
	fit := fits(l)
	if swapWins(l, f, &fit) {
		return true
	}
	home := b.home(me)
	var dish, opp uint16 // values that may be taken from the dish and the opponent
	for _, c := range b.dish {
		if c/10 != home {
			dish |= 1 << (c % 10)
		}
	}
	if !b.over {
		for _, c := range b.cards[op] {
			if c/10 != home && int8(c%10) != b.last {
				opp |= 1 << (c % 10)
			}
		}
	}
	for _, i := range replaceFor[f] {
		if fit[i]&dish != 0 {
			return true
		}
		if fit[i]&opp == 0 {
			continue
		}
		// An exchange wins unless it makes the opponent's layout provable too.
		for t, c := range b.cards[op] {
			if c/10 == home || int8(c%10) == b.last || fit[i]>>(c%10)&1 == 0 {
				continue
			}
			o := b.vals[op]
			o[t] = l[i]
			if failing(&o) != 0 {
				return true
			}
		}
	}
	return false
}

// winsIn1 lists the moves that win at once, in move order. Only moves whose positions
// meet every failing line are tried, by fits rather than by making them.
func (b *board) winsIn1() []Move {
	me, op := b.mover, b.mover^1
	l := &b.vals[me]
	f := failing(l)
	fit := fits(l)
	home := b.home(me)
	out := []Move{}
	swaps := swapsFor[f]
	for g := range 9 {
		for ; len(swaps) > 0 && swaps[0].i == g; swaps = swaps[1:] {
			if swapProves(l, &fit, swaps[0]) {
				out = append(out, Move{g, FromOwn, swaps[0].j})
			}
		}
		if f&^linesOf[g] != 0 {
			continue
		}
		if !b.over {
			for t, c := range b.cards[op] {
				if c/10 == home || int8(c%10) == b.last || fit[g]>>(c%10)&1 == 0 {
					continue
				}
				// The exchange wins unless it makes the opponent's layout provable too.
				o := b.vals[op]
				o[t] = l[g]
				if failing(&o) != 0 {
					out = append(out, Move{g, FromOpponent, t})
				}
			}
		}
		for t, c := range b.dish {
			if c/10 != home && fit[g]>>(c%10)&1 != 0 {
				out = append(out, Move{g, FromDish, t})
			}
		}
	}
	return out
}

// countWins counts the moves of the player to move that win at once.
func (b *board) countWins() int { return len(b.winsIn1()) }

// winsIn2 lists the moves that force a win in 2, in move order.
func (b *board) winsIn2() []Move {
	var buf [maxMoves]Move
	out := []Move{}
	var oppWins int8
	for _, m := range b.moves(&buf) {
		if b.forces(m, &oppWins) {
			out = append(out, m)
		}
	}
	return out
}

// forces reports whether the legal move m of the player to move forces a win in 2: it
// does not end the game and, whatever the reply, the mover then wins at once (see
// forcedAfter). oppWins remembers, for the other moves of the same board, whether the
// opponent could win at once were the dish left as it is (0 not known yet, 1 no, 2 yes).
//
// After the trading round no reply touches the mover's layout, so a threat of a swap
// within it stands whatever the reply, and m forces a win exactly when the opponent has
// no win at once after it. A move that leaves no win at all, were the opponent to pass,
// cannot force one. Only the rest (threats of taking a dish card) go through forcedAfter.
func (b *board) forces(m Move, oppWins *int8) bool {
	if !b.over {
		nb, r := b.apply(m)
		return r == Ongoing && nb.forcedAfter()
	}
	me := b.mover
	l, dish := b.vals[me], b.dish
	switch m.From {
	case FromOwn:
		l[m.Give], l[m.Take] = l[m.Take], l[m.Give]
	case FromDish:
		dish[m.Take] = b.cards[me][m.Give]
		l[m.Give] = b.dish[m.Take] % 10
	}
	f := failing(&l)
	if f == 0 {
		return false // m wins at once
	}
	fit := fits(&l)
	if swapWins(&l, f, &fit) {
		if dish != b.dish {
			return !b.opponentWins(dish)
		}
		if *oppWins == 0 {
			*oppWins = 1
			if b.opponentWins(dish) {
				*oppWins = 2
			}
		}
		return *oppWins == 1
	}
	home := b.home(me)
	var take uint16 // values the mover may take from the dish
	for _, c := range dish {
		if c/10 != home {
			take |= 1 << (c % 10)
		}
	}
	for _, i := range replaceFor[f] {
		if fit[i]&take != 0 {
			nb, _ := b.apply(m)
			return nb.forcedAfter()
		}
	}
	return false
}

// opponentWins reports whether, after the trading round, the opponent of the player to
// move would have a win at once with this dish.
func (b *board) opponentWins(dish [2]uint8) bool {
	t := *b
	t.mover ^= 1
	t.dish = dish
	return t.hasWin()
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
