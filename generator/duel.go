package generator

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/opsdaily/opsdaily/puzzles/duel"
)

// DuelWinIn returns the kind of the day's duel puzzle: a win in 1 from Monday to
// Wednesday, a forced win in 2 from Thursday to Sunday.
func DuelWinIn(d Date) int {
	switch d.Weekday() {
	case time.Monday, time.Tuesday, time.Wednesday:
		return 1
	}
	return 2
}

// dayDuel makes the day's duel puzzle from its own stream (game "duel" in the seeding
// hash, so the day's other puzzles do not depend on it): seeded play from the start by
// duel.Daily, with all the winning moves of the position it reaches.
func dayDuel(d Date, r *rand.Rand) (*DuelPuzzle, error) {
	winIn := DuelWinIn(d)
	p, wins, _, err := duel.Daily(r, winIn)
	if err != nil {
		return nil, fmt.Errorf("duel: %w", err)
	}
	tries, err := duel.Judge(p, winIn)
	if err != nil {
		return nil, fmt.Errorf("duel: %w", err)
	}
	return &DuelPuzzle{Position: p, WinIn: winIn, WinningMoves: wins, Tries: tries}, nil
}
