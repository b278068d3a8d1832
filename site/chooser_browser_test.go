package site

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestBrowserLanguageChooser: the top index.html of a site in French and Canadian French
// sends each visitor to the language their browser asks for, by the whole tag before the
// base language: a fr-CA visitor to fr-CA/, a fr-BE one to fr/, whatever the tags' case,
// taking the browser's languages in order; a visitor asking for none of them to the first.
// Over file://.
func TestBrowserLanguageChooser(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	if _, err := Build(context.Background(), Options{Out: out, From: farFrom, To: farFrom.Add(2), Today: farFrom.Add(1), Operator: Operator{Languages: []string{"fr", "fr-CA"}}}); err != nil {
		t.Fatal(err)
	}
	top := browsertest.FileURL(filepath.Join(out, "index.html"))
	for _, c := range []struct {
		asks []string
		want string // the directory the visitor lands in
	}{
		{[]string{"fr-CA", "fr"}, "fr-CA"},
		{[]string{"fr-ca"}, "fr-CA"},
		{[]string{"fr", "fr-CA"}, "fr"},
		{[]string{"fr-BE", "fr-CA"}, "fr"},
		{[]string{"de", "fr-CA", "fr"}, "fr-CA"},
		{[]string{"en-US", "en"}, "fr"},
	} {
		t.Run(strings.Join(c.asks, ","), func(t *testing.T) {
			tab := browser.FreshTab(t)
			tab.Languages(c.asks...)
			tab.Open(top)
			// The language's home page then sends the visitor on to the day's page.
			tab.Wait(`location.href.indexOf("/daily/") > 0 && document.readyState === "complete"`)
			if got := browsertest.Eval[string](tab, `navigator.languages.join()`); got != strings.Join(c.asks, ",") {
				t.Fatalf("the browser asks for %q, want %q", got, strings.Join(c.asks, ","))
			}
			want := browsertest.FileURL(filepath.Join(out, c.want)) + "/"
			if got := browsertest.Eval[string](tab, `location.href`); !strings.HasPrefix(got, want) {
				t.Errorf("the visitor lands on %s, want a page under %s", got, want)
			}
			if got, lang := browsertest.Eval[string](tab, `document.documentElement.lang`), c.want; got != lang {
				t.Errorf("the page landed on is in %q, want %q", got, lang)
			}
		})
	}
}
