// Package duel is the two-player game of Ops ("trading", templates/rules/reference.md): the rules
// (Position, Move, Play), the JSON and text of positions and moves, the solver (wins in 1,
// forced wins in 2, refutations), the computer player and the seeded play that makes the
// daily duel puzzle.
//
// The solver is fast because it reads lines off precomputed bit-mask tables (tables.go)
// instead of making moves; spec.go holds the same answers written plainly (SolvePlain,
// RefutePlain), the specification the solver is tested and fuzzed against.
package duel

import (
	"errors"
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// The game of templates/rules/reference.md ("trading"): two layouts, one per
// player, and a dish of two tens. Player S starts with A-9 of spades in the natural
// layout, player H with A-9 of hearts, and the dish holds 10S and 10H. S moves first.
//
// Readings chosen where the rules are loose (also on the site's rules page):
//   - A ten counts 0, as in the solitaire.
//   - A move that makes only the opponent's layout provable (an exchange between the
//     layouts can do that) ends the game at once, and the opponent wins: a player whose
//     layout becomes provable wins, whoever made it so.
//   - last_taken forbids taking back any card of the value just taken from the mover's
//     layout, whatever its suit.
//   - A swap within one's own layout names its two positions in either order; the solver
//     and the move lists name it with the smaller position first (give < index).
//   - The trading round closes when a layout becomes locked after any move (an exchange
//     with the dish can lock the mover's own layout too). Without the variation it stays
//     closed for the rest of the game.
//   - In the variation, the move that closes a trading round opens a new one at once with
//     the home suits switched: each player's home suit becomes the other suit, for the
//     home-suit rule and for locks. Every later lock switches them again.

// Player is one of the two players, named by their starting home suit.
type Player uint8

// The two players: S starts with spades and moves first, H starts with hearts.
const (
	PlayerS Player = 0
	PlayerH Player = 1
)

// String returns "S" or "H".
func (p Player) String() string { return string("SH"[p&1]) }

// Opponent returns the other player.
func (p Player) Opponent() Player { return p ^ 1 }

// MarshalText writes "S" or "H".
func (p Player) MarshalText() ([]byte, error) {
	if p > PlayerH {
		return nil, fmt.Errorf("invalid player %d", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads "S" or "H" (either case).
func (p *Player) UnmarshalText(b []byte) error {
	switch string(b) {
	case "S", "s":
		*p = PlayerS
	case "H", "h":
		*p = PlayerH
	default:
		return fmt.Errorf("%w: player %q, want \"S\" or \"H\"", ErrPosition, b)
	}
	return nil
}

// Source is where the card a move takes comes from.
type Source uint8

// The three sources of a move.
const (
	FromOwn      Source = iota // a swap within the mover's own layout
	FromOpponent               // an exchange with the opponent's layout
	FromDish                   // an exchange with the dish
)

var sourceNames = [3]string{"own", "opponent", "dish"}

// String returns "own", "opponent" or "dish", the JSON names.
func (s Source) String() string {
	if s > FromDish {
		return "?"
	}
	return sourceNames[s]
}

// MarshalText writes the JSON name of the source.
func (s Source) MarshalText() ([]byte, error) {
	if s > FromDish {
		return nil, fmt.Errorf("invalid source %d", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "own", "opponent" or "dish".
func (s *Source) UnmarshalText(b []byte) error {
	for i, n := range sourceNames {
		if string(b) == n {
			*s = Source(i)
			return nil
		}
	}
	return fmt.Errorf("%w: take.from %q, want \"own\", \"opponent\" or \"dish\"", ErrMove, b)
}

// Move is one turn: the mover's card at position Give changes places with the card at
// Take of the mover's own layout, of the opponent's layout, or of the dish (0 or 1).
type Move struct {
	Give int
	From Source
	Take int
}

// String writes the move compactly with its indexes, like "p4<->opponent p0" or
// "p2<->dish 1": the numbers are the fields of Move, counted from 0 as in the JSON, not the
// positions p1-p9 of Describe and the pages. The regression table of generator pins moves in
// this form, so it never changes.
func (m Move) String() string {
	switch m.From {
	case FromOwn:
		return fmt.Sprintf("p%d<->p%d", m.Give, m.Take)
	case FromOpponent:
		return fmt.Sprintf("p%d<->opponent p%d", m.Give, m.Take)
	}
	return fmt.Sprintf("p%d<->dish %d", m.Give, m.Take)
}

// Normal returns the move with a swap's positions in increasing order; other moves are
// returned unchanged. Two moves are the same turn when their Normal forms are equal.
func (m Move) Normal() Move {
	if m.From == FromOwn && m.Take < m.Give {
		m.Give, m.Take = m.Take, m.Give
	}
	return m
}

// Result is what a move did, seen from the player who made it.
type Result uint8

// The results of a move.
const (
	Ongoing  Result = iota // no layout is provable: the game goes on
	Won                    // the mover's layout became provable: the mover wins
	LostBoth               // both layouts became provable at once: the mover loses
	LostGift               // only the opponent's layout became provable: the opponent wins
)

var resultNames = [4]string{"ongoing", "won", "lost-both", "lost-gift"}

// String returns "ongoing", "won", "lost-both" or "lost-gift".
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "?"
}

// Winner returns the winner after mover made a move with this result; ok is false while
// the game goes on.
func (r Result) Winner(mover Player) (winner Player, ok bool) {
	switch r {
	case Won:
		return mover, true
	case LostBoth, LostGift:
		return mover.Opponent(), true
	}
	return 0, false
}

// Position is a moment of the two-player game. The zero value is not a valid position;
// start from Start or ParsePosition.
type Position struct {
	Layouts [2][9]puzzles.Card // Layouts[PlayerS] and Layouts[PlayerH], indexes 0-8 (p1-p9)
	Dish    [2]puzzles.Card
	ToMove  Player
	// LastTaken is the value (0-9, a ten 0) the opponent took out of the mover's layout on
	// the move just before, or -1 when that move took nothing from it.
	LastTaken   int
	TradingOver bool
	// Variation opens a new trading round, home suits switched, whenever one closes.
	Variation bool
	// Switched reports that the home suits are switched (only in the variation): player S
	// then plays hearts as home suit, player H spades.
	Switched bool
}

// Errors wrapped by the two-player game.
var (
	ErrPosition = errors.New("bad position") // a position that cannot occur
	ErrMove     = errors.New("illegal move") // a move the rules forbid
)

// Start returns the opening position: both natural layouts, the two tens in the dish, S
// to move. variation selects the variation with switched home suits.
func Start(variation bool) Position {
	var p Position
	for i, v := range ops.Natural {
		p.Layouts[PlayerS][i] = puzzles.Card{Rank: puzzles.Rank(v), Suit: puzzles.Spades}
		p.Layouts[PlayerH][i] = puzzles.Card{Rank: puzzles.Rank(v), Suit: puzzles.Hearts}
	}
	p.Dish = [2]puzzles.Card{{Rank: puzzles.Ten, Suit: puzzles.Spades}, {Rank: puzzles.Ten, Suit: puzzles.Hearts}}
	p.LastTaken = -1
	p.Variation = variation
	return p
}

// Home returns the home suit of player q in this position.
func (p Position) Home(q Player) puzzles.Suit {
	if (q == PlayerH) != p.Switched {
		return puzzles.Hearts
	}
	return puzzles.Spades
}

// Locked reports whether q's layout is locked: made up entirely of the opponent's home suit.
func (p Position) Locked(q Player) bool {
	b := p.board()
	return b.locked(uint8(q))
}

// Provable reports whether q's layout is provable.
func (p Position) Provable(q Player) bool { return ops.Provable(ops.Values(p.Layouts[q])) }

// Validate checks that the position can occur: the twenty cards A-10 of spades and
// hearts each once, a player to move, a last_taken of -1 or 0-9, no lock while trading
// goes on, and no provable layout (the game would be over).
func (p Position) Validate() error {
	var seen [2][10]bool
	// where names the place of a card, written only for an error.
	check := func(where func() string, c puzzles.Card) error {
		if !c.Pip() || (c.Suit != puzzles.Spades && c.Suit != puzzles.Hearts) {
			return fmt.Errorf("%w: %s holds %v; the game uses only A-10 of spades and hearts", ErrPosition, where(), c)
		}
		s, v := codeOf(c)/10, codeOf(c)%10
		if seen[s][v] {
			return fmt.Errorf("%w: %v appears twice; each of the 20 cards A-10 of spades and hearts appears once", ErrPosition, c)
		}
		seen[s][v] = true
		return nil
	}
	for q := range 2 {
		for i, c := range p.Layouts[q] {
			if err := check(func() string { return fmt.Sprintf("layout %v p%d", Player(q), i+1) }, c); err != nil {
				return err
			}
		}
	}
	for i, c := range p.Dish {
		if err := check(func() string { return fmt.Sprintf("dish %d", i) }, c); err != nil {
			return err
		}
	}
	if p.ToMove > PlayerH {
		return fmt.Errorf("%w: to_move must be S or H", ErrPosition)
	}
	if p.LastTaken < -1 || p.LastTaken > 9 {
		return fmt.Errorf("%w: last_taken %d, want null or a value 0-9 (a ten is 0)", ErrPosition, p.LastTaken)
	}
	if p.Switched && !p.Variation {
		return fmt.Errorf("%w: home suits are switched only in the variation", ErrPosition)
	}
	b := p.board()
	for q := range uint8(2) {
		if !p.TradingOver && b.locked(q) {
			return fmt.Errorf("%w: layout %v is locked (all %s) but trading_over is false", ErrPosition, Player(q), p.Home(Player(q^1)).Name())
		}
		if ops.Provable(b.vals[q]) {
			return fmt.Errorf("%w: layout %v is provable, so the game is already over", ErrPosition, Player(q))
		}
	}
	return nil
}

// Moves lists every legal move of the player to move, in a fixed order: by Give, then
// swaps (Take > Give), exchanges with the opponent, exchanges with the dish, each by Take.
// The position must be valid.
func (p Position) Moves() []Move {
	var buf [maxMoves]Move
	b := p.board()
	return append([]Move(nil), b.moves(&buf)...)
}

// Reason names the rule an illegal move breaks (MoveError).
type Reason uint8

// The reasons a move is illegal, as Check finds them.
const (
	ReasonGive         Reason = iota // Give is not a position 0-8
	ReasonTake                       // Take is not a position 0-8
	ReasonSamePosition               // a swap of a position with itself
	ReasonTradingOver                // an exchange with the opponent after the trading round
	ReasonOwnSuit                    // taking one's own home suit from the opponent
	ReasonJustTaken                  // taking a card of the value the opponent just took
	ReasonDishIndex                  // a dish index that is not 0 or 1
	ReasonOwnSuitDish                // taking one's own home suit from the dish
	ReasonSource                     // an unknown source
)

var reasonNames = [...]string{"give", "take", "same_position", "trading_over", "own_suit", "just_taken", "dish_index", "own_suit_dish", "source"}

// String returns the reason's name, like "own_suit": a key a caller can word it by.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// MoveError is why a move is illegal: the rule it breaks and the values the rule names,
// for a caller to word (the site words it in its language; Error in English). It wraps
// ErrMove.
type MoveError struct {
	Reason Reason
	Move   Move
	// Card is the card the move takes (ReasonOwnSuit, ReasonJustTaken, ReasonOwnSuitDish),
	// Home the mover's home suit (ReasonOwnSuit, ReasonOwnSuitDish) and Value the value the
	// opponent just took (ReasonJustTaken).
	Card  puzzles.Card
	Home  puzzles.Suit
	Value int
}

// Unwrap returns ErrMove.
func (e *MoveError) Unwrap() error { return ErrMove }

// Error says why the move is illegal in English, after ErrMove's text.
func (e *MoveError) Error() string { return ErrMove.Error() + ": " + e.English() }

// English says why the move is illegal in English, as a sentence without ErrMove's text.
func (e *MoveError) English() string {
	m := e.Move
	switch e.Reason {
	case ReasonGive:
		return fmt.Sprintf("give %d is not a position 0-8", m.Give)
	case ReasonTake:
		return fmt.Sprintf("take.index %d is not a position 0-8", m.Take)
	case ReasonSamePosition:
		return fmt.Sprintf("a swap needs two different positions, got p%d twice", m.Give+1)
	case ReasonTradingOver:
		return "the trading round is over (a layout is locked): swap within your layout or exchange with the dish"
	case ReasonOwnSuit:
		return fmt.Sprintf("you may not take %v from the opponent's layout: %s is your home suit", e.Card, e.Home.Name())
	case ReasonJustTaken:
		return fmt.Sprintf("you may not take %v: the opponent just took your %s", e.Card, e.Card.Rank.Name())
	case ReasonDishIndex:
		return fmt.Sprintf("dish index %d, want 0 or 1", m.Take)
	case ReasonOwnSuitDish:
		return fmt.Sprintf("you may not take %v from the dish: %s is your home suit", e.Card, e.Home.Name())
	}
	return fmt.Sprintf("unknown source %d", m.From)
}

// Check reports why m is illegal in p, or nil when it is legal. Its errors are a
// *MoveError, which wraps ErrMove.
func (p Position) Check(m Move) error {
	bad := func(r Reason) error { return &MoveError{Reason: r, Move: m} }
	if m.Give < 0 || m.Give > 8 {
		return bad(ReasonGive)
	}
	home := p.Home(p.ToMove)
	switch m.From {
	case FromOwn:
		if m.Take < 0 || m.Take > 8 {
			return bad(ReasonTake)
		}
		if m.Take == m.Give {
			return bad(ReasonSamePosition)
		}
	case FromOpponent:
		if m.Take < 0 || m.Take > 8 {
			return bad(ReasonTake)
		}
		if p.TradingOver {
			return bad(ReasonTradingOver)
		}
		c := p.Layouts[p.ToMove.Opponent()][m.Take]
		if c.Suit == home {
			return &MoveError{Reason: ReasonOwnSuit, Move: m, Card: c, Home: home}
		}
		if v := c.Value() % 10; v == p.LastTaken {
			return &MoveError{Reason: ReasonJustTaken, Move: m, Card: c, Value: v}
		}
	case FromDish:
		if m.Take < 0 || m.Take > 1 {
			return bad(ReasonDishIndex)
		}
		if c := p.Dish[m.Take]; c.Suit == home {
			return &MoveError{Reason: ReasonOwnSuitDish, Move: m, Card: c, Home: home}
		}
	default:
		return bad(ReasonSource)
	}
	return nil
}

// Play makes move m and returns the new position (the opponent to move) and the result.
// It fails, leaving nothing changed, when m is illegal.
func (p Position) Play(m Move) (Position, Result, error) {
	if err := p.Check(m); err != nil {
		return p, Ongoing, err
	}
	b, r := p.board().apply(m)
	return b.position(), r, nil
}

// maxMoves bounds the number of legal moves: 36 swaps, 81 exchanges with the opponent,
// 18 with the dish.
const maxMoves = 36 + 81 + 18

// board is the solver's compact copy of a Position. A card is a code, its value plus ten
// times its suit (0 spades, 1 hearts); vals holds the values for Provable.
type board struct {
	cards     [2][9]uint8
	vals      [2]ops.Layout
	dish      [2]uint8
	mover     uint8
	last      int8
	over      bool
	variation bool
	switched  bool
}

// codeOf returns the board code of a spade or heart pip card.
func codeOf(c puzzles.Card) uint8 {
	v := uint8(c.Value() % 10)
	if c.Suit == puzzles.Hearts {
		return 10 + v
	}
	return v
}

// cardOf is the inverse of codeOf.
func cardOf(code uint8) puzzles.Card {
	r := puzzles.Rank(code % 10)
	if r == 0 {
		r = puzzles.Ten
	}
	if code >= 10 {
		return puzzles.Card{Rank: r, Suit: puzzles.Hearts}
	}
	return puzzles.Card{Rank: r, Suit: puzzles.Spades}
}

func (p Position) board() board {
	var b board
	for q := range 2 {
		for i, c := range p.Layouts[q] {
			b.cards[q][i] = codeOf(c)
			b.vals[q][i] = codeOf(c) % 10
		}
	}
	b.dish = [2]uint8{codeOf(p.Dish[0]), codeOf(p.Dish[1])}
	b.mover = uint8(p.ToMove & 1)
	b.last = int8(p.LastTaken)
	b.over, b.variation, b.switched = p.TradingOver, p.Variation, p.Switched
	return b
}

func (b *board) position() Position {
	var p Position
	for q := range 2 {
		for i, c := range b.cards[q] {
			p.Layouts[q][i] = cardOf(c)
		}
	}
	p.Dish = [2]puzzles.Card{cardOf(b.dish[0]), cardOf(b.dish[1])}
	p.ToMove = Player(b.mover)
	p.LastTaken = int(b.last)
	p.TradingOver, p.Variation, p.Switched = b.over, b.variation, b.switched
	return p
}

// home returns the suit index (0 spades, 1 hearts) of player q's home suit.
func (b *board) home(q uint8) uint8 {
	if b.switched {
		return q ^ 1
	}
	return q
}

// locked reports whether q's layout is all of the opponent's home suit.
func (b *board) locked(q uint8) bool {
	s := b.home(q ^ 1)
	for _, c := range b.cards[q] {
		if c/10 != s {
			return false
		}
	}
	return true
}

// moves writes the legal moves into buf, in the order of Position.Moves.
func (b *board) moves(buf *[maxMoves]Move) []Move {
	out := buf[:0]
	for m := range b.eachMove {
		out = append(out, m)
	}
	return out
}

// eachMove yields the legal moves in the order of Position.Moves, for callers that stop
// early and need no list.
func (b *board) eachMove(yield func(Move) bool) {
	me := b.mover
	home := b.home(me)
	for g := range 9 {
		for t := g + 1; t < 9; t++ {
			if !yield(Move{g, FromOwn, t}) {
				return
			}
		}
		if !b.over {
			for t, c := range b.cards[me^1] {
				if c/10 != home && int8(c%10) != b.last && !yield(Move{g, FromOpponent, t}) {
					return
				}
			}
		}
		for t, c := range b.dish {
			if c/10 != home && !yield(Move{g, FromDish, t}) {
				return
			}
		}
	}
}

// apply makes a legal move and returns the new board, the opponent to move.
func (b board) apply(m Move) (board, Result) {
	me, op := b.mover, b.mover^1
	g, t := m.Give, m.Take
	r := Ongoing
	switch m.From {
	case FromOwn:
		b.cards[me][g], b.cards[me][t] = b.cards[me][t], b.cards[me][g]
		b.vals[me][g], b.vals[me][t] = b.vals[me][t], b.vals[me][g]
		b.last = -1
		if failing(&b.vals[me]) == 0 {
			r = Won
		}
	case FromOpponent:
		c := b.cards[op][t]
		b.cards[op][t], b.cards[me][g] = b.cards[me][g], c
		b.vals[op][t], b.vals[me][g] = b.vals[me][g], c%10
		b.last = int8(c % 10)
		pm, po := failing(&b.vals[me]) == 0, failing(&b.vals[op]) == 0
		switch {
		case pm && po:
			r = LostBoth
		case pm:
			r = Won
		case po:
			r = LostGift
		}
	case FromDish:
		c := b.dish[t]
		b.dish[t], b.cards[me][g] = b.cards[me][g], c
		b.vals[me][g] = c % 10
		b.last = -1
		if failing(&b.vals[me]) == 0 {
			r = Won
		}
	}
	if m.From != FromOwn && !b.over && (b.locked(0) || b.locked(1)) {
		if b.variation {
			b.switched = !b.switched
		} else {
			b.over = true
		}
	}
	b.mover = op
	return b, r
}
