package duel_test

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/puzzles"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// frenchSite returns the directory of the site built in French.
func frenchSite(t *testing.T) string { return siteIn(t, "fr") }

// openFrench opens the French duel/ page in a new tab of w × h pixels that records what
// its live regions say (for Tab.Words and live.Messages).
func openFrench(t *testing.T, w, h int) *browsertest.Tab {
	t.Helper()
	tab := browser.Tab(t)
	tab.Viewport(w, h)
	tab.HearLive()
	tab.Open(browsertest.FileURL(filepath.Join(frenchSite(t), "duel", "index.html")))
	live.Record(tab)
	return tab
}

// spoken returns what the page last said to screen readers (its live region).
func spoken(tab *browsertest.Tab) string {
	tab.T.Helper()
	return browsertest.Eval[string](tab, `document.querySelector('.duel-said').textContent`)
}

// noSigns fails t for each live message holding a suit sign, which a screen reader reads
// as "black spade suit": what is said names cards in words.
func noSigns(t *testing.T, msgs []string) {
	t.Helper()
	for i, m := range msgs {
		if strings.ContainsAny(m, "♠♥♦♣") {
			t.Errorf("live message %d says a suit sign: %q", i, m)
		}
	}
}

// TestFrench plays the duel/ page of a French site: a whole game against the computer with
// the coach, a refused move, the record and its replay, then the start of a game between
// two people. Shown texts write cards with suit signs, spoken ones in French words, and no
// phrase of the English catalogue is met anywhere (browsertest.NoEnglish).
func TestFrench(t *testing.T) {
	english := browsertest.EnglishPhrases(t, "fr")
	const nb = "\u00a0" // French writes a no-break space before a colon

	t.Run("computer", func(t *testing.T) {
		tab := openFrench(t, 390, 844)
		if got := browsertest.Eval[string](tab, `document.documentElement.lang`); got != "fr" {
			t.Errorf("lang %q", got)
		}
		// Casual (one step down from Strong) and the coach, with the keyboard.
		tab.Focus(`select[name=level]`)
		tab.Keys(kb.ArrowUp)
		tab.Focus(`[name=coach]`)
		tab.Keys(" ")
		tab.Click(`.duel-controls [type=submit]`)
		if got, want := tab.Text(".duel-status"), "Nouvelle partie. Vous jouez en premier"+nb+": choisissez une de vos cartes, puis la carte contre laquelle l’échanger."; got != want {
			t.Errorf("the start says %q, want %q", got, want)
		}
		// A refused move: S may not take the 10 of spades (its home suit) from the dish.
		tab.Click(`.duel-table [data-where="S"][data-pos="0"]`)
		tab.Click(`.duel-table [data-where="dish"][data-pos="0"]`)
		if got, want := tab.Text(".duel-status"), "Interdit"+nb+": prendre 10♠ au plat, car pique est votre couleur."; got != want {
			t.Errorf("a refused move shows %q, want %q", got, want)
		}
		if got, want := spoken(tab), "Interdit"+nb+": prendre le 10 de pique au plat, car pique est votre couleur."; got != want {
			t.Errorf("a refused move says %q, want %q", got, want)
		}
		rng := rand.New(rand.NewPCG(6, 6))
		coached := false
		plies := 0
		for ; plies < 150 && tab.Attr(".duel", "data-duel-state") == "playing"; plies++ {
			p := position(t, tab)
			if !coached && !browsertest.Eval[bool](tab, `document.querySelector('.duel-show').hidden`) {
				coached = true
				tab.Click(".duel-show")
				if s := tab.Text(".duel-status"); !strings.HasPrefix(s, "Entraîneur"+nb+": vous pouvez ") || !strings.ContainsAny(s, "♠♥") {
					t.Errorf("the coach shows %q", s)
				}
				tab.Screenshot(filepath.Join(browsertest.Shots(t), "fr-coach.png"))
			}
			m := engine.ChooseMove(p, engine.Search, rng)
			g, w := browsertest.DuelMove(p, m)
			tab.Click(g)
			tab.Click(w)
			tab.Wait(`document.querySelector('.duel').dataset.duelState !== 'playing' || JSON.parse(document.querySelector('.duel-table').dataset.position).to_move === 'S'`)
		}
		st := tab.Attr(".duel", "data-duel-state")
		t.Logf("game over after %d of the person's moves: %s", plies, st)
		want := map[string]string{"won": "Vous gagnez" + nb + ": ", "lost": "L’ordinateur gagne" + nb + ": "}[st]
		if want == "" {
			t.Fatalf("the game did not end in %d moves: state %q", plies, st)
		}
		if s := tab.Text(".duel-status"); !strings.Contains(s, want) {
			t.Errorf("the end shows %q, want %q", s, want)
		}
		if !coached {
			t.Error("the coach never spoke")
		}
		text := browsertest.Eval[string](tab, `document.querySelector('.duel-record textarea').value`)
		if !strings.HasPrefix(text, "# Relevé d’un duel d’Ops") {
			t.Errorf("the record begins %q", text)
		}
		if _, err := engine.ReadRecord(strings.NewReader(text)); err != nil {
			t.Errorf("the French record does not replay: %v\n%s", err, text)
		}
		tab.Screenshot(filepath.Join(browsertest.Shots(t), "fr-end.png"))
		// The replay link, one move in.
		tab.Click(".duel-link")
		tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
		if s := tab.Text(".duel-status"); !strings.HasPrefix(s, "Rejeu d’une partie"+nb+": le début.") {
			t.Errorf("the replay starts with %q", s)
		}
		tab.Click(".duel-next")
		if s := spoken(tab); !strings.HasPrefix(s, "Coup 1 sur ") || !strings.Contains(s, " de pique") {
			t.Errorf("the replay's first move says %q", s)
		}
		msgs := live.Messages(tab)
		live.Check(t, msgs)
		noSigns(t, msgs)
		browsertest.NoEnglish(t, "duel/ against the computer (fr)", english, tab.Words())
		browsertest.FrenchSpaces(t, "duel/ against the computer (fr)", tab.Words())
		axe.Check(tab, "French duel replay")
	})

	t.Run("people", func(t *testing.T) {
		tab := openFrench(t, 1280, 900)
		tab.Focus(`select[name=mode]`)
		tab.Keys(kb.ArrowDown)
		tab.Click(`.duel-controls [type=submit]`)
		if got, want := tab.Text(".duel-status"), "Nouvelle partie à deux. S joue en premier"+nb+": choisissez une de vos cartes, puis la carte contre laquelle l’échanger."; got != want {
			t.Errorf("the start says %q, want %q", got, want)
		}
		// S gives its 7 of spades for the 10 of hearts in the dish; H then its ace of hearts
		// for S's 8 of spades: the hand-over says who is to move.
		for _, c := range []struct{ give, take, shown, said string }{
			{`[data-where="S"][data-pos="0"]`, `[data-where="dish"][data-pos="1"]`,
				"S donne 7♠ contre 10♥ du plat. À H de jouer.", "S donne le 7 de pique contre le 10 de cœur du plat. À H de jouer."},
			{`[data-where="H"][data-pos="6"]`, `[data-where="S"][data-pos="1"]`,
				"H donne A♥ contre 8♠ de S. À S de jouer.", "H donne l’As de cœur contre le 8 de pique de S. À S de jouer."},
		} {
			tab.Click(".duel-table " + c.give)
			if got, want := tab.Text(".duel-status"), c.shown[:1]+" a choisi "; !strings.HasPrefix(got, want) {
				t.Errorf("a card picked: status %q, want it to begin %q", got, want)
			}
			tab.Click(".duel-table " + c.take)
			if got := tab.Text(".duel-status"); got != c.shown {
				t.Errorf("shown %q, want %q", got, c.shown)
			}
			if got := spoken(tab); got != c.said {
				t.Errorf("said %q, want %q", got, c.said)
			}
		}
		// H takes its move back.
		tab.Click(".duel-undo")
		if got, want := spoken(tab), "H reprend son coup. À H de jouer."; got != want {
			t.Errorf("Undo says %q, want %q", got, want)
		}
		tab.Screenshot(filepath.Join(browsertest.Shots(t), "fr-people.png"))
		msgs := live.Messages(tab)
		live.Check(t, msgs)
		noSigns(t, msgs)
		browsertest.NoEnglish(t, "duel/ for two people (fr)", english, tab.Words())
		browsertest.FrenchSpaces(t, "duel/ for two people (fr)", tab.Words())
		// The game, kept, comes back when the page is opened again.
		tab.Open(browsertest.FileURL(filepath.Join(frenchSite(t), "duel", "index.html")))
		if got, want := tab.Text(".duel-status"), "Votre partie reprend où vous l’aviez laissée, après 1 coup. À H de jouer."; got != want {
			t.Errorf("the kept game comes back saying %q, want %q", got, want)
		}
	})

	t.Run("replay", func(t *testing.T) {
		// A shared link of a planned game in the variation: stepping through it says each
		// move, the lock that switches the home suits and the end, in French.
		plan := firstPlan(t, true)
		link, _ := replayLink(plan, true)
		tab := openFrench(t, 390, 844)
		tab.Open(browsertest.FileURL(filepath.Join(frenchSite(t), "duel", "index.html")) + link)
		live.Record(tab)
		tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
		for range plan {
			tab.Click(".duel-next")
		}
		msgs := live.Messages(tab)
		live.Check(t, msgs)
		noSigns(t, msgs)
		// (live.Messages writes every space as " ", the no-break ones too)
		live.Once(t, msgs, " est verrouillée : un nouveau tour d’échanges s’ouvre, les couleurs inversées (S joue maintenant ")
		live.Once(t, msgs, " gagne : une disposition prouvable.")
		browsertest.NoEnglish(t, "duel/ replay (fr)", english, tab.Words())
		browsertest.FrenchSpaces(t, "duel/ replay (fr)", tab.Words())
	})
}

// taken is the card the move m of the player to move in p takes.
func taken(p engine.Position, m engine.Move) puzzles.Card {
	switch m.From {
	case engine.FromOwn:
		return p.Layouts[p.ToMove][m.Take]
	case engine.FromOpponent:
		return p.Layouts[p.ToMove.Opponent()][m.Take]
	}
	return p.Dish[m.Take]
}
