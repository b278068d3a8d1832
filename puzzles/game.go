package puzzles

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
)

// Game is the contract every game package fills, after the game structure of Simon
// Tatham's puzzle collection: a front end (the generator, and through its records the
// site, the sheets, the archive) walks the registered games and never needs to know which
// game it holds. A Game is a value without state; ops.Solitaire, twoops.Game and
// duel.Game are the games of opsdaily.
//
// A game may fill optional interfaces for optional abilities: Ramp, for a weekly ramp of
// its own in the daily calendar.
type Game interface {
	// Name is the game's key, lowercase letters: its field in a day's record, its seeding
	// stream and its place in the registry ("ops", "twoops", "duel").
	Name() string
	// Title names the game for people ("Ops solitaire").
	Title() string
	// Generate makes a puzzle of the level from r, a pure function of r's stream; every
	// puzzle it makes has a solution. When no puzzle of the level turns up within its
	// bounds it gives the nearest it found (see Pick), so a puzzle's own grade is in its
	// solution's Level.
	Generate(r *rand.Rand, level Level) (Puzzle, error)
	// Parse reads a puzzle in the game's notation (Puzzle's String) and validates it:
	// anything Parse accepts, Solve solves without failing.
	Parse(s string) (Puzzle, error)
}

// Puzzle is one valid puzzle of a game, made by Generate or accepted by Parse.
type Puzzle interface {
	// String writes the puzzle in its game's notation, which the game's Parse reads back.
	String() string
	// Solve solves the puzzle.
	Solve() Solved
}

// Solved is a puzzle's solution, with what the game's rules make of it.
type Solved interface {
	// Level grades the puzzle by its solution: 1-5, or 0 for no puzzle (solved already).
	Level() Level
	// Describe writes the solution for people in a line or a few.
	Describe() string
}

// Ramp is an optional ability of a Game: the level of its daily puzzle on each day of
// the week, Sunday first. A game without one follows the solitaire's ramp, DailyRamp.
type Ramp interface {
	WeeklyRamp() [7]Level
}

// DailyRamp is the weekly ramp of the Ops solitaire, Sunday first: gentle on Monday, up to
// fiendish at the weekend.
var DailyRamp = [7]Level{Fiendish, Gentle, Easy, Moderate, Moderate, Hard, Fiendish}

// The registry: the games registered, in name order. Games register themselves once, from
// their package's init, like image formats (image.RegisterFormat); nothing changes it
// afterwards, so walking it is deterministic.
var (
	registryMu sync.RWMutex
	registry   []Game
)

// Register adds a game to the registry. It panics when the name is not lowercase letters
// or is registered already: both are mistakes of the program, not of its input.
func Register(g Game) {
	name := g.Name()
	if name == "" || strings.Trim(name, "abcdefghijklmnopqrstuvwxyz") != "" {
		panic(fmt.Sprintf("puzzles: game name %q is not lowercase letters", name))
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	i, found := slices.BinarySearchFunc(registry, name, func(g Game, n string) int { return strings.Compare(g.Name(), n) })
	if found {
		panic(fmt.Sprintf("puzzles: game %q registered twice", name))
	}
	registry = slices.Insert(registry, i, g)
}

// Games returns the registered games in name order.
func Games() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return slices.Clone(registry)
}

// Lookup returns the registered game of that name.
func Lookup(name string) (Game, bool) {
	for _, g := range Games() {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}
