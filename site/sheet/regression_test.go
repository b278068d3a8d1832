package sheet

import (
	"strings"
	"testing"
)

// regressionCases are sheets of three class codes whose puzzles are pinned below: a
// scheme-2 sheet never changes, in any later version (like the daily puzzles,
// generator/regression_test.go). Never regenerate the pins: a failure here means sheets
// that teachers have printed can no longer be made again.
var regressionCases = []Options{
	{Game: Mixed, Count: 10, Code: "7B-2026"},
	{Game: Ops, Count: 6, Level: 3, Code: "Room 12"},
	{Game: TwoOps, Count: 5, Level: 2, Code: "Mme Ngọc · 4ème", NoModulo: true, NoNegative: true},
	{Game: Ops, Count: 4, Swaps: 4, Code: "7B-2026"},
	// Scheme 1, as every sheet made before scheme 2 (opsdaily sheet --scheme 1).
	{Scheme: 1, Game: Mixed, Count: 4, Code: "7B-2026"},
}

// summary writes a sheet's puzzles in order: "o START" or "t NUMBERS / OPERATORS / GOAL",
// separated by "; ".
func summary(s *Sheet) string {
	var parts []string
	for _, it := range s.Items {
		if it.Ops != nil {
			parts = append(parts, "o "+it.Ops.Start)
		} else {
			p := it.TwoOps
			parts = append(parts, "t "+joinCards(p.Numbers)+" / "+joinCards(p.Operators)+" / "+p.GoalCard.String())
		}
	}
	return strings.Join(parts, "; ")
}

var regressionPins = []string{
	"o 381647295; t 4H 5D 4D 3H 6D 8H / JS KC / 2S; o 346921785; t 3S 6C 2H 5C 4D 2D / KS JS / 5D; o 251638479; t 6D AH 2H AD AC 6C / QD KC / 5C; o 192746538; t 10D 6S AC 3D 7C 9C / KC QS / 2S; o 715483629; t 3D 9C 6C 10D 4S AD / QS KC / 4D",
	"o 672453918; o 316287459; o 794538621; o 439125786; o 974258631; o 485327961",
	"t 5H 10H 4C 5C 7C 8H / JH JC / 4S; t AD 8H 2H 3S 7C 5C / JS KC / AC; t 9C 4H 7C 4S 7H 6D / KD JD / 3H; t 9C 5C 3D 3H 8D 2D / JS KD / 6C; t 2S 5C AS 9S 10H 5S / JH KC / AC",
	"o 715483629; o 289647135; o 349276851; o 537294168",
	"o 216438957; t 7S 8H 3S 9S 7H 2D / JC JD / 6S; o 518372649; t 3H 8S 8H 2S 4H 8D / QS KS / 10D",
}

func TestRegression(t *testing.T) {
	for i, o := range regressionCases {
		s, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(s); got != regressionPins[i] {
			t.Errorf("the sheet of %+v changed:\n got %s\nwant %s", o, got, regressionPins[i])
		}
	}
}
