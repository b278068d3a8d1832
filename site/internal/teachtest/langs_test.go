package teachtest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// bothSite is the small site of built in English and French, built once.
var bothSite sitetest.Built

func builtBoth(t *testing.T) string {
	return bothSite.Dir(t, browser, "opsdaily-teach-en-fr", site.Options{From: generator.MakeDate(2026, 11, 28), To: generator.MakeDate(2026, 11, 30),
		Today: generator.MakeDate(2026, 11, 29), Operator: site.Operator{Languages: []string{"en", "fr"}}})
}

// TestLanguageLinkKeepsOptions: on a site in English and French, a student who opens the
// French assignment link, plays its first puzzle and then picks "English" in the page's
// language links is on the same assignment in English, at its second puzzle, not on a
// link the page calls broken; a teacher who switches teach/'s language keeps the sheet.
func TestLanguageLinkKeepsOptions(t *testing.T) {
	dir := builtBoth(t)
	o := sheet.Options{Code: "7B-2026", Game: sheet.Ops, Count: 3}
	q := query(o) + "&help=0"
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(dir, "fr", "teach", "play", "index.html")) + q)
	tab.Focus("#as-name")
	tab.Keys("Zoë")
	tab.Click(`[data-as-name] button`)
	solveOps(t, tab, 0)
	tab.Click(`nav.langs a[lang="en"]`)
	tab.Wait(`document.documentElement.lang === 'en' && document.readyState === 'complete'`)
	if got := browsertest.Eval[string](tab, `location.search`); got != q {
		t.Errorf("the English link opened the assignment with %q, want %q", got, q)
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-as-error]').hidden`) {
		t.Fatalf("the English assignment says the link is broken: %q", tab.Text(`[data-as-error]`))
	}
	if got := tab.Text(`[data-as-what]`); !strings.HasPrefix(got, "Ops solitaire worksheet of class code 7B-2026: 3 puzzles") {
		t.Errorf("the English assignment says %q", got)
	}
	tab.Wait(`document.querySelector('[data-as-progress]').textContent !== ''`)
	if got := tab.Text(`[data-as-progress]`); got != "Puzzle 2 of 3: Ops solitaire" {
		t.Errorf("the English assignment offers %q, want the second puzzle", got)
	}

	t2 := query(sheet.Options{Code: "5C", Game: sheet.Mixed, Count: 4, Paper: sheet.Letter})
	tab.Open(browsertest.FileURL(filepath.Join(dir, "fr", "teach", "index.html")) + t2)
	tab.Click(`nav.langs a[lang="en"]`)
	tab.Wait(`document.documentElement.lang === 'en' && document.readyState === 'complete'`)
	if got := tab.Text(`[data-tc-status]`); !strings.HasPrefix(got, "Ops and Two Ops worksheet, class code 5C: 4 puzzles") || !strings.Contains(got, "Letter") {
		t.Errorf("teach/ in English after the language link says %q, want the same sheet", got)
	}
}
