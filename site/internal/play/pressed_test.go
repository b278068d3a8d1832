package play_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// TestEveryPressSaid presses, by keyboard, what a screen reader user presses to change
// their mind or to check where they are, on the daily boards of an English and a French
// site, and wants each press heard: a Two Ops card picked (to discard, then to place) and
// pressed again is put back, and says so as the Ops board's does; a card placed on a slot
// that holds one says that card is taken back too; a card of a solved Ops
// board, just solved or finished before and reloaded, says that the board is solved
// (pressing it once said nothing at all).
func TestEveryPressSaid(t *testing.T) {
	const date = "2026-11-30"
	d, err := generator.ParseDate(date)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := generator.Generate(generator.DefaultSeed, d)
	if err != nil {
		t.Fatal(err)
	}
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	// frWords is a number card's French name as said: "7 de pique", "As de cœur".
	frWords := func(c puzzles.Card) string {
		if r, ok := frRank[c.Rank]; ok {
			return r + " de " + frSuit[c.Suit]
		}
		return fmt.Sprintf("%d de %s", c.Rank, frSuit[c.Suit])
	}
	for _, c := range []struct {
		lang, putBack, solved string
		// replaced is what placing b on a in operation 1's first number says.
		replaced func(a, b puzzles.Card) string
	}{
		{"en", "Put back.", "Solved: all four lines hold.", func(a, b puzzles.Card) string {
			return "Took back the " + a.Name() + " from operation 1, first number. Placed the " + b.Name() + " in operation 1, first number."
		}},
		{"fr", "Carte reposée.", "Résolu : les quatre lignes sont justes.", func(a, b puzzles.Card) string {
			return "Carte reprise\u00a0: " + frWords(a) + ", opération 1, premier nombre. Carte posée\u00a0: " + frWords(b) + ", opération 1, premier nombre."
		}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "public")
			if _, err := site.Build(context.Background(), site.Options{Out: out, From: d.Add(-1), To: d, Today: d,
				Operator: site.Operator{Language: c.lang}}); err != nil {
				t.Fatal(err)
			}
			tab := play.SharedBrowser.FreshTab(t)
			tab.Viewport(390, 844)
			play.OnDay(tab, date)
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", date, "index.html")))
			live.Record(tab)
			// said does what do does and returns what the board says of it (30 ms later),
			// "" when it says nothing within 2 s.
			said := func(do func()) string {
				t.Helper()
				n := len(live.Messages(tab))
				do()
				for range 100 {
					if m := live.Messages(tab); len(m) > n {
						return m[n]
					}
					time.Sleep(20 * time.Millisecond)
				}
				return ""
			}
			// pressed presses Enter on css and returns what the board says of it.
			pressed := func(css string) string {
				t.Helper()
				return said(func() { tab.Focus(css); tab.Keys(kb.Enter) })
			}
			press := func(css, when, want string) {
				t.Helper()
				if got := pressed(css); got != want {
					t.Errorf("%s: said %q, want %q", when, got, want)
				}
			}
			hand := `.to-hand [data-card="` + rec.TwoOps.Advice.String() + `"]`
			pressed(hand)
			press(hand, "a card to discard pressed again", c.putBack)
			if got := tab.Attr(hand, "aria-pressed"); got != "false" {
				t.Errorf("the card put back has aria-pressed=%q", got)
			}
			pressed(hand)
			said(func() { tab.Click(`[data-act="discard"]`) })
			var kept []puzzles.Card
			for _, n := range rec.TwoOps.Numbers {
				if n != rec.TwoOps.Advice {
					kept = append(kept, n)
				}
			}
			first, second := kept[0], kept[1]
			pool := `.to-pool [data-card="` + first.String() + `"]`
			pressed(pool) // picked: the focus goes to its slot
			press(pool, "a card to place pressed again", c.putBack)
			if got := tab.Attr(pool, "aria-pressed"); got != "false" {
				t.Errorf("the card put back has aria-pressed=%q", got)
			}
			// A card placed on a slot that holds one: the one there goes back to the
			// pool, and is said to (it once went without a word).
			pressed(pool)
			pressed(`[data-slot="0"]`)
			pressed(`.to-pool [data-card="` + second.String() + `"]`)
			if got, want := pressed(`[data-slot="0"]`), strings.ReplaceAll(c.replaced(first, second), "\u00a0", " "); got != want {
				t.Errorf("a card placed on another: said %q, want %q", got, want)
			}
			if tab.Count(`.to-pool [data-card="`+first.String()+`"]`) != 1 {
				t.Errorf("the %v taken back is not in the pool", first)
			}

			browsertest.SolveOps(tab, "[data-ops-board]", start)
			tab.Wait(`document.querySelector('[data-ops-state]').dataset.opsState === 'solved'`)
			// The verdict said, with the last swap.
			tab.Wait(`document.querySelector('[data-ops] .play-sr').textContent.indexOf(document.querySelector('.ops-verdict').textContent) >= 0`)
			press(`[data-ops-board] [data-pos="0"]`, "a card of the solved board pressed", c.solved)
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", date, "index.html")))
			live.Record(tab)
			press(`[data-ops-board] [data-pos="4"]`, "a card of the board finished before pressed", c.solved)
			live.Check(t, live.Messages(tab))
		})
	}
}
