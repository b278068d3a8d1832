package duel

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// english returns the English catalogue.
func english(t testing.TB) *i18n.Catalog {
	t.Helper()
	cat, err := i18n.For(templates.FS, i18n.Reference)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

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
			tries, err := engine.Judge(p, winIn)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, &generator.DuelPuzzle{Position: p, WinIn: winIn, WinningMoves: wins, Tries: tries})
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

// TestTries checks that the page's verdicts are the record's: Tries gives the tries the
// generator judged (engine.Judge, tested in puzzles/duel) for the days of a build.
func TestTries(t *testing.T) {
	for _, d := range dailyPuzzles(t, 2) {
		tries, err := Tries(d)
		if err != nil {
			t.Fatal(err)
		}
		if want, _ := engine.Judge(d.Position, d.WinIn); !slices.Equal(tries, want) || !slices.Equal(tries, d.Tries) {
			t.Fatalf("%v: tries %v\nrecord %v\njudged %v", d.Position, tries, d.Tries, want)
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
	if _, err := AppendAnswers(nil, &bad, english(t)); !errors.Is(err, ErrAnswers) {
		t.Errorf("win_in 3: %v", err)
	}
	// Stored tries are checked against the position before the page uses them.
	for name, change := range map[string]func([]engine.Try) []engine.Try{
		"one missing":  func(ts []engine.Try) []engine.Try { return ts[1:] },
		"no verdict":   func(ts []engine.Try) []engine.Try { ts[2].Verdict = 0; return ts },
		"bad verdict":  func(ts []engine.Try) []engine.Try { ts[2].Verdict = 'Q'; return ts },
		"out of order": func(ts []engine.Try) []engine.Try { ts[0], ts[1] = ts[1], ts[0]; return ts },
		"a win lost": func(ts []engine.Try) []engine.Try {
			i := slices.IndexFunc(ts, func(x engine.Try) bool { return x.Verdict == engine.Wins })
			ts[i].Verdict = engine.TooSlow
			return ts
		},
	} {
		bad = *d
		bad.Tries = change(slices.Clone(d.Tries))
		if _, err := AppendAnswers(nil, &bad, english(t)); !errors.Is(err, ErrAnswers) {
			t.Errorf("tries with %s: %v", name, err)
		}
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
	cat := english(t)
	for _, d := range dailyPuzzles(t, 10) {
		p := d.Position
		js, err := AppendAnswers(nil, d, cat)
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
						// The words of the engine's own reason for this move.
						var me *engine.MoveError
						if !errors.As(err, &me) {
							t.Errorf("%v refused for %q, the engine says %v", m, why, err)
						} else if want, err := reason(cat, me); err != nil || why != want {
							t.Errorf("%v refused for %q, want %q, the words of the engine's %v (%v)", m, why, want, me.Reason, err)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%v: kind %c, but it is illegal: %v", m, kind, err)
					}
					i := slices.IndexFunc(tries, func(t engine.Try) bool { return t.Move == m })
					legal++
					if kind != byte(tries[i].Verdict) {
						t.Errorf("%v: kind %c, want %c", m, kind, tries[i].Verdict)
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
		if _, err := AppendAnswers(buf[:0], ps[i%len(ps)], english(b)); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// TestReasons checks the daily duel's refusal of every rule a try may break, in English
// and French, in words written here: the same words as the duel page's (duel.js words its
// refusals by the same messages; templates/play/duel-daily.test.js holds the two
// together). The rank just taken is named as a card shows it (a ten "10", never its value
// 0; an ace "ace", "As").
func TestReasons(t *testing.T) {
	fr, err := i18n.For(templates.FS, "fr")
	if err != nil {
		t.Fatal(err)
	}
	const nb = "\u00a0"
	// S holds the 3 of hearts and H the 3 of spades; the dish holds the two tens.
	const swapped = `"S":["7S","8S","9S","4S","5S","6S","AS","2S","3H"],"H":["7H","8H","9H","4H","5H","6H","AH","2H","3S"]},"dish":["10S","10H"]`
	// The dish holds 8H and 3S, H has just taken a card of the rank last from S.
	taken := func(s, h string, last int) string {
		return fmt.Sprintf(`"S":[%s],"H":[%s]},"dish":["8H","3S"],"to_move":"S","last_taken":%d,"trading_over":false`, s, h, last)
	}
	for _, c := range []struct {
		position string // the position's JSON after its layouts' opening
		m        engine.Move
		reason   engine.Reason
		en, fr   string
	}{
		{swapped + `,"to_move":"S","last_taken":null,"trading_over":false`, engine.Move{Give: 0, From: engine.FromOpponent, Take: 8}, engine.ReasonOwnSuit,
			"you may not take @ from the opponent’s layout: spades is your home suit", "prendre @ à l’adversaire, car pique est votre couleur"},
		{swapped + `,"to_move":"H","last_taken":null,"trading_over":false`, engine.Move{Give: 0, From: engine.FromOpponent, Take: 8}, engine.ReasonOwnSuit,
			"you may not take @ from the opponent’s layout: hearts is your home suit", "prendre @ à l’adversaire, car cœur est votre couleur"},
		{swapped + `,"to_move":"S","last_taken":null,"trading_over":false`, engine.Move{Give: 0, From: engine.FromDish, Take: 0}, engine.ReasonOwnSuitDish,
			"you may not take @ from the dish: spades is your home suit", "prendre @ au plat, car pique est votre couleur"},
		{swapped + `,"to_move":"S","last_taken":null,"trading_over":true`, engine.Move{Give: 0, From: engine.FromOpponent, Take: 0}, engine.ReasonTradingOver,
			"the trading round is over (a layout is locked): swap within your layout or exchange with the dish",
			"les échanges avec l’adversaire sont finis (une disposition est verrouillée)" + nb + ": jouez dans votre disposition ou avec le plat"},
		// H just took S's 10S; S tries H's 10H. Then an ace, then a 7.
		{taken(`"7S","8S","9S","4S","5S","6S","AS","2S","9H"`, `"10S","10H","7H","4H","5H","6H","AH","2H","3H"`, 0), engine.Move{Give: 0, From: engine.FromOpponent, Take: 1}, engine.ReasonJustTaken,
			"you may not take @: the opponent just took your 10", "prendre @, car l’adversaire vient de vous prendre un 10"},
		{taken(`"7S","8S","9S","4S","5S","6S","10S","2S","9H"`, `"AS","10H","7H","4H","5H","6H","AH","2H","3H"`, 1), engine.Move{Give: 0, From: engine.FromOpponent, Take: 6}, engine.ReasonJustTaken,
			"you may not take @: the opponent just took your ace", "prendre @, car l’adversaire vient de vous prendre un As"},
		{taken(`"AS","8S","9S","4S","5S","6S","10S","2S","9H"`, `"7S","10H","7H","4H","5H","6H","AH","2H","3H"`, 7), engine.Move{Give: 0, From: engine.FromOpponent, Take: 2}, engine.ReasonJustTaken,
			"you may not take @: the opponent just took your 7", "prendre @, car l’adversaire vient de vous prendre un 7"},
	} {
		var p engine.Position
		if err := json.Unmarshal([]byte(`{"layouts":{`+c.position+`}`), &p); err != nil {
			t.Fatal(err)
		}
		var me *engine.MoveError
		if err := p.Check(c.m); !errors.As(err, &me) || me.Reason != c.reason {
			t.Fatalf("%v in %v: %v, want %v", c.m, p, err, c.reason)
		}
		for _, w := range []struct {
			cat  *i18n.Catalog
			want string
		}{{english(t), c.en}, {fr, c.fr}} {
			if got, err := reason(w.cat, me); err != nil || got != w.want {
				t.Errorf("%s: %v in %v: %q (%v), want %q", w.cat.Lang, c.m, p, got, err, w.want)
			}
		}
	}
}
