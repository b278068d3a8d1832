package generator

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Level is a graded difficulty, 1 (easiest) to 5 (hardest). The solvers grade it; see
// OpsLevel and TwoOpsLevel. In JSON it is the number.
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
