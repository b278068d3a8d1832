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

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
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

// TestBrowserRegisteredGame opens a daily page with the toy game in Chromium at phone and
// desktop widths, light and dark: the game's section is shown, after the duel, and its
// solution opens from the keyboard. The screenshots are kept with OPSDAILY_SHOTS.
func TestBrowserRegisteredGame(t *testing.T) {
	b := browsertest.New()
	defer b.Close()
	day := generator.MakeDate(2026, 11, 26)
	out := filepath.Join(t.TempDir(), "public")
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: day, To: day, Today: day}); err != nil {
		t.Fatal(err)
	}
	tab := b.Tab(t)
	shots := browsertest.Shots(t)
	for _, v := range []struct {
		width  int
		scheme string
	}{{390, "light"}, {1000, "light"}, {390, "dark"}, {1000, "dark"}} {
		tab.Viewport(v.width, 900)
		tab.Media("", "prefers-color-scheme="+v.scheme)
		tab.Open(browsertest.FileURL(filepath.Join(out, "daily", day.String(), "index.html")))
		if got := tab.Text("#game-double h2"); got != "Double <it>" {
			t.Errorf("%d %s: heading %q", v.width, v.scheme, got)
		}
		if !browsertest.Eval[bool](tab, `(() => { const s = document.querySelector("#game-double"), d = document.querySelector("#duel"); return s.offsetHeight > 0 && !!d && (d.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING) > 0 })()`) {
			t.Errorf("%d %s: the game's section is hidden or not after the duel", v.width, v.scheme)
		}
		tab.Focus("#game-double summary")
		tab.Keys("\r")
		if !browsertest.Eval[bool](tab, `document.querySelector("#game-double details").open`) {
			t.Errorf("%d %s: Enter on the summary does not open the solution", v.width, v.scheme)
		}
		tab.Do(chromedp.ScrollIntoView(chromedp.CSS("#game-double")))
		tab.Screenshot(filepath.Join(shots, fmt.Sprintf("daily-game-%d-%s.png", v.width, v.scheme)))
	}
}
