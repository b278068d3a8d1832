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

// code is what a page shows as code or keys to type (the privacy page's storage keys,
// opsdaily:SITE:days, and command lines): written as a program reads it, not French prose.
var code = regexp.MustCompile(`(?s)<(code|kbd|pre)\b[^>]*>.*?</(code|kbd|pre)>`)

// TestFrenchSpacesBuilt builds a month of a French site, rules, print and feed included,
// and reads every page as a visitor does (its text and the attributes read out): each : ;
// ! and ? has the no-break space French writes before it (browsertest.FrenchSpaces), the
// templates' own punctuation as well as the catalogue's. The scripts' words are checked
// in the browser tests.
func TestFrenchSpacesBuilt(t *testing.T) {
	out := t.TempDir()
	opts := Options{Out: out, From: generator.MakeDate(2026, 11, 20), To: generator.MakeDate(2026, 12, 5), Today: generator.MakeDate(2026, 12, 5), Operator: Operator{Language: "fr"}}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	pages := 0
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") && !strings.HasSuffix(p, ".xml") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		pages++
		page := code.ReplaceAllString(unread.ReplaceAllString(string(b), ""), "")
		// A tag is taken out, not made a space: "<b>juste</b>: " is read "juste: ".
		texts := []string{html.UnescapeString(tag.ReplaceAllString(page, ""))}
		for _, m := range readAttrs.FindAllStringSubmatch(page, -1) {
			texts = append(texts, html.UnescapeString(m[1]))
		}
		rel, _ := filepath.Rel(out, p)
		browsertest.FrenchSpaces(t, filepath.ToSlash(rel), texts)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if pages < 40 {
		t.Errorf("only %d pages read", pages)
	}
}
