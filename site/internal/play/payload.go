package play

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"unicode/utf16"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
)

// Alphabet is the characters an encoded payload is written in: the printable ASCII
// characters that need no escaping in a quoted HTML attribute nor in a script's string
// (html/template escapes " & ' + / < > \ and `), 86 of them, in code order.
// OpsRules.decode makes the same list.
const Alphabet = " !#$%()*,-.0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~"

// index is the place of each byte in Alphabet, -1 for the others.
var index = func() (ix [256]int8) {
	for i := range ix {
		ix[i] = -1
	}
	for i := range len(Alphabet) {
		ix[Alphabet[i]] = int8(i)
	}
	return ix
}()

// Encode obfuscates the JSON text plain so that it cannot be read at a glance in a page's
// source, one character for one, so that a payload is no longer than its JSON (base64 is
// a third longer). First every character of plain is put in Alphabet: a quote becomes ~,
// a backslash ^, and any other character outside it (~ and ^ themselves, the escaped ones,
// controls and every non-ASCII character) the JSON escape ^uXXXX (UTF-16, as JSON writes
// it), which is only valid inside a JSON string, where the site's JSON has them. Then the
// character at place i moves forward in Alphabet by the i-th byte of a key stream
// (xorshift32 seeded by the FNV-1a hash of "opsdaily " and the seed, usually the date;
// each state gives four bytes, low byte first), modulo its length. OpsRules.decode in
// templates/play/rules.js undoes it. It hides spoilers; it is not encryption.
func Encode(plain []byte, seed string) string {
	text := make([]byte, 0, len(plain)+len(plain)/8)
	for _, r := range string(plain) {
		switch {
		case r == '"':
			text = append(text, '~')
		case r == '\\':
			text = append(text, '^')
		case r < 0x80 && r != '~' && r != '^' && index[r] >= 0:
			text = append(text, byte(r))
		default:
			for _, u := range utf16.Encode([]rune{r}) {
				text = append(text, '^', 'u', hex[u>>12], hex[u>>8&15], hex[u>>4&15], hex[u&15])
			}
		}
	}
	f := fnv.New32a()
	f.Write([]byte("opsdaily " + seed))
	h := f.Sum32()
	if h == 0 {
		h = 1
	}
	for i, c := range text {
		if i&3 == 0 {
			h ^= h << 13
			h ^= h >> 17
			h ^= h << 5
		}
		text[i] = Alphabet[(int(index[c])+int(byte(h>>(8*(i&3)))))%len(Alphabet)]
	}
	return string(text)
}

// hex is the digits of the escapes Encode writes.
const hex = "0123456789abcdef"

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
