package duel

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// A game record is the text the duel/ page shows at the end of a game between two people
// (and "opsdaily duel play --replay" reads): one move a line, each the mover then the card
// given and the card taken, as "opsdaily duel play" reads moves ("S 7S 10H": S gives 7S for
// the 10H, wherever it lies). The mover may be left out; when given it must be the player
// to move. A line "variation" before the first move plays the variation; blank lines and
// text after "#" are ignored, so a record can carry notes like "# S wins".
//
//	# Ops duel record
//	variation
//	S 9S 10H
//	H 8H 9S

// Replay is a replayed game record: the moves, the positions they lead to and how the
// game ended.
type Replay struct {
	Variation bool       // the record plays the variation
	Moves     []Move     // every move, in order
	Positions []Position // the start, then the position after each move
	Result    Result     // the last move's result (Ongoing while no move ended the game)
}

// Final returns the position after the last move.
func (r Replay) Final() Position { return r.Positions[len(r.Positions)-1] }

// maxRecordLine bounds a record's line, in bytes.
const maxRecordLine = 1 << 10

// ReadRecord replays a game record from the start. It fails on the first line that is not
// a legal move, naming the line, on a line over 1024 bytes, and on a move after the end of
// the game; all of these wrap ErrMove. A record with no move (empty, or only notes)
// replays to the start position.
func ReadRecord(in io.Reader) (Replay, error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 256), maxRecordLine)
	r := Replay{Positions: []Position{Start(false)}}
	n := 0
	for sc.Scan() {
		n++
		line, _, _ := strings.Cut(sc.Text(), "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		bad := func(format string, a ...any) (Replay, error) {
			return Replay{}, fmt.Errorf("%w: line %d %q: %s (a record line is like \"S 7S 10H\")", ErrMove, n, line, fmt.Sprintf(format, a...))
		}
		if strings.EqualFold(line, "variation") {
			if len(r.Moves) > 0 || r.Variation {
				return bad("\"variation\" must come once, before the first move")
			}
			r.Variation = true
			r.Positions[0] = Start(true)
			continue
		}
		if r.Result != Ongoing {
			return bad("the game was over after move %d", len(r.Moves))
		}
		p := r.Final()
		text := line
		if f := strings.Fields(line); len(f) == 3 {
			var who Player
			if err := who.UnmarshalText([]byte(f[0])); err != nil {
				return bad("%q is not a player; use S or H", f[0])
			}
			if who != p.ToMove {
				return bad("%v is to move, not %v", p.ToMove, who)
			}
			text = f[1] + " " + f[2]
		}
		m, err := ParseMove(p, text)
		if err == nil {
			err = p.Check(m)
		}
		if err != nil {
			return bad("%s", strings.TrimPrefix(err.Error(), ErrMove.Error()+": "))
		}
		q, res, _ := p.Play(m)
		r.Moves = append(r.Moves, m.Normal())
		r.Positions = append(r.Positions, q)
		r.Result = res
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return Replay{}, fmt.Errorf("%w: line %d is over %d bytes (a record line is like \"S 7S 10H\")", ErrMove, n+1, maxRecordLine)
		}
		return Replay{}, fmt.Errorf("reading the record: line %d: %w", n+1, err)
	}
	return r, nil
}

// RecordLine writes move m of the player to move in p as a line of a game record, like
// "S 7S 10H".
func (p Position) RecordLine(m Move) string {
	me := p.ToMove
	take := p.Dish[m.Take%2]
	switch m.From {
	case FromOwn:
		take = p.Layouts[me][m.Take]
	case FromOpponent:
		take = p.Layouts[me.Opponent()][m.Take]
	}
	return fmt.Sprintf("%v %v %v", me, p.Layouts[me][m.Give], take)
}
