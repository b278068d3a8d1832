package ops

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/puzzles"
)

func TestParseLayout(t *testing.T) {
	for _, in := range []string{"789456123", "789/456/123", " 789/456/123\n"} {
		l, err := ParseLayout(in)
		if err != nil || l != Natural {
			t.Errorf("ParseLayout(%q) = %v, %v; want the natural layout", in, l, err)
		}
	}
	if l, err := ParseLayout("000000000"); err != nil || l != (Layout{}) {
		t.Errorf("ParseLayout of tens: %v %v", l, err)
	}
	for in, why := range map[string]string{
		"":             "empty",
		"78945612":     "8 digits",
		"7894561230":   "10 digits",
		"78945612x":    `'x' is not a digit`,
		"789/456/12":   "group 3 has 2 characters",
		"789/456":      "2 groups",
		"1078945612":   "a ten is written 0",
		"78945612-":    `'-' is not a digit`,
		"789/4a6/123":  `'a' is not a digit`,
		"789//456/123": "4 groups",
	} {
		_, err := ParseLayout(in)
		if err == nil {
			t.Errorf("ParseLayout(%q) should fail", in)
			continue
		}
		msg := err.Error()
		if !errors.Is(err, ErrLayout) || !strings.Contains(msg, why) || !strings.Contains(msg, "789456123") {
			t.Errorf("ParseLayout(%q) error %q should wrap ErrLayout, say %q and show an example", in, msg, why)
		}
		if strings.Contains(msg, "\n") {
			t.Errorf("ParseLayout(%q) error %q should be one line", in, msg)
		}
	}
}

func TestFormatLayout(t *testing.T) {
	if s := Natural.String(); s != "789456123" {
		t.Errorf("String() = %q", s)
	}
	if s := Natural.Slashed(); s != "789/456/123" {
		t.Errorf("Slashed() = %q", s)
	}
	l := Layout{1, 0, 3, 4, 5, 6, 7, 8, 9}
	if back, err := ParseLayout(l.Slashed()); err != nil || back != l {
		t.Errorf("round trip of %v: %v %v", l, back, err)
	}
}

func TestTranspose(t *testing.T) {
	// 789/456/123 reflected through 7 and 3: columns become rows.
	if got := Transpose(Natural); got.Slashed() != "741/852/963" {
		t.Errorf("Transpose(natural) = %v", got.Slashed())
	}
	if Transpose(Transpose(Natural)) != Natural {
		t.Error("Transpose is not an involution")
	}
	if Canonical(Natural) != Canonical(Transpose(Natural)) {
		t.Error("a layout and its transpose should share a canonical form")
	}
	if got := Natural.Swap(Point, Hole); got.String() != "389456127" {
		t.Errorf("Swap = %v", got)
	}
}

func TestOps(t *testing.T) {
	for _, c := range []struct {
		op   Op
		a, b int
		want int
		ok   bool
	}{
		{Add, 3, 4, 7, true}, {Sub, 7, 2, 5, true}, {Sub, 2, 7, -5, true}, {Mul, 0, 6, 0, true},
		{Div, 8, 4, 2, true}, {Div, 7, 2, 0, false}, {Div, 5, 0, 0, false}, {Div, 0, 5, 0, true},
	} {
		got, ok := c.op.Apply(c.a, c.b)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("%d %v %d = %d, %v; want %d, %v", c.a, c.op, c.b, got, ok, c.want, c.ok)
		}
	}
	if s := Add.String() + Sub.String() + Mul.String() + Div.String(); s != "+−×÷" {
		t.Errorf("signs %q", s)
	}
}

func TestCheckSeedExample(t *testing.T) {
	// The seed's example proof: 1 + 3 = 4, 7 − 2 = 5, 1 + 7 = 8, 3 × 2 = 6.
	l, err := ParseLayout("134/725/869")
	if err != nil {
		t.Fatal(err)
	}
	want := [4][]string{{"1 + 3 = 4"}, {"7 − 2 = 5"}, {"1 + 7 = 8"}, {"3 × 2 = 6"}}
	for k, c := range Check(l) {
		if !c.Holds || !slices.Equal(c.Equations, want[k]) || len(c.Ops) != len(c.Equations) {
			t.Errorf("%s: %+v, want %q", Lines[k].Name, c, want[k])
		}
	}
	if !Provable(l) {
		t.Error("the seed's example should be provable")
	}
	if Provable(Natural) {
		t.Error("789/456/123 is not provable")
	}
	// Operand order matters: 2 7 | 5 is not proved by 7 − 2 = 5.
	if Provable(Layout{1, 3, 4, 2, 7, 5, 8, 6, 9}) {
		t.Error("2 7 | 5 should not hold")
	}
	// Zeros: 0 + 4 = 4, 0 × 6 = 0, 4 − 4 = 0; several operations can prove one line.
	z := Check(Layout{0, 0, 0, 0, 0, 0, 0, 0, 0})
	if !z[0].Holds || !slices.Equal(z[0].Ops, []Op{Add, Sub, Mul}) {
		t.Errorf("0 0 | 0: %+v, want + − × (never ÷ by zero)", z[0])
	}
	if !Provable(Layout{}) {
		t.Error("nine tens are provable")
	}
	if c := Check(Layout{8, 4, 2, 1, 1, 1, 8, 4, 0}); !slices.Equal(c[0].Equations, []string{"8 ÷ 4 = 2"}) ||
		!slices.Equal(c[1].Equations, []string{"1 × 1 = 1", "1 ÷ 1 = 1"}) {
		t.Errorf("checks %+v", c)
	}
}

// TestProvableAgreesWithCheck compares the table-driven Provable with Check on every
// layout of values 0-3 and a spread of others.
func TestProvableAgreesWithCheck(t *testing.T) {
	var l Layout
	for n := 0; n < 1<<16; n++ {
		for i := range 8 {
			l[i] = uint8(n >> (2 * i) & 3 * 3) // values 0, 3, 6, 9
		}
		all := true
		for _, c := range Check(l) {
			all = all && c.Holds
		}
		if all != Provable(l) {
			t.Fatalf("%v: Check says %v, Provable %v", l, all, Provable(l))
		}
	}
	if Provable(Layout{10, 0, 10}) {
		t.Error("values above 9 never prove")
	}
}

func TestParseSuited(t *testing.T) {
	cards, err := ParseSuited("7S8S9S/4S5S6S/1S2S3S")
	if err != nil {
		t.Fatal(err)
	}
	if Values(cards) != Natural || cards[0] != (puzzles.Card{Rank: 7, Suit: puzzles.Spades}) {
		t.Errorf("ParseSuited: %v", cards)
	}
	if s := FormatSuited(cards); s != "7S8S9S/4S5S6S/1S2S3S" {
		t.Errorf("FormatSuited = %q", s)
	}
	mixed, err := ParseSuited("10s 8♥ 9h, 4S 5s 6s/ AS 2S TH")
	if err != nil {
		t.Fatal(err)
	}
	if Values(mixed).String() != "089456120" || FormatSuited(mixed) != "10S8H9H/4S5S6S/1S2S10H" {
		t.Errorf("mixed: %v %s", Values(mixed), FormatSuited(mixed))
	}
	if back, err := ParseSuited(FormatSuited(mixed)); err != nil || back != mixed {
		t.Errorf("round trip: %v %v", back, err)
	}
	for in, why := range map[string]string{
		"7S8S9S/4S5S6S/1S2S":      "8 cards",
		"7S8S9S/4S5S6S/1S2S3S4S":  "more than 9",
		"7S8S9S/4S5S6S/1S2S7S":    "7S appears twice",
		"7S8S9S/4S5S6S/1S2SKS":    "court card",
		"7S8S9S/4S5S6S/1S2S3":     "lacks a suit",
		"7S8S9S/4S5S6S/1S2S3X":    `"3X" is not a card`,
		"7S8S9S/4S5S6S/1S2SXS":    `"XS" is not a card`,
		"":                        "0 cards",
		"7S8S9S/4S5S6S/1S2S3S/10": "lacks a suit",
	} {
		_, err := ParseSuited(in)
		if err == nil || !errors.Is(err, ErrLayout) || !strings.Contains(err.Error(), why) ||
			!strings.Contains(err.Error(), "7S8S9S/4S5S6S/1S2S3S") {
			t.Errorf("ParseSuited(%q) = %v; want an error saying %q with an example", in, err, why)
		}
	}
}

func FuzzParseLayout(f *testing.F) {
	for _, s := range []string{"789456123", "789/456/123", "000000000", "78945612", "789/456/12x", "10/456/123", "７８９456123"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLayout(s)
		if err != nil {
			if !errors.Is(err, ErrLayout) || strings.ContainsAny(err.Error(), "\n") && !strings.Contains(s, "\n") {
				t.Fatalf("ParseLayout(%q): error %q", s, err)
			}
			return
		}
		if !l.Valid() {
			t.Fatalf("ParseLayout(%q) = invalid %v", s, l)
		}
		for _, text := range []string{l.String(), l.Slashed()} {
			if back, err := ParseLayout(text); err != nil || back != l {
				t.Fatalf("round trip of %q through %q: %v %v", s, text, back, err)
			}
		}
	})
}

func FuzzParseSuited(f *testing.F) {
	for _, s := range []string{"7S8S9S/4S5S6S/1S2S3S", "10s 8♥ 9h, 4S 5s 6s/ AS 2S TH", "7S8S9S/4S5S6S/1S2S", "KS"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cards, err := ParseSuited(s)
		if err != nil {
			if !errors.Is(err, ErrLayout) {
				t.Fatalf("ParseSuited(%q): error %q", s, err)
			}
			return
		}
		if back, err := ParseSuited(FormatSuited(cards)); err != nil || back != cards {
			t.Fatalf("round trip of %q: %v %v", s, back, err)
		}
		if !Values(cards).Valid() {
			t.Fatalf("ParseSuited(%q): values %v", s, Values(cards))
		}
	})
}
