package i18n_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/jstest"
	"github.com/opsdaily/opsdaily/templates"
)

var update = flag.Bool("update", false, "rewrite the test vectors")

// playDir holds page.js and its node test, words.test.js.
var playDir = filepath.Join("..", "..", "templates", "play")

func load(t *testing.T, lang string) *i18n.Catalog {
	t.Helper()
	c, err := i18n.For(templates.FS, lang)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestScript checks what Script writes into a script, by hand-made cases.
func TestScript(t *testing.T) {
	fr := load(t, "fr")
	for _, tc := range []struct{ src, want string }{
		{`x = _("nav.home");`, `x = "Aujourd’hui";`},
		{`f(_("nav.home", {}), 1)`, `f(_("Aujourd’hui", {}), 1)`},
		{`f(_("layout.footer", {site: s}))`, "f(_(\"{site}\u00a0: une réussite d’Ops et une main de Two Ops par jour, les mêmes pour tous.\", {site: s}))"},
		{`var l = _("@lang"), o = a._("x")`, `var l = "fr", o = a._("x")`},
		{"// _(\"no.such.key\") in a comment\n * _(x) too\nok()", "// _(\"no.such.key\") in a comment\n * _(x) too\nok()"},
		{`my_("x")`, `my_("x")`},
		{"// a callback (_, i) in a comment\nok()", "// a callback (_, i) in a comment\nok()"},
	} {
		got, err := fr.Script("t.js", []byte(tc.src))
		if err != nil || got != tc.want {
			t.Errorf("Script(%q) = %q, %v; want %q", tc.src, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"a;\n_(\"no.such\")", `t.js:2: no message "no.such" in i18n/fr.toml`},
		{`_(key)`, `t.js:1: _ needs a literal key, like _("board.solved"); found _(key)`},
		{`_('nav.home')`, `t.js:1: _ needs a literal key`},
		{`_("@lang", 1)`, `t.js:1: _("@lang") takes no arguments`},
		{`_("@colour")`, `t.js:1: _("@colour"): no such part of a catalogue`},
		{`function f(_, b) {}`, `t.js:1: declares its own _`},
		{`const _ = 1`, `t.js:1: declares its own _`},
	} {
		_, err := fr.Script("t.js", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Script(%q): error %v, want one starting %q", tc.src, err, tc.want)
		}
	}
}

// TestScriptsWorded checks that every script of the templates gets its words in every
// language: a key a script asks for that a catalogue lacks fails here, naming it.
func TestScriptsWorded(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("..", "..", "templates", "*", "*.js"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	langs, err := i18n.Languages(templates.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range langs {
		c := load(t, lang)
		for _, name := range names {
			if strings.HasSuffix(name, ".test.js") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Script(filepath.Base(filepath.Dir(name))+"/"+filepath.Base(name), src); err != nil {
				t.Errorf("%s: %v", lang, err)
			}
		}
	}
}

// numbers are the values the vectors write and count with.
var numbers = []float64{0, 1, 2, 3, -1, 0.5, 1.5, 7.5, -2.5, 10, 17, 100, 1000, 1234, 12345, -12345.5, 1e6, 2e6}

// vectors are what Go's catalogue of lang makes of numbers, plural counts, card codes and
// every message of the catalogue, with the message as Script writes it into a script.
func vectors(t *testing.T, c *i18n.Catalog) []byte {
	type num struct {
		X      float64 `json:"x"`
		Text   string  `json:"text"`
		Plural string  `json:"plural"`
	}
	type msg struct {
		Key  string         `json:"key"`
		Msg  any            `json:"msg"`
		Args map[string]any `json:"args"`
		Want string         `json:"want"`
	}
	type card struct{ Code, Name, Rank string }
	var nums []num
	for _, x := range numbers {
		p, err := c.Plural(x)
		if err != nil {
			t.Fatal(err)
		}
		nums = append(nums, num{x, c.Number(x), p})
	}
	var cards []card
	for _, code := range []string{"AS", "7C", "10H", "JD", "QS", "KH"} {
		cards = append(cards, card{code, c.Card(code[:len(code)-1], code[len(code)-1:]), c.Rank(code[:len(code)-1])})
	}
	var msgs []msg
	for _, k := range c.Keys() {
		if c.Texts(k) == nil {
			continue // not a message: the words of numbers, dates and cards, checked above
		}
		js, err := c.Script("v.js", []byte(`_("`+k+`")`))
		if err != nil {
			t.Fatal(err)
		}
		inner := strings.TrimSuffix(strings.TrimPrefix(js, "_("), ")")
		counts := []any{nil}
		if slices.Contains(c.Placeholders(k), "count") {
			counts = []any{0, 1, 2, 1.5, 1000000}
		}
		for _, n := range counts {
			args, pairs := map[string]any{}, []any{}
			for _, p := range c.Placeholders(k) {
				v := any("‹" + p + "›")
				if p == "count" {
					v = n
				}
				args[p] = v
				pairs = append(pairs, p, v)
			}
			want, err := c.Msg(k, pairs...)
			if err != nil {
				t.Fatal(err)
			}
			msgs = append(msgs, msg{k, jsonRaw(inner), args, want})
		}
	}
	return jstest.Object(t, jstest.Section{Key: "lang", Value: c.Lang}, jstest.Section{Key: "numbers", Value: nums},
		jstest.Section{Key: "cards", Value: cards}, jstest.Section{Key: "messages", Value: msgs})
}

// TestWordsVectors writes the English vectors of page.js's words (templates/play/testdata/words.json),
// which its node test reads.
func TestWordsVectors(t *testing.T) {
	jstest.Golden(t, filepath.Join(playDir, "testdata", "words.json"), vectors(t, load(t, i18n.Reference)), *update)
}

// TestWordsNode runs words.test.js on page.js as the site writes it for each language,
// against that language's vectors from Go: numbers, plural forms, card names and every
// message of the catalogue filled in.
func TestWordsNode(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(playDir, "page.js"))
	if err != nil {
		t.Fatal(err)
	}
	test, err := os.ReadFile(filepath.Join(playDir, "words.test.js"))
	if err != nil {
		t.Fatal(err)
	}
	langs, err := i18n.Languages(templates.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			c := load(t, lang)
			dir := t.TempDir()
			js, err := c.Script("play/page.js", src)
			if err != nil {
				t.Fatal(err)
			}
			files := map[string][]byte{"page.js": []byte(js), "words.test.js": test, "testdata/words.json": vectors(t, c)}
			for name, text := range files {
				p := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, text, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			jstest.Node(t, dir)
		})
	}
}

// jsonRaw keeps a JSON text as it is in the vectors.
func jsonRaw(s string) any { return json.RawMessage(s) }
