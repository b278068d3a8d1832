package site

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// A daily page left open over the visitor's midnight says the new day, with a link to
// the home page (which opens the visitor's day): on the page, heard on a live region as a
// screen reader hears it (a status region put in the page with its words is not read),
// and in the stats dialog open over midnight, in place of a countdown that would then
// name the day after ("Next puzzles in 23 h 59 min." while the new day's are out), in
// English and French.
func TestBrowserNewDayNotice(t *testing.T) {
	t.Parallel() // waits on the pages' clock (browsertest's doc)
	axe.Available(t)
	dir := buildLangs(t, "new day")
	for _, c := range []struct{ lang, notice, countdown string }{
		{"en", "A new day: today’s puzzles.", "Next puzzles in"},
		{"fr", "Un nouveau jour\u00a0: les énigmes du jour.", "Prochaines énigmes dans"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			t.Parallel()
			tab := browser.FreshTab(t)
			tab.Zone("UTC")
			tab.HearLive()
			tab.Clock(historyDay.Time().Add(24*time.Hour - 3*time.Second))
			tab.Open(browsertest.FileURL(filepath.Join(dir, c.lang, "daily", historyDay.String(), "index.html")))
			tab.Wait(`document.readyState === 'complete'`)
			tab.Click(".st-open")
			if got := tab.Text(".st-next"); !strings.HasPrefix(got, c.countdown) {
				t.Errorf("%s before midnight, the dialog says %q", c.lang, got)
			}
			// The page's tick comes every 5 s.
			tab.Wait(`[...window.__heard].some(w => w.includes(` + browsertest.Quote(c.notice) + `)) || performance.now() > 15000`)
			if heard := browsertest.Eval[[]string](tab, `window.__heard`); !slices.Contains(heard, c.notice) {
				t.Errorf("%s: the new day is not heard: the live regions said %q", c.lang, heard)
			}
			if got := tab.Text("main .notice[role=status]"); got != c.notice {
				t.Errorf("%s: the notice says %q, want %q", c.lang, got, c.notice)
			}
			home := browsertest.FileURL(filepath.Join(dir, c.lang, "index.html"))
			if got := tab.Attr("main .notice[role=status] a", "href"); got != home {
				t.Errorf("%s: the notice links to %s, want the home page %s", c.lang, got, home)
			}
			tab.Wait(`document.querySelector('.st-next').textContent === ` + browsertest.Quote(c.notice))
			if got := tab.Attr(".st-next a", "href"); got != home {
				t.Errorf("%s: the dialog's new-day link goes to %q, want %s", c.lang, got, home)
			}
			axe.Check(tab, c.lang+" stats dialog over midnight")
			closeStats(tab)
			axe.Check(tab, c.lang+" daily page over midnight")
		})
	}
}

// A day's page opened before the visitor's date reaches it (the horizon, here ten
// seconds before the visitor's midnight) starts no puzzle, but has "Your stats" as every
// daily page has, with the countdown to the visitor's midnight, when the day's puzzles
// come; left open over midnight, it says the new day, and its link leads to the day's
// puzzles, now to play.
func TestBrowserComeBackStats(t *testing.T) {
	t.Parallel() // waits on the pages' clock
	dir := buildSeed(t, "")
	horizon := historyDay.Add(1)
	before := 10 * time.Second
	tab := browser.FreshTab(t)
	tab.Zone("UTC")
	tab.HearLive()
	tab.Clock(horizon.Time().Add(-before))
	tab.Open(browsertest.FileURL(filepath.Join(dir, "daily", horizon.String(), "index.html")))
	tab.Wait(`document.readyState === 'complete'`)
	if !browsertest.Eval[bool](tab, `!document.querySelector('[data-comeback]').hidden`) {
		t.Fatal("the horizon's page, before the visitor's day, shows no come-back notice")
	}
	if tab.Attr(".st-open", "disabled") != "" || browsertest.Eval[bool](tab, `document.querySelector('.st-open').disabled`) {
		t.Fatal(`"Your stats" is disabled on the come-back page`)
	}
	tab.Click(".st-open")
	tab.Wait(`document.querySelector('.stats-dlg') && document.querySelector('.stats-dlg').open`)
	// The countdown, in whole hours and minutes, as the visitor's clock stands.
	left := before.Truncate(time.Minute)
	want := fmt.Sprintf("Next puzzles in %d h %d min.", int(left.Hours()), int(left.Minutes())%60)
	if got := tab.Text(".st-next"); got != want {
		t.Errorf("the come-back page's stats say %q, want %q", got, want)
	}
	closeStats(tab)
	notice := "A new day: today’s puzzles."
	tab.Wait(`[...(window.__heard || [])].some(w => w.includes(` + browsertest.Quote(notice) + `))`)
	if got := tab.Text("main .notice[role=status]"); got != notice {
		t.Errorf("after midnight the notice says %q, want %q", got, notice)
	}
	// The link leads to the page's own address: wait for the new document, not the old one.
	browsertest.Eval[bool](tab, `window.__before = true`)
	tab.Click("main .notice[role=status] a")
	tab.Wait(`!window.__before && location.href.endsWith('/daily/` + horizon.String() + `/index.html') && document.readyState === 'complete' && !!document.querySelector('[data-comeback]')`)
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-comeback]').hidden && !!document.querySelector('[data-ops-board]').onclick`) {
		t.Error("the day's page, once the visitor's day, does not show its puzzles to play")
	}
}
