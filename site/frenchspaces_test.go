package site

import (
	"regexp"
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
	out := buildDays(t, "fr", generator.MakeDate(2026, 11, 20), generator.MakeDate(2026, 12, 5))
	// A tag is taken out, not made a space: "<b>juste</b>: " is read "juste: ".
	pages := visitorTexts(t, out, []string{".html", ".xml"}, "", code, func(rel string, texts []string) {
		browsertest.FrenchSpaces(t, rel, texts)
	})
	if pages < 40 {
		t.Errorf("only %d pages read", pages)
	}
}
