package generator

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// TestFiveMoveStarts checks the list of five-swap starts against the solver over every one of
// the 181,440 starts, and that no start needs more.
func TestFiveMoveStarts(t *testing.T) {
	if testing.Short() {
		t.Skip("solves all 181,440 starts")
	}
	var five []int
	for k := range Starts {
		s := ops.Solve(ops.StartAt(k))
		if s.Optimal > 5 || s.Optimal < 0 {
			t.Fatalf("%v needs %d swaps", ops.StartAt(k), s.Optimal)
		}
		if s.Optimal == 5 {
			five = append(five, k)
		}
	}
	listed := slices.Clone(fiveMoveRanks[:])
	slices.Sort(listed)
	if !slices.Equal(five, listed) {
		t.Errorf("five-swap starts: solver finds ranks %v, the list has %v", five, listed)
	}
}

// bruteOps searches every sequence of swaps from start, breadth first, and returns the fewest
// swaps to a provable layout and the number of distinct provable layouts at that distance.
func bruteOps(start ops.Layout) (optimal, ends int) {
	key := func(l ops.Layout) (k uint64) {
		for _, v := range l {
			k = k<<4 | uint64(v)
		}
		return k
	}
	seen := make(map[uint64]bool, 1<<15)
	seen[key(start)] = true
	level := []ops.Layout{start}
	for depth := 0; ; depth++ {
		for _, l := range level {
			if ops.Provable(l) {
				ends++
			}
		}
		if ends > 0 {
			return depth, ends
		}
		var next []ops.Layout
		for _, l := range level {
			for i := range 9 {
				for j := i + 1; j < 9; j++ {
					m := l.Swap(i, j)
					if k := key(m); !seen[k] {
						seen[k] = true
						next = append(next, m)
					}
				}
			}
		}
		level = next
	}
}

// bestOfFive finds the best result of five kept numbers by brute force over the rules: every
// choice of the marker, every pairing of the other four and both ways to place the operators.
func bestOfFive(kept []puzzles.Card, operators []puzzles.Card, goal twoops.Goal) twoops.Value {
	var best twoops.Value
	found := false
	for m := range kept {
		var four []puzzles.Card
		for i, c := range kept {
			if i != m {
				four = append(four, c)
			}
		}
		for _, p := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
			for s := range 2 {
				v1 := twoops.Operate(operators[s], four[p[0]], four[p[1]])
				v2 := twoops.Operate(operators[1-s], four[p[2]], four[p[3]])
				r := goal.Combine(v1, v2)
				if !found || goal.Better(r, best) {
					best, found = r, true
				}
			}
		}
	}
	return best
}

// checkArrangement checks that an arrangement plays the cards it may, as the rules compute.
func checkArrangement(t *testing.T, what string, a twoops.Arrangement, cards, operators []puzzles.Card, goal twoops.Goal) {
	t.Helper()
	used := slices.Clone(a.Marker)
	var ops2 []puzzles.Card
	for _, op := range a.Operations {
		used = append(used, op.Numbers[0], op.Numbers[1])
		ops2 = append(ops2, op.Operator)
		if v := twoops.Operate(op.Operator, op.Numbers[0], op.Numbers[1]); v != op.Value {
			t.Errorf("%s: %v with %v: value %v, the rules give %v", what, op.Operator, op.Numbers, op.Value, v)
		}
	}
	if r := goal.Combine(a.Operations[0].Value, a.Operations[1].Value); r != a.Result {
		t.Errorf("%s: result %v, the operations give %v", what, a.Result, r)
	}
	sortCards := func(cs []puzzles.Card) []puzzles.Card {
		cs = slices.Clone(cs)
		slices.SortFunc(cs, func(x, y puzzles.Card) int { return x.Index() - y.Index() })
		return cs
	}
	if !slices.Equal(sortCards(used), sortCards(cards)) || !slices.Equal(sortCards(ops2), sortCards(operators)) {
		t.Errorf("%s: plays %v with %v, not the cards %v with %v", what, used, ops2, cards, operators)
	}
}

// TestCalendar generates every day of 2026-2040 and checks each against the rules and the
// engines, independently of how the generator chose it: the Ops start is a fresh order of
// A-9 two or more swaps from provable, its solution replays to a provable layout in the
// optimal number of swaps (brute force confirms the optimum and the end count on every
// 45th day), its level follows the weekly ramp, and no start (or its transpose) comes back
// within 365 days; the Two Ops deal is a legal deal whose best results, arrangements, keep
// rates and advice agree with brute force and the engine.
func TestCalendar(t *testing.T) {
	from, to := MakeDate(2026, 1, 1), MakeDate(2040, 12, 31)
	recs, err := Range(DefaultSeed, from, to)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != int(to-from)+1 {
		t.Fatalf("%d records for %d days", len(recs), int(to-from)+1)
	}
	lastSeen := map[ops.Layout]Date{}
	treats := 0
	var twoLevels [6]int
	for i, r := range recs {
		d := from.Add(i)
		if r.Date != d || r.Scheme != 1 {
			t.Fatalf("record %d is dated %s, scheme %d; want %v, 1", i, r.Date, r.Scheme, d)
		}
		// Ops.
		o := r.Ops
		start, err := ops.ParseLayout(o.Start)
		if err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		sorted := start
		slices.Sort(sorted[:])
		if sorted != (ops.Layout{1, 2, 3, 4, 5, 6, 7, 8, 9}) {
			t.Fatalf("%v: start %v is not A-9", d, start)
		}
		l := start
		for _, m := range o.Solution {
			l = l.Swap(m[0], m[1])
		}
		if !ops.Provable(l) || l.String() != o.Result || len(o.Solution) != o.OptimalMoves || o.OptimalMoves < 2 {
			t.Fatalf("%v: %v with swaps %v gives %v (provable %v), %d swaps for an optimum of %d", d, start, o.Solution, l, ops.Provable(l), len(o.Solution), o.OptimalMoves)
		}
		if i%45 == 0 {
			if opt, ends := bruteOps(start); opt != o.OptimalMoves || ends != o.OptimalEnds {
				t.Errorf("%v: brute force finds %d swaps and %d ends, the record %d and %d", d, opt, ends, o.OptimalMoves, o.OptimalEnds)
			}
		}
		want := weekdayLevel[d.Weekday()]
		if o.OptimalMoves == 5 {
			treats++
			if want != Fiendish {
				t.Errorf("%v: a five-swap start on a %v", d, d.Weekday())
			}
		}
		if o.Difficulty != want || OpsLevel(ops.Solve(start)) != want {
			t.Errorf("%v (%v): Ops level %v, want %v", d, d.Weekday(), o.Difficulty, want)
		}
		c := ops.Canonical(start)
		if last, ok := lastSeen[c]; ok && d-last <= 365 {
			t.Errorf("start %v on %v comes back on %v", c, last, d)
		}
		lastSeen[c] = d

		// Two Ops.
		tw := r.TwoOps
		if err := twoops.CheckNumbers(tw.Numbers, 6, 6); err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		ops2 := [2]puzzles.Card(tw.Operators)
		if err := twoops.CheckOperators(ops2); err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		if err := twoops.CheckGoalCard(tw.GoalCard, tw.Numbers); err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		goal, _ := twoops.GoalOf(tw.GoalCard)
		if tw.Goal != goal {
			t.Fatalf("%v: goal %q for %v", d, tw.Goal, tw.GoalCard)
		}
		six := [6]puzzles.Card(tw.Numbers)
		rates, err := twoops.KeepRates(six)
		if err != nil {
			t.Fatal(err)
		}
		var best twoops.Value
		for k, dc := range tw.Discards {
			if dc.Card != six[k] {
				t.Fatalf("%v: discard %d is %v, want %v", d, k, dc.Card, six[k])
			}
			kept := slices.Delete(slices.Clone(tw.Numbers), k, k+1)
			b := bestOfFive(kept, tw.Operators, goal)
			if dc.Best != b || dc.Arrangement.Result != b {
				t.Errorf("%v: discarding %v, best %s (arrangement %v), brute force %v", d, dc.Card, dc.Best, dc.Arrangement.Result, b)
			}
			checkArrangement(t, d.String()+" discard "+dc.Card.String(), dc.Arrangement, kept, tw.Operators, goal)
			if dc.Kept != rates[k].Kept || dc.Outcomes != twoops.Outcomes || dc.KeepRate != rates[k].Float() {
				t.Errorf("%v: keep rate of %v is %d/%d, the engine's %v", d, dc.Card, dc.Kept, dc.Outcomes, rates[k])
			}
			if k == 0 || goal.Better(b, best) {
				best = b
			}
		}
		if tw.Best != best || tw.Arrangement.Result != best {
			t.Errorf("%v: best %s, brute force %v", d, tw.Best, best)
		}
		checkArrangement(t, d.String(), tw.Arrangement, tw.Numbers, tw.Operators, goal)
		if advice, err := twoops.Advice(six); err != nil || advice != tw.Advice {
			t.Errorf("%v: advice %v, the engine's %v (%v)", d, tw.Advice, advice, err)
		}
		if !tw.Difficulty.Valid() {
			t.Errorf("%v: Two Ops level %d", d, tw.Difficulty)
		}
		twoLevels[tw.Difficulty]++
	}
	// The treat is rare: a few weekends a year.
	if years := len(recs) / 365; treats < years || treats > 10*years {
		t.Errorf("%d five-swap treats in %d years", treats, years)
	}
	for l := Gentle; l <= Fiendish; l++ {
		if twoLevels[l] < len(recs)/20 {
			t.Errorf("only %d of %d Two Ops deals are %v", twoLevels[l], len(recs), l)
		}
	}
}

// TestNoRepeatAnySeed checks the 365-day rule for other seeds too, over the scheme's whole
// cycle of blocks and a year beyond.
func TestNoRepeatAnySeed(t *testing.T) {
	for _, seed := range []string{"", "CLASS7B", "another site"} {
		perm := newPermutation(1, seed)
		lastSeen := map[ops.Layout]Date{}
		from := MakeDate(2030, 6, 1)
		for d := from; d < from.Add(blocks+400); d++ {
			o := dayOps(&perm, d, stream(1, seed, d.String(), "ops"))
			start, _ := ops.ParseLayout(o.Start)
			c := ops.Canonical(start)
			if last, ok := lastSeen[c]; ok && d-last <= 365 {
				t.Fatalf("seed %q: start %v on %v comes back on %v", seed, c, last, d)
			}
			lastSeen[c] = d
		}
	}
}

func TestGenerateIsPure(t *testing.T) {
	d := MakeDate(2031, 7, 19)
	a, err := Generate(DefaultSeed, d)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(DefaultSeed, d)
	if !reflect.DeepEqual(a, b) {
		t.Error("two calls differ")
	}
	recs, err := Range(DefaultSeed, d.Add(-3), d.Add(3))
	if err != nil || !reflect.DeepEqual(recs[3], a) {
		t.Errorf("Range's record differs from Generate's (%v)", err)
	}
	c, _ := Generate("another site", d)
	if c.Ops.Start == a.Ops.Start && c.TwoOps.Best == a.TwoOps.Best && reflect.DeepEqual(c.TwoOps.Numbers, a.TwoOps.Numbers) {
		t.Error("another seed gives the same puzzles")
	}
}

func TestGenerateRejects(t *testing.T) {
	for _, d := range []Date{FirstDate - 1, LastDate + 1} {
		if _, err := Generate(DefaultSeed, d); !errors.Is(err, ErrDate) {
			t.Errorf("Generate(%v): %v, want ErrDate", d, err)
		}
	}
	d := MakeDate(2026, 3, 14)
	for _, c := range []struct {
		from, to Date
		ok       bool
	}{
		{d, d, true},
		{d, d - 1, false},
		{d, MakeDate(2126, 3, 13), true},
		{d, MakeDate(2126, 3, 14), false},
	} {
		if err := CheckRange(c.from, c.to); (err == nil) != c.ok || err != nil && !errors.Is(err, ErrRange) {
			t.Errorf("CheckRange(%v, %v) = %v", c.from, c.to, err)
		}
	}
	// The longest range from a date ends the day before the same date 100 years on; from a
	// 29 February into a year without one, on 28 February.
	for _, c := range []struct{ from, end Date }{
		{d, MakeDate(2126, 3, 13)},
		{MakeDate(2026, 1, 1), MakeDate(2125, 12, 31)},
		{MakeDate(2000, 2, 29), MakeDate(2100, 2, 28)},
		{MakeDate(2024, 2, 29), MakeDate(2124, 2, 28)},
	} {
		if got := RangeEnd(c.from); got != c.end {
			t.Errorf("RangeEnd(%v) = %v, want %v", c.from, got, c.end)
		}
		if CheckRange(c.from, c.end) != nil || CheckRange(c.from, c.end+1) == nil {
			t.Errorf("CheckRange from %v: %v is not the last date allowed", c.from, c.end)
		}
	}
	if _, err := Range(DefaultSeed, d, d-1); !errors.Is(err, ErrRange) {
		t.Errorf("Range backwards: %v", err)
	}
}

func TestSchemes(t *testing.T) {
	if schemes[0].from > FirstDate {
		t.Errorf("the first scheme starts on %v, after %v", schemes[0].from, FirstDate)
	}
	for i, e := range schemes {
		if i > 0 && (e.from <= schemes[i-1].from || e.scheme <= schemes[i-1].scheme) {
			t.Errorf("scheme table entry %d (%v, %d) out of order", i, e.from, e.scheme)
		}
		if SchemeOf(e.from) != e.scheme {
			t.Errorf("SchemeOf(%v) = %d, want %d", e.from, SchemeOf(e.from), e.scheme)
		}
		r, err := Generate(DefaultSeed, e.from)
		if err != nil || r.Scheme != e.scheme {
			t.Errorf("scheme %d: record scheme %d, %v", e.scheme, r.Scheme, err)
		}
	}
	if last := schemes[len(schemes)-1].scheme; last != CurrentScheme {
		t.Errorf("CurrentScheme is %d, the table's last %d", CurrentScheme, last)
	}
}

func TestOpsAtAndTwoOpsAt(t *testing.T) {
	for _, l := range Levels {
		seen := map[string]bool{}
		for i := range 8 {
			p, err := OpsAt("CLASS7B", i, l)
			if err != nil || p.Difficulty != l {
				t.Fatalf("OpsAt(CLASS7B, %d, %v): level %v, %v", i, l, p.Difficulty, err)
			}
			start, _ := ops.ParseLayout(p.Start)
			if s := ops.Solve(start); s.Optimal != p.OptimalMoves || OpsLevel(s) != l {
				t.Errorf("OpsAt %v: %s is %v in %d swaps", l, p.Start, OpsLevel(s), s.Optimal)
			}
			seen[p.Start] = true
			again, _ := OpsAt("CLASS7B", i, l)
			if !reflect.DeepEqual(again, p) {
				t.Errorf("OpsAt(CLASS7B, %d, %v) is not reproducible", i, l)
			}
			q, err := TwoOpsAt("CLASS7B", i, l)
			if err != nil || q.Difficulty != l {
				t.Fatalf("TwoOpsAt(CLASS7B, %d, %v): level %v, %v", i, l, q.Difficulty, err)
			}
			play, err := twoops.Solve(q.Numbers, [2]puzzles.Card(q.Operators), q.Goal)
			if err != nil || TwoOpsLevel(play) != l || play.Best != q.Best {
				t.Errorf("TwoOpsAt %v: the deal grades %v, best %v (%v)", l, TwoOpsLevel(play), play.Best, err)
			}
		}
		if len(seen) < 7 {
			t.Errorf("OpsAt %v: only %d different starts in 8", l, len(seen))
		}
	}
	if _, err := OpsAt("x", 0, 0); !errors.Is(err, ErrLevel) {
		t.Errorf("OpsAt level 0: %v", err)
	}
	if _, err := TwoOpsAt("x", 0, 6); !errors.Is(err, ErrLevel) {
		t.Errorf("TwoOpsAt level 6: %v", err)
	}
}

// TestOpsLevel checks the grading rules on solutions chosen by hand.
func TestOpsLevel(t *testing.T) {
	for _, c := range []struct {
		optimal, first int
		want           Level
	}{
		{-1, 0, 0}, {0, 0, 0}, {1, 3, 0}, {2, 2, Gentle}, {2, 11, Gentle},
		{3, 28, Easy}, {3, 10, Easy}, {3, 9, Moderate}, {3, 5, Moderate}, {3, 4, Hard}, {3, 3, Hard},
		{4, 36, Fiendish}, {4, 4, Fiendish}, {5, 35, Fiendish},
	} {
		if got := OpsLevel(ops.Solution{Optimal: c.optimal, FirstMoves: c.first}); got != c.want {
			t.Errorf("OpsLevel(%d swaps, %d first) = %v, want %v", c.optimal, c.first, got, c.want)
		}
	}
}

func TestParseLevel(t *testing.T) {
	for s, want := range map[string]Level{"1": Gentle, "gentle": Gentle, " Hard ": Hard, "5": Fiendish, "FIENDISH": Fiendish, "moderate": Moderate, "2": Easy} {
		if got, err := ParseLevel(s); err != nil || got != want {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "0", "6", "medium", "-1"} {
		if _, err := ParseLevel(s); !errors.Is(err, ErrLevel) {
			t.Errorf("ParseLevel(%q): %v, want ErrLevel", s, err)
		}
	}
	for _, l := range Levels {
		if back, _ := ParseLevel(l.String()); back != l {
			t.Errorf("%v does not read back", l)
		}
	}
}

// TestRecordJSON checks that the typed fields of a record travel as the strings they
// always were ("date": "2026-03-14", "goal": "lowest-sum", "best": "7.5"), and that a
// record read back from its JSON is the record, but for the duel's tries, left out.
func TestRecordJSON(t *testing.T) {
	for _, d := range []Date{MakeDate(2026, 3, 14), MakeDate(2028, 2, 29), MakeDate(2040, 12, 31)} {
		r, err := Generate(DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		js, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var raw struct {
			Date   string `json:"date"`
			TwoOps struct {
				Goal     string `json:"goal"`
				Best     string `json:"best"`
				Discards []struct {
					Best string `json:"best"`
				} `json:"discards"`
			} `json:"twoops"`
			Duel map[string]json.RawMessage `json:"duel"`
		}
		if err := json.Unmarshal(js, &raw); err != nil {
			t.Fatalf("%v: %v\n%s", d, err, js)
		}
		want := []string{d.String(), r.TwoOps.Goal.String(), r.TwoOps.Best.String()}
		if got := []string{raw.Date, raw.TwoOps.Goal, raw.TwoOps.Best}; !slices.Equal(got, want) || len(raw.TwoOps.Discards) != 6 {
			t.Errorf("%v: date, goal, best %q, want %q", d, got, want)
		}
		for i, dc := range raw.TwoOps.Discards {
			if dc.Best != r.TwoOps.Discards[i].Best.String() {
				t.Errorf("%v: discard %d best %q, want %v", d, i, dc.Best, r.TwoOps.Discards[i].Best)
			}
		}
		if _, ok := raw.Duel["tries"]; ok || len(raw.Duel) != 3 {
			t.Errorf("%v: the duel's JSON has %d fields, want position, win_in, winning_moves", d, len(raw.Duel))
		}
		var back Record
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatal(err)
		}
		back.Duel.Tries = r.Duel.Tries
		if !reflect.DeepEqual(back, r) {
			t.Errorf("%v: the record read back differs:\n%+v\nwant %+v", d, back, r)
		}
	}
}
