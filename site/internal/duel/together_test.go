package duel_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/puzzles"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// firstPlan returns the game planGame plans for the first seed from 1 whose game ends in a
// win, failing t when none of 1-199 does.
func firstPlan(t *testing.T, variation bool) []engine.Move {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		if plan := planGame(variation, seed); plan != nil {
			return plan
		}
	}
	t.Fatal("no planned game ends in a win after a lock")
	return nil
}

// replayLink writes the replay link of the moves plan from the start (the variation's,
// if variation), independently of the page, as the README documents it: "#game=[v,]"
// then a move a part, "S-7S-10H" (the mover, the card given, the card taken); and the
// position the moves lead to, by the Go engine.
func replayLink(plan []engine.Move, variation bool) (string, engine.Position) {
	p, parts := engine.Start(variation), []string(nil)
	if variation {
		parts = append(parts, "v")
	}
	for _, m := range plan {
		parts = append(parts, p.ToMove.String()+"-"+p.Layouts[p.ToMove][m.Give].String()+"-"+taken(p, m).String())
		p, _, _ = p.Play(m)
	}
	return "#game=" + strings.Join(parts, ","), p
}

// planGame plays a whole game with the Go engine for the two-person test: S first takes
// the 10H from the dish, then both players trade (S takes hearts, H spades) until a layout
// is locked, then both play the engine's strongest moves until one wins. It returns the
// moves, or nil when this seed's game does not end in a win within 80 moves.
func planGame(variation bool, seed uint64) []engine.Move {
	rng := rand.New(rand.NewPCG(seed, 17))
	p := engine.Start(variation)
	moves := []engine.Move{{Give: 0, From: engine.FromDish, Take: 1}} // S's 7S for the 10H
	p, _, _ = p.Play(moves[0])
	locked := false
	for len(moves) < 80 {
		var m engine.Move
		if !locked {
			var trades []engine.Move
			for _, x := range p.Moves() {
				if q, r, _ := p.Play(x); x.From == engine.FromOpponent && r == engine.Ongoing && len(engine.Solve(q).WinIn1) == 0 {
					trades = append(trades, x)
				}
			}
			if len(trades) == 0 {
				return nil
			}
			m = trades[rng.IntN(len(trades))]
		} else {
			m = engine.ChooseMove(p, engine.Search, rng)
		}
		q, r, _ := p.Play(m)
		moves = append(moves, m)
		if q.TradingOver != p.TradingOver || q.Switched != p.Switched {
			locked = true
		}
		p = q
		if r != engine.Ongoing {
			if r != engine.Won || !locked {
				return nil
			}
			return moves
		}
	}
	return nil
}

// words writes a message of the Go engine as the page writes it: cards with suit symbols
// (7♠, 10♥).
func words(s string) string {
	for _, suit := range []puzzles.Suit{puzzles.Spades, puzzles.Hearts} {
		for _, r := range []string{"10", "A", "2", "3", "4", "5", "6", "7", "8", "9"} {
			s = strings.ReplaceAll(s, " "+r+suit.String()+":", " "+r+suit.Symbol()+":")
			s = strings.ReplaceAll(s, " "+r+suit.String()+" ", " "+r+suit.Symbol()+" ")
		}
	}
	return s
}

// position reads the page's position.
func position(t *testing.T, tab *browsertest.Tab) engine.Position {
	t.Helper()
	var p engine.Position
	if err := json.Unmarshal([]byte(tab.Attr(".duel-table", "data-position")), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTwoPeople plays whole games between two people on the duel/ page, one without and
// one with the variation and the coach: a dish exchange, trades, a lock, then on to a win.
// Every kind of illegal move is tried when it first can be, and must be refused with the
// Go engine's words for the rule; the coach speaks exactly when the engine finds a win in
// one or two; the game record at the end replays with the command's code (duel.ReadRecord)
// to the page's final position.
func TestTwoPeople(t *testing.T) {
	out := builtSite(t)
	for _, c := range []struct {
		name             string
		variation, coach bool
		w, h             int
		dark, keyboard   bool
	}{
		{"plain-phone", false, false, 390, 844, false, false},
		{"variation-coach-desktop-dark", true, true, 1280, 900, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			plan := firstPlan(t, c.variation)
			tab := browser.Tab(t)
			tab.Viewport(c.w, c.h)
			if c.dark {
				tab.Media("screen", "prefers-color-scheme=dark")
			}
			tab.Open(browsertest.FileURL(filepath.Join(out, "duel", "index.html")))
			// Choose the opponent, the variation and the coach as a person does: with the
			// keyboard on the form's fields.
			tab.Focus(`select[name=mode]`)
			tab.Keys(kb.ArrowDown)
			if got := browsertest.Eval[string](tab, `document.querySelector('select[name=mode]').value`); got != "people" {
				t.Fatalf("the opponent is %q after the arrow key", got)
			}
			if !browsertest.Eval[bool](tab, `document.querySelector('select[name=level]').disabled`) {
				t.Error("the computer's level is still offered for two people")
			}
			if c.variation {
				tab.Focus(`[name=variation]`)
				tab.Keys(" ")
			}
			if c.coach {
				tab.Focus(`[name=coach]`)
				tab.Keys(" ")
			}
			tab.Click(`.duel-controls [type=submit]`)
			if got := tab.Attr(".duel", "data-mode"); got != "people" {
				t.Fatalf("mode %q", got)
			}
			axe.Check(tab, "duel for two people at the start")
			live.Record(tab)
			p := engine.Start(c.variation)
			tried := map[string]bool{}
			kinds := []string{"home suit", "just took", "trading round is over", "different positions"}
			sawLock := false
			for ply, m := range plan {
				if got := position(t, tab); got != p {
					t.Fatalf("ply %d: the page shows %+v, the engine %+v", ply, got, p)
				}
				if ply == 0 || p.TradingOver {
					checkTable(t, tab, p)
				}
				// The coach, or silence.
				status := tab.Text(".duel-status")
				s := engine.Solve(p)
				wantCoach := ""
				if c.coach && len(s.WinIn1) > 0 {
					wantCoach = "Coach: " + p.ToMove.String() + " can win at once."
				} else if c.coach && len(s.WinIn2) > 0 {
					wantCoach = "Coach: " + p.ToMove.String() + " can force a win on their next turn."
				}
				if wantCoach != "" && !strings.HasSuffix(status, wantCoach) || wantCoach == "" && strings.Contains(status, "Coach") {
					t.Errorf("ply %d: status %q, want the coach to say %q", ply, status, wantCoach)
				}
				if hidden := browsertest.Eval[bool](tab, `document.querySelector('.duel-show').hidden`); hidden != (wantCoach == "") {
					t.Errorf("ply %d: the coach's button hidden=%v, coach %q", ply, hidden, wantCoach)
				}
				if wantCoach != "" && ply == len(plan)-1 {
					tab.Click(".duel-show")
					shown := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('.duel-card.tried')].map(b=>b.dataset.card)`)
					ok := slices.ContainsFunc(s.WinIn1, func(w engine.Move) bool {
						g, k := browsertest.DuelMove(p, w)
						return slices.Contains(shown, tab.Attr(g, "data-card")) && slices.Contains(shown, tab.Attr(k, "data-card"))
					})
					if !ok || len(shown) != 2 || !strings.Contains(tab.Text(".duel-status"), "; it wins at once.") {
						t.Errorf("the coach shows %v (%q), not a win at once of %v", shown, tab.Text(".duel-status"), s.WinIn1)
					}
				}
				// Illegal moves, each kind once, refused in the engine's words.
				for _, x := range allMoves() {
					err := p.Check(x)
					if err == nil {
						continue
					}
					kind := ""
					for _, k := range kinds {
						if strings.Contains(err.Error(), k) && !tried[k] {
							kind = k
						}
					}
					if kind == "" || kind == "different positions" {
						continue
					}
					tried[kind] = true
					g, w := browsertest.DuelMove(p, x)
					tab.Click(g)
					tab.Click(w)
					want := "Not allowed: " + words(strings.TrimPrefix(err.Error(), engine.ErrMove.Error()+": ")) + "."
					if got := tab.Text(".duel-status"); got != want {
						t.Errorf("ply %d: illegal %v: status %q, want %q", ply, x, got, want)
					}
					if got := position(t, tab); got != p {
						t.Errorf("ply %d: the illegal move %v changed the position", ply, x)
					}
				}
				// The planned move, by clicks or (every other move) the keyboard.
				if c.keyboard && ply%2 == 1 {
					keyMove(tab, p, m)
				} else {
					g, w := browsertest.DuelMove(p, m)
					tab.Click(g)
					// Two people share the device: the one who picked is named, not "you".
					if got, want := tab.Text(".duel-status"), p.ToMove.String()+" picked the "; !strings.HasPrefix(got, want) {
						t.Errorf("ply %d: a card picked: status %q, want it to begin %q", ply, got, want)
					}
					tab.Click(w)
				}
				q, r, err := p.Play(m)
				if err != nil {
					t.Fatal(err)
				}
				status = tab.Text(".duel-status")
				if said, want := spoken(tab), spokenWords(p.Describe(m))+"."; !strings.HasPrefix(said, want) {
					t.Errorf("ply %d: the move is said %q, want %q first", ply, said, want)
				}
				if q.TradingOver != p.TradingOver || q.Switched != p.Switched {
					sawLock = true
					who := engine.PlayerS // the layout all of the other home suit, before the move
					if !isAll(q.Layouts[engine.PlayerS], p.Home(engine.PlayerH)) {
						who = engine.PlayerH
					}
					want := who.String() + "’s layout is locked: the trading round is over"
					if c.variation {
						want = who.String() + "’s layout is locked: a new trading round opens with the home suits switched (S’s home is now " + q.Home(engine.PlayerS).Name() + ", H’s " + q.Home(engine.PlayerH).Name() + ")."
					}
					if !strings.Contains(status, want) {
						t.Errorf("ply %d: the lock is not announced: %q, want %q", ply, status, want)
					}
					tab.Screenshot(filepath.Join(browsertest.Shots(t), "two-"+c.name+"-lock.png"))
				}
				if r == engine.Ongoing && !strings.Contains(status, q.ToMove.String()+" to move.") {
					t.Errorf("ply %d: status %q does not say who is to move", ply, status)
				}
				p = q
				if ply == 2 {
					tab.Screenshot(filepath.Join(browsertest.Shots(t), "two-"+c.name+"-play.png"))
				}
			}
			if !sawLock {
				t.Error("the game had no lock")
			}
			for _, k := range kinds[:2] {
				if !tried[k] {
					t.Errorf("no illegal move of the kind %q was tried", k)
				}
			}
			if !c.variation && !tried["trading round is over"] {
				t.Error("no trade was tried after the lock")
			}
			// The end: the winner, then the record, which replays to the same position.
			last := engine.Start(c.variation) // the position before the winning move
			for _, m := range plan[:len(plan)-1] {
				last, _, _ = last.Play(m)
			}
			if got, want := tab.Attr(".duel", "data-winner"), last.ToMove.String(); got != want || tab.Attr(".duel", "data-duel-state") != "over" {
				t.Errorf("winner %q (state %q), want %s", got, tab.Attr(".duel", "data-duel-state"), want)
			}
			if got := tab.Text(".duel-info"); !strings.HasPrefix(got, "Game over: "+last.ToMove.String()+" wins: a provable layout.") {
				t.Errorf("the table says %q at the end", got)
			}
			if got := position(t, tab); got != p {
				t.Errorf("final position: the page %+v, the engine %+v", got, p)
			}
			text := browsertest.Eval[string](tab, `document.querySelector('.duel-record textarea').value`)
			rep, err := engine.ReadRecord(strings.NewReader(text))
			if err != nil {
				t.Fatalf("the record does not replay: %v\n%s", err, text)
			}
			if rep.Final() != p || !slices.Equal(rep.Moves, normal(plan)) || rep.Variation != c.variation || rep.Result != engine.Won {
				t.Errorf("the record replays to %+v (%v), want %+v:\n%s", rep.Final(), rep.Result, p, text)
			}
			if !browsertest.Eval[bool](tab, `!document.querySelector('.duel-record').hidden`) {
				t.Error("the record is not shown at the end")
			}
			tab.Click(".duel-copy")
			tab.Wait(`/Copied|Select the record/.test(document.querySelector('.duel-status').textContent)`)
			if s := tab.Text(".duel-status"); s != "Copied the game record." && s != "Select the record and copy it." {
				t.Errorf("after Copy the status is %q", s)
			}
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			noSigns(t, msgs)
			live.Once(t, msgs, last.ToMove.String()+" wins: a provable layout.")
			axe.Check(tab, "duel for two people at the end")
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "two-"+c.name+"-end.png"))

			// The link replays the game move by move, forward and back, to the same end.
			// Followed by keyboard, it hands the focus to the replay's buttons (the record
			// that held it is hidden), Next move one Tab on, the replay still at its start.
			href := tab.Attr(".duel-link", "href")
			tab.Focus(".duel-link")
			tab.Keys(kb.Enter)
			tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
			tab.WantFocus(".duel-replay", "after the game’s link opened its replay,")
			tab.Keys(kb.Tab)
			tab.WantFocus(".duel-next", "one Tab after the replay opened,")
			q := engine.Start(c.variation)
			for i, m := range plan {
				if got := position(t, tab); got != q {
					t.Fatalf("replay at move %d shows %+v, want %+v", i, got, q)
				}
				if tab.Count(".duel-card[aria-pressed=true]") != 0 {
					t.Fatal("a card is picked in the replay")
				}
				tab.Click(".duel-next")
				if i == 3 {
					tab.Click(".duel-prev")
					if got := position(t, tab); got != q {
						t.Fatalf("Previous move from move %d shows %+v, want %+v", i+1, got, q)
					}
					tab.Click(".duel-next")
				}
				if s, want := tab.Text(".duel-status"), fmt.Sprintf("Move %d of %d: %s.", i+1, len(plan), pageWords(q.Describe(m))); !strings.HasPrefix(s, want) {
					t.Errorf("replay move %d says %q, want %q", i+1, s, want)
				}
				q, _, _ = q.Play(m)
			}
			if got := position(t, tab); got != p || tab.Attr(".duel", "data-winner") != last.ToMove.String() || !browsertest.Eval[bool](tab, `document.querySelector('.duel-next').disabled`) {
				t.Errorf("the replay ends on %+v (winner %q), want %+v", got, tab.Attr(".duel", "data-winner"), p)
			}
			axe.Check(tab, "duel replay at the end")
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "two-"+c.name+"-replay.png"))
			// A damaged link starts a new game, saying so.
			tab.Open(browsertest.FileURL(filepath.Join(out, "duel", "index.html")) + strings.Replace(href, "-", "-X", 1))
			if st, s := tab.Attr(".duel", "data-duel-state"), tab.Text(".duel-status"); st != "playing" || !strings.HasPrefix(s, "This replay link is damaged, so a new game has started.") {
				t.Errorf("a damaged link: state %q, status %q", st, s)
			}
		})
	}
}

// allMoves lists every move naming real places, legal or not.
func allMoves() []engine.Move {
	var ms []engine.Move
	for g := range 9 {
		for j := range 9 {
			ms = append(ms, engine.Move{Give: g, From: engine.FromOwn, Take: j}, engine.Move{Give: g, From: engine.FromOpponent, Take: j})
		}
		ms = append(ms, engine.Move{Give: g, From: engine.FromDish, Take: 0}, engine.Move{Give: g, From: engine.FromDish, Take: 1})
	}
	return ms
}

func normal(ms []engine.Move) []engine.Move {
	out := make([]engine.Move, len(ms))
	for i, m := range ms {
		out[i] = m.Normal()
	}
	return out
}

// isAll reports whether every card of l has suit s.
func isAll(l [9]puzzles.Card, s puzzles.Suit) bool {
	for _, c := range l {
		if c.Suit != s {
			return false
		}
	}
	return true
}

// MaxGamePage is the most the duel/ page may weigh with everything it loads (the
// README's budget for the duel).
const MaxGamePage = 60 << 10

// TestGamePageWeight checks the duel/ page, with the two-person game, the coach and the
// record, within its budget, in English and in French.
func TestGamePageWeight(t *testing.T) {
	for _, c := range []struct{ lang, dir string }{{"en", builtSite(t)}, {"fr", frenchSite(t)}} {
		page := loaded(t, filepath.Join(c.dir, "duel", "index.html"))
		t.Logf("%s: the duel page weighs %d bytes with all it loads (limit %d)", c.lang, len(page), MaxGamePage)
		if len(page) > MaxGamePage {
			t.Errorf("%s: the duel page weighs %d bytes with all it loads, more than %d", c.lang, len(page), MaxGamePage)
		}
		for _, s := range []string{`name="mode"`, `name="coach"`, "duel-record", "var OpsDuel", "OpsDuelGame();"} {
			if !strings.Contains(page, s) {
				t.Errorf("%s: the duel page lacks %s", c.lang, s)
			}
		}
	}
}

var (
	positionRef = regexp.MustCompile(` \(p\d\)`)
	cardRef     = regexp.MustCompile(`\b(10|[A2-9])([SH])\b`)
)

// pageWords writes the engine's words for a move (Position.Describe) as the page does:
// without positions, with suit symbols and a typographic apostrophe.
func pageWords(s string) string {
	s = strings.ReplaceAll(positionRef.ReplaceAllString(s, ""), "'s", "’s")
	return cardRef.ReplaceAllStringFunc(s, func(c string) string {
		return strings.NewReplacer("S", "♠", "H", "♥").Replace(c)
	})
}

// spokenWords writes the engine's words for a move (Position.Describe) as the page says
// them to screen readers: without positions, with a typographic apostrophe, each card in
// English words with its article, but none after a player's name ("H’s 5 of hearts").
func spokenWords(s string) string {
	name := func(c string) string {
		m := cardRef.FindStringSubmatch(c)
		r := map[string]string{"A": "ace"}[m[1]]
		if r == "" {
			r = m[1]
		}
		return r + " of " + map[string]string{"S": "spades", "H": "hearts"}[m[2]]
	}
	s = strings.ReplaceAll(positionRef.ReplaceAllString(s, ""), "'s", "’s")
	s = theirsRef.ReplaceAllStringFunc(s, func(c string) string { return "’s " + name(c[len("’s "):]) })
	return cardRef.ReplaceAllStringFunc(s, func(c string) string { return "the " + name(c) })
}

var theirsRef = regexp.MustCompile(`’s (10|[A2-9])([SH])\b`)
