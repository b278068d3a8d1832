package puzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Level is a graded difficulty, 1 (easiest) to 5 (hardest); 0 grades what is no puzzle
// at all (already solved, or a move from it). Each game grades its own puzzles (Solved's
// Level). In JSON it is the number.
type Level int

// The five levels.
const (
	Gentle   Level = 1 + iota // Monday's Ops start
	Easy                      // Tuesday
	Moderate                  // Wednesday and Thursday
	Hard                      // Friday
	Fiendish                  // the weekend
)

// Levels lists the five levels, easiest first.
var Levels = [5]Level{Gentle, Easy, Moderate, Hard, Fiendish}

var levelNames = [...]string{"", "gentle", "easy", "moderate", "hard", "fiendish"}

// ErrLevel is wrapped by ParseLevel's errors.
var ErrLevel = errors.New("bad difficulty")

// Valid reports whether l is one of the five levels.
func (l Level) Valid() bool { return l >= Gentle && l <= Fiendish }

// String returns the level's name: gentle, easy, moderate, hard or fiendish.
func (l Level) String() string {
	if !l.Valid() {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level as its number (1-5) or its name (case-insensitive).
func ParseLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if n, err := strconv.Atoi(t); err == nil && Level(n).Valid() {
		return Level(n), nil
	}
	for _, l := range Levels {
		if levelNames[l] == t {
			return l, nil
		}
	}
	return 0, fmt.Errorf("%w %q: give 1-5 or a name (gentle, easy, moderate, hard, fiendish)", ErrLevel, s)
}

// distance orders the levels by how near they are to want, a harder level before an
// easier one as near; 0 (no puzzle) comes last.
func (l Level) distance(want Level) int {
	if l == 0 {
		return 1 << 20
	}
	d := 2 * int(l-want)
	if d < 0 {
		d = 1 - d
	}
	return d
}

// Pick grades the candidates candidate(0), candidate(1), ... up to n and returns the first
// of level want; failing that, the first of the nearest level, the harder on a tie (a
// candidate of level 0 only when all are). It is how the games' Generate, and the daily
// calendar, choose a puzzle of a level among random ones.
func Pick[T any](want Level, n int, candidate func(k int) (T, Level)) T {
	var fallback T
	far := 1 << 30
	for k := range n {
		c, level := candidate(k)
		if level == want {
			return c
		}
		if d := level.distance(want); d < far {
			fallback, far = c, d
		}
	}
	return fallback
}
