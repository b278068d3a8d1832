package site

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestBrowserContentOutsideDay: on a site whose build no longer holds a day its content
// links (TestContentOutsideDays), a visitor who clicks that link, opened from disk, lands
// on the archive, not on a missing page; the page that holds the link passes axe-core.
func TestBrowserContentOutsideDay(t *testing.T) {
	tab := browser.Tab(t)
	opts, _ := buildOutsideDays(t, testFrom.Add(2))
	about := browsertest.FileURL(filepath.Join(opts.Out, "about", "index.html"))
	tab.Open(about)
	tab.Wait(`document.readyState === "complete"`)
	tab.Click(`article a`) // "the first day", 2026-11-20, which this build does not hold
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`table.cal`)))
	if url := browsertest.Eval[string](tab, `location.href`); !strings.HasSuffix(url, "/archive/index.html") {
		t.Errorf("the link to 2026-11-20 led to %s, want the archive", url)
	}
	if got := tab.Text("h1"); got != "All days of 2026" {
		t.Errorf("h1 %q after the click, want the archive's", got)
	}
	tab.Open(about)
	tab.Wait(`document.readyState === "complete"`)
	axe.Check(tab, "a content page linking days outside the build") // skips without axe-core
}
