package duel_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// layoutShifts gathers the page's layout shifts so far (PerformanceObserver, buffered) of
// what is in main, the part the script draws into, as "value: ELEMENT.class y1->y2
// (w1->w2)" for each element moved. The site's header is left out: on a busy machine the
// browser may lay it out once more as the system's fonts come (the brand's text set
// again), which no drawing of the table does.
const layoutShifts = `new Promise(function(res){new PerformanceObserver(function(l){res(l.getEntries().map(function(e){
return e.sources.filter(function(s){var n=s.node&&(s.node.nodeType===1?s.node:s.node.parentElement);return !n||!!n.closest('main')}).map(function(s){return s.node?s.node.nodeName+'.'+s.node.className+' '+Math.round(s.previousRect.y)+'->'+Math.round(s.currentRect.y)+' ('+Math.round(s.previousRect.width)+'->'+Math.round(s.currentRect.width)+')':'?'}).join(', ')}).filter(function(t){return t}).map(function(t){return 'shift: '+t}))})
.observe({type:'layout-shift',buffered:true});setTimeout(function(){res([])},300)})`

// slowScripts serves the site in dir, holding back every script by delay: the browser
// paints the page as parsed before its script draws anything, as it does on a slow phone
// or a busy machine.
func slowScripts(dir string, delay time.Duration) *httptest.Server {
	files := http.FileServer(http.Dir(dir))
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".js") {
			time.Sleep(delay)
		}
		files.ServeHTTP(w, r)
	}))
}

// below is where the status line below the duel's table is and how tall the table is, as
// "top height" in CSS pixels.
const below = `(function(){var s=document.querySelector('.duel-status'),t=document.querySelector('.duel-table');
return s&&t?Math.round(s.getBoundingClientRect().top+scrollY)+' '+Math.round(t.getBoundingClientRect().height):''})()`

// TestGamePageNoLayoutShift opens duel/ with its script held back, so that the page is
// painted before the table is drawn (as on a slow phone or a busy machine), at phone and
// desktop widths, in English and French. Drawing the table moves nothing: what follows
// it stays where it was (the page reserves the table's height), the browser reports no
// layout shift, and the table drawn fits the room kept for it.
func TestGamePageNoLayoutShift(t *testing.T) {
	for _, c := range []struct {
		lang, dir string
	}{{"en", builtSite(t)}, {"fr", frenchSite(t)}} {
		srv := slowScripts(c.dir, time.Second)
		t.Cleanup(srv.Close) // after the parallel subtests, which a defer would not wait for
		for _, w := range []int{320, 412, 768, 816, 1280} {
			t.Run(fmt.Sprintf("%s-%d", c.lang, w), func(t *testing.T) {
				t.Parallel() // each waits a second on the slow scripts
				tab := browser.FreshTab(t)
				tab.Viewport(w, 823)
				tab.Open("about:blank")
				// Navigate without waiting for the load, to look at the page as it is shown
				// (its style sheets loaded) while its script is on its way.
				browsertest.Eval[bool](tab, `location.href = `+browsertest.Quote(srv.URL+"/duel/")+`, true`)
				tab.Wait(`location.pathname === "/duel/" && !!document.querySelector('.duel-said') && document.querySelector('.duel-table').children.length === 0 && [].every.call(document.querySelectorAll('link[rel=stylesheet]'), function (l) { return l.sheet })`)
				before := browsertest.Eval[string](tab, below)
				tab.Wait(`document.readyState === "complete" && document.querySelector('.duel-table').children.length > 0`)
				after := browsertest.Eval[string](tab, below)
				if before != after {
					t.Errorf("drawing the table moved what follows it: status line at y and table height %q before the script, %q after", before, after)
				}
				if shifts := browsertest.Run(tab, chromedp.Evaluate[[]string](layoutShifts, chromedp.EvalAwaitPromise)); len(shifts) > 0 {
					t.Errorf("layout shifts %q", shifts)
				}
				// The table drawn fits the room kept for it: a taller one would push down
				// what follows.
				if over := browsertest.Eval[float64](tab, `(function(){var t=document.querySelector('.duel-table');return t.scrollHeight-t.clientHeight})()`); over > 0 {
					t.Errorf("the table drawn is %.0f px taller than the room kept for it", over)
				}
			})
		}
	}
}
