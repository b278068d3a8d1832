package duel_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/duel"
	"github.com/opsdaily/opsdaily/templates"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

var shots = filepath.Join(os.TempDir(), "opsdaily-duel")

// dailyPage writes a page with the "duel-board" of a puzzle and the duel's script.
func dailyPage(t *testing.T, p *generator.DuelPuzzle) string {
	t.Helper()
	tm, err := template.ParseFS(templates.FS, "play/duel.html")
	if err != nil {
		t.Fatal(err)
	}
	script, err := duel.Script()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tm.New("page").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>duel</title></head><body>{{template "duel-board" .}}<script>{{.Script}}</script></body></html>`); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	data := struct {
		Record generator.Record
		Root   string
		Script template.JS
	}{generator.Record{Duel: p}, "../../", script}
	if err := tm.ExecuteTemplate(&b, "page", data); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "winning_moves") {
		t.Fatal("the page ships the winning moves")
	}
	path := filepath.Join(t.TempDir(), "index.html")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func puzzle(t *testing.T, seed uint64, winIn int) *generator.DuelPuzzle {
	p, wins, _, err := ops.DuelPuzzle(rand.New(rand.NewPCG(seed, 1)), winIn)
	if err != nil {
		t.Fatal(err)
	}
	return &generator.DuelPuzzle{Position: p, WinIn: winIn, WinningMoves: wins}
}

// sel is the CSS selector of the card a move of the player to move in p touches.
func sel(p ops.Position, m ops.Move) (give, take string) {
	me := p.ToMove.String()
	give = fmt.Sprintf(`.duel-table [data-where="%s"][data-pos="%d"]`, me, m.Give)
	where := map[ops.Source]string{ops.FromOwn: me, ops.FromOpponent: p.ToMove.Opponent().String(), ops.FromDish: "dish"}[m.From]
	return give, fmt.Sprintf(`.duel-table [data-where="%s"][data-pos="%d"]`, where, m.Take)
}

func TestDailyBoard(t *testing.T) {
	for _, winIn := range []int{1, 2} {
		p := puzzle(t, uint64(winIn), winIn)
		tab := browser.Tab(t)
		tab.Open(browsertest.FileURL(dailyPage(t, p)))
		if got := tab.Attr(".duel", "data-duel-state"); got != "playing" {
			t.Fatalf("state %q", got)
		}
		if n := tab.Count(".duel-card"); n != 20 {
			t.Fatalf("%d cards on the board, want 20", n)
		}
		// A wrong try first: a legal move that does not win, refuted as the engine does.
		var wrong ops.Move
		found := false
		for _, m := range p.Position.Moves() {
			if _, _, ok := ops.Refute(p.Position, m); ok && !slices.Contains(p.WinningMoves, m) {
				wrong, found = m, true
				break
			}
		}
		if !found {
			t.Fatal("no refutable move")
		}
		reply, _, _ := ops.Refute(p.Position, wrong)
		g, w := sel(p.Position, wrong)
		tab.Click(g)
		tab.Click(w)
		after, _, _ := p.Position.Play(wrong)
		status := tab.Text(".duel-status")
		wantReply := strings.TrimPrefix(after.Describe(reply), after.ToMove.String()+" ")
		if !strings.Contains(status, "no. Your opponent answers") || !strings.Contains(status, strings.Split(wantReply, " (")[0]) {
			t.Errorf("wrong try %v: status %q, want the reply %q", wrong, status, wantReply)
		}
		// An illegal try is explained.
		if p.Position.LastTaken >= 0 || !p.Position.TradingOver {
			tab.Click(g)
			tab.Click(`.duel-table [data-where="dish"][data-pos="0"]`)
		}
		// Then the winning move, by keyboard: focus, Enter, focus, Enter.
		win := p.WinningMoves[len(p.WinningMoves)-1]
		g, w = sel(p.Position, win)
		tab.Focus(g)
		tab.Keys(kb.Enter)
		tab.Focus(w)
		tab.Keys(kb.Enter)
		if got := tab.Attr(".duel", "data-duel-state"); got != "solved" {
			t.Errorf("win in %d: after %v the state is %q (%s)", winIn, win, got, tab.Text(".duel-status"))
		}
		if s := tab.Text(".duel-status"); !strings.Contains(s, "correct") {
			t.Errorf("status %q", s)
		}
		tab.Screenshot(filepath.Join(shots, fmt.Sprintf("daily-win%d.png", winIn)))
	}
}

// TestGamePage builds a small site and plays its duel/ page to the end against the
// computer at its strongest level, choosing the person's moves with the Go engine.
func TestGamePage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	d := generator.MakeDate(2026, 11, 29)
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: d, To: d, Today: d}); err != nil {
		t.Fatal(err)
	}
	tab := browser.Tab(t)
	tab.Viewport(420, 900)
	tab.Open(browsertest.FileURL(filepath.Join(out, "duel", "index.html")))
	rng := rand.New(rand.NewPCG(4, 4))
	var worst float64
	plies := 0
	for ; plies < 80; plies++ {
		if st := tab.Attr(".duel", "data-duel-state"); st != "playing" {
			break
		}
		var p ops.Position
		if err := json.Unmarshal([]byte(tab.Attr(".duel-table", "data-position")), &p); err != nil {
			t.Fatal(err)
		}
		if p.ToMove != ops.PlayerS {
			t.Fatalf("ply %d: the computer has not moved", plies)
		}
		m := ops.ChooseMove(p, ops.LevelGreedy, rng)
		g, w := sel(p, m)
		tab.Click(g)
		tab.Click(w)
		tab.Wait(`document.querySelector('.duel').dataset.duelState !== 'playing' || JSON.parse(document.querySelector('.duel-table').dataset.position).to_move === 'S'`)
		var ms float64
		fmt.Sscan(tab.Attr(".duel", "data-computer-ms"), &ms)
		worst = max(worst, ms)
		if plies == 3 {
			tab.Screenshot(filepath.Join(shots, "game-phone.png"))
		}
	}
	st := tab.Attr(".duel", "data-duel-state")
	t.Logf("game over after %d of the person's moves: %s; slowest computer move %.1f ms", plies, st, worst)
	if st == "playing" && plies < 80 {
		t.Errorf("state %q", st)
	}
	tab.Screenshot(filepath.Join(shots, "game-end.png"))
}
