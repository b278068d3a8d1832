package duel

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
)

// moveExample is shown with every move parse error.
const moveExample = `write your card then the card to take, like "7S 5H" or "7S 10H"; or positions 1-9: "1 5" (swap p1 and p5), "1 o5" (opponent's p5), "1 d2" (dish card 2)`

// ParseMove reads a move of the player to move in p, written as two cards ("7S 5H": give
// your 7S, take the 5H wherever it lies), as positions numbered from 1 in reading order,
// as the pages and the text number them ("1 5" swaps p1 and p5, "1 o5" takes the
// opponent's p5, "1 d2" the dish's second card), or as the JSON of a move (whose indexes
// count from 0). It checks only that the move names real places; Position.Check tells
// whether it is legal.
func ParseMove(p Position, s string) (Move, error) {
	t := strings.TrimSpace(s)
	bad := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("%w %q: %s (%s)", ErrMove, s, fmt.Sprintf(format, a...), moveExample)
	}
	if strings.HasPrefix(t, "{") {
		var m Move
		if err := json.Unmarshal([]byte(t), &m); err != nil {
			return bad("%v", err)
		}
		return m, nil
	}
	f := strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(f) != 2 {
		return bad("%d words, want 2", len(f))
	}
	if pos, err := strconv.Atoi(f[0]); err == nil {
		if pos < 1 || pos > 9 {
			return bad("position %d, want 1-9", pos)
		}
		from, rest := FromOwn, f[1]
		switch strings.ToLower(rest[:1]) {
		case "o":
			from, rest = FromOpponent, rest[1:]
		case "d":
			from, rest = FromDish, rest[1:]
		}
		j, err := strconv.Atoi(rest)
		switch {
		case err != nil:
			return bad("%q is not a position (5, o5 or d2)", f[1])
		case from == FromDish && (j < 1 || j > 2):
			return bad("dish card %d, want 1 or 2", j)
		case from != FromDish && (j < 1 || j > 9):
			return bad("position %d, want 1-9", j)
		}
		return Move{pos - 1, from, j - 1}, nil
	}
	give, err := puzzles.ParseCard(f[0])
	if err != nil {
		return bad("%v", err)
	}
	take, err := puzzles.ParseCard(f[1])
	if err != nil {
		return bad("%v", err)
	}
	me := p.ToMove
	g := slices.Index(p.Layouts[me][:], give)
	if g < 0 {
		return bad("%v is not in your layout", give)
	}
	if j := slices.Index(p.Layouts[me][:], take); j >= 0 {
		return Move{g, FromOwn, j}, nil
	}
	if j := slices.Index(p.Layouts[me.Opponent()][:], take); j >= 0 {
		return Move{g, FromOpponent, j}, nil
	}
	if j := slices.Index(p.Dish[:], take); j >= 0 {
		return Move{g, FromDish, j}, nil
	}
	return bad("%v is not in play (the game uses A-10 of spades and hearts)", take)
}

// Describe writes move m of the player to move in p in words, like
// "S gives 7S (p1) for H's 5H (p5)" or "S swaps 7S (p1) and 3S (p9)": positions p1-p9 in
// reading order, as the pages number them.
func (p Position) Describe(m Move) string {
	me := p.ToMove
	give := p.Layouts[me][m.Give]
	switch m.From {
	case FromOwn:
		return fmt.Sprintf("%v swaps %v (p%d) and %v (p%d)", me, give, m.Give+1, p.Layouts[me][m.Take], m.Take+1)
	case FromOpponent:
		return fmt.Sprintf("%v gives %v (p%d) for %v's %v (p%d)", me, give, m.Give+1, me.Opponent(), p.Layouts[me.Opponent()][m.Take], m.Take+1)
	}
	return fmt.Sprintf("%v gives %v (p%d) for %v from the dish", me, give, m.Give+1, p.Dish[m.Take])
}

// Board draws the position for a terminal: both layouts in the keypad pattern, the dish,
// the player to move, the rank it may not take from the opponent (the value just taken
// from it, while trading) and the state of the trading round.
func (p Position) Board() string {
	var b strings.Builder
	row := func(l [9]puzzles.Card, r int) string {
		return fmt.Sprintf("%3s %3s | %-3s", l[3*r], l[3*r+1], l[3*r+2])
	}
	fmt.Fprintf(&b, "    %-23s%s\n", "S (home "+p.Home(PlayerS).Name()+")"+lockNote(p, PlayerS), "H (home "+p.Home(PlayerH).Name()+")"+lockNote(p, PlayerH))
	for r := range 3 {
		if r == 2 {
			b.WriteString("    --------+----          --------+----\n")
		}
		fmt.Fprintf(&b, "    %s          %s\n", row(p.Layouts[PlayerS], r), strings.TrimRight(row(p.Layouts[PlayerH], r), " "))
	}
	fmt.Fprintf(&b, "    dish: %v %v\n", p.Dish[0], p.Dish[1])
	fmt.Fprintf(&b, "    %v to move", p.ToMove)
	if p.LastTaken >= 0 && !p.TradingOver {
		r := puzzles.Rank(p.LastTaken)
		if r == 0 {
			r = puzzles.Ten // a ten's value is 0; its rank is 10
		}
		fmt.Fprintf(&b, "; %v may not take any %s from %v (one was just taken from them)", p.ToMove, r.Name(), p.ToMove.Opponent())
	}
	if p.TradingOver {
		b.WriteString("; the trading round is over")
	} else {
		b.WriteString("; trading round open")
	}
	b.WriteString("\n")
	return b.String()
}

func lockNote(p Position, q Player) string {
	if p.Locked(q) {
		return " LOCKED"
	}
	return ""
}
