package play

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/puzzles"
)

// decode undoes Encode: each character back along the alphabet by its byte of the key
// stream (made again here, as the README describes it), then ~ and ^ are quotes and
// backslashes again, and the JSON's escapes are read by json.Unmarshal.
func decode(t *testing.T, payload, seed string) []byte {
	t.Helper()
	var alphabet []byte
	for c := byte(' '); c <= '~'; c++ {
		if !strings.ContainsRune(`"&'+/<>\`+"`", rune(c)) {
			alphabet = append(alphabet, c)
		}
	}
	f := fnv.New32a()
	f.Write([]byte("opsdaily " + seed))
	h := f.Sum32()
	out := make([]byte, len(payload))
	for i := range len(payload) {
		if i%4 == 0 {
			h ^= h << 13
			h ^= h >> 17
			h ^= h << 5
		}
		at := bytes.IndexByte(alphabet, payload[i])
		if at < 0 {
			t.Fatalf("payload %q: %q is not in the alphabet", payload, payload[i])
		}
		k := int(h >> (8 * (i % 4)) & 255)
		out[i] = alphabet[((at-k)%len(alphabet)+len(alphabet))%len(alphabet)]
	}
	return []byte(strings.NewReplacer("~", `"`, "^", `\`).Replace(string(out)))
}

// TestEncode checks that Encode writes only characters that need no escaping in an
// attribute or a script's string, one for one where the JSON needs no escape, and that
// every JSON string comes back, quotes, backslashes, the alphabet's own ~ and ^,
// characters HTML escapes and characters outside ASCII included.
func TestEncode(t *testing.T) {
	if len(Alphabet) != 86 {
		t.Errorf("the alphabet has %d characters", len(Alphabet))
	}
	for _, s := range []string{"", "lowest-sum 7.5 KH 10D", `quote " and \ backslash`, "~^ <a href='x'>&amp;</a> 1+1 `/`", "é, ÷ − ×, ♥, 🂡, \u2028\u2029, \x00\x1f"} {
		js, err := json.Marshal(map[string]any{"s": s, "n": -2.5, "b": []bool{true, false}, "z": nil})
		if err != nil {
			t.Fatal(err)
		}
		for _, seed := range []string{"2026-11-29", "x"} {
			enc := Encode(js, seed)
			for _, c := range []byte(enc) {
				if !strings.ContainsRune(Alphabet, rune(c)) || strings.ContainsRune(`"&'+/<>\`+"`", rune(c)) {
					t.Fatalf("Encode(%s) = %q: %q needs escaping", js, enc, c)
				}
			}
			if !strings.ContainsAny(s, `"\~^<>&'+/`+"`") && !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x80 || r < 0x20 }) && len(enc) != len(js) {
				t.Errorf("Encode(%s) has %d characters, want %d", js, len(enc), len(js))
			}
			var back struct{ S string }
			if err := json.Unmarshal(decode(t, enc, seed), &back); err != nil || back.S != s {
				t.Errorf("Encode(%s) decodes to %q, %v", js, back.S, err)
			}
		}
	}
}

// TestPayload decodes a day's payload and compares it with the record it came from.
func TestPayload(t *testing.T) {
	// A best of one or two characters ("7", "-2") can turn up in any text by chance, so
	// only longer ones are looked for in the payload: 2026-11-24 (-12) and 2026-12-27
	// (-11) have one, and the test fails if they stop being checked.
	hidden := 0
	for _, date := range []string{"2026-11-29", "2028-02-29", "2039-12-31", "2026-11-24", "2026-12-27"} {
		rec := record(t, date)
		d, err := ForDay(english(), rec)
		if err != nil {
			t.Fatal(err)
		}
		plain := decode(t, d.Payload, date)
		if best := rec.TwoOps.Best.String(); len(best) > 2 {
			hidden++
			if strings.Contains(d.Payload, best) {
				t.Errorf("%s: the payload shows the best %s", date, best)
			}
			if !strings.Contains(string(plain), `"`+best+`"`) {
				t.Errorf("%s: the decoded payload lacks the best %s: the check above proves nothing", date, best)
			}
		}
		var p struct {
			T struct {
				O    []string
				G    string
				Goal string
				B    string
				A    string
				D    []struct {
					C, B, P string
					K       float64
				}
			}
		}
		if err := json.Unmarshal(plain, &p); err != nil {
			t.Fatalf("%s: payload is not JSON: %v\n%s", date, err, plain)
		}
		tw := rec.TwoOps
		if p.T.O[0] != tw.Operators[0].String() || p.T.O[1] != tw.Operators[1].String() || p.T.G != tw.GoalCard.String() ||
			p.T.Goal != tw.Goal.String() || p.T.B != tw.Best.String() || p.T.A != tw.Advice.String() || len(p.T.D) != 6 {
			t.Errorf("%s: payload %s does not match the record", date, plain)
		}
		for i, x := range p.T.D {
			want := tw.Discards[i]
			if x.C != want.Card.String() || x.B != want.Best.String() || strconv.FormatFloat(x.K, 'f', 4, 64) != strconv.FormatFloat(want.KeepRate, 'f', 4, 64) {
				t.Errorf("%s: discard %d is %+v, the record says %+v", date, i, x, want)
			}
			a := want.Arrangement
			o0, o1 := a.Operations[0], a.Operations[1]
			wantP := strings.Join([]string{o0.Operator.String(), o0.Numbers[0].String(), o0.Numbers[1].String(),
				o1.Operator.String(), o1.Numbers[0].String(), o1.Numbers[1].String(), a.Marker[0].String()}, " ")
			if x.P != wantP {
				t.Errorf("%s: discard %d plays %q, want %q", date, i, x.P, wantP)
			}
		}
		if d.Suit != SuitOf(mustDate(t, date)) {
			t.Errorf("%s: suit %v", date, d.Suit)
		}
		cards := string(d.OpsCards)
		buttons := strings.Split(cards, "<button")[1:]
		for p := range 9 {
			c := puzzles.Card{Rank: puzzles.Rank(rec.Ops.Start[p] - '0'), Suit: d.Suit}
			// The p-th button: its position, its label and the rank it shows first (which
			// the script reads the start from).
			want := fmt.Sprintf(`data-pos="%d"`, p)
			label := englishLabel(c, p)
			if len(buttons) != 9 || !strings.Contains(buttons[p], want) || !strings.Contains(buttons[p], `aria-label="`+label+`"`) ||
				!strings.Contains(buttons[p], `"><b>`+c.Rank.String()+`</b>`) {
				t.Errorf("%s: no %s labelled %q showing %s in %s", date, want, label, c.Rank, cards)
			}
		}
		if strings.Count(cards, "<button") != 9 || strings.Contains(cards, `tabindex`) || strings.Count(string(d.Hand), "<button") != 6 {
			t.Errorf("%s: markup %s %s", date, cards, d.Hand)
		}
	}
	if hidden < 2 {
		t.Errorf("the best was looked for in %d payloads, want 2: pick dates whose best is longer than two characters", hidden)
	}
}

// TestSuitOf checks that the suit of the Ops cards cycles through the four suits by day.
func TestSuitOf(t *testing.T) {
	seen := map[string]bool{}
	for _, date := range []string{"1970-01-01", "1970-01-02", "1970-01-03", "1970-01-04", "1970-01-05"} {
		seen[SuitOf(mustDate(t, date)).Name()] = true
	}
	if SuitOf(mustDate(t, "1970-01-01")).Name() != "spades" || SuitOf(mustDate(t, "1970-01-05")).Name() != "spades" || len(seen) != 4 {
		t.Errorf("suits %v", seen)
	}
	if SuitOf(mustDate(t, "1969-12-31")).Name() != "clubs" {
		t.Error("the day before 1970 should be clubs")
	}
}

func FuzzAppendStr(f *testing.F) {
	for _, s := range []string{"", `K♥ with "9♣" \ 3♣`, "\x00\n\t\u2028", "÷ − ×"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		var got string
		if err := json.Unmarshal(appendStr(nil, s), &got); err != nil || got != s {
			t.Fatalf("appendStr(%q) reads back as %q, %v", s, got, err)
		}
	})
}
