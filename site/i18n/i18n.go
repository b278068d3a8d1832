// Package i18n holds the site's words in one message catalogue per language: the messages
// of the pages, with placeholders and plural forms (CLDR rules), and the language's ways of
// writing numbers ("7.5" or "7,5"), dates ("Tuesday 1 December 2026", "mardi 1er décembre
// 2026") and cards (King of hearts, Roi de cœur).
//
// A catalogue is a TOML file, i18n/LANG.toml in the templates (templates/i18n/en.toml is
// the reference: every other catalogue must have each of its keys). Adding a language is
// one such file and its rules pages in Markdown (templates/rules/LANG/): no code. The file
// has these tables:
//
//	[language]  name = "Français"             the language in its own words
//	[plural]    one = "i = 0,1"               a CLDR rule per category; "other" is the rest
//	[number]    decimal = ","  minus = "−"    group = " " and min_grouping = 1 are optional
//	[date]      long = "{weekday} {day} {month} {year}", weekdays (Sunday first), months,
//	            weekdays_short, month_year = "{month} {year}", days = { 1 = "1er" }
//	[cards]     card = "{rank} de {suit}", ranks = { K = "Roi", ... }, suits = { H = "cœur", ... }
//	[messages]  the messages, each a string or a table of plural forms
//
// A message is text with placeholders in braces, "{count} cards" ("{{" and "}}" write a
// brace), and no markup: the site inserts it in its pages as it is, escaping only the
// placeholders' values, as it does the literal text of its templates.
// Its plural forms are a table with a form per CLDR category the language uses and always
// "other", chosen by the placeholder "count":
//
//	[messages.cards]
//	one = "{count} carte"
//	other = "{count} cartes"
//
// A form missing for a category the rules name falls back to "other". Numbers given as
// placeholder values are written in the language's way (Number).
package i18n

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"maps"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// Reference is the language every other catalogue is checked against.
const Reference = "en"

// Dir is the directory of the catalogues in the templates' file system.
const Dir = "i18n"

// ErrIncomplete is wrapped by the error of a catalogue that lacks keys of the reference.
var ErrIncomplete = errors.New("incomplete catalogue")

// ErrNoLanguage is wrapped by the error for a language that has no catalogue.
var ErrNoLanguage = errors.New("no catalogue for the language")

// file is a catalogue as written.
type file struct {
	Language struct {
		Name string `toml:"name"`
	} `toml:"language"`
	Plural map[string]string `toml:"plural"`
	Number struct {
		Decimal     string `toml:"decimal"`
		Minus       string `toml:"minus"`
		Group       string `toml:"group"`
		MinGrouping int    `toml:"min_grouping"`
	} `toml:"number"`
	Date struct {
		Long          string            `toml:"long"`
		Short         string            `toml:"short"`
		MonthYear     string            `toml:"month_year"`
		WeekdaysAbbr  []string          `toml:"weekdays_abbr"`
		MonthsAbbr    []string          `toml:"months_abbr"`
		Weekdays      []string          `toml:"weekdays"`
		WeekdaysShort []string          `toml:"weekdays_short"`
		Months        []string          `toml:"months"`
		Days          map[string]string `toml:"days"`
	} `toml:"date"`
	Cards struct {
		Card  string            `toml:"card"`
		Ranks map[string]string `toml:"ranks"`
		Suits map[string]string `toml:"suits"`
	} `toml:"cards"`
	Messages map[string]any `toml:"messages"`
}

// A Catalog is one language's words. Its methods are safe for concurrent use.
type Catalog struct {
	// Lang is the catalogue's language, the name of its file ("fr"); Name the language in
	// its own words ("Français").
	Lang, Name string
	id         string // ID
	f          file
	rules      []categoryRule
	msgs       map[string]message
}

// ID is the catalogue's identity, its language and a digest of its file: catalogues read
// from the same file have the same ID, so what is made from a catalogue's words can be
// cached by it and made again when the file changes.
func (c *Catalog) ID() string { return c.id }

// categoryRule is a plural category and its rule.
type categoryRule struct {
	category string
	rule     pluralRule
}

// message is one message: a text, or plural forms by category.
type message struct {
	text  string
	forms map[string]string // nil for a plain text
}

// Languages lists the languages with a catalogue in fsys (i18n/*.toml), sorted.
func Languages(fsys fs.FS) ([]string, error) {
	names, err := fs.Glob(fsys, Dir+"/*.toml")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range names {
		out = append(out, strings.TrimSuffix(path.Base(n), ".toml"))
	}
	slices.Sort(out)
	return out, nil
}

// For returns the catalogue for the language tag (a BCP 47 tag like "fr-CA": its own
// catalogue if there is one, else its base language's, "fr"), checked complete against the
// reference catalogue. An error wraps ErrNoLanguage or ErrIncomplete, or says what is wrong
// in the file.
func For(fsys fs.FS, tag string) (*Catalog, error) {
	langs, err := Languages(fsys)
	if err != nil {
		return nil, err
	}
	lang := ""
	for t := tag; t != ""; {
		if slices.Contains(langs, t) {
			lang = t
			break
		}
		i := strings.LastIndexByte(t, '-')
		if i < 0 {
			break
		}
		t = t[:i]
	}
	if lang == "" {
		return nil, fmt.Errorf("%w %q; the languages are %s (a new one is the file templates/%s/%s.toml)", ErrNoLanguage, tag, strings.Join(langs, ", "), Dir, strings.ToLower(tag))
	}
	c, err := Load(fsys, lang)
	if err != nil || lang == Reference {
		return c, err
	}
	ref, err := Load(fsys, Reference)
	if err != nil {
		return nil, err
	}
	if err := Check(ref, c); err != nil {
		return nil, err
	}
	return c, nil
}

// Load reads the catalogue of lang from fsys (i18n/LANG.toml) without comparing it with the
// reference: For does that.
func Load(fsys fs.FS, lang string) (*Catalog, error) {
	name := Dir + "/" + lang + ".toml"
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("%w %q: %v", ErrNoLanguage, lang, err)
	}
	c, err := parse(lang, raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
}

// parse reads a catalogue's file.
func parse(lang string, raw []byte) (*Catalog, error) {
	c := &Catalog{Lang: lang, id: fmt.Sprintf("%s:%x", lang, sha256.Sum256(raw)), msgs: map[string]message{}}
	dec := toml.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c.f); err != nil {
		var strict *toml.StrictMissingError
		if errors.As(err, &strict) && len(strict.Errors) > 0 {
			e := &strict.Errors[0]
			line, _ := e.Position()
			return nil, fmt.Errorf("line %d: unknown key %s; the tables are language, plural, number, date, cards and messages", line, strings.Join(e.Key(), "."))
		}
		var de *toml.DecodeError
		if errors.As(err, &de) {
			line, _ := de.Position()
			return nil, fmt.Errorf("line %d: %v", line, strings.TrimPrefix(de.Error(), "toml: "))
		}
		return nil, err
	}
	c.Name = c.f.Language.Name
	for _, cat := range Categories {
		src, ok := c.f.Plural[cat]
		if !ok {
			continue
		}
		if cat == "other" {
			return nil, errors.New(`plural.other: "other" has no rule: it is every number the other rules leave`)
		}
		r, err := parseRule(src)
		if err != nil {
			return nil, fmt.Errorf("plural.%s: %w", cat, err)
		}
		c.rules = append(c.rules, categoryRule{cat, r})
	}
	for _, k := range slices.Sorted(maps.Keys(c.f.Plural)) { // sorted: the same error every time
		if !slices.Contains(Categories, k) {
			return nil, fmt.Errorf("plural.%s: not a CLDR plural category; they are %s", k, strings.Join(Categories, ", "))
		}
	}
	if err := flatten("", c.f.Messages, c.msgs); err != nil {
		return nil, err
	}
	if miss := c.missingParts(); len(miss) > 0 {
		return nil, fmt.Errorf("%w: %d missing keys: %s", ErrIncomplete, len(miss), strings.Join(miss, ", "))
	}
	for _, d := range []struct {
		key  string
		list []string
		n    int
	}{{"date.weekdays", c.f.Date.Weekdays, 7}, {"date.weekdays_short", c.f.Date.WeekdaysShort, 7}, {"date.months", c.f.Date.Months, 12},
		{"date.weekdays_abbr", c.f.Date.WeekdaysAbbr, 7}, {"date.months_abbr", c.f.Date.MonthsAbbr, 12}} {
		if d.list != nil && len(d.list) != d.n {
			return nil, fmt.Errorf("%s: %d names, want %d", d.key, len(d.list), d.n)
		}
	}
	return c, nil
}

// missingParts lists the keys outside [messages] that every catalogue needs, whatever the
// reference holds: the ways of writing numbers, dates and cards.
func (c *Catalog) missingParts() []string {
	f := &c.f
	var miss []string
	for _, p := range []struct {
		key string
		ok  bool
	}{
		{"language.name", f.Language.Name != ""},
		{"number.decimal", f.Number.Decimal != ""},
		{"number.minus", f.Number.Minus != ""},
		{"date.long", f.Date.Long != ""},
		{"date.short", f.Date.Short != ""},
		{"date.weekdays_abbr", f.Date.WeekdaysAbbr != nil},
		{"date.months_abbr", f.Date.MonthsAbbr != nil},
		{"date.month_year", f.Date.MonthYear != ""},
		{"date.weekdays", f.Date.Weekdays != nil},
		{"date.weekdays_short", f.Date.WeekdaysShort != nil},
		{"date.months", f.Date.Months != nil},
		{"cards.card", f.Cards.Card != ""},
	} {
		if !p.ok {
			miss = append(miss, p.key)
		}
	}
	return miss
}

// flatten adds the messages of table m to out, their keys prefixed: a table holding
// "other" is a message's plural forms, any other table a group of messages ("nav.today"
// is "today" in [messages.nav]).
func flatten(prefix string, m map[string]any, out map[string]message) error {
	for _, k := range slices.Sorted(maps.Keys(m)) { // sorted: the first bad message is reported, always the same
		v := m[k]
		key := prefix + k
		switch v := v.(type) {
		case string:
			if err := plainText(key, v); err != nil {
				return err
			}
			out[key] = message{text: v}
		case map[string]any:
			if _, ok := v["other"]; !ok {
				if err := flatten(key+".", v, out); err != nil {
					return err
				}
				continue
			}
			forms := map[string]string{}
			for _, cat := range slices.Sorted(maps.Keys(v)) {
				s, ok := v[cat].(string)
				if !slices.Contains(Categories, cat) || !ok {
					return fmt.Errorf("messages.%s.%s: a plural form is a string named by a CLDR category (%s)", key, cat, strings.Join(Categories, ", "))
				}
				if err := plainText(key+"."+cat, s); err != nil {
					return err
				}
				forms[cat] = s
			}
			out[key] = message{forms: forms}
		default:
			return fmt.Errorf("messages.%s: a message is a string or a table of plural forms, not %T", key, v)
		}
	}
	return nil
}

// plainText returns an error if the message text s holds markup: the site inserts messages
// as they are.
func plainText(key, s string) error {
	if strings.ContainsAny(s, "<>&") {
		return fmt.Errorf("messages.%s: %q holds <, > or &: a message is plain text (write \"and\", or split the message around the markup in the template)", key, s)
	}
	return nil
}

// Keys returns every key of the catalogue, sorted: the messages' keys as they are called
// ("nav.today"), and the other tables' keys prefixed with their table ("date.months",
// "cards.ranks.K").
func (c *Catalog) Keys() []string {
	var keys []string
	for k := range c.msgs {
		keys = append(keys, k)
	}
	f := &c.f
	for r := range f.Cards.Ranks {
		keys = append(keys, "cards.ranks."+r)
	}
	for s := range f.Cards.Suits {
		keys = append(keys, "cards.suits."+s)
	}
	slices.Sort(keys)
	return keys
}

// Missing returns the keys of ref that c lacks, sorted.
func Missing(ref, c *Catalog) []string {
	have := c.Keys()
	var out []string
	for _, k := range ref.Keys() {
		if _, found := slices.BinarySearch(have, k); !found {
			out = append(out, k)
		}
	}
	return out
}

// Check returns an error unless c has every key of ref, each message plural where ref's is
// and using only the placeholders ref's uses. The error wraps ErrIncomplete and names the
// missing keys on one line.
func Check(ref, c *Catalog) error {
	if miss := Missing(ref, c); len(miss) > 0 {
		return fmt.Errorf("%w %s/%s.toml: %d missing keys: %s", ErrIncomplete, Dir, c.Lang, len(miss), strings.Join(miss, ", "))
	}
	var keys []string
	for k := range ref.msgs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		r, m := ref.msgs[k], c.msgs[k]
		if (r.forms == nil) != (m.forms == nil) {
			return fmt.Errorf("%s/%s.toml: %s: plural forms in %s.toml and a single text here, or the other way", Dir, c.Lang, k, ref.Lang)
		}
		if m.forms != nil {
			if _, ok := m.forms["other"]; !ok {
				return fmt.Errorf("%s/%s.toml: %s: no \"other\" form", Dir, c.Lang, k)
			}
		}
		want := r.placeholders()
		for _, p := range m.placeholders() {
			if !slices.Contains(want, p) {
				return fmt.Errorf("%s/%s.toml: %s: placeholder {%s} is not one of %s.toml's (%s)", Dir, c.Lang, k, p, ref.Lang, strings.Join(want, ", "))
			}
		}
	}
	return nil
}

// Texts returns the message key as written: its text, or its plural forms in the order of
// Categories; nil for an unknown key.
func (c *Catalog) Texts(key string) []string {
	m, ok := c.msgs[key]
	if !ok {
		return nil
	}
	if m.forms == nil {
		return []string{m.text}
	}
	var out []string
	for _, cat := range Categories {
		if f, ok := m.forms[cat]; ok {
			out = append(out, f)
		}
	}
	return out
}

// placeholders lists the names in braces of the message's texts.
func (m message) placeholders() []string {
	texts := []string{m.text}
	for _, cat := range Categories { // in the categories' order: the same list every time
		if f, ok := m.forms[cat]; ok {
			texts = append(texts, f)
		}
	}
	var out []string
	for _, t := range texts {
		for {
			i := strings.IndexByte(t, '{')
			if i < 0 {
				break
			}
			if strings.HasPrefix(t[i:], "{{") {
				t = t[i+2:]
				continue
			}
			j := strings.IndexByte(t[i:], '}')
			if j < 0 {
				break
			}
			if name := t[i+1 : i+j]; !slices.Contains(out, name) {
				out = append(out, name)
			}
			t = t[i+j+1:]
		}
	}
	slices.Sort(out)
	return out
}

// Msg returns the message key with its placeholders filled from args, pairs of a name and
// a value: Msg("archive.days", "count", 5). A value is written with String if it has one,
// a number in the language's way (Number). A message with plural forms takes the form of
// the value named "count". An unknown key or a placeholder without a value is an error.
func (c *Catalog) Msg(key string, args ...any) (string, error) {
	m, ok := c.msgs[key]
	if !ok {
		return "", fmt.Errorf("no message %q in %s/%s.toml", key, Dir, c.Lang)
	}
	if len(args)%2 != 0 {
		return "", fmt.Errorf("message %q: arguments come in pairs of a name and a value, got %d", key, len(args))
	}
	text := m.text
	if m.forms != nil {
		n, ok := lookup(args, "count")
		if !ok {
			return "", fmt.Errorf("message %q has plural forms and needs a count", key)
		}
		cat, err := c.Plural(n)
		if err != nil {
			return "", fmt.Errorf("message %q: %w", key, err)
		}
		if text, ok = m.forms[cat]; !ok {
			text = m.forms["other"]
		}
	}
	return c.fill(key, text, args)
}

// escapeValue escapes a placeholder's value as the template engine escapes {{.}} in text.
var escapeValue = template.Must(template.New("value").Parse("{{.}}"))

// unescaped reports whether the template engine writes the string s as it is as {{.}} in
// text: s holds none of the characters it escapes there. Values made by the site (dates,
// numbers, card names) are such text, and pass by escapeValue's run, which was 7% of a
// daily page's template work. TestUnescaped checks every rune against html/template.
func unescaped(s string) bool { return !strings.ContainsAny(s, "\x00\"&'+<>") }

// HTML is Msg for templates (their function T): the message as HTML whose text is the
// catalogue's, plain text inserted as a template's literal text is, and whose
// placeholders' values are escaped by the template engine as {{.}} would escape them.
// Numbers are written in the language's way.
func (c *Catalog) HTML(key string, args ...any) (template.HTML, error) {
	esc := make([]any, len(args))
	copy(esc, args)
	for i := 1; i < len(esc); i += 2 {
		if esc[i-1] == "count" {
			continue // the plural form's count stays a number; Msg writes it
		}
		switch v := esc[i].(type) {
		case int, int64, int32, float64:
			esc[i] = c.Number(v)
		}
		if v, ok := esc[i].(string); ok && unescaped(v) {
			continue // {{.}} writes it as it is: no template run for it (most values)
		}
		var b strings.Builder
		if err := escapeValue.Execute(&b, esc[i]); err != nil {
			return "", err
		}
		esc[i] = b.String()
	}
	s, err := c.Msg(key, esc...)
	return template.HTML(s), err
}

// Explain words a Two Ops operation's explanation: "K♥ with 9♣ and 3♣: the operator
// matches neither, so the average, (9 + 3) ÷ 2 = 6" in English (the messages explain.*),
// as twoops.Explanation.String does.
func (c *Catalog) Explain(e twoops.Explanation) (string, error) {
	why, err := c.Msg("explain."+e.Matching.String(), "on", e.On.Symbol())
	if err != nil {
		return "", err
	}
	rule, err := c.Msg("explain.rule."+e.Rule.String(), "x", e.X, "y", e.Y, "off", e.Off.Symbol(), "value", e.Value.Float())
	if err != nil {
		return "", err
	}
	return c.Msg("explain.operation", "op", e.Operator.Symbol(), "a", e.A.Symbol(), "b", e.B.Symbol(), "why", why, "rule", rule)
}

// T is Msg for callers whose keys and arguments a test has covered: it returns the error's
// text in brackets instead of an error.
func (c *Catalog) T(key string, args ...any) string {
	s, err := c.Msg(key, args...)
	if err != nil {
		return "[" + err.Error() + "]"
	}
	return s
}

// lookup returns the value named name in the pairs args.
func lookup(args []any, name string) (any, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == name {
			return args[i+1], true
		}
	}
	return nil, false
}

// fill replaces the placeholders of text with the values of args.
func (c *Catalog) fill(key, text string, args []any) (string, error) {
	if !strings.ContainsRune(text, '{') {
		return text, nil
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(strings.ReplaceAll(text, "}}", "}"))
			return b.String(), nil
		}
		b.WriteString(strings.ReplaceAll(text[:i], "}}", "}"))
		if strings.HasPrefix(text[i:], "{{") {
			b.WriteByte('{')
			text = text[i+2:]
			continue
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			return "", fmt.Errorf("message %q: an unclosed {", key)
		}
		name := text[i+1 : i+j]
		v, ok := lookup(args, name)
		if !ok {
			return "", fmt.Errorf("message %q: no value for {%s}", key, name)
		}
		b.WriteString(c.value(v))
		text = text[i+j+1:]
	}
}

// value writes a placeholder's value.
func (c *Catalog) value(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case fmt.Stringer:
		return v.String()
	case int, int64, int32, float64:
		return c.Number(v)
	}
	return fmt.Sprint(v)
}

// plain writes a number in the plain form the plural operands are read from ("-7.5").
func plain(v any) (string, error) {
	switch v := v.(type) {
	case int:
		return strconv.Itoa(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case int32:
		return strconv.FormatInt(int64(v), 10), nil
	case float64:
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return "", fmt.Errorf("%v is not a number", v)
		}
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case string:
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return "", fmt.Errorf("%q is not a number", v)
		}
		return v, nil
	}
	return "", fmt.Errorf("%v (%T) is not a number", v, v)
}

// Plural returns the CLDR plural category of the number n (an int, a float64, or a number
// written as a string, whose visible fraction digits count: "1.0" is not "one" in English).
func (c *Catalog) Plural(n any) (string, error) {
	s, err := plain(n)
	if err != nil {
		return "", err
	}
	o, err := operandsOf(s)
	if err != nil {
		return "", err
	}
	for _, r := range c.rules {
		if r.rule.matches(o) {
			return r.category, nil
		}
	}
	return "other", nil
}

// Number writes a number in the language's way: its decimal separator ("7,5"), minus sign
// and, when the catalogue sets one, digit grouping. A value that is not a number is
// written with fmt.
func (c *Catalog) Number(v any) string {
	s, err := plain(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, hasFrac := strings.Cut(s, ".")
	nf := &c.f.Number
	if g := nf.Group; g != "" && len(intPart) > 3+max(nf.MinGrouping, 1)-1 {
		var b strings.Builder
		for i, d := range intPart {
			if i > 0 && (len(intPart)-i)%3 == 0 {
				b.WriteString(g)
			}
			b.WriteRune(d)
		}
		intPart = b.String()
	}
	out := intPart
	if hasFrac {
		out += nf.Decimal + frac
	}
	if neg {
		out = nf.Minus + out
	}
	return out
}

// Date writes d in words in the language's long form: "Tuesday 1 December 2026",
// "mardi 1er décembre 2026".
func (c *Catalog) Date(d generator.Date) string {
	y, m, day := d.Civil()
	df := &c.f.Date
	s, _ := c.fill("date.long", df.Long, []any{
		"weekday", df.Weekdays[d.Weekday()], "day", c.Day(day), "month", df.Months[m-1], "year", strconv.Itoa(y)})
	return s
}

// ShortDate writes d in the language's short form, without the year, to fit a phone's
// width: "Sat 28 Nov", "sam. 28 nov.".
func (c *Catalog) ShortDate(d generator.Date) string {
	_, m, day := d.Civil()
	df := &c.f.Date
	s, _ := c.fill("date.short", df.Short, []any{
		"weekday", df.WeekdaysAbbr[d.Weekday()], "day", c.Day(day), "month", df.MonthsAbbr[m-1]})
	return s
}

// WeekdayAbbr is the abbreviation of day d of the week, "Sat".
func (c *Catalog) WeekdayAbbr(d time.Weekday) string { return c.f.Date.WeekdaysAbbr[d] }

// Day writes a day of the month: its number, or the form the catalogue gives it ("1er").
func (c *Catalog) Day(day int) string {
	if s, ok := c.f.Date.Days[strconv.Itoa(day)]; ok {
		return s
	}
	return strconv.Itoa(day)
}

// Month is the name of month m.
func (c *Catalog) Month(m time.Month) string { return c.f.Date.Months[m-1] }

// MonthYear writes a month of a year, "November 2026".
func (c *Catalog) MonthYear(y int, m time.Month) string {
	s, _ := c.fill("date.month_year", c.f.Date.MonthYear, []any{"month", c.Month(m), "year", strconv.Itoa(y)})
	return s
}

// Weekday is the name of day d of the week; WeekdayShort its short form ("Mo").
func (c *Catalog) Weekday(d time.Weekday) string { return c.f.Date.Weekdays[d] }

// WeekdayShort is the short name of day d of the week, as the archive's calendar heads
// its columns ("Mo").
func (c *Catalog) WeekdayShort(d time.Weekday) string { return c.f.Date.WeekdaysShort[d] }

// Rank is the name of a card's rank, by its symbol: "K" is "King" in English, "Roi" in
// French; a rank the catalogue does not name is its symbol.
func (c *Catalog) Rank(symbol string) string {
	if s, ok := c.f.Cards.Ranks[symbol]; ok {
		return s
	}
	return symbol
}

// Suit is the name of a suit by its letter (S, H, D, C): "hearts", "cœur".
func (c *Catalog) Suit(letter string) string {
	if s, ok := c.f.Cards.Suits[letter]; ok {
		return s
	}
	return letter
}

// Card names a card by its rank's symbol and suit's letter: "King of hearts", "Roi de
// cœur".
func (c *Catalog) Card(rank, suit string) string {
	s, _ := c.fill("cards.card", c.f.Cards.Card, []any{"rank", c.Rank(rank), "suit", c.Suit(suit)})
	return s
}
