package main

// The twoops command: the Two Ops engine from the command line.
//
// Usage:
//
//	opsdaily twoops solve --numbers "AS 3H 7D 9C 10S" --operators "KH JS" --goal 6D [--json]
//	opsdaily twoops discard --numbers "AS 3H 7D 9C 10S 5H" [--json]
//	opsdaily twoops deal --seed S [--players N] [--json]

import (
	"fmt"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/spf13/pflag"
)

// twoopsCommand is the "twoops" command group.
func twoopsCommand() *command {
	return &command{
		name:    "twoops",
		abandon: true, // a signal ends it at once
		summary: "Two Ops: best play, the blind discard, seeded deals",
		subs: []*command{
			{
				name:    "solve",
				summary: "every optimal play of a hand: 4 to 6 numbers, 2 operators and a goal card",
				flags: func(fs *pflag.FlagSet) {
					fs.String("numbers", "", "the number cards, 4 to 6 pip cards like \"AS 3H 7D 9C 10S\"")
					fs.String("operators", "", "the two operators, court cards like \"KH JS\"")
					fs.String("goal", "", "the goal card, a pip card like 6D")
					fs.Bool("json", false, "write JSON")
				},
				run:     runTwoopsSolve,
				example: `opsdaily twoops solve --numbers "AS 3H 7D 9C 10S" --operators "KH JS" --goal 6D`,
			},
			{
				name:    "discard",
				summary: "the keep rate of each of 6 number cards, and which to discard blind",
				flags: func(fs *pflag.FlagSet) {
					fs.String("numbers", "", "the 6 number cards dealt, like \"AS 3H 7D 9C 10S 5H\"")
					fs.Bool("json", false, "write JSON")
				},
				run:     runTwoopsDiscard,
				example: `opsdaily twoops discard --numbers "AS 3H 7D 9C 10S 5H"`,
			},
			{
				name:    "deal",
				summary: "a seeded deal for 1 to 6 players, with the advised discard and best result",
				flags: func(fs *pflag.FlagSet) {
					uint64Flag(fs, "seed", 0, "the seed of the deal (required); the same seed deals the same cards")
					intFlag(fs, "players", 1, "the number of players, 1 to 6")
					fs.Bool("json", false, "write JSON")
				},
				run:     runTwoopsDeal,
				example: "opsdaily twoops deal --seed 2026 --players 2",
			},
		},
	}
}

// twoopsCardFlag returns a flag's value, or a usage error when it is missing.
func twoopsCardFlag(fs *pflag.FlagSet, name, example string) (string, error) {
	s, _ := fs.GetString(name)
	if strings.TrimSpace(s) == "" {
		return "", usagef("--%s is missing; give it like --%s %s", name, name, example)
	}
	if len(s) > 60 { // six cards, spaced out
		return "", usagef("--%s %s is too long; give it like --%s %s", name, quote(s), name, example)
	}
	return s, nil
}

// symbols writes cards with their Unicode suits, separated by spaces.
func twoopsSymbols(cards []puzzles.Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.Symbol()
	}
	return strings.Join(s, " ")
}

// twoopsGoalCard says what the goal card is, like "6♦ (even, red)".
func twoopsGoalCard(c puzzles.Card) string {
	parity := "odd"
	if c.Value()%2 == 0 {
		parity = "even"
	}
	return fmt.Sprintf("%s (%s, %s)", c.Symbol(), parity, c.Colour())
}

// twoopsSolveJSON is the --json output of "twoops solve"; the field names are stable.
type twoopsSolveJSON struct {
	Numbers          []puzzles.Card       `json:"numbers"`
	Operators        [2]puzzles.Card      `json:"operators"`
	GoalCard         puzzles.Card         `json:"goal_card"`
	Goal             twoops.Goal          `json:"goal"`
	Best             twoops.Value         `json:"best"`
	Arrangements     []twoops.Arrangement `json:"arrangements"`
	OptimalCount     int                  `json:"optimal_count"`
	ArrangementCount int                  `json:"arrangement_count"`
}

func runTwoopsSolve(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "the cards go in --numbers, --operators and --goal"); err != nil {
		return err
	}
	ns, err := twoopsCardFlag(fs, "numbers", `"AS 3H 7D 9C 10S"`)
	if err != nil {
		return err
	}
	opsText, err := twoopsCardFlag(fs, "operators", `"KH JS"`)
	if err != nil {
		return err
	}
	gs, err := twoopsCardFlag(fs, "goal", "6D")
	if err != nil {
		return err
	}
	numbers, err := twoops.ParseNumbers(ns, 4, 6)
	if err != nil {
		return usagef("--numbers: %v; like --numbers \"AS 3H 7D 9C 10S\"", err)
	}
	operators, err := twoops.ParseOperators(opsText)
	if err != nil {
		return usagef("--operators: %v; like --operators \"KH JS\"", err)
	}
	goalCard, err := twoops.ParseGoalCard(gs, numbers)
	if err != nil {
		return usagef("--goal: %v; like --goal 6D", err)
	}
	goal, _ := twoops.GoalOf(goalCard) // checked by ParseGoalCard
	play, err := twoops.Solve(numbers, operators, goal)
	if err != nil {
		return usagef("%v", err)
	}
	if j, _ := fs.GetBool("json"); j {
		return writeJSON(e.stdout, twoopsSolveJSON{
			Numbers: numbers, Operators: operators, GoalCard: goalCard, Goal: goal, Best: play.Best,
			Arrangements: play.Optimal, OptimalCount: len(play.Optimal), ArrangementCount: len(play.All),
		})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Numbers %s, operators %s, goal card %s: %s.\n",
		twoopsSymbols(numbers), twoopsSymbols(operators[:]), twoopsGoalCard(goalCard), goal.Describe())
	ways := "arrangements reach it"
	if len(play.Optimal) == 1 {
		ways = "arrangements reaches it"
	}
	fmt.Fprintf(&b, "Best result: %s. %d of the %d %s.\n", play.Best.Prose(), len(play.Optimal), len(play.All), ways)
	for i, ar := range play.Optimal {
		b.WriteString("\n")
		twoopsWriteArrangement(&b, fmt.Sprintf("%d. ", i+1), ar, goal)
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// twoopsWriteArrangement writes an arrangement over three lines, the first prefixed.
func twoopsWriteArrangement(b *strings.Builder, prefix string, ar twoops.Arrangement, goal twoops.Goal) {
	indent := strings.Repeat(" ", len(prefix))
	o := ar.Operations
	fmt.Fprintf(b, "%s%s\n%s%s\n", prefix, o[0].Explain(), indent, o[1].Explain())
	if goal.Difference() {
		fmt.Fprintf(b, "%sDifference: |%s − %s| = %s", indent, o[0].Value.Prose(), o[1].Value.Prose(), ar.Result.Prose())
	} else {
		fmt.Fprintf(b, "%sSum: %s + %s = %s", indent, o[0].Value.Prose(), o[1].Value.Prose(), ar.Result.Prose())
	}
	if len(ar.Marker) > 0 {
		fmt.Fprintf(b, "; marker %s", twoopsSymbols(ar.Marker))
	}
	b.WriteString(".\n")
}

// twoopsCardRateJSON is one card of "twoops discard --json".
type twoopsCardRateJSON struct {
	Card     puzzles.Card `json:"card"`
	KeepRate float64      `json:"keep_rate"`
	Kept     int          `json:"kept"`
	Outcomes int          `json:"outcomes"`
}

// twoopsDiscardJSON is the --json output of "twoops discard"; the field names are stable.
type twoopsDiscardJSON struct {
	Cards  []twoopsCardRateJSON `json:"cards"`
	Advice puzzles.Card         `json:"advice"`
}

// twoopsParseSix reads the --numbers flag as the 6 number cards dealt.
func twoopsParseSix(fs *pflag.FlagSet) ([6]puzzles.Card, error) {
	var six [6]puzzles.Card
	ns, err := twoopsCardFlag(fs, "numbers", `"AS 3H 7D 9C 10S 5H"`)
	if err != nil {
		return six, err
	}
	numbers, err := twoops.ParseNumbers(ns, 6, 6)
	if err != nil {
		return six, usagef("--numbers: %v; like --numbers \"AS 3H 7D 9C 10S 5H\"", err)
	}
	copy(six[:], numbers)
	return six, nil
}

func runTwoopsDiscard(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "the cards go in --numbers"); err != nil {
		return err
	}
	six, err := twoopsParseSix(fs)
	if err != nil {
		return err
	}
	rates, err := twoops.KeepRates(six)
	if err != nil {
		return usagef("--numbers: %v", err)
	}
	advice := six[twoops.AdviceIndex(six, rates)]
	if j, _ := fs.GetBool("json"); j {
		out := twoopsDiscardJSON{Advice: advice}
		for i, r := range rates {
			out.Cards = append(out.Cards, twoopsCardRateJSON{Card: six[i], KeepRate: r.Float(), Kept: r.Kept, Outcomes: r.Outcomes})
		}
		return writeJSON(e.stdout, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Numbers %s. Before the operators and the goal card are known, each card's keep rate\n", twoopsSymbols(six[:]))
	fmt.Fprintf(&b, "is the share of the %d equally likely outcomes (66 pairs of operators × 34 goal cards)\n", twoops.Outcomes)
	b.WriteString("in which the five cards left after discarding it reach the best result of all six.\n\n")
	b.WriteString("discard  keep rate\n")
	for i, r := range rates {
		mark := ""
		if six[i] == advice {
			mark = "  ← advice"
		}
		fmt.Fprintf(&b, "%-7s  %5s (%d of %d)%s\n", six[i].Symbol(), r.Percent(), r.Kept, r.Outcomes, mark)
	}
	fmt.Fprintf(&b, "\nAdvice: discard %s.\n", advice.Symbol())
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// twoopsPlayerJSON is one player of "twoops deal --json".
type twoopsPlayerJSON struct {
	Player    int             `json:"player"`
	Numbers   [6]puzzles.Card `json:"numbers"`
	Operators [2]puzzles.Card `json:"operators"`
	Advice    puzzles.Card    `json:"advice"`
	Best      twoops.Value    `json:"best"`
}

// twoopsDealJSON is the --json output of "twoops deal"; the field names are stable.
type twoopsDealJSON struct {
	Seed     uint64             `json:"seed"`
	Players  []twoopsPlayerJSON `json:"players"`
	GoalCard puzzles.Card       `json:"goal_card"`
	Goal     twoops.Goal        `json:"goal"`
}

func runTwoopsDeal(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "use --seed and --players"); err != nil {
		return err
	}
	if !fs.Changed("seed") {
		return usagef("--seed is missing; give it like --seed 2026 (the same seed deals the same cards)")
	}
	seed, _ := fs.GetUint64("seed")
	players, _ := fs.GetInt("players")
	if players < 1 || players > twoops.MaxPlayers {
		return usagef("--players %d: a round has 1 to %d players; like --players 2", players, twoops.MaxPlayers)
	}
	round, err := twoops.Deal(seed, players)
	if err != nil {
		return usagef("%v", err)
	}
	out := twoopsDealJSON{Seed: seed, GoalCard: round.GoalCard, Goal: round.Goal}
	kept := make([][]puzzles.Card, players)
	for p, h := range round.Hands {
		advice, err := twoops.Advice(h.Numbers)
		if err != nil {
			return err
		}
		for _, c := range h.Numbers {
			if c != advice {
				kept[p] = append(kept[p], c)
			}
		}
		out.Players = append(out.Players, twoopsPlayerJSON{
			Player: p + 1, Numbers: h.Numbers, Operators: h.Operators, Advice: advice,
			Best: twoops.BestValue(kept[p], h.Operators, round.Goal),
		})
	}
	if j, _ := fs.GetBool("json"); j {
		return writeJSON(e.stdout, out)
	}
	var b strings.Builder
	who := "1 player"
	if players > 1 {
		who = fmt.Sprintf("%d players", players)
	}
	fmt.Fprintf(&b, "Two Ops deal, seed %d, %s. Goal card %s: %s.\n",
		seed, who, twoopsGoalCard(round.GoalCard), round.Goal.Describe())
	for p, pl := range out.Players {
		fmt.Fprintf(&b, "\nPlayer %d: numbers %s; operators %s\n", pl.Player, twoopsSymbols(pl.Numbers[:]), twoopsSymbols(pl.Operators[:]))
		fmt.Fprintf(&b, "  advised blind discard %s; the best result with the other five is %s\n", pl.Advice.Symbol(), pl.Best.Prose())
		fmt.Fprintf(&b, "  see it: opsdaily twoops solve --numbers %q --operators %q --goal %v\n",
			twoopsASCII(kept[p]), twoopsASCII(pl.Operators[:]), round.GoalCard)
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// twoopsASCII writes cards in ASCII notation separated by spaces, as the flags take them.
func twoopsASCII(cards []puzzles.Card) string { return strings.Trim(fmt.Sprint(cards), "[]") }
