package site

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
)

// TestFeedLanguage: the feed says the language its titles and summaries are written in
// (xml:lang on the feed, RFC 4287 §2), as the pages' lang does, so that a feed reader (and
// its voice) reads a French feed as French; a tag with a region keeps it.
func TestFeedLanguage(t *testing.T) {
	for _, lang := range []string{"en", "fr", "fr-CA"} {
		out := buildDays(t, lang, generator.MakeDate(2026, 11, 28), generator.MakeDate(2026, 11, 29))
		b, err := os.ReadFile(filepath.Join(out, "feed.xml"))
		if err != nil {
			t.Fatal(err)
		}
		var feed struct {
			Lang string `xml:"http://www.w3.org/XML/1998/namespace lang,attr"`
		}
		if err := xml.Unmarshal(b, &feed); err != nil {
			t.Fatal(err)
		}
		if feed.Lang != lang {
			t.Errorf("the %s feed's xml:lang is %q, want %q", lang, feed.Lang, lang)
		}
	}
}
