package config_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// TestBrowserContentLinks: from file://, a reader follows the operator's links from page to
// page and to the built pages, by keyboard, and lands on each page (not a directory
// listing); the operator's stylesheet and logo load.
func TestBrowserContentLinks(t *testing.T) {
	tab := browser.Tab(t)
	out := buildDir(t, sitetest.Write(t, t.TempDir(), clubSite))
	tab.Open(browsertest.FileURL(filepath.Join(out, "about", "index.html")))
	if got := tab.Text("h1"); got != "About the club" {
		t.Fatalf("h1 %q", got)
	}
	if w := browsertest.Eval[int](tab, `document.querySelector(".brand img").naturalWidth`); w == 0 {
		t.Error("the logo did not load")
	}
	if ls := browsertest.Eval[string](tab, `getComputedStyle(document.querySelector(".brand")).letterSpacing`); ls != "normal" && ls != "0px" {
		t.Errorf("custom.css not applied: letter-spacing %q", ls)
	}
	for _, step := range []struct{ link, url, h1 string }{
		{`article a[href$="meetings/index.html#when"]`, "/club/meetings/index.html#when", "Our meetings"},
		{`article a[href$="about/index.html"]`, "/about/index.html", "About the club"},
		{`article a[href$="rules/ops/index.html"]`, "/rules/ops/index.html", ""},
	} {
		tab.Focus(step.link)
		tab.Keys("\r")
		tab.Wait(`location.href.endsWith(` + browsertest.Quote(step.url) + `) && document.readyState === "complete" && !!document.querySelector("h1")`)
		if h1 := tab.Text("h1"); step.h1 != "" && h1 != step.h1 {
			t.Errorf("after %s: h1 %q, want %q", step.link, h1, step.h1)
		}
		if strings.Contains(tab.Text("body"), "Index of") {
			t.Errorf("after %s: a directory listing", step.link)
		}
	}
}

// TestBrowserHeaderLayoutKeepsOneStore: with a header of the operator's that builds, the
// home page, a day's page and the archive keep a player's games under one key, the key
// of the same site with the embedded header.
func TestBrowserHeaderLayoutKeepsOneStore(t *testing.T) {
	tab := browser.Tab(t)
	key := func(out string) []string {
		var keys []string
		for _, p := range []string{"index.html", "daily/2026-11-28/index.html", "archive/index.html"} {
			tab.Open(browsertest.FileURL(filepath.Join(out, p)))
			keys = append(keys, browsertest.Eval[string](tab, "OpsStats.here().key"))
		}
		return keys
	}
	// Built in the same place, first with the embedded header, then with the operator's.
	dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"Club\"\n")
	want := key(buildDir(t, dir))
	sitetest.Write(t, dir, "-- layouts/header.html --\n"+
		`<header class="site" data-site="{{.Site}}"><p><a href="{{.Root}}index.html">{{.Title}}</a></p>{{range .Nav}} <a href="{{$.Root}}{{.Href}}">{{.Label}}</a>{{end}}</header>`+"\n")
	got := key(buildDir(t, dir))
	if want[0] != want[1] || want[0] != want[2] {
		t.Fatalf("the embedded header's pages keep games under %q", want)
	}
	if !slices.Equal(got, want) {
		t.Errorf("with the operator's header the pages keep games under %q; want %q", got, want)
	}
}
