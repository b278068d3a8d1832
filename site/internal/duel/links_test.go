package duel_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	engine "github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestDamagedLinks opens replay links whose records "opsdaily duel play --replay" refuses
// for a card that is not one of the game's (engine.ReadRecord says so first), in English
// and in French: each must say, shown and spoken, that the link is damaged and start a
// new game from the start, never replay a game with the card read as another. Between two
// of them a sound link replays, so that each damaged one is seen to end a replay.
func TestDamagedLinks(t *testing.T) {
	links := []string{
		"#game=S-2X-10H", "#game=S-2D-10H", "#game=S-7S-10H,H-4H-2", "#game=S-7S-10H,H-4H-0S",
		"#game=S-7S-10H,H-4H-10X", "#game=S-7S-10H,H-4H-10", "#game=S-1e0S-10H", "#game=v,S-7S-4D",
	}
	for _, l := range links {
		text := strings.ReplaceAll(strings.ReplaceAll(strings.Replace(strings.TrimPrefix(l, "#game="), "v,", "variation,", 1), "-", " "), ",", "\n")
		if _, err := engine.ReadRecord(strings.NewReader(text)); err == nil {
			t.Fatalf("the engine replays the record of %s:\n%s", l, text)
		}
	}
	for _, c := range []struct{ lang, site, damaged string }{
		{"en", builtSite(t), "This replay link is damaged, so a new game has started."},
		{"fr", frenchSite(t), "Ce lien de rejeu est abîmé\u00a0: une nouvelle partie a commencé."},
	} {
		t.Run(c.lang, func(t *testing.T) {
			tab := browser.Tab(t)
			page := browsertest.FileURL(filepath.Join(c.site, "duel", "index.html"))
			for _, l := range links {
				tab.Open(page + "#game=S-7S-10H")
				tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
				tab.Open(page + l)
				tab.Wait(`document.querySelector('.duel').dataset.mode !== 'replay'`)
				if st := tab.Attr(".duel", "data-duel-state"); st != "playing" {
					t.Errorf("%s: the state is %q, want a new game (playing)", l, st)
				}
				if s := tab.Text(".duel-status"); !strings.HasPrefix(s, c.damaged) {
					t.Errorf("%s: the status says %q, want %q first", l, s, c.damaged)
				}
				if s := spoken(tab); !strings.HasPrefix(s, c.damaged) {
					t.Errorf("%s: the page says %q, want %q first", l, s, c.damaged)
				}
				if browsertest.Eval[bool](tab, `!document.querySelector('.duel-replay').hidden`) {
					t.Errorf("%s: the replay's buttons are shown", l)
				}
				if got := position(t, tab); got != engine.Start(false) {
					t.Errorf("%s: the table shows %+v, want the start of a new game", l, got)
				}
			}
		})
	}
}

// TestReplayLanguage switches language on a replay, as a reader of a shared link in the
// other language does: the language link carries the replay, so the French page replays
// the same moves (to the position the Go engine reaches), and once a game of one's own
// starts, the link carries nothing (that game is kept in the browser, whatever the page's
// language).
func TestReplayLanguage(t *testing.T) {
	plan := firstPlan(t, false)
	link, end := replayLink(plan, false)
	tab := browser.Tab(t)
	tab.Open(browsertest.FileURL(filepath.Join(siteIn(t, "en,fr"), "en", "duel", "index.html")) + link)
	tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
	tab.Click(`nav.langs a[lang="fr"]`)
	tab.Wait(`document.documentElement.lang === 'fr' && document.querySelector('.duel').dataset.duelReady === '1'`)
	if mode := tab.Attr(".duel", "data-mode"); mode != "replay" {
		t.Fatalf("the French page opened in mode %q, not the replay of %s", mode, link)
	}
	q := engine.Start(false)
	for i, m := range plan {
		if got := position(t, tab); got != q {
			t.Fatalf("the French replay at move %d shows %+v, want %+v, where the link's first %d moves lead", i, got, q, i)
		}
		tab.Click(".duel-next")
		q, _, _ = q.Play(m)
	}
	if got := position(t, tab); got != end {
		t.Errorf("the French replay ends at %+v, want %+v, where %s leads", got, end, link)
	}
	if got := browsertest.Eval[string](tab, `decodeURIComponent(location.hash)`); got != link {
		t.Errorf("the French page's address ends %q, want %q", got, link)
	}
	tab.Click(`.duel-controls [type=submit]`) // New game
	tab.Wait(`document.querySelector('.duel').dataset.mode !== 'replay'`)
	if href := tab.Attr(`nav.langs a[lang="en"]`, "href"); strings.Contains(href, "#") {
		t.Errorf("during a game of one's own the English link is %q, want no replay in it", href)
	}
	// An ordinary game, opened without a link, has a language link without one too.
	tab.Open(browsertest.FileURL(filepath.Join(siteIn(t, "en,fr"), "en", "duel", "index.html")))
	tab.Wait(`document.querySelector('.duel').dataset.duelReady === '1'`)
	if href := tab.Attr(`nav.langs a[lang="fr"]`, "href"); strings.Contains(href, "#") {
		t.Errorf("on a game opened without a replay the French link is %q, want no replay in it", href)
	}
}

// TestReplayLeft starts a game of one's own from a replay link (New game), as its reader
// does after watching it: the address lets the link go, so that a reload resumes that game
// (at the position the Go engine reaches after its moves), not the replay.
func TestReplayLeft(t *testing.T) {
	plan := firstPlan(t, false)
	link, _ := replayLink(plan[:4], false)
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(builtSite(t), "duel", "index.html")) + link)
	tab.Wait(`document.querySelector('.duel').dataset.mode === 'replay'`)
	tab.Focus(`select[name=mode]`)
	tab.Keys(kb.ArrowDown) // another person
	tab.Focus(`.duel-controls [type=submit]`)
	tab.Keys(kb.Enter) // New game
	tab.Wait(`document.querySelector('.duel').dataset.mode === 'people'`)
	if h := browsertest.Eval[string](tab, `location.hash`); h != "" {
		t.Errorf("during a game of one's own the address ends %q, want no replay", h)
	}
	p := engine.Start(false)
	for _, m := range plan[:2] {
		keyMove(tab, p, m)
		var err error
		if p, _, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	tab.Do(chromedp.Reload())
	tab.Wait(`document.querySelector('.duel').dataset.duelReady === '1'`)
	if mode := tab.Attr(".duel", "data-mode"); mode != "people" {
		t.Fatalf("after a reload the page is in mode %q, want the game of two people played", mode)
	}
	if got := position(t, tab); got != p {
		t.Errorf("after a reload the page shows %+v, want %+v, the position after the game's 2 moves", got, p)
	}
	if s, want := tab.Text(".duel-status"), "Your game is back as you left it, after 2 moves."; !strings.HasPrefix(s, want) {
		t.Errorf("after a reload the status is %q, want it to begin %q", s, want)
	}
}
