package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/opsdaily/opsdaily/puzzles/duel"
)

// duelCommand is "opsdaily duel": the two-player game of Ops.
//
// Usage:
//
//	opsdaily duel solve POSITION [--json]
//	opsdaily duel play [--level L] [--as S|H] [--seed N] [--variation]
//	opsdaily duel play --replay FILE|-
func duelCommand() *command {
	return &command{
		name:    "duel",
		abandon: true, // a signal ends it at once
		summary: "the two-player game of Ops: solve a position, or play the computer",
		subs: []*command{
			{
				name:    "solve",
				args:    "POSITION",
				summary: "every win in 1 and every forced win in 2 of a position (JSON, or - for stdin, or start)",
				flags:   func(fs *pflag.FlagSet) { fs.Bool("json", false, "print JSON: winning_moves_1 and winning_moves_2") },
				run:     runDuelSolve,
				example: `opsdaily duel solve '{"layouts":{"S":["AS","3S","4S","7S","2S","10S","8S","6S","5S"],"H":["9S","AH","2H","3H","4H","5H","6H","7H","8H"]},"dish":["9H","10H"],"to_move":"S","last_taken":null,"trading_over":false}'`,
			},
			{
				name:    "play",
				summary: "play the two-player game against the computer in the terminal, or replay a game record",
				flags: func(fs *pflag.FlagSet) {
					fs.String("level", "search", "the computer's level: random, greedy or search")
					fs.String("as", "S", "your side: S (spades, moves first) or H (hearts)")
					uint64Flag(fs, "seed", 0, "seed of the computer's choices (0: from the clock)")
					fs.Bool("variation", false, "a new trading round, home suits switched, opens when one closes")
					fs.String("replay", "", "replay the game record in FILE (- for stdin), as the duel page writes it, and print the final position")
				},
				run:     runDuelPlay,
				example: "opsdaily duel play --level greedy",
			},
		},
	}
}

// maxPosition bounds a position's JSON, in bytes: one is about 200, spaced out a few
// times more.
const maxPosition = 1 << 16

func runDuelSolve(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 1, "POSITION"); err != nil {
		return err
	}
	text := args[0]
	switch text {
	case "-":
		b, err := io.ReadAll(io.LimitReader(e.stdin, maxPosition+1))
		if err != nil {
			return fmt.Errorf("reading the position from stdin: %w", err)
		}
		text = string(b)
	case "start":
		b, _ := duel.Start(false).MarshalJSON()
		text = string(b)
	}
	if len(text) > maxPosition {
		return usagef("the position is over %d bytes; a position is about 200 bytes of JSON (see 'opsdaily duel solve --help')", maxPosition)
	}
	p, err := duel.ParsePosition(text)
	if err != nil {
		return usagef("%v", err)
	}
	s := duel.Solve(p)
	if asJSON, _ := fs.GetBool("json"); asJSON {
		return writeJSON(e.stdout, s)
	}
	var b strings.Builder
	b.WriteString(p.Board())
	list := func(title string, moves []duel.Move) {
		fmt.Fprintf(&b, "\n%s: %d\n", title, len(moves))
		for _, m := range moves {
			fmt.Fprintf(&b, "  %s\n", p.Describe(m))
		}
	}
	list("winning_moves_1 (win at once)", s.WinIn1)
	list("winning_moves_2 (force a win on the next turn)", s.WinIn2)
	_, err = io.WriteString(e.stdout, b.String())
	return err
}

func runDuelPlay(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	if name, _ := fs.GetString("replay"); name != "" {
		return replayDuel(e, name)
	}
	levelName, _ := fs.GetString("level")
	level, err := duel.ParseStrength(levelName)
	if err != nil {
		return usagef("--level %s is not a level; use random, greedy or search (or 0, 1, 2)", quote(levelName))
	}
	side, _ := fs.GetString("as")
	var human duel.Player
	if err := human.UnmarshalText([]byte(side)); err != nil {
		return usagef("--as %s is not a side; use S (spades, moves first) or H (hearts)", quote(side))
	}
	seed, _ := fs.GetUint64("seed")
	if seed == 0 {
		seed = uint64(e.now().UnixNano())
	}
	variation, _ := fs.GetBool("variation")
	return playDuel(e.stdin, e.stdout, duel.Start(variation), human, level, rand.New(rand.NewPCG(seed, 0x64756c)))
}

// replayDuel replays the game record in the file name (- for stdin): each move in words,
// then the final position and how the game ended. A record with an illegal move is bad
// input, named by its line, and so is a record with no move (empty, or only notes): it is
// most likely the wrong file.
func replayDuel(e *env, name string) error {
	in := e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return usagef("--replay %s: cannot read it (%v); give a record file like game.txt, or - for stdin", quotePath(name), errors.Unwrap(err))
		}
		defer f.Close()
		in = f
	}
	r, err := duel.ReadRecord(io.LimitReader(in, maxPosition*16))
	if err != nil {
		if errors.Is(err, duel.ErrMove) {
			return usagef("--replay %s: %s", quotePath(name), strings.TrimPrefix(err.Error(), duel.ErrMove.Error()+": "))
		}
		return err
	}
	if len(r.Moves) == 0 {
		return usagef("--replay %s: the record has no moves; a record is one move a line, like \"S 7S 10H\"", quotePath(name))
	}
	var b strings.Builder
	if r.Variation {
		b.WriteString("Replaying a game of the variation (a new trading round opens when one closes).\n")
	}
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %s\n", i+1, r.Positions[i].Describe(m))
	}
	fmt.Fprintf(&b, "Final position after %d moves:\n%s", len(r.Moves), r.Final().Board())
	if winner, over := r.Result.Winner(r.Positions[len(r.Positions)-2].ToMove); over {
		fmt.Fprintf(&b, "%v wins: %s.\n", winner, duelWhy[r.Result])
	} else {
		b.WriteString("The game is not over.\n")
	}
	_, err = io.WriteString(e.stdout, b.String())
	return err
}

// duelWhy says why a game ended, by the result of its last move.
var duelWhy = map[duel.Result]string{
	duel.Won:      "its layout is provable",
	duel.LostBoth: "the move made both layouts provable, so its maker loses",
	duel.LostGift: "the move made the other layout provable",
}

// duelMaxPlies ends a terminal game that goes on too long as a draw.
const duelMaxPlies = 400

const duelPlayHelp = `Enter a move as your card then the card to take, wherever it lies, like "7S 5H"
(your 7S for the 5H), or by positions 1-9: "1 5" swaps your p1 and p5, "1 o5" takes the
opponent's p5, "1 d2" takes dish card 2. Other commands: moves (list your legal moves),
hint (the solver's winning moves), help, quit.
`

// playDuel runs a game between a person reading in and the computer.
func playDuel(in io.Reader, out io.Writer, p duel.Position, human duel.Player, level duel.Strength, rng *rand.Rand) error {
	sc := bufio.NewScanner(in)
	fmt.Fprintf(out, "Ops, the two-player game. You are %v (home suit %s); the computer plays %v at level %v.\n", human, p.Home(human).Name(), human.Opponent(), level)
	fmt.Fprintf(out, "Make your layout provable first: all four lines must hold (rows p1 op p2 = p3, p4 op p5 = p6;\ncolumns p1 op p4 = p7, p2 op p5 = p8).\n%s\n", duelPlayHelp)
	for ply := 0; ply < duelMaxPlies; ply++ {
		mover := p.ToMove
		var m duel.Move
		if mover == human {
			fmt.Fprint(out, p.Board())
			var quit bool
			var err error
			m, quit, err = readHumanMove(sc, out, p)
			if err != nil {
				return err
			}
			if quit {
				fmt.Fprintln(out, "Game abandoned.")
				return nil
			}
		} else {
			m = duel.ChooseMove(p, level, rng)
			fmt.Fprintf(out, "Computer: %s.\n", p.Describe(m))
		}
		q, r, err := p.Play(m)
		if err != nil {
			return fmt.Errorf("the computer chose an illegal move %v: %w", m, err)
		}
		p = q
		if winner, over := r.Winner(mover); over {
			fmt.Fprint(out, p.Board())
			why := duelWhy[r]
			if winner == human {
				fmt.Fprintf(out, "You win: %s.\n", why)
			} else {
				fmt.Fprintf(out, "The computer wins: %s.\n", why)
			}
			return nil
		}
	}
	fmt.Fprintf(out, "Drawn: no winner after %d moves.\n", duelMaxPlies)
	return nil
}

// readHumanMove prompts until the person enters a legal move or quits; the end of input
// quits.
func readHumanMove(sc *bufio.Scanner, out io.Writer, p duel.Position) (m duel.Move, quit bool, err error) {
	for {
		fmt.Fprintf(out, "Your move (%v): ", p.ToMove)
		if !sc.Scan() {
			fmt.Fprintln(out)
			if err := sc.Err(); err != nil {
				return m, true, fmt.Errorf("reading your move: %w", err)
			}
			fmt.Fprintln(out, "End of input.")
			return m, true, nil
		}
		line := strings.TrimSpace(sc.Text())
		switch strings.ToLower(line) {
		case "":
			continue
		case "quit", "q", "exit":
			return m, true, nil
		case "help", "?":
			fmt.Fprint(out, duelPlayHelp)
			continue
		case "moves":
			for _, m := range p.Moves() {
				fmt.Fprintf(out, "  %s\n", p.Describe(m))
			}
			continue
		case "hint":
			s := duel.Solve(p)
			switch {
			case len(s.WinIn1) > 0:
				fmt.Fprintf(out, "You can win at once: %s.\n", p.Describe(s.WinIn1[0]))
			case len(s.WinIn2) > 0:
				fmt.Fprintf(out, "You can force a win next turn: %s.\n", p.Describe(s.WinIn2[0]))
			default:
				fmt.Fprintln(out, "No win in 1 or forced win in 2 here.")
			}
			continue
		}
		m, err := duel.ParseMove(p, line)
		if err == nil {
			err = p.Check(m)
		}
		if err != nil {
			fmt.Fprintln(out, strings.TrimPrefix(err.Error(), duel.ErrMove.Error()+": "))
			if !errors.Is(err, duel.ErrMove) {
				fmt.Fprint(out, duelPlayHelp)
			}
			continue
		}
		return m.Normal(), false, nil
	}
}
