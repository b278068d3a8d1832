package bank

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

var update = flag.Bool("update", false, "rewrite templates/trainer/testdata/vectors.json from the engines")

// trainerDir holds the trainer's scripts and their node tests.
var trainerDir = filepath.Join("..", "..", "..", "templates", "trainer")

// vectorsFile is where the shared test vectors of Go and JavaScript live.
var vectorsFile = filepath.Join(trainerDir, "testdata", "vectors.json")

// codes writes cards as their notation.
func codes(cs []puzzles.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// randomCards draws n distinct cards of the deck's pip (or court) cards.
func randomCards(rng *rand.Rand, n int, pip bool) []puzzles.Card {
	var pool []puzzles.Card
	for _, c := range puzzles.Deck() {
		if c.Pip() == pip {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool[:n]
}

// vectors computes the test vectors of templates/trainer/trainer.test.js from the engines:
// best play (twoops.Solve), keep rates and the advice (twoops.KeepRates, AdviceIndex) and
// scoring (twoops.Score).
func vectors(t *testing.T) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(2026, 7))
	type solveCase struct {
		Numbers   []string `json:"numbers"`
		Operators []string `json:"operators"`
		Goal      string   `json:"goal"`
		All       int      `json:"all"`
		Best      int      `json:"best"` // halves
		Optimal   int      `json:"optimal"`
		// First is the first optimal arrangement: the four numbers in operation order, then
		// the two operators, then the two values in halves.
		First  []string `json:"first"`
		Marker []string `json:"marker"`
	}
	var solves []solveCase
	for i := range 120 {
		n := 4 + i%3
		nums := randomCards(rng, n, true)
		ops := randomCards(rng, 2, false)
		if i%10 == 0 { // identical operators: same rank and colour
			ops[1] = puzzles.Card{Rank: ops[0].Rank, Suit: map[puzzles.Suit]puzzles.Suit{0: 3, 3: 0, 1: 2, 2: 1}[ops[0].Suit]}
		}
		goal := twoops.Goals[rng.IntN(4)]
		play, err := twoops.Solve(nums, [2]puzzles.Card{ops[0], ops[1]}, goal)
		if err != nil {
			t.Fatal(err)
		}
		f := play.Optimal[0]
		solves = append(solves, solveCase{
			Numbers: codes(nums), Operators: codes(ops), Goal: goal.String(),
			All: len(play.All), Best: play.Best.Halves(), Optimal: len(play.Optimal),
			First: []string{
				f.Operations[0].Numbers[0].String(), f.Operations[0].Numbers[1].String(),
				f.Operations[1].Numbers[0].String(), f.Operations[1].Numbers[1].String(),
				f.Operations[0].Operator.String(), f.Operations[1].Operator.String(),
				f.Operations[0].Value.String(), f.Operations[1].Value.String(),
			},
			Marker: codes(f.Marker),
		})
	}
	type keepCase struct {
		Numbers []string `json:"numbers"`
		Kept    []int    `json:"kept"`
		Advice  int      `json:"advice"`
	}
	var keeps []keepCase
	for i := range 24 {
		var six [6]puzzles.Card
		copy(six[:], randomCards(rng, 6, true))
		if i == 0 { // ties broken by value, then suit
			six = [6]puzzles.Card{{Rank: 5, Suit: puzzles.Clubs}, {Rank: 5, Suit: puzzles.Hearts}, {Rank: 5, Suit: puzzles.Spades}, {Rank: 5, Suit: puzzles.Diamonds}, {Rank: 1, Suit: puzzles.Hearts}, {Rank: 1, Suit: puzzles.Clubs}}
		}
		rates, err := twoops.KeepRates(six)
		if err != nil {
			t.Fatal(err)
		}
		c := keepCase{Numbers: codes(six[:]), Advice: twoops.AdviceIndex(six, rates)}
		for _, r := range rates {
			if r.Outcomes != twoops.Outcomes {
				t.Fatalf("outcomes %d", r.Outcomes)
			}
			c.Kept = append(c.Kept, r.Kept)
		}
		keeps = append(keeps, c)
	}
	type scoreCase struct {
		Goal    string `json:"goal"`
		Results []int  `json:"results"` // halves
		Points  []int  `json:"points"`
	}
	var scores []scoreCase
	for i := range 60 {
		goal := twoops.Goals[i%4]
		n := 1 + rng.IntN(6)
		c := scoreCase{Goal: goal.String()}
		var rs []twoops.Value
		for range n {
			h := rng.IntN(9) - 2
			c.Results = append(c.Results, h)
			rs = append(rs, twoops.Half(h))
		}
		c.Points = twoops.Score(rs, goal)
		scores = append(scores, c)
	}
	// The same hands written in the other spellings both card readers accept (TS or 10s for
	// a ten, 1H or ah for an ace, lower case), read by puzzles.ParseCard: the keep rates
	// must not depend on the spelling.
	var spelled []keepCase
	for _, hand := range [][6]string{
		{"TS", "1H", "7d", "9C", "as", "5H"},
		{"1S", "1H", "1D", "1C", "TS", "th"},
		{"10s", "2c", "3d", "ad", "Tc", "9h"},
	} {
		var six [6]puzzles.Card
		for i, s := range hand {
			c, err := puzzles.ParseCard(s)
			if err != nil {
				t.Fatal(err)
			}
			six[i] = c
		}
		rates, err := twoops.KeepRates(six)
		if err != nil {
			t.Fatal(err)
		}
		c := keepCase{Numbers: hand[:], Advice: twoops.AdviceIndex(six, rates)}
		for _, r := range rates {
			c.Kept = append(c.Kept, r.Kept)
		}
		spelled = append(spelled, c)
	}
	return jstest.Object(t, jstest.Section{Key: "solve", Value: solves},
		jstest.Section{Key: "keep", Value: keeps}, jstest.Section{Key: "score", Value: scores},
		jstest.Section{Key: "spelled", Value: spelled})
}

// TestVectors fails when the checked-in test vectors differ from what the engines say now;
// with -update it rewrites them.
func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }

// TestNode runs the trainer's JavaScript tests (node --test templates/trainer/) against the
// vectors. It skips when node is missing, except under CI=true.
func TestNode(t *testing.T) { jstest.Scripts(t, trainerDir) }
