package duel

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"path/filepath"
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
	Illegal  []illegal       `json:"illegal"` // moves the rules forbid, with part of the reason
}

type illegal struct {
	Move jsMove `json:"move"`
	Why  string `json:"why"`
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
			if err := p.Check(m); err != nil {
				v.Illegal = append(v.Illegal, illegal{toJS(m), map[bool]string{true: "home suit", false: "just took"}[bytes.Contains([]byte(err.Error()), []byte("home suit"))]})
				if bytes.Contains([]byte(err.Error()), []byte("trading round")) {
					v.Illegal[len(v.Illegal)-1].Why = "trading round is over"
				}
			}
		}
		vs = append(vs, v)
	}
	return jstest.Object(t, jstest.Section{Key: "vectors", Value: vs})
}

// TestVectors checks that templates/play/duel-vectors.json is what the engine says; with
// -update it rewrites it. The JavaScript tests (templates/play/duel.test.js, run by
// node --test with the play package's TestNode) check duel.js against it.
func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }
