package twoops

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

// card parses one card or fails the test.
func card(t testing.TB, s string) puzzles.Card {
	t.Helper()
	c, err := puzzles.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cards parses cards or fails the test.
func cards(t testing.TB, s string) []puzzles.Card {
	t.Helper()
	c, err := puzzles.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestOperatorTable walks the operator table of templates/rules/reference.md case by case: every
// operator rank, operators of both colours, every matching case (with the "on" card first
// and second), halves, negatives and the modulo. Expectations are worked out by hand.
func TestOperatorTable(t *testing.T) {
	for _, c := range []struct {
		op, a, b string
		match    Matching
		want     string
	}{
		// K, matches neither: the average, halves included.
		{"KH", "9C", "3C", MatchesNeither, "6"},
		{"KS", "9H", "4D", MatchesNeither, "6.5"},
		{"KD", "AS", "2C", MatchesNeither, "1.5"},
		{"KC", "10H", "AD", MatchesNeither, "5.5"},
		// K, matches both: the sum.
		{"KH", "9H", "3D", MatchesBoth, "12"},
		{"KS", "10S", "10C", MatchesBoth, "20"},
		{"KC", "AC", "2S", MatchesBoth, "3"},
		// K, matches one: off minus on, negatives included.
		{"KH", "9C", "3H", MatchesOne, "6"},
		{"KH", "3H", "9C", MatchesOne, "6"},
		{"KS", "2S", "7H", MatchesOne, "5"},
		{"KS", "8S", "3H", MatchesOne, "-5"},
		{"KD", "AD", "10C", MatchesOne, "9"},
		{"KC", "AD", "10C", MatchesOne, "-9"},
		{"KH", "5D", "5S", MatchesOne, "0"},
		// Q, matches neither: the greater.
		{"QH", "9C", "3C", MatchesNeither, "9"},
		{"QS", "2H", "2D", MatchesNeither, "2"},
		{"QC", "AH", "10D", MatchesNeither, "10"},
		// Q, matches both: the greater plus 5.
		{"QH", "9H", "3D", MatchesBoth, "14"},
		{"QC", "10S", "AC", MatchesBoth, "15"},
		// Q, matches one: off mod on.
		{"QH", "9C", "3H", MatchesOne, "0"},
		{"QH", "3C", "9H", MatchesOne, "3"},
		{"QS", "10S", "7H", MatchesOne, "7"},
		{"QS", "7H", "3S", MatchesOne, "1"},
		{"QD", "AH", "10S", MatchesOne, "0"},
		{"QC", "10C", "10H", MatchesOne, "0"},
		{"QD", "9S", "4D", MatchesOne, "1"},
		{"QD", "4S", "9D", MatchesOne, "4"},
		// J, matches neither: the lesser.
		{"JH", "9C", "3C", MatchesNeither, "3"},
		{"JS", "5H", "7D", MatchesNeither, "5"},
		// J, matches both: the lesser minus 5, negatives included.
		{"JH", "9H", "3D", MatchesBoth, "-2"},
		{"JS", "AS", "AC", MatchesBoth, "-4"},
		{"JC", "10C", "5S", MatchesBoth, "0"},
		{"JD", "10H", "8D", MatchesBoth, "3"},
		// J, matches one: the on value, the off value ignored.
		{"JH", "9C", "3H", MatchesOne, "3"},
		{"JH", "3C", "9H", MatchesOne, "9"},
		{"JS", "AS", "10H", MatchesOne, "1"},
		{"JD", "10D", "2S", MatchesOne, "10"},
	} {
		op, a, b := card(t, c.op), card(t, c.a), card(t, c.b)
		if m := Matches(op, a, b); m != c.match {
			t.Errorf("Matches(%s, %s, %s) = %v, want %v", c.op, c.a, c.b, m, c.match)
		}
		if got := Operate(op, a, b).String(); got != c.want {
			t.Errorf("Operate(%s, %s, %s) = %s, want %s", c.op, c.a, c.b, got, c.want)
		}
		if got := Operate(op, b, a).String(); got != c.want {
			t.Errorf("Operate(%s, %s, %s) = %s, want %s (order never matters)", c.op, c.b, c.a, got, c.want)
		}
		// The explanation is prose: its value has the minus sign "−", the table's the hyphen.
		if e := Explain(op, a, b); !strings.HasSuffix(e, strings.Replace(c.want, "-", "−", 1)) || !strings.HasPrefix(e, op.Symbol()+" with "+a.Symbol()+" and "+b.Symbol()+": ") {
			t.Errorf("Explain(%s, %s, %s) = %q, want it to end in %s", c.op, c.a, c.b, e, c.want)
		}
	}
}

// TestOperateEverywhere checks properties of every operation of the deck: order never
// matters, only the K matching neither gives halves, and each value lies in the range the
// table allows.
func TestOperateEverywhere(t *testing.T) {
	for _, op := range puzzles.Deck() {
		if !op.Rank.Court() {
			continue
		}
		for _, a := range puzzles.Deck() {
			for _, b := range puzzles.Deck() {
				if !a.Pip() || !b.Pip() || a == b {
					continue
				}
				v := Operate(op, a, b)
				if v != Operate(op, b, a) {
					t.Fatalf("%v %v %v: order matters", op, a, b)
				}
				half := op.Rank == puzzles.King && Matches(op, a, b) == MatchesNeither && (a.Value()+b.Value())%2 == 1
				if whole := v.Halves()%2 == 0; whole == half {
					t.Fatalf("%v %v %v = %v: a half where none belongs, or none where one does", op, a, b, v)
				}
				if v < Int(-9) || v > Int(20) {
					t.Fatalf("%v %v %v = %v: out of range", op, a, b, v)
				}
			}
		}
	}
}

func TestOperatePanicsOnBadCards(t *testing.T) {
	for _, c := range [][3]string{{"7H", "9C", "3C"}, {"KH", "QC", "3C"}, {"KH", "9C", "JC"}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Operate(%v) did not panic", c)
				}
			}()
			Operate(card(t, c[0]), card(t, c[1]), card(t, c[2]))
		}()
	}
}

func TestExplain(t *testing.T) {
	for _, c := range []struct{ op, a, b, want string }{
		{"KH", "9C", "3C", "K♥ with 9♣ and 3♣: the operator matches neither, so the average, (9 + 3) ÷ 2 = 6"},
		{"KS", "9H", "4D", "K♠ with 9♥ and 4♦: the operator matches neither, so the average, (9 + 4) ÷ 2 = 6.5"},
		{"KH", "9H", "3D", "K♥ with 9♥ and 3♦: the operator matches both, so the sum, 9 + 3 = 12"},
		{"KS", "8S", "3H", "K♠ with 8♠ and 3♥: the operator matches only 8♠, so the other minus it, 3 − 8 = −5"},
		{"QH", "9C", "3C", "Q♥ with 9♣ and 3♣: the operator matches neither, so the greater, max(9, 3) = 9"},
		{"QC", "10S", "AC", "Q♣ with 10♠ and A♣: the operator matches both, so the greater plus 5, 10 + 5 = 15"},
		{"QS", "7H", "3S", "Q♠ with 7♥ and 3♠: the operator matches only 3♠, so the remainder of the other divided by it, 7 mod 3 = 1"},
		{"JS", "5H", "7D", "J♠ with 5♥ and 7♦: the operator matches neither, so the lesser, min(5, 7) = 5"},
		{"JH", "9H", "3D", "J♥ with 9♥ and 3♦: the operator matches both, so the lesser minus 5, 3 − 5 = −2"},
		{"JH", "9C", "3H", "J♥ with 9♣ and 3♥: the operator matches only 3♥, so its value counts and 9♣ is ignored: 3"},
	} {
		if got := Explain(card(t, c.op), card(t, c.a), card(t, c.b)); got != c.want {
			t.Errorf("Explain(%s, %s, %s) =\n %q\nwant\n %q", c.op, c.a, c.b, got, c.want)
		}
	}
}

func TestValue(t *testing.T) {
	for _, c := range []struct {
		v           Value
		want, prose string
	}{
		{Int(4), "4", "4"}, {Half(15), "7.5", "7.5"}, {Half(-5), "-2.5", "−2.5"}, {Half(-1), "-0.5", "−0.5"},
		{Half(1), "0.5", "0.5"}, {0, "0", "0"}, {Int(-9), "-9", "−9"}, {Half(8), "4", "4"}, {Int(20), "20", "20"},
	} {
		if got := c.v.String(); got != c.want {
			t.Errorf("Value(%d).String() = %q, want %q", int(c.v), got, c.want)
		}
		if got := c.v.Prose(); got != c.prose {
			t.Errorf("Value(%d).Prose() = %q, want %q", int(c.v), got, c.prose)
		}
		if p, err := ParseValue(c.want); err != nil || p != c.v {
			t.Errorf("ParseValue(%q) = %v, %v; want %d halves", c.want, p, err, int(c.v))
		}
		if f := c.v.Float(); fmt.Sprint(f) != c.want {
			t.Errorf("Value(%d).Float() = %v, want %s", int(c.v), f, c.want)
		}
	}
	for v := Half(-60); v <= Half(60); v++ {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var back Value
		if err := json.Unmarshal(b, &back); err != nil || back != v {
			t.Errorf("JSON round trip of %v: %s, %v, %v", v, b, back, err)
		}
	}
	for _, bad := range []string{"", "-", "1.25", "x", "1.", ".5", "+", "2.50"} {
		if v, err := ParseValue(bad); err == nil {
			t.Errorf("ParseValue(%q) = %v, want an error", bad, v)
		}
	}
}

func TestGoal(t *testing.T) {
	for s, want := range map[string]Goal{
		"2H": LowestSum, "10D": LowestSum, "6D": LowestSum,
		"2S": HighestSum, "10C": HighestSum, "8S": HighestSum,
		"AH": LeastDifference, "9D": LeastDifference, "3H": LeastDifference,
		"AC": MostDifference, "7S": MostDifference, "9C": MostDifference,
	} {
		if g, err := GoalOf(card(t, s)); err != nil || g != want {
			t.Errorf("GoalOf(%s) = %v, %v; want %v", s, g, err, want)
		}
	}
	for _, s := range []string{"KH", "QS", "JD"} {
		if g, err := GoalOf(card(t, s)); err == nil || !strings.Contains(err.Error(), s) {
			t.Errorf("GoalOf(%s) = %v, %v; want an error naming the card", s, g, err)
		}
	}
	counts := map[Goal]int{}
	for _, c := range puzzles.Deck() {
		if c.Pip() {
			g, _ := GoalOf(c)
			counts[g]++
		}
	}
	for _, g := range Goals {
		if counts[g] != 10 {
			t.Errorf("%v is set by %d pip cards, want 10", g, counts[g])
		}
		if p, err := ParseGoal(g.String()); err != nil || p != g {
			t.Errorf("ParseGoal(%q) = %v, %v", g, p, err)
		}
	}
	names := fmt.Sprint(Goals)
	if names != "[lowest-sum highest-sum least-difference most-difference]" {
		t.Errorf("goal names %s", names)
	}
	a, b := Half(5), Int(-3)
	for _, c := range []struct {
		g        Goal
		combined Value
		aBetter  bool
	}{
		{LowestSum, Half(-1), false}, {HighestSum, Half(-1), true},
		{LeastDifference, Half(11), false}, {MostDifference, Half(11), true},
	} {
		if got := c.g.Combine(a, b); got != c.combined || c.g.Combine(b, a) != c.combined {
			t.Errorf("%v.Combine(%v, %v) = %v, want %v", c.g, a, b, got, c.combined)
		}
		if c.g.Better(a, b) != c.aBetter || c.g.Better(b, a) == c.aBetter || c.g.Better(a, a) {
			t.Errorf("%v.Better(%v, %v) wrong", c.g, a, b)
		}
	}
}
