package teachtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// storageKey finds the local storage keys in the pages' scripts: string literals that begin
// with "opsdaily:", up to their first variable part.
var storageKey = regexp.MustCompile(`['"](opsdaily:[a-z]*:?[a-z]*:?)`)

// TestPrivacyListsEveryKey reads every script and template of templates/ (tests left out)
// for the local storage keys the site uses, and checks the privacy page lists each; and
// that the page is linked from every page's footer and passes axe.
func TestPrivacyListsEveryKey(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "templates", "*", "*"))
	keys := map[string]string{}
	for _, f := range files {
		if strings.HasSuffix(f, ".test.js") || !(strings.HasSuffix(f, ".js") || strings.HasSuffix(f, ".html")) {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range storageKey.FindAllStringSubmatch(string(b), -1) {
			keys[m[1]] = f
		}
	}
	if len(keys) < 6 {
		t.Fatalf("only %d storage keys found in the scripts: %v", len(keys), keys)
	}
	tab := browser.Tab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "privacy", "index.html")))
	text := tab.Text("main")
	for k, f := range keys {
		if !strings.Contains(text, k) {
			t.Errorf("%s uses the storage key %q, which the privacy page does not list", f, k)
		}
	}
	if !strings.Contains(text, "Nothing you do on this site is sent anywhere") {
		t.Error("the privacy page does not say nothing is sent")
	}
	axe.Check(tab, "the privacy page")
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	if h := tab.Attr(`footer a[href$="privacy/index.html"]`, "href"); h != "../privacy/index.html" {
		t.Errorf("the footer links the privacy page as %q", h)
	}
}
