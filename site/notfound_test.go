package site

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/preview"
)

// A host serves 404.html at the missing page's URL, at any depth. Built without a base URL
// and served as opsdaily serve does (site/preview), the 404 page of a missing page deep in
// the site is the right language's, its logo shows and every link on it leads to a page
// that exists; on a site served under a path (/ops/) too.
func TestBrowserNotFoundAtDepth(t *testing.T) {
	tab := browser.Tab(t)
	tab.AllowConsoleErrors() // the 404 status of the page itself
	shots := browsertest.Shots(t)
	one := filepath.Join(t.TempDir(), "one")
	two := filepath.Join(t.TempDir(), "two")
	// The first site has a folder of static/, img/: a missing file there is at the root's
	// depth + 1, as one in assets/ is.
	static := filepath.Join(t.TempDir(), "static")
	if err := os.MkdirAll(filepath.Join(static, "img"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(static, "img", "club.svg"), []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for out, op := range map[string]Operator{one: {Static: static}, two: {Languages: []string{"en", "fr"}}} {
		if _, err := Build(context.Background(), Options{Out: out, From: testFrom, Today: testToday, Operator: op}); err != nil {
			t.Fatal(err)
		}
	}
	mux := http.NewServeMux()
	mux.Handle("/ops/", http.StripPrefix("/ops", preview.Handler(one)))
	mux.Handle("/", preview.Handler(one))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	srv2 := httptest.NewServer(preview.Handler(two))
	defer srv2.Close()
	for _, c := range []struct {
		name, url, lang, heading string
		links                    string // the prefix every link of the page must have
		today                    string // where its first link, to today's puzzles, leads
	}{
		{"deep", srv.URL + "/daily/2026-99-99/index.html", "en", "No such page", srv.URL + "/", srv.URL + "/index.html"},
		{"top", srv.URL + "/nope.html", "en", "No such page", srv.URL + "/", srv.URL + "/index.html"},
		{"under-path", srv.URL + "/ops/rules/nope/", "en", "No such page", srv.URL + "/ops/", srv.URL + "/ops/index.html"},
		{"old-asset", srv.URL + "/ops/assets/play.0123456789.js", "en", "No such page", srv.URL + "/ops/", srv.URL + "/ops/index.html"},
		{"static-folder", srv.URL + "/ops/img/old.png", "en", "No such page", srv.URL + "/ops/", srv.URL + "/ops/index.html"},
		{"fr-deep", srv2.URL + "/fr/daily/2026-99-99/index.html", "fr", "Page introuvable", srv2.URL + "/", srv2.URL + "/fr/index.html"},
		{"en-deep", srv2.URL + "/en/archive/1999/", "en", "No such page", srv2.URL + "/", srv2.URL + "/en/index.html"},
		{"outside-languages", srv2.URL + "/daily/x/y.html", "en", "No such page", srv2.URL + "/", srv2.URL + "/en/index.html"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab.Open(c.url)
			tab.Wait(`document.readyState === "complete"`)
			if lang, h := browsertest.Eval[string](tab, `document.documentElement.lang`), tab.Text("h1"); lang != c.lang || h != c.heading {
				t.Fatalf("the page in %q with heading %q, want the %s 404 page, %q", lang, h, c.lang, c.heading)
			}
			if !browsertest.Eval[bool](tab, `document.querySelector('.brand img').naturalWidth > 0`) {
				t.Error("the logo does not load")
			}
			if today := browsertest.Eval[string](tab, `document.querySelector('main li a').href`); today != c.today {
				t.Errorf("the link to today's puzzles leads to %s, want %s", today, c.today)
			}
			links := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('a[href]:not([href^="#"]), link[href]')].map(function(a){return a.href})`)
			if len(links) < 10 {
				t.Fatalf("only %d links: %q", len(links), links)
			}
			for _, l := range links {
				if len(l) < len(c.links) || l[:len(c.links)] != c.links {
					t.Errorf("link %s is not under %s", l, c.links)
					continue
				}
				resp, err := http.Get(l)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("link %s: status %d", l, resp.StatusCode)
				}
			}
			tab.Screenshot(filepath.Join(shots, c.name+".png"))
		})
	}
}
