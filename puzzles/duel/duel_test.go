package duel

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// duelPos builds a position from suited layouts and a dish like "10S 10H"; it fails the
// test when the position is not valid.
func duelPos(t *testing.T, s, h, dish string, toMove Player, last int, over bool) Position {
	t.Helper()
	var p Position
	var err error
	if p.Layouts[PlayerS], err = ops.ParseSuited(s); err != nil {
		t.Fatal(err)
	}
	if p.Layouts[PlayerH], err = ops.ParseSuited(h); err != nil {
		t.Fatal(err)
	}
	d, err := puzzles.ParseCards(dish)
	if err != nil || len(d) != 2 {
		t.Fatalf("dish %q: %v", dish, err)
	}
	p.Dish = [2]puzzles.Card{d[0], d[1]}
	p.ToMove, p.LastTaken, p.TradingOver = toMove, last, over
	if err := p.Validate(); err != nil {
		t.Fatalf("test position: %v", err)
	}
	return p
}

// mustPlay plays m and fails the test when it is illegal.
func mustPlay(t *testing.T, p Position, m Move) (Position, Result) {
	t.Helper()
	q, r, err := p.Play(m)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	return q, r
}

func hasMove(moves []Move, m Move) bool { return slices.Contains(moves, m) }

// Position one move from a win: S wins by the swap p5<->p8, or by taking the 9 from the
// dish into p5, but not by taking 9S from H's layout (its own home suit).
const (
	winS = "AS 3S 4S / 7S 2S 10S / 8S 6S 5S" // 134/720/865
	winH = "9S AH 2H / 3H 4H 5H / 6H 7H 8H"  // 912/345/678
)

func TestDuelStart(t *testing.T) {
	p := Start(false)
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if got, _ := ops.ParseSuited("7S8S9S/4S5S6S/AS2S3S"); got != p.Layouts[PlayerS] {
		t.Errorf("S layout %v", p.Layouts[PlayerS])
	}
	// 36 swaps, 9x9 exchanges for the hearts of H (all allowed), 9 with the 10H only.
	moves := p.Moves()
	if len(moves) != 36+81+9 {
		t.Errorf("%d moves at the start, want %d", len(moves), 36+81+9)
	}
	if hasMove(moves, Move{0, FromDish, 0}) || !hasMove(moves, Move{0, FromDish, 1}) {
		t.Error("S may take 10H but not 10S from the dish")
	}
}

func TestDuelWinAndHomeSuitRules(t *testing.T) {
	p := duelPos(t, winS, winH, "9H 10H", PlayerS, -1, false)
	wins := WinsIn1(p)
	want := []Move{{5, FromOwn, 8}, {5, FromOpponent, 5}, {5, FromDish, 0}} // 9 or 5 in p5
	if !slices.Equal(wins, want) {
		t.Errorf("wins %v, want %v", wins, want)
	}
	if _, r := mustPlay(t, p, Move{8, FromOwn, 5}); r != Won {
		t.Errorf("the swap p8<->p5 gives %v, want won", r)
	}
	// 9S in H's layout would win, but it is S's home suit.
	if err := p.Check(Move{5, FromOpponent, 0}); err == nil || !strings.Contains(err.Error(), "home suit") {
		t.Errorf("taking 9S from H: %v", err)
	}
	// The same with 9S in the dish.
	p = duelPos(t, winS, strings.Replace(winH, "9S", "9H", 1), "9S 10H", PlayerS, -1, false)
	if hasMove(p.Moves(), Move{5, FromDish, 0}) || p.Check(Move{5, FromDish, 0}) == nil {
		t.Error("S took 9S, its home suit, from the dish")
	}
	if !hasMove(WinsIn1(p), Move{5, FromOpponent, 0}) {
		t.Error("S may take 9H from H's layout and win")
	}
}

// TestDuelJustTakenWords checks that the refusal and the board name the rank just taken
// as a card shows it: a ten is "10" (its value 0 is only for the proofs), an ace "ace".
func TestDuelJustTakenWords(t *testing.T) {
	for _, c := range []struct {
		s, h, dish string
		last       int
		take       int
		want, rank string
	}{
		// H just took the 10S out of S's layout; S tries H's 10H.
		{"7S 8S 9S / 4S 5S 6S / AS 2S 9H", "10S 10H 7H / 4H 5H 6H / AH 2H 3H", "8H 3S", 0, 1,
			"you may not take 10H: the opponent just took your 10", "10"},
		// H just took the AS; S tries H's AH.
		{"7S 8S 9S / 4S 5S 6S / 10S 2S 9H", "AS 10H 7H / 4H 5H 6H / AH 2H 3H", "8H 3S", 1, 6,
			"you may not take AH: the opponent just took your ace", "ace"},
	} {
		p := duelPos(t, c.s, c.h, c.dish, PlayerS, c.last, false)
		err := p.Check(Move{0, FromOpponent, c.take})
		if err == nil || err.Error() != ErrMove.Error()+": "+c.want {
			t.Errorf("last taken %d: %v, want %q", c.last, err, c.want)
		}
		want := "S to move; S may not take any " + c.rank + " from H (one was just taken from them); trading round open\n"
		if b := p.Board(); !strings.HasSuffix(b, want) {
			t.Errorf("last taken %d: the board ends %q, want %q", c.last, b[strings.LastIndex(b[:len(b)-1], "\n")+1:], want)
		}
		over := p
		over.TradingOver = true
		if b := over.Board(); strings.Contains(b, "may not take") {
			t.Errorf("after the trading round the board still says what may not be taken: %q", b)
		}
	}
}

func TestDuelLastTaken(t *testing.T) {
	h := strings.Replace(winH, "9S", "9H", 1)
	free := duelPos(t, winS, h, "9S 10H", PlayerS, -1, false)
	if !hasMove(WinsIn1(free), Move{5, FromOpponent, 0}) {
		t.Fatal("taking 9H should win")
	}
	// H just took a 9 (9S, say) out of S's layout: S may not take any 9 back.
	p := duelPos(t, winS, h, "9S 10H", PlayerS, 9, false)
	err := p.Check(Move{5, FromOpponent, 0})
	if err == nil || !errors.Is(err, ErrMove) || !strings.Contains(err.Error(), "you may not take 9H: the opponent just took your 9") {
		t.Errorf("taking back a 9: %v", err)
	}
	if hasMove(p.Moves(), Move{5, FromOpponent, 0}) || hasMove(WinsIn1(p), Move{5, FromOpponent, 0}) {
		t.Error("the move list offers a 9 back")
	}
	if !hasMove(p.Moves(), Move{5, FromOpponent, 1}) {
		t.Error("other values stay allowed")
	}
	// Playing a trade sets last_taken to the taken value; any other move clears it.
	q, _ := mustPlay(t, Start(false), Move{0, FromOpponent, 4}) // S takes 5H for 7S
	if q.LastTaken != 5 || q.ToMove != PlayerH {
		t.Fatalf("after a trade: last %d, to move %v", q.LastTaken, q.ToMove)
	}
	// H may not take S's 5S (value 5), though spades are not H's home suit.
	if err := q.Check(Move{0, FromOpponent, 4}); err == nil {
		t.Error("H took back a 5")
	}
	if q.Layouts[PlayerS][0].String() != "5H" || q.Layouts[PlayerH][4].String() != "7S" {
		t.Errorf("the trade did not exchange the cards: %v", q)
	}
	r, _ := mustPlay(t, q, Move{0, FromOwn, 1})
	if r.LastTaken != -1 {
		t.Errorf("after a swap last_taken is %d, want none", r.LastTaken)
	}
}

// lockS is one move from S's layout being all hearts: S gives 5S for H's 5H (or for the
// 5H of the dish).
const (
	lockS = "AH 3H 4H / 7H 2H 10H / 8H 6H 5S"
	lockH = "9H AS 2S / 3S 4S 5H / 6S 7S 8S"
)

func TestDuelLockEndsTrading(t *testing.T) {
	p := duelPos(t, lockS, lockH, "9S 10S", PlayerS, -1, false)
	q, r := mustPlay(t, p, Move{8, FromOpponent, 5})
	if r != Ongoing || !q.Locked(PlayerS) || !q.TradingOver {
		t.Fatalf("after locking: %v, locked %v, trading over %v", r, q.Locked(PlayerS), q.TradingOver)
	}
	for _, m := range q.Moves() {
		if m.From == FromOpponent {
			t.Fatalf("trading after the lock: %v", m)
		}
	}
	if err := q.Check(Move{0, FromOpponent, 0}); err == nil || !strings.Contains(err.Error(), "trading round is over") {
		t.Errorf("H trades with the locked layout: %v", err)
	}
	// H may still use the dish (spades are not its home suit) and swap.
	if n := len(q.Moves()); n != 36+18 {
		t.Errorf("H has %d moves, want 36 swaps and 18 dish exchanges", n)
	}
	// S, locked, has only swaps: both dish cards are spades, its home suit.
	q2, _ := mustPlay(t, q, Move{0, FromOwn, 1})
	if n := len(q2.Moves()); n != 36 {
		t.Errorf("S has %d moves, want 36 swaps", n)
	}
	// An exchange with the dish can lock the mover's own layout too.
	p = duelPos(t, lockS, strings.Replace(lockH, "5H", "9S", 1), "5H 10S", PlayerS, -1, false)
	if q, _ := mustPlay(t, p, Move{8, FromDish, 0}); !q.TradingOver {
		t.Error("locking by the dish did not end the trading round")
	}
	// A locked layout while trading goes on cannot occur.
	q.TradingOver = false
	if err := q.Validate(); err == nil || !strings.Contains(err.Error(), "locked") {
		t.Errorf("Validate of a lock during trading: %v", err)
	}
}

func TestDuelVariationSwitchesHomes(t *testing.T) {
	p := duelPos(t, lockS, lockH, "9S 10S", PlayerS, -1, false)
	p.Variation = true
	q, _ := mustPlay(t, p, Move{8, FromOpponent, 5})
	if q.TradingOver || !q.Switched || q.Home(PlayerH).String() != "S" {
		t.Fatalf("variation: over %v switched %v H's home %v", q.TradingOver, q.Switched, q.Home(PlayerH))
	}
	if q.Locked(PlayerS) {
		t.Error("with switched homes S's hearts are its own suit: not locked")
	}
	// H may now take hearts from S (not a 5: S just took one) and no spade from the dish.
	moves := q.Moves()
	if !hasMove(moves, Move{0, FromOpponent, 0}) || hasMove(moves, Move{0, FromOpponent, 8}) {
		t.Error("H's trades after the switch are wrong")
	}
	if hasMove(moves, Move{0, FromDish, 0}) || hasMove(moves, Move{0, FromDish, 1}) {
		t.Error("H took a spade from the dish after spades became its home suit")
	}
	if err := (Position{Switched: true}).Validate(); err == nil {
		t.Error("a switched position without the variation validated")
	}
}

// Both layouts one card from the seed's proof 134/725/869: S's needs a 1 at p0 or p5... at
// p0, H's needs a 5 at p5.
const (
	bothS = "5S 3S 4S / 7S 2S 5H / 8S 6S 9S"
	bothH = "AS 3H 4H / 7H 2H AH / 8H 6H 9H"
)

func TestDuelBothProvableAndGift(t *testing.T) {
	p := duelPos(t, bothS, bothH, "10S 10H", PlayerS, -1, false)
	// S gives 5S and takes AH: both layouts become 134/725/869.
	q, r := mustPlay(t, p, Move{0, FromOpponent, 5})
	if r != LostBoth || !q.Provable(PlayerS) || !q.Provable(PlayerH) {
		t.Errorf("both provable: %v", r)
	}
	if w, ok := r.Winner(PlayerS); !ok || w != PlayerH {
		t.Errorf("winner %v %v, want H", w, ok)
	}
	// S gives 5H instead: only H's layout becomes provable, and H wins.
	q, r = mustPlay(t, p, Move{5, FromOpponent, 5})
	if r != LostGift || q.Provable(PlayerS) || !q.Provable(PlayerH) {
		t.Errorf("gift: %v", r)
	}
	if slices.Contains(WinsIn1(p), Move{0, FromOpponent, 5}) {
		t.Error("a move that makes both layouts provable is listed as a win")
	}
	if err := q.Validate(); err == nil {
		t.Error("a position with a provable layout validated")
	}
}

func TestDuelCheckMessages(t *testing.T) {
	p := Start(false)
	for _, c := range []struct {
		m    Move
		want string
	}{
		{Move{9, FromOwn, 0}, "give 9"},
		{Move{3, FromOwn, 3}, "two different positions"},
		{Move{3, FromOwn, -1}, "take.index -1"},
		{Move{3, FromOpponent, 9}, "take.index 9"},
		{Move{3, FromDish, 2}, "dish index 2"},
		{Move{3, FromDish, 0}, "home suit"},
		{Move{3, Source(7), 0}, "unknown source"},
	} {
		err := p.Check(c.m)
		if err == nil || !errors.Is(err, ErrMove) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.m, err, c.want)
		}
		if q, _, err := p.Play(c.m); err == nil || q != p {
			t.Errorf("Play(%+v) changed the position", c.m)
		}
	}
	// Both orders of a swap are the same turn.
	a, _ := mustPlay(t, p, Move{2, FromOwn, 6})
	b, _ := mustPlay(t, p, Move{6, FromOwn, 2})
	if a != b || (Move{6, FromOwn, 2}).Normal() != (Move{2, FromOwn, 6}) {
		t.Error("swap orders differ")
	}
}

func TestDuelJSON(t *testing.T) {
	p := Start(false)
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"layouts":{"S":["7S","8S","9S","4S","5S","6S","AS","2S","3S"],"H":["7H","8H","9H","4H","5H","6H","AH","2H","3H"]},"dish":["10S","10H"],"to_move":"S","last_taken":null,"trading_over":false}`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
	q, err := ParsePosition(string(b))
	if err != nil || q != p {
		t.Errorf("round trip: %v %v", q, err)
	}
	q, _ = mustPlay(t, p, Move{0, FromOpponent, 4})
	b, _ = json.Marshal(q)
	if !strings.Contains(string(b), `"to_move":"H","last_taken":5`) {
		t.Errorf("after a trade: %s", b)
	}
	if r, err := ParsePosition(string(b)); err != nil || r != q {
		t.Errorf("round trip after a trade: %v", err)
	}
	m := Move{4, FromDish, 1}
	b, _ = json.Marshal(m)
	if string(b) != `{"give":4,"take":{"from":"dish","index":1}}` {
		t.Errorf("move JSON %s", b)
	}
	var m2 Move
	if err := json.Unmarshal(b, &m2); err != nil || m2 != m {
		t.Errorf("move round trip %v %v", m2, err)
	}
	for in, why := range map[string]string{
		``:                                       "empty",
		`{`:                                      "not valid JSON at byte 1",
		`[]`:                                     "at the top: a list is not allowed there",
		strings.Replace(want, `,"3H"]`, `]`, 1):  "layouts.H has 8 cards",
		strings.Replace(want, `,"10H"]`, `]`, 1): "dish has 1 cards",
		strings.Replace(want, `"7S"`, `"7D"`, 1): "only A-10 of spades and hearts",
		strings.Replace(want, `"7S"`, `"8S"`, 1): "8S appears twice",
		strings.Replace(want, `"7S"`, `"KS"`, 1): "KS",
		strings.Replace(want, `"S",`, `"X",`, 1): `player "X"`,
		strings.Replace(want, `null`, `12`, 1):   "last_taken 12",
		strings.Replace(want, `"to_move":"S",`, ``, 1):                             "to_move is missing",
		strings.Replace(want, `"dish"`, `"dash"`, 1):                               `unknown key "dash"`,
		strings.Replace(want, `"dish"`, `"Dish"`, 1):                               `the key "dish" is written "Dish"`,
		strings.Replace(want, `"S":[`, `"s":[`, 1):                                 `the key "S" is written "s"`,
		strings.Replace(want, `"to_move":"S",`, `"to_move":"S","to_move":"H",`, 1): `the key "to_move" is given twice`,
		strings.Replace(want, `null`, `1.5`, 1):                                    "at last_taken: a number (1.5) is not allowed there",
		strings.Replace(want, `false`, `"no"`, 1):                                  "at trading_over: a string",
	} {
		_, err := ParsePosition(in)
		if err == nil || !errors.Is(err, ErrPosition) || !strings.Contains(err.Error(), why) {
			t.Errorf("ParsePosition(%.40q...): %v, want %q", in, err, why)
		}
		// In the program's words, not the decoder's.
		for _, internal := range []string{"json:", "jsontext", "strconv", "invalid syntax", "Go value", "[]puzzles"} {
			if err != nil && strings.Contains(err.Error(), internal) {
				t.Errorf("ParsePosition(%.40q...): %v: the decoder's wording %q", in, err, internal)
			}
		}
	}
	if err := json.Unmarshal([]byte(`{"give":1,"take":{"from":"hand","index":1}}`), &m2); err == nil {
		t.Error("bad source accepted")
	}
	for _, bad := range []string{`{"give":1,"give":2,"take":{"from":"dish","index":1}}`, `{"Give":1,"take":{"from":"dish","index":1}}`, `{"give":1,"take":{"from":"dish","INDEX":1}}`} {
		if err := json.Unmarshal([]byte(bad), &m2); err == nil || !errors.Is(err, ErrMove) {
			t.Errorf("move %s: %v, want an error", bad, err)
		}
	}
}

func TestParseMove(t *testing.T) {
	p, _ := mustPlay(t, Start(false), Move{0, FromDish, 1}) // S: 10H at p0; dish 10S 7S
	for in, want := range map[string]Move{
		"5H 7S":  {4, FromDish, 1}, // H to move: its 5H for the 7S in the dish
		"7H 8H":  {0, FromOwn, 1},
		"7h 10S": {0, FromDish, 0},
		"7♥ 7S":  {0, FromDish, 1},
		"7H 10H": {0, FromOpponent, 0},
		"1 o5":   {0, FromOpponent, 4},
		"4 D2":   {3, FromDish, 1},
		"9 3":    {8, FromOwn, 2},
		"1 d1":   {0, FromDish, 0},
		`{"give":1,"take":{"from":"dish","index":0}}`: {1, FromDish, 0},
	} {
		if m, err := ParseMove(p, in); err != nil || m != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", in, m, err, want)
		}
	}
	for in, why := range map[string]string{
		"":        "0 words",
		"7H":      "1 words",
		"7S 8S 9": "3 words",
		"10 1":    "position 10",
		"0 1":     "position 0",
		"1 o0":    "position 0",
		"1 d3":    "dish card 3",
		"1 x":     "not a position",
		"7S 8H":   "7S is not in your layout",
		"7H KS":   "KS is not in play",
		"7H 8X":   "unknown suit",
		"{":       "unexpected",
	} {
		if _, err := ParseMove(p, in); err == nil || !errors.Is(err, ErrMove) || !strings.Contains(err.Error(), why) {
			t.Errorf("ParseMove(%q): %v, want %q", in, err, why)
		}
	}
}

func FuzzParsePosition(f *testing.F) {
	b, _ := json.Marshal(Start(true))
	f.Add(string(b))
	f.Add(`{"layouts":{"S":[],"H":[]},"dish":[],"to_move":"H","last_taken":3}`)
	f.Add(`{"layouts":{"S":[],"H":[]},"dish":[],"Dish":[],"to_move":"H","to_move":"S"}`)
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			// Refused in the game's words, never the decoder's.
			for _, internal := range []string{"json:", "jsontext", "strconv", "invalid syntax", "Go value", "%!"} {
				if strings.Contains(err.Error(), internal) {
					t.Fatalf("ParsePosition(%q): %v: the decoder's wording %q", s, err, internal)
				}
			}
			return
		}
		// Anything accepted solves, and every listed move is legal and replays.
		for _, m := range p.Moves() {
			if _, _, err := p.Play(m); err != nil {
				t.Fatalf("listed move %v: %v", m, err)
			}
		}
		s1 := Solve(p)
		for _, m := range s1.WinIn1 {
			if _, r, _ := p.Play(m); r != Won {
				t.Fatalf("win %v gives %v", m, r)
			}
		}
		out, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if q, err := ParsePosition(string(out)); err != nil || q != p {
			t.Fatalf("round trip %s: %v", out, err)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"7S 5H", "1 o5", "4 d2", `{"give":1,"take":{"from":"own","index":2}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Start(false)
		m, err := ParseMove(p, s)
		if err != nil {
			return
		}
		if err := p.Check(m); err == nil {
			if _, _, err := p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestMoveErrorValues checks that Check's errors carry the rule and the values it names,
// for a caller to word: the card taken, the home suit, the value just taken.
func TestMoveErrorValues(t *testing.T) {
	p := Start(false)
	// Spades to move at the start; the dish holds the two tens, one of them the home suit's.
	for i, c := range p.Dish {
		err := p.Check(Move{Give: 0, From: FromDish, Take: i})
		var me *MoveError
		if c.Suit == p.Home(p.ToMove) {
			if !errors.As(err, &me) || me.Reason != ReasonOwnSuitDish || me.Card != c || me.Home != c.Suit || !errors.Is(err, ErrMove) {
				t.Errorf("dish %v: %#v", c, err)
			}
		} else if err != nil {
			t.Errorf("dish %v: %v", c, err)
		}
	}
	err := p.Check(Move{Give: 3, From: FromOwn, Take: 3})
	var me *MoveError
	if !errors.As(err, &me) || me.Reason != ReasonSamePosition || me.Reason.String() != "same_position" || me.Move.Give != 3 {
		t.Errorf("a swap with itself: %#v", err)
	}
}
