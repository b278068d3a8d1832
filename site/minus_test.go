package site

import (
	"context"
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// Where a built page's text is, for TestOneMinusSign: the elements whose content no one
// reads (scripts and styles), the tags, and the attributes that are read out.
var (
	unread    = regexp.MustCompile(`(?s)<(script|style)\b[^>]*>.*?</(script|style)>`)
	tag       = regexp.MustCompile(`<[^>]*>`)
	readAttrs = regexp.MustCompile(`\b(?:aria-label|aria-description|title|alt|placeholder|content)="([^"]*)"`)
)

// TestOneMinusSign builds two months of an English and a French site, print pages and
// rules pages included, and reads every page as a visitor does (its text and the
// attributes read out): no operation or negative number is written with an ASCII hyphen
// (browsertest.OneMinus), beside the "−" of the equations. The scripts' words are checked
// in the browser tests (OneMinus on Tab.Words).
func TestOneMinusSign(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		out := filepath.Join(t.TempDir(), lang)
		opts := Options{Out: out, From: generator.MakeDate(2026, 11, 1), To: generator.MakeDate(2026, 12, 31), Today: generator.MakeDate(2026, 12, 31), Operator: Operator{Language: lang}}
		if _, err := Build(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		pages := 0
		err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			pages++
			page := unread.ReplaceAllString(string(b), "")
			texts := []string{html.UnescapeString(tag.ReplaceAllString(page, " "))}
			for _, m := range readAttrs.FindAllStringSubmatch(page, -1) {
				texts = append(texts, html.UnescapeString(m[1]))
			}
			rel, _ := filepath.Rel(out, p)
			browsertest.OneMinus(t, lang+" "+filepath.ToSlash(rel), texts)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if pages < 100 {
			t.Errorf("%s: only %d pages read", lang, pages)
		}
	}
}
