package duel

import (
	"errors"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

var update = flag.Bool("update", false, "rewrite templates/play/testdata/duel-vectors.json from the engine")

// vectorsFile holds the duel's test vectors, read by templates/play/duel.test.js.
var vectorsFile = filepath.Join("..", "..", "..", "templates", "play", "testdata", "duel-vectors.json")

type jsMove [3]int // give, source (0 own, 1 opponent, 2 dish), take

func toJS(m engine.Move) jsMove { return jsMove{m.Give, int(m.From), m.Take} }

func toJSAll(ms []engine.Move) []jsMove {
	out := make([]jsMove, len(ms))
	for i, m := range ms {
		out[i] = toJS(m)
	}
	return out
}

type after struct {
	Move     jsMove          `json:"move"`
	Position engine.Position `json:"position"`
}

type refutation struct {
	Move  jsMove  `json:"move"`
	Reply *jsMove `json:"reply"` // null when the move cannot be refuted
	R     int     `json:"r"`
}

type vector struct {
	Position engine.Position `json:"position"`
	Moves    []jsMove        `json:"moves"`
	Results  []int           `json:"results"` // the result of each move, in order
	After    []after         `json:"after"`   // some moves with the position they lead to
	Win1     []jsMove        `json:"win1"`
	Win2     []jsMove        `json:"win2"`
	Refute   []refutation    `json:"refute"`
	Illegal  []illegal       `json:"illegal"` // moves the rules forbid, with the reason
}

// illegal is a move the rules forbid: the engine's reason (Position.Check) and its words
// in the daily duel's answers (reason), which duel.js must say for it too.
type illegal struct {
	Move   jsMove `json:"move"`
	Reason string `json:"reason"` // the engine's duel.Reason, by name
	Why    string `json:"why"`    // its English words, "@" for the card taken
	Take   string `json:"take"`   // the card taken, as Go writes it
}

// positions returns the positions of the vectors: the start, daily puzzles of both kinds,
// and positions of games between the computer's levels, some in the variation.
func positions() []engine.Position {
	rng := rand.New(rand.NewPCG(8, 8))
	out := []engine.Position{engine.Start(false)}
	for i := range 12 {
		p, _, _, err := engine.Daily(rand.New(rand.NewPCG(uint64(i), 5)), 1+i%2)
		if err == nil {
			out = append(out, p)
		}
	}
	for g := 0; len(out) < 70; g++ {
		p := engine.Start(g%3 == 2)
		for ply := range 80 {
			if ply%9 == 4 {
				out = append(out, p)
			}
			q, r, err := p.Play(engine.ChooseMove(p, engine.Strength(g%3), rng))
			if err != nil || r != engine.Ongoing {
				break
			}
			p = q
		}
	}
	return out
}

func vectors(t *testing.T) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 9))
	var vs []vector
	for _, p := range positions() {
		v := vector{Position: p, Moves: toJSAll(p.Moves()), Illegal: []illegal{}}
		for i, m := range p.Moves() {
			q, r, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			v.Results = append(v.Results, int(r))
			if i%23 == 0 {
				v.After = append(v.After, after{toJS(m), q})
			}
		}
		s := engine.Solve(p)
		v.Win1, v.Win2 = toJSAll(s.WinIn1), toJSAll(s.WinIn2)
		for range 4 {
			m := p.Moves()[rng.IntN(len(p.Moves()))]
			reply, r, ok := engine.Refute(p, m)
			ref := refutation{Move: toJS(m), R: int(r)}
			if ok {
				jm := toJS(reply)
				ref.Reply = &jm
			}
			v.Refute = append(v.Refute, ref)
		}
		for _, m := range []engine.Move{{Give: 0, From: engine.FromOpponent, Take: rng.IntN(9)}, {Give: 1, From: engine.FromDish, Take: rng.IntN(2)}} {
			var me *engine.MoveError
			if err := p.Check(m); errors.As(err, &me) {
				why, err := reason(english(t), me)
				if err != nil {
					t.Fatal(err)
				}
				v.Illegal = append(v.Illegal, illegal{toJS(m), me.Reason.String(), why, cardOf(p, m)})
			} else if err != nil {
				t.Fatal(err)
			}
		}
		vs = append(vs, v)
	}
	return jstest.Object(t, jstest.Section{Key: "vectors", Value: vs}, jstest.Section{Key: "records", Value: records(t)})
}

// A record vector is a replay link of the duel/ page (#game=...) and what the engine's
// record reader makes of the record it stands for: the number of moves and the position
// they lead to, or the error (moves -1) when the record is refused.
type record struct {
	Link     string           `json:"link"`
	Moves    int              `json:"moves"`
	Position *engine.Position `json:"position"`
	Error    string           `json:"error,omitempty"`
}

// damagedLinks are replay links whose record "opsdaily duel play --replay" refuses, each
// for a card that is not one of the game's, or a line that is not a move: the page must
// call each damaged, never read the card as another (a 2X or 2D as the 2 of spades, a 2,
// a 0S or a 10X as the 10 of spades). In most, the card read as a spade would make a
// legal move.
var damagedLinks = []string{
	"#game=S-2X-10H", "#game=S-2D-10H", "#game=S-2C-10H", "#game=S-2-10H", "#game=S-7S-10HH",
	"#game=S-7S-10H,H-4H-2", "#game=S-7S-10H,H-4H-0S", "#game=S-7S-10H,H-4H-10X",
	"#game=S-7S-10H,H-4H-10D", "#game=S-7S-10H,H-4H-10", "#game=S-7S-10H,H-4H-S",
	"#game=S-02S-10H", "#game=S-0x2S-10H", "#game=S-1e0S-10H", "#game=S-KS-10H", "#game=S-7S-KH",
	"#game=v,S-7S-4X", "#game=v,S-7S-4D", "#game=S-7S-10H,H-2", "#game=S-7S-10H,H-4H-10S-1",
	"#game=H-7H-10S", "#game=S-7S-10S",
}

// soundLinks are replay links whose record the engine replays, with the ways of writing a
// card it reads ("1S" and "TS" too, in either case).
var soundLinks = []string{
	"#game=", "#game=S-7S-10H", "#game=S-1S-10H", "#game=s-7s-10h,h-4h-as",
	"#game=S-7S-10H,H-4H-TS", "#game=v,S-7S-4H,H-7S-1S",
}

// records returns the vectors of damagedLinks and soundLinks, failing if the engine
// refuses a sound link or replays a damaged one.
func records(t *testing.T) []record {
	t.Helper()
	var out []record
	for _, links := range []struct {
		links []string
		sound bool
	}{{damagedLinks, false}, {soundLinks, true}} {
		for _, l := range links.links {
			text := strings.TrimPrefix(l, "#game=")
			if v, ok := strings.CutPrefix(text, "v,"); ok {
				text = "variation," + v
			}
			text = strings.ReplaceAll(strings.ReplaceAll(text, "-", " "), ",", "\n")
			rep, err := engine.ReadRecord(strings.NewReader(text))
			if (err == nil) != links.sound {
				t.Fatalf("the record %q of %s: error %v, want one: %v", text, l, err, !links.sound)
			}
			v := record{Link: l, Moves: -1}
			if err != nil {
				v.Error = err.Error()
			} else {
				p := rep.Final()
				v.Moves, v.Position = len(rep.Moves), &p
			}
			out = append(out, v)
		}
	}
	return out
}

// TestVectors checks that templates/play/duel-vectors.json is what the engine says; with
// -update it rewrites it. The JavaScript tests (templates/play/duel.test.js, run by
// node --test with the play package's TestNode) check duel.js against it.
func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }
