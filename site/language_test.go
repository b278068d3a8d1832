package site

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/templates"
)

// testLanguage makes a catalogue for the test-only language "eo" from the English one, as
// a translator would write it: every message and name marked "Eo·", so that a word from
// it can be told from an English one.
func testLanguage(t *testing.T) string {
	t.Helper()
	raw, err := fs.ReadFile(templates.FS, "i18n/en.toml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	// Messages and forms: `key = "text"` and `{ one = "text", ... }` in [messages] tables;
	// month and weekday names in [date].
	head, msgs, _ := strings.Cut(src, "\n[messages]\n")
	msgs = regexp.MustCompile(`= "`).ReplaceAllString(msgs, `= "Eo·`)
	head = strings.Replace(head, `name = "English"`, `name = "Esperanto"`, 1)
	head = regexp.MustCompile(`"(January|February|March|April|May|June|July|August|September|October|November|December|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)"`).ReplaceAllString(head, `"Eo·$1"`)
	return head + "\n[messages]\n" + msgs
}

// withFiles returns templates.FS with the files added.
func withFiles(t *testing.T, files map[string]string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(templates.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(templates.FS, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		m[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return m
}

// TestThirdLanguage adds a language with one catalogue file and its rules pages in
// Markdown, no code: the site built in it takes every word that has moved to the
// catalogue from it, its dates included, and its rules from its own Markdown.
func TestThirdLanguage(t *testing.T) {
	words := withFiles(t, map[string]string{
		"i18n/eo.toml":        testLanguage(t),
		"rules/eo/ops.md":     "# Kiel ludi Ops\n\nLa klavaro:\n\n{{example keypad}}\n",
		"rules/eo/two-ops.md": "# Kiel ludi Two Ops\n\n{{example operators}}\n",
	})
	out := filepath.Join(t.TempDir(), "site")
	from, today := generator.MakeDate(2026, 11, 28), generator.MakeDate(2026, 12, 1)
	opts := Options{Out: out, From: from, Today: today, Operator: Operator{Language: "eo", wordsFS: words}}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	home := read("index.html")
	for _, want := range []string{
		`<html lang="eo">`,
		`>Eo·Today</a>`, `>Eo·All days</a>`, `>Eo·Rules</a>`,
		`<a class="skip" href="#content">Eo·Skip to the content</a>`,
		`Eo·Rules of Ops</a>`,
	} {
		if !strings.Contains(home, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	// The English words the catalogue replaced are gone from a page whose every word
	// comes from it.
	notFound := read("404.html")
	for _, gone := range []string{">Today</a>", ">All days</a>", `"#content">Skip`, ">Rules of Ops</a>", ">No such page<", "<p>This page does not exist"} {
		if strings.Contains(notFound, gone) {
			t.Errorf("404.html still has the English %q", gone)
		}
	}
	archive := read("archive/index.html")
	for _, want := range []string{"<h1>Eo·All days of 2026</h1>", "Eo·November 2026", `abbr="Eo·Monday">Mo<`, "Eo·Sunday 29 Eo·November 2026"} {
		if !strings.Contains(archive, want) {
			t.Errorf("archive lacks %q", want)
		}
	}
	rules := read("rules/ops/index.html")
	for _, want := range []string{"<title>Eo·Kiel ludi Ops · opsdaily</title>", "<h1 id=\"kiel-ludi-ops\">Kiel ludi Ops</h1>", "Eo·The natural layout,", `aria-label="Eo·Keypad by rows: 7 8 9, 4 5 6, 1 2 3"`} {
		if !strings.Contains(rules, want) {
			t.Errorf("rules/ops lacks %q", want)
		}
	}
	if two := read("rules/two-ops/index.html"); !strings.Contains(two, "<li>Eo·K♥ with 9♣ and 3♠: Eo·the operator matches neither, so Eo·the average, (9 &#43; 3) ÷ 2 = 6</li>") {
		t.Errorf("rules/two-ops: the operations are not worded from the catalogue")
	}
	if feed := read("feed.xml"); !strings.Contains(feed, "<title>Eo·Puzzles of Eo·Tuesday 1 Eo·December 2026</title>") {
		t.Errorf("feed: the entries are not worded from the catalogue")
	}
}

// TestIncompleteLanguage checks that a build refuses a catalogue that lacks keys of the
// English one, naming them, and a language without rules pages, and leaves no site.
func TestIncompleteLanguage(t *testing.T) {
	cat := testLanguage(t)
	cat = strings.Replace(cat, "\nskip = ", "\n# skip = ", 1)
	cat = strings.Replace(cat, "\nprivacy = ", "\n# privacy = ", 1)
	for name, files := range map[string]map[string]string{
		"layout.privacy, layout.skip": {"i18n/eo.toml": cat, "rules/eo/ops.md": "# O\n", "rules/eo/two-ops.md": "# T\n"},
		"templates/rules/eo/ops.md":   {"i18n/eo.toml": testLanguage(t)},
	} {
		out := filepath.Join(t.TempDir(), "site")
		opts := Options{Out: out, From: generator.MakeDate(2026, 11, 28), Today: generator.MakeDate(2026, 12, 1),
			Operator: Operator{Language: "eo", wordsFS: withFiles(t, files)}}
		_, err := Build(context.Background(), opts)
		if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), name) || strings.Contains(err.Error(), "\n") {
			t.Errorf("want one line wrapping ErrOptions naming %s, got %v", name, err)
		}
		if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: a site was left at %s", name, out)
		}
	}
}
