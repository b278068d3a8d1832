package preview

import (
	"context"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// cspWatch records the page's content security policy violations in window.__csp, from
// before any of its own scripts runs.
const cspWatch = `window.__csp=[];document.addEventListener('securitypolicyviolation',function(e){` +
	`window.__csp.push(e.violatedDirective+' blocked '+e.blockedURI+' at '+e.sourceFile+':'+e.lineNumber)});`

// violations opens url in tab, plays a little where there is a board, and returns the
// policy violations the page reported.
func violations(t *testing.T, tab *browsertest.Tab, url string) []string {
	t.Helper()
	tab.Open(url)
	tab.Wait(`document.readyState==='complete'`)
	// (a board hidden until the page asks something, as on an assignment, is left alone)
	if browsertest.Eval[bool](tab, `(function(){var c=document.querySelector('[data-ops-board] [data-pos="0"]');return !!c&&c.offsetParent!==null})()`) {
		tab.Click(`[data-ops-board] [data-pos="0"]`)
		tab.Click(`[data-ops-board] [data-pos="1"]`)
	}
	time.Sleep(100 * time.Millisecond) // reports are queued as tasks
	return browsertest.Eval[[]string](tab, `window.__csp||['the watch did not run']`)
}

func watchCSP(t *testing.T, tab *browsertest.Tab) {
	t.Helper()
	tab.Do(chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		_, err := cdp.Call(ctx, target, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspWatch})
		return err
	}))
}

// Every kind of page passes the server's content security policy: no script, style,
// image or request of a built page is blocked.
func TestPagesPassCSP(t *testing.T) {
	tab := browser.Tab(t)
	watchCSP(t, tab)
	out := filepath.Join(t.TempDir(), "public")
	build(t, out, "", testFrom)
	srv := httptest.NewServer(Handler(out))
	defer srv.Close()
	// Every page but the daily ones, and three of those.
	var pages []string
	filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(out, p)
		if strings.HasSuffix(rel, ".html") && (!strings.HasPrefix(rel, "daily/") || strings.Contains("daily/2026-11-01/ daily/2026-11-15/ daily/2026-11-29/", filepath.Dir(rel)+"/")) {
			pages = append(pages, "/"+filepath.ToSlash(rel))
		}
		return nil
	})
	slices.Sort(pages)
	if len(pages) < 12 {
		t.Fatalf("only %d pages: %v", len(pages), pages)
	}
	for _, p := range pages {
		if v := violations(t, tab, srv.URL+p); len(v) > 0 {
			t.Errorf("%s: %d violations: %s", p, len(v), strings.Join(v, "; "))
		}
	}
	t.Logf("%d pages, no violation: %v", len(pages), pages)

	// The 404 page, as a missing page gets it (its status is a console error).
	tab404 := browser.Tab(t)
	tab404.AllowConsoleErrors()
	watchCSP(t, tab404)
	if v := violations(t, tab404, srv.URL+"/no/such/page/"); len(v) > 0 {
		t.Errorf("a missing page: %d violations: %s", len(v), strings.Join(v, "; "))
	}

	// With a base URL the pages add absolute links (canonical, feed) and pass too; only
	// 404.html links its icon at the base URL, which the preview blocks (it is another
	// site), so it is left out here.
	build(t, out, "https://example.org/ops/", testFrom)
	for _, p := range []string{"/index.html", "/daily/2026-11-29/index.html", "/archive/index.html"} {
		if v := violations(t, tab, srv.URL+p); len(v) > 0 {
			t.Errorf("with a base URL, %s: %d violations: %s", p, len(v), strings.Join(v, "; "))
		}
	}
}

// The watch sees a violation: a page that loads from elsewhere and runs eval is blocked.
func TestCSPWatchWorks(t *testing.T) {
	tab := browser.Tab(t)
	tab.AllowConsoleErrors()
	watchCSP(t, tab)
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), `<!doctype html><title>x</title><img src="http://127.0.0.1:9/x.png" alt=""><script>try{eval("1")}catch(e){}</script>`)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	v := violations(t, tab, srv.URL+"/")
	joined := strings.Join(v, "; ")
	if !strings.Contains(joined, "img-src") || !strings.Contains(joined, "script-src") {
		t.Errorf("violations %q, want img-src and script-src (eval)", v)
	}
}
