package duel

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/i18n"
)

// ErrAnswers is wrapped when a record's duel is not one the daily page can answer: its
// tries do not list the position's legal moves in order, or disagree with its winning
// moves.
var ErrAnswers = errors.New("daily duel")

// Tries returns the verdict of every legal move of the puzzle's position, in the order of
// Position.Moves, as the record holds them (the generator judged them with engine.Judge),
// after checking them against the position: one try per legal move, each with a verdict,
// the winning ones exactly the record's winning moves.
func Tries(d *generator.DuelPuzzle) ([]engine.Try, error) {
	if err := check(d); err != nil {
		return nil, err
	}
	return d.Tries, nil
}

// check validates a record's duel for the page.
func check(d *generator.DuelPuzzle) error {
	p := d.Position
	if d.WinIn != 1 && d.WinIn != 2 {
		return fmt.Errorf("%w: win_in %d, want 1 or 2", ErrAnswers, d.WinIn)
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrAnswers, err)
	}
	moves := p.Moves()
	if len(d.Tries) != len(moves) {
		return fmt.Errorf("%w: %d tries judged for %d legal moves", ErrAnswers, len(d.Tries), len(moves))
	}
	wins := 0
	for i, t := range d.Tries {
		switch {
		case t.Move != moves[i]:
			return fmt.Errorf("%w: try %d is %v, the legal move there %v", ErrAnswers, i, t.Move, moves[i])
		case !t.Verdict.Valid():
			return fmt.Errorf("%w: %v has no verdict", ErrAnswers, t.Move)
		case (t.Verdict == engine.Wins) != slices.Contains(d.WinningMoves, t.Move):
			return fmt.Errorf("%w: the record's winning moves %v disagree with its tries about %v", ErrAnswers, d.WinningMoves, t.Move)
		}
		if t.Verdict == engine.Wins {
			wins++
		}
	}
	if wins != len(d.WinningMoves) || wins == 0 {
		return fmt.Errorf("%w: the record lists %d winning moves, %d of them legal tries", ErrAnswers, len(d.WinningMoves), wins)
	}
	return nil
}

// Slot numbers a try by the places of its two cards: 20 times the position of the card
// given (0-8), plus the place of the card taken: 0-8 the mover's own layout, 9-17 the
// opponent's, 18-19 the dish. duel-daily.js numbers tries the same way.
func Slot(m engine.Move) int {
	return m.Give*20 + [3]int{0, 9, 18}[m.From] + m.Take
}

// Slots is the number of slots, 9 x 20.
const Slots = 9 * 20

// code is a card as the duel's scripts write it: its value (a ten 0), plus 10 for hearts.
func code(c puzzles.Card) int {
	v := c.Value() % 10
	if c.Suit == puzzles.Hearts {
		v += 10
	}
	return v
}

// AppendAnswers appends the JSON of the daily duel puzzle that duel-daily.js reads: the
// position to draw and the verdict of every try, so that the page needs no rules:
//
//	{"n": win_in, "b": {"c": [[9 codes], [9 codes]], "d": [2 codes], "m": player to move,
//	                    "last": value or -1, "over": bool, "h": [home suit of S, of H],
//	                    "k": [S locked, H locked]},
//	 "v": one character per Slot (180): "W", "B", "G" or "T", a verdict; "a" + i for a try
//	      answered by the reply r[i]; "0" + i for a try the rules refuse, for the reason
//	      x[i]; "." for no try (a card with itself, or a swap named larger position first),
//	 "r": [the distinct replies to tries of kinds R and N, in slot order of first use,
//	       each the verdict then the reply's card given, source (0 own, 1 opponent, 2 dish)
//	       and card taken, as "R" + "a" + code + "0" + "a" + code],
//	 "x": [the engine's reasons in the words of cat (the messages duelday.why_ and the
//	       duel.Reason's name), "@" standing for the card taken, which the script names
//	       shown with its suit sign or spoken in words]}
//
// A card's code is its value (a ten 0) plus 10 for hearts; suits 0 spades, 1 hearts;
// players 0 S, 1 H.
func AppendAnswers(b []byte, d *generator.DuelPuzzle, cat *i18n.Catalog) ([]byte, error) {
	// The verdicts by slot, 0 for none.
	if err := check(d); err != nil {
		return nil, err
	}
	var bySlot [Slots]engine.Try
	for _, t := range d.Tries {
		bySlot[Slot(t.Move)] = t
	}
	p := d.Position
	// v holds a character per slot, 0 until known. Replies are told by their cards, so
	// the page needs no position after the try.
	var v [Slots]rune
	for g := range 9 {
		for t := range g + 1 {
			v[Slot(engine.Move{Give: g, From: engine.FromOwn, Take: t})] = '.'
		}
	}
	var replies []string
	for s := range bySlot {
		t := &bySlot[s]
		switch {
		case t.Verdict == 0:
			continue
		case !t.Verdict.Replied():
			v[s] = rune(t.Verdict)
			continue
		}
		give, take := cardsOf(exchanged(p, t.Move), t.Reply)
		r := string([]byte{byte(t.Verdict), byte('a' + code(give)), byte('0' + t.Reply.From), byte('a' + code(take))})
		k := slices.Index(replies, r)
		if k < 0 {
			k = len(replies)
			replies = append(replies, r)
		}
		v[s] = rune('a' + k)
	}
	// Every other slot is an illegal try, taking a card from the opponent or the dish
	// that the rules refuse whatever the card given: the engine says why.
	var reasons []string
	// said keeps the reason found for a source, a suit and whether the card's value is
	// the one just taken: all that Position.Check reads of the card taken. (Check costs
	// an error each.)
	type cause struct {
		from engine.Source
		suit puzzles.Suit
		last bool
	}
	said := map[cause]string{}
	for s := range Slots {
		if v[s] != 0 {
			continue
		}
		m := engine.Move{Give: s / 20, From: engine.FromOpponent, Take: s%20 - 9}
		if s%20 >= 18 {
			m.From, m.Take = engine.FromDish, s%20-18
		}
		if s%20 < 9 || m.Give > 0 {
			return nil, fmt.Errorf("%w: %v is neither a legal move nor refused by the rules", ErrAnswers, m)
		}
		_, c := cardsOf(p, m)
		key := cause{m.From, c.Suit, c.Value()%10 == p.LastTaken}
		why, ok := said[key]
		if !ok {
			err := p.Check(m)
			if err == nil {
				return nil, fmt.Errorf("%w: %v is legal but has no verdict", ErrAnswers, m)
			}
			var me *engine.MoveError
			if !errors.As(err, &me) {
				return nil, fmt.Errorf("%w: %v: %w", ErrAnswers, m, err)
			}
			// The card taken is "@", which the script names: one reason serves every
			// card refused for the same rule.
			if why, err = reason(cat, me); err != nil {
				return nil, fmt.Errorf("%w: %v: %w", ErrAnswers, m, err)
			}
			said[key] = why
		}
		k := slices.Index(reasons, why)
		if k < 0 {
			k = len(reasons)
			reasons = append(reasons, why)
		}
		if k >= 10 {
			return nil, fmt.Errorf("%w: %v: more than ten reasons", ErrAnswers, m)
		}
		for g := range 9 {
			if v[g*20+s] != 0 {
				return nil, fmt.Errorf("%w: %v is refused but not with every card given", ErrAnswers, m)
			}
			v[g*20+s] = rune('0' + k)
		}
	}

	b = append(b, `{"n":`...)
	b = strconv.AppendInt(b, int64(d.WinIn), 10)
	b = append(b, `,"b":{"c":[`...)
	for q := range 2 {
		if q > 0 {
			b = append(b, ',')
		}
		b = appendCodes(b, p.Layouts[q][:])
	}
	b = append(b, `],"d":`...)
	b = appendCodes(b, p.Dish[:])
	b = append(b, `,"m":`...)
	b = strconv.AppendInt(b, int64(p.ToMove), 10)
	b = append(b, `,"last":`...)
	b = strconv.AppendInt(b, int64(p.LastTaken), 10)
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, p.TradingOver)
	b = append(b, `,"h":[`...)
	for q := range 2 {
		if q > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(p.Home(engine.Player(q))&1), 10)
	}
	b = append(b, `],"k":[`...)
	for q := range 2 {
		if q > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendBool(b, p.Locked(engine.Player(q)))
	}
	b = append(b, `]},"v":"`...)
	for _, c := range v {
		// Past "z" come "{", "|", "}", "~", DEL and letters beyond ASCII: none needs
		// escaping in JSON.
		b = utf8.AppendRune(b, c)
	}
	b = append(b, `","r":`...)
	js, err := json.Marshal(replies)
	if err != nil {
		return nil, err
	}
	b = append(b, js...)
	b = append(b, `,"x":`...)
	js, err = json.Marshal(reasons)
	if err != nil {
		return nil, err
	}
	b = append(b, js...)
	return append(b, '}'), nil
}

// reason words why the rules refuse a move in the language of cat, with "@" for the card
// taken: the message "duelday.why_" and the reason's name (own_suit, just_taken,
// own_suit_dish, trading_over), {s} the mover's home suit and {n} the rank just taken,
// named as in a card's name ("10", "ace"; the card taken has that rank). They are the one
// set of refusals of both duels: duel.js words the duel page's by the same messages.
func reason(cat *i18n.Catalog, e *engine.MoveError) (string, error) {
	home, err := cat.Msg("duelday.spades")
	if e.Home == puzzles.Hearts {
		home, err = cat.Msg("duelday.hearts")
	}
	if err != nil {
		return "", err
	}
	return cat.Msg("duelday.why_"+e.Reason.String(), "c", "@", "s", home, "n", cat.Rank(e.Card.Rank.String()))
}

// exchanged returns p after the player to move made the legal move m, as far as the cards
// go: the two cards changed places and the opponent is to move. (Position.Play also
// updates the value just taken and the trading round, which naming cards does not need,
// and costs more: this runs for every refuted try of every day of a build.)
func exchanged(p engine.Position, m engine.Move) engine.Position {
	me := p.ToMove
	take := &p.Dish[m.Take&1]
	switch m.From {
	case engine.FromOwn:
		take = &p.Layouts[me][m.Take]
	case engine.FromOpponent:
		take = &p.Layouts[me.Opponent()][m.Take]
	}
	give := &p.Layouts[me][m.Give]
	*give, *take = *take, *give
	p.ToMove = me.Opponent()
	return p
}

// cardsOf returns the card a move of the player to move in p gives and the card it takes.
func cardsOf(p engine.Position, m engine.Move) (give, take puzzles.Card) {
	me := p.ToMove
	give = p.Layouts[me][m.Give]
	switch m.From {
	case engine.FromOwn:
		take = p.Layouts[me][m.Take]
	case engine.FromOpponent:
		take = p.Layouts[me.Opponent()][m.Take]
	default:
		take = p.Dish[m.Take]
	}
	return give, take
}

func appendCodes(b []byte, cards []puzzles.Card) []byte {
	b = append(b, '[')
	for i, c := range cards {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(code(c)), 10)
	}
	return append(b, ']')
}
