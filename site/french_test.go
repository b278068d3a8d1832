package site

import (
	"context"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// frenchCard names a card as a French player does, "le 7 de cœur", "l’As de pique"
// (written here from the language, not read from the catalogue).
func frenchCard(c puzzles.Card) string {
	suit := map[puzzles.Suit]string{puzzles.Spades: "pique", puzzles.Hearts: "cœur", puzzles.Diamonds: "carreau", puzzles.Clubs: "trèfle"}[c.Suit]
	if c.Rank == puzzles.Ace {
		return "l’As de " + suit
	}
	return "le " + c.Rank.String() + " de " + suit
}

// progressCode writes a progress code as the archive's box reads it (templates/play/
// progress.js): "OPS1.", the days, ".", the FNV-1a of the days in hex; here days with an
// Ops record of m moves, best b, no hint, finished on the day.
func progressCode(days []generator.Date, m, b int) string {
	var parts []string
	for _, d := range days {
		n := d.Time().Unix() / 86400
		parts = append(parts, strconv.FormatInt(n, 36)+","+strconv.Itoa(m)+"."+strconv.Itoa(b)+".0.0.1,")
	}
	body := strings.Join(parts, ";")
	h := fnv.New32a()
	h.Write([]byte(body))
	return fmt.Sprintf("OPS1.%s.%08x", body, h.Sum32())
}

// looks saves PNGs of the element css of the page, to look at, at phone and desktop
// widths, light and dark: dir/NAME-WIDTH-DARK.png ("fr-duel-320-true.png"). It puts the tab
// back at 1000 by 800, on the screen, in the light.
func looks(tab *browsertest.Tab, css, dir, name string) {
	tab.T.Helper()
	for _, wd := range []int{320, 1280} {
		for _, dark := range []bool{false, true} {
			tab.Viewport(wd, 900)
			tab.Media("screen", map[bool]string{false: "prefers-color-scheme=light", true: "prefers-color-scheme=dark"}[dark])
			path := filepath.Join(dir, fmt.Sprintf("%s-%d-%v.png", name, wd, dark))
			if err := os.WriteFile(path, browsertest.Run(tab, chromedp.Screenshot(chromedp.CSS(css))), 0o644); err != nil {
				tab.T.Fatal(err)
			}
		}
	}
	tab.Media("screen")
	tab.Viewport(1000, 800)
}

// TestBrowserFrenchDay plays a day of a French site as a visitor does: a wrong try, a try
// the rules refuse and a winning try in the daily duel, then both puzzles, the stats
// dialog, the share text, and the archive's progress code; no page shows, names or says
// an English phrase of the catalogue, what is spoken names cards in French words, and
// the plurals and numbers are French.
func TestBrowserFrenchDay(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	opts := Options{Out: out, From: historyDay.Add(-3), Today: historyDay, Operator: Operator{Language: "fr"}}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	rec, err := generator.Generate(generator.DefaultSeed, historyDay)
	if err != nil {
		t.Fatal(err)
	}
	d := rec.Duel
	if d == nil {
		t.Fatal("the day has no duel")
	}
	p := d.Position
	phrases := browsertest.EnglishPhrases(t, "fr")
	shots := browsertest.Shots(t)
	tab := visitor(t)
	tab.HearLive()
	tab.Open(browsertest.FileURL(filepath.Join(out, "daily", historyDay.String(), "index.html")))
	if got := tab.Attr("#duel .duel", "data-duel-state"); got != "playing" {
		t.Fatalf("the daily duel is %q", got)
	}
	// The cards' names on the board, in French, beginning with what the card shows (A for
	// an ace, as on the boards).
	named := func(c puzzles.Card) string {
		w := strings.TrimPrefix(strings.TrimPrefix(frenchCard(c), "le "), "l’")
		if c.Rank == puzzles.Ace {
			w = "A, " + w
		}
		return w
	}
	for q := range 2 {
		for i, c := range p.Layouts[q] {
			css := browsertest.DuelCard(engine.Player(q).String(), i)
			if name := tab.Attr(css, "aria-label"); !strings.HasPrefix(name, named(c)+", ") {
				t.Errorf("%s is named %q, want %q first", css, name, named(c))
			}
		}
	}
	for i, c := range p.Dish {
		if name := tab.Attr(browsertest.DuelCard("dish", i), "aria-label"); name != named(c)+", dans le plat" {
			t.Errorf("the dish's card %d is named %q", i, name)
		}
	}
	if name := tab.Attr(browsertest.DuelCard(p.ToMove.String(), 0), "aria-label"); !strings.HasSuffix(name, ", Vous ("+p.ToMove.String()+"), rangée 1 colonne 1, centre") {
		t.Errorf("the card at p1 is named %q", name)
	}

	// A wrong try: the opponent's reply, shown with signs and spoken in words.
	i := slices.IndexFunc(d.Tries, func(x engine.Try) bool { return x.Verdict.Replied() })
	if i < 0 {
		t.Fatal("no try with a reply")
	}
	wrong := d.Tries[i]
	g, w := browsertest.DuelMove(p, wrong.Move)
	tab.Click(g)
	tab.Click(w)
	shown := tab.Text("#duel .duel-status [aria-hidden]")
	spoken := tab.Text("#duel .duel-status .sr")
	if !strings.HasPrefix(shown, "Vous ") || !strings.Contains(shown, "Votre adversaire répond\u00a0: il ") || !strings.HasSuffix(shown, "Réessayez.") {
		t.Errorf("a wrong try shows %q", shown)
	}
	if want := frenchCard(p.Layouts[p.ToMove][wrong.Move.Give]); !strings.Contains(spoken, want) || strings.ContainsAny(spoken, "♠♥♦♣") {
		t.Errorf("a wrong try says %q, want %q in words and no suit sign", spoken, want)
	}
	// A try the rules refuse, if the position has one.
	for _, m := range []engine.Move{{Give: 0, From: engine.FromDish, Take: 0}, {Give: 0, From: engine.FromDish, Take: 1}, {Give: 0, From: engine.FromOpponent, Take: 0}} {
		if p.Check(m) != nil {
			g, w := browsertest.DuelMove(p, m)
			tab.Click(g)
			tab.Click(w)
			if s := tab.Text("#duel .duel-status"); !strings.HasPrefix(s, "Interdit\u00a0: ") {
				t.Errorf("a refused try reads %q", s)
			}
			break
		}
	}
	// The winning try.
	win := d.WinningMoves[0]
	g, w = browsertest.DuelMove(p, win)
	tab.Click(g)
	tab.Click(w)
	if got := tab.Attr("#duel .duel", "data-duel-state"); got != "solved" {
		t.Errorf("after %v the duel is %q: %s", win, got, tab.Text("#duel .duel-status"))
	}
	if s := tab.Text("#duel .duel-status"); !strings.Contains(s, "bien joué") {
		t.Errorf("the winning try reads %q", s)
	}
	heard := browsertest.Eval[[]string](tab, `window.__heard`)
	picked := "Vous avez choisi " + frenchCard(p.Layouts[p.ToMove][win.Give]) + "."
	if !slices.ContainsFunc(heard, func(s string) bool { return strings.HasPrefix(s, picked) }) {
		t.Errorf("no live message says %q: %q", picked, heard)
	}
	for _, s := range heard {
		if strings.ContainsAny(s, "♠♥♦♣") {
			t.Errorf("a suit sign is spoken: %q", s)
		}
	}
	looks(tab, "#duel", shots, "fr-duel")

	// Both puzzles, then the stats dialog and the share text.
	playDay(t, tab, rec)
	tab.Click(".st-open")
	stats := tab.Text(".stats-dlg")
	for _, want := range []string{"Statistiques", "Jours joués", "Série en cours", "Plus longue série", "Prochaines énigmes dans ", "Fermer", "Partager", "Manque > 5"} {
		if !strings.Contains(stats, want) {
			t.Errorf("the stats dialog lacks %q: %q", want, stats)
		}
	}
	moves := rec.Ops.OptimalMoves
	opsLine := fmt.Sprintf("Ops\u00a0: %d coups (meilleur %d), parfait %s", moves, moves, strings.Repeat("🟩", moves))
	if moves == 1 {
		opsLine = "Ops\u00a0: 1 coup (meilleur 1), parfait 🟩"
	}
	if share := tab.Text(".stats-dlg .st-share output"); !strings.Contains(share, opsLine+"\nTwo Ops\u00a0: ") {
		t.Errorf("the share text %q lacks %q then the Two Ops line", share, opsLine)
	}
	looks(tab, ".stats-dlg", shots, "fr-stats")
	browsertest.NoEnglish(t, "the French daily page", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "the French daily page", tab.Words())

	// The home page's duel starts too: solved, when it is the day's just solved (the
	// first solve of a day is kept).
	tab.Open(browsertest.FileURL(filepath.Join(out, "index.html")))
	want := "playing"
	if tab.Attr("#duel .duel", "data-date") == rec.Date.String() {
		want = "solved"
	}
	if got := tab.Attr("#duel .duel", "data-duel-state"); got != want {
		t.Errorf("the home page's duel of %s is %q, want %s", tab.Attr("#duel .duel", "data-date"), got, want)
	}

	// The archive and its progress code box: a broken code, then two days.
	tab.Open(browsertest.FileURL(filepath.Join(out, "archive", "index.html")))
	tab.Click(`[data-x="export"]`)
	if code := browsertest.Eval[string](tab, `document.querySelector('.st-code').value`); !strings.HasPrefix(code, "OPS1.") {
		t.Errorf("the progress code %q", code)
	}
	code := progressCode([]generator.Date{historyDay.Add(-3), historyDay.Add(-2)}, 4, 3)
	tab.Focus(".st-in")
	tab.Keys(code[:len(code)-1] + "x")
	tab.Click(`[data-x="import"]`)
	if got := tab.Text(".st-msg"); got != "Ce n’est pas un code de progression entier\u00a0: copiez-le en entier et réessayez." {
		t.Errorf("a broken code: %q", got)
	}
	browsertest.Eval[bool](tab, `document.querySelector('.st-in').value = '', true`)
	tab.Focus(".st-in")
	tab.Keys(code)
	tab.Click(`[data-x="import"]`)
	if got := tab.Text(".st-msg"); !strings.HasPrefix(got, "2 jours importés\u00a0;") {
		t.Errorf("importing two days: %q", got)
	}
	if n := tab.Count(".cal a.done"); n != 3 {
		t.Errorf("%d days marked after the import, want 3 (the day played and the two imported)", n)
	}
	looks(tab, "main", shots, "fr-archive")
	browsertest.NoEnglish(t, "the French archive", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "the French archive", tab.Words())
}
