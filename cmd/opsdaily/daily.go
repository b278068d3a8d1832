package main

// The daily command: the puzzle calendar's records.
//
// Usage:
//
//	opsdaily daily [--date YYYY-MM-DD] [--seed S] [--json]
//	opsdaily daily --from YYYY-MM-DD --to YYYY-MM-DD [--seed S] [--json]
//
// The default date is today on the local clock. A range writes one record per date in date
// order: with --json one compact JSON record per line, otherwise each day's text in turn.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/spf13/pflag"
)

// dailyCommand is the "daily" command.
func dailyCommand() *command {
	return &command{
		name:    "daily",
		abandon: true, // a signal ends it at once
		summary: "a day's puzzles and their solutions (or a range of days)",
		flags: func(fs *pflag.FlagSet) {
			fs.String("date", "", "the date, YYYY-MM-DD (default today)")
			fs.String("from", "", "the first date of a range, YYYY-MM-DD (with --to)")
			fs.String("to", "", "the last date of a range, YYYY-MM-DD (with --from)")
			fs.String("seed", generator.DefaultSeed, "the site seed; the default is the published calendar's")
			fs.Bool("json", false, "write the record as JSON (a range: one record per line)")
		},
		run:     runDaily,
		example: "opsdaily daily --date 2026-03-14\nopsdaily daily --from 2026-03-01 --to 2026-03-31 --json",
	}
}

func runDaily(e *env, fs *pflag.FlagSet, args []string) error {
	if len(args) != 0 {
		return usagef("daily takes no arguments, got %s; give the date as --date YYYY-MM-DD", quote(strings.Join(args, " ")))
	}
	seed, _ := fs.GetString("seed")
	asJSON, _ := fs.GetBool("json")
	if seed == "" {
		return usagef("--seed is empty; give a site seed like --seed %s, or leave it out", generator.DefaultSeed)
	}
	from, to, err := dailyDates(e, fs)
	if err != nil {
		return err
	}
	recs, err := generator.Range(seed, from, to)
	if errors.Is(err, generator.ErrDate) || errors.Is(err, generator.ErrRange) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	var out bytes.Buffer
	switch {
	case asJSON && fs.Changed("from"):
		for _, r := range recs {
			b, err := json.Marshal(r)
			if err != nil {
				return err
			}
			out.Write(b)
			out.WriteByte('\n')
		}
	case asJSON:
		if err := writeJSON(&out, recs[0]); err != nil {
			return err
		}
	default:
		for i, r := range recs {
			if i > 0 {
				out.WriteString("\n" + strings.Repeat("=", 60) + "\n\n")
			}
			writeDailyText(&out, seed, r)
		}
	}
	_, err = e.stdout.Write(out.Bytes())
	return err
}

// dateFlag reads the date flag name, YYYY-MM-DD within the calendar, for daily and build;
// given is false when the flag was left out.
func dateFlag(fs *pflag.FlagSet, name string) (d generator.Date, given bool, err error) {
	s, _ := fs.GetString(name)
	if !fs.Changed(name) {
		return 0, false, nil
	}
	if len(s) > len("2006-01-02") {
		return 0, true, usagef("--%s %s is not a date; write YYYY-MM-DD, like --%s 2026-03-14", name, quote(s), name)
	}
	d, err = generator.ParseDate(s)
	if err != nil {
		return 0, true, usagef("--%s: %v", name, err)
	}
	if d < generator.FirstDate || d > generator.LastDate {
		return 0, true, usagef("--%s %s is outside the calendar: the calendar runs from %v to %v; like --%s 2026-03-14", name, s, generator.FirstDate, generator.LastDate, name)
	}
	return d, true, nil
}

// dailyDates reads --date, or --from and --to, and checks them.
func dailyDates(e *env, fs *pflag.FlagSet) (from, to generator.Date, err error) {
	isRange := fs.Changed("from") || fs.Changed("to")
	if isRange && fs.Changed("date") {
		return 0, 0, usagef("--date cannot go with --from and --to; give one date, or a range")
	}
	read := func(name string) (generator.Date, error) {
		d, _, err := dateFlag(fs, name)
		return d, err
	}
	if !isRange {
		if !fs.Changed("date") {
			today := generator.DateOf(e.now())
			return today, today, nil
		}
		d, err := read("date")
		return d, d, err
	}
	if !fs.Changed("from") || !fs.Changed("to") {
		return 0, 0, usagef("a range needs both --from and --to, like --from 2026-03-01 --to 2026-03-31")
	}
	if from, err = read("from"); err != nil {
		return 0, 0, err
	}
	if to, err = read("to"); err != nil {
		return 0, 0, err
	}
	if err := generator.CheckRange(from, to); err != nil {
		if end := generator.RangeEnd(from); to > end {
			return 0, 0, usagef("--from %v --to %v is over %d years; split the range, like --from %v --to %v, then on from --from %v",
				from, to, generator.MaxYears, from, end, end.Add(1))
		}
		return 0, 0, usagef("--from and --to: %v", err)
	}
	return from, to, nil
}

// writeDailyText writes a day's record for people: the Ops start drawn as the keypad, its
// optimum, the swaps and the proof; the Two Ops deal, goal, keep rates, advice and an
// optimal play explained.
func writeDailyText(w io.Writer, seed string, r generator.Record) {
	d := r.Date
	fmt.Fprintf(w, "Puzzles of %v %s (seed %q, scheme %d)\n\n", d.Weekday(), r.Date, seed, r.Scheme)

	o := r.Ops
	start, _ := ops.ParseLayout(o.Start)
	fmt.Fprintf(w, "OPS SOLITAIRE: %s (level %d of 5)\n\n", o.Difficulty, int(o.Difficulty))
	writeKeypad(w, start)
	fmt.Fprintf(w, "\nOptimal: %d swaps. %d of the 36 possible first swaps begin an optimal solution; %d provable %s reachable in %d.\n",
		o.OptimalMoves, o.FirstMoves, o.OptimalEnds, plural(o.OptimalEnds, "layout is", "layouts are"), o.OptimalMoves)
	if o.OptimalMoves == 5 {
		fmt.Fprintf(w, "A rare treat: only 19 of the %d starts need 5 swaps, the most any needs.\n", generator.Starts)
	}
	fmt.Fprintln(w, "\nOne optimal solution:")
	cur := writeSwaps(w, start, o.Solution)
	fmt.Fprintln(w)
	writeKeypad(w, cur)
	fmt.Fprintln(w, "\nProof:")
	for i, c := range ops.Check(cur) {
		eq := "does not hold"
		if c.Holds {
			eq = c.Equations[0]
		}
		fmt.Fprintf(w, "  %-9s %s\n", ops.Lines[i].Name+":", eq)
	}

	t := r.TwoOps
	goal := t.Goal
	fmt.Fprintf(w, "\nTWO OPS: %s (level %d of 5)\n\n", t.Difficulty, int(t.Difficulty))
	fmt.Fprintf(w, "  Numbers:    %s\n", twoopsSymbols(t.Numbers))
	fmt.Fprintf(w, "  Operators:  %s (dealt after the blind discard)\n", twoopsSymbols(t.Operators))
	fmt.Fprintf(w, "  Goal card:  %s, so the goal is %s\n", t.GoalCard.Symbol(), goal.Describe())
	fmt.Fprintf(w, "  Best result over any discard: %s\n\n", t.Best.Prose())
	fmt.Fprintln(w, "  Discard  Keep rate  Best of the five kept")
	var advised generator.Discard
	for _, dc := range t.Discards {
		fmt.Fprintf(w, "  %-7s  %8.1f%%  %s\n", dc.Card.Symbol(), 100*dc.KeepRate, dc.Best.Prose())
		if dc.Card == t.Advice {
			advised = dc
		}
	}
	fmt.Fprintf(w, "\nAdvice: discard %s (it keeps the best result in %.1f%% of the unseen deals).\n", t.Advice.Symbol(), 100*advised.KeepRate)
	var play strings.Builder
	twoopsWriteArrangement(&play, "  ", advised.Arrangement, goal)
	fmt.Fprintf(w, "With it gone, an optimal play:\n%s", play.String())
	if advised.Best != t.Best {
		play.Reset()
		twoopsWriteArrangement(&play, "  ", t.Arrangement, goal)
		fmt.Fprintf(w, "The best of all six leaves out two cards; discard either:\n%s", play.String())
	}
}

// writeKeypad draws a layout in the keypad pattern, the hole set apart.
func writeKeypad(w io.Writer, l ops.Layout) {
	fmt.Fprintf(w, "  %d %d | %d\n  %d %d | %d\n  ----+--\n  %d %d | %d\n", l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8])
}

// writeSwaps lists swaps made one after another from l, numbered from 1, each with the
// cards it moves, and returns the layout they reach. Positions are written p1 to p9 in
// reading order, as the pages number rows and columns from 1 (--json keeps indexes 0-8).
func writeSwaps(w io.Writer, l ops.Layout, swaps [][2]int) ops.Layout {
	for k, m := range swaps {
		fmt.Fprintf(w, "  %d. swap p%d and p%d (%d and %d)\n", k+1, m[0]+1, m[1]+1, l[m[0]], l[m[1]])
		l = l.Swap(m[0], m[1])
	}
	return l
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
