package site

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestBrowserDayLinksSayWhatTheyShow: the day navigation's links are named beginning with
// the words they show (WCAG 2.5.3, label in name), so that a voice-control user who says
// "click Mon 4 Mar" finds the link, and then say the whole date for a screen reader; in
// English and in French.
func TestBrowserDayLinksSayWhatTheyShow(t *testing.T) {
	for _, c := range []struct {
		lang                string
		prevShown, prevName string
		nextShown, nextName string
	}{
		{"en", "← Sun 4 Mar", "Sun 4 Mar, previous day: Sunday 4 March 2040", "Tue 6 Mar →", "Tue 6 Mar, next day: Tuesday 6 March 2040"},
		{"fr", "← dim. 4 mars", "dim. 4 mars, jour précédent\u00a0: dimanche 4 mars 2040", "mar. 6 mars →", "mar. 6 mars, jour suivant\u00a0: mardi 6 mars 2040"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "public")
			if _, err := Build(context.Background(), Options{Out: out, From: farFrom, To: farTo, Today: farToday, Operator: Operator{Language: c.lang}}); err != nil {
				t.Fatal(err)
			}
			// The visitor's date is the 6th: the next day, after the build date, shows its
			// link only once the visitor's date has reached it (OpsGated).
			tab := browser.FreshTab(t)
			tab.Clock(time.Date(2040, 3, 6, 12, 0, 0, 0, time.Local))
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", "2040-03-05", "index.html")))
			for _, l := range []struct{ sel, shown, name string }{
				{`.daynav a[rel="prev"]`, c.prevShown, c.prevName},
				{`.daynav a[rel="next"]`, c.nextShown, c.nextName},
			} {
				if got := strings.TrimSpace(tab.Text(l.sel)); got != l.shown {
					t.Errorf("%s shows %q, want %q", l.sel, got, l.shown)
				}
				if got := tab.Name(l.sel); got != l.name {
					t.Errorf("%s is named %q, want %q (beginning with the words shown)", l.sel, got, l.name)
				}
			}
		})
	}
}

// gatedAgain runs the page's OpsGated once more and reports what it did: the links to a
// day gated (data-gated), the elements it made, the nodes of the page it changed (a
// MutationObserver's records) and whether the gated links are all still in the page.
const gatedAgain = `(() => {
const real = document.createElement, gated = [...document.querySelectorAll('[data-gated]')];
let made = 0;
document.createElement = function () { made++; return real.apply(this, arguments); };
const o = new MutationObserver(() => {});
o.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
try { OpsGated(); } finally { document.createElement = real; }
const changed = o.takeRecords().length;
o.disconnect();
return 'gated ' + gated.length + ', made ' + made + ', changed ' + changed + ', kept ' + gated.every((a) => a.isConnected);
})()`

// TestBrowserLatestDay: a site not rebuilt for days sends a visitor whose own date is
// after its last day to that last day, which says that today's puzzles are not published
// yet and names the day shown; on the last day itself, or on an earlier day the visitor
// chose, no such word. The boards play.
func TestBrowserLatestDay(t *testing.T) {
	out := buildFar(t) // 2040-03-01 to 2040-03-10
	shots := browsertest.Shots(t)
	tab := browser.FreshTab(t)
	notice := func() string {
		return browsertest.Eval[string](tab, `(function(){var n=document.querySelector('[data-latest]');return n&&!n.hidden?n.textContent:''})()`)
	}
	tab.Clock(time.Date(2040, 3, 14, 12, 0, 0, 0, time.Local))
	tab.Open(browsertest.FileURL(filepath.Join(out, "index.html")))
	tab.Wait(`location.href.endsWith("/daily/2040-03-10/index.html") && document.readyState === "complete"`)
	if got, want := notice(), "Today’s puzzles are not published yet: these, of Saturday 10 March 2040, are the latest."; got != want {
		t.Errorf("four days after the last built day the page says %q, want %q", got, want)
	}
	for _, v := range []struct {
		w      int
		scheme string
	}{{320, "light"}, {1100, "dark"}} {
		tab.Viewport(v.w, 800)
		tab.Media("", "prefers-color-scheme="+v.scheme)
		tab.Screenshot(filepath.Join(shots, fmt.Sprintf("latest-%d-%s.png", v.w, v.scheme)))
	}
	tab.Click(`[data-ops-board] [data-pos="0"]`)
	if tab.Attr(`[data-ops-board] [data-pos="0"]`, "aria-pressed") != "true" {
		t.Error("the last day's Ops board does not play")
	}
	tab.Open(browsertest.FileURL(filepath.Join(out, "daily", "2040-03-09", "index.html")))
	if tab.Count("[data-latest]") != 0 {
		t.Error("a day before the last carries the latest notice")
	}
	tab.Clock(time.Date(2040, 3, 10, 12, 0, 0, 0, time.Local))
	tab.Open(browsertest.FileURL(filepath.Join(out, "daily", "2040-03-10", "index.html")))
	tab.Wait(`document.readyState === "complete"`)
	if got := notice(); got != "" {
		t.Errorf("on the last day itself the page says %q", got)
	}
}

// TestBrowserArchiveGatesTheHorizon: the archive links the day after the build date (the
// horizon's, built for visitors whose date is already there) only once the visitor's own
// date has reached it: before, its cell is its number alone, as a day not built, with no
// levels to see or hear and no link to a page that would say "come back"; on the day, the
// cell links the day with its levels, and the page opened plays. The build date's cell is
// a link all along. Over file://.
func TestBrowserArchiveGatesTheHorizon(t *testing.T) {
	out := buildFar(t) // 2040-03-01 to 2040-03-10, built on the 5th: the 6th is the horizon
	horizon, err := generator.Generate(generator.DefaultSeed, farToday.Add(1))
	if err != nil {
		t.Fatal(err)
	}
	built, err := generator.Generate(generator.DefaultSeed, farToday)
	if err != nil {
		t.Fatal(err)
	}
	archive := browsertest.FileURL(filepath.Join(out, "archive", "index.html"))
	// cellText is what the cell of day d of March shows, whatever element it holds.
	cell := func(tab *browsertest.Tab, d int, js string) string {
		return browsertest.Eval[string](tab, fmt.Sprintf(`(function(){var c=[].filter.call(document.querySelectorAll('#m2040-03 ~ tbody td'),function(td){return /^\s*%d(\s|$)/.test(td.textContent)});return c.length===1?(function(td){return %s})(c[0]):'cells: '+c.length})()`, d, js))
	}
	cellText := func(tab *browsertest.Tab, d int) string { return cell(tab, d, `td.textContent.trim()`) }
	link := func(date string) string { return `.cal a[href$="daily/` + date + `/index.html"]` }
	tab := browser.FreshTab(t)
	shots := browsertest.Shots(t)

	// The visitor is on the build date: the 6th is not playable yet.
	tab.Clock(time.Date(2040, 3, 5, 20, 0, 0, 0, time.Local))
	tab.Open(archive)
	tab.Wait(`document.readyState === "complete"`)
	tab.Screenshot(filepath.Join(shots, "archive-on-the-5th.png"))
	if n := tab.Count(link("2040-03-06")); n != 0 {
		t.Errorf("on the 5th the archive links the 6th (%d links), whose page says come back", n)
	}
	if got := cellText(tab, 6); got != "6" {
		t.Errorf("on the 5th the 6th's cell shows %q, want its number alone", got)
	}
	if got := cell(tab, 6, `td.innerHTML`); got != `<span>6</span>` {
		t.Errorf("on the 5th the 6th's cell is %s, want its number alone: no link, no label, no levels", got)
	}
	if page := browsertest.Eval[string](tab, `document.querySelector('.months').innerText`); strings.Contains(page, fmt.Sprintf("6 O%d T%d", horizon.Ops.Difficulty, horizon.TwoOps.Difficulty)) {
		t.Errorf("on the 5th the archive shows the 6th's levels")
	}
	wantBuilt := fmt.Sprintf("5 O%d T%d", built.Ops.Difficulty, built.TwoOps.Difficulty)
	if got := cellText(tab, 5); got != wantBuilt {
		t.Errorf("the build date's cell shows %q, want %q", got, wantBuilt)
	}
	// The daily page's "next" link is gated by the same script.
	tab.Open(browsertest.FileURL(filepath.Join(out, "daily", "2040-03-05", "index.html")))
	tab.Wait(`document.readyState === "complete"`)
	if got := browsertest.Eval[string](tab, `document.querySelector('.daynav').lastElementChild.textContent`); got != "No later day yet" {
		t.Errorf("on the 5th the 5th's day navigation ends %q, want No later day yet", got)
	}

	// The visitor's date reaches the 6th: its cell links it with its levels.
	tab.Clock(time.Date(2040, 3, 6, 8, 0, 0, 0, time.Local))
	tab.Open(archive)
	tab.Wait(`document.readyState === "complete"`)
	tab.Screenshot(filepath.Join(shots, "archive-on-the-6th.png"))
	shown := fmt.Sprintf("6 O%d T%d", horizon.Ops.Difficulty, horizon.TwoOps.Difficulty)
	if got := cellText(tab, 6); got != shown {
		t.Errorf("on the 6th the 6th's cell shows %q, want %q", got, shown)
	}
	name := fmt.Sprintf("6, O%d T%d, Tuesday 6 March 2040: Ops level %d, Two Ops level %d", horizon.Ops.Difficulty, horizon.TwoOps.Difficulty, horizon.Ops.Difficulty, horizon.TwoOps.Difficulty)
	if got := tab.Name(link("2040-03-06")); got != name {
		t.Errorf("on the 6th the 6th's link is named %q, want %q", got, name)
	}
	// OpsGated touches only what it replaces: run again on the 6th, on the archive and on
	// the 5th's page, whose links to the 6th are gated but reached, it makes no element
	// and changes no node, and the links stay.
	for _, page := range []string{archive, browsertest.FileURL(filepath.Join(out, "daily", "2040-03-05", "index.html"))} {
		tab.Open(page)
		tab.Wait(`document.readyState === "complete"`)
		if got := browsertest.Eval[string](tab, gatedAgain); got != "gated 1, made 0, changed 0, kept true" {
			t.Errorf("%s on the 6th, OpsGated run again: %s; want gated 1, made 0, changed 0, kept true", page, got)
		}
	}
	tab.Open(archive)
	tab.Wait(`document.readyState === "complete"`)
	tab.Click(link("2040-03-06"))
	tab.Wait(`location.href.endsWith("/daily/2040-03-06/index.html") && document.readyState === "complete"`)
	if browsertest.Eval[bool](tab, `!document.querySelector('[data-comeback]').hidden`) {
		t.Error("the 6th's page, opened from the archive on the 6th, says come back")
	}
}
