package twoops

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

// refOperate is an independent reading of the operator table of templates/rules/reference.md, in
// float64 (exact for halves), written from the table rather than from Operate.
func refOperate(op, a, b puzzles.Card) float64 {
	red := func(c puzzles.Card) bool { return c.Suit == puzzles.Hearts || c.Suit == puzzles.Diamonds }
	x, y := float64(a.Rank), float64(b.Rank)
	same := 0
	if red(a) == red(op) {
		same++
	}
	if red(b) == red(op) {
		same++
	}
	hi, lo := max(x, y), min(x, y)
	on, off := x, y
	if red(b) == red(op) {
		on, off = y, x
	}
	switch {
	case op.Rank == puzzles.King && same == 0:
		return (x + y) / 2
	case op.Rank == puzzles.King && same == 2:
		return x + y
	case op.Rank == puzzles.King:
		return off - on
	case op.Rank == puzzles.Queen && same == 0:
		return hi
	case op.Rank == puzzles.Queen && same == 2:
		return hi + 5
	case op.Rank == puzzles.Queen:
		return float64(int(off) % int(on))
	case same == 0:
		return lo
	case same == 2:
		return lo - 5
	}
	return on
}

// refKey names an arrangement independently of order: each operator (or, for identical
// operators, its rank and colour) with the set of its two numbers.
func refKey(ops [2]puzzles.Card, opIdx [2]int, pairs [2][2]puzzles.Card) string {
	name := func(i int) string {
		if Identical(ops[0], ops[1]) {
			return fmt.Sprint(ops[i].Rank, ops[i].Red())
		}
		return ops[i].String()
	}
	parts := make([]string, 2)
	for k := range 2 {
		p := []string{pairs[k][0].String(), pairs[k][1].String()}
		slices.Sort(p)
		parts[k] = name(opIdx[k]) + ":" + p[0] + "," + p[1]
	}
	slices.Sort(parts)
	return parts[0] + " " + parts[1]
}

// refSolve plays every ordered choice of 4 numbers (numbers 1 and 2 with the first
// operator, 3 and 4 with the second) and returns each distinct arrangement's result.
func refSolve(numbers []puzzles.Card, ops [2]puzzles.Card, goal Goal) map[string]float64 {
	res := map[string]float64{}
	eachOrderedFour(len(numbers), func(a, b, c, d int) {
		key := refKey(ops, [2]int{0, 1}, [2][2]puzzles.Card{{numbers[a], numbers[b]}, {numbers[c], numbers[d]}})
		res[key] = refResult(numbers, ops, goal, a, b, c, d)
	})
	return res
}

// eachOrderedFour calls f with every ordered choice of four distinct indexes below n.
func eachOrderedFour(n int, f func(a, b, c, d int)) {
	for a := range n {
		for b := range n {
			for c := range n {
				for d := range n {
					if a != b && a != c && a != d && b != c && b != d && c != d {
						f(a, b, c, d)
					}
				}
			}
		}
	}
}

// refResult plays numbers a and b with the first operator, c and d with the second.
func refResult(numbers []puzzles.Card, ops [2]puzzles.Card, goal Goal, a, b, c, d int) float64 {
	v1 := refOperate(ops[0], numbers[a], numbers[b])
	v2 := refOperate(ops[1], numbers[c], numbers[d])
	if goal == LeastDifference || goal == MostDifference {
		return max(v1-v2, v2-v1)
	}
	return v1 + v2
}

func refBest(res map[string]float64, goal Goal) float64 {
	first := true
	var best float64
	for _, r := range res {
		if first || (goal == LowestSum || goal == LeastDifference) && r < best || (goal == HighestSum || goal == MostDifference) && r > best {
			best, first = r, false
		}
	}
	return best
}

// randomHand draws n distinct number cards, two distinct operators and a goal.
func randomHand(r *rand.Rand, n int) ([]puzzles.Card, [2]puzzles.Card, Goal) {
	deck := puzzles.Deck()
	var pips, courts []puzzles.Card
	for _, c := range deck {
		if c.Pip() {
			pips = append(pips, c)
		} else {
			courts = append(courts, c)
		}
	}
	r.Shuffle(len(pips), func(i, j int) { pips[i], pips[j] = pips[j], pips[i] })
	r.Shuffle(len(courts), func(i, j int) { courts[i], courts[j] = courts[j], courts[i] })
	return pips[:n], [2]puzzles.Card{courts[0], courts[1]}, Goals[r.IntN(4)]
}

// checkPlay checks a Play against the brute force.
func checkPlay(t *testing.T, numbers []puzzles.Card, ops [2]puzzles.Card, goal Goal, play Play) {
	t.Helper()
	ref := refSolve(numbers, ops, goal)
	want := refBest(ref, goal)
	if play.Best.Float() != want {
		t.Fatalf("%v %v %v: best %v, brute force %v", numbers, ops, goal, play.Best, want)
	}
	if got := BestValue(numbers, ops, goal); got != play.Best {
		t.Fatalf("%v %v %v: BestValue %v, Solve %v", numbers, ops, goal, got, play.Best)
	}
	if len(play.All) != len(ref) {
		t.Fatalf("%v %v %v: %d arrangements, brute force %d", numbers, ops, goal, len(play.All), len(ref))
	}
	optimal := 0
	for _, r := range ref {
		if r == want {
			optimal++
		}
	}
	if len(play.Optimal) != optimal {
		t.Fatalf("%v %v %v: %d optimal, brute force %d", numbers, ops, goal, len(play.Optimal), optimal)
	}
	seen := map[string]bool{}
	for _, ar := range play.All {
		o := ar.Operations
		opIdx := [2]int{slices.Index(ops[:], o[0].Operator), slices.Index(ops[:], o[1].Operator)}
		key := refKey(ops, opIdx, [2][2]puzzles.Card{o[0].Numbers, o[1].Numbers})
		r, ok := ref[key]
		if !ok || seen[key] || r != ar.Result.Float() || opIdx[0] == opIdx[1] || opIdx[0] < 0 || opIdx[1] < 0 {
			t.Fatalf("%v %v %v: arrangement %+v (%s): in brute force %v (result %v), seen %v", numbers, ops, goal, ar, key, ok, r, seen[key])
		}
		seen[key] = true
		for _, op := range o {
			if op.Value.Float() != refOperate(op.Operator, op.Numbers[0], op.Numbers[1]) {
				t.Fatalf("operation %+v: value wrong", op)
			}
		}
		used := append(slices.Clone(ar.Marker), o[0].Numbers[0], o[0].Numbers[1], o[1].Numbers[0], o[1].Numbers[1])
		if len(used) != len(numbers) || !sameCards(used, numbers) {
			t.Fatalf("arrangement %+v does not use each number once", ar)
		}
	}
}

func sameCards(a, b []puzzles.Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	cmp := func(x, y puzzles.Card) int { return x.Index() - y.Index() }
	slices.SortFunc(a, cmp)
	slices.SortFunc(b, cmp)
	return slices.Equal(a, b)
}

func TestSolveAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	hands := 1500
	if testing.Short() {
		hands = 200
	}
	for i := range hands {
		numbers, ops, goal := randomHand(r, 4+i%3)
		if i%5 == 0 { // make identical operators common
			ops[1] = puzzles.Card{Rank: ops[0].Rank, Suit: ops[0].Suit ^ 2}
		}
		play, err := Solve(numbers, ops, goal)
		if err != nil {
			t.Fatal(err)
		}
		checkPlay(t, numbers, ops, goal, play)
	}
}

func TestSolveCounts(t *testing.T) {
	six := cards(t, "AS 3H 7D 9C 10S 5H")
	for _, c := range []struct {
		n    int
		ops  string
		want int
	}{
		{6, "KH JS", 90}, {6, "KH KD", 45}, {6, "KH KS", 90}, {5, "QC JC", 30}, {5, "QC QS", 15},
		{4, "JD QD", 6}, {4, "JD JH", 3},
	} {
		ops := cards(t, c.ops)
		play, err := Solve(six[:c.n], [2]puzzles.Card{ops[0], ops[1]}, LowestSum)
		if err != nil || len(play.All) != c.want {
			t.Errorf("%d numbers, %s: %d arrangements, %v; want %d", c.n, c.ops, len(play.All), err, c.want)
		}
		for _, ar := range play.All {
			if len(ar.Marker) != c.n-4 || ar.Marker == nil {
				t.Fatalf("marker %v with %d numbers", ar.Marker, c.n)
			}
		}
	}
}

func TestSolveRejects(t *testing.T) {
	ops := [2]puzzles.Card{card(t, "KH"), card(t, "JS")}
	for _, c := range []struct {
		numbers string
		ops     [2]puzzles.Card
		bad     string
	}{
		{"AS 3H 7D 9C KS", ops, "KS"},
		{"AS 3H 7D 9C 3H", ops, "3H"},
		{"AS 3H 7D", ops, "3 number cards"},
		{"AS 3H 7D 9C 10S 5H 6H", ops, "7 number cards"},
		{"AS 3H 7D 9C", [2]puzzles.Card{card(t, "KH"), card(t, "9S")}, "9S"},
		{"AS 3H 7D 9C", [2]puzzles.Card{card(t, "KH"), card(t, "KH")}, "KH"},
	} {
		_, err := Solve(cards(t, c.numbers), c.ops, HighestSum)
		if err == nil || !strings.Contains(err.Error(), c.bad) {
			t.Errorf("Solve(%s, %v) error %v, want one naming %s", c.numbers, c.ops, err, c.bad)
		}
	}
}

// TestSolveIssueExample works the issue's example by hand: A♠ 3♥ 7♦ 9♣ 10♠ with K♥ and J♠,
// goal 6♦ (even, red: the lowest sum). K♥ is least on one red and one black number, where
// it gives black minus red: at least A♠ - 7♦ = -6. J♠ is least on two black numbers, the
// lesser minus 5: A♠ with 9♣ or 10♠ gives -4. Both want A♠. K♥(A♠, 7♦) = -6 leaves J♠ at
// best 9♣ and 10♠, 9 - 5 = 4: -2. J♠(A♠, 10♠) = -4 leaves K♥ at best 9♣ - 7♦ = 2: -2.
// J♠(A♠, 9♣) = -4 leaves 10♠ - 7♦ = 3: -1. Anything else is higher, so the best is -2,
// reached exactly twice (the marker 3♥ both times).
func TestSolveIssueExample(t *testing.T) {
	play, err := Solve(cards(t, "AS 3H 7D 9C 10S"), [2]puzzles.Card{card(t, "KH"), card(t, "JS")}, LowestSum)
	if err != nil {
		t.Fatal(err)
	}
	if play.Best != Int(-2) || len(play.Optimal) != 2 || len(play.All) != 30 {
		t.Errorf("best %v with %d optimal of %d, want -2, 2 of 30", play.Best, len(play.Optimal), len(play.All))
	}
	for _, ar := range play.Optimal {
		if len(ar.Marker) != 1 || ar.Marker[0] != card(t, "3H") {
			t.Errorf("optimal %+v: want the marker 3H", ar)
		}
	}
}

func ExampleSolve() {
	numbers, _ := puzzles.ParseCards("AS 3H 7D 9C 10S")
	operators := [2]puzzles.Card{{Rank: puzzles.King, Suit: puzzles.Hearts}, {Rank: puzzles.Jack, Suit: puzzles.Spades}}
	goal, _ := GoalOf(puzzles.Card{Rank: 6, Suit: puzzles.Diamonds})
	play, _ := Solve(numbers, operators, goal)
	fmt.Println(goal, play.Best, len(play.All), "arrangements")
	for _, ar := range play.Optimal {
		fmt.Println(ar.Operations[0].Explain())
		fmt.Println(ar.Operations[1].Explain())
		fmt.Println("marker", ar.Marker, "result", ar.Result)
	}
	// Output:
	// lowest-sum -2 30 arrangements
	// K♥ with A♠ and 7♦: the operator matches only 7♦, so the other minus it, 1 − 7 = −6
	// J♠ with 9♣ and 10♠: the operator matches both, so the lesser minus 5, 9 − 5 = 4
	// marker [3H] result -2
	// J♠ with A♠ and 10♠: the operator matches both, so the lesser minus 5, 1 − 5 = −4
	// K♥ with 7♦ and 9♣: the operator matches only 7♦, so the other minus it, 9 − 7 = 2
	// marker [3H] result -2
}

func ExampleOperate() {
	op, _ := puzzles.ParseCard("KS")
	a, _ := puzzles.ParseCard("9H")
	b, _ := puzzles.ParseCard("4D")
	fmt.Println(Operate(op, a, b))
	fmt.Println(Explain(op, a, b))
	// Output:
	// 6.5
	// K♠ with 9♥ and 4♦: the operator matches neither, so the average, (9 + 4) ÷ 2 = 6.5
}
