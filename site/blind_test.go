package site

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// spoilers are the ways a card can be written: its code (JD), with its suit symbol (J♦)
// and in words (jack of diamonds), each a pattern that finds it in a page's text.
func spoilers(c puzzles.Card) []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(`\b` + regexp.QuoteMeta(c.String()) + `\b`),
		regexp.MustCompile(regexp.QuoteMeta(c.Rank.String()) + `\s*` + regexp.QuoteMeta(c.Suit.Symbol())),
		regexp.MustCompile(`(?i)` + regexp.QuoteMeta(c.Name())),
	}
}

// otherGames are the Ops board and the duel of a daily page; printedOps the Ops cell of its
// print layout.
var (
	otherGames = regexp.MustCompile(`(?s)<section class="puzzle" id="(?:ops|duel)".*?</section>`)
	printedOps = regexp.MustCompile(`(?s)<div class="qs"><article class="q">.*?</article>`)
)

// blindCards are a day's cards hidden by the blind discard, the operators and the goal card.
func blindCards(rec generator.Record) []puzzles.Card {
	return append(rec.TwoOps.Operators[:2:2], rec.TwoOps.GoalCard)
}

// spoiled returns what of the blind cards (or the goal in words) text gives away.
func spoiled(rec generator.Record, text string) []string {
	var out []string
	for _, c := range blindCards(rec) {
		for _, re := range spoilers(c) {
			if m := re.FindString(text); m != "" {
				out = append(out, m)
			}
		}
	}
	if g := strings.ReplaceAll(rec.TwoOps.Goal.String(), "-", " "); strings.Contains(strings.ToLower(text), g) {
		out = append(out, g)
	}
	return out
}

// Before the discard, the day's operators and goal card are in no text of the page: its
// HTML outside scripts, its text on screen and printed, its accessible names; nor in the
// day's print page and its print to PDF, which still draws them in the fold-under strip. After the discard the page
// shows them, which the same checks find.
func TestBrowserBlindDiscard(t *testing.T) {
	tab := browser.Tab(t)
	out, files := build(t, "")
	srv := httptest.NewServer(http.FileServer(http.Dir(out)))
	defer srv.Close()
	shots := browsertest.Shots(t)
	for _, c := range []struct {
		date generator.Date
		http bool
	}{{generator.MakeDate(2026, 11, 21), false}, {generator.MakeDate(2026, 11, 29), true}, {generator.MakeDate(2026, 11, 24), false}} {
		day := c.date.String()
		t.Run(day, func(t *testing.T) {
			rec, err := generator.Generate(generator.DefaultSeed, c.date)
			if err != nil {
				t.Fatal(err)
			}
			// The Ops board and the duel are other games, whose cards may be the same.
			raw := scripts.ReplaceAllString(string(files["daily/"+day+"/index.html"]), "")
			raw = otherGames.ReplaceAllString(raw, "")
			raw = printedOps.ReplaceAllString(raw, "")
			if s := spoiled(rec, raw); len(s) > 0 {
				t.Errorf("the HTML gives away %q", s)
			}
			url := browsertest.FileURL(filepath.Join(out, "daily", day, "index.html"))
			if c.http {
				url = srv.URL + "/daily/" + day + "/"
			}
			tab.Open(url)
			tab.Wait(`document.readyState === "complete"`)
			// What the page holds as text, shown or not, and every accessible name.
			texts := func() string {
				return browsertest.Eval[string](tab, `(() => {
					const other = [...document.querySelectorAll('#ops, #duel, .pday .q:first-child')], was = other.map(e => e.style.display);
					other.forEach(e => e.style.display = 'none');
					const names = [...document.querySelectorAll('*')].filter(e => !other.some(o => o.contains(e))).map(e =>
						[e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('alt'), e.getAttribute('data-card'), e.getAttribute('data-c'),
						 e.children.length ? '' : e.textContent].join(' ')).join('\n');
					const s = document.body.innerText;
					other.forEach((e, i) => e.style.display = was[i]);
					return s + '\n' + names; })()`)
			}
			if s := spoiled(rec, texts()); len(s) > 0 {
				t.Errorf("the page gives away %q before the discard", s)
			}
			tab.Media("print")
			if s := spoiled(rec, texts()); len(s) > 0 {
				t.Errorf("the print view gives away %q before the discard", s)
			}
			tab.Media("")
			// The day's print page (print.html): its HTML and its text hold none of them
			// either, and its print draws them in the fold-under strip.
			praw := scripts.ReplaceAllString(string(files["daily/"+day+"/print.html"]), "")
			if s := spoiled(rec, printedOps.ReplaceAllString(praw, "")); len(s) > 0 || praw == "" {
				t.Errorf("the print page's HTML gives away %q (or there is none)", s)
			}
			purl := browsertest.FileURL(filepath.Join(out, "daily", day, "print.html"))
			if c.http {
				purl = srv.URL + "/daily/" + day + "/print.html"
			}
			tab.Open(purl)
			tab.Wait(`document.readyState === "complete"`)
			if s := spoiled(rec, texts()); len(s) > 0 {
				t.Errorf("the print page gives away %q", s)
			}
			doc := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(sheet.A4)...))
			printed := sheetcheck.Pages(t, doc)
			// The print's Two Ops cell and what follows it (the Ops cell, another game, before).
			two := printed[0][max(0, strings.Index(printed[0], "Two Ops")):]
			if s := spoiled(rec, two); len(s) > 0 {
				t.Errorf("the printed page gives away %q before the discard", s)
			}
			for _, n := range rec.TwoOps.Numbers {
				if !strings.Contains(strings.Join(strings.Fields(printed[0]), ""), n.Rank.String()+n.Suit.Symbol()) {
					t.Errorf("the print lacks the number card %s", n)
				}
			}
			// The strip's drawing was made for the print, and its note (for a page without
			// script) put away.
			if !browsertest.Eval[bool](tab, `(() => { const c = document.querySelector('.pday .fold canvas'); return c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some(v => v > 0) && c.nextElementSibling.hidden })()`) {
				t.Error("the print did not draw the operators and the goal card in the strip")
			}
			sheetcheck.PNGs(t, doc, shots, "blind-"+day, 60)
			tab.Open(url)
			tab.Wait(`document.readyState === "complete"`)
			// The discard deals them: now the page shows them, and the checks see it.
			tab.Click(`.to-hand [data-card]`)
			tab.Click(`[data-act="discard"]`)
			if s := spoiled(rec, texts()); len(s) < 3 {
				t.Errorf("after the discard the page shows only %q of the operators and the goal card", s)
			}
		})
	}
	t.Logf("prints in %s", shots)
}
