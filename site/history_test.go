package site

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// The visitor of these tests lives on 2026-11-29 (UTC), the build date of their sites.
var historyDay = generator.MakeDate(2026, 11, 29)

// buildSeed builds a small site of seed up to historyDay and returns its directory.
func buildSeed(t *testing.T, seed string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "public")
	if _, err := Build(context.Background(), Options{Out: out, From: historyDay.Add(-3), Today: historyDay, Seed: seed}); err != nil {
		t.Fatal(err)
	}
	return out
}

// visitor opens a tab whose clock and time zone put the visitor on historyDay at noon.
func visitor(t *testing.T) *browsertest.Tab {
	tab := browser.FreshTab(t)
	tab.Zone("UTC")
	tab.Clock(historyDay.Time().Add(12 * time.Hour))
	return tab
}

// playDay plays both puzzles of the daily page open in tab by clicks, as a person does:
// Ops in the optimal swaps, Two Ops with the advised discard and the record's arrangement.
func playDay(t *testing.T, tab *browsertest.Tab, rec generator.Record) {
	t.Helper()
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.SolveOps(tab, "[data-ops-board]", start)
	tab.Wait(`document.querySelector('[data-ops-state]').dataset.opsState === 'solved'`)
	closeStats(tab)
	browsertest.PlayTwoOpsAdvice(tab, "[data-twoops]", rec.TwoOps)
	tab.Wait(`!document.querySelector('.to .play-done').hidden`)
	closeStats(tab)
}

// closeStats closes the stats dialog if it is open (it opens when a day is finished).
func closeStats(tab *browsertest.Tab) {
	browsertest.Eval[bool](tab, `(() => { const d = document.querySelector('.stats-dlg'); if (d && d.open) d.close(); return true; })()`)
}

// stat reads a figure of the stats dialog ("Current streak", "Days played", ...).
func stat(t *testing.T, tab *browsertest.Tab, name string) string {
	t.Helper()
	tab.Click(".st-open")
	return browsertest.Eval[string](tab, `(() => { const d = [...document.querySelectorAll('.st-sum div')].find(e => e.querySelector('dt').textContent === `+browsertest.Quote(name)+`);
		const v = d ? d.querySelector('dd').textContent : '?'; document.querySelector('.stats-dlg').close(); return v; })()`)
}

// A finished day stays finished on reload; two sites opened from disk keep their own
// histories; a progress code carries one to a copy of the site in another folder.
func TestBrowserHistory(t *testing.T) {
	a, b := buildSeed(t, "site a"), buildSeed(t, "site b")
	recA, err := generator.Generate("site a", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	day := historyDay.String()
	page := func(dir string) string { return browsertest.FileURL(filepath.Join(dir, "daily", day, "index.html")) }
	tab := visitor(t)
	tab.Open(page(a))
	playDay(t, tab, recA)
	share := tab.Text(".to .play-share output")
	if stat(t, tab, "Current streak") != "1" || stat(t, tab, "Perfect (both)") != "1" {
		t.Errorf("after a perfect day: streak %s, perfect %s", stat(t, tab, "Current streak"), stat(t, tab, "Perfect (both)"))
	}

	// Reload: both boards finished, the verdicts and the share text back.
	tab.Open(page(a))
	tab.Wait(`document.readyState === 'complete'`)
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" {
		t.Errorf("after a reload the Ops board is %s", got)
	}
	if got := tab.Text(".to .play-share output"); got != share || !strings.Contains(tab.Text(".to .play-done"), "Your result:") {
		t.Errorf("after a reload the Two Ops share text is %q, was %q", got, share)
	}
	if got := tab.Text(".to .day-rec"); !strings.Contains(got, "Finished before") {
		t.Errorf("after a reload the Two Ops record reads %q", got)
	}
	// To look at: the finished day and its stats dialog, on a phone and a desktop.
	for _, w := range []int{390, 1280} {
		tab.Viewport(w, 900)
		tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("finished-%d.png", w)))
		tab.Click(".st-open")
		tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("stats-%d.png", w)))
		browsertest.Eval[bool](tab, `document.querySelector('.stats-dlg').close(), true`)
	}
	// Play again: allowed, and not counted.
	tab.Click(`.to .day-rec p:last-child button:last-child`)
	if got := tab.Text(".to .play-help"); !strings.Contains(got, "not counted") {
		t.Errorf("playing again reads %q", got)
	}

	// The other site, from the same disk: nothing of the first.
	tab.Open(page(b))
	tab.Wait(`document.readyState === 'complete'`)
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "playing" {
		t.Errorf("site b's board is %s: the sites share a history", got)
	}
	if got := stat(t, tab, "Days played"); got != "0" {
		t.Errorf("site b has played %s days", got)
	}

	// The progress code: shown on site a's archive, imported into a copy of site a in
	// another folder (its own history, as another browser would have).
	tab.Open(browsertest.FileURL(filepath.Join(a, "archive", "index.html")))
	tab.Click(`[data-x="export"]`)
	code := browsertest.Eval[string](tab, `document.querySelector('.st-code').value`)
	if !strings.HasPrefix(code, "OPS1.") || len(code) > 60 {
		t.Fatalf("progress code %q", code)
	}
	c := buildSeed(t, "site a")
	tab.Open(browsertest.FileURL(filepath.Join(c, "archive", "index.html")))
	if n := tab.Count(".cal a.done"); n != 0 {
		t.Fatalf("the copy marks %d days before the import", n)
	}
	// importAs types a code into the box, imports it and returns what the page says.
	importAs := func(code string) string {
		browsertest.Eval[bool](tab, `document.querySelector('.st-in').value = '', true`)
		tab.Focus(".st-in")
		tab.Keys(code)
		tab.Click(`[data-x="import"]`)
		return tab.Text(".st-msg")
	}
	// A character of the checksum changed: mistyped, said so. Cut short: not whole.
	changed := code[:len(code)-1] + map[bool]string{true: "1", false: "0"}[strings.HasSuffix(code, "0")]
	if got := importAs(changed); got != "This progress code does not check out: a character of it is changed or missing. Copy all of it again and try again." {
		t.Errorf("a mistyped code: %q", got)
	}
	if got := importAs(code[:len(code)-3]); !strings.Contains(got, "not a whole progress code") {
		t.Errorf("a code cut short: %q", got)
	}
	if n := tab.Count(".cal a.done"); n != 0 {
		t.Fatalf("the copy marks %d days after refused codes", n)
	}
	if got := importAs(code); got != "Imported 1 day; what this browser had stays as it was." {
		t.Errorf("import: %q", got)
	}
	// The same code again adds nothing, and says so.
	if got := importAs(code); got != "Nothing new: the day in this code was already here." {
		t.Errorf("the same code imported again: %q", got)
	}
	if got := tab.Attr(`.cal a[href$="/`+day+`/index.html"]`, "class"); !strings.Contains(got, "done") || strings.Contains(got, "part") {
		t.Errorf("after the import the day's cell is %q", got)
	}
	tab.Open(page(c))
	tab.Wait(`document.readyState === 'complete'`)
	if got := stat(t, tab, "Current streak"); got != "1" {
		t.Errorf("the copy's streak after the import: %s", got)
	}
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" {
		t.Errorf("the copy's Ops board is %s after the import", got)
	}
}

// Corrupt values under the key the pages use never raise an exception: the boards still
// play to the end, and the value is rewritten as the valid part of it.
func TestBrowserCorruptStorage(t *testing.T) {
	dir := buildSeed(t, "")
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	rec, err := generator.Generate(generator.DefaultSeed, historyDay)
	if err != nil {
		t.Fatal(err)
	}
	day := historyDay.String()
	good := `{"m":3,"b":3,"h":0,"s":0,"n":1}`
	for i, bad := range []string{
		`{`, `null`, `[]`, `"x"`, `{"d":7}`, `{"d":[1,2]}`,
		`{"d":{"` + day + `":{"o":{"m":1e308,"b":3,"h":0,"s":0,"n":1},"t":{"r":"x"}}}}`,
		`{"d":{"` + day + `":{"o":{"m":-4,"b":-3,"h":-1,"s":2,"n":1,"l":[1]},"t":{"r":1,"k":1,"b":1,"x":"KH","a":"x","n":1}}}}`,
		`{"d":{"` + day + `":{"o":"solved","t":null},"2026-02-30":{"o":` + good + `},"junk":1}}`,
		`{"d":{"` + day + `":{"t":{"r":4,"k":4,"b":4,"x":"7D","n":1,"a":["9Z","KH","AH","2H","JS","3H"]}}}}`,
		`{"d":{"x":"` + strings.Repeat("y", 1<<20) + `"}}`,
		strings.Repeat("z", 1<<20),
	} {
		url := srv.URL + "/daily/" + day + "/"
		if i%2 == 1 {
			url = browsertest.FileURL(filepath.Join(dir, "daily", day, "index.html"))
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			tab := visitor(t)
			tab.Open(url)
			tab.Wait(`document.readyState === 'complete'`)
			browsertest.Eval[bool](tab, `localStorage.setItem(OpsStats.here().key, `+browsertest.Quote(bad)+`), true`)
			tab.Open(url)
			tab.Wait(`document.readyState === 'complete'`)
			playDay(t, tab, rec)
			if got := stat(t, tab, "Current streak"); got != "1" {
				t.Errorf("streak %s after a day played over corrupt storage", got)
			}
			stored := browsertest.Eval[string](tab, `localStorage.getItem(OpsStats.here().key)`)
			if !strings.HasPrefix(stored, `{"v":1,"d":{"`+day+`":{"`) || !strings.Contains(stored, `"o":{"m":`) || !strings.Contains(stored, `"t":{"r":`) || len(stored) > 1000 {
				t.Errorf("stored %.200s", stored)
			}
			// tab fails the test on any uncaught exception or console error.
		})
	}
}

// An open page notices the visitor's new day (a notice with a link, no reload), and counts
// down to the visitor's midnight; a past day played today is played, not a streak.
func TestBrowserNewDayAndLateDay(t *testing.T) {
	t.Parallel() // waits on the pages' clock
	dir := buildSeed(t, "")
	day := historyDay.String()
	url := browsertest.FileURL(filepath.Join(dir, "daily", day, "index.html"))
	tab := browser.FreshTab(t)
	tab.Zone("Pacific/Kiritimati")                     // UTC+14: its midnight is 10:00 UTC the day before
	tab.Clock(historyDay.Time().Add(30 * time.Second)) // 14:00:30 on 2026-11-29 there
	tab.Open(url)
	tab.Wait(`document.readyState === 'complete'`)
	if got := browsertest.Eval[string](tab, `OpsStats.localDay(new Date())`); got != day {
		t.Fatalf("the visitor's day is %s, want %s", got, day)
	}
	tab.Click(".st-open")
	if got := tab.Text(".st-next"); !strings.HasPrefix(got, "Next puzzles in 9 h 59 min") {
		t.Errorf("countdown %q, want 9 h 59 min to Kiritimati's midnight", got)
	}
	closeStats(tab)
	// Three seconds before the visitor's midnight (00:00 on 2026-11-30, UTC+14).
	tab.Clock(historyDay.Time().Add(10*time.Hour - 3*time.Second))
	tab.Open(url)
	tab.Wait(`document.readyState === 'complete'`)
	if n := tab.Count(".notice[role=status]"); n != 0 {
		t.Fatal("a new-day notice before midnight")
	}
	tab.Wait(`!!document.querySelector('.notice[role=status] a')`)
	if href := tab.Attr(".notice[role=status] a", "href"); href != browsertest.FileURL(filepath.Join(dir, "index.html")) {
		t.Errorf("the notice links %q, want the home page", href)
	}
	if !strings.HasSuffix(browsertest.Eval[string](tab, `location.href`), "/daily/"+day+"/index.html") {
		t.Error("the page moved on its own")
	}

	// The day before, played today: played, not for the streak.
	rec, err := generator.Generate(generator.DefaultSeed, historyDay.Add(-1))
	if err != nil {
		t.Fatal(err)
	}
	late := visitor(t)
	late.Open(browsertest.FileURL(filepath.Join(dir, "daily", historyDay.Add(-1).String(), "index.html")))
	playDay(t, late, rec)
	if got := late.Text(".to .day-rec"); !strings.Contains(got, "Played late: not for the streak.") {
		t.Errorf("a late day reads %q", got)
	}
	if played, streak := stat(t, late, "Days played"), stat(t, late, "Current streak"); played != "1" || streak != "0" {
		t.Errorf("after a late day: played %s, streak %s; want 1 and 0", played, streak)
	}
	if share := late.Text(".to .play-share output"); !strings.Contains(share, "played later") {
		t.Errorf("the late day's share text %q does not say so", share)
	}
}

// A browser that refuses to store (private mode, a full quota) still gets the share text
// and the note of a finished day; so does a visitor whose clock is before the day, whose
// finish is not counted.
func TestBrowserUnstoredFinish(t *testing.T) {
	dir := buildSeed(t, "")
	rec, err := generator.Generate(generator.DefaultSeed, historyDay)
	if err != nil {
		t.Fatal(err)
	}
	url := browsertest.FileURL(filepath.Join(dir, "daily", historyDay.String(), "index.html"))
	for _, c := range []struct {
		name, script string
		clock        generator.Date
		note         string
	}{
		{"refused", `Storage.prototype.setItem = function () { throw new DOMException('quota', 'QuotaExceededError'); };`, historyDay, ""},
		{"future", ``, historyDay.Add(-1), "Not counted: a future day."},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab := browser.FreshTab(t)
			tab.Zone("UTC")
			tab.Clock(c.clock.Time().Add(12 * time.Hour))
			if c.script != "" {
				tab.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
					_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: c.script})
					return err
				}))
			}
			tab.Open(url)
			tab.Wait(`document.readyState === 'complete'`)
			playDay(t, tab, rec)
			// Ops is played in the solver's moves: the optimum, all green.
			head := "opsdaily " + historyDay.String() + "\n"
			if got, want := tab.Text(".ops .play-share output"), head+"Ops: "+fmt.Sprint(len(ops.Solve(mustLayout(t, rec.Ops.Start)).Moves)); !strings.HasPrefix(got, want) || !strings.Contains(got, "perfect 🟩") {
				t.Errorf("Ops share text %q, want %q..., perfect", got, want)
			}
			if got := tab.Text(".to .play-share output"); !strings.HasPrefix(got, head+"Two Ops: ") {
				t.Errorf("Two Ops share text %q", got)
			}
			if got := tab.Text(".to .day-rec"); c.note != "" && !strings.Contains(got, c.note) {
				t.Errorf("the Two Ops record reads %q, want %q", got, c.note)
			}
			tab.Viewport(390, 900)
			tab.Screenshot(filepath.Join(browsertest.Shots(t), c.name+"-390.png"))
			if c.name == "refused" {
				if got := browsertest.Eval[bool](tab, `localStorage.getItem(OpsStats.here().key) === null`); !got {
					t.Errorf("storage kept a history although setItem throws")
				}
			}
		})
	}
}

// mustLayout parses an Ops layout of a record.
func mustLayout(t *testing.T, s string) ops.Layout {
	t.Helper()
	l, err := ops.ParseLayout(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
