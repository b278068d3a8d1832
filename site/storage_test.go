package site

import (
	"context"
	"fmt"
	"hash/fnv"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// The player's stored data across a site's languages and across sites: the tests of
// templates/play/stats.js's place and migrate in a browser, as a player meets them.

// buildLangs builds a small site of seed in English and French (en/, fr/) up to the day
// after historyDay and returns its directory.
func buildLangs(t *testing.T, seed string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "public")
	opts := Options{Out: out, From: historyDay.Add(-3), Today: historyDay.Add(1), Seed: seed, Operator: Operator{Languages: []string{"en", "fr"}}}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	return out
}

// siteID reads the site's id off a page's header, as the page's script does.
func siteID(t *testing.T, page string) string {
	t.Helper()
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<header class="site" data-site="([0-9a-f]+)"`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("%s: no data-site in the header", page)
	}
	return string(m[1])
}

// storagePrefix is the prefix the keys of the site id published at the URL path top must
// have (the README's "Storage" rule): "opsdaily:", FNV-1a of the id, a NUL byte and the
// path, in 8 hex digits, and ":".
func storagePrefix(id, top string) string {
	h := fnv.New32a()
	h.Write([]byte(id + "\x00" + top))
	return fmt.Sprintf("opsdaily:%08x:", h.Sum32())
}

// filePath is the URL path of a local directory, as a file:// page's location has it.
func filePath(t *testing.T, dir string) string {
	t.Helper()
	u, err := url.Parse(browsertest.FileURL(dir))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(u.EscapedPath(), "/") + "/"
}

// storedKeys returns the keys of the tab's local storage, sorted.
func storedKeys(tab *browsertest.Tab) []string {
	return browsertest.Eval[[]string](tab, `Object.keys(localStorage).sort()`)
}

// A player who plays in English one day and in French the next has one history: a streak
// of 2 in the stats dialog of either language, the finished day shown finished in the
// other, and every key under the one prefix of the site's top folder.
func TestBrowserLanguagesShareHistory(t *testing.T) {
	dir := buildLangs(t, "two tongues")
	day1, day2 := historyDay, historyDay.Add(1)
	rec1, err := generator.Generate("two tongues", day1)
	if err != nil {
		t.Fatal(err)
	}
	rec2, err := generator.Generate("two tongues", day2)
	if err != nil {
		t.Fatal(err)
	}
	page := func(lang string, d generator.Date) string {
		return browsertest.FileURL(filepath.Join(dir, lang, "daily", d.String(), "index.html"))
	}
	tab := visitor(t)
	tab.Open(page("en", day1))
	playDay(t, tab, rec1)
	if got := stat(t, tab, "Current streak"); got != "1" {
		t.Fatalf("after the English day: streak %s", got)
	}

	tab.Clock(day2.Time().Add(12 * time.Hour))
	tab.Open(page("fr", day2))
	tab.Wait(`document.readyState === 'complete'`)
	if got := stat(t, tab, "Série en cours"); got != "1" {
		t.Errorf("the French page the next morning: streak %s, want yesterday's 1", got)
	}
	if !browsertest.Eval[bool](tab, `[...document.querySelectorAll('details.play-how')].every(d => !d.open)`) {
		t.Error("the French page opens How to play although the player has played in English")
	}
	playDay(t, tab, rec2)
	if got := stat(t, tab, "Série en cours"); got != "2" {
		t.Errorf("after a day in English and the next in French: streak %s, want 2", got)
	}
	if got := stat(t, tab, "Jours joués"); got != "2" {
		t.Errorf("days played %s, want 2", got)
	}
	tab.Viewport(390, 900)
	tab.Click(".st-open")
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "fr-streak-2-390.png"))
	closeStats(tab)

	// Back in English: the French day is there, and the streak.
	tab.Open(page("en", day2))
	tab.Wait(`document.readyState === 'complete'`)
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" {
		t.Errorf("the English page of the day played in French: Ops board %s", got)
	}
	if got := stat(t, tab, "Current streak"); got != "2" {
		t.Errorf("the English page after the French day: streak %s", got)
	}
	tab.Open(page("fr", day1))
	tab.Wait(`document.readyState === 'complete'`)
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" {
		t.Errorf("the French page of the day played in English: Ops board %s", got)
	}

	// One prefix: the top folder's, as a site in one language there would have.
	p := storagePrefix(siteID(t, filepath.Join(dir, "en", "index.html")), filePath(t, dir))
	want := []string{p + "days", p + "how:ops", p + "how:twoops"}
	if got := storedKeys(tab); !slices.Equal(got, want) {
		t.Errorf("stored keys %v, want %v", got, want)
	}
}

// serveSites serves the directories of dirs (by URL path, "/club1/") from one origin.
func serveSites(t *testing.T, dirs map[string]string) *httptest.Server {
	mux := http.NewServeMux()
	for path, dir := range dirs {
		mux.Handle(path, http.StripPrefix(strings.TrimSuffix(path, "/"), http.FileServer(http.Dir(dir))))
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// Two sites on one origin (two operators' folders of one host) keep apart, even with the
// same puzzles; each keeps one history for its languages.
func TestBrowserSitesOnOneOrigin(t *testing.T) {
	club, school := buildLangs(t, "two tongues"), buildLangs(t, "two tongues")
	srv := serveSites(t, map[string]string{"/club1/": club, "/school2/": school})
	rec, err := generator.Generate("two tongues", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	day := "/daily/" + historyDay.String() + "/"
	tab := visitor(t)
	tab.Open(srv.URL + "/club1/en" + day)
	playDay(t, tab, rec)

	tab.Open(srv.URL + "/school2/fr" + day)
	tab.Wait(`document.readyState === 'complete'`)
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "playing" {
		t.Errorf("school2's board is %s: the sites share a history", got)
	}
	if got := stat(t, tab, "Jours joués"); got != "0" {
		t.Errorf("school2 has played %s days", got)
	}
	tab.Open(srv.URL + "/club1/fr" + day)
	tab.Wait(`document.readyState === 'complete'`)
	if got := stat(t, tab, "Série en cours"); got != "1" {
		t.Errorf("club1 in French: streak %s, want the English day's 1", got)
	}
	id := siteID(t, filepath.Join(club, "fr", "index.html"))
	// club1 has the history and its notes; school2, opened, only its notes.
	c, s := storagePrefix(id, "/club1/"), storagePrefix(id, "/school2/")
	want := []string{c + "days", c + "how:ops", c + "how:twoops", s + "how:ops", s + "how:twoops"}
	slices.Sort(want)
	if got := storedKeys(tab); !slices.Equal(got, want) {
		t.Errorf("stored keys %v, want %v", got, want)
	}
}

// Data kept by the older version, each language of a site under its own folder's prefix
// and the name, the codes and an assignment's progress under keys shared by every site of
// the origin, is moved under the site's prefix, histories merged: nothing is lost, and a
// player's English day and French day make a streak.
func TestBrowserStorageMigration(t *testing.T) {
	dir := buildLangs(t, "two tongues")
	srv := serveSites(t, map[string]string{"/club1/": dir})
	id := siteID(t, filepath.Join(dir, "en", "index.html"))
	top, en, fr := storagePrefix(id, "/club1/"), storagePrefix(id, "/club1/en/"), storagePrefix(id, "/club1/fr/")
	rec := `{"o":{"m":3,"b":3,"h":0,"s":0,"n":1},"t":{"r":4,"k":4,"b":4,"x":"7D","n":1}}`
	old := map[string]string{
		en + "days":                    `{"v":1,"d":{"` + historyDay.Add(-2).String() + `":` + rec + `}}`,
		fr + "days":                    `{"v":1,"d":{"` + historyDay.Add(-1).String() + `":` + rec + `}}`,
		en + "how:ops":                 "1",
		fr + "practice:self":           `{"seed":"abc","ops":{"level":3,"streak":2,"seen":[1,1,1,0,0],"played":3,"good":3}}`,
		"opsdaily:name":                "Zoë Ng",
		"opsdaily:teach:codes":         "not a code\n",
		"opsdaily:assign:code=7b-2026": `{"results":[]}`,
	}
	set := func(tab *browsertest.Tab, kv map[string]string) {
		for k, v := range kv {
			browsertest.Eval[bool](tab, `localStorage.setItem(`+browsertest.Quote(k)+`, `+browsertest.Quote(v)+`), true`)
		}
	}
	day := "/daily/" + historyDay.String() + "/"
	tab := visitor(t)
	tab.Open(srv.URL + "/club1/en/privacy/") // a page of the origin without scripts
	set(tab, old)
	tab.Open(srv.URL + "/club1/fr" + day)
	tab.Wait(`document.readyState === 'complete'`)
	if got := stat(t, tab, "Série en cours"); got != "2" {
		t.Errorf("after the move: streak %s, want 2 (a day in each language)", got)
	}
	if got := stat(t, tab, "Jours joués"); got != "2" {
		t.Errorf("after the move: %s days played, want 2", got)
	}
	if browsertest.Eval[bool](tab, `document.querySelector('.ops details.play-how').open`) {
		t.Error("the Ops box opens: the English note that it was seen was not moved")
	}
	want := []string{top + "assign:code=7b-2026", top + "days", top + "how:ops", top + "how:twoops", top + "name", top + "practice:self", top + "teach:codes"}
	if got := storedKeys(tab); !slices.Equal(got, want) {
		t.Errorf("stored keys after the move %v, want %v", got, want)
	}
	for k, v := range map[string]string{"name": "Zoë Ng", "teach:codes": "not a code\n", "practice:self": old[fr+"practice:self"]} {
		if got := browsertest.Eval[string](tab, `localStorage.getItem(`+browsertest.Quote(top+k)+`)`); got != v {
			t.Errorf("%s after the move: %q, want %q", k, got, v)
		}
	}
	// The teacher's page reads its codes where they were moved.
	tab.Open(srv.URL + "/club1/en/teach/")
	tab.Wait(`document.readyState === 'complete'`)
	if got := browsertest.Eval[string](tab, `document.querySelector('[data-tc-report] textarea').value`); got != "not a code\n" {
		t.Errorf("teach/'s codes after the move: %q", got)
	}

	// A key the new version wrote stands: an old history adds its days, an old name does not
	// replace the new one.
	set(tab, map[string]string{en + "days": `{"v":1,"d":{"` + historyDay.Add(-3).String() + `":` + rec + `}}`, "opsdaily:name": "Old"})
	tab.Open(srv.URL + "/club1/en" + day)
	tab.Wait(`document.readyState === 'complete'`)
	if got := stat(t, tab, "Days played"); got != "3" {
		t.Errorf("an old history met later: %s days played, want 3", got)
	}
	if got := browsertest.Eval[string](tab, `localStorage.getItem(`+browsertest.Quote(top+"name")+`)`); got != "Zoë Ng" {
		t.Errorf("the name after an old one met later: %q", got)
	}
	if got := storedKeys(tab); !slices.Equal(got, want) {
		t.Errorf("stored keys %v, want %v", got, want)
	}

	// An assignment in French knows the student's name given before the move: it does not
	// ask again.
	tab.Open(srv.URL + "/club1/fr/teach/play/index.html?code=7B-2026&game=mixed&count=4&help=0")
	tab.Wait(`document.readyState === 'complete'`)
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-as-error]').hidden`) {
		t.Fatalf("the assignment is refused: %s", tab.Text("[data-as-error]"))
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-as-name]').hidden`) {
		t.Error("the assignment asks for the name moved from opsdaily:name")
	}
}

// Corrupt values under the old keys (unreadable, wrong types, huge, another shape) never
// break a page: it loads without an error, plays to the end and keeps the day; what could
// not be read is gone.
func TestBrowserCorruptOldStorage(t *testing.T) {
	dir := buildLangs(t, "two tongues")
	srv := serveSites(t, map[string]string{"/club1/": dir})
	rec, err := generator.Generate("two tongues", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	id := siteID(t, filepath.Join(dir, "en", "index.html"))
	top, en, fr := storagePrefix(id, "/club1/"), storagePrefix(id, "/club1/en/"), storagePrefix(id, "/club1/fr/")
	day := historyDay.String()
	huge := strings.Repeat("z", 1<<20)
	// Each case puts bad values under the old keys of both languages and under the keys
	// once shared by every site; a huge value only under the histories' keys, two at most,
	// within the browser's quota.
	for i, c := range []map[string]string{
		{en + "days": `{`, fr + "days": `null`, fr + "how:ops": `[]`, "opsdaily:name": `"x"`, "opsdaily:teach:codes": `42`},
		{en + "days": `{"d":7}`, fr + "days": `{"d":[1,2]}`, fr + "practice:self": `{`, "opsdaily:name": ``, "opsdaily:assign:code=7b": `null`},
		{
			en + "days": `{"d":{"` + day + `":{"o":{"m":1e308,"b":3,"h":0,"s":0,"n":1},"t":{"r":"x"}}}}`,
			fr + "days": `{"d":{"` + day + `":{"o":"solved","t":null},"2026-02-30":{"o":{"m":3,"b":3,"h":0,"s":0,"n":1}},"junk":1}}`,
		},
		{en + "days": `{"d":{"x":"` + huge + `"}}`, fr + "days": huge},
	} {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			tab := visitor(t)
			tab.Open(srv.URL + "/club1/en/privacy/") // a page of the origin without scripts
			for k, v := range c {
				browsertest.Eval[bool](tab, `localStorage.setItem(`+browsertest.Quote(k)+`, `+browsertest.Quote(v)+`), true`)
			}
			tab.Open(srv.URL + "/club1/fr/daily/" + day + "/")
			tab.Wait(`document.readyState === 'complete'`)
			playDay(t, tab, rec)
			if got := stat(t, tab, "Série en cours"); got != "1" {
				t.Errorf("streak %s after a day played over corrupt old storage", got)
			}
			for _, k := range storedKeys(tab) {
				if !strings.HasPrefix(k, top) {
					t.Errorf("an old key is left: %.60s", k)
				}
			}
			stored := browsertest.Eval[string](tab, `localStorage.getItem(`+browsertest.Quote(top+"days")+`)`)
			if !strings.HasPrefix(stored, `{"v":1,"d":{"`+day+`":{"`) || len(stored) > 1000 {
				t.Errorf("stored %.200s", stored)
			}
			// The pages that read the moved name, progress and codes start as ever (in the
			// cases with bad values under those keys).
			for _, p := range []string{"practice/", "teach/", "teach/play/index.html?code=7b&game=ops&count=2&help=0"} {
				if i >= 2 {
					break
				}
				tab.Open(srv.URL + "/club1/fr/" + p)
				tab.Wait(`document.readyState === 'complete' && !!document.querySelector('main h1')`)
			}
			// tab fails the test on any uncaught exception or console error.
		})
	}
}
