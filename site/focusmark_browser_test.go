package site

import (
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// ring is the outline of the focused element and of the element of sel that is not
// focused, and the focus ring site.css asks for (:focus-visible, 3px solid --focus), each as
// "style width color".
const ring = `(sel => {
	const o = e => { const s = getComputedStyle(e); return s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor; };
	const probe = document.createElement('span'); probe.style.color = 'var(--focus)'; document.body.append(probe);
	const want = 'solid 3px ' + getComputedStyle(probe).color; probe.remove();
	const other = [...document.querySelectorAll(sel)].find(e => e !== document.activeElement);
	return [document.activeElement.matches(':focus-visible') ? o(document.activeElement) : 'not focus-visible', other ? o(other) : 'none', want];
})`

// A card marked by a hint, and today's day in the archive's calendar, show the focus ring
// when the keyboard is on them, as every other control does: their own marks (a dashed
// outline, a thin one) gave way to it, so that the focused card of the two a hint marks
// could not be told from the other, light and dark.
func TestBrowserFocusOverMarks(t *testing.T) {
	axe.Available(t)
	dir := buildSeed(t, "focus marks")
	tab := visitor(t)
	for _, scheme := range []string{"light", "dark"} {
		tab.Media("", "prefers-color-scheme="+scheme)
		tab.Open(browsertest.FileURL(filepath.Join(dir, "daily", historyDay.String(), "index.html")))
		tab.Wait(`document.readyState === 'complete'`)
		tab.Focus(`[data-act="hint"]`)
		tab.Keys(kb.Enter)
		first := browsertest.Eval[string](tab, `document.querySelector('[data-ops-board] .pc.hint').dataset.pos`)
		tab.Focus(`[data-ops-board] [data-pos="` + first + `"]`)
		tab.Keys(kb.ArrowRight)
		tab.Keys(kb.ArrowLeft)
		got := browsertest.Eval[[]string](tab, ring+`('[data-ops-board] .pc.hint')`)
		if got[0] != got[2] || got[0] == got[1] {
			t.Errorf("%s: the focused hinted card's outline is %q, the other hinted card's %q; want the focus ring %q, unlike the other", scheme, got[0], got[1], got[2])
		}
		axe.Check(tab, "a hinted card focused ("+scheme+")")

		tab.Open(browsertest.FileURL(filepath.Join(dir, "archive", "index.html")))
		tab.Wait(`document.readyState === 'complete'`)
		if tab.Count(".cal td a.today") != 1 {
			t.Fatalf("the archive marks %d days as today", tab.Count(".cal td a.today"))
		}
		tab.Focus(".cal td a.today")
		tab.WantFocus(".cal td a.today", "today's day focused")
		got = browsertest.Eval[[]string](tab, ring+`('.cal td a.today')`)
		if got[0] != got[2] {
			t.Errorf("%s: today's day in the archive, focused, has the outline %q; want the focus ring %q", scheme, got[0], got[2])
		}
		axe.Check(tab, "the archive, today focused ("+scheme+")")
	}
}
