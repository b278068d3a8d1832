package site

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// dailyHref finds the days a page links, by their daily/YYYY-MM-DD/ path.
var dailyHref = regexp.MustCompile(`daily/(\d{4}-\d\d-\d\d)/`)

// The publishing window: built on 2026-11-29 with three days ahead, the site holds the
// days up to 2026-12-03, but nothing links past the horizon (2026-11-30), the sheets stop
// at the build date and the ahead pages show their "come back" notice.
func TestPublishingWindow(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	const base = "https://example.org/ops/"
	sum, err := Build(context.Background(), Options{Out: out, From: testFrom, Today: testToday, Ahead: 3, BaseURL: base})
	if err != nil {
		t.Fatal(err)
	}
	if want := int(testToday.Add(4)-testFrom) + 1; sum.Days != want {
		t.Fatalf("%d days built, want %d (to the horizon and 3 ahead)", sum.Days, want)
	}
	files := readTree(t, out)
	horizon, today := testToday.Add(1).String(), testToday.String()
	for d := testFrom; d <= testToday.Add(4); d++ {
		if files["daily/"+d.String()+"/index.html"] == nil {
			t.Errorf("no page for %s", d)
		}
	}
	for name, body := range files {
		own := ""
		if m := dailyHref.FindStringSubmatch(name); m != nil {
			own = m[1]
		}
		if own > horizon {
			continue // an ahead page may link the days before it
		}
		// Every mention of a day's path: links, the feed, the sitemap, scripts.
		for _, m := range dailyHref.FindAllStringSubmatch(string(body), -1) {
			if m[1] > horizon {
				t.Errorf("%s names the page of %s, after the horizon %s", name, m[1], horizon)
			}
			if (name == "feed.xml" || strings.HasPrefix(name, "print/")) && m[1] > today {
				t.Errorf("%s names %s, after the build date", name, m[1])
			}
		}
	}
	if files["print/2026-12/index.html"] != nil {
		t.Error("a print sheet of December, all after the build date")
	}
	nov := string(files["print/2026-11/index.html"])
	if !strings.Contains(nov, "Sun 29") || strings.Contains(nov, "Mon 30") {
		t.Error("the November sheet does not stop at the build date, Sunday 29")
	}
	comeback := regexp.MustCompile(`<p class="notice" data-comeback( hidden)?>`)
	for d := testFrom; d <= testToday.Add(4); d++ {
		page := string(files["daily/"+d.String()+"/index.html"])
		m := comeback.FindStringSubmatch(page)
		switch s := d.String(); {
		case s <= today:
			if m != nil {
				t.Errorf("%s, not after the build date, has a come-back notice", s)
			}
		case s == horizon:
			if m == nil || m[1] == "" || !strings.Contains(page, `<div class="puzzles">`) {
				t.Errorf("%s, the horizon: want the notice hidden (for the script) and the puzzles shown", s)
			}
		default:
			// Without a script too, the puzzles stay hidden: every puzzle is in the hidden
			// container (TestBrowserComeBack sees each).
			if m == nil || m[1] != "" || !strings.Contains(page, `<div class="puzzles" hidden>`) {
				t.Errorf("%s, ahead: want the notice shown and the puzzles hidden", s)
			}
			if !strings.Contains(page, "come back on that day") || !strings.Contains(page, longDate(s)) {
				t.Errorf("%s: the notice does not name the day", s)
			}
		}
	}
	// A day's print page holds its puzzles too: the horizon's carries the same notice, for
	// its script; the days up to the build date have none; an ahead day has no print page.
	for d := testFrom; d <= testToday.Add(4); d++ {
		page, s := files["daily/"+d.String()+"/print.html"], d.String()
		m := comeback.FindStringSubmatch(string(page))
		switch {
		case s <= today && m != nil:
			t.Errorf("the print page of %s, not after the build date, has a come-back notice", s)
		case s == horizon && (m == nil || m[1] == "" || !strings.Contains(string(page), longDate(s))):
			t.Errorf("the print page of %s, the horizon: want the notice naming the day, hidden (for the script)", s)
		case s > horizon && page != nil:
			t.Errorf("a print page of %s, after the horizon", s)
		}
	}
	for _, bad := range []int{-1, MaxAhead + 1} {
		_, err := Build(context.Background(), Options{Out: filepath.Join(t.TempDir(), "x"), From: testFrom, Today: testToday, Ahead: bad})
		if !errors.Is(err, ErrOptions) {
			t.Errorf("Ahead %d: error %v, want ErrOptions", bad, err)
		}
	}
}

// A page after the build date shows its boards only once the visitor's own date reaches
// it. The visitor's clock is this machine's: a site of 2040 is ahead of it, one of January
// 2026 behind it.
func TestBrowserComeBack(t *testing.T) {
	tab := browser.Tab(t)
	shots := browsertest.Shots(t)
	for _, c := range []struct {
		name        string
		today       generator.Date
		day         generator.Date
		early       bool
		viaHTTP     bool
		width       int
		colorScheme string
	}{
		{"ahead-file", generator.MakeDate(2040, 3, 5), generator.MakeDate(2040, 3, 8), true, false, 390, "light"},
		{"ahead-http", generator.MakeDate(2040, 3, 5), generator.MakeDate(2040, 3, 8), true, true, 1100, "dark"},
		{"horizon-http", generator.MakeDate(2040, 3, 5), generator.MakeDate(2040, 3, 6), true, true, 390, "dark"},
		{"reached-file", generator.MakeDate(2026, 1, 5), generator.MakeDate(2026, 1, 8), false, false, 390, "light"},
		{"reached-http", generator.MakeDate(2026, 1, 5), generator.MakeDate(2026, 1, 6), false, true, 1100, "light"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "public")
			if _, err := Build(context.Background(), Options{Out: out, From: c.today.Add(-2), Today: c.today, Ahead: 2}); err != nil {
				t.Fatal(err)
			}
			url := browsertest.FileURL(filepath.Join(out, "daily", c.day.String(), "index.html"))
			if c.viaHTTP {
				srv := httptest.NewServer(http.FileServer(http.Dir(out)))
				defer srv.Close()
				url = srv.URL + "/daily/" + c.day.String() + "/"
			}
			tab.Viewport(c.width, 800)
			tab.Media("", "prefers-color-scheme="+c.colorScheme)
			// The build date's page links the horizon only for a visitor who can play it;
			// before, its day navigation ends as the last day's does.
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", c.today.String(), "index.html")))
			tab.Wait(`document.readyState === "complete"`)
			next := browsertest.Eval[bool](tab, `!!document.querySelector('.daynav a[rel="next"][href$="/`+c.today.Add(1).String()+`/index.html"]')`)
			last := browsertest.Eval[string](tab, `document.querySelector('.daynav').lastElementChild.textContent`)
			if next == c.early || c.early && last != "No later day yet" {
				t.Errorf("the build date's page: link to the next day %v, the day navigation ends %q; want a link %v", next, last, !c.early)
			}
			tab.Open(url)
			tab.Wait(`document.readyState === "complete"`)
			shown := browsertest.Eval[bool](tab, `!document.querySelector('[data-comeback]').hidden`)
			// Every puzzle of the day, the duel's too, is seen, or none is: what a visitor
			// sees, whatever element hides it.
			seen := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('#ops,#twoops,#duel,.puzzle'), function (e) { return e.id + (e.getClientRects().length ? ' seen' : ' unseen'); })`)
			want := map[bool]string{true: " unseen", false: " seen"}[c.early]
			if !slices.Contains(seen, "duel"+want) {
				t.Errorf("the day's duel: %v; want it%s", seen, want)
			}
			for _, p := range seen {
				if !strings.HasSuffix(p, want) {
					t.Errorf("puzzle %s, want all%s", p, want)
				}
			}
			if shown != c.early {
				t.Fatalf("come-back notice shown %v; want %v", shown, c.early)
			}
			if c.early {
				if !strings.Contains(tab.Text("[data-comeback]"), longDate(c.day.String())) {
					t.Errorf("the notice %q does not name the day", tab.Text("[data-comeback]"))
				}
				// The boards did not start: the cards carry no handlers.
				if browsertest.Eval[bool](tab, `!!document.querySelector('[data-ops-board]').onclick || !!document.querySelector('.to-hand').onclick`) {
					t.Error("the boards started on a day not yet reached")
				}
				if n := browsertest.Eval[int](tab, `document.querySelectorAll('#duel .duel-table button').length`); n > 0 {
					t.Errorf("the day's duel started on a day not yet reached: %d buttons", n)
				}
			} else {
				tab.Click(`[data-ops-board] [data-pos="0"]`)
				if tab.Attr(`[data-ops-board] [data-pos="0"]`, "aria-pressed") != "true" {
					t.Error("the Ops board does not play on a day reached")
				}
			}
			tab.Screenshot(filepath.Join(shots, c.name+".png"))
			if c.day != c.today.Add(1) {
				return // an ahead day has no print page (TestPublishingWindow)
			}
			// The horizon's print page: its link is there only when the day is reached,
			// and the page itself shows and prints the sheet only then.
			if link := browsertest.Eval[bool](tab, `document.querySelector('.dprint a').getClientRects().length > 0`); link == c.early {
				t.Errorf("the link to the print page shown %v, want %v", link, !c.early)
			}
			tab.Open(strings.TrimSuffix(strings.TrimSuffix(url, "index.html"), "/") + "/print.html")
			tab.Wait(`document.readyState === "complete"`)
			// Printing draws the operators and goal card into the fold-under strip, hiding
			// its note that they are missing (OpsPrint).
			browsertest.Eval[bool](tab, `dispatchEvent(new Event('beforeprint'))`)
			shown = browsertest.Eval[bool](tab, `!document.querySelector('[data-comeback]').hidden`)
			sheet := browsertest.Eval[bool](tab, `document.querySelector('.pday').getClientRects().length > 0`)
			drawn := browsertest.Eval[bool](tab, `document.querySelector('.fold .nf').hidden`)
			if shown != c.early || sheet == c.early || drawn == c.early {
				t.Errorf("print page: come-back notice shown %v, sheet shown %v, operators drawn on print %v; want the notice %v", shown, sheet, drawn, c.early)
			}
			if c.early && !strings.Contains(tab.Text("[data-comeback]"), longDate(c.day.String())) {
				t.Errorf("the print page's notice %q does not name the day", tab.Text("[data-comeback]"))
			}
			// The page invites printing only when it has a sheet to print; its link back
			// to the day stays.
			note := tab.Text(".pnote")
			if invites := strings.Contains(note, "Ctrl+P"); invites == c.early {
				t.Errorf("print page: the note %q invites printing %v, want %v", note, invites, !c.early)
			}
			if !strings.Contains(note, "Back to the puzzles of") {
				t.Errorf("print page: the note %q lost its link back", note)
			}
			tab.Screenshot(filepath.Join(shots, c.name+"-print.png"))
		})
	}
	t.Logf("screenshots in %s", shots)
}

// Without JavaScript, the daily page says first that playing needs it and shows no
// control that cannot work: the boards' starts, their rules and the links stay.
func TestBrowserDailyWithoutScript(t *testing.T) {
	tab := browser.FreshTab(t)
	tab.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}))
	shots := browsertest.Shots(t)
	out, _ := build(t, "")
	for _, p := range []string{"index.html", "daily/" + testToday.String() + "/index.html"} {
		tab.Viewport(390, 800)
		tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p))))
		tab.Wait(`document.readyState === "complete"`)
		// The notice: the first thing after the day navigation, before the boards.
		first := browsertest.Eval[string](tab, `(function(){var n=document.querySelector('.daynav').nextElementSibling;
			while(n&&!n.getClientRects().length)n=n.nextElementSibling;return n?n.textContent.trim():''})()`)
		if !strings.HasPrefix(first, "Playing needs JavaScript") {
			t.Errorf("%s: the first thing after the day navigation is %q, want the notice that playing needs JavaScript", p, first)
		}
		// Every button shown is a card of a board's start (the cards show the puzzle).
		if live := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('button, input, select')].filter(function(b){
			return b.getClientRects().length && !b.closest('[data-ops-board], .to-hand')}).map(function(b){return b.textContent.trim()})`); len(live) > 0 {
			t.Errorf("%s: controls that need JavaScript are shown: %q", p, live)
		}
		if n := tab.Count(`[data-ops-board] [data-pos]`); n != 9 {
			t.Errorf("%s: the Ops start shows %d cards, want 9", p, n)
		}
		tab.Screenshot(filepath.Join(shots, strings.ReplaceAll(p, "/", "_")+".png"))
	}
}
