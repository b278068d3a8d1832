package config_test

import (
	"os"
	"path/filepath"
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
