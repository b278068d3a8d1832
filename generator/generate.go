package generator

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"sync"

	"github.com/opsdaily/opsdaily/puzzles"
)

// CurrentScheme is the newest seeding scheme, the one OpsAt and TwoOpsAt use.
const CurrentScheme = 1

// schemes says which seeding scheme made the puzzles of each date: the entry with the
// latest first date on or before it. A published day never changes, so a change to how
// puzzles are made comes in as a new scheme from a date not yet published, appended here,
// with the old scheme's code kept for the dates before it. TestSchemes checks the table.
var schemes = []struct {
	from   Date
	scheme int
}{
	{MakeDate(1, 1, 1), 1},
}

// SchemeOf returns the seeding scheme of a date.
func SchemeOf(d Date) int {
	s := schemes[0].scheme
	for _, e := range schemes {
		if d >= e.from {
			s = e.scheme
		}
	}
	return s
}

// The dates the calendar covers: years 1 to 9999.
var (
	FirstDate = MakeDate(1, 1, 1)
	LastDate  = MakeDate(9999, 12, 31)
)

// ErrRange is wrapped by the errors of Range for a bad range of dates.
var ErrRange = errors.New("bad range of dates")

// MaxYears is the longest range of dates Range makes at once, in years.
const MaxYears = 100

// RangeEnd is the last date of the longest range Range makes from the date from: the day
// before MaxYears years after it (2126-03-13 from 2026-03-14).
func RangeEnd(from Date) Date {
	y, m, d := from.Civil()
	return MakeDate(y+MaxYears, m, d).Add(-1)
}

// CheckRange checks a range of dates for Range: from not after to, and to not after
// RangeEnd(from) (2026-03-14 to 2126-03-13 is the longest from 2026-03-14).
func CheckRange(from, to Date) error {
	if to < from {
		return fmt.Errorf("%w: %v is before %v; give the earlier date first", ErrRange, to, from)
	}
	if to > RangeEnd(from) {
		return fmt.Errorf("%w: %v to %v is over %d years; split the range", ErrRange, from, to, MaxYears)
	}
	return nil
}

// Generate returns the record of one date under a site seed (DefaultSeed for the published
// calendar): the day's Ops solitaire start and Two Ops deal, solved and graded, and its
// duel puzzle with every winning move. It is a pure function of its arguments.
func Generate(seed string, date Date) (Record, error) {
	if date < FirstDate || date > LastDate {
		return Record{}, fmt.Errorf("%w %v: the calendar runs from %v to %v", ErrDate, date, FirstDate, LastDate)
	}
	scheme := SchemeOf(date)
	switch scheme {
	case 1:
		return generate1(seed, date)
	}
	return Record{}, fmt.Errorf("no code for seeding scheme %d", scheme)
}

// generate1 is scheme 1 (see the package's seeding notes in seed.go).
func generate1(seed string, date Date) (Record, error) {
	day := date.String()
	perm := newPermutation(1, seed)
	rec := Record{Date: date, Scheme: 1}
	rec.Ops = dayOps(&perm, date, stream(1, seed, day, "ops"))
	var err error
	rec.TwoOps, err = dayTwoOps(stream(1, seed, day, "twoops"))
	if err != nil {
		return Record{}, fmt.Errorf("%v: %w", day, err)
	}
	rec.Duel, err = dayDuel(date, stream(1, seed, day, "duel"))
	if err != nil {
		return Record{}, fmt.Errorf("%v: %w", day, err)
	}
	rec.Games, err = dayGames(date, func(game string) *rand.Rand { return stream(1, seed, day, game) })
	if err != nil {
		return Record{}, fmt.Errorf("%v: %w", day, err)
	}
	return rec, nil
}

// builtIn names the games whose daily puzzles the seeding schemes make with code of their
// own, into typed fields of the record: the published calendar of those games is frozen
// with its scheme.
var builtIn = map[string]bool{"ops": true, "twoops": true, "duel": true}

// dayGames makes the day's puzzle of every other registered game, walking the registry in
// name order: the game's Generate on its own stream (named by the game), at the level of
// its weekly ramp (puzzles.Ramp, else the solitaire's puzzles.DailyRamp), solved. It is nil
// when there is no such game.
func dayGames(d Date, streamOf func(game string) *rand.Rand) (map[string]GamePuzzle, error) {
	var out map[string]GamePuzzle
	for _, g := range puzzles.Games() {
		if builtIn[g.Name()] {
			continue
		}
		ramp := puzzles.DailyRamp
		if r, ok := g.(puzzles.Ramp); ok {
			ramp = r.WeeklyRamp()
		}
		p, err := g.Generate(streamOf(g.Name()), ramp[d.Weekday()])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g.Name(), err)
		}
		s := p.Solve()
		if out == nil {
			out = map[string]GamePuzzle{}
		}
		out[g.Name()] = GamePuzzle{Title: g.Title(), Puzzle: p.String(), Difficulty: s.Level(), Solution: s.Describe()}
	}
	return out, nil
}

// Range returns the records of the dates from and to, both included, in date order, after
// CheckRange. The days are made in parallel; each is still a pure function of (seed, date).
func Range(seed string, from, to Date) ([]Record, error) {
	if err := CheckRange(from, to); err != nil {
		return nil, err
	}
	n := int(to-from) + 1
	recs := make([]Record, n)
	errs := make([]error, n)
	workers := min(runtime.GOMAXPROCS(0), n/64+1)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < n; i += workers {
				recs[i], errs[i] = Generate(seed, from.Add(i))
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return recs, nil
}

// indexName names a practice index in the seeding hash, in place of the date: "#17".
func indexName(i int) string { return "#" + strconv.Itoa(i) }
