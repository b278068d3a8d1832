package play_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/pageweight"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// MaxPage is the most a daily page may weigh with everything it loads (the budget of the README's Performance).
const MaxPage = pageweight.DailyBudget

// buildSite builds a few days of the real site with site.Build into a temporary directory.
func buildSite(t *testing.T) string {
	t.Helper()
	day := func(s string) generator.Date {
		d, err := generator.ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	out := filepath.Join(t.TempDir(), "public")
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: day("2026-11-27"), To: day("2026-12-03"), Today: day("2026-11-29")}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSiteDailyPages plays the boards on pages built by site.Build, from disk and over
// HTTP, at phone and desktop widths, and checks the pages' weight.
func TestSiteDailyPages(t *testing.T) {
	out := buildSite(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(out)))
	defer srv.Close()
	const date = "2026-11-30"
	page := filepath.Join(out, "daily", date, "index.html")
	// The page loads its shared style sheets and script from the site's assets/; its weight
	// counts them all.
	w, loads, err := pageweight.Of(page)
	if err != nil {
		t.Fatal(err)
	}
	if w > MaxPage {
		t.Errorf("daily page weighs %d bytes with all it loads (%v), more than %d", w, loads, MaxPage)
	}
	t.Logf("daily page: %d bytes with all it loads: %v", w, loads)
	rec := func() generator.Record {
		d, _ := generator.ParseDate(date)
		r, err := generator.Generate(generator.DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}()
	for _, c := range []struct {
		name, url string
		w, h      int
	}{
		{"file-phone", browsertest.FileURL(page), 390, 844},
		{"http-desktop", srv.URL + "/daily/" + date + "/", 1280, 900},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab := play.SharedBrowser.Tab(t)
			tab.Viewport(c.w, c.h)
			play.OnDay(tab, date)
			tab.Open(c.url)
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "site-"+c.name+"-start.png"))
			play.SolveByClicks(t, tab, rec)
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "site-"+c.name+"-solved.png"))
			// Two Ops: discard the advice, play the record's arrangement of the five kept.
			browsertest.PlayTwoOpsAdvice(tab, "[data-twoops]", rec.TwoOps)
			if v := tab.Text(".to .play-done"); !strings.Contains(v, "✓ The best for the cards you kept.") {
				t.Errorf("Two Ops verdict %q", v)
			}
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "site-"+c.name+"-twoops.png"))
			// The day is finished: the stats open, and count it for the streak.
			tab.Wait(`!!document.querySelector('.stats-dlg') && document.querySelector('.stats-dlg').open`)
			if got := tab.Text(".stats-dlg .st-sum"); !strings.Contains(got, "Current streak\n1") && !strings.Contains(got, "Current streak1") {
				t.Errorf("stats %q, want a streak of 1", got)
			}
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "site-"+c.name+"-stats.png"))
			if got := play.History(tab, date); !strings.Contains(got, `"o":{`) || !strings.Contains(got, `"t":{`) {
				t.Errorf("stored %s, want both games", got)
			}
		})
	}
	t.Run("home", func(t *testing.T) {
		tab := play.SharedBrowser.Tab(t)
		tab.Open(browsertest.FileURL(filepath.Join(out, "index.html")))
		tab.Wait(`document.readyState === 'complete' && !!document.querySelector('[data-ops-board]')`)
		if n := tab.Count("[data-ops-board] [data-pos]"); n != 9 {
			t.Fatalf("the home page shows %d Ops cards", n)
		}
		tab.Click(`[data-ops-board] [data-pos="0"]`)
		tab.Click(`[data-ops-board] [data-pos="1"]`)
		if got := tab.Attr("[data-ops-state]", "data-moves"); got != "1" {
			t.Errorf("a swap on the home page counts %s moves", got)
		}
	})
}
