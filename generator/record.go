// Package generator makes the puzzle calendar: a pure function from (site seed, date) to the
// day's Record, solved and graded by the engines in puzzles/. The site consumes only records.
package generator

import (
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// Record is one day's puzzles with their solutions. Its JSON field names are a stable
// interface: fields may be added, never renamed. Fields with a type of their own (the
// date, a goal, exact values) are written as the strings they have always been, by their
// text marshalers.
type Record struct {
	Date   Date         `json:"date"`   // YYYY-MM-DD in JSON
	Scheme int          `json:"scheme"` // the seeding scheme version that made this day
	Ops    OpsPuzzle    `json:"ops"`
	TwoOps TwoOpsPuzzle `json:"twoops"`
	// Duel is the two-player "find the winning trade" puzzle; nil until that game is built.
	Duel *DuelPuzzle `json:"duel,omitempty"`
	// Games holds the puzzles of the other games in the registry (puzzles.Games), by name:
	// a game registered after the three above appears here with no change to the
	// generator (see dayGames). Empty, and left out of the JSON, while there is none.
	Games map[string]GamePuzzle `json:"games,omitempty"`
}

// GamePuzzle is the day's puzzle of a registered game, in the words of the game's contract
// (puzzles.Game): the puzzle in its notation, its grade and its solution described.
type GamePuzzle struct {
	Title      string `json:"title"`      // the game's Title
	Puzzle     string `json:"puzzle"`     // the puzzle's String, which the game's Parse reads
	Difficulty Level  `json:"difficulty"` // the solution's Level
	Solution   string `json:"solution"`   // the solution's Describe
}

// OpsPuzzle is the day's Ops solitaire: a start of A-9 in the keypad layout.
type OpsPuzzle struct {
	Start        string   `json:"start"`         // 9 digits in position order p0-p8
	OptimalMoves int      `json:"optimal_moves"` // fewest swaps to a provable layout
	Solution     [][2]int `json:"solution"`      // one optimal list of swaps, positions 0-8
	OptimalEnds  int      `json:"optimal_ends"`  // distinct provable layouts reachable in OptimalMoves
	FirstMoves   int      `json:"first_moves"`   // distinct first swaps that begin an optimal solution
	Result       string   `json:"result"`        // the provable layout Solution ends in, 9 digits
	Difficulty   Level    `json:"difficulty"`    // see OpsLevel
}

// TwoOpsPuzzle is the day's Two Ops hand.
type TwoOpsPuzzle struct {
	Numbers    []puzzles.Card `json:"numbers"`   // the 6 number cards dealt
	Operators  []puzzles.Card `json:"operators"` // the 2 operators
	GoalCard   puzzles.Card   `json:"goal_card"`
	Goal       twoops.Goal    `json:"goal"` // in JSON lowest-sum, highest-sum, least-difference, most-difference
	Best       twoops.Value   `json:"best"` // the best result over any discard, exact (in JSON "7.5")
	Discards   []Discard      `json:"discards"`
	Advice     puzzles.Card   `json:"advice"`     // the discard with the highest keep rate
	Difficulty Level          `json:"difficulty"` // see TwoOpsLevel
	// Arrangement is one optimal arrangement of the six numbers (its marker holds the two
	// cards left out: either may be the discard).
	Arrangement  twoops.Arrangement `json:"arrangement"`
	OptimalCount int                `json:"optimal_count"` // arrangements of the six that reach Best
}

// Discard is what one blind discard leaves.
type Discard struct {
	Card     puzzles.Card `json:"card"`
	Best     twoops.Value `json:"best"`      // best result of the 5 cards kept, exact ("7.5" in JSON)
	KeepRate float64      `json:"keep_rate"` // share of unseen outcomes in which the 5 do as well as the 6
	Kept     int          `json:"kept"`      // the keep rate exactly: Kept of Outcomes outcomes
	Outcomes int          `json:"outcomes"`
	// Arrangement is one optimal arrangement of the five kept; its marker is the fifth card.
	Arrangement twoops.Arrangement `json:"arrangement"`
}

// DuelPuzzle is the day's two-player Ops puzzle: a position reached by seeded play from
// the start in which the player to move wins at once (WinIn 1, Monday to Wednesday) or
// forces a win on their next turn (WinIn 2, Thursday to Sunday), with every winning move
// and the verdict of every legal try. Position and moves are in the JSON of duel.Position
// and duel.Move.
type DuelPuzzle struct {
	Position     duel.Position `json:"position"`
	WinIn        int           `json:"win_in"`
	WinningMoves []duel.Move   `json:"winning_moves"`
	// Tries is the verdict of every legal move of Position, in the order of
	// Position.Moves (duel.Judge): what the daily page answers to each try, with the
	// opponent's reply where there is one; the winning moves are those of verdict W. It is
	// published (on the daily page) and pinned by the regression table like the rest, but
	// left out of the JSON, where it would make a record four times as long: "opsdaily
	// duel solve" answers any position.
	Tries []duel.Try `json:"-"`
}
