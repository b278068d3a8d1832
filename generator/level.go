package generator

import "github.com/opsdaily/opsdaily/puzzles"

// Level is a graded difficulty, 1 (easiest) to 5 (hardest): puzzles.Level, which the game
// packages grade (ops.Grade, twoops.Grade). In JSON it is the number.
type Level = puzzles.Level

// The five levels.
const (
	Gentle   = puzzles.Gentle   // Monday's Ops start
	Easy     = puzzles.Easy     // Tuesday
	Moderate = puzzles.Moderate // Wednesday and Thursday
	Hard     = puzzles.Hard     // Friday
	Fiendish = puzzles.Fiendish // the weekend
)

// Levels lists the five levels, easiest first.
var Levels = puzzles.Levels

// ErrLevel is wrapped by ParseLevel's errors.
var ErrLevel = puzzles.ErrLevel

// ParseLevel reads a level as its number (1-5) or its name (case-insensitive), as
// puzzles.ParseLevel does.
func ParseLevel(s string) (Level, error) { return puzzles.ParseLevel(s) }
