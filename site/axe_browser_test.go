package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// pageKinds are one page of each kind of a site built by buildFar.
var pageKinds = []struct{ kind, path string }{
	{"home", "index.html"},
	{"daily", "daily/2040-03-03/index.html"},
	{"archive", "archive/2040/index.html"},
	{"archive index", "archive/index.html"},
	{"rules ops", "rules/ops/index.html"},
	{"rules two ops", "rules/two-ops/index.html"},
	{"practice", "practice/index.html"},
	{"match", "match/index.html"},
	{"duel", "duel/index.html"},
	{"print month", "print/2040-03/index.html"},
	{"print day", "daily/2040-03-03/print.html"},
	{"teach", "teach/index.html"},
	{"teach play", "teach/play/index.html"},
	{"privacy", "privacy/index.html"},
	{"404", "404.html"},
}

// TestBrowserAxe runs axe-core on every kind of page, light and dark, as loaded: no
// violation of any impact.
func TestBrowserAxe(t *testing.T) {
	axe.Available(t)
	tab := browser.Tab(t)
	out := buildFar(t)
	for _, scheme := range []string{"light", "dark"} {
		tab.Media("", "prefers-color-scheme="+scheme)
		for _, p := range pageKinds {
			tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p.path))))
			tab.Wait(`document.readyState === "complete"`)
			axe.Check(tab, p.kind+" ("+scheme+")")
		}
	}
}

// tapTargets lists, as "selector-ish: W×H", the controls of the page narrower or shorter
// than 44 CSS pixels: buttons, summaries, selects, text fields and the navigation links
// (links inside sentences are exempt, as WCAG's target size rules exempt them).
const tapTargets = `[...document.querySelectorAll('button, summary, select, input:not([type=checkbox]):not([type=hidden]), nav a, .daynav > *, .cal td a')]
.filter(function(e){var r=e.getBoundingClientRect();return r.width>0&&r.height>0&&getComputedStyle(e).visibility!=='hidden'})
.map(function(e){var r=e.getBoundingClientRect();return r.width<44-0.5||r.height<44-0.5?e.tagName.toLowerCase()+'.'+e.className+' "'+e.textContent.trim().slice(0,20)+'": '+Math.round(r.width)+'×'+Math.round(r.height):''})
.filter(Boolean)`

// spills lists, as "selector-ish: content×box", the controls and cards whose content is
// wider or taller than their box, so that it runs into or past their border (a "10♥" on a
// card too narrow for it, a label longer than its button).
const spills = `[...document.querySelectorAll('button, summary, .btn, .card, [role=button]')]
.filter(function(e){var r=e.getBoundingClientRect();return r.width>0&&r.height>0&&getComputedStyle(e).visibility!=='hidden'})
.map(function(e){return e.scrollWidth>e.clientWidth+1||e.scrollHeight>e.clientHeight+1?e.tagName.toLowerCase()+'.'+e.className+' "'+e.textContent.trim().slice(0,20)+'": '+e.scrollWidth+'×'+e.scrollHeight+' in '+e.clientWidth+'×'+e.clientHeight:''})
.filter(Boolean)`

// TestBrowserWidths shows every kind of page at phone, tablet and desktop widths, light and
// dark: nothing sticks out sideways, every control is at least 44 px each way and holds its
// content (spills), and axe-core
// finds nothing on a 320 px phone either. The
// screenshots are saved (browsertest.Shots) to look at.
//
// It does so in English and, at the phone widths, in French, whose words are longer
// ("← ven. 2 mars · Tous les jours · dim. 4 mars →" must wrap at 320 px), adding the
// first and last days, whose day navigation says there is no earlier or later day ("Pas
// encore de jour plus tard"), at the phone widths. Light and dark are the same layout
// (TestDarkChangesOnlyColours): dark is checked at the phone widths, where axe-core also
// checks its contrast, and at the wider ones only for screenshots; French and the edge days
// are seen in one scheme at each width, to keep the test short.
func TestBrowserWidths(t *testing.T) {
	tab := browser.Tab(t)
	shots := browsertest.Shots(t)
	edges := []struct{ kind, path string }{
		{"first day", "daily/" + farFrom.String() + "/index.html"},
		{"last day", "daily/" + farTo.String() + "/index.html"},
	}
	all := append(pageKinds[:len(pageKinds):len(pageKinds)], edges...)
	type run struct {
		w      int
		scheme string
		pages  []struct{ kind, path string }
	}
	for _, lang := range []string{"en", "fr"} {
		out := buildFarIn(t, lang)
		runs := []run{{320, "light", all}, {320, "dark", pageKinds}, {375, "light", pageKinds}, {375, "dark", all},
			{768, "light", pageKinds}, {1280, "light", pageKinds}}
		if os.Getenv(browsertest.ShotsEnv) != "" {
			// For the eye only: dark changes colours alone (TestDarkChangesOnlyColours), so
			// the wider widths' layout is checked in light, and shown in both.
			runs = append(runs, run{768, "dark", pageKinds}, run{1280, "dark", pageKinds})
		}
		if lang != "en" {
			runs = []run{{320, "light", all}, {375, "dark", all}} // where longer words overflow
		}
		for _, r := range runs {
			w, scheme := r.w, r.scheme
			tab.Viewport(w, 800)
			tab.Media("", "prefers-color-scheme="+scheme)
			for _, p := range r.pages {
				at := fmt.Sprintf("%s %s at %d px (%s)", lang, p.kind, w, scheme)
				tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p.path))))
				tab.Wait(`document.readyState === "complete"`)
				if sw := browsertest.Eval[float64](tab, `document.documentElement.scrollWidth - innerWidth`); sw > 0 {
					t.Errorf("%s: %v px of horizontal scroll", at, sw)
				}
				if small := browsertest.Eval[[]string](tab, tapTargets); len(small) > 0 {
					t.Errorf("%s: tap targets under 44 px: %q", at, small)
				}
				if over := browsertest.Eval[[]string](tab, spills); len(over) > 0 {
					t.Errorf("%s: content wider or taller than its box: %q", at, over)
				}
				if w == 320 {
					axe.Check(tab, at)
				}
				tab.Screenshot(filepath.Join(shots, fmt.Sprintf("%s-%d-%s-%s.png", lang, w, scheme, strings.ReplaceAll(p.kind, " ", "-"))))
			}
		}
	}
}

// layoutShifts gathers the page's layout shifts so far (PerformanceObserver, buffered), as
// "value: ELEMENT.class y1->y2" for each element moved.
const layoutShifts = `new Promise(function(res){new PerformanceObserver(function(l){res(l.getEntries().map(function(e){
return e.value.toFixed(4)+': '+e.sources.map(function(s){return s.node?s.node.nodeName+'.'+s.node.className+' '+Math.round(s.previousRect.y)+'->'+Math.round(s.currentRect.y):'?'}).join(', ')}))})
.observe({type:'layout-shift',buffered:true});setTimeout(function(){res([])},300)})`

// TestBrowserNoLayoutShift opens the pages whose scripts fill content in, as a first visit
// on a phone (a fresh profile: How to play opens): nothing moves once it is shown.
func TestBrowserNoLayoutShift(t *testing.T) {
	out := buildFar(t)
	for _, p := range []string{"index.html", "daily/2040-03-03/index.html", "practice/index.html", "match/index.html", "duel/index.html", "archive/2040/index.html"} {
		tab := browser.FreshTab(t)
		tab.Viewport(412, 823)
		tab.Open(browsertest.FileURL(filepath.Join(out, filepath.FromSlash(p))))
		tab.Wait(`document.readyState === "complete"`)
		if shifts := browsertest.Run(tab, chromedp.Evaluate[[]string](layoutShifts, chromedp.EvalAwaitPromise)); len(shifts) > 0 {
			t.Errorf("%s: layout shifts %q", p, shifts)
		}
	}
}
