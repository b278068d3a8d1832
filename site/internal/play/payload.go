package play

import (
	"encoding/base64"
	"fmt"
	"strconv"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
)

// Encode obfuscates plain so that it cannot be read at a glance in a page's source: each
// byte is XORed with a key stream (xorshift32 seeded by the FNV-1a hash of "opsdaily " and
// the seed, usually the date; each state gives four bytes, low byte first), then the whole
// is written in base64. OpsRules.decode in
// templates/play/rules.js undoes it. It hides spoilers; it is not encryption.
func Encode(plain []byte, seed string) string {
	out := make([]byte, len(plain))
	h := uint32(2166136261)
	for _, c := range []byte("opsdaily " + seed) {
		h = (h ^ uint32(c)) * 16777619
	}
	if h == 0 {
		h = 1
	}
	for i := range plain {
		if i&3 == 0 {
			h ^= h << 13
			h ^= h >> 17
			h ^= h << 5
		}
		out[i] = plain[i] ^ byte(h>>(8*(i&3)))
	}
	return base64.StdEncoding.EncodeToString(out)
}

// twoOpsJSON writes the Two Ops part of a day's payload:
//
//	{"t":{"o":[operators],"g":goal card,"goal":goal,"b":best,"a":advised discard,
//	      "d":[{"c":discard,"b":best kept,"k":keep rate,
//	            "p":"KH 9C 3C JS 5H 2D 5C"}, one per discard]}}
//
// "p" is the record's optimal arrangement of the five cards kept: operator, numbers,
// operator, numbers, marker; the page explains it with OpsRules.explain, which the shared
// test vectors hold to twoops.Explain. It is written by hand, as ForDay runs once per day
// of a long build.
func twoOpsJSON(t generator.TwoOpsPuzzle) ([]byte, error) {
	goal := t.Goal
	if len(t.Operators) != 2 {
		return nil, fmt.Errorf("two ops: %d operators, want 2", len(t.Operators))
	}
	opers := [2]puzzles.Card{t.Operators[0], t.Operators[1]}
	b := make([]byte, 0, 1600)
	b = append(b, `{"t":{"o":[`...)
	b = appendStr(b, opers[0].String())
	b = append(b, ',')
	b = appendStr(b, opers[1].String())
	b = append(b, `],"g":`...)
	b = appendStr(b, t.GoalCard.String())
	b = append(b, `,"goal":`...)
	b = appendStr(b, goal.String())
	b = append(b, `,"b":`...)
	b = appendStr(b, t.Best.String())
	b = append(b, `,"a":`...)
	b = appendStr(b, t.Advice.String())
	b = append(b, `,"d":[`...)
	for i, d := range t.Discards {
		a := d.Arrangement
		if a.Result != d.Best || len(a.Marker) != 1 || a.Marker[0] == d.Card {
			return nil, fmt.Errorf("two ops without %s: the record's arrangement %v does not reach its best %s", d.Card, a, d.Best)
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"c":`...)
		b = appendStr(b, d.Card.String())
		b = append(b, `,"b":`...)
		b = appendStr(b, d.Best.String())
		b = append(b, `,"k":`...)
		b = strconv.AppendFloat(b, d.KeepRate, 'f', 4, 64)
		b = append(b, `,"p":"`...)
		for _, o := range a.Operations {
			b = append(b, o.Operator.String()...)
			b = append(b, ' ')
			b = append(b, o.Numbers[0].String()...)
			b = append(b, ' ')
			b = append(b, o.Numbers[1].String()...)
			b = append(b, ' ')
		}
		b = append(b, a.Marker[0].String()...)
		b = append(b, '"')
		b = append(b, '}')
	}
	b = append(b, "]}}"...)
	return b, nil
}

// appendStr appends s as a JSON string. Bytes of multi-byte UTF-8 characters are copied
// as they are.
func appendStr(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, `\u00`...)
			b = append(b, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}
