// Package config reads a site directory's opsdaily.toml: the settings with which the people
// who run a site make it their own (its name, address, language, publishing window,
// navigation, footer, numbering, look), and turns them into site.Options.
//
// A site directory holds opsdaily.toml, content/ (Markdown pages), layouts/ (templates
// replacing embedded ones) and static/ (files copied as they are); Starter writes one.
//
// Reading is strict: an unknown key, a value of the wrong type and a bad value are each an
// *Error naming the file, the line, the key and a valid example.
package config

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/tomlerr"
	"github.com/opsdaily/opsdaily/site/near"
)

// FileName is the config file of a site directory.
const FileName = "opsdaily.toml"

// The directories of a site directory.
const (
	ContentDir = "content"
	LayoutsDir = "layouts"
	StaticDir  = "static"
)

// DefaultDaysBefore is how far back a build goes without first_day or days_before: four
// weeks, as a build without a config.
const DefaultDaysBefore = 28

// File is the content of opsdaily.toml. Pointers and nil slices tell a key left out from
// one set to its zero value.
type File struct {
	Title       string   `toml:"title"`
	Description string   `toml:"description"`
	BaseURL     string   `toml:"base_url"`
	Seed        string   `toml:"seed"`
	Language    string   `toml:"language"`
	Languages   []string `toml:"languages"`
	Footer      string   `toml:"footer"`
	Logo        string   `toml:"logo"`
	ThemeColor  string   `toml:"theme_color"`
	FirstNumber *int     `toml:"first_number"`
	Nav         []string `toml:"nav"`
	Out         string   `toml:"out"`
	Previews    *bool    `toml:"previews"`
	Publish     Publish  `toml:"publish"`
}

// Publish is the publishing window, [publish] in the file: which days a build holds,
// counted from the build date. A build publishes up to its horizon, the day after the
// build date (site.Options.Horizon), and DaysAhead more days unlisted (site.Options.Ahead).
type Publish struct {
	// FirstDay is the first day ever published, YYYY-MM-DD; no build holds a day before it.
	FirstDay string `toml:"first_day"`
	// DaysBefore is how many days before the build date a build holds (default: all from
	// FirstDay if it is set, else 28).
	DaysBefore *int `toml:"days_before"`
	// DaysAhead is how many days after the horizon a build holds, unlisted, each saying
	// "come back" until its day: for a site rebuilt less often than daily (default 0).
	DaysAhead *int `toml:"days_ahead"`
}

// Config is a site directory's configuration.
type Config struct {
	// Path is the config file; Dir the site directory holding it.
	Path, Dir string
	File
	firstDay generator.Date // Publish.FirstDay, parsed
	hasFirst bool
	raw      []byte // the file, for the lines of errors
}

// Error is a mistake in the config file: where, which key, what is wrong, with a valid
// example.
type Error struct {
	Path string
	Line int // 1-based; 0 if unknown
	Key  string
	Msg  string
}

// Error writes the mistake as one line: where (file:line), the key, what is wrong.
func (e *Error) Error() string {
	where := e.Path
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d", e.Path, e.Line)
	}
	if e.Key == "" {
		return where + ": " + e.Msg
	}
	return fmt.Sprintf("%s: %s: %s", where, e.Key, e.Msg)
}

// examples are valid values of each key, for the error messages.
var examples = map[string]string{
	"title":               `title = "Puzzle Club"`,
	"description":         `description = "A daily card puzzle for the club"`,
	"base_url":            `base_url = "https://example.org/ops/"`,
	"seed":                `seed = "opsdaily"`,
	"language":            `language = "en"`,
	"languages":           `languages = ["en", "fr"]`,
	"footer":              `footer = "Run by the Puzzle Club."`,
	"logo":                `logo = "logo.svg"`,
	"theme_color":         `theme_color = "#1d4ed8"`,
	"first_number":        `first_number = 1`,
	"nav":                 `nav = ["home", "archive", "rules"]`,
	"out":                 `out = "public"`,
	"previews":            `previews = false`,
	"publish":             "[publish] first_day = \"2026-01-01\"",
	"publish.first_day":   `first_day = "2026-01-01" under [publish]`,
	"publish.days_before": `days_before = 28 under [publish]`,
	"publish.days_ahead":  `days_ahead = 6 under [publish]`,
}

// keys lists the keys of the file, for the message about an unknown one.
func keys() string {
	var k []string
	for name := range examples {
		if name != "publish" {
			k = append(k, name)
		}
	}
	slices.Sort(k)
	return strings.Join(k, ", ")
}

// meant returns the "did you mean" of an unknown key, "" if it is no slip of a key: a key
// mistyped (sed for seed, baseurl for base_url), a flag's name under [publish] (ahead for
// days_ahead), one of [publish] written outside it, or one of the top written after the
// [publish] line.
func meant(key string) string {
	if ex, ok := examples["publish."+key]; ok {
		return "it belongs under [publish], like " + ex + "; "
	}
	// A key of the top written after the [publish] line (appended at the end of the
	// starter file, which ends with [publish]): TOML reads it as [publish]'s.
	if rest, ok := strings.CutPrefix(key, "publish."); ok && rest != "publish" && !strings.HasPrefix(rest, "days_") && examples[rest] != "" {
		return "it belongs above the [publish] line (every key after it is [publish]'s), like " + examples[rest] + " before [publish]; "
	}
	if rest, ok := strings.CutPrefix(key, "publish."); ok && examples["publish.days_"+rest] != "" {
		return "did you mean publish.days_" + rest + "? (the flag --" + rest + " is days_" + rest + " here) "
	}
	if m := near.Name(key, slices.Sorted(maps.Keys(examples))); m != "" {
		return "did you mean " + m + "? "
	}
	return ""
}

// Load reads the config file at path.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{Path: path, Msg: fmt.Sprintf("cannot read it: %v", errors.Unwrap(err))}
	}
	return Parse(path, raw)
}

// Parse reads a config file's content; path is where it lives (relative directories in it
// are relative to the file's directory).
func Parse(path string, raw []byte) (*Config, error) {
	// A byte order mark, which Windows editors (Notepad) write at the start of a UTF-8
	// file, is no key: passed over, as in the pages of content/.
	raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
	c := &Config{Path: path, Dir: filepath.Dir(path), raw: raw}
	dec := toml.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c.File); err != nil {
		return nil, decodeError(path, err)
	}
	if err := exactKeys(path, raw); err != nil {
		return nil, err
	}
	if err := c.check(raw); err != nil {
		return nil, err
	}
	return c, nil
}

// exactKeys returns an *Error for the first key, by line, written in another case than
// the file's (Title, [Publish], Days_Ahead): the decoder matches a key to its field in any
// case, TOML's keys are case-sensitive, and the checks that find a key by its name (a
// blank title, an empty seed) would pass such a key over.
func exactKeys(path string, raw []byte) error {
	var doc map[string]any
	if toml.Unmarshal(raw, &doc) != nil {
		return nil // Decode read it: the document is valid TOML
	}
	var first *Error
	bad := func(key, meant string, line int) {
		if first == nil || line > 0 && (first.Line == 0 || line < first.Line) {
			first = &Error{Path: path, Line: line, Key: key, Msg: "unknown key: keys are case-sensitive; did you mean " + meant + "? the keys are " + keys()}
		}
	}
	exact := func(key string) string {
		for k := range examples {
			if strings.EqualFold(k, key) {
				return k
			}
		}
		return key
	}
	// In the keys' order, not the map's: two bad keys whose lines are not found (an inline
	// table's) give the same message on every run.
	for _, k := range slices.Sorted(maps.Keys(doc)) {
		v := doc[k]
		table, isTable := v.(map[string]any)
		if k != "publish" && (!isTable || !strings.EqualFold(k, "publish")) {
			if _, ok := examples[k]; !ok {
				bad(k, exact(k), lineOf(raw, k))
			}
			continue
		}
		if k != "publish" {
			line := tableLine(raw, k)
			for _, sk := range slices.Sorted(maps.Keys(table)) { // or dotted keys, Publish.days_ahead = 6
				if l := lineOf(raw, k+"."+sk); line == 0 || l > 0 && l < line {
					line = l
				}
			}
			bad(k, "[publish]", line)
		}
		for _, sk := range slices.Sorted(maps.Keys(table)) {
			if _, ok := examples["publish."+sk]; !ok {
				bad(k+"."+sk, exact("publish."+sk), lineOf(raw, k+"."+sk))
			}
		}
	}
	if first == nil {
		return nil
	}
	return first
}

// tableLine returns the line of the table header [name], 0 if none.
func tableLine(raw []byte, name string) int {
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(strings.SplitN(sc.Text(), "#", 2)[0])
		if strings.HasPrefix(l, "[") && strings.Trim(l, "[] ") == name {
			return n
		}
	}
	return 0
}

// decodeError turns the TOML library's error into an *Error.
func decodeError(path string, err error) error {
	var strict *toml.StrictMissingError
	var de *toml.DecodeError
	switch {
	case errors.As(err, &strict) && len(strict.Errors) > 0:
		e := &strict.Errors[0]
		line, _ := e.Position()
		key := strings.Join(e.Key(), ".")
		return &Error{Path: path, Line: line, Key: key, Msg: "unknown key; " + meant(key) + "the keys are " + keys()}
	case errors.As(err, &de):
		line, key, msg, _ := tomlerr.Describe(err)
		if ex, ok := examples[key]; ok {
			msg += "; like " + ex
		} else {
			msg += `; a setting is written like title = "Puzzle Club"`
		}
		return &Error{Path: path, Line: line, Key: key, Msg: msg}
	}
	return &Error{Path: path, Msg: err.Error()}
}

// check validates the values, each error with its key's line; it writes the language tags
// in their canonical case (site.CanonicalLanguage).
func (c *Config) check(raw []byte) error {
	bad := func(key, msg string) error {
		return &Error{Path: c.Path, Line: lineOf(raw, key), Key: key, Msg: msg + "; like " + examples[key]}
	}
	f := &c.File
	if f.BaseURL != "" {
		if _, err := site.ParseBaseURL(f.BaseURL); err != nil {
			// What is wrong, as --base-url says it: "has a query (?) or a fragment (#)".
			why := "is not an absolute http(s) URL"
			var be *site.BaseURLError
			if errors.As(err, &be) && !strings.HasPrefix(be.Why, "is not") {
				why = be.Why
			}
			return bad("base_url", fmt.Sprintf("%s %s", site.QuoteShort(f.BaseURL, 40), why))
		}
	}
	if has(raw, "seed") && f.Seed == "" {
		return bad("seed", "the seed is empty (leave it out for the default seed)")
	}
	if has(raw, "title") && strings.TrimSpace(f.Title) == "" {
		return bad("title", fmt.Sprintf("the title %q is blank, and would name the site nothing (leave it out for the default, opsdaily)", f.Title))
	}
	for _, t := range []struct{ key, v string }{{"title", f.Title}, {"description", f.Description}, {"footer", f.Footer}} {
		if err := site.CheckText(t.v); err != nil {
			return bad(t.key, err.Error())
		}
	}
	if has(raw, "out") && strings.TrimSpace(f.Out) == "" {
		return bad("out", fmt.Sprintf("out %q is empty (leave it out for the default, public)", f.Out))
	}
	// Language tags are case-insensitive: written as BCP 47 does, EN as en, fr-ca as fr-CA.
	f.Language = site.CanonicalLanguage(f.Language)
	for i, l := range f.Languages {
		f.Languages[i] = site.CanonicalLanguage(l)
	}
	if f.Language != "" && !site.LanguagePattern.MatchString(f.Language) {
		return bad("language", fmt.Sprintf("%q is not a language tag", f.Language))
	}
	if f.Language != "" {
		if err := site.CheckLanguage(f.Language); err != nil {
			return bad("language", err.Error())
		}
	}
	if f.Languages != nil {
		if f.Language != "" {
			return bad("languages", "set language for a site in one language or languages for one in several, not both")
		}
		if len(f.Languages) < 2 {
			if len(f.Languages) == 0 {
				return bad("languages", `the list is empty: a site in several languages lists two or more (for one, set language = "en")`)
			}
			return bad("languages", fmt.Sprintf(`only %q is listed: a site in several languages lists two or more (for one, set language = %q)`, f.Languages[0], f.Languages[0]))
		}
		for i, l := range f.Languages {
			if err := site.CheckLanguage(l); err != nil {
				return bad("languages", err.Error())
			}
			if slices.Contains(f.Languages[:i], l) {
				return bad("languages", fmt.Sprintf("%q is listed twice", l))
			}
		}
	}
	if f.ThemeColor != "" {
		if err := site.CheckThemeColor(f.ThemeColor); err != nil {
			return bad("theme_color", err.Error())
		}
	}
	if f.Logo != "" {
		if err := site.CheckLogo(filepath.Join(c.Dir, StaticDir), f.Logo); err != nil {
			return bad("logo", err.Error())
		}
	}
	if err := site.CheckNav(f.Nav); err != nil {
		return bad("nav", err.Error())
	}
	if f.Publish.FirstDay != "" {
		d, err := generator.ParseDate(f.Publish.FirstDay)
		if err != nil {
			return bad("publish.first_day", fmt.Sprintf("%q is not a date YYYY-MM-DD", f.Publish.FirstDay))
		}
		c.firstDay, c.hasFirst = d, true
	}
	for _, n := range []struct {
		key string
		v   *int
		max int
	}{
		// A build holds days_before days, the build date and tomorrow: at most MaxDays.
		{"publish.days_before", f.Publish.DaysBefore, site.MaxDays - 2},
		{"publish.days_ahead", f.Publish.DaysAhead, site.MaxAhead},
	} {
		if n.v != nil && (*n.v < 0 || *n.v > n.max) {
			return bad(n.key, fmt.Sprintf("%d is not a number of days from 0 to %d", *n.v, n.max))
		}
	}
	if f.FirstNumber != nil {
		if *f.FirstNumber < 0 {
			return bad("first_number", fmt.Sprintf("%d is negative", *f.FirstNumber))
		}
		if !c.hasFirst {
			// The fix is the other key: the example names it, not first_number's own.
			return &Error{Path: c.Path, Line: lineOf(raw, "first_number"), Key: "first_number",
				Msg: "numbers count from [publish] first_day, which is not set; set the day that is No. " + strconv.Itoa(*f.FirstNumber) + ", like first_day = \"2026-01-01\" under [publish]"}
		}
	}
	return nil
}

// has reports whether the document sets key (as "key =", at the top level or in its table).
func has(raw []byte, key string) bool { return lineOf(raw, key) > 0 }

// lineOf returns the line that sets key ("a.b" is b in table [a], or a dotted a.b), 0 if
// none. It reads lines as TOML writes them, which a decoded document does.
func lineOf(raw []byte, key string) int {
	table, name := "", key
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		table, name = key[:i], key[i+1:]
	}
	cur := ""
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(l, "[") {
			cur = strings.Trim(strings.TrimSpace(strings.SplitN(l, "#", 2)[0]), "[] ")
			continue
		}
		k, _, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		k = strings.Trim(strings.TrimSpace(k), `"'`)
		if (cur == table && k == name) || (cur == "" && k == key) {
			return n
		}
	}
	return 0
}

// Options returns the site options of the config for a build on today. The directories
// are the site directory's content/, layouts/ and static/ (those that exist).
func (c *Config) Options(today generator.Date) (site.Options, error) {
	f := &c.File
	o := site.Options{Today: today, Seed: f.Seed, BaseURL: f.BaseURL}
	o.Out = f.Out
	if o.Out == "" {
		o.Out = "public"
	}
	if !filepath.IsAbs(o.Out) {
		o.Out = filepath.Join(c.Dir, o.Out)
	}
	o.From, o.To = c.Window(today)
	if p := f.Publish.DaysAhead; p != nil {
		o.Ahead = *p
	}
	if c.hasFirst && o.To < c.firstDay {
		return o, &Error{Path: c.Path, Line: lineOf(c.raw, "publish.first_day"), Key: "publish.first_day",
			Msg: fmt.Sprintf("%s is after the last day of this build, %s: nothing to publish yet; give that day or an earlier one, like first_day = %q under [publish]", f.Publish.FirstDay, o.To, o.To.String())}
	}
	o.Operator = site.Operator{
		Title: f.Title, Description: f.Description, Language: f.Language, Languages: f.Languages, Footer: f.Footer,
		Nav: f.Nav, Logo: f.Logo, ThemeColor: f.ThemeColor,
		NoPreviews: f.Previews != nil && !*f.Previews,
		Config:     c.Path,
	}
	if c.hasFirst {
		o.FirstDay = &c.firstDay
	}
	if f.FirstNumber != nil {
		o.Numbering = &site.Numbering{From: c.firstDay, First: *f.FirstNumber}
	}
	for _, d := range []struct {
		name string
		out  *string
	}{{ContentDir, &o.Content}, {LayoutsDir, &o.Layouts}, {StaticDir, &o.Static}} {
		p := filepath.Join(c.Dir, d.name)
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			*d.out = p
		}
	}
	return o, nil
}

// Window returns the first and last days a build on today holds: to is the horizon plus
// days_ahead.
func (c *Config) Window(today generator.Date) (from, to generator.Date) {
	p := &c.File.Publish
	ahead := 0
	if p.DaysAhead != nil {
		ahead = *p.DaysAhead
	}
	to = (&site.Options{Today: today}).Horizon().Add(ahead)
	switch {
	case p.DaysBefore != nil:
		from = today.Add(-*p.DaysBefore)
	case c.hasFirst:
		from = c.firstDay
	default:
		from = today.Add(-DefaultDaysBefore)
	}
	if c.hasFirst && from < c.firstDay {
		from = c.firstDay
	}
	return from, to
}

// FirstDay returns [publish] first_day, the first day ever published; ok is false when the
// file does not set it.
func (c *Config) FirstDay() (day generator.Date, ok bool) { return c.firstDay, c.hasFirst }

// Find returns the config file of the directory dir, "" if it has none.
func Find(dir string) string {
	p := filepath.Join(dir, FileName)
	if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
		return p
	}
	return ""
}

// Within returns the config file of the site whose content/, layouts/ or static/ holds
// dir, at any depth, and the name of that folder; "", "" when dir is in none. A build or
// preview run there without --config would not be that site's: it would make the default
// site, and a build would write it among the site's own sources.
func Within(dir string) (file, folder string) {
	cur, err := filepath.Abs(dir)
	if err != nil {
		return "", ""
	}
	for {
		parent := filepath.Dir(cur)
		if parent == cur {
			return "", ""
		}
		switch name := filepath.Base(cur); name {
		case ContentDir, LayoutsDir, StaticDir:
			if f := Find(parent); f != "" {
				return f, name
			}
		}
		cur = parent
	}
}
