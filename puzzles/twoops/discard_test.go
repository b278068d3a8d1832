package twoops

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

// refBestOf is the brute-force best result of numbers: every ordered choice of four, in
// float64 (exact for halves), with the independent operator table refOperate.
func refBestOf(numbers []puzzles.Card, ops [2]puzzles.Card, goal Goal) float64 {
	lowest := goal == LowestSum || goal == LeastDifference
	first := true
	var best float64
	eachOrderedFour(len(numbers), func(a, b, c, d int) {
		r := refResult(numbers, ops, goal, a, b, c, d)
		if first || lowest && r < best || !lowest && r > best {
			best, first = r, false
		}
	})
	return best
}

// refKeepRates counts the keep rates the slow way: every one of the 66 pairs of court
// cards, every one of the 34 unseen pip cards as the goal card (its goal read from the
// rules' table directly), each five against all six by brute force.
func refKeepRates(numbers [6]puzzles.Card) [6]int {
	var courts, goals []puzzles.Card
	for _, c := range puzzles.Deck() {
		if c.Rank >= puzzles.Jack {
			courts = append(courts, c)
			continue
		}
		mine := false
		for _, m := range numbers {
			mine = mine || m == c
		}
		if !mine {
			goals = append(goals, c)
		}
	}
	var kept [6]int
	for i := range courts {
		for j := i + 1; j < len(courts); j++ {
			ops := [2]puzzles.Card{courts[i], courts[j]}
			for _, gc := range goals {
				red := gc.Suit == puzzles.Hearts || gc.Suit == puzzles.Diamonds
				even := int(gc.Rank)%2 == 0
				goal := map[[2]bool]Goal{{true, true}: LowestSum, {true, false}: HighestSum, {false, true}: LeastDifference, {false, false}: MostDifference}[[2]bool{even, red}]
				all := refBestOf(numbers[:], ops, goal)
				for k := range numbers {
					five := make([]puzzles.Card, 0, 5)
					for m, c := range numbers {
						if m != k {
							five = append(five, c)
						}
					}
					if refBestOf(five, ops, goal) == all {
						kept[k]++
					}
				}
			}
		}
	}
	return kept
}

// hand6 reads the six number cards of a blind discard, like "AS 3H 7D 9C 10S 5H".
func hand6(t testing.TB, s string) [6]puzzles.Card {
	t.Helper()
	c := cards(t, s)
	if len(c) != 6 {
		t.Fatalf("%q: %d cards", s, len(c))
	}
	return [6]puzzles.Card(c)
}

// randomSix draws the six distinct number cards of a blind discard (randomHand's).
func randomSix(r *rand.Rand) [6]puzzles.Card {
	numbers, _, _ := randomHand(r, 6)
	return [6]puzzles.Card(numbers)
}

func TestKeepRatesAgainstBruteForce(t *testing.T) {
	hands := [][6]puzzles.Card{hand6(t, "AS 3H 7D 9C 10S 5H"), hand6(t, "2H 4H 6D 8D 10H AD"), hand6(t, "AS AH AD AC 10S 10H")}
	r := rand.New(rand.NewPCG(3, 4))
	for range 2 {
		hands = append(hands, randomSix(r))
	}
	if testing.Short() {
		hands = hands[:1]
	}
	for _, numbers := range hands {
		rates, err := KeepRates(numbers)
		if err != nil {
			t.Fatal(err)
		}
		want := refKeepRates(numbers)
		for i := range rates {
			if rates[i].Kept != want[i] || rates[i].Outcomes != 2244 {
				t.Errorf("%v: discarding %v keeps %v, brute force %d/2244", numbers, numbers[i], rates[i], want[i])
			}
		}
	}
}

// TestKeepRatesProperties checks many hands for what must hold: each outcome has at least
// two cards whose discard keeps the best (the two a best play of six leaves unused), the
// order of the cards does not matter, and the advice is a card with the highest rate.
func TestKeepRatesProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		h := randomSix(r)
		rates, err := KeepRates(h)
		if err != nil {
			t.Fatal(err)
		}
		sum, top := 0, 0
		for _, rt := range rates {
			if rt.Kept < 0 || rt.Kept > Outcomes || rt.Float() < 0 || rt.Float() > 1 {
				t.Fatalf("%v: rate %v out of range", h, rt)
			}
			sum += rt.Kept
			top = max(top, rt.Kept)
		}
		if sum < 2*Outcomes {
			t.Fatalf("%v: rates %v sum to %d, less than 2 × %d", h, rates, sum, Outcomes)
		}
		advice, err := Advice(h)
		if err != nil {
			t.Fatal(err)
		}
		perm := r.Perm(6)
		var shuffled [6]puzzles.Card
		for i, p := range perm {
			shuffled[i] = h[p]
		}
		srates, _ := KeepRates(shuffled)
		for i, p := range perm {
			if srates[i] != rates[p] {
				t.Fatalf("%v: order changes the rate of %v", h, h[p])
			}
		}
		if a2, _ := Advice(shuffled); a2 != advice {
			t.Fatalf("%v: advice %v, shuffled %v", h, advice, a2)
		}
		for i, c := range h {
			if c == advice && rates[i].Kept != top {
				t.Fatalf("%v: advice %v has rate %v, the top is %d", h, advice, rates[i], top)
			}
		}
	}
}

func TestAdviceTies(t *testing.T) {
	numbers := hand6(t, "5D 5H 9C 9S 2C 2H")
	rates := [6]Rate{{10, 20}, {10, 20}, {12, 20}, {12, 20}, {3, 20}, {3, 20}}
	if got := numbers[AdviceIndex(numbers, rates)]; got != card(t, "9S") {
		t.Errorf("tie between 9C and 9S: advice %v, want 9S (spades first)", got)
	}
	rates[0] = Rate{12, 20}
	if got := numbers[AdviceIndex(numbers, rates)]; got != card(t, "5D") {
		t.Errorf("tie between 5D, 9C and 9S: advice %v, want 5D (lowest value)", got)
	}
}

func TestKeepRatesRejects(t *testing.T) {
	for _, h := range []string{"AS 3H 7D 9C 10S KH", "AS 3H 7D 9C 10S 3H"} {
		if _, err := KeepRates(hand6(t, h)); err == nil {
			t.Errorf("KeepRates(%s) accepted", h)
		}
		if _, err := Advice(hand6(t, h)); err == nil {
			t.Errorf("Advice(%s) accepted", h)
		}
	}
}

func ExampleAdvice() {
	cards, _ := puzzles.ParseCards("AS 3H 7D 9C 10S 5H")
	numbers := [6]puzzles.Card(cards)
	rates, _ := KeepRates(numbers)
	for i, r := range rates {
		fmt.Println(numbers[i], r, r.Percent())
	}
	discard, _ := Advice(numbers)
	fmt.Println("discard", discard)
	// Output:
	// AS 1157/2244 51.6%
	// 3H 1135/2244 50.6%
	// 7D 918/2244 40.9%
	// 9C 1340/2244 59.7%
	// 10S 725/2244 32.3%
	// 5H 1513/2244 67.4%
	// discard 5H
}
