package teachtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// storageKey finds the local storage keys in the pages' scripts: string literals that begin
// with "opsdaily:", up to their first variable part, and the names put after the site's
// prefix (OpsStats.here().prefix + 'name'), found as "opsdaily:SITE:name"
// (TestPrivacyListsStoredKeys checks the keys whole).
var storageKey = regexp.MustCompile(`['"](opsdaily:[a-z]*:?[a-z]*:?)|prefix \+ ['"]([a-z]+:?[a-z]*:?)`)

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
			if m[2] != "" {
				m[1] = "opsdaily:SITE:" + m[2]
			}
			keys[m[1]] = f
		}
	}
	if len(keys) < 3 {
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

// TestPrivacyListsStoredKeys plays as a visitor would, in a fresh profile: a daily page (its
// "How to play" notes) with its Ops solved (the history) and its duel solved, practice
// alone and with a class code, an assignment with a name. Every key they left in local
// storage is on the privacy page as it is written there: the site's part as SITE, a class
// code as CODE, a date as YYYY-MM-DD, the rest of an assignment's key as "…".
func TestPrivacyListsStoredKeys(t *testing.T) {
	dir := built(t)
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(dir, "daily", "2026-11-29", "index.html")))
	solveOps(t, tab, 0)
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 11, 29))
	if err != nil {
		t.Fatal(err)
	}
	browsertest.DuelTry(tab, rec.Duel.Position, rec.Duel.WinningMoves[0])
	tab.Wait(`document.querySelector('.duel').dataset.duelState === 'solved'`)
	practice := browsertest.FileURL(filepath.Join(dir, "practice", "index.html"))
	tab.Open(practice)
	tab.Wait(`document.readyState === 'complete'`)
	tab.Open(practice + "?class=7b")
	tab.Wait(`document.readyState === 'complete'`)
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 4}
	tab.Open(browsertest.FileURL(filepath.Join(dir, "teach", "play", "index.html")) + query(o) + "&help=0")
	tab.Focus("#as-name")
	tab.Keys("Zoë Ng")
	tab.Click(`[data-as-name] button`)
	solveOps(t, tab, 0)
	stored := browsertest.Eval[[]string](tab, `Object.keys(localStorage).sort()`)
	tab.Open(browsertest.FileURL(filepath.Join(dir, "privacy", "index.html")))
	text := tab.Text("main")
	site, date := regexp.MustCompile(`^opsdaily:[0-9a-f]{8}:`), regexp.MustCompile(`\d{4}-\d\d-\d\d$`)
	seen := map[string]bool{}
	for _, k := range stored {
		n := date.ReplaceAllString(site.ReplaceAllString(k, "opsdaily:SITE:"), "YYYY-MM-DD")
		if c, ok := strings.CutPrefix(n, "opsdaily:SITE:practice:class:"); ok && c != "" {
			n = "opsdaily:SITE:practice:class:CODE"
		}
		if strings.HasPrefix(n, "opsdaily:SITE:assign:") {
			n = "opsdaily:SITE:assign:…"
		}
		seen[n] = true
		if !strings.Contains(text, n) {
			t.Errorf("the pages stored %q, which the privacy page does not list (as %q)", k, n)
		}
	}
	for _, k := range []string{"opsdaily:SITE:days", "opsdaily:SITE:how:ops", "opsdaily:SITE:how:twoops",
		"opsdaily:SITE:practice:self", "opsdaily:SITE:practice:class:CODE", "opsdaily:SITE:name", "opsdaily:SITE:assign:…", "opsdaily:SITE:duelday:YYYY-MM-DD"} {
		if !seen[k] {
			t.Errorf("no key %s after the visit; stored: %s", k, fmt.Sprint(stored))
		}
	}
}
