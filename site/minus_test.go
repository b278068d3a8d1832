package site

import (
	"context"
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// Where a built page's text is, for visitorTexts: the elements whose content no one reads
// (scripts and styles), the tags, and the attributes that are read out.
var (
	unread    = regexp.MustCompile(`(?s)<(script|style)\b[^>]*>.*?</(script|style)>`)
	tag       = regexp.MustCompile(`<[^>]*>`)
	readAttrs = regexp.MustCompile(`\b(?:aria-label|aria-description|title|alt|placeholder|content)="([^"]*)"`)
)

// buildDays builds a site in lang of the days from..to, built on the last, into a
// directory of its own, and returns the directory.
func buildDays(t *testing.T, lang string, from, to generator.Date) string {
	t.Helper()
	out := t.TempDir()
	opts := Options{Out: out, From: from, To: to, Today: to, Operator: Operator{Language: lang}}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	return out
}

// visitorTexts walks the site built in out and calls read with the slash path of each file
// whose name ends in one of exts and the texts a visitor meets in it: its text (scripts,
// styles and what drop matches, if drop is not nil, taken out, each tag replaced by
// between), then each attribute read out. It returns how many files it read.
func visitorTexts(t *testing.T, out string, exts []string, between string, drop *regexp.Regexp, read func(rel string, texts []string)) int {
	t.Helper()
	files := 0
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !slices.ContainsFunc(exts, func(e string) bool { return strings.HasSuffix(p, e) }) {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		page := unread.ReplaceAllString(string(b), "")
		if drop != nil {
			page = drop.ReplaceAllString(page, "")
		}
		texts := []string{html.UnescapeString(tag.ReplaceAllString(page, between))}
		for _, m := range readAttrs.FindAllStringSubmatch(page, -1) {
			texts = append(texts, html.UnescapeString(m[1]))
		}
		rel, _ := filepath.Rel(out, p)
		read(filepath.ToSlash(rel), texts)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestOneMinusSign builds two months of an English and a French site, print pages and
// rules pages included, and reads every page as a visitor does (its text and the
// attributes read out): no operation or negative number is written with an ASCII hyphen
// (browsertest.OneMinus), beside the "−" of the equations. The scripts' words are checked
// in the browser tests (OneMinus on Tab.Words).
func TestOneMinusSign(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		out := buildDays(t, lang, generator.MakeDate(2026, 11, 1), generator.MakeDate(2026, 12, 31))
		pages := visitorTexts(t, out, []string{".html"}, " ", nil, func(rel string, texts []string) {
			browsertest.OneMinus(t, lang+" "+rel, texts)
		})
		if pages < 100 {
			t.Errorf("%s: only %d pages read", lang, pages)
		}
	}
}
