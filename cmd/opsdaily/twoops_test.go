package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestTwoopsSolveJSON(t *testing.T) {
	code, out, errs := runCmd(t, "twoops", "solve", "--numbers", "AS 3H 7D 9C 10S", "--operators", "KH JS", "--goal", "6D", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// The field names are a stable interface: decode loosely and look for each by name.
	var got struct {
		Goal         string `json:"goal"`
		Best         string `json:"best"`
		OptimalCount int    `json:"optimal_count"`
		Arrangements []struct {
			Operations []struct {
				Numbers  []string `json:"numbers"`
				Operator string   `json:"operator"`
				Value    string   `json:"value"`
			} `json:"operations"`
			Marker []string `json:"marker"`
		} `json:"arrangements"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// Worked by hand (see puzzles/twoops TestSolveIssueExample): 6♦ asks for the lowest
	// sum; K♥(A♠, 7♦) = 1 - 7 = -6 with J♠(9♣, 10♠) = 9 - 5 = 4, or J♠(A♠, 10♠) = -4 with
	// K♥(7♦, 9♣) = 2: best -2, twice, marker 3♥.
	if got.Goal != "lowest-sum" || got.Best != "-2" || got.OptimalCount != 2 || len(got.Arrangements) != 2 {
		t.Fatalf("got %+v", got)
	}
	first := got.Arrangements[0]
	if len(first.Operations) != 2 || !slices.Equal(first.Marker, []string{"3H"}) ||
		first.Operations[0].Operator != "KH" || !slices.Equal(first.Operations[0].Numbers, []string{"AS", "7D"}) ||
		first.Operations[0].Value != "-6" || first.Operations[1].Value != "4" {
		t.Errorf("first arrangement %+v", first)
	}
	var raw map[string]json.RawMessage
	json.Unmarshal([]byte(out), &raw)
	for _, k := range []string{"goal", "best", "arrangements", "optimal_count"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
}

func TestTwoopsSolveText(t *testing.T) {
	code, out, _ := runCmd(t, "twoops", "solve", "--numbers", "as 3♥ 7D 9c 10s", "--operators", "K♥ js", "--goal", "6d")
	if code != 0 || !strings.Contains(out, "Best result: −2.") ||
		!strings.Contains(out, "K♥ with A♠ and 7♦: the operator matches only 7♦, so the other minus it, 1 − 7 = −6") ||
		!strings.Contains(out, "Sum: −6 + 4 = −2; marker 3♥.") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	// A difference goal (7♣: odd, black, the most difference), with a half.
	code, out, _ = runCmd(t, "twoops", "solve", "--numbers", "9H 4D 10S AC", "--operators", "KS QH", "--goal", "7C")
	if code != 0 || !strings.Contains(out, "most absolute difference") || !strings.Contains(out, "Difference: |") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

func TestTwoopsDiscard(t *testing.T) {
	code, out, errs := runCmd(t, "twoops", "discard", "--numbers", "AS 3H 7D 9C 10S 5H", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Cards []struct {
			Card     string  `json:"card"`
			KeepRate float64 `json:"keep_rate"`
		} `json:"cards"`
		Advice string `json:"advice"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Cards) != 6 {
		t.Fatalf("%d cards", len(got.Cards))
	}
	top, adviceRate := -1.0, -1.0
	for i, c := range got.Cards {
		if c.Card != strings.Fields("AS 3H 7D 9C 10S 5H")[i] || c.KeepRate < 0 || c.KeepRate > 1 {
			t.Errorf("card %d: %+v", i, c)
		}
		top = max(top, c.KeepRate)
		if c.Card == got.Advice {
			adviceRate = c.KeepRate
		}
	}
	if adviceRate != top {
		t.Errorf("advice %s has keep rate %v, the top is %v", got.Advice, adviceRate, top)
	}
	code, out, _ = runCmd(t, "twoops", "discard", "--numbers", "AS 3H 7D 9C 10S 5H")
	if code != 0 || !strings.Contains(out, "Advice: discard "+twoopsCardSymbol(got.Advice)) || !strings.Contains(out, "2244") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

// twoopsCardSymbol writes an ASCII card with its Unicode suit, for the text output.
func twoopsCardSymbol(c string) string {
	return strings.NewReplacer("S", "♠", "H", "♥", "D", "♦", "C", "♣").Replace(c)
}

func TestTwoopsDeal(t *testing.T) {
	code, out, errs := runCmd(t, "twoops", "deal", "--seed", "2026", "--players", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Seed    uint64 `json:"seed"`
		Players []struct {
			Player    int      `json:"player"`
			Numbers   []string `json:"numbers"`
			Operators []string `json:"operators"`
			Advice    string   `json:"advice"`
			Best      string   `json:"best"`
		} `json:"players"`
		GoalCard string `json:"goal_card"`
		Goal     string `json:"goal"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Seed != 2026 || len(got.Players) != 3 || got.GoalCard == "" || got.Goal == "" {
		t.Fatalf("got %+v", got)
	}
	seen := map[string]bool{got.GoalCard: true}
	for i, p := range got.Players {
		if p.Player != i+1 || len(p.Numbers) != 6 || len(p.Operators) != 2 || !slices.Contains(p.Numbers, p.Advice) || p.Best == "" {
			t.Errorf("player %+v", p)
		}
		for _, c := range append(p.Numbers, p.Operators...) {
			if seen[c] {
				t.Errorf("%s dealt twice", c)
			}
			seen[c] = true
		}
	}
	_, again, _ := runCmd(t, "twoops", "deal", "--seed", "2026", "--players", "3", "--json")
	if again != out {
		t.Error("the same seed dealt differently")
	}
	code, text, _ := runCmd(t, "twoops", "deal", "--seed", "2026")
	if code != 0 || !strings.Contains(text, "Player 1:") || strings.Contains(text, "Player 2:") || !strings.Contains(text, "opsdaily twoops solve --numbers") {
		t.Errorf("exit %d, output:\n%s", code, text)
	}
}

func TestTwoopsBadInput(t *testing.T) {
	solve := func(numbers, ops, goal string) []string {
		return []string{"twoops", "solve", "--numbers", numbers, "--operators", ops, "--goal", goal}
	}
	for _, c := range []struct {
		args []string
		want string // the card named, and a word of the rule
	}{
		{solve("AS 3H 7D 9C 10X", "KH JS", "6D"), `"10X": unknown suit`},
		{solve("AS 3H 7D ZC", "KH JS", "6D"), `"ZC": unknown rank`},
		{solve("AS 3H 7D 9C QS", "KH JS", "6D"), "QS is a court card"},
		{solve("AS 3H 7D 9C", "KH 9S", "6D"), "9S is a pip card"},
		{solve("AS 3H 7D 9C", "KH JS", "KD"), "KD is not a pip card"},
		{solve("AS 3H 7D 9C 3H", "KH JS", "6D"), "3H is given twice"},
		{solve("AS 3H 7D 9C", "KH JS", "9C"), "9C is both a number and the goal card"},
		{solve("AS 3H 7D", "KH JS", "6D"), "3 number cards given"},
		{solve("AS 3H 7D 9C 10S 5H 6H", "KH JS", "6D"), "7 number cards given"},
		{solve("AS 3H 7D 9C", "KH JS QH", "6D"), "3 operator cards given"},
		{solve("AS 3H 7D 9C", "KH JS", "6D 7D"), "2 goal cards given"},
		{[]string{"twoops", "solve", "--numbers", "AS 3H 7D 9C", "--operators", "KH JS"}, "--goal is missing"},
		{[]string{"twoops", "discard", "--numbers", "AS 3H 7D 9C 10S"}, "5 number cards given"},
		{[]string{"twoops", "discard", "--numbers", "AS 3H 7D 9C 10S JH"}, "JH is a court card"},
		{[]string{"twoops", "discard"}, "--numbers is missing"},
		{[]string{"twoops", "deal"}, "--seed is missing"},
		{[]string{"twoops", "deal", "--seed", "1", "--players", "0"}, "1 to 6 players"},
		{[]string{"twoops", "deal", "--seed", "1", "--players", "7"}, "1 to 6 players"},
		{[]string{"twoops", "deal", "--seed", "-3"}, "--seed"},
		{[]string{"twoops", "deal", "--seed", "1", "extra"}, "argument"},
	} {
		code, out, errs := runCmd(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", c.args, code, out, errs, c.want)
		}
	}
}
