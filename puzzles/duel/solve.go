package duel

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// Solution lists the winning moves of a position of the two-player game.
type Solution struct {
	// WinIn1 lists every move that wins at once: it makes the mover's layout provable
	// and not the opponent's.
	WinIn1 []Move `json:"winning_moves_1"`
	// WinIn2 lists every move that forces a win on the mover's next turn: it does not end
	// the game, no reply wins for the opponent, and after every reply that does not end
	// the game the mover has a move that wins at once.
	WinIn2 []Move `json:"winning_moves_2"`
}

// Solve finds every win in 1 and every forced win in 2 of a valid position. Moves are
// listed in the order of Position.Moves.
func Solve(p Position) Solution {
	b := p.board()
	return Solution{WinIn1: b.winsIn1(), WinIn2: b.winsIn2()}
}

// WinsIn1 lists every move that wins at once.
func WinsIn1(p Position) []Move {
	b := p.board()
	return b.winsIn1()
}

// failing returns the mask of the ops.Lines that do not hold in l (bit k for ops.Lines[k]), read
// off the proof's line table (results; see holds) without branches. The layout is
// provable when it is 0. TestFailing checks it against Check.
func failing(l *ops.Layout) uint8 {
	// Values are 0-9, so the shift counts are masked to 4 bits to spare their checks.
	h := results[l[0]][l[1]]>>(l[2]&15)&1 | results[l[3]][l[4]]>>(l[5]&15)&1<<1 |
		results[l[0]][l[3]]>>(l[6]&15)&1<<2 | results[l[1]][l[4]]>>(l[7]&15)&1<<3
	return uint8(h) ^ 15
}

// lineFits is what the lines of one layout say about changing its cards: fail is the
// mask of its failing lines (as failing), and m[3k+s] the values (bit v) that would make
// line k hold were the card in its slot s replaced, the other two kept (see slotsOf);
// m[12] to m[15] hold every value.
type lineFits struct {
	fail uint8
	m    [16]uint16
}

// fitsOf reads the lines of l, written out in the order of ops.Lines (TestFailing checks it
// against Check).
func fitsOf(l *ops.Layout) lineFits {
	p0, p1, p2, p3, p4, p5, p6, p7 := l[0]&15, l[1]&15, l[2]&15, l[3]&15, l[4]&15, l[5]&15, l[6]&15, l[7]&15
	const all = 1<<10 - 1
	lf := lineFits{m: [16]uint16{
		firstFor[p1][p2], secondFor[p0][p2], results[p0][p1], // row 0: p0 p1 = p2
		firstFor[p4][p5], secondFor[p3][p5], results[p3][p4], // row 1: p3 p4 = p5
		firstFor[p3][p6], secondFor[p0][p6], results[p0][p3], // column 0: p0 p3 = p6
		firstFor[p4][p7], secondFor[p1][p7], results[p1][p4], // column 1: p1 p4 = p7
		all, all, all, all,
	}}
	lf.fail = uint8(lf.m[2]>>p2&1|lf.m[5]>>p5&1<<1|lf.m[8]>>p6&1<<2|lf.m[11]>>p7&1<<3) ^ 15
	return lf
}

// fits returns, for each position, the values that would make every line through it hold
// were its card alone replaced by one; the hole fits any value.
func (lf *lineFits) fits() [9]uint16 {
	var fit [9]uint16
	for i, x := range slotsOf {
		fit[i] = lf.m[x[0]&15] & lf.m[x[1]&15]
	}
	return fit
}

// miss returns line, a line's bit, unless value v is among the values fit.
func miss(line uint8, fit uint16, v uint8) uint8 { return line &^ -uint8(fit>>(v&15)&1) }

// put returns the mask of the failing lines were the card at position i replaced by a
// card of value v.
func (lf *lineFits) put(i int, v uint8) uint8 {
	x := slotsOf[i]
	return lf.fail&^linesOf[i] | miss(slotLine[x[0]&15], lf.m[x[0]&15], v) | miss(slotLine[x[1]&15], lf.m[x[1]&15], v)
}

// swap returns the mask of the failing lines of l (read as lf) were swap s made.
func (lf *lineFits) swap(l *ops.Layout, s *pair) uint8 {
	vi, vj := l[s.i], l[s.j]
	o := &s.off
	f := lf.fail&^s.lines |
		miss(slotLine[o[0]&15], lf.m[o[0]&15], vj) | miss(slotLine[o[1]&15], lf.m[o[1]&15], vj) |
		miss(slotLine[o[2]&15], lf.m[o[2]&15], vi) | miss(slotLine[o[3]&15], lf.m[o[3]&15], vi)
	if s.bit != 0 {
		f |= miss(s.bit, results[l[s.read[0]]][l[s.read[1]]], l[s.read[2]])
	}
	return f
}

// swapWins reports whether swapping two cards of l makes it provable; lf is fitsOf(l)
// and fit is lf.fits(). One of the two cards lies on the first failing line. When the
// other shares no line with it, each must fit the other's place: the candidates are found
// through the positions of each value that fits; swaps of two cards on one line are tried
// through that line first.
func swapWins(l *ops.Layout, lf *lineFits, fit *[9]uint16) bool {
	f := lf.fail
	if f == 0 {
		swaps := swapsFor[0]
		for k := range swaps {
			if swapProves(l, lf, fit, &swaps[k]) {
				return true
			}
		}
		return false
	}
	var at [16]uint16 // at[v] is the mask of the positions holding value v
	for p, v := range l {
		at[v&15] |= 1 << p
	}
	k := bits.TrailingZeros8(f) & 3
	line := &ops.Lines[k]
	onLine := uint16(1)<<line.A | uint16(1)<<line.B | uint16(1)<<line.Result
	for slot, i := range [3]int{line.A, line.B, line.Result} {
		cover := coverOf[f][i]
		var js, mend uint16 // positions of the values that fit at i, that mend the line there
		for vs := fit[i]; vs != 0; vs &= vs - 1 {
			js |= at[bits.TrailingZeros16(vs)&15]
		}
		for js &= cover &^ partners[i]; js != 0; js &= js - 1 {
			if j := bits.TrailingZeros16(js); fit[j]>>(l[i]&15)&1 != 0 {
				return true
			}
		}
		for vs := lf.m[3*k+slot]; vs != 0; vs &= vs - 1 {
			mend |= at[bits.TrailingZeros16(vs)&15]
		}
		// A partner on the failing line swaps two of its cards; one off it must mend it.
		for js := cover & partners[i] & (mend | onLine); js != 0; js &= js - 1 {
			s := swapAt[i][bits.TrailingZeros16(js)&15]
			if holds(l[s.read[0]], l[s.read[1]], l[s.read[2]]) && lf.swap(l, s) == 0 {
				return true
			}
		}
	}
	return false
}

// swapProves reports whether swap s makes l provable, for a swap that meets every failing
// line of l (from swapsFor). For two positions on no common line, each card must fit the
// other's place; for two on one, that line is tried first.
func swapProves(l *ops.Layout, lf *lineFits, fit *[9]uint16, s *pair) bool {
	if s.bit == 0 {
		return (fit[s.i]>>l[s.j])&(fit[s.j]>>l[s.i])&1 != 0
	}
	return holds(l[s.read[0]], l[s.read[1]], l[s.read[2]]) && lf.swap(l, s) == 0
}

// hasSwapWin reports whether the player to move wins at once by a swap within their layout.
func (b *board) hasSwapWin() bool {
	l := &b.vals[b.mover]
	lf := fitsOf(l)
	fit := lf.fits()
	return swapWins(l, &lf, &fit)
}

// hasWin reports whether the player to move has a move that wins at once. It is the
// solver's inner loop: a move changes at most two positions, so only moves whose positions
// meet every failing line are tried, and a card put in place of another wins when its
// value fits there.
func (b *board) hasWin() bool {
	lf := fitsOf(&b.vals[b.mover])
	return b.hasWinBy(&lf)
}

// hasWinBy is hasWin with the lines of the mover's layout read already (lf).
func (b *board) hasWinBy(lf *lineFits) bool {
	fit := lf.fits()
	return swapWins(&b.vals[b.mover], lf, &fit) || b.hasTradeWin(lf, &fit)
}

// hasTradeWin reports whether the player to move wins at once by taking a card of the dish
// or, while trading lasts, of the opponent's layout; lf is fitsOf of the mover's layout and
// fit is lf.fits(). With swapWins it is hasWin: the refutations, which meet the same layout
// of the mover after many replies, read its lines and its swaps once.
func (b *board) hasTradeWin(lf *lineFits, fit *[9]uint16) bool {
	home := b.home(b.mover)
	var dish uint16 // values that may be taken from the dish
	for _, c := range b.dish {
		if c/10 != home {
			dish |= 1 << (c % 10)
		}
	}
	take := b.takeable()
	for _, i := range replaceFor[lf.fail] {
		if fit[i]&dish != 0 {
			return true
		}
		for ts := take.of(fit[i]); ts != 0; ts &= ts - 1 {
			if b.keepsOut(i, bits.TrailingZeros16(ts)) {
				return true
			}
		}
	}
	return false
}

// takeable is, by value, the positions of the opponent's cards the player to move may
// take (bit t for position t); see board.takeable.
type takeable [16]uint16

// of returns the positions of the cards that may be taken whose values are among vs (bit v
// for value v).
func (at *takeable) of(vs uint16) uint16 {
	var ts uint16
	for ; vs != 0; vs &= vs - 1 {
		ts |= at[bits.TrailingZeros16(vs)&15]
	}
	return ts
}

// takeable returns the opponent's cards the player to move may take: while trading lasts,
// those not of the mover's home suit nor of the value just taken; none after.
func (b *board) takeable() takeable {
	var at takeable
	if !b.over {
		home := b.home(b.mover)
		for t, c := range b.cards[b.mover^1] {
			if c/10 != home && int8(c%10) != b.last {
				at[c%10] |= 1 << t
			}
		}
	}
	return at
}

// keepsOut reports whether exchanging the mover's card at i for the opponent's at t
// leaves the opponent's layout unprovable: a taking that proves the mover's layout wins
// only then.
func (b *board) keepsOut(i, t int) bool {
	o := b.vals[b.mover^1]
	o[t] = b.vals[b.mover][i]
	return failing(&o) != 0
}

// winsIn1 lists the moves that win at once, in move order.
func (b *board) winsIn1() []Move {
	out := []Move{}
	for m := range b.eachWin {
		out = append(out, m)
	}
	return out
}

// eachWin yields the moves that win at once, in move order. Only moves whose positions
// meet every failing line are tried, by the lines' fits rather than by making them.
func (b *board) eachWin(yield func(Move) bool) {
	lf := fitsOf(&b.vals[b.mover])
	fit := lf.fits()
	b.eachWinBy(&lf, &fit, true, yield)
}

// eachWinBy is eachWin with the lines of the mover's layout read already: lf is its fitsOf
// and fit is lf.fits(). Swaps within the layout are tried only when swaps is set (a caller
// that knows no swap of this layout wins passes false).
func (b *board) eachWinBy(lf *lineFits, fit *[9]uint16, swaps bool, yield func(Move) bool) {
	me := b.mover
	l := &b.vals[me]
	home := b.home(me)
	take := b.takeable()
	var trySwaps []pair
	if swaps {
		trySwaps = swapsFor[lf.fail]
	}
	for g := range 9 {
		for ; len(trySwaps) > 0 && trySwaps[0].i == g; trySwaps = trySwaps[1:] {
			if swapProves(l, lf, fit, &trySwaps[0]) && !yield(Move{g, FromOwn, trySwaps[0].j}) {
				return
			}
		}
		if lf.fail&^linesOf[g] != 0 {
			continue
		}
		for ts := take.of(fit[g]); ts != 0; ts &= ts - 1 {
			if t := bits.TrailingZeros16(ts); b.keepsOut(g, t) && !yield(Move{g, FromOpponent, t}) {
				return
			}
		}
		for t, c := range b.dish {
			if c/10 != home && fit[g]>>(c%10)&1 != 0 && !yield(Move{g, FromDish, t}) {
				return
			}
		}
	}
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
// Were the opponent to pass (a swap of their own), the mover would need a win at once:
// a move that leaves none cannot force one, and is told at once from the layout it leaves.
// After the trading round no reply touches the mover's layout, so the rest is told here
// too: a threat of a swap within the layout stands whatever the reply, and a threat of
// taking a dish card stands unless an exchange of the opponent's with the dish leaves no
// dish card that wins. Then m forces a win exactly when the threat stands and the
// opponent has no win at once. While trading lasts, forcedAfter tries every reply.
func (b *board) forces(m Move, oppWins *int8) bool {
	me, op := b.mover, b.mover^1
	home := b.home(me)
	l, dish, opp := b.vals[me], b.dish, b.cards[op]
	switch m.From {
	case FromOwn:
		l[m.Give], l[m.Take] = l[m.Take], l[m.Give]
	case FromOpponent:
		opp[m.Take] = b.cards[me][m.Give]
		l[m.Give] = b.cards[op][m.Take] % 10
	case FromDish:
		dish[m.Take] = b.cards[me][m.Give]
		l[m.Give] = b.dish[m.Take] % 10
	}
	lf := fitsOf(&l)
	if lf.fail == 0 {
		return false // m ends the game
	}
	fit := lf.fits()
	swap := swapWins(&l, &lf, &fit)
	var reach uint16 // values that prove l in place of one of its cards
	for _, i := range replaceFor[lf.fail] {
		reach |= fit[i]
	}
	wins := func(c uint8) bool { return c/10 != home && reach>>(c%10)&1 != 0 }
	dishWin := [2]bool{wins(dish[0]), wins(dish[1])}
	if !b.over {
		if !swap && !dishWin[0] && !dishWin[1] && !slices.ContainsFunc(opp[:], wins) {
			return false
		}
		nb, r := b.apply(m)
		return r == Ongoing && nb.forcedAfter()
	}
	if !swap && !dishWin[0] && !dishWin[1] {
		return false
	}
	if dish != b.dish {
		if b.opponentWins(dish) {
			return false
		}
	} else {
		if *oppWins == 0 {
			*oppWins = 1
			if b.opponentWins(dish) {
				*oppWins = 2
			}
		}
		if *oppWins == 2 {
			return false
		}
	}
	if swap {
		return true
	}
	opHome := b.home(op)
	for k, c := range dish {
		if c/10 == opHome || dishWin[1-k] {
			continue // the opponent may not take it, or the other card still wins
		}
		for _, c := range opp {
			if !wins(c) {
				return false // the opponent puts that card in the dish
			}
		}
	}
	return true
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
// A threat of a swap within the threatening layout stands against every reply that does
// not take a card from it, so then only whether such a reply wins at once is asked.
func (b *board) forcedAfter() bool {
	swapThreat := false
	holds := func(m Move) bool {
		nb, r := b.apply(m)
		switch r {
		case Won:
			return false
		case Ongoing:
			return swapThreat && m.From != FromOpponent || nb.hasWin()
		}
		return true // the reply lost at once
	}
	// One quiet swap first, then the exchanges that can take a card from the threat,
	// then the dish, then the other swaps.
	if !holds(Move{0, FromOwn, 1}) {
		return false
	}
	t := *b
	t.mover ^= 1
	swapThreat = t.hasSwapWin()
	if b.over && swapThreat {
		// After the trading round no reply touches the threatening layout: only a reply
		// that wins at once refutes the threat.
		return !b.hasWin()
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
	return newRefuter(&b).refute(m.Normal())
}

// Refutation is Refute's answer to one move.
type Refutation struct {
	Move   Move   // the move refuted, as Position.Moves lists it
	Reply  Move   // Refute's reply, when OK
	Result Result // Refute's result
	OK     bool   // Refute's ok
}

// Refutations yields Refute's answer to every legal move of a valid position, in the
// order of Position.Moves: what Refute(p, m) returns for each m of p.Moves(), found on
// one board and with no list made.
func Refutations(p Position) iter.Seq[Refutation] {
	return func(yield func(Refutation) bool) {
		b := p.board()
		rf := newRefuter(&b)
		for m := range b.eachMove {
			r := Refutation{Move: m}
			r.Reply, r.Result, r.OK = rf.refute(m)
			if !yield(r) {
				return
			}
		}
	}
}

// refuter refutes the moves of one board. It reads the opponent's layout once (lf, fit,
// and whether a swap within it wins): every move that takes no card from it (a swap of the
// mover's own, an exchange with the dish) leaves it as it is, and the opponent's wins are
// read off it.
type refuter struct {
	b    *board
	lf   lineFits
	fit  [9]uint16
	swap bool
}

// newRefuter reads the lines of the opponent's layout of b.
func newRefuter(b *board) *refuter {
	l := &b.vals[b.mover^1]
	r := &refuter{b: b, lf: fitsOf(l)}
	r.fit = r.lf.fits()
	r.swap = swapWins(l, &r.lf, &r.fit)
	return r
}

// refute is Refute of a legal move in normal form. The replies are tried in move order
// without a list. A reply that stops the mover must leave them no win at once: when the
// first reply, a quiet swap, does not, the mover has a threat that such a reply keeps. A
// threat of a swap within the mover's layout stands against every reply that takes no card
// from it, and a threat of taking a dish card against every swap: those replies are passed
// over unplayed. The mover's layout after m, the same after every reply that takes no card
// from it, has its lines and swaps read once.
func (rf *refuter) refute(m Move) (Move, Result, bool) {
	nb, res := rf.b.apply(m)
	if res != Ongoing {
		return Move{}, res, false
	}
	theirs, theirFit, swaps := &rf.lf, &rf.fit, rf.swap
	if m.From == FromOpponent { // m took a card of the opponent's layout
		lf := fitsOf(&nb.vals[nb.mover])
		fit := lf.fits()
		theirs, theirFit, swaps = &lf, &fit, true
	}
	var win Move
	won := false
	nb.eachWinBy(theirs, theirFit, swaps, func(w Move) bool {
		win, won = w, true
		return false
	})
	if won {
		return win, Won, true // the first reply that wins, in move order
	}
	// No reply wins, so each either goes on or loses at once (an exchange between the
	// layouts that makes the opponent's provable).
	t := nb
	t.mover ^= 1
	mine := &t.vals[t.mover]
	lf := fitsOf(mine)
	fit := lf.fits()
	swapThreat := swapWins(mine, &lf, &fit)
	stops := func(reply Move) bool {
		nb2, r := nb.apply(reply)
		if r != Ongoing {
			return false
		}
		if reply.From == FromOpponent {
			return !nb2.hasWin() // the reply took a card of the mover's layout
		}
		return !swapThreat && !nb2.hasTradeWin(&lf, &fit)
	}
	first := Move{0, FromOwn, 1}
	if stops(first) {
		return first, Ongoing, true
	}
	dishThreat := swapThreat || t.hasDishWin(&lf, &fit)
	for reply := range nb.eachMove {
		switch {
		case reply == first, reply.From == FromOwn && dishThreat, reply.From == FromDish && swapThreat:
			continue
		}
		if stops(reply) {
			return reply, Ongoing, true
		}
	}
	return Move{}, Ongoing, false
}

// hasDishWin reports whether the player to move wins at once by taking a card of the dish;
// lf is fitsOf of the mover's layout and fit is lf.fits().
func (b *board) hasDishWin(lf *lineFits, fit *[9]uint16) bool {
	home := b.home(b.mover)
	for _, i := range replaceFor[lf.fail] {
		for _, c := range b.dish {
			if c/10 != home && fit[i]>>(c%10)&1 != 0 {
				return true
			}
		}
	}
	return false
}
