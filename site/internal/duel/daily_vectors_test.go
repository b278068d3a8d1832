package duel

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
)

// dailyVectorsFile holds the daily duel's test vectors, read by
// templates/play/duel-daily.test.js.
var dailyVectorsFile = filepath.Join("..", "..", "..", "templates", "play", "testdata", "duel-daily-vectors.json")

// dailyPositions are daily duel puzzles (from engine.Daily) pinned here, so that the
// vectors change only when the verdicts or their format do: wins in 1 with a value just
// taken, with replies that win, with tries that force a win in 2, and wins in 2 before and
// after the trading round.
var dailyPositions = []string{
	`{"layouts":{"S":["10H","8S","9S","9H","5S","4S","8H","3H","2H"],"H":["10S","3S","4H","6S","AS","6H","7S","2S","AH"]},"dish":["7H","5H"],"to_move":"H","last_taken":8,"trading_over":false}`,
	`{"layouts":{"S":["5S","4H","9S","3S","7S","6S","8S","2S","4S"],"H":["AH","8H","9H","AS","5H","6H","7H","3H","2H"]},"dish":["10S","10H"],"to_move":"S","last_taken":null,"trading_over":false}`,
	`{"layouts":{"S":["7S","3H","4H","5H","2S","7H","8H","6H","6S"],"H":["10H","8S","3S","5S","4S","9S","AH","2H","AS"]},"dish":["10S","9H"],"to_move":"S","last_taken":8,"trading_over":false}`,
	`{"layouts":{"S":["2H","7H","9H","4H","AH","5H","8H","3H","9S"],"H":["8S","AS","7S","6S","5S","4S","2S","6H","10S"]},"dish":["3S","10H"],"to_move":"S","last_taken":null,"trading_over":false}`,
	`{"layouts":{"S":["3H","5H","8H","AH","4H","7H","10H","9H","2H"],"H":["7S","9S","5S","2S","6S","8S","4S","3S","10S"]},"dish":["AS","6H"],"to_move":"H","last_taken":null,"trading_over":true}`,
	`{"layouts":{"S":["3H","AH","9H","8H","5H","4H","7H","6H","2H"],"H":["6S","2S","9S","AS","5S","4S","8S","3S","7S"]},"dish":["10S","10H"],"to_move":"H","last_taken":7,"trading_over":true}`,
	`{"layouts":{"S":["4H","8S","6H","7H","2H","3H","5H","4S","8H"],"H":["AS","3S","9H","7S","2S","9S","AH","5S","6S"]},"dish":["10S","10H"],"to_move":"H","last_taken":8,"trading_over":false}`,
	`{"layouts":{"S":["4H","8H","2H","6H","AH","9H","3H","7H","5H"],"H":["8S","2S","6S","7S","AS","4S","5S","9S","3S"]},"dish":["10S","10H"],"to_move":"H","last_taken":1,"trading_over":true}`,
}

// dailyTry is what duel-daily.js must read out of the answers for one try.
type dailyTry struct {
	Move  jsMove  `json:"move"`
	Slot  int     `json:"slot"`
	Kind  string  `json:"kind"`            // a verdict, or "X" for a try the rules refuse
	Reply *[3]int `json:"reply,omitempty"` // R and N: card given, source, card taken (codes)
	Why   string  `json:"why,omitempty"`   // X: the words of the engine's reason, "@" for the card taken
	Take  string  `json:"take,omitempty"`  // X: the card the try takes
}

type dailyVector struct {
	Answers json.RawMessage `json:"answers"`
	Tries   []dailyTry      `json:"tries"`
}

// dailyPuzzle makes the puzzle of a pinned position: a win in 1 when it has one.
func dailyPuzzle(t *testing.T, js string) *generator.DuelPuzzle {
	t.Helper()
	p, err := engine.ParsePosition(js)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.Solve(p)
	d := &generator.DuelPuzzle{Position: p, WinIn: 1, WinningMoves: s.WinIn1}
	if len(s.WinIn1) == 0 {
		d.WinIn, d.WinningMoves = 2, s.WinIn2
	}
	if d.Tries, err = engine.Judge(p, d.WinIn); err != nil {
		t.Fatal(err)
	}
	return d
}

func dailyVectors(t *testing.T) []byte {
	t.Helper()
	var vs []dailyVector
	for _, js := range dailyPositions {
		d := dailyPuzzle(t, js)
		p := d.Position
		answers, err := AppendAnswers(nil, d, english(t))
		if err != nil {
			t.Fatal(err)
		}
		tries, err := Tries(d)
		if err != nil {
			t.Fatal(err)
		}
		v := dailyVector{Answers: answers}
		for _, try := range tries {
			x := dailyTry{Move: toJS(try.Move), Slot: Slot(try.Move), Kind: string(rune(try.Verdict))}
			if try.Verdict == engine.Refuted || try.Verdict == engine.Stopped {
				q, _, _ := p.Play(try.Move)
				give, take := cardsOf(q, try.Reply)
				x.Reply = &[3]int{code(give), int(try.Reply.From), code(take)}
			}
			v.Tries = append(v.Tries, x)
		}
		for g := range 9 {
			for _, m := range []engine.Move{{Give: g, From: engine.FromOpponent}, {Give: g, From: engine.FromDish}} {
				for m.Take = range map[engine.Source]int{engine.FromOpponent: 9, engine.FromDish: 2}[m.From] {
					var me *engine.MoveError
					if err := p.Check(m); errors.As(err, &me) {
						why, err := reason(english(t), me)
						if err != nil {
							t.Fatal(err)
						}
						v.Tries = append(v.Tries, dailyTry{Move: toJS(m), Slot: Slot(m), Kind: "X", Why: why, Take: cardOf(p, m)})
					} else if err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		vs = append(vs, v)
	}
	return jstest.Object(t, jstest.Section{Key: "vectors", Value: vs})
}

// TestDailyVectors checks templates/play/testdata/duel-daily-vectors.json against the
// engine (with -update it rewrites it). templates/play/duel-daily.test.js, run by node
// with the play package's TestNode, checks duel-daily.js's look-ups against it.
func TestDailyVectors(t *testing.T) {
	jstest.Golden(t, dailyVectorsFile, dailyVectors(t), *update)
}
