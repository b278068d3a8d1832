package generator_test

import (
	"fmt"

	"github.com/opsdaily/opsdaily/generator"
)

func ExampleGenerate() {
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 3, 16))
	if err != nil {
		panic(err)
	}
	fmt.Println(rec.Date, "Ops:", rec.Ops.Start, rec.Ops.OptimalMoves, "swaps,", rec.Ops.Difficulty)
	fmt.Println("Two Ops:", rec.TwoOps.Numbers, rec.TwoOps.Operators, rec.TwoOps.Goal, "best", rec.TwoOps.Best, "discard", rec.TwoOps.Advice)
	// Output:
	// 2026-03-16 Ops: 624375981 2 swaps, gentle
	// Two Ops: [3C 4S 7D 9D 10D 2D] [QC KS] most-difference best 12 discard 7D
}

func ExampleOpsAt() {
	for i := range 3 {
		p, err := generator.OpsAt("CLASS7B", i, generator.Hard)
		if err != nil {
			panic(err)
		}
		fmt.Println(p.Start, p.OptimalMoves, p.FirstMoves, p.Difficulty)
	}
	// Output:
	// 547829613 3 4 hard
	// 547283961 3 4 hard
	// 724365918 3 4 hard
}

func ExampleParseDate() {
	d, err := generator.ParseDate("2026-03-14")
	fmt.Println(d, d.Weekday(), err)
	_, err = generator.ParseDate("2026-02-29")
	fmt.Println(err)
	// Output:
	// 2026-03-14 Saturday <nil>
	// bad date "2026-02-29": not a real date (write YYYY-MM-DD, like 2026-03-14)
}

func ExampleParseLevel() {
	l, _ := generator.ParseLevel("hard")
	fmt.Println(int(l), l)
	// Output: 4 hard
}
