package duel_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// marks returns, for the focused element, its outline's colour and what else draws round
// it (shadow and border, as computed), and the colours of the page's focus ring and
// accent (--focus, --accent), as computed from a probe.
const marks = `(() => { const s = getComputedStyle(document.activeElement);
	const colour = v => { const p = document.createElement('span'); p.style.color = v; document.body.append(p); const c = getComputedStyle(p).color; p.remove(); return c; };
	return [s.outlineStyle + ' ' + s.outlineColor, s.boxShadow + ' ' + s.borderColor, colour('var(--focus)'), colour('var(--accent)')] })()`

// TestPickedWhileFocused picks a card with the keyboard (Space on the focused card), on
// the daily duel and on the duel page, light and dark, with and without reduced motion:
// the card, which keeps the focus, shows the focus ring and, round it, the accent's ring
// of a picked card. The pick was an accent outline, which the focus ring took the place
// of: the card just picked looked as it did before, but for a 3-pixel lift (none with
// reduced motion), until the focus left it.
func TestPickedWhileFocused(t *testing.T) {
	dir := builtSite(t)
	pages := []struct{ path, me string }{ // the page, and the side the player picks on
		{filepath.Join("daily", siteFrom.String(), "index.html"), record(t, siteFrom).Duel.Position.ToMove.String()},
		{filepath.Join("duel", "index.html"), "S"},
	}
	tab := browser.Tab(t)
	tab.Viewport(390, 844)
	for _, scheme := range []string{"light", "dark"} {
		for _, motion := range []string{"no-preference", "reduce"} {
			tab.Media("", "prefers-color-scheme="+scheme, "prefers-reduced-motion="+motion)
			for _, pg := range pages {
				p := pg.path
				tab.Open(browsertest.FileURL(filepath.Join(dir, p)))
				tab.Wait(`document.readyState === 'complete'`)
				tab.Focus(browsertest.DuelCard(pg.me, 0))
				tab.Keys(kb.ArrowRight) // the keyboard on the card: :focus-visible
				card := browsertest.DuelCard(pg.me, 1)
				tab.WantFocus(card, p+": before the pick")
				tab.Keys(" ")
				if got := tab.Attr(card, "aria-pressed"); got != "true" {
					t.Fatalf("%s: Space did not pick the card (aria-pressed %q)", p, got)
				}
				tab.WantFocus(card, p+": after the pick")
				m := browsertest.Eval[[]string](tab, marks)
				at := fmt.Sprintf("%s (%s, motion %s)", p, scheme, motion)
				if m[0] != "solid "+m[2] {
					t.Errorf("%s: the picked card's outline is %s, not the focus ring (%s)", at, m[0], m[2])
				}
				if !strings.Contains(m[1], m[3]) {
					t.Errorf("%s: nothing of the accent (%s) round the focused picked card: shadow and border %s", at, m[3], m[1])
				}
			}
		}
	}
}
