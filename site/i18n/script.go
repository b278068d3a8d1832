package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The pages' scripts get their words the way the templates do, at build time: a script
// asks for a message by key, _("board.swapped", {a: x, b: y}), and Script writes the
// catalogue's message into the script in the key's place, so a French page's scripts carry
// French messages and no catalogue is shipped or fetched. This is how Angular and Closure
// translate: one bundle per language, made by the build. The runtime half is
// templates/play/page.js: its _ fills the placeholders, picks a plural form by the count
// (with the catalogue's CLDR rules, written by Script as a function) and writes numbers in
// the language's way.
//
// What a script may write:
//
//	_("key")            a message, plain text (write it with textContent, or esc it);
//	                    one without placeholders is written as the bare string literal
//	_("key", {n: 3})    a message with its placeholders; a plural table takes {count}
//	_("@lang")          the language tag, "fr"
//	_("@number")        {decimal, minus, group, min_grouping}: how numbers are written
//	_("@cards")         {card, ranks, suits}: how cards are named
//	_("@date")          the [date] table: names of days and months, the long and short forms
//	_("@plural")        a function from a number to its CLDR plural category
//
// The key is always a literal: a key the catalogue lacks, or a call whose key is not a
// literal string, is an error naming the script and line, and so is a script that
// declares a name _ of its own (which would hide the messages). Lines that are comments
// (starting //, /* or *) are left as they are.

// call finds the calls of _ in a script: "_(" not preceded by a name's character or a dot.
var call = regexp.MustCompile(`(^|[^\w$.])_\(`)

// key is a literal key at the start of a call's arguments, with what ends it: ")" or ",".
var key = regexp.MustCompile(`^"([@a-z0-9_.-]+)"\s*([,)])`)

// declared finds declarations of a name _: a parameter or a variable.
var declared = regexp.MustCompile(`(?:\b(?:var|let|const|function)\s+_\b|[(,]\s*_\s*[,)=])`)

// Script returns the script src (named name, like "play/board.js", for errors) with the
// catalogue's words written in (see above). Only templates/play/page.js may define _.
func (c *Catalog) Script(name string, src []byte) (string, error) {
	for _, m := range declared.FindAllIndex(src, -1) {
		if name != "play/page.js" && !commentLine(src, m[0]) {
			return "", fmt.Errorf("%s:%d: declares its own _, which would hide the messages of %s/%s.toml; rename it", name, line(src, m[0]), Dir, c.Lang)
		}
	}
	var b strings.Builder
	b.Grow(len(src))
	rest := 0
	for _, m := range call.FindAllSubmatchIndex(src, -1) {
		open := m[1] // just after "_("
		if commentLine(src, open) || bytes.HasSuffix(src[:open-2], []byte("function ")) {
			continue
		}
		k := key.FindSubmatch(src[open:])
		if k == nil {
			return "", fmt.Errorf("%s:%d: _ needs a literal key, like _(\"board.solved\"); found _(%.20s", name, line(src, open), src[open:])
		}
		v, err := c.scriptValue(string(k[1]))
		if err != nil {
			return "", fmt.Errorf("%s:%d: %w", name, line(src, open), err)
		}
		if k[1][0] == '@' {
			// The whole call becomes the value.
			if string(k[2]) != ")" {
				return "", fmt.Errorf("%s:%d: _(%q) takes no arguments", name, line(src, open), k[1])
			}
			b.Write(src[rest : open-2])
			b.WriteString(v)
			rest = open + len(k[0])
			continue
		}
		if k[2][0] == ')' && v[0] == '"' && !strings.Contains(v, "{") {
			// A text without placeholders, asked for without values: the whole call
			// becomes the text, which is what _ would return.
			b.Write(src[rest : open-2])
			b.WriteString(v)
			rest = open + len(k[0])
			continue
		}
		// The key becomes the message; the "," or ")" after it stays.
		b.Write(src[rest:open])
		b.WriteString(v)
		rest = open + len(k[0]) - 1
	}
	b.Write(src[rest:])
	return b.String(), nil
}

// commentLine reports whether the byte at offset i of src is on a comment line: one that
// starts with //, /* or * (a block comment's next line). Such lines may show calls of _
// as examples; the words are written only into code.
func commentLine(src []byte, i int) bool {
	start := bytes.LastIndexByte(src[:i], '\n') + 1
	l := bytes.TrimLeft(src[start:i], " \t")
	return bytes.HasPrefix(l, []byte("//")) || bytes.HasPrefix(l, []byte("/*")) || bytes.HasPrefix(l, []byte("*"))
}

// line returns the line number of the byte at offset i of src.
func line(src []byte, i int) int { return bytes.Count(src[:i], []byte("\n")) + 1 }

// scriptValue returns what a script gets for the key k, as JavaScript.
func (c *Catalog) scriptValue(k string) (string, error) {
	var v any
	switch k {
	case "@lang":
		v = c.Lang
	case "@number":
		n := c.f.Number
		v = map[string]any{"decimal": n.Decimal, "minus": n.Minus, "group": n.Group, "min_grouping": max(n.MinGrouping, 1)}
	case "@cards":
		v = map[string]any{"card": c.f.Cards.Card, "ranks": c.f.Cards.Ranks, "suits": c.f.Cards.Suits}
	case "@date":
		d := c.f.Date
		v = map[string]any{"long": d.Long, "short": d.Short, "month_year": d.MonthYear, "weekdays": d.Weekdays,
			"weekdays_short": d.WeekdaysShort, "weekdays_abbr": d.WeekdaysAbbr, "months": d.Months, "months_abbr": d.MonthsAbbr, "days": d.Days}
	case "@plural":
		return c.pluralJS(), nil
	default:
		if strings.HasPrefix(k, "@") {
			return "", fmt.Errorf("_(%q): no such part of a catalogue; they are @lang, @number, @cards, @date and @plural", k)
		}
		m, ok := c.msgs[k]
		if !ok {
			return "", fmt.Errorf("no message %q in %s/%s.toml", k, Dir, c.Lang)
		}
		if m.forms != nil {
			v = m.forms
		} else {
			v = m.text
		}
	}
	return jsValue(v)
}

// jsValue writes v as a JavaScript literal: JSON, which Go writes with <, > and & escaped
// and the line separators U+2028 and U+2029 too, so it is safe in any script.
func jsValue(v any) (string, error) {
	out, err := json.Marshal(v)
	return string(out), err
}

// pluralJS writes the catalogue's plural rules as a JavaScript function from a number to
// its category, the same choice as Plural: the operands are read from the number as
// JavaScript writes it (String(7.5) is "7.5", as Go's plain form). The function is made
// from the parsed rules, so it holds only operands, numbers and operators.
func (c *Catalog) pluralJS() string {
	var cond strings.Builder
	used := map[byte]bool{}
	for _, cr := range c.rules {
		for j, and := range cr.rule {
			if j > 0 {
				cond.WriteString("||")
			}
			cond.WriteString("(")
			for k, rel := range and {
				if k > 0 {
					cond.WriteString("&&")
				}
				cond.WriteString(rel.js())
				used[rel.operand] = true
			}
			cond.WriteString(")")
		}
		cond.WriteString("?" + strconv.Quote(cr.category) + ":")
	}
	cond.WriteString(`"other"`)
	// Only the operands the rules use are worked out: the digits before and after the
	// point, then each operand from them.
	var b strings.Builder
	b.WriteString(`function(x){var s=String(Math.abs(x)).split("."),f=s[1]||""`)
	if used['w'] || used['t'] {
		b.WriteString(`,r=f.replace(/0+$/,"")`)
	}
	for _, o := range []struct {
		name byte
		js   string
	}{{'n', "n=Math.abs(x)"}, {'i', "i=+s[0]"}, {'v', "v=f.length"}, {'w', "w=r.length"}, {'f', "F=+f"}, {'t', "t=+r"}, {'e', "e=0"}, {'c', "c=0"}} {
		if used[o.name] {
			b.WriteString("," + o.js)
		}
	}
	b.WriteString(";return " + cond.String() + "}")
	return b.String()
}

// js writes the relation as a JavaScript condition on the operands of pluralJS. As in
// holds, a value with a fraction is in no list.
func (r relation) js() string {
	x := string(r.operand)
	if x == "f" {
		x = "F"
	}
	if r.mod > 0 {
		x = "(" + x + "%" + strconv.FormatInt(r.mod, 10) + ")"
	}
	var in []string
	for _, rg := range r.ranges {
		if rg[0] == rg[1] {
			in = append(in, x+"=="+strconv.FormatInt(rg[0], 10))
		} else {
			in = append(in, "("+x+">="+strconv.FormatInt(rg[0], 10)+"&&"+x+"<="+strconv.FormatInt(rg[1], 10)+")")
		}
	}
	cond := "(" + strings.Join(in, "||") + ")"
	if r.operand == 'n' { // the only operand that can have a fraction
		cond = "(" + x + "%1==0&&" + cond + ")"
	}
	if r.not {
		return "!" + cond
	}
	return cond
}
