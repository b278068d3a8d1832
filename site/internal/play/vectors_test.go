package play

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

var update = flag.Bool("update", false, "rewrite templates/play/testdata/vectors.json from the engines")

// vectorsFile is where the shared test vectors of Go and JavaScript live.
var vectorsFile = filepath.Join("..", "..", "..", "templates", "play", "testdata", "vectors.json")

// vectors computes the test vectors of templates/play/rules.test.js from the engines.
func vectors(t *testing.T) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(2026, 11))
	type kv struct {
		key   string
		items []any // each written on its own line
	}
	var out []kv

	// Lines: random hands (repeats and tens), provable layouts of random cards, edge cases.
	var hands []ops.Layout
	for range 80 {
		var l ops.Layout
		for i := range l {
			l[i] = uint8(rng.IntN(10))
		}
		hands = append(hands, l)
	}
	for len(hands) < 200 {
		var l ops.Layout
		for i := range l {
			l[i] = uint8(rng.IntN(10))
		}
		if ps := ops.ProvableLayouts(l); len(ps) > 0 {
			hands = append(hands, ps[rng.IntN(len(ps))])
		}
	}
	for _, s := range []string{"000000000", "789456123", "842421000", "500500000", "933311000", "212020000"} {
		l, err := ops.ParseLayout(s)
		if err != nil {
			t.Fatal(err)
		}
		hands = append(hands, l)
	}
	type lineCase struct {
		Hand      string     `json:"hand"`
		Ops       []string   `json:"ops"`
		Equations [][]string `json:"equations"`
		Provable  bool       `json:"provable"`
	}
	var items []any
	holding := 0
	for _, h := range hands {
		c := lineCase{Hand: h.String(), Provable: ops.Provable(h)}
		for _, lc := range ops.Check(h) {
			var s strings.Builder
			for _, o := range lc.Ops {
				s.WriteString(o.String())
			}
			c.Ops = append(c.Ops, s.String())
			c.Equations = append(c.Equations, append([]string{}, lc.Equations...))
			if lc.Holds {
				holding++
			}
		}
		items = append(items, c)
	}
	if holding < 400 {
		t.Fatalf("only %d holding lines among the vectors", holding)
	}
	out = append(out, kv{"lines", items})

	// Targets and sampled starts with their optimum.
	out = append(out, kv{"targets", []any{targets()}})
	out = append(out, kv{"target_count", []any{len(ops.ProvableLayouts(ops.Natural))}})
	type startCase struct {
		Start   string `json:"start"`
		Optimal int    `json:"optimal"`
	}
	items = nil
	first := ops.ProvableLayouts(ops.Natural)[0]
	items = append(items, startCase{first.String(), 0}, startCase{first.Swap(0, 8).String(), ops.Solve(first.Swap(0, 8)).Optimal})
	for range 200 {
		l := ops.Natural
		rng.Shuffle(9, func(i, j int) { l[i], l[j] = l[j], l[i] })
		items = append(items, startCase{l.String(), ops.Solve(l).Optimal})
	}
	out = append(out, kv{"starts", items})

	// The operator table: every operator rank in both colours, every colour pattern of the
	// numbers, every pair of values.
	type opCase struct {
		Op     string  `json:"op"`
		A      string  `json:"a"`
		B      string  `json:"b"`
		Halves [][]int `json:"halves"`
	}
	items = nil
	for _, r := range []puzzles.Rank{puzzles.King, puzzles.Queen, puzzles.Jack} {
		for _, os := range []puzzles.Suit{puzzles.Hearts, puzzles.Spades} {
			for _, sa := range []puzzles.Suit{puzzles.Hearts, puzzles.Clubs} {
				for _, sb := range []puzzles.Suit{puzzles.Diamonds, puzzles.Spades} {
					op := puzzles.Card{Rank: r, Suit: os}
					c := opCase{Op: op.String(), A: sa.String(), B: sb.String()}
					for a := 1; a <= 10; a++ {
						row := make([]int, 10)
						for b := 1; b <= 10; b++ {
							row[b-1] = twoops.Operate(op, puzzles.Card{Rank: puzzles.Rank(a), Suit: sa}, puzzles.Card{Rank: puzzles.Rank(b), Suit: sb}).Halves()
						}
						c.Halves = append(c.Halves, row)
					}
					items = append(items, c)
				}
			}
		}
	}
	out = append(out, kv{"operate", items})

	// Explanations: every operator rank and colour, every colour pattern, value pairs that
	// reach halves, negatives, a modulo by an ace and equal values.
	type explainCase struct {
		Op   string `json:"op"`
		A    string `json:"a"`
		B    string `json:"b"`
		Text string `json:"text"`
	}
	items = nil
	for _, r := range []puzzles.Rank{puzzles.King, puzzles.Queen, puzzles.Jack} {
		for _, os := range []puzzles.Suit{puzzles.Hearts, puzzles.Spades} {
			for _, sa := range []puzzles.Suit{puzzles.Hearts, puzzles.Clubs} {
				for _, sb := range []puzzles.Suit{puzzles.Diamonds, puzzles.Spades} {
					for _, p := range [][2]puzzles.Rank{{1, 10}, {10, 3}, {7, 7}, {2, 9}, {9, 4}} {
						op := puzzles.Card{Rank: r, Suit: os}
						a, b := puzzles.Card{Rank: p[0], Suit: sa}, puzzles.Card{Rank: p[1], Suit: sb}
						items = append(items, explainCase{op.String(), a.String(), b.String(), twoops.Explain(op, a, b)})
					}
				}
			}
		}
	}
	out = append(out, kv{"explain", items})

	goals := map[string]string{}
	for _, c := range puzzles.Deck() {
		if c.Pip() {
			g, err := twoops.GoalOf(c)
			if err != nil {
				t.Fatal(err)
			}
			goals[c.String()] = g.String()
		}
	}
	out = append(out, kv{"goals", []any{goals}})

	type combineCase struct {
		Goal   string `json:"goal"`
		U      int    `json:"u"`
		V      int    `json:"v"`
		Result int    `json:"result"`
		Better bool   `json:"better"`
	}
	items = nil
	for _, g := range twoops.Goals {
		for _, p := range [][2]int{{3, 5}, {5, 3}, {-7, 4}, {4, -7}, {6, 6}, {-3, -9}, {0, 1}, {15, 2}} {
			u, v := twoops.Half(p[0]), twoops.Half(p[1])
			items = append(items, combineCase{g.String(), p[0], p[1], g.Combine(u, v).Halves(), g.Better(u, v)})
		}
	}
	out = append(out, kv{"combine", items})

	type valueCase struct {
		Halves int    `json:"halves"`
		Text   string `json:"text"`
	}
	items = nil
	for h := -25; h <= 25; h++ {
		items = append(items, valueCase{h, twoops.Half(h).String()})
	}
	out = append(out, kv{"values", items})

	type payloadCase struct {
		Seed    string `json:"seed"`
		Payload string `json:"payload"`
		JSON    any    `json:"json"`
	}
	items = nil
	for _, p := range []struct{ seed, json string }{
		{"2026-11-29", `{"x":["K♥ with 9♣ and 3♣: the operator matches neither, so the average, (9 + 3) ÷ 2 = 6","|6 − 7.5| = 1.5 ×"],"k":0.8333,"q":"\"\\"}`},
		{"1999-01-01", `[]`},
		{"ops", `"` + targets()[:90] + `"`},
	} {
		var v any
		if err := json.Unmarshal([]byte(p.json), &v); err != nil {
			t.Fatal(err)
		}
		items = append(items, payloadCase{p.seed, Encode([]byte(p.json), p.seed), v})
	}
	out = append(out, kv{"payloads", items})

	sections := make([]jstest.Section, len(out))
	for i, e := range out {
		sections[i] = jstest.Section{Key: e.key, Value: e.items}
		if len(e.items) == 1 && e.key != "lines" {
			sections[i].Value = e.items[0] // a single value, not a list
		}
	}
	return jstest.Object(t, sections...)
}

// TestVectors fails when the checked-in test vectors differ from what the engines say now.
func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }

// TestNode runs the JavaScript tests (node --test templates/play/) against the vectors.
// It skips when node is missing, except under CI=true.
func TestNode(t *testing.T) { jstest.Scripts(t, filepath.Join("..", "..", "..", "templates", "play")) }

// targets returns every provable layout of A-9, nine digits each, concatenated in
// increasing order: what OpsRules.targets must find.
func targets() string {
	var b strings.Builder
	for _, l := range ops.ProvableLayouts(ops.Natural) {
		b.WriteString(l.String())
	}
	return b.String()
}
