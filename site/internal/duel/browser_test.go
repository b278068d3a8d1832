package duel_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/duel"
	"github.com/opsdaily/opsdaily/site/internal/live"
	"github.com/opsdaily/opsdaily/site/internal/pageweight"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// The sites the tests play: two weeks, Monday to Sunday twice (wins in 1 Monday to
// Wednesday, wins in 2 Thursday to Sunday), one a language, each built once by site.Build.
var (
	siteFrom = generator.MakeDate(2026, 11, 23)
	siteTo   = siteFrom.Add(13)
	sites    sync.Map // language ("" for English) → *built
)

type built struct {
	once sync.Once
	dir  string
	err  error
}

// siteIn returns the directory of the site built in the language lang ("" for English),
// or in the languages lang lists, like "en,fr" (each under a directory of its own).
func siteIn(t *testing.T, lang string) string {
	t.Helper()
	v, _ := sites.LoadOrStore(lang, new(built))
	b := v.(*built)
	b.once.Do(func() {
		if b.dir, b.err = browser.TempDir("opsdaily-duel-site" + lang); b.err != nil { // removed after the tests
			return
		}
		// Built on its last day, so that no page is after the build date: such a page hides
		// its puzzles, the duel's too, until the visitor's own date reaches it, which
		// would make these tests depend on this machine's clock.
		op := site.Operator{Language: lang}
		if strings.Contains(lang, ",") {
			op = site.Operator{Languages: strings.Split(lang, ",")}
		}
		_, b.err = site.Build(context.Background(), site.Options{Out: filepath.Join(b.dir, "public"), From: siteFrom, To: siteTo, Today: siteTo, Operator: op})
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return filepath.Join(b.dir, "public")
}

// builtSite returns the directory of the English site.
func builtSite(t *testing.T) string { return siteIn(t, "") }

// record returns the generator's record of a day of the built site.
func record(t *testing.T, d generator.Date) generator.Record {
	t.Helper()
	r, err := generator.Generate(generator.DefaultSeed, d)
	if err != nil {
		t.Fatal(err)
	}
	if r.Duel == nil {
		// Every day has had a duel puzzle since the generator's scheme 1 made them: a day
		// without one is a broken generator, not a test to skip.
		t.Fatalf("%s has no duel puzzle: the generator stopped making duels", d)
	}
	return r
}

// MaxPage is the most a daily page may weigh with everything it loads (the budget of the README's Performance).
const MaxPage = pageweight.DailyBudget

// loaded returns a built page with everything it loads from the site (its shared style
// sheets and scripts, the favicon; pageweight.Loaded), as one text: what a first visit
// downloads.
func loaded(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	refs, err := pageweight.Loaded(b)
	if err != nil {
		t.Fatal(err)
	}
	all := string(b)
	for _, ref := range refs {
		f, err := os.ReadFile(filepath.Join(filepath.Dir(path), filepath.FromSlash(ref)))
		if err != nil {
			t.Fatalf("%s loads %s: %v", path, ref, err)
		}
		all += string(f)
	}
	return all
}

// TestDailyWeight checks every daily page of the built site: the day's duel is on it,
// within the weight limit with all it loads, without the duel's solver and with its
// answers unreadable.
func TestDailyWeight(t *testing.T) {
	out := builtSite(t)
	heaviest := map[int]int{}
	for d := siteFrom; d <= siteTo; d++ {
		rec := record(t, d)
		page := loaded(t, filepath.Join(out, "daily", rec.Date.String(), "index.html"))
		if len(page) > MaxPage {
			t.Errorf("%s (win in %d): the daily page weighs %d bytes with all it loads, more than %d", rec.Date, rec.Duel.WinIn, len(page), MaxPage)
		}
		heaviest[rec.Duel.WinIn] = max(heaviest[rec.Duel.WinIn], len(page))
		for _, s := range []string{`data-duel="daily"`, "var OpsDuelDaily", "var OpsDuelView"} {
			if !strings.Contains(page, s) {
				t.Errorf("%s: the page lacks %s", rec.Date, s)
			}
		}
		for _, s := range []string{"var OpsDuel=", "var OpsDuel =", "winning_moves", "forcedAfter", "you may not take"} {
			if strings.Contains(page, s) {
				t.Errorf("%s: the page holds %q (the duel's solver or answers in clear)", rec.Date, s)
			}
		}
	}
	if len(heaviest) != 2 {
		t.Errorf("the days built have duels of kinds %v, want wins in 1 and in 2", heaviest)
	}
	t.Logf("heaviest daily page with all it loads: %d bytes on a win-in-1 day, %d on a win-in-2 day (limit %d)", heaviest[1], heaviest[2], MaxPage)
}

// keyMove plays m on position p of the duel table by keyboard alone, as a person does:
// from the table's first card, to the card given (keyTo) and Enter, to the card taken and
// Enter.
func keyMove(tab *browsertest.Tab, p engine.Position, m engine.Move) {
	tab.T.Helper()
	g, w := browsertest.DuelMove(p, m)
	tab.Focus(".duel-table .duel-card")
	keyTo(tab, g)
	tab.Keys(kb.Enter)
	keyTo(tab, w)
	tab.Keys(kb.Enter)
}

// keyTo moves the focus to the card css as a keyboard user does, from the focused card:
// Tab or Shift+Tab from group to group (each layout and the dish is one Tab stop), then
// arrow keys inside the group.
func keyTo(tab *browsertest.Tab, css string) {
	tab.T.Helper()
	const groups = `[].indexOf.call(document.querySelectorAll('.duel-table .duel-grid'), %s.parentNode)`
	target := "document.querySelector(" + browsertest.Quote(css) + ")"
	for range 6 {
		from := browsertest.Eval[int](tab, fmt.Sprintf(groups, "document.activeElement"))
		to := browsertest.Eval[int](tab, fmt.Sprintf(groups, target))
		if from < 0 || to < 0 {
			tab.T.Fatalf("focus in group %d, target %s in group %d", from, css, to)
		}
		if from == to {
			break
		}
		if from < to {
			tab.Keys(kb.Tab)
		} else {
			tab.Do(chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
		}
	}
	const index = `[].indexOf.call(%s.parentNode.querySelectorAll('.duel-card'), %[1]s)`
	from := browsertest.Eval[int](tab, fmt.Sprintf(index, "document.activeElement"))
	to := browsertest.Eval[int](tab, fmt.Sprintf(index, target))
	w := 3
	if browsertest.Eval[int](tab, target+".parentNode.children.length") == 2 {
		w = 2
	}
	for ; from/w < to/w; from += w {
		tab.Keys(kb.ArrowDown)
	}
	for ; from/w > to/w; from -= w {
		tab.Keys(kb.ArrowUp)
	}
	for ; from < to; from++ {
		tab.Keys(kb.ArrowRight)
	}
	for ; from > to; from-- {
		tab.Keys(kb.ArrowLeft)
	}
	if got := browsertest.Eval[bool](tab, "document.activeElement === "+target); !got {
		tab.T.Fatalf("the keys did not bring the focus to %s", css)
	}
}

// checkCards checks that every card of both layouts is where it is in p.
func checkCards(t *testing.T, tab *browsertest.Tab, p engine.Position) {
	t.Helper()
	for q := range 2 {
		for i, card := range p.Layouts[q] {
			css := fmt.Sprintf(`.duel-table [data-where="%v"][data-pos="%d"]`, engine.Player(q), i)
			if got := tab.Attr(css, "data-card"); got != card.String() {
				t.Fatalf("%s shows %s, want %v", css, got, card)
			}
		}
	}
}

// checkTable checks the table as the person sees it: three Tab stops (each layout and the
// dish), and the ✓ or ✗ of every line of both layouts, as the Go engine checks them.
func checkTable(t *testing.T, tab *browsertest.Tab, p engine.Position) {
	t.Helper()
	if n := tab.Count(`.duel-table .duel-card[tabindex="0"]`); n != 3 {
		t.Errorf("%d cards in the Tab order, want 3: one a layout and one for the dish", n)
	}
	for q := range 2 {
		side := fmt.Sprintf(`.duel-side:has([data-where="%v"])`, engine.Player(q))
		got := browsertest.Eval[[]string](tab, `[...document.querySelectorAll(`+browsertest.Quote(side+" .duel-lines li")+`)].map(li=>li.textContent)`)
		var values ops.Layout // a ten counts 0
		for i, c := range p.Layouts[q] {
			values[i] = uint8(c.Rank % 10)
		}
		for i, l := range ops.Check(values) {
			want := "✗ " + []string{"Row 1", "Row 2", "Column 1", "Column 2"}[i] + " does not hold" // the words for screen readers only
			if l.Holds {
				want = "✓ " + []string{"Row 1", "Row 2", "Column 1", "Column 2"}[i] + ": " + l.Equations[0]
			}
			if i >= len(got) || got[i] != want {
				t.Errorf("%v's line %d reads %q, want %q", engine.Player(q), i+1, got, want)
				break
			}
		}
	}
}

// section saves a PNG of the page's duel section alone, to look at.
func section(tab *browsertest.Tab, path string) {
	tab.T.Helper()
	if err := os.WriteFile(path, browsertest.Run(tab, chromedp.Screenshot(chromedp.CSS("#duel"))), 0o644); err != nil {
		tab.T.Fatal(err)
	}
}

// symbol writes a card as the page shows it, like 7♠.
func symbol(c puzzles.Card) string { return c.Rank.String() + c.Suit.Symbol() }

// TestDailyBoard plays the duel of a win-in-1 and of a win-in-2 day on the built site, at
// phone size from disk and at desktop size over HTTP: a wrong try shows the engine's
// refutation, a refused one the rule, and a winning try, made with the keyboard only, is
// accepted.
func TestDailyBoard(t *testing.T) {
	out := builtSite(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(out)))
	defer srv.Close()
	for _, c := range []struct {
		day       generator.Date
		name, url string
		w, h      int
		dark      bool
	}{
		{siteFrom.Add(1), "win1-phone", "file", 390, 844, false},
		{siteFrom.Add(4), "win2-phone-dark", "file", 390, 844, true},
		{siteFrom.Add(9), "win1-desktop", "http", 1280, 900, false},
		{siteFrom.Add(12), "win2-desktop", "http", 1280, 900, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := record(t, c.day)
			d, p := rec.Duel, rec.Duel.Position
			if want := generator.DuelWinIn(c.day); d.WinIn != want {
				t.Fatalf("%s: win in %d, want %d", rec.Date, d.WinIn, want)
			}
			tab := browser.Tab(t)
			tab.Viewport(c.w, c.h)
			if c.dark {
				tab.Media("screen", "prefers-color-scheme=dark")
			}
			url := browsertest.FileURL(filepath.Join(out, "daily", rec.Date.String(), "index.html"))
			if c.url == "http" {
				url = srv.URL + "/daily/" + rec.Date.String() + "/"
			}
			tab.Open(url)
			if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
				t.Fatalf("state %q", got)
			}
			if n := tab.Count(".duel-table .duel-card"); n != 20 {
				t.Fatalf("%d cards on the board, want 20", n)
			}
			checkTable(t, tab, p)
			live.Record(tab)
			checkCards(t, tab, p)
			tries, err := duel.Tries(d)
			if err != nil {
				t.Fatal(err)
			}
			// A wrong try, by clicks: the reply that wins if some try has one.
			wrong := tries[slices.IndexFunc(tries, func(x engine.Try) bool { return x.Verdict == engine.Stopped })]
			if i := slices.IndexFunc(tries, func(x engine.Try) bool { return x.Verdict == engine.Refuted }); i >= 0 {
				wrong = tries[i]
			}
			g, w := browsertest.DuelMove(p, wrong.Move)
			tab.Click(g)
			if got := tab.Attr(g, "aria-pressed"); got != "true" {
				t.Errorf("the picked card has aria-pressed=%q", got)
			}
			tab.Click(w)
			after, _, _ := p.Play(wrong.Move)
			rg, rt := after.Layouts[after.ToMove][wrong.Reply.Give], after.Dish[wrong.Reply.Take%2]
			switch wrong.Reply.From {
			case engine.FromOwn:
				rt = after.Layouts[after.ToMove][wrong.Reply.Take]
			case engine.FromOpponent:
				rt = after.Layouts[p.ToMove][wrong.Reply.Take]
			}
			status := tab.Text(".duel-status")
			end := map[engine.Verdict]string{engine.Refuted: ", and win.", engine.Stopped: ", and then you have no winning move."}[wrong.Verdict]
			if !strings.Contains(status, "no. Your opponent answers: they ") || !strings.Contains(status, symbol(rg)) ||
				!strings.Contains(status, symbol(rt)) || !strings.Contains(status, end) {
				t.Errorf("wrong try %v: status %q, want the reply %s%s", wrong.Move, status, after.Describe(wrong.Reply), end)
			}
			if got := tab.Attr(".duel", "data-verdict"); got != string(rune(wrong.Verdict)) {
				t.Errorf("data-verdict %q after %v", got, wrong.Move)
			}
			// The focus goes back to the card given, where the next try begins.
			if !browsertest.Eval[bool](tab, "document.activeElement === document.querySelector("+browsertest.Quote(g)+")") {
				t.Errorf("after a wrong try the focus is on %s, want the card given (%s)", browsertest.Eval[string](tab, "document.activeElement.outerHTML"), g)
			}
			if n := tab.Count(".duel-card.tried") + 10*tab.Count(".duel-card.reply"); n < 12 {
				t.Errorf("the try and the reply are not marked on the board (%d)", n)
			}
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "daily-"+c.name+"-wrong.png"))
			section(tab, filepath.Join(browsertest.Shots(t), "duel-"+c.name+"-wrong.png"))
			// A try the rules refuse, when there is one: the engine's reason, in the words
			// of the duel page's refusals (ten_test.go and together_test.go hear them there).
			for _, m := range []engine.Move{{Give: 0, From: engine.FromDish, Take: 0}, {Give: 0, From: engine.FromDish, Take: 1}, {Give: 0, From: engine.FromOpponent, Take: 0}} {
				var me *engine.MoveError
				if err := p.Check(m); errors.As(err, &me) {
					g, w := browsertest.DuelMove(p, m)
					tab.Click(g)
					tab.Click(w)
					// Shown with the card's sign, spoken with its name.
					for _, c := range []struct{ part, card string }{
						{"[aria-hidden]", symbol(me.Card)},
						{".sr", "the " + me.Card.Rank.Name() + " of " + me.Card.Suit.Name()},
					} {
						want := map[engine.Reason]string{
							engine.ReasonOwnSuitDish: "Not allowed: you may not take " + c.card + " from the dish: " + me.Home.Name() + " is your home suit.",
							engine.ReasonOwnSuit:     "Not allowed: you may not take " + c.card + " from the opponent’s layout: " + me.Home.Name() + " is your home suit.",
							engine.ReasonJustTaken:   "Not allowed: you may not take " + c.card + ": the opponent just took your " + me.Card.Rank.Name() + ".",
							engine.ReasonTradingOver: "Not allowed: the trading round is over (a layout is locked): swap within your layout or exchange with the dish.",
						}[me.Reason]
						js := `(s => (s.querySelector(` + browsertest.Quote(c.part) + `) || s).textContent)(document.querySelector('.duel-status'))`
						if s := browsertest.Eval[string](tab, js); s != want {
							t.Errorf("refused try %v: status %s %q, want %q (%v)", m, c.part, s, want, err)
						}
					}
					break
				}
			}
			if got := tab.Attr(".duel", "data-tries"); got != "1" {
				t.Errorf("data-tries %q, want 1 (a refused try is no try)", got)
			}
			// A winning move, with the keyboard only: Tab to the card, Enter; Tab to the
			// other card, Space.
			const sides = `[...document.querySelectorAll('.duel-table .duel-grid')].map(g => g.firstChild.dataset.where).join()`
			order := browsertest.Eval[string](tab, sides)
			win := d.WinningMoves[len(d.WinningMoves)-1]
			g, w = browsertest.DuelMove(p, win)
			tab.Focus(".duel-table .duel-card")
			keyTo(tab, g)
			tab.Keys(kb.Enter)
			keyTo(tab, w)
			tab.Keys(" ")
			if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
				t.Errorf("win in %d: after %v the state is %q (%s)", d.WinIn, win, got, tab.Text(".duel-status"))
			}
			if s := tab.Text(".duel-status"); !strings.Contains(s, "correct") {
				t.Errorf("winning try %v: status %q", win, s)
			}
			// The solved table shows the position the winning move made (the engine's
			// play of it), with no one to move and the puzzle's end said instead.
			solved, _, _ := p.Play(win)
			checkCards(t, tab, solved)
			checkTable(t, tab, solved)
			if got := browsertest.Eval[string](tab, sides); got != order {
				t.Errorf("the layouts and the dish moved: %s, then %s once solved", order, got)
			}
			if d.WinIn == 1 && tab.Count(fmt.Sprintf(`.duel-side:has([data-where="%v"]) .duel-lines li.ok`, p.ToMove)) != 4 {
				t.Errorf("win in 1: after %v the mover's table does not show four lines holding", win)
			}
			if n := tab.Count(".duel-mover"); n != 0 || strings.Contains(tab.Text(".duel-table"), "to move") || strings.Contains(tab.Text(".duel-table"), "trading round") {
				t.Errorf("the solved table still shows a player to move: %q", tab.Text(".duel-table"))
			}
			wantInfo := map[int]string{1: "Solved: your layout is provable, and you win", 2: "Solved: whatever your opponent replies, you win on your next turn"}[d.WinIn]
			if got := tab.Text(".duel-info"); got != wantInfo {
				t.Errorf("win in %d: the solved table says %q, want %q", d.WinIn, got, wantInfo)
			}
			// The focus moves to the verdict, and Tab goes on to Clear.
			if !browsertest.Eval[bool](tab, `document.activeElement === document.querySelector(".duel-status")`) {
				t.Errorf("after the win the focus is on %s, want the verdict", browsertest.Eval[string](tab, "document.activeElement.outerHTML"))
			}
			tab.Keys(kb.Tab)
			if !browsertest.Eval[bool](tab, `document.activeElement === document.querySelector(".duel-reset")`) {
				t.Errorf("Tab from the verdict goes to %s, want Clear", browsertest.Eval[string](tab, "document.activeElement.outerHTML"))
			}
			msgs := live.Messages(tab)
			live.Check(t, msgs)
			live.Once(t, msgs, "correct")
			// What is spoken names the cards in words; the signs are for the eye.
			spoken := append(msgs, browsertest.Eval[[]string](tab, `[...document.querySelectorAll('#duel [aria-label]')].map(e => e.getAttribute('aria-label'))`)...)
			for _, m := range spoken {
				if strings.ContainsAny(m, "♠♥♦♣") {
					t.Errorf("a suit sign is spoken: %q", m)
				}
			}
			if !slices.ContainsFunc(msgs, func(m string) bool { return strings.Contains(m, "You picked the ") && strings.Contains(m, " of ") }) {
				t.Errorf("no live message names a picked card in words: %q", msgs)
			}
			axe.Check(tab, "solved daily duel")
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "daily-"+c.name+"-won.png"))
			section(tab, filepath.Join(browsertest.Shots(t), "duel-"+c.name+"-won.png"))
			// A try on the solved table changes nothing.
			g, w = browsertest.DuelMove(p, wrong.Move)
			tab.Click(g)
			tab.Click(w)
			if got := tab.Attr(".duel", "data-verdict"); got != "W" {
				t.Errorf("a try on the solved table was judged: data-verdict %q", got)
			}
			// Clear brings the start back, to be played again.
			tab.Click(".duel-reset")
			if n := tab.Count(".duel-card.tried, .duel-card.reply, .duel-card.sel"); n != 0 {
				t.Errorf("after Clear %d cards are still marked", n)
			}
			checkCards(t, tab, p)
			checkTable(t, tab, p)
			if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
				t.Errorf("after Clear the state is %q, want playing", got)
			}
			if got, want := tab.Text(".duel-info"), p.ToMove.String()+" to move · "; !strings.HasPrefix(got, want) || tab.Count(".duel-mover") != 1 {
				t.Errorf("after Clear the table says %q, want %q… and the mover marked", got, want)
			}
		})
	}
}

// TestGamePage plays the duel/ page of the built site to the end against the
// computer at its strongest level, choosing the person's moves with the Go engine.
func TestGamePage(t *testing.T) {
	out := builtSite(t)
	tab := browser.Tab(t)
	tab.Viewport(420, 900)
	tab.Open(browsertest.FileURL(filepath.Join(out, "duel", "index.html")))
	// The levels and the variation in plain words, each explained.
	if got := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('select[name=level] option')].map(o=>o.textContent)`); strings.Join(got, " ") != "Beginner Casual Strong" {
		t.Errorf("levels %q", got)
	}
	for _, f := range []string{"level", "variation"} {
		id := tab.Attr(`[name=`+f+`]`, "aria-describedby")
		if id == "" || len(tab.Text("#"+id)) < 40 {
			t.Errorf("the %s field has no explanation", f)
		}
	}
	axe.Check(tab, "duel game at the start")
	live.Record(tab)
	rng := rand.New(rand.NewPCG(4, 4))
	var worst float64
	plies := 0
	for ; plies < 80; plies++ {
		if st := tab.Attr(".duel", "data-duel-state"); st != "playing" {
			break
		}
		var p engine.Position
		if err := json.Unmarshal([]byte(tab.Attr(".duel-table", "data-position")), &p); err != nil {
			t.Fatal(err)
		}
		if p.ToMove != engine.PlayerS {
			t.Fatalf("ply %d: the computer has not moved", plies)
		}
		if plies == 0 {
			checkTable(t, tab, p)
		}
		m := engine.ChooseMove(p, engine.Greedy, rng)
		g, w := browsertest.DuelMove(p, m)
		tab.Click(g)
		tab.Click(w)
		tab.Wait(`document.querySelector('.duel').dataset.duelState !== 'playing' || JSON.parse(document.querySelector('.duel-table').dataset.position).to_move === 'S'`)
		var ms float64
		fmt.Sscan(tab.Attr(".duel", "data-computer-ms"), &ms)
		worst = max(worst, ms)
		if plies == 3 {
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "game-phone.png"))
		}
	}
	st := tab.Attr(".duel", "data-duel-state")
	t.Logf("game over after %d of the person's moves: %s; slowest computer move %.1f ms", plies, st, worst)
	if st == "playing" && plies < 80 {
		t.Errorf("state %q", st)
	}
	if st != "playing" {
		// The end is clear: no one is to move, and the table says who won.
		if n := tab.Count(".duel-mover"); n != 0 || strings.Contains(tab.Text(".duel-table"), "to move") {
			t.Errorf("after the end the table still shows a player to move: %q", tab.Text(".duel-table"))
		}
		want := map[string]string{"won": "Game over: you win", "lost": "Game over: the computer wins", "drawn": "Game over: drawn"}[st]
		if got := tab.Text(".duel-info"); !strings.HasPrefix(got, want) {
			t.Errorf("the table says %q at the end (%s), want %q", got, st, want)
		}
		msgs := live.Messages(tab)
		live.Check(t, msgs)
		noSigns(t, msgs)
		live.Once(t, msgs, map[string]string{"won": "You win: ", "lost": "The computer wins: ", "drawn": "Drawn after"}[st])
		axe.Check(tab, "duel game at the end")
	}
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "game-end.png"))
}
