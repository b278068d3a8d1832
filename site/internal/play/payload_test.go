package play

import (
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// decode undoes Encode: base64, then the same XOR (it is its own inverse).
func decode(t *testing.T, payload, seed string) []byte {
	t.Helper()
	raw, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		t.Fatal(err)
	}
	back, err := base64.StdEncoding.DecodeString(Encode(raw, seed))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// TestPayload decodes a day's payload and compares it with the record it came from.
func TestPayload(t *testing.T) {
	for _, date := range []string{"2026-11-29", "2028-02-29", "2039-12-31"} {
		rec := record(t, date)
		d, err := ForDay(rec)
		if err != nil {
			t.Fatal(err)
		}
		plain := decode(t, d.Payload, date)
		if strings.Contains(d.Payload, rec.TwoOps.Best) && len(rec.TwoOps.Best) > 2 {
			t.Errorf("%s: the payload shows the best %s", date, rec.TwoOps.Best)
		}
		var p struct {
			T struct {
				O    []string
				G    string
				Goal string
				B    string
				A    string
				D    []struct {
					C, B, R string
					K       float64
					X       []string
				}
			}
		}
		if err := json.Unmarshal(plain, &p); err != nil {
			t.Fatalf("%s: payload is not JSON: %v\n%s", date, err, plain)
		}
		tw := rec.TwoOps
		if p.T.O[0] != tw.Operators[0].String() || p.T.O[1] != tw.Operators[1].String() || p.T.G != tw.GoalCard.String() ||
			p.T.Goal != tw.Goal || p.T.B != tw.Best || p.T.A != tw.Advice.String() || len(p.T.D) != 6 {
			t.Errorf("%s: payload %s does not match the record", date, plain)
		}
		for i, x := range p.T.D {
			want := tw.Discards[i]
			if x.C != want.Card.String() || x.B != want.Best || strconv.FormatFloat(x.K, 'f', 4, 64) != strconv.FormatFloat(want.KeepRate, 'f', 4, 64) {
				t.Errorf("%s: discard %d is %+v, the record says %+v", date, i, x, want)
			}
			if len(x.X) != 2 || x.X[0] != want.Arrangement.Operations[0].Explain() || !strings.HasSuffix(x.R, "= "+want.Best+".") {
				t.Errorf("%s: discard %d explains %q and %q", date, i, x.X, x.R)
			}
		}
		if d.Suit != SuitOf(mustDate(t, date)) || d.Cards[8].Region != "hole" || d.Cards[4].Region != "main" || d.Cards[5].Region != "margin" {
			t.Errorf("%s: cards %+v", date, d.Cards)
		}
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
