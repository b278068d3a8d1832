package duel

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
)

// dailyPuzzles returns daily duel puzzles of both kinds: n seeded ones of each, and the
// generator's for two weeks (when the generator makes duels).
func dailyPuzzles(t testing.TB, n int) []*generator.DuelPuzzle {
	t.Helper()
	var out []*generator.DuelPuzzle
	for i := range n {
		for winIn := 1; winIn <= 2; winIn++ {
			p, wins, _, err := engine.Daily(rand.New(rand.NewPCG(uint64(i), 77)), winIn)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, &generator.DuelPuzzle{Position: p, WinIn: winIn, WinningMoves: wins})
		}
	}
	from := generator.MakeDate(2026, 11, 23)
	recs, err := generator.Range(generator.DefaultSeed, from, from.Add(13))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.Duel != nil {
			out = append(out, r.Duel)
		}
	}
	return out
}

// TestTries checks every verdict against the engine, computed another way: the winning
// tries are SolveDuel's, every legal move has one verdict, each refutation is a legal
// reply that wins for the opponent (R) or leaves the mover no win at once (N), and a
// reply that wins is given whenever the opponent has one.
func TestTries(t *testing.T) {
	kinds := map[Kind]int{}
	for _, d := range dailyPuzzles(t, 25) {
		p := d.Position
		tries, err := Tries(d)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.Moves()
		if len(tries) != len(moves) {
			t.Fatalf("%d verdicts for %d legal moves", len(tries), len(moves))
		}
		sol := engine.Solve(p)
		want := map[int][]engine.Move{1: sol.WinIn1, 2: sol.WinIn2}[d.WinIn]
		var wins []engine.Move
		for i, try := range tries {
			m := moves[i]
			if try.Move != m {
				t.Fatalf("verdict %d is of %v, want %v", i, try.Move, m)
			}
			kinds[try.Kind]++
			q, r, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			switch try.Kind {
			case Wins:
				wins = append(wins, m)
			case LosesBoth, LosesGift:
				if want := map[Kind]engine.Result{LosesBoth: engine.LostBoth, LosesGift: engine.LostGift}[try.Kind]; r != want {
					t.Errorf("%v: kind %c, but the move's result is %v", m, try.Kind, r)
				}
			case TooSlow:
				if d.WinIn != 1 || !slices.Contains(sol.WinIn2, m) {
					t.Errorf("%v: kind T, but it is not a forced win in 2 of a win-in-1 puzzle", m)
				}
			case Refuted, Stopped:
				if r != engine.Ongoing {
					t.Fatalf("%v refuted, but it ends the game (%v)", m, r)
				}
				if err := q.Check(try.Reply); err != nil {
					t.Fatalf("%v: the reply %v is illegal: %v", m, try.Reply, err)
				}
				q2, r2, _ := q.Play(try.Reply)
				opponentWins := len(engine.WinsIn1(q)) > 0
				switch {
				case try.Kind == Refuted && r2 != engine.Won:
					t.Errorf("%v: the reply %v does not win (%v)", m, try.Reply, r2)
				case try.Kind == Stopped && (r2 != engine.Ongoing || len(engine.WinsIn1(q2)) > 0):
					t.Errorf("%v: after the reply %v the mover still wins at once", m, try.Reply)
				case try.Kind == Stopped && opponentWins:
					t.Errorf("%v: the opponent has a winning reply, but the reply given is %v", m, try.Reply)
				}
			default:
				t.Fatalf("%v: kind %q", m, try.Kind)
			}
		}
		if !slices.Equal(wins, want) || !slices.Equal(wins, d.WinningMoves) {
			t.Errorf("winning tries %v, SolveDuel %v, record %v", wins, want, d.WinningMoves)
		}
	}
	for _, k := range []Kind{Wins, Refuted, Stopped, TooSlow} {
		if kinds[k] == 0 {
			t.Errorf("no try of kind %c in the sample: %v", k, kinds)
		}
	}
}

func TestTriesBadRecord(t *testing.T) {
	d := dailyPuzzles(t, 1)[0]
	bad := *d
	bad.WinningMoves = bad.WinningMoves[1:]
	if len(d.WinningMoves) == 1 {
		bad.WinningMoves = []engine.Move{{Give: 0, From: engine.FromOwn, Take: 1}}
	}
	if _, err := Tries(&bad); !errors.Is(err, ErrAnswers) {
		t.Errorf("record with wrong winning moves: %v", err)
	}
	bad = *d
	bad.WinIn = 3
	if _, err := AppendAnswers(nil, &bad); !errors.Is(err, ErrAnswers) {
		t.Errorf("win_in 3: %v", err)
	}
}

// answers is the JSON of AppendAnswers.
type answers struct {
	N int `json:"n"`
	B struct {
		C    [2][9]int `json:"c"`
		D    [2]int    `json:"d"`
		M    int       `json:"m"`
		Last int       `json:"last"`
		Over bool      `json:"over"`
		H    [2]int    `json:"h"`
		K    [2]bool   `json:"k"`
	} `json:"b"`
	V string   `json:"v"`
	R []string `json:"r"`
	X []string `json:"x"`
}

// lookup reads a try out of the answers as duel-daily.js does.
func (a *answers) lookup(m engine.Move) (kind byte, reply string, why string) {
	c := []rune(a.V)[Slot(m)]
	switch {
	case c >= '0' && c <= '9':
		return 'X', "", a.X[c-'0']
	case c < 'a':
		return byte(c), "", ""
	}
	r := a.R[c-'a']
	return r[0], r[1:], ""
}

// TestAnswers reads the answers back: the position is the record's, every legal move has
// its verdict with its reply told by its cards, and every other exchange the engine's
// reason for refusing it.
func TestAnswers(t *testing.T) {
	letter := func(c byte) string { return cardCode(int(c - 'a')) }
	for _, d := range dailyPuzzles(t, 10) {
		p := d.Position
		js, err := AppendAnswers(nil, d)
		if err != nil {
			t.Fatal(err)
		}
		var a answers
		if err := json.Unmarshal(js, &a); err != nil {
			t.Fatalf("%v\n%s", err, js)
		}
		if n := len([]rune(a.V)); n != Slots {
			t.Fatalf("%d slots", n)
		}
		for q := range 2 {
			for i, c := range p.Layouts[q] {
				if cardCode(a.B.C[q][i]) != c.String() {
					t.Fatalf("layout %d p%d: %d, want %v", q, i, a.B.C[q][i], c)
				}
			}
			if a.B.K[q] != p.Locked(engine.Player(q)) || a.B.H[q] != int(p.Home(engine.Player(q))) {
				t.Errorf("player %d: locked %v home %d", q, a.B.K[q], a.B.H[q])
			}
		}
		if a.N != d.WinIn || a.B.M != int(p.ToMove) || a.B.Last != p.LastTaken || a.B.Over != p.TradingOver ||
			cardCode(a.B.D[0]) != p.Dish[0].String() || cardCode(a.B.D[1]) != p.Dish[1].String() {
			t.Errorf("answers %s, position %v", js, p)
		}
		tries, _ := Tries(d)
		legal := 0
		for g := range 9 {
			for _, from := range []engine.Source{engine.FromOwn, engine.FromOpponent, engine.FromDish} {
				for take := range map[engine.Source]int{engine.FromOwn: 9, engine.FromOpponent: 9, engine.FromDish: 2}[from] {
					m := engine.Move{Give: g, From: from, Take: take}
					kind, reply, why := a.lookup(m)
					if from == engine.FromOwn && take <= g {
						if kind != '.' {
							t.Errorf("%v: %q, want no try", m, kind)
						}
						continue
					}
					err := p.Check(m)
					if kind == 'X' {
						if err == nil || !strings.HasSuffix(err.Error(), strings.Replace(why, "@", cardOf(p, m), 1)) {
							t.Errorf("%v refused for %q, the engine says %v", m, why, err)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%v: kind %c, but it is illegal: %v", m, kind, err)
					}
					i := slices.IndexFunc(tries, func(t Try) bool { return t.Move == m })
					legal++
					if kind != byte(tries[i].Kind) {
						t.Errorf("%v: kind %c, want %c", m, kind, tries[i].Kind)
					}
					if kind == 'R' || kind == 'N' {
						q, _, _ := p.Play(m)
						give, take := cardsOf(q, tries[i].Reply)
						if reply[1]-'0' != byte(tries[i].Reply.From) || letter(reply[0]) != give.String() || letter(reply[2]) != take.String() {
							t.Errorf("%v: reply %q, want %s", m, reply, q.Describe(tries[i].Reply))
						}
					}
				}
			}
		}
		if legal != len(p.Moves()) {
			t.Errorf("%d tries judged, %d legal moves", legal, len(p.Moves()))
		}
	}
}

// cardCode writes a card code of the answers ("7S", "10H").
func cardCode(c int) string {
	r := [10]string{"10", "A", "2", "3", "4", "5", "6", "7", "8", "9"}[c%10]
	return r + "SH"[c/10:c/10+1]
}

// cardOf names the card a move takes.
func cardOf(p engine.Position, m engine.Move) string {
	_, c := cardsOf(p, m)
	return c.String()
}

// BenchmarkAnswers measures the answers of one day's duel puzzle, made by play.ForDay for
// every daily page of a build.
func BenchmarkAnswers(b *testing.B) {
	ps := dailyPuzzles(b, 10)
	buf := make([]byte, 0, 2048)
	i := 0
	for b.Loop() {
		if _, err := AppendAnswers(buf[:0], ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
