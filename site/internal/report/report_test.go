package report

import (
	"encoding/json"
	"flag"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/jstest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

var update = flag.Bool("update", false, "rewrite templates/teach/testdata/reports.json")

// reports are the reports of the tests: each game, every flag, names and codes in several
// scripts, played and unplayed puzzles, negative and half results.
func reports() []Report {
	return []Report{
		{Options: sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 4}, Help: true, Name: "Zoë Ng",
			Results: []Result{{Played: true, Moves: 3}, {Played: true, Discard: 2, Result: -5, Kept: -5}, {}, {Played: true, Discard: 5, Result: 24, Kept: 26}}},
		{Options: sheet.Options{Code: "Room 12", Game: sheet.Ops, Count: 3, Level: 4, Swaps: 3}, Name: "Ali",
			Results: []Result{{Played: true, Moves: 7, Hints: 2}, {Played: true, Moves: 4, Shown: true}, {Played: true, Moves: 254, Hints: 127}}},
		{Options: sheet.Options{Code: "日本語クラス", Game: sheet.TwoOps, Count: 2, Level: 5, NoModulo: true, NoNegative: true}, Name: "",
			Results: []Result{{Played: true, Discard: 0, Result: 15, Kept: 15}, {}}},
		{Options: sheet.Options{Code: "x", Game: sheet.Ops, Count: 1}, Name: "Mme Ngọc · 4ème",
			Results: []Result{{}}},
	}
}

// jsReport is a report as teach.js holds it.
func jsReport(r Report) map[string]any {
	o := r.Options
	res := make([]any, len(r.Results))
	for i, x := range r.Results {
		switch {
		case !x.Played:
			res[i] = nil
		case twoOps(o.Game, i):
			res[i] = map[string]any{"discard": x.Discard, "result": x.Result, "kept": x.Kept}
		default:
			res[i] = map[string]any{"moves": x.Moves, "hints": x.Hints, "shown": x.Shown}
		}
	}
	return map[string]any{
		"options": map[string]any{"code": o.Code, "game": string(o.Game), "level": int(o.Level), "count": o.Count, "swaps": o.Swaps,
			"help": r.Help, "noModulo": o.NoModulo, "noNegative": o.NoNegative},
		"name": r.Name, "results": res,
	}
}

func TestRoundTrip(t *testing.T) {
	for _, r := range reports() {
		code, err := Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Decode(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("%s decodes to %+v, want %+v", code, got, r)
		}
	}
}

// TestEveryTypo changes each character of each code to each other character of the
// alphabet: every such code is refused.
func TestEveryTypo(t *testing.T) {
	for _, r := range reports() {
		code, _ := Encode(r)
		for i := range code {
			if code[i] == '-' {
				continue
			}
			for _, c := range alphabet {
				if byte(c) == code[i] {
					continue
				}
				bad := code[:i] + string(c) + code[i+1:]
				if _, err := Decode(bad); err == nil {
					t.Errorf("%s (from %s) decodes", bad, code)
				}
			}
		}
		if _, err := Decode(code[:len(code)-1]); err == nil {
			t.Errorf("%s cut short decodes", code)
		}
	}
	if _, err := Decode("04H00-1076U"); err == nil {
		t.Error("a U decodes")
	}
}

// vectors are the codes of reports(), for node --test (templates/teach/teach.test.js).
func vectors(t *testing.T) []byte {
	type vec struct {
		Report map[string]any `json:"report"`
		Code   string         `json:"code"`
	}
	var v []vec
	for _, r := range reports() {
		code, err := Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		v = append(v, vec{jsReport(r), code})
	}
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func TestVectors(t *testing.T) {
	jstest.Golden(t, filepath.Join("..", "..", "..", "templates", "teach", "testdata", "reports.json"), vectors(t), *update)
}

// sessions are the practice sessions of the tests: with and without a class code and a
// name, both games, every flag, skipped puzzles, negative and half results, the longest
// session.
func sessions() []Practice {
	long := Practice{Class: "7b", Name: "Ana"}
	for i := range MaxSession {
		long.Puzzles = append(long.Puzzles, Puzzle{TwoOps: i%3 == 0, Level: i%5 + 1, Optimal: 4, Moves: 4 + i%2, Result: 10, Kept: 10, Best: 12, Good: i%3 == 0})
	}
	for i, x := range long.Puzzles {
		if x.TwoOps {
			long.Puzzles[i].Optimal, long.Puzzles[i].Moves = 0, 0
		} else {
			long.Puzzles[i].Result, long.Puzzles[i].Kept, long.Puzzles[i].Best = 0, 0, 0
		}
	}
	return []Practice{
		{Class: "7b", Name: "Zoë Ng", Puzzles: []Puzzle{
			{Level: 1, Optimal: 3, Moves: 3},
			{TwoOps: true, Level: 2, Result: -5, Kept: -5, Best: 3, Good: true},
			{Level: 2, Skipped: true, Optimal: 4},
			{TwoOps: true, Level: 1, Skipped: true, Best: 15},
			{Level: 1, Optimal: 5, Moves: 9, Hints: 2, Shown: true},
			{TwoOps: true, Level: 3, Result: 21, Kept: 24, Best: 24},
		}},
		{Puzzles: []Puzzle{{Level: 5, Optimal: 6, Moves: 6, Hints: 1}}},
		long,
	}
}

func TestPracticeRoundTrip(t *testing.T) {
	for _, p := range sessions() {
		code, err := EncodePractice(p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodePractice(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if !reflect.DeepEqual(got, p) {
			t.Errorf("%s decodes to %+v, want %+v", code, got, p)
		}
		if _, err := Decode(code); err == nil || !strings.Contains(err.Error(), "practice session") {
			t.Errorf("Decode(%s), a practice code, gives %v", code, err)
		}
		for i := range code {
			if code[i] == '-' {
				continue
			}
			for _, c := range alphabet {
				if byte(c) != code[i] {
					if _, err := DecodePractice(code[:i] + string(c) + code[i+1:]); err == nil {
						t.Errorf("%s with %c at %d decodes", code, c, i)
					}
				}
			}
		}
	}
	a, _ := Encode(reports()[0])
	if _, err := DecodePractice(a); err == nil {
		t.Errorf("DecodePractice(%s), an assignment's code, works", a)
	}
}

// TestPracticeSuccess: the practice page's rule of a success, case by case.
func TestPracticeSuccess(t *testing.T) {
	for _, c := range []struct {
		p    Puzzle
		want bool
	}{
		{Puzzle{Level: 1, Optimal: 3, Moves: 3}, true},
		{Puzzle{Level: 1, Optimal: 3, Moves: 4}, false},
		{Puzzle{Level: 1, Optimal: 3, Moves: 3, Hints: 1}, false},
		{Puzzle{Level: 1, Optimal: 3, Moves: 3, Shown: true}, false},
		{Puzzle{Level: 1, Optimal: 3, Skipped: true}, false},
		{Puzzle{TwoOps: true, Level: 1, Result: 7, Kept: 7, Best: 9, Good: true}, true},
		{Puzzle{TwoOps: true, Level: 1, Result: 7, Kept: 7, Best: 7}, false},
		{Puzzle{TwoOps: true, Level: 1, Result: 5, Kept: 7, Best: 7, Good: true}, false},
		{Puzzle{TwoOps: true, Level: 1, Skipped: true, Best: 7}, false},
	} {
		if got := c.p.Success(); got != c.want {
			t.Errorf("%+v: success %v, want %v", c.p, got, c.want)
		}
	}
}

func TestPracticeRefused(t *testing.T) {
	for _, p := range []Practice{
		{Class: "7B", Puzzles: []Puzzle{{Level: 1}}}, // the page keeps class codes in lower case
		{Puzzles: nil},                                        // an empty session has no report
		{Puzzles: make([]Puzzle, MaxSession+1)},               // too long
		{Puzzles: []Puzzle{{Level: 6, Optimal: 1, Moves: 1}}}, // no such level
	} {
		if code, err := EncodePractice(p); err == nil {
			t.Errorf("%+v is written as %s", p, code)
		}
	}
}

// jsSession is a practice session as report.js holds it.
func jsSession(p Practice) map[string]any {
	var ps []any
	for _, x := range p.Puzzles {
		if x.TwoOps {
			ps = append(ps, map[string]any{"game": "two", "level": x.Level, "skipped": x.Skipped, "result": x.Result, "kept": x.Kept, "best": x.Best, "good": x.Good})
		} else {
			ps = append(ps, map[string]any{"game": "ops", "level": x.Level, "skipped": x.Skipped, "optimal": x.Optimal, "moves": x.Moves, "hints": x.Hints, "shown": x.Shown})
		}
	}
	return map[string]any{"class": p.Class, "name": p.Name, "puzzles": ps, "successes": successes(p)}
}

// successes counts a session's successes by the rule stated in the README, independently
// of Puzzle.Success.
func successes(p Practice) int {
	n := 0
	for _, x := range p.Puzzles {
		if !x.Skipped && ((x.TwoOps && x.Good && x.Result == x.Kept) || (!x.TwoOps && x.Moves == x.Optimal && x.Hints == 0 && !x.Shown)) {
			n++
		}
	}
	return n
}

// practiceVectors are the codes of sessions(), for node --test.
func practiceVectors(t *testing.T) []byte {
	type vec struct {
		Session map[string]any `json:"session"`
		Code    string         `json:"code"`
	}
	var v []vec
	for _, p := range sessions() {
		code, err := EncodePractice(p)
		if err != nil {
			t.Fatal(err)
		}
		v = append(v, vec{jsSession(p), code})
	}
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func TestPracticeVectors(t *testing.T) {
	jstest.Golden(t, filepath.Join("..", "..", "..", "templates", "teach", "testdata", "practice.json"), practiceVectors(t), *update)
}
