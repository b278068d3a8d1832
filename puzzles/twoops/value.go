package twoops

import (
	"fmt"
	"strconv"
	"strings"
)

// Value is an exact Two Ops value. Every value of the game (pip values, averages, sums,
// differences) is a multiple of one half, so a Value holds twice the value it stands for:
// Value(15) is 7.5 and Value(-4) is -2. Build values with [Int] and [Half] rather than
// by conversion, and compare them with the ordinary operators (<, ==, >); sums and
// differences of Values are Values.
type Value int

// Int returns the whole number n as a Value: Int(4) is 4.
func Int(n int) Value { return Value(2 * n) }

// Half returns n halves as a Value: Half(15) is 7.5, Half(-5) is -2.5, Half(8) is 4.
func Half(n int) Value { return Value(n) }

// Halves returns the number of halves in v (the inverse of [Half]).
func (v Value) Halves() int { return int(v) }

// Float returns v as a float64, for display and statistics only (it is exact: halves are
// binary fractions).
func (v Value) Float() float64 { return float64(v) / 2 }

// Abs returns the absolute value of v.
func (v Value) Abs() Value {
	if v < 0 {
		return -v
	}
	return v
}

// String prints v exactly in its machine form, with an ASCII hyphen for minus: "4", "7.5",
// "-2.5", "-0.5". It is what JSON, records, flags and commands to paste hold, and what
// [ParseValue] reads back; text for a person to read uses [Value.Prose].
func (v Value) String() string {
	if v%2 == 0 {
		return strconv.Itoa(int(v / 2))
	}
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return sign + strconv.Itoa(int(v/2)) + ".5"
}

// Prose prints v for a person to read, as String does but with the minus sign "−"
// (U+2212) that the rest of the product's equations use: "4", "7.5", "−2.5". The site
// writes values through its catalogue's number format instead (site/i18n), which uses the
// same sign in every language.
func (v Value) Prose() string {
	if v < 0 {
		return "−" + (-v).String()
	}
	return v.String()
}

// MarshalText writes v as [Value.String] does, so values are exact strings in JSON.
func (v Value) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText reads what [ParseValue] accepts.
func (v *Value) UnmarshalText(b []byte) error {
	p, err := ParseValue(string(b))
	if err != nil {
		return err
	}
	*v = p
	return nil
}

// ParseValue reads a value written as [Value.String] writes it: a whole number, or a whole
// number followed by ".5" (also ".0"), with an optional minus sign.
func ParseValue(s string) (Value, error) {
	whole, frac, dot := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil || (dot && frac != "5" && frac != "0") || whole == "" || whole == "+" {
		return 0, fmt.Errorf("bad value %q: write a whole number or a half, like 4, 7.5 or -2.5", s)
	}
	v := Int(n)
	if dot && frac == "5" {
		if strings.HasPrefix(whole, "-") {
			v--
		} else {
			v++
		}
	}
	return v, nil
}
