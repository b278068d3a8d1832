package i18n

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Categories are the CLDR plural categories, in the order a catalogue lists their rules.
// "other" has no rule: it is what no other category's rule matches.
var Categories = []string{"zero", "one", "two", "few", "many", "other"}

// operands are the CLDR plural operands of a number, as written (see
// https://unicode.org/reports/tr35/tr35-numbers.html#Plural_Operand_Meanings): n the
// absolute value, i its integer digits, v and w the counts of visible fraction digits with
// and without trailing zeros, f and t those digits as an integer, with and without trailing
// zeros; e (and c), the compact exponent, is always 0 here, so it has no field.
type operands struct {
	n       float64
	i, f, t int64
	v, w    int64
}

// operandsOf returns the operands of the number written s ("7", "-7.50"); the form written
// decides v and f, as CLDR says ("1" is one in English, "1.0" is other).
func operandsOf(s string) (operands, error) {
	s = strings.TrimPrefix(s, "-")
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(n, 0) || math.IsNaN(n) {
		return operands{}, fmt.Errorf("%q is not a number", s)
	}
	intPart, frac, _ := strings.Cut(s, ".")
	o := operands{n: n}
	if o.i, err = strconv.ParseInt(intPart, 10, 64); err != nil {
		// Too large for the integer operand: only n is exact enough to matter.
		o.i = math.MaxInt64
	}
	o.v = int64(len(frac))
	if frac != "" {
		o.f, _ = strconv.ParseInt(frac, 10, 64)
	}
	trimmed := strings.TrimRight(frac, "0")
	o.w = int64(len(trimmed))
	if trimmed != "" {
		o.t, _ = strconv.ParseInt(trimmed, 10, 64)
	}
	return o, nil
}

// get returns the operand named c.
func (o operands) get(c byte) float64 {
	switch c {
	case 'n':
		return o.n
	case 'i':
		return float64(o.i)
	case 'v':
		return float64(o.v)
	case 'w':
		return float64(o.w)
	case 'f':
		return float64(o.f)
	case 't':
		return float64(o.t)
	}
	return 0 // e and c
}

// A pluralRule is one category's CLDR rule, parsed: a list of and-conditions, any of
// which matches ("or").
type pluralRule [][]relation

// relation is "operand [mod m] (=|!=) ranges".
type relation struct {
	operand byte
	mod     int64 // 0 for none
	not     bool
	ranges  [][2]int64
}

// parseRule parses a CLDR plural rule like "i = 1 and v = 0" or "i = 0,1"; samples after
// "@" are ignored. It accepts the syntax of CLDR's plurals.xml: "is", "is not", "in",
// "not in", "=", "!=", "mod" and "%", ranges "a..b" and lists "a,b".
func parseRule(src string) (pluralRule, error) {
	src, _, _ = strings.Cut(src, "@")
	src = strings.TrimSpace(src)
	if src == "" {
		return nil, fmt.Errorf("the rule is empty; like \"i = 1 and v = 0\"")
	}
	var rule pluralRule
	for _, or := range splitWord(src, "or") {
		var and []relation
		for _, rel := range splitWord(or, "and") {
			r, err := parseRelation(rel)
			if err != nil {
				return nil, err
			}
			and = append(and, r)
		}
		rule = append(rule, and)
	}
	return rule, nil
}

// splitWord splits s at the word w (surrounded by spaces).
func splitWord(s, w string) []string {
	return strings.Split(s, " "+w+" ")
}

// parseRelation parses one relation, "n % 10 = 2..4".
func parseRelation(src string) (relation, error) {
	bad := func(why string) (relation, error) {
		return relation{}, fmt.Errorf("%q: %s; a relation is like \"n %% 10 = 2..4\"", strings.TrimSpace(src), why)
	}
	f := strings.Fields(strings.NewReplacer("!=", " != ", "=", " = ", "%", " % ", " !  = ", " != ").Replace(src))
	if len(f) < 3 || len(f[0]) != 1 || !strings.Contains("nivwftec", f[0]) {
		return bad("it does not start with an operand n, i, v, w, f, t, e or c")
	}
	r := relation{operand: f[0][0]}
	f = f[1:]
	if f[0] == "mod" || f[0] == "%" {
		m, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil || m <= 0 || len(f) < 4 {
			return bad("mod needs a positive number")
		}
		r.mod, f = m, f[2:]
	}
	switch {
	case f[0] == "=" || f[0] == "in" || f[0] == "is" && f[1] != "not":
		f = f[1:]
	case f[0] == "!=" || f[0] == "not" && len(f) > 1 && f[1] == "in":
		r.not, f = true, f[1:]
		if f[0] == "in" {
			f = f[1:]
		}
	case f[0] == "is" && f[1] == "not":
		r.not, f = true, f[2:]
	default:
		return bad(fmt.Sprintf("%q is not =, !=, is, is not, in or not in", f[0]))
	}
	if len(f) == 0 {
		return bad("no values")
	}
	for _, part := range strings.Split(strings.Join(f, ""), ",") {
		lo, hi, isRange := strings.Cut(part, "..")
		a, err1 := strconv.ParseInt(lo, 10, 64)
		b := a
		var err2 error
		if isRange {
			b, err2 = strconv.ParseInt(hi, 10, 64)
		}
		if err1 != nil || err2 != nil || b < a {
			return bad(fmt.Sprintf("%q is not a number or a range a..b", part))
		}
		r.ranges = append(r.ranges, [2]int64{a, b})
	}
	return r, nil
}

// matches reports whether the rule holds for o.
func (p pluralRule) matches(o operands) bool {
	for _, and := range p {
		ok := true
		for _, r := range and {
			if !r.holds(o) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// holds reports whether the relation holds for o. As CLDR says, a value with a fraction
// (n = 1.5) is in no list of integers.
func (r relation) holds(o operands) bool {
	x := o.get(r.operand)
	if r.mod > 0 {
		x = math.Mod(x, float64(r.mod))
	}
	in := false
	if x == math.Trunc(x) {
		for _, rg := range r.ranges {
			if x >= float64(rg[0]) && x <= float64(rg[1]) {
				in = true
				break
			}
		}
	}
	return in != r.not
}
