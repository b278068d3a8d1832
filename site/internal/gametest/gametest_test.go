// Package gametest checks that a game registered with the puzzles contract, and named
// nowhere in the site's Go code, appears on the daily pages: the generator puts its daily
// puzzle in the record (Record.Games) and templates/site/daily.html shows it. The game is
// defined here, so that it is registered in this test binary alone.
package gametest

import (
	"context"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site"
)

// double is a toy game: a number to double. Its level is the number of digits.
type double struct{}

func init() { puzzles.Register(double{}) }

func (double) Name() string  { return "double" }
func (double) Title() string { return "Double <it>" } // a title to escape

func (double) Generate(r *rand.Rand, level puzzles.Level) (puzzles.Puzzle, error) {
	lo := 1
	for range int(level) - 1 {
		lo *= 10
	}
	return number(lo + r.IntN(9*lo)), nil
}

func (double) Parse(s string) (puzzles.Puzzle, error) {
	n, err := strconv.Atoi(s)
	return number(n), err
}

type number int

func (n number) String() string        { return strconv.Itoa(int(n)) }
func (n number) Solve() puzzles.Solved { return answer(2 * n) }
func (a answer) Level() puzzles.Level  { return puzzles.Level(len(strconv.Itoa(int(a / 2)))) }
func (a answer) Describe() string      { return fmt.Sprintf("twice it is %d", int(a)) }

type answer int

func TestRegisteredGameOnDailyPages(t *testing.T) {
	from, today := generator.MakeDate(2026, 11, 23), generator.MakeDate(2026, 11, 29)
	out := filepath.Join(t.TempDir(), "public")
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: from, To: today, Today: today}); err != nil {
		t.Fatal(err)
	}
	recs, err := generator.Range(generator.DefaultSeed, from, today)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		g, ok := r.Games["double"]
		if !ok {
			t.Fatalf("%v: no double in the record: %v", r.Date, r.Games)
		}
		page, err := os.ReadFile(filepath.Join(out, "daily", r.Date.String(), "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(g.Puzzle)
		want := []string{
			`<section class="puzzle" id="game-double" aria-labelledby="game-double-h">`,
			`<h2 id="game-double-h">Double &lt;it&gt;</h2>`,
			fmt.Sprintf("Level %d of 5, %v.", int(puzzles.DailyRamp[r.Date.Weekday()]), puzzles.DailyRamp[r.Date.Weekday()]),
			`<p class="eq" data-game="double">` + g.Puzzle + `</p>`,
			"<summary>Show the solution</summary><p>twice it is " + strconv.Itoa(2*n) + "</p>",
		}
		for _, w := range want {
			if !strings.Contains(string(page), w) {
				t.Errorf("%v: the daily page lacks %s", r.Date, html.UnescapeString(w))
			}
		}
		if len(g.Puzzle) != int(puzzles.DailyRamp[r.Date.Weekday()]) {
			t.Errorf("%v: %s has not the day's level", r.Date, g.Puzzle)
		}
	}
}
