package generator

// The games of the calendar, one line each: a game package registers its game
// (puzzles.Register) when it is imported, and the generator walks the registry
// (puzzles.Games). A new game is its package and one line here; its daily puzzle then
// appears in Record.Games (dayGames).
import (
	_ "github.com/opsdaily/opsdaily/puzzles/duel"
	_ "github.com/opsdaily/opsdaily/puzzles/ops"
	_ "github.com/opsdaily/opsdaily/puzzles/twoops"
)
