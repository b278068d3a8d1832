package site

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// browser is the one headless Chromium of this package's tests.
var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// A site of days far from any real date, so the visitor's clock (this machine's) is before
// them all: the home page's script must pick the first built day.
var (
	farFrom  = generator.MakeDate(2040, 3, 1)
	farTo    = generator.MakeDate(2040, 3, 10)
	farToday = generator.MakeDate(2040, 3, 5)
)

func buildFar(t *testing.T) string {
	t.Helper()
	return buildFarIn(t, "")
}

// buildFarIn builds the far site in a language ("" for English), the only one of the site.
func buildFarIn(t *testing.T, lang string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "public")
	if _, err := Build(context.Background(), Options{Out: out, From: farFrom, To: farTo, Today: farToday, Operator: Operator{Language: lang}}); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestBrowserHomePicksVisitorsDay(t *testing.T) {
	tab := browser.Tab(t)
	out := buildFar(t)
	home := filepath.Join(out, "index.html")
	raw, err := os.ReadFile(home)
	if err != nil {
		t.Fatal(err)
	}
	// Without JavaScript the home page shows the build date.
	if !strings.Contains(string(raw), "Monday 5 March 2040") {
		t.Error("the home page does not show the build date's day")
	}
	tab.Open(browsertest.FileURL(home))
	tab.Wait(`location.href.endsWith("/daily/2040-03-01/index.html") && document.readyState === "complete"`)
	if got := tab.Text("h1"); got != "Puzzles of Thursday 1 March 2040" {
		t.Errorf("h1 %q after the home page chose the day", got)
	}
	// The day's page links its neighbours and the archive, which exist.
	tab.Click(`a[rel="next"]`)
	// The next page is the one whose link back leads to the first day.
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`a[rel="prev"][href$="/2040-03-01/index.html"]`)))
	if !strings.HasSuffix(browsertest.Eval[string](tab, `location.href`), "/daily/2040-03-02/index.html") {
		t.Error("the next link did not lead to 2040-03-02")
	}
	tab.Click(`.daynav a[href$="archive/index.html"]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`table.cal`)))
	if got := tab.Text("h1"); got != "All days of 2040" {
		t.Errorf("archive h1 %q", got)
	}
}

func TestBrowserArchiveMarksFinishedDays(t *testing.T) {
	tab := browser.Tab(t)
	out := buildFar(t)
	page := browsertest.FileURL(filepath.Join(out, "archive", "2040", "index.html"))
	tab.Open(page)
	// Built on 2040-03-05: the calendar links the days up to the build date; the horizon's,
	// the day after, only once the visitor's date reaches it, and this visitor's clock is
	// the machine's, years before (TestBrowserArchiveGatesTheHorizon).
	if n := tab.Count(".cal td a"); n != 5 {
		t.Errorf("%d days linked in the calendar, want 5", n)
	}
	if n := tab.Count(".cal td a.done"); n != 0 {
		t.Errorf("%d days marked before any was played", n)
	}
	browsertest.Eval[bool](tab, `OpsStats.here().save({d: {"2040-03-02": {o: {m: 3, b: 3, h: 0, s: 0, n: 1}, t: {r: 2, k: 2, b: 2, x: "7D", n: 1}},
		"2040-03-03": {o: {m: 3, b: 3, h: 0, s: 0, n: 0}}}}), true`)
	tab.Open(page)
	sel := func(d string) string { return `.cal a[href$="/` + d + `/index.html"]` }
	for d, want := range map[string]string{"2040-03-02": "done", "2040-03-03": "done part", "2040-03-04": ""} {
		if got := tab.Attr(sel(d), "class"); got != want {
			t.Errorf("%s: class %q, want %q", d, got, want)
		}
	}
	if got := tab.Attr(sel("2040-03-02"), "aria-label"); !strings.HasSuffix(got, "both puzzles finished") {
		t.Errorf("label %q does not say the day is finished", got)
	}
	// The tick is drawn, not coloured only.
	tick := browsertest.Eval[string](tab, `getComputedStyle(document.querySelector('`+sel("2040-03-02")+` b'),"::after").content`)
	if !strings.Contains(tick, "✓") {
		t.Errorf("finished day shows %q, want a tick", tick)
	}
	browsertest.Eval[bool](tab, `localStorage.clear(),true`)
}

func TestBrowserKeyboardAndLooks(t *testing.T) {
	tab := browser.Tab(t)
	out := buildFar(t)
	tab.Open(browsertest.FileURL(filepath.Join(out, "rules", "ops", "index.html")))
	// The first Tab reaches the skip link, which then shows, with a visible focus ring.
	tab.Keys(kb.Tab)
	if got := browsertest.Eval[string](tab, `document.activeElement.className`); got != "skip" {
		t.Errorf("first Tab focuses %q, want the skip link", got)
	}
	if left := browsertest.Eval[float64](tab, `document.activeElement.getBoundingClientRect().left`); left < 0 {
		t.Error("the focused skip link is off screen")
	}
	if o := browsertest.Eval[string](tab, `getComputedStyle(document.activeElement).outlineStyle`); o != "solid" {
		t.Errorf("focus outline %q", o)
	}
	shots := browsertest.Shots(t)
	for _, v := range []struct {
		name   string
		width  int
		scheme string
	}{{"phone-light", 390, "light"}, {"phone-dark", 390, "dark"}, {"desktop-dark", 1100, "dark"}} {
		tab.Viewport(v.width, 900)
		tab.Media("", "prefers-color-scheme="+v.scheme)
		for _, p := range []string{"index.html", "archive/index.html", "rules/ops/index.html", "rules/two-ops/index.html", "404.html"} {
			tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p))))
			// Nothing sticks out sideways on a phone.
			if w := browsertest.Eval[float64](tab, `document.documentElement.scrollWidth`); w > float64(v.width) {
				t.Errorf("%s at %d px: the page is %v px wide", p, v.width, w)
			}
			tab.Screenshot(filepath.Join(shots, v.name+"-"+strings.ReplaceAll(p, "/", "_")+".png"))
		}
	}
	t.Logf("screenshots in %s", shots)
}
