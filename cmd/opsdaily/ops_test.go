package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

func TestOpsSolveJSON(t *testing.T) {
	code, out, errs := runCmd(t, "ops", "solve", "789/456/123", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// The field names are a stable interface: decode into a map to see them exactly.
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	var names []string
	for k := range raw {
		names = append(names, k)
	}
	slices.Sort(names)
	want := []string{"hand", "lines", "moves", "optimal_moves", "proof", "provable", "result", "solutions"}
	if !slices.Equal(names, want) {
		t.Errorf("fields %v, want %v", names, want)
	}
	var got struct {
		Hand     string `json:"hand"`
		Provable bool   `json:"provable"`
		Lines    []map[string]json.RawMessage
		Optimal  *int     `json:"optimal_moves"`
		Moves    [][2]int `json:"moves"`
		Result   string   `json:"result"`
		Proof    []string `json:"proof"`
		Sols     int      `json:"solutions"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Hand != "789456123" || got.Provable || got.Optimal == nil || *got.Optimal != 4 || len(got.Moves) != 4 || got.Sols != 206 {
		t.Errorf("ops solve: %+v", got)
	}
	if len(got.Lines) != 4 {
		t.Fatalf("%d lines, want 4", len(got.Lines))
	}
	for _, l := range got.Lines {
		if len(l) != 2 || l["holds"] == nil || l["equations"] == nil {
			t.Errorf("a line should have exactly holds and equations: %v", l)
		}
	}
	// Replay the moves: the result is provable and the proof is its equations.
	hand := ops.Natural
	for _, m := range got.Moves {
		hand = hand.Swap(m[0], m[1])
	}
	if hand.String() != got.Result || !ops.Provable(hand) || len(got.Proof) != 4 {
		t.Errorf("moves %v give %v; result %s proof %q", got.Moves, hand, got.Result, got.Proof)
	}
	for k, c := range ops.Check(hand) {
		if !slices.Contains(c.Equations, got.Proof[k]) {
			t.Errorf("proof line %d %q is not one of %q", k, got.Proof[k], c.Equations)
		}
	}
}

func TestOpsSolveProvableAndHopeless(t *testing.T) {
	code, out, _ := runCmd(t, "ops", "solve", "134725869", "--json")
	if code != 0 || !strings.Contains(out, `"provable": true`) || !strings.Contains(out, `"optimal_moves": 0`) ||
		!strings.Contains(out, `"moves": []`) || !strings.Contains(out, `"7 − 2 = 5"`) {
		t.Errorf("a provable hand: %d %s", code, out)
	}
	code, out, _ = runCmd(t, "ops", "solve", "999999998", "--json")
	if code != 0 || !strings.Contains(out, `"optimal_moves": null`) || !strings.Contains(out, `"solutions": 0`) ||
		!strings.Contains(out, `"proof": []`) {
		t.Errorf("a hand with no provable layout is not an error: %d %s", code, out)
	}
	code, out, _ = runCmd(t, "ops", "solve", "999999998")
	if code != 0 || !strings.Contains(out, "No arrangement of these nine cards is provable") {
		t.Errorf("text for a hopeless hand: %d %s", code, out)
	}
}

func TestOpsSolveText(t *testing.T) {
	code, out, _ := runCmd(t, "ops", "solve", "789456123")
	for _, want := range []string{"hand 789/456/123", "Optimal: 4 swaps", "swap p1 and p7", "result 189/527/643",
		"proof: 1 + 8 = 9, 5 + 2 = 7, 1 + 5 = 6, 8 ÷ 2 = 4"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("ops solve text lacks %q:\n%s", want, out)
		}
	}
	// Suited cards are read as their values.
	code, out, _ = runCmd(t, "ops", "solve", "7S8S9S/4S5S6S/1S2S10H", "--json")
	if code != 0 || !strings.Contains(out, `"hand": "789456120"`) {
		t.Errorf("suited hand: %d %s", code, out)
	}
}

func TestOpsBadHands(t *testing.T) {
	for _, args := range [][]string{
		{"ops", "solve", "78945612"},
		{"ops", "solve", "78945612x"},
		{"ops", "solve", "7894561230"},
		{"ops", "solve", "789/456/12"},
		{"ops", "solve", "1078945612"},
		{"ops", "solve"},
		{"ops", "solve", "789456123", "123456789"},
		{"ops", "solve", "789456123", "--nosuch"},
		{"ops", "stats", "extra"},
		{"ops", "nosuch"},
	} {
		code, out, errs := runCmd(t, args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2, nothing, one line", args, code, out, errs)
		}
		if len(args) == 3 && args[1] == "solve" && !strings.Contains(errs, "789456123") {
			t.Errorf("%q: %q should show a valid hand", args, errs)
		}
	}
}

func TestOpsStatsJSON(t *testing.T) {
	code, out, errs := runCmd(t, "ops", "stats", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// The field names are spelled again here, not taken from opsStatsJSON, so that renaming
	// one there fails this test.
	var got struct {
		Natural struct {
			Arrangements int            `json:"arrangements"`
			Solutions    int            `json:"solutions"`
			Point        map[string]int `json:"point"`
			Center       map[string]int `json:"center"`
			Main         map[string]int `json:"main"`
		} `json:"natural"`
		Solitaire struct {
			Starts   int            `json:"starts"`
			ByMoves  map[string]int `json:"by_moves"`
			MaxMoves int            `json:"max_moves"`
			Hardest  []string       `json:"hardest"`
		} `json:"solitaire"`
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatal(err)
	}
	n, s := got.Natural, got.Solitaire
	// The seed's figures.
	if n.Solutions <= 100 || n.Point["9"] != 25 || n.Point["1"] != 15 || n.Point["2"] != 11 || n.Point["7"] != 11 ||
		n.Center["2"] != 25 || n.Center["3"] != 23 || n.Center["1"] != 20 || n.Arrangements < n.Solutions {
		t.Errorf("natural: %+v", n)
	}
	order := []string{"1", "2", "3", "5", "7", "4", "6", "9", "8"}
	for k := 1; k < len(order); k++ {
		if n.Main[order[k-1]] < n.Main[order[k]] {
			t.Errorf("main %v is not in the seed's order %v", n.Main, order)
		}
	}
	total := 0
	for _, c := range s.ByMoves {
		total += c
	}
	if s.Starts != 181440 || total != s.Starts || s.ByMoves["0"] != n.Solutions ||
		s.ByMoves[strconv.Itoa(s.MaxMoves)] != len(s.Hardest) || len(s.Hardest) == 0 {
		t.Errorf("solitaire: %+v", s)
	}
	for _, h := range s.Hardest {
		l, err := ops.ParseLayout(h)
		if err != nil || ops.Solve(l).Optimal != s.MaxMoves || ops.Canonical(l) != l {
			t.Errorf("hardest start %q: %v", h, err)
		}
	}
}

func TestOpsStatsText(t *testing.T) {
	code, out, _ := runCmd(t, "ops", "stats")
	for _, want := range []string{"on the point:  9 (25), 1 (15), 2 (11), 7 (11)", "in the center: 2 (25), 3 (23), 1 (20)",
		"in the main:   1 (", "181440 starts", "The hardest starts need"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("ops stats lacks %q:\n%s", want, out)
		}
	}
}
