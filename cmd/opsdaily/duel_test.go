package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/puzzles/duel"
)

// runWithStdin runs the command line with stdin and returns exit status, stdout, stderr.
func runWithStdin(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb,
		now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}
	code := run(args, e)
	return code, out.String(), errb.String()
}

// oneFromWin: S wins by swapping p6 and p9, by taking H's 5H or the dish's 9H into p6.
const oneFromWin = `{"layouts":{"S":["AS","3S","4S","7S","2S","10S","8S","6S","5S"],"H":["9S","AH","2H","3H","4H","5H","6H","7H","8H"]},"dish":["9H","10H"],"to_move":"S","last_taken":null,"trading_over":false}`

func TestDuelSolveCommand(t *testing.T) {
	code, out, errs := runWithStdin(t, "", "duel", "solve", oneFromWin, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		W1 []duel.Move `json:"winning_moves_1"`
		W2 []duel.Move `json:"winning_moves_2"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []duel.Move{{Give: 5, From: duel.FromOwn, Take: 8}, {Give: 5, From: duel.FromOpponent, Take: 5}, {Give: 5, From: duel.FromDish, Take: 0}}
	if len(got.W1) != 3 || got.W1[0] != want[0] || got.W1[1] != want[1] || got.W1[2] != want[2] || got.W2 == nil {
		t.Errorf("solve --json: %s", out)
	}
	// The text names the moves; stdin works as "-".
	code, out, _ = runWithStdin(t, oneFromWin, "duel", "solve", "-")
	if code != 0 || !strings.Contains(out, "S swaps 10S (p6) and 5S (p9)") || !strings.Contains(out, "winning_moves_2") {
		t.Errorf("solve text: %d\n%s", code, out)
	}
	for _, c := range []struct{ args []string }{
		{[]string{"duel", "solve"}},
		{[]string{"duel", "solve", "{}"}},
		{[]string{"duel", "solve", `{"layouts":`}},
		{[]string{"duel", "solve", strings.Replace(oneFromWin, `"9S"`, `"9D"`, 1)}},
		{[]string{"duel", "play", "--level", "hard"}},
		{[]string{"duel", "play", "--as", "X"}},
		{[]string{"duel", "play", "extra"}},
	} {
		code, out, errs := runWithStdin(t, "", c.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line", c.args, code, out, errs)
		}
	}
}

func TestDuelPlayCommand(t *testing.T) {
	// A person who types nonsense, an illegal move, then quits at the end of input.
	in := "help\nnonsense\n7S 10S\n7S 10H\nmoves\nhint\n"
	code, out, errs := runWithStdin(t, in, "duel", "play", "--seed", "1", "--level", "random")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"You are S (home suit spades)",
		"1 words, want 2",
		"you may not take 10S from the dish: spades is your home suit",
		"Computer: H ",
		"for H's 5H (p5)",
		"End of input.",
		"Game abandoned.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play output lacks %q:\n%s", want, out)
		}
	}
	// The computer, playing S against a person who only ever swaps p1 and p2, wins.
	code, out, _ = runWithStdin(t, strings.Repeat("1 2\n", 200), "duel", "play", "--as", "H", "--seed", "2")
	if code != 0 || !strings.Contains(out, "The computer wins") {
		t.Errorf("a whole game: exit %d, ends\n%s", code, out[max(0, len(out)-400):])
	}
	// The same seed gives the same game.
	_, again, _ := runWithStdin(t, strings.Repeat("1 2\n", 200), "duel", "play", "--as", "H", "--seed", "2")
	if again != out {
		t.Error("the same seed played a different game")
	}
}

func TestDuelReplayCommand(t *testing.T) {
	for _, variation := range []bool{false, true} {
		// A whole game played by the engine, written as a record line by line.
		p, rng := duel.Start(variation), rand.New(rand.NewPCG(7, 7))
		var rec strings.Builder
		rec.WriteString("# Ops duel record\n")
		if variation {
			rec.WriteString("variation\n")
		}
		var winner duel.Player
		plies := 0
		for ; plies < 400; plies++ {
			level := duel.Search
			if p.ToMove == duel.PlayerH {
				level = duel.Random
			}
			m := duel.ChooseMove(p, level, rng)
			rec.WriteString(p.RecordLine(m) + "\n")
			q, r, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			w, over := r.Winner(p.ToMove)
			p = q
			if over {
				winner = w
				break
			}
		}
		if plies == 400 {
			t.Fatal("the engine's game did not end")
		}
		code, out, errs := runWithStdin(t, rec.String(), "duel", "play", "--replay", "-")
		if code != 0 || errs != "" {
			t.Fatalf("variation %v: exit %d: %s", variation, code, errs)
		}
		if !strings.Contains(out, "Final position after "+strconv.Itoa(plies+1)+" moves:\n"+p.Board()) {
			t.Errorf("variation %v: the replay does not end on the engine's position\n%s\n%s", variation, p.Board(), out)
		}
		if !strings.HasSuffix(out, winner.String()+" wins: its layout is provable.\n") && !strings.Contains(out, winner.String()+" wins: the move made") {
			t.Errorf("variation %v: the replay does not say %v wins:\n%s", variation, winner, out[max(0, len(out)-300):])
		}
		// The same record from a file.
		name := filepath.Join(t.TempDir(), "game.txt")
		if err := os.WriteFile(name, []byte(rec.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, again, _ := runWithStdin(t, "", "duel", "play", "--replay", name); code != 0 || again != out {
			t.Errorf("replay from a file: exit %d, different output", code)
		}
	}
	// Bad records: one line naming the line and the problem, exit status 2.
	for _, c := range []struct{ rec, want string }{
		{"S 7S 10S\n", `line 1 "S 7S 10S": you may not take 10S from the dish: spades is your home suit`},
		{"S 7S 10H\nS 8S 9H\n", `line 2 "S 8S 9H": H is to move, not S`},
		{"S 7S 10H\nH 4H 6S\nS 9S 6H\n", `you may not take 6H: the opponent just took your 6`},
		{"S 7S 10H\nvariation\n", `"variation" must come once, before the first move`},
		{"X 7S 10H\n", `"X" is not a player`},
	} {
		code, out, errs := runWithStdin(t, c.rec, "duel", "play", "--replay", "-")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line with %q", c.rec, code, out, errs, c.want)
		}
	}
	if code, _, errs := runWithStdin(t, "", "duel", "play", "--replay", "/nonexistent/game.txt"); code != 2 || !strings.Contains(errs, "cannot read it") {
		t.Errorf("a missing file: exit %d, %q", code, errs)
	}
}
