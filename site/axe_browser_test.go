package site

import (
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// pageKinds are one page of each kind of a site built by buildFar.
var pageKinds = []struct{ kind, path string }{
	{"home", "index.html"},
	{"daily", "daily/2040-03-03/index.html"},
	{"archive", "archive/2040/index.html"},
	{"archive index", "archive/index.html"},
	{"rules ops", "rules/ops/index.html"},
	{"rules two ops", "rules/two-ops/index.html"},
	{"practice", "practice/index.html"},
	{"match", "match/index.html"},
	{"duel", "duel/index.html"},
	{"print month", "print/2040-03/index.html"},
	{"404", "404.html"},
}

// TestBrowserAxe runs axe-core on every kind of page, light and dark, as loaded: no
// violation of any impact.
func TestBrowserAxe(t *testing.T) {
	axe.Available(t)
	tab := browser.Tab(t)
	out := buildFar(t)
	for _, scheme := range []string{"light", "dark"} {
		tab.Media("", "prefers-color-scheme="+scheme)
		for _, p := range pageKinds {
			tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p.path))))
			tab.Wait(`document.readyState === "complete"`)
			axe.Check(tab, p.kind+" ("+scheme+")")
		}
	}
}
