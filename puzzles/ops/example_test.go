package ops_test

import (
	"fmt"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

func ExampleSolve() {
	start, err := ops.ParseLayout("789/456/123")
	if err != nil {
		panic(err)
	}
	sol := ops.Solve(start)
	fmt.Println("optimal moves:", sol.Optimal)
	fmt.Println("swaps:", sol.Moves)
	fmt.Println("result:", sol.Result.Slashed())
	for _, c := range ops.Check(sol.Result) {
		fmt.Println(c.Equations[0])
	}
	fmt.Println("provable layouts reachable in", sol.Optimal, "swaps:", sol.Ends, "of", sol.Solutions)
	// Output:
	// optimal moves: 4
	// swaps: [[0 6] [3 4] [4 7] [5 6]]
	// result: 189/527/643
	// 1 + 8 = 9
	// 5 + 2 = 7
	// 1 + 5 = 6
	// 8 ÷ 2 = 4
	// provable layouts reachable in 4 swaps: 9 of 206
}

func ExampleCheck() {
	l, _ := ops.ParseLayout("134/725/869")
	for k, c := range ops.Check(l) {
		fmt.Println(ops.Lines[k].Name, c.Holds, c.Equations)
	}
	fmt.Println(ops.Provable(l))
	// Output:
	// row 1 true [1 + 3 = 4]
	// row 2 true [7 − 2 = 5]
	// column 1 true [1 + 7 = 8]
	// column 2 true [3 × 2 = 6]
	// true
}
