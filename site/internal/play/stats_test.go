package play

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

// statsFile holds the vectors of templates/play/stats.test.js: the calendar, the visitor's
// local day and midnight in time zones across daylight-saving changes, and the records and
// streaks of players, all worked out here with Go's calendar and time zones, and where a
// page keeps its site's data, by Go's URLs and FNV-1a.
var statsFile = filepath.Join("..", "..", "..", "templates", "play", "testdata", "stats-vectors.json")

// dayVector is a date string and its day number (null for no such day).
type dayVector struct {
	Day string `json:"day"`
	Num *int   `json:"num"`
}

func dayVectors() []dayVector {
	var out []dayVector
	for _, s := range []string{"1970-01-01", "2024-02-29", "2025-02-29", "2026-11-29", "2026-12-31", "2027-01-01",
		"2026-13-01", "2026-04-31", "2026-00-10", "26-11-29", "2026-11-29T00:00", "", "9999-12-31", "2100-02-29", "2000-02-29"} {
		v := dayVector{Day: s}
		if d, err := generator.ParseDate(s); err == nil && s[:4] >= "1900" {
			n := int(d)
			v.Num = &n
		}
		out = append(out, v)
	}
	return out
}

// zoneVector is a moment (Unix milliseconds) in a time zone: the local day and the time to
// the next local midnight, by Go's zone database.
type zoneVector struct {
	Zone  string `json:"zone"`
	Ms    int64  `json:"ms"`
	Day   string `json:"day"`
	Until int64  `json:"until"`
}

func zoneVectors(t *testing.T) []zoneVector {
	var out []zoneVector
	for _, c := range []struct {
		zone  string
		local []string // local times, "2006-01-02 15:04:05.000"
	}{
		// Clocks forward on 8 March 2026 (a 23-hour day) and back on 1 November (25 hours).
		{"America/New_York", []string{"2026-03-07 23:59:59.999", "2026-03-08 00:00:00.000", "2026-03-08 01:59:00.000",
			"2026-03-08 03:00:00.000", "2026-11-01 00:30:00.000", "2026-11-01 23:59:00.000", "2026-11-29 19:30:00.000"}},
		{"Europe/London", []string{"2026-03-29 00:30:00.000", "2026-10-25 12:00:00.000", "2026-11-29 23:59:59.000"}},
		// The first and the last calendars: UTC+14 is on tomorrow when UTC-11 is on today.
		{"Pacific/Kiritimati", []string{"2026-11-30 00:00:00.000", "2026-11-30 13:59:00.000"}},
		{"Pacific/Pago_Pago", []string{"2026-11-29 00:00:00.000", "2026-11-29 23:00:00.000"}},
		// Half-hour daylight saving (5 April 2026 back, 4 October forward).
		{"Australia/Lord_Howe", []string{"2026-04-05 00:10:00.000", "2026-10-04 01:00:00.000"}},
		{"UTC", []string{"2026-12-31 23:59:59.999", "2027-01-01 00:00:00.000"}},
	} {
		loc, err := time.LoadLocation(c.zone)
		if err != nil {
			t.Skipf("no time zone data: %v", err)
		}
		for _, s := range c.local {
			at, err := time.ParseInLocation("2006-01-02 15:04:05.000", s, loc)
			if err != nil {
				t.Fatal(err)
			}
			y, m, d := at.Date()
			next := time.Date(y, m, d+1, 0, 0, 0, 0, loc)
			out = append(out, zoneVector{Zone: c.zone, Ms: at.UnixMilli(), Day: at.Format("2006-01-02"), Until: next.Sub(at).Milliseconds()})
		}
	}
	return out
}

// A play is one finished game: the day's page, the game, its result and the visitor's
// own date when it was finished; want is what record answers.
type play struct {
	Day   string         `json:"day"`
	Game  string         `json:"game"`
	Rec   map[string]any `json:"rec"`
	Today string         `json:"today"`
	Want  string         `json:"want"`
}

// want is the summary of a history seen on a day.
type want struct {
	Played   int    `json:"played"`
	Finished int    `json:"finished"`
	Perfect  int    `json:"perfect"`
	Streak   int    `json:"streak"`
	Longest  int    `json:"longest"`
	OpsHist  [6]int `json:"ops_hist"`
	TwoHist  [4]int `json:"two_hist"`
}

type scenario struct {
	Name  string `json:"name"`
	Plays []play `json:"plays"`
	On    string `json:"on"`
	Want  want   `json:"want"`
}

// opsRec and twoRec make game records: Ops moves, best, hints, shown; Two Ops result,
// best kept and best, in halves.
func opsRec(m, b, h int, shown bool) map[string]any {
	return map[string]any{"m": m, "b": b, "h": h, "s": map[bool]int{false: 0, true: 1}[shown]}
}
func twoRec(r, k, b int) map[string]any { return map[string]any{"r": r, "k": k, "b": b, "x": "7D"} }

// reference works a scenario out from the rules in the README, independently of stats.js:
// the first finish of a game on a day stands; a day after the visitor's date is refused;
// a day counts for the streak when both games were finished on it by the visitor's date
// and the Ops solution was not shown.
func reference(sc *scenario) {
	type entry struct {
		ops, two map[string]any
		opsOn    bool
		twoOn    bool
	}
	days := map[string]*entry{}
	for i := range sc.Plays {
		p := &sc.Plays[i]
		if p.Day > p.Today {
			p.Want = "future"
			continue
		}
		e := days[p.Day]
		if e == nil {
			e = &entry{}
			days[p.Day] = e
		}
		switch {
		case p.Game == "o" && e.ops == nil:
			e.ops, e.opsOn, p.Want = p.Rec, p.Day == p.Today, "kept"
		case p.Game == "t" && e.two == nil:
			e.two, e.twoOn, p.Want = p.Rec, p.Day == p.Today, "kept"
		default:
			p.Want = "again"
		}
	}
	var keys []string
	for k := range days {
		if k <= sc.On {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	w := &sc.Want
	run, last := 0, generator.Date(-1<<30)
	on, _ := generator.ParseDate(sc.On)
	for _, k := range keys {
		e := days[k]
		d, _ := generator.ParseDate(k)
		w.Played++
		opsPerfect := e.ops != nil && e.ops["s"] == 0 && e.ops["h"] == 0 && e.ops["m"] == e.ops["b"]
		twoPerfect := e.two != nil && e.two["r"] == e.two["b"]
		if e.ops != nil && e.two != nil {
			w.Finished++
		}
		if opsPerfect && twoPerfect {
			w.Perfect++
		}
		if e.ops != nil {
			switch m, b := e.ops["m"].(int), e.ops["b"].(int); {
			case e.ops["s"] == 1:
				w.OpsHist[5]++
			case e.ops["h"] != 0:
				w.OpsHist[4]++
			default:
				w.OpsHist[min(3, m-b)]++
			}
		}
		if e.two != nil {
			short := e.two["b"].(int) - e.two["r"].(int)
			if short < 0 {
				short = -short
			}
			switch {
			case short == 0:
				w.TwoHist[0]++
			case short <= 4:
				w.TwoHist[1]++
			case short <= 10:
				w.TwoHist[2]++
			default:
				w.TwoHist[3]++
			}
		}
		if e.ops != nil && e.two != nil && e.opsOn && e.twoOn && e.ops["s"] == 0 {
			if d == last+1 {
				run++
			} else {
				run = 1
			}
			last = d
			w.Longest = max(w.Longest, run)
		}
	}
	if last >= on-1 {
		w.Streak = run
	}
}

// scenarios are the players of the issue and the calendar's edges.
func scenarios() []scenario {
	day := func(s string, n int) string {
		d, _ := generator.ParseDate(s)
		return d.Add(n).String()
	}
	both := func(d, today string, o, t map[string]any) []play {
		return []play{{Day: d, Game: "o", Rec: o, Today: today}, {Day: d, Game: "t", Rec: t, Today: today}}
	}
	perfectOps, perfectTwo := opsRec(3, 3, 0, false), twoRec(10, 10, 10)
	var out []scenario
	add := func(name, on string, plays ...[]play) {
		sc := scenario{Name: name, On: on}
		for _, p := range plays {
			sc.Plays = append(sc.Plays, p...)
		}
		reference(&sc)
		out = append(out, sc)
	}
	// The 30-second cheat: the next fortnight played today with hints. Nothing is kept.
	var cheat [][]play
	for i := 1; i <= 14; i++ {
		cheat = append(cheat, both(day("2026-11-29", i), "2026-11-29", opsRec(3, 3, 3, false), perfectTwo))
	}
	add("future days cannot be played", "2026-11-29", cheat...)
	// Five days in a row, each on its day, one with hints: a streak of 5, four perfect days.
	var five [][]play
	for i := range 5 {
		o := perfectOps
		if i == 2 {
			o = opsRec(3, 3, 2, false)
		}
		five = append(five, both(day("2026-11-25", i), day("2026-11-25", i), o, perfectTwo))
	}
	add("five days on their days", "2026-11-29", five...)
	add("today still open keeps yesterday's streak", "2026-11-30", five...)
	add("a missed day ends the streak", "2026-12-01", five...)
	// A day played later from the archive counts as played, never for the streak.
	add("an archive day played later", "2026-11-30",
		both("2026-11-26", "2026-11-26", perfectOps, perfectTwo),
		both("2026-11-27", "2026-11-27", perfectOps, perfectTwo),
		both("2026-11-28", "2026-11-30", perfectOps, perfectTwo),
		both("2026-11-29", "2026-11-29", perfectOps, perfectTwo),
		both("2026-11-30", "2026-11-30", perfectOps, perfectTwo))
	// A shown solution, a day with one game only, a second try that changes nothing.
	add("shown, half days and second tries", "2026-11-29",
		both("2026-11-26", "2026-11-26", perfectOps, twoRec(6, 8, 10)),
		both("2026-11-27", "2026-11-27", opsRec(5, 3, 0, true), perfectTwo),
		[]play{{Day: "2026-11-28", Game: "o", Rec: opsRec(4, 3, 0, false), Today: "2026-11-28"}},
		both("2026-11-29", "2026-11-29", opsRec(6, 3, 0, false), twoRec(-1, 9, 10)),
		both("2026-11-29", "2026-11-29", perfectOps, perfectTwo))
	// Around midnight: Ops at 23:59 on the day, Two Ops at 00:01 the next: not on the day.
	add("both games must be on the day", "2026-11-30",
		[]play{{Day: "2026-11-29", Game: "o", Rec: perfectOps, Today: "2026-11-29"}, {Day: "2026-11-29", Game: "t", Rec: perfectTwo, Today: "2026-11-30"}},
		both("2026-11-30", "2026-11-30", perfectOps, perfectTwo))
	// Over the end of a year, a leap day and a daylight-saving change (calendar days).
	add("over the year's end", "2027-01-01",
		both("2026-12-30", "2026-12-30", perfectOps, perfectTwo), both("2026-12-31", "2026-12-31", perfectOps, perfectTwo),
		both("2027-01-01", "2027-01-01", opsRec(4, 3, 0, false), twoRec(8, 9, 10)))
	add("over a leap day", "2028-03-01",
		both("2028-02-28", "2028-02-28", perfectOps, perfectTwo), both("2028-02-29", "2028-02-29", perfectOps, perfectTwo),
		both("2028-03-01", "2028-03-01", perfectOps, perfectTwo))
	add("over a daylight-saving change", "2026-03-09",
		both("2026-03-07", "2026-03-07", perfectOps, perfectTwo), both("2026-03-08", "2026-03-08", opsRec(3, 3, 0, false), perfectTwo),
		both("2026-03-09", "2026-03-09", opsRec(8, 3, 0, false), twoRec(0, 0, 30)))
	return out
}

func statsVectors(t *testing.T) []byte {
	return jstest.Object(t,
		jstest.Section{Key: "days", Value: dayVectors()},
		jstest.Section{Key: "zones", Value: zoneVectors(t)},
		jstest.Section{Key: "scenarios", Value: scenarios()},
		jstest.Section{Key: "places", Value: placeVectors(t)},
		jstest.Section{Key: "fits", Value: fitVectors(t)})
}

// TestStatsVectors checks templates/play/testdata/stats-vectors.json (TestNode runs the
// JavaScript against it).
func TestStatsVectors(t *testing.T) { jstest.Golden(t, statsFile, statsVectors(t), *update) }

// The scenarios say what the README promises; a few figures are checked by hand here so
// that the reference itself is not taken on trust.
func TestStatsReference(t *testing.T) {
	got := map[string]want{}
	for _, sc := range scenarios() {
		got[sc.Name] = sc.Want
	}
	for name, w := range map[string]want{
		"future days cannot be played":              {},
		"five days on their days":                   {Played: 5, Finished: 5, Perfect: 4, Streak: 5, Longest: 5, OpsHist: [6]int{4, 0, 0, 0, 1, 0}, TwoHist: [4]int{5, 0, 0, 0}},
		"today still open keeps yesterday's streak": {Played: 5, Finished: 5, Perfect: 4, Streak: 5, Longest: 5, OpsHist: [6]int{4, 0, 0, 0, 1, 0}, TwoHist: [4]int{5, 0, 0, 0}},
		"a missed day ends the streak":              {Played: 5, Finished: 5, Perfect: 4, Streak: 0, Longest: 5, OpsHist: [6]int{4, 0, 0, 0, 1, 0}, TwoHist: [4]int{5, 0, 0, 0}},
		"an archive day played later":               {Played: 5, Finished: 5, Perfect: 5, Streak: 2, Longest: 2, OpsHist: [6]int{5, 0, 0, 0, 0, 0}, TwoHist: [4]int{5, 0, 0, 0}},
		"both games must be on the day":             {Played: 2, Finished: 2, Perfect: 2, Streak: 1, Longest: 1, OpsHist: [6]int{2, 0, 0, 0, 0, 0}, TwoHist: [4]int{2, 0, 0, 0}},
	} {
		if got[name] != w {
			t.Errorf("%s: %+v, want %+v", name, got[name], w)
		}
	}
}

// fitCase is a record of a day's game held against the day's facts as its page has them:
// fit is whether a play of the day could have made it, worked out here from the day's
// generator record (the Ops optimum; the best result, each discard's best kept and the
// goal of Two Ops), not from stats.js.
type fitCase struct {
	Name string         `json:"name"`
	Game string         `json:"game"`
	Rec  map[string]any `json:"rec"`
	Fit  bool           `json:"fit"`
}

// fitKept is a discard's code and the best of the five it keeps, as a payload has them.
type fitKept struct {
	C string `json:"c"`
	B string `json:"b"`
}

// fitDay is a day's facts (OpsStats.fits' f) and the records held against them.
type fitDay struct {
	Day   string `json:"day"`
	Facts struct {
		O int      `json:"o"`
		T struct { // the parts of the day's Two Ops payload (templates/play/board.js's twoOps) fits reads
			Goal twoops.Goal `json:"goal"`
			B    string      `json:"b"`
			D    []fitKept   `json:"d"`
		} `json:"t"`
	} `json:"facts"`
	Cases []fitCase `json:"cases"`
}

// fitVectors holds the records of a week's days, true ones and ones written by hand that
// no play of the day could make, to the day's generator record.
func fitVectors(t *testing.T) []fitDay {
	var out []fitDay
	for d := generator.MakeDate(2026, 11, 23); d <= generator.MakeDate(2026, 11, 29); d++ {
		rec, err := generator.Generate("fits", d)
		if err != nil {
			t.Fatal(err)
		}
		fd := fitDay{Day: d.String()}
		opt, tw := rec.Ops.OptimalMoves, rec.TwoOps
		fd.Facts.O = opt
		fd.Facts.T.Goal, fd.Facts.T.B = tw.Goal, tw.Best.String()
		for _, x := range tw.Discards {
			fd.Facts.T.D = append(fd.Facts.T.D, fitKept{C: x.Card.String(), B: x.Best.String()})
		}
		add := func(name, game string, rec map[string]any, fit bool) {
			rec["n"] = 1
			fd.Cases = append(fd.Cases, fitCase{Name: name, Game: game, Rec: rec, Fit: fit})
		}
		add("the optimum", "o", opsRec(opt, opt, 0, false), true)
		add("three over with a hint", "o", opsRec(opt+3, opt, 1, false), true)
		add("the solution shown", "o", opsRec(opt+2, opt, 0, true), true)
		add("fewer moves than the optimum", "o", opsRec(opt-1, opt-1, 0, false), false)
		add("a best that is not the day's", "o", opsRec(opt+1, opt+1, 0, false), false)
		add("no moves at all", "o", opsRec(0, 0, 0, false), false)
		// An unseen card of the deck, which was not dealt: no discard of the day.
		var unseen puzzles.Card
		for _, c := range puzzles.Deck() {
			if c.Pip() && !slices.Contains(tw.Numbers, c) {
				unseen = c
				break
			}
		}
		for i, x := range tw.Discards {
			k, b := x.Best.Halves(), tw.Best.Halves()
			worse, better := k+1, k-1
			if !tw.Goal.Better(twoops.Value(better), x.Best) {
				worse, better = k-1, k+1
			}
			two := func(r, k, b int, c puzzles.Card) map[string]any {
				m := twoRec(r, k, b)
				m["x"] = c.String()
				return m
			}
			add("the best kept of "+x.Card.String(), "t", two(k, k, b, x.Card), true)
			add("short of the best kept of "+x.Card.String(), "t", two(worse, k, b, x.Card), true)
			add("better than the best kept of "+x.Card.String(), "t", two(better, k, b, x.Card), false)
			add("another best of the day", "t", two(k, k, b+2, x.Card), false)
			if o := tw.Discards[(i+1)%len(tw.Discards)]; o.Best != x.Best {
				add("another discard's best kept", "t", two(o.Best.Halves(), o.Best.Halves(), b, x.Card), false)
			}
			if i == 0 {
				add("a card that was not dealt", "t", two(k, k, b, unseen), false)
			}
		}
		out = append(out, fd)
	}
	return out
}
