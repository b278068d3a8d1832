package duel

import (
	"fmt"
	"math/rand/v2"

	"github.com/opsdaily/opsdaily/puzzles"
)

// Game is the duel as a game of the puzzles contract: its puzzles are Puzzles, a
// position and the kind of win asked for, written as the position's JSON (ParsePosition).
// Its levels are the two kinds of the daily duel: a win at once is easy (levels 1-3 ask
// for one, and grade 2), a forced win in 2 hard (levels 4 and 5 ask for one, and grade 4).
var Game puzzles.Game = game{}

func init() { puzzles.Register(Game) }

type game struct{}

// Name returns "duel", the game's key in records, streams and the registry.
func (game) Name() string { return "duel" }

// Title returns "Ops duel".
func (game) Title() string { return "Ops duel" }

// WeeklyRamp is the daily duel's week: a win in 1 from Monday to Wednesday, a forced
// win in 2 from Thursday to Sunday.
func (game) WeeklyRamp() [7]puzzles.Level {
	e, h := puzzles.Easy, puzzles.Hard
	return [7]puzzles.Level{h, e, e, e, h, h, h}
}

// Generate plays seeded games from the start (Daily) to a position where the player to
// move wins at once (levels 1-3) or forces a win on their next turn (levels 4-5).
func (game) Generate(r *rand.Rand, level puzzles.Level) (puzzles.Puzzle, error) {
	if !level.Valid() {
		return nil, fmt.Errorf("%w %d: levels are 1 to 5", puzzles.ErrLevel, int(level))
	}
	winIn := 1
	if level >= puzzles.Hard {
		winIn = 2
	}
	p, _, _, err := Daily(r, winIn)
	if err != nil {
		return nil, err
	}
	return Puzzle{Position: p, WinIn: winIn}, nil
}

// Parse reads a position (ParsePosition) and asks for a win at once when it has one, else
// for a forced win in 2.
func (game) Parse(s string) (puzzles.Puzzle, error) {
	p, err := ParsePosition(s)
	if err != nil {
		return nil, err
	}
	winIn := 1
	if len(WinsIn1(p)) == 0 {
		winIn = 2
	}
	return Puzzle{Position: p, WinIn: winIn}, nil
}

// Puzzle is a duel puzzle: a valid position in which the player to move is to win at
// once (WinIn 1) or to force a win on their next turn (WinIn 2).
type Puzzle struct {
	Position Position
	WinIn    int
}

// String writes the position's JSON.
func (p Puzzle) String() string {
	b, _ := p.Position.MarshalJSON() // a valid position always marshals
	return string(b)
}

// Solve returns the winning moves of the kind asked for.
func (p Puzzle) Solve() puzzles.Solved {
	s := Solve(p.Position)
	moves := s.WinIn1
	if p.WinIn == 2 {
		moves = s.WinIn2
	}
	return Answer{WinIn: p.WinIn, Moves: moves}
}

// Answer is a duel puzzle's solution: every winning move of the kind asked for.
type Answer struct {
	WinIn int
	Moves []Move
}

// Level grades the puzzle: 2 (easy) for a win at once, 4 (hard) for a forced win in 2, 0
// when no move wins as asked.
func (a Answer) Level() puzzles.Level {
	switch {
	case len(a.Moves) == 0:
		return 0
	case a.WinIn == 1:
		return puzzles.Easy
	}
	return puzzles.Hard
}

// Describe lists the winning moves.
func (a Answer) Describe() string {
	return fmt.Sprintf("%d winning moves in %d: %v", len(a.Moves), a.WinIn, a.Moves)
}
