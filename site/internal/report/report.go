// Package report is the report code of an assignment (teach/play/) and of a practice
// session (practice/), in Go: the specification of the format that templates/teach/report.js
// writes and reads (OpsReport), held to it by the test vectors this package's test writes
// (templates/teach/testdata/reports.json), so that a code made today still decodes in later
// versions. See the README's "Report codes".
package report

import (
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// Version is the version of the format, the first byte of every code.
const Version = 1

// alphabet is Crockford's base32.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Result is one puzzle's result; Played false means not played (the other fields zero).
// Ops results have Moves, Hints and Shown; Two Ops results Discard (the index of the
// discarded number), Result and Kept (the best of the five kept), in halves.
type Result struct {
	Played       bool
	Moves, Hints int
	Shown        bool
	Discard      int
	Result, Kept int
}

// Report is what a report code holds: the assignment (its sheet's options and whether
// hints and solutions were allowed), the student's name and a result per puzzle.
type Report struct {
	Options sheet.Options // Code, Game, Level, Count, Swaps, NoModulo, NoNegative
	Help    bool
	Name    string
	Results []Result
}

// twoOps reports whether puzzle i of a sheet of the game is a Two Ops hand.
func twoOps(g sheet.Game, i int) bool { return g == sheet.TwoOps || (g == sheet.Mixed && i%2 == 1) }

var games = []sheet.Game{sheet.Ops, sheet.TwoOps, sheet.Mixed}

// Encode writes a report as its code.
func Encode(r Report) (string, error) {
	o := r.Options
	if err := o.Check(); err != nil {
		return "", err
	}
	if len(r.Results) != o.Count || len(o.Code) > 255 || len(r.Name) > 255 {
		return "", errors.New("report: results or strings do not fit")
	}
	g := 0
	for i, x := range games {
		if x == o.Game {
			g = i
		}
	}
	flags := byte(g) | byte(o.Level)<<2
	if r.Help {
		flags |= 32
	}
	if o.NoModulo {
		flags |= 64
	}
	if o.NoNegative {
		flags |= 128
	}
	b := []byte{Version, flags, byte(o.Swaps), byte(o.Count), byte(len(o.Code))}
	b = append(b, o.Code...)
	b = append(b, byte(len(r.Name)))
	b = append(b, r.Name...)
	for i, x := range r.Results {
		if !twoOps(o.Game, i) {
			if !x.Played {
				b = append(b, 255, 0)
				continue
			}
			s := byte(0)
			if x.Shown {
				s = 1
			}
			b = append(b, byte(min(x.Moves, 254)), byte(min(x.Hints, 127))<<1|s)
			continue
		}
		if !x.Played {
			b = append(b, 0, 128, 128)
			continue
		}
		b = append(b, 128|byte(x.Discard), byte(x.Result+128), byte(x.Kept+128))
	}
	return text(b), nil
}

// text writes the bytes of a code, its check appended, as its text: Crockford's base32 in
// groups of five characters joined by "-".
func text(b []byte) string {
	c := crc32.ChecksumIEEE(b)
	b = append(b, byte(c>>24), byte(c>>16), byte(c>>8), byte(c))
	var t []byte
	acc, bits := 0, 0
	for _, v := range b {
		acc = (acc<<8 | int(v)) & 0xfff
		bits += 8
		for bits >= 5 {
			bits -= 5
			t = append(t, alphabet[acc>>bits&31])
		}
	}
	if bits > 0 {
		t = append(t, alphabet[acc<<(5-bits)&31])
	}
	var groups []string
	for len(t) > 5 {
		groups = append(groups, string(t[:5]))
		t = t[5:]
	}
	return strings.Join(append(groups, string(t)), "-")
}

// ErrMistyped is the error of a code whose check does not match.
var ErrMistyped = errors.New("report code is mistyped: its check does not match")

// bytesOf reads the text of a code into its bytes, the check verified and cut off:
// letters in either case, spaces and dashes ignored, O read as 0 and I and L as 1.
func bytesOf(code string) ([]byte, error) {
	t := strings.NewReplacer(" ", "", "-", "", "\t", "", "\n", "", "O", "0", "I", "1", "L", "1").Replace(strings.ToUpper(code))
	var b []byte
	acc, bits := 0, 0
	for _, ch := range t {
		v := strings.IndexRune(alphabet, ch)
		if v < 0 {
			return nil, fmt.Errorf("report code holds %q, a character no report code has", ch)
		}
		acc = (acc<<5 | v) & 0xfff
		bits += 5
		if bits >= 8 {
			bits -= 8
			b = append(b, byte(acc>>bits))
		}
	}
	if bits >= 5 || acc&(1<<bits-1) != 0 || len(b) < 11 {
		return nil, ErrMistyped
	}
	body, tail := b[:len(b)-4], b[len(b)-4:]
	if crc32.ChecksumIEEE(body) != uint32(tail[0])<<24|uint32(tail[1])<<16|uint32(tail[2])<<8|uint32(tail[3]) {
		return nil, ErrMistyped
	}
	return body, nil
}

// twoStrings reads two strings, each its length (one byte) and bytes, from body at at; it
// returns them and where they end, or false if body is too short.
func twoStrings(body []byte, at int) ([2]string, int, bool) {
	var strs [2]string
	for i := range strs {
		if at >= len(body) || at+1+int(body[at]) > len(body) {
			return strs, at, false
		}
		n := int(body[at])
		strs[i] = string(body[at+1 : at+1+n])
		at += 1 + n
	}
	return strs, at, true
}

// DecodePractice reads a practice session's report code (see Decode for the text).
func DecodePractice(code string) (Practice, error) {
	body, err := bytesOf(code)
	if err != nil {
		return Practice{}, err
	}
	if body[0] != PracticeKind {
		return Practice{}, fmt.Errorf("report code of kind %d, not a practice session's", body[0])
	}
	return decodePractice(body)
}

// Decode reads an assignment's report code: letters in either case, spaces and dashes
// ignored, O read as 0 and I and L as 1.
func Decode(code string) (Report, error) {
	var r Report
	body, err := bytesOf(code)
	if err != nil {
		return r, err
	}
	if body[0] == PracticeKind {
		return r, errors.New("report code of a practice session, not of an assignment")
	}
	if body[0] != Version {
		return r, fmt.Errorf("report code of version %d, which this version does not know", body[0])
	}
	bad := errors.New("report code does not hold a report")
	f := body[1]
	if int(f&3) >= len(games) {
		return r, bad
	}
	o := sheet.Options{Game: games[f&3], Level: generator.Level(f >> 2 & 7), NoModulo: f&64 != 0, NoNegative: f&128 != 0, Swaps: int(body[2]), Count: int(body[3])}
	r.Help = f&32 != 0
	strs, at, ok := twoStrings(body, 4)
	if !ok || !utf8.ValidString(strs[0]) || !utf8.ValidString(strs[1]) {
		return r, bad
	}
	o.Code, r.Name = strs[0], strs[1]
	for i := range o.Count {
		if !twoOps(o.Game, i) {
			if at+2 > len(body) {
				return r, bad
			}
			x := Result{}
			if body[at] != 255 {
				x = Result{Played: true, Moves: int(body[at]), Hints: int(body[at+1] >> 1), Shown: body[at+1]&1 != 0}
			}
			r.Results = append(r.Results, x)
			at += 2
			continue
		}
		if at+3 > len(body) {
			return r, bad
		}
		x := Result{}
		if body[at]&128 != 0 {
			x = Result{Played: true, Discard: int(body[at] & 7), Result: int(body[at+1]) - 128, Kept: int(body[at+2]) - 128}
		}
		r.Results = append(r.Results, x)
		at += 3
	}
	if at != len(body) || o.Level > 5 || o.Check() != nil {
		return r, bad
	}
	r.Options = o
	return r, nil
}
