// Package bank makes the puzzle banks of the practice page: graded Ops solitaire starts and
// Two Ops deals, drawn from the generator's practice helpers (generator.OpsAt and
// generator.TwoOpsAt) and solved at build time, with a compact JSON encoding that the page's
// script reads.
//
// A bank is a pure function of its seed and sizes: the same site seed ships the same bank.
// The page chooses puzzles from it in a seeded order of its own (a class code or a learner's
// random seed), so the bank itself is shared by everyone.
package bank

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// Default sizes of a bank, per level: enough for long sessions while keeping the practice
// page within its weight budget (see the README).
const (
	OpsPerLevel    = 80
	TwoOpsPerLevel = 30
)

// Levels is the number of levels of each game (generator.Levels).
const Levels = len(generator.Levels)

// Bank holds the practice puzzles by level: Ops[l-1] and TwoOps[l-1] are those of level l.
type Bank struct {
	Ops    [Levels][]generator.OpsPuzzle
	TwoOps [Levels][]generator.TwoOpsPuzzle
}

// SeedOf returns the generator seed a site seed's bank is drawn with, so that practice
// puzzles are not the days' puzzles.
func SeedOf(siteSeed string) string { return siteSeed + "/practice" }

// Make draws a bank for a site seed: opsPer Ops starts and twoOpsPer Two Ops deals of each
// level, without repeats within a level (a start and its transpose count as one), in the
// order of the generator's indexes.
func Make(siteSeed string, opsPer, twoOpsPer int) (*Bank, error) {
	if opsPer < 1 || twoOpsPer < 1 {
		return nil, fmt.Errorf("bank: sizes %d and %d: want at least 1 puzzle of each level", opsPer, twoOpsPer)
	}
	seed := SeedOf(siteSeed)
	b := &Bank{}
	for i, l := range generator.Levels {
		seen := map[string]bool{}
		for index := 0; len(b.Ops[i]) < opsPer; index++ {
			p, err := generator.OpsAt(seed, index, l)
			if err != nil {
				return nil, fmt.Errorf("bank: ops level %d: %w", l, err)
			}
			key := min(p.Start, transpose(p.Start))
			if seen[key] {
				continue
			}
			seen[key] = true
			b.Ops[i] = append(b.Ops[i], p)
		}
		seen = map[string]bool{}
		for index := 0; len(b.TwoOps[i]) < twoOpsPer; index++ {
			p, err := generator.TwoOpsAt(seed, index, l)
			if err != nil {
				return nil, fmt.Errorf("bank: two ops level %d: %w", l, err)
			}
			key := fmt.Sprint(p.Numbers, p.Operators, p.GoalCard)
			if seen[key] {
				continue
			}
			seen[key] = true
			b.TwoOps[i] = append(b.TwoOps[i], p)
		}
	}
	return b, nil
}

// transpose returns an Ops start (9 digits) reflected through the point and the hole
// (ops.Transpose), or s itself if it is not a layout.
func transpose(s string) string {
	l, err := ops.ParseLayout(s)
	if err != nil {
		return s
	}
	return ops.Transpose(l).String()
}

// JSON writes the bank as the practice page's script reads it:
//
//	{"ops":[[start+optimal, ...] for each level],
//	 "two":[[{"n":"AS 3H 7D 9C 10S 5H","o":"KH JS","g":"6D","b":"13.5","a":"9C",
//	          "d":[[best kept, kept outcomes], one per number card in order]}, ...] for each level],
//	 "outcomes":2244}
//
// An Ops entry is the start's nine digits followed by its optimal move count, like
// "7814569233". Keep rates are exact counts out of "outcomes".
func (b *Bank) JSON() []byte {
	type twoOps struct {
		N string   `json:"n"` // the six numbers
		O string   `json:"o"` // the two operators
		G string   `json:"g"` // the goal card
		B string   `json:"b"` // the best over any discard
		A string   `json:"a"` // the advised discard
		D [][2]any `json:"d"` // per discard: the best of the five kept, the kept outcomes
	}
	var out struct {
		Ops      [Levels][]string `json:"ops"`
		Two      [Levels][]twoOps `json:"two"`
		Outcomes int              `json:"outcomes"`
	}
	out.Outcomes = twoops.Outcomes
	for i := range Levels {
		out.Ops[i] = make([]string, 0, len(b.Ops[i]))
		for _, p := range b.Ops[i] {
			out.Ops[i] = append(out.Ops[i], p.Start+strconv.Itoa(p.OptimalMoves))
		}
		out.Two[i] = make([]twoOps, 0, len(b.TwoOps[i]))
		for _, p := range b.TwoOps[i] {
			t := twoOps{N: joinCards(p.Numbers), O: joinCards(p.Operators), G: p.GoalCard.String(), B: p.Best.String(), A: p.Advice.String()}
			for _, d := range p.Discards {
				t.D = append(t.D, [2]any{d.Best, d.Kept})
			}
			out.Two[i] = append(out.Two[i], t)
		}
	}
	js, err := json.Marshal(out)
	if err != nil {
		panic("bank: " + err.Error()) // strings and numbers always marshal
	}
	return js
}

func joinCards[C fmt.Stringer](cs []C) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}
