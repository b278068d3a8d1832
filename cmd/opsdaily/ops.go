package main

// The ops command: the Ops engine from the command line.
//
// Usage:
//
//	opsdaily ops solve HAND [--json]
//	opsdaily ops stats [--json]

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/spf13/pflag"
)

// opsCommand is the "ops" command group.
func opsCommand() *command {
	jsonFlag := func(fs *pflag.FlagSet) { fs.Bool("json", false, "write JSON") }
	return &command{
		name:    "ops",
		abandon: true, // a signal ends it at once
		summary: "Ops: prove a hand, solve the solitaire, the natural hand's figures",
		subs: []*command{
			{
				name:    "solve",
				args:    "HAND",
				summary: "the lines of a hand, and the fewest swaps that make it provable",
				flags:   jsonFlag,
				run:     runOpsSolve,
				example: "opsdaily ops solve 789/456/123\nopsdaily ops solve 528761934 --json",
			},
			{
				name:    "stats",
				summary: "the natural hand's solutions and the optimal move counts of all solitaire starts",
				flags:   jsonFlag,
				run:     runOpsStats,
				example: "opsdaily ops stats",
			},
		},
	}
}

// opsLineJSON is one line of a hand in `ops solve --json`.
type opsLineJSON struct {
	Holds     bool     `json:"holds"`
	Equations []string `json:"equations"`
}

// opsSolveJSON is the output of `ops solve --json`; its field names are a stable interface.
type opsSolveJSON struct {
	Hand         string        `json:"hand"`
	Provable     bool          `json:"provable"`
	Lines        []opsLineJSON `json:"lines"`
	OptimalMoves *int          `json:"optimal_moves"` // null when no layout of the cards is provable
	Moves        [][2]int      `json:"moves"`
	Result       string        `json:"result"`
	Proof        []string      `json:"proof"`
	Solutions    int           `json:"solutions"`
}

// parseHand reads a hand as digits ("789456123", "789/456/123") or as suited cards
// ("7S8S9S/4S5S6S/1S2S3S"); the error is the digits' one, with its example.
func parseHand(s string) (ops.Layout, error) {
	if len(s) > 40 { // the longest hand: nine suited tens, 10S10S.../...
		return ops.Layout{}, usagef("bad hand %s: write nine digits in reading order, like 789456123 or 789/456/123, or nine suited cards", quote(s))
	}
	l, err := ops.ParseLayout(s)
	if err == nil {
		return l, nil
	}
	if cards, err2 := ops.ParseSuited(s); err2 == nil {
		return ops.Values(cards), nil
	}
	return l, usagef("%v", err)
}

// proofOf writes one equation a line (the first operation that proves it), or nothing
// when the layout is not provable.
func proofOf(l ops.Layout) []string {
	proof := []string{}
	if !ops.Provable(l) {
		return proof
	}
	for _, c := range ops.Check(l) {
		proof = append(proof, c.Equations[0])
	}
	return proof
}

func runOpsSolve(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 1, "HAND"); err != nil {
		return err
	}
	hand, err := parseHand(args[0])
	if err != nil {
		return err
	}
	sol := ops.Solve(hand)
	out := opsSolveJSON{
		Hand:      hand.String(),
		Provable:  ops.Provable(hand),
		Moves:     sol.Moves,
		Result:    sol.Result.String(),
		Proof:     proofOf(sol.Result),
		Solutions: sol.Solutions,
	}
	if out.Moves == nil {
		out.Moves = [][2]int{}
	}
	for _, c := range ops.Check(hand) {
		eq := c.Equations
		if eq == nil {
			eq = []string{}
		}
		out.Lines = append(out.Lines, opsLineJSON{Holds: c.Holds, Equations: eq})
	}
	if sol.Optimal >= 0 {
		out.OptimalMoves = &sol.Optimal
	}
	if asJSON, _ := fs.GetBool("json"); asJSON {
		return writeJSON(e.stdout, out)
	}
	var b strings.Builder
	writeOpsSolve(&b, hand, sol)
	_, err = io.WriteString(e.stdout, b.String())
	return err
}

// writeOpsSolve writes the text of `ops solve`: the hand, its lines, the optimum, the
// swaps and the proof of the result.
func writeOpsSolve(w io.Writer, hand ops.Layout, sol ops.Solution) {
	fmt.Fprintf(w, "hand %s\n\n", hand.Slashed())
	writeKeypad(w, hand)
	fmt.Fprintln(w)
	holding := 0
	for k, c := range ops.Check(hand) {
		line := ops.Lines[k]
		if c.Holds {
			holding++
			fmt.Fprintf(w, "  %-9s %s\n", line.Name+":", strings.Join(c.Equations, ", "))
		} else {
			fmt.Fprintf(w, "  %-9s %d %d → %d does not hold\n", line.Name+":", hand[line.A], hand[line.B], hand[line.Result])
		}
	}
	switch {
	case sol.Optimal < 0:
		fmt.Fprintf(w, "\n%d of 4 lines hold. No arrangement of these nine cards is provable.\n", holding)
		return
	case sol.Optimal == 0:
		fmt.Fprintf(w, "\nProvable: all four lines hold (%d provable layouts of these cards).\n", sol.Solutions)
		return
	}
	fmt.Fprintf(w, "\n%d of 4 lines hold. Optimal: %d %s (%d provable %s reachable in %d %s, of %d provable layouts of these cards).\n",
		holding, sol.Optimal, plural(sol.Optimal, "swap", "swaps"), sol.Ends, plural(sol.Ends, "layout", "layouts"),
		sol.Optimal, plural(sol.Optimal, "swap", "swaps"), sol.Solutions)
	writeSwaps(w, hand, sol.Moves)
	fmt.Fprintf(w, "\nresult %s\n\n", sol.Result.Slashed())
	writeKeypad(w, sol.Result)
	fmt.Fprintf(w, "\nproof: %s\n", strings.Join(proofOf(sol.Result), ", "))
}

// opsStatsJSON is the output of `ops stats --json`; its field names are a stable interface.
type opsStatsJSON struct {
	Natural struct {
		Arrangements int            `json:"arrangements"`
		Solutions    int            `json:"solutions"`
		Point        map[string]int `json:"point"`
		Center       map[string]int `json:"center"`
		Main         map[string]int `json:"main"`
	} `json:"natural"`
	Solitaire struct {
		Starts   int            `json:"starts"`
		ByMoves  map[string]int `json:"by_moves"`
		MaxMoves int            `json:"max_moves"`
		Hardest  []string       `json:"hardest"`
	} `json:"solitaire"`
}

func runOpsStats(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	st := ops.Analyze()
	if asJSON, _ := fs.GetBool("json"); asJSON {
		var out opsStatsJSON
		n := st.Natural
		out.Natural.Arrangements, out.Natural.Solutions = n.Arrangements, n.Solutions
		byValue := func(counts [10]int) map[string]int {
			m := map[string]int{}
			for v := 1; v <= 9; v++ {
				m[strconv.Itoa(v)] = counts[v]
			}
			return m
		}
		out.Natural.Point, out.Natural.Center, out.Natural.Main = byValue(n.Point), byValue(n.Center), byValue(n.Main)
		s := st.Solitaire
		out.Solitaire.Starts, out.Solitaire.MaxMoves = s.Starts, s.MaxMoves
		out.Solitaire.ByMoves = map[string]int{}
		for d, c := range s.ByMoves {
			out.Solitaire.ByMoves[strconv.Itoa(d)] = c
		}
		out.Solitaire.Hardest = []string{}
		for _, l := range s.Hardest {
			out.Solitaire.Hardest = append(out.Solitaire.Hardest, l.String())
		}
		return writeJSON(e.stdout, out)
	}
	var b strings.Builder
	writeOpsStats(&b, st)
	_, err := io.WriteString(e.stdout, b.String())
	return err
}

// writeOpsStats writes the text of `ops stats`.
func writeOpsStats(w io.Writer, st ops.Stats) {
	n := st.Natural
	fmt.Fprintf(w, "Natural hand (ace to nine): %d solutions, a layout and its transpose counted once (%d provable layouts).\n",
		n.Solutions, n.Arrangements)
	ranked := func(counts [10]int) string {
		var parts []string
		for _, v := range ops.ByCount(counts) {
			parts = append(parts, fmt.Sprintf("%d (%d)", v, counts[v]))
		}
		return strings.Join(parts, ", ")
	}
	fmt.Fprintf(w, "  on the point:  %s\n", ranked(n.Point))
	fmt.Fprintf(w, "  in the center: %s\n", ranked(n.Center))
	fmt.Fprintf(w, "  in the main:   %s\n", ranked(n.Main))
	s := st.Solitaire
	fmt.Fprintf(w, "\nSolitaire: %d starts, a start and its transpose counted once.\n", s.Starts)
	for d, c := range s.ByMoves {
		fmt.Fprintf(w, "  %d %-6s %7d\n", d, plural(d, "move", "moves")+":", c)
	}
	fmt.Fprintf(w, "The hardest starts need %d moves (%d):\n", s.MaxMoves, len(s.Hardest))
	for _, l := range s.Hardest {
		fmt.Fprintf(w, "  %s\n", l.Slashed())
	}
}
