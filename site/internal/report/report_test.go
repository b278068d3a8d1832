package report

import (
	"encoding/json"
	"flag"
	"path/filepath"
	"reflect"
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
