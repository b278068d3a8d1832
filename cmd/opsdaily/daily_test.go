package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
)

func TestDailyJSON(t *testing.T) {
	code, out, errs := runCmd(t, "daily", "--date", "2026-03-14", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	// The stable field names of the record.
	o, _ := raw["ops"].(map[string]any)
	tw, _ := raw["twoops"].(map[string]any)
	if raw["date"] != "2026-03-14" || o == nil || tw == nil {
		t.Fatalf("record %v", raw)
	}
	for _, k := range []string{"start", "optimal_moves", "solution", "difficulty"} {
		if _, ok := o[k]; !ok {
			t.Errorf("ops has no %q", k)
		}
	}
	for _, k := range []string{"numbers", "operators", "goal_card", "goal", "best", "discards", "advice", "difficulty"} {
		if _, ok := tw[k]; !ok {
			t.Errorf("twoops has no %q", k)
		}
	}
	var rec generator.Record
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range rec.Ops.Solution {
		start = start.Swap(m[0], m[1])
	}
	if !ops.Provable(start) || len(rec.Ops.Solution) != rec.Ops.OptimalMoves {
		t.Errorf("the solution %v does not prove %s in %d swaps", rec.Ops.Solution, rec.Ops.Start, rec.Ops.OptimalMoves)
	}
	if len(rec.TwoOps.Discards) != 6 {
		t.Errorf("%d discards", len(rec.TwoOps.Discards))
	}
}

func TestDailyDefaultsToToday(t *testing.T) {
	// runCmd's clock reads 2026-11-29.
	code, out, errs := runCmd(t, "daily", "--json")
	if code != 0 || !strings.Contains(out, `"date": "2026-11-29"`) {
		t.Fatalf("exit %d, stderr %q, out %.200s", code, errs, out)
	}
	_, again, _ := runCmd(t, "daily", "--json", "--date", "2026-11-29")
	if again != out {
		t.Error("--date of today differs from the default")
	}
	_, other, _ := runCmd(t, "daily", "--json", "--seed", "CLASS7B")
	if other == out {
		t.Error("--seed changes nothing")
	}
}

func TestDailyRange(t *testing.T) {
	code, out, errs := runCmd(t, "daily", "--from", "2028-02-27", "--to", "2028-03-02", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{"2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02"}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i, l := range lines {
		var rec generator.Record
		if err := json.Unmarshal([]byte(l), &rec); err != nil || rec.Date.String() != want[i] {
			t.Errorf("line %d: date %q, error %v; want %s", i, rec.Date, err, want[i])
		}
		_, one, _ := runCmd(t, "daily", "--date", want[i], "--json")
		var single generator.Record
		if err := json.Unmarshal([]byte(one), &single); err != nil || single.Ops.Start != rec.Ops.Start || single.TwoOps.Best != rec.TwoOps.Best {
			t.Errorf("%s alone differs from the range's", want[i])
		}
	}
}

func TestDailyText(t *testing.T) {
	code, out, errs := runCmd(t, "daily", "--date", "2026-03-14")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 3, 14))
	if err != nil {
		t.Fatal(err)
	}
	s := rec.Ops.Start
	keypad := s[0:1] + " " + s[1:2] + " | " + s[2:3]
	for _, want := range []string{"Saturday 2026-03-14", keypad, "----+--", "Proof:", "row 1:", "column 2:",
		"Optimal: ", "TWO OPS", "Keep rate", "Advice: discard " + rec.TwoOps.Advice.Symbol(), "Best result over any discard: " + rec.TwoOps.Best.String()} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "does not hold") {
		t.Errorf("the proof has a line that does not hold:\n%s", out)
	}
	if _, treat, _ := runCmd(t, "daily", "--date", "2026-07-12"); !strings.Contains(treat, "Optimal: 5 swaps") || !strings.Contains(treat, "A rare treat") {
		t.Errorf("2026-07-12, a five-swap Sunday, is not shown as a treat")
	}
	_, two, _ := runCmd(t, "daily", "--from", "2026-03-14", "--to", "2026-03-15")
	if !strings.HasPrefix(two, out) || !strings.Contains(two, "Sunday 2026-03-15") {
		t.Errorf("a text range does not hold both days")
	}
}

// TestDailyTextBestNeedsOtherDiscard finds a day whose advised discard cannot reach the best
// of all six, and checks that the text shows the best play too.
func TestDailyTextBestNeedsOtherDiscard(t *testing.T) {
	for d := generator.MakeDate(2026, 1, 1); d < generator.MakeDate(2027, 1, 1); d++ {
		rec, err := generator.Generate(generator.DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		var advised generator.Discard
		for _, dc := range rec.TwoOps.Discards {
			if dc.Card == rec.TwoOps.Advice {
				advised = dc
			}
		}
		if advised.Best == rec.TwoOps.Best {
			continue
		}
		_, out, _ := runCmd(t, "daily", "--date", d.String())
		if !strings.Contains(out, "leaves out two cards") || strings.Count(out, "; marker ") != 2 {
			t.Errorf("%v: the text lacks the best play of all six:\n%s", d, out)
		}
		return
	}
	t.Fatal("no day of 2026 has an advised discard short of the best: the text of such a day went untested; look in another year")
}

func TestDailyUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"daily", "--date", "2026-02-30"}, "not a real date"},
		{[]string{"daily", "--date", "14/03/2026"}, "YYYY-MM-DD"},
		{[]string{"daily", "--date", "0000-01-01"}, "calendar runs"},
		{[]string{"daily", "--from", "2026-03-02", "--to", "2026-03-01"}, "before"},
		{[]string{"daily", "--from", "2026-01-01", "--to", "2126-01-01", "--json"}, "over 100 years"},
		{[]string{"daily", "--from", "2026-01-01", "--to", "9999-12-31"}, "over 100 years"},
		// The longest range from 2026-01-01 ends on 2125-12-31, the day before 2126-01-01.
		{[]string{"daily", "--from", "2026-01-01", "--to", "2126-01-02"}, "opsdaily: --from 2026-01-01 --to 2126-01-02 is over 100 years; split the range, like --from 2026-01-01 --to 2125-12-31, then on from --from 2126-01-01\n"},
		// 2100 is no leap year: 100 years from 2000-02-29 end on 2100-02-28.
		{[]string{"daily", "--from", "2000-02-29", "--to", "2100-03-01"}, "like --from 2000-02-29 --to 2100-02-28, then on from --from 2100-03-01\n"},
		{[]string{"daily", "--date", "2026-03-01", "--from", "2026-03-01", "--to", "2026-03-02"}, "--date cannot go with"},
		{[]string{"daily", "--from", "2026-03-01"}, "both --from and --to"},
		{[]string{"daily", "--to", "2026-03-01"}, "both --from and --to"},
		{[]string{"daily", "--seed", ""}, "--seed is empty"},
		{[]string{"daily", "2026-03-01"}, "no arguments"},
		{[]string{"daily", "--nosuch"}, "unknown flag"},
	} {
		code, out, errs := runCmd(t, c.args...)
		if len(out) > 200 {
			out = out[:200] + "..."
		}
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2, nothing, one line with %q", c.args, code, out, errs, c.want)
		}
	}
}
