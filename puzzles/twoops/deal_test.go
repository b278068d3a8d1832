package twoops

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

func TestDealFollowsTheProcedure(t *testing.T) {
	for seed := range uint64(50) {
		for players := 1; players <= 6; players++ {
			round, err := Deal(seed, players)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := Deal(seed, players)
			if fmt.Sprint(round) != fmt.Sprint(again) {
				t.Fatalf("seed %d: two deals differ", seed)
			}
			// Redo the procedure from the documented source: shuffle the pip cards, deal
			// them round the table, then the court cards, then turn the goal card.
			r := rand.New(rand.NewPCG(seed, 0x54776f4f7073))
			var pips, courts []puzzles.Card
			for _, c := range puzzles.Deck() {
				if c.Rank <= puzzles.Ten {
					pips = append(pips, c)
				} else {
					courts = append(courts, c)
				}
			}
			r.Shuffle(40, func(i, j int) { pips[i], pips[j] = pips[j], pips[i] })
			r.Shuffle(12, func(i, j int) { courts[i], courts[j] = courts[j], courts[i] })
			if len(round.Hands) != players {
				t.Fatalf("%d hands for %d players", len(round.Hands), players)
			}
			seen := map[puzzles.Card]bool{round.GoalCard: true}
			for p, h := range round.Hands {
				for k, c := range h.Numbers {
					if c != pips[k*players+p] || !c.Pip() || seen[c] {
						t.Fatalf("seed %d, %d players: player %d number %d is %v", seed, players, p, k, c)
					}
					seen[c] = true
				}
				for k, c := range h.Operators {
					if c != courts[k*players+p] || !c.Rank.Court() || seen[c] {
						t.Fatalf("seed %d, %d players: player %d operator %d is %v", seed, players, p, k, c)
					}
					seen[c] = true
				}
			}
			if round.GoalCard != pips[6*players] {
				t.Fatalf("seed %d, %d players: goal card %v, want the next of the stock %v", seed, players, round.GoalCard, pips[6*players])
			}
			if g, _ := GoalOf(round.GoalCard); g != round.Goal {
				t.Fatalf("goal %v for %v", round.Goal, round.GoalCard)
			}
		}
	}
	for _, players := range []int{-1, 0, 7} {
		if _, err := Deal(1, players); err == nil {
			t.Errorf("Deal with %d players accepted", players)
		}
	}
}

// TestDealPinned pins a few deals: changing the dealing scheme changes every published
// puzzle, so do not change these golden outputs.
func TestDealPinned(t *testing.T) {
	round, err := Deal(2026, 2)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(round.Hands, " ", round.GoalCard, " ", round.Goal)
	const want = "[{[2H 9C 8H 2C 5H AD] [QS KD]} {[2S 7H 3C 10S 6H 9H] [JS QD]}] 8S highest-sum"
	if got != want {
		t.Errorf("Deal(2026, 2) =\n%s\nwant\n%s", got, want)
	}
}

func TestScore(t *testing.T) {
	for _, c := range []struct {
		results []Value
		goal    Goal
		want    []int
	}{
		{[]Value{Int(3), Int(5), Int(5), Int(7)}, LowestSum, []int{2, 1, 1, 0}},
		{[]Value{Int(3), Int(5), Int(5), Int(7)}, HighestSum, []int{0, 1, 1, 2}},
		{[]Value{Int(3), Int(5), Int(5), Int(7)}, LeastDifference, []int{2, 1, 1, 0}},
		{[]Value{Int(3), Int(5), Int(5), Int(7)}, MostDifference, []int{0, 1, 1, 2}},
		{[]Value{Half(-5), Half(-5), Half(-3), Int(9)}, LowestSum, []int{2, 2, 1, 0}},
		{[]Value{Half(7), Half(7)}, HighestSum, []int{2, 2}},
		{[]Value{Half(7)}, HighestSum, []int{2}},
		{[]Value{Half(7), Half(6)}, HighestSum, []int{2, 1}},
		{[]Value{}, HighestSum, []int{}},
	} {
		if got := Score(c.results, c.goal); !slices.Equal(got, c.want) {
			t.Errorf("Score(%v, %v) = %v, want %v", c.results, c.goal, got, c.want)
		}
	}
}

func TestMatch(t *testing.T) {
	m, err := NewMatch(3, 0)
	if err != nil || m.Target != 10 {
		t.Fatalf("NewMatch(3, 0) = %+v, %v", m, err)
	}
	// Player 0 wins 4 rounds (8 points) and player 1 is second each time (4): no one has
	// reached 10 yet.
	rounds := [][]Value{
		{Int(1), Int(2), Int(3)}, {Int(1), Int(2), Int(3)}, {Int(1), Int(2), Int(3)}, {Int(1), Int(2), Int(3)},
	}
	for _, r := range rounds {
		if _, err := m.Record(r, LowestSum); err != nil || m.Over() {
			t.Fatalf("round %d: %v, over %v", m.Rounds, err, m.Over())
		}
	}
	if !slices.Equal(m.Totals, []int{8, 4, 0}) || m.Winners() != nil {
		t.Fatalf("totals %v, winners %v", m.Totals, m.Winners())
	}
	// A round where players 0 and 1 tie for the best: player 0 reaches 10 and wins.
	if pts, err := m.Record([]Value{Int(1), Int(1), Int(3)}, LowestSum); err != nil || !slices.Equal(pts, []int{2, 2, 1}) {
		t.Fatalf("points %v, %v", pts, err)
	}
	if !m.Over() || !slices.Equal(m.Winners(), []int{0}) || !slices.Equal(m.Totals, []int{10, 6, 1}) {
		t.Fatalf("totals %v, over %v, winners %v", m.Totals, m.Over(), m.Winners())
	}
	if _, err := m.Record([]Value{Int(1), Int(1), Int(3)}, LowestSum); err == nil {
		t.Error("a round recorded after the match was over")
	}
	// Two players reaching the target together with equal totals share the win; a player
	// above the target beats one at it.
	m2, _ := NewMatch(2, 2)
	m2.Record([]Value{Int(4), Int(4)}, HighestSum)
	if !slices.Equal(m2.Winners(), []int{0, 1}) {
		t.Errorf("tie at the target: winners %v", m2.Winners())
	}
	m3, _ := NewMatch(2, 1)
	m3.Record([]Value{Int(4), Int(3)}, HighestSum)
	if !slices.Equal(m3.Winners(), []int{0}) {
		t.Errorf("2 against 1 with target 1: winners %v", m3.Winners())
	}
	if _, err := m3.Record([]Value{Int(4)}, HighestSum); err == nil {
		t.Error("wrong number of results accepted")
	}
	for _, bad := range [][2]int{{0, 10}, {7, 10}, {2, -1}} {
		if _, err := NewMatch(bad[0], bad[1]); err == nil {
			t.Errorf("NewMatch(%d, %d) accepted", bad[0], bad[1])
		}
	}
}
