package twoops_test

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

func ExampleValue() {
	fmt.Println(twoops.Int(4), twoops.Half(15), twoops.Half(-5), twoops.Int(3)+twoops.Half(1))
	// Output: 4 7.5 -2.5 3.5
}

func ExampleGoalOf() {
	for _, s := range []string{"6D", "8S", "AH", "7C"} {
		c, _ := puzzles.ParseCard(s)
		g, _ := twoops.GoalOf(c)
		fmt.Println(s, g)
	}
	// Output:
	// 6D lowest-sum
	// 8S highest-sum
	// AH least-difference
	// 7C most-difference
}

func ExampleScore() {
	results := []twoops.Value{twoops.Int(3), twoops.Int(5), twoops.Int(5), twoops.Int(7)}
	fmt.Println(twoops.Score(results, twoops.LowestSum))
	fmt.Println(twoops.Score(results, twoops.HighestSum))
	// Output:
	// [2 1 1 0]
	// [0 1 1 2]
}

func ExampleDeal() {
	round, _ := twoops.Deal(2026, 2)
	for i, h := range round.Hands {
		fmt.Println("player", i+1, h.Numbers, h.Operators)
	}
	fmt.Println("goal card", round.GoalCard, round.Goal)
	// Output:
	// player 1 [2H 9C 8H 2C 5H AD] [QS KD]
	// player 2 [2S 7H 3C 10S 6H 9H] [JS QD]
	// goal card 8S highest-sum
}
