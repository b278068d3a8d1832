package browsertest

import (
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var browser = New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

const page = `<!doctype html><html><head><link rel="icon" href="data:,"><title>t</title></head><body>
<button id="b" onclick="this.textContent = 'clicked'">press</button>
<input id="i" onkeydown="if (event.key === 'ArrowDown') this.value = 'down'">
<script>document.body.dataset.ready = 'yes'</script></body></html>`

func writePage(t *testing.T, html string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "index.html")
	if err := os.WriteFile(p, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	return FileURL(p)
}

// TestTab drives a page: click, keys, attributes, waiting, a screenshot.
func TestTab(t *testing.T) {
	tab := browser.Tab(t)
	tab.Open(writePage(t, page))
	tab.Click("#b")
	if got := tab.Text("#b"); got != "clicked" {
		t.Errorf("after a click the button reads %q", got)
	}
	tab.Focus("#i")
	tab.Keys(kb.ArrowDown)
	tab.Wait(`document.getElementById('i').value === 'down'`)
	if got := tab.Attr("body", "data-ready"); got != "yes" {
		t.Errorf("data-ready = %q", got)
	}
	if n := tab.Count("button, input"); n != 2 {
		t.Errorf("Count = %d", n)
	}
	tab.Viewport(390, 844)
	if w := Eval[int](tab, `innerWidth`); w != 390 {
		t.Errorf("viewport width %d", w)
	}
	tab.Media("print")
	if !Eval[bool](tab, `matchMedia('print').matches`) {
		t.Error("print media not emulated")
	}
	png := tab.Screenshot(filepath.Join(t.TempDir(), "shot.png"))
	if b, err := os.ReadFile(png); err != nil || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Errorf("screenshot: %v", err)
	}
}

// TestConsoleErrors checks that console errors and uncaught exceptions are caught.
func TestConsoleErrors(t *testing.T) {
	tab := browser.Tab(t)
	tab.AllowConsoleErrors()
	tab.Open(writePage(t, `<!doctype html><link rel="icon" href="data:,"><script>console.log('fine'); console.error('broken ' + 42);</script>
<button id="b" onclick="undefinedFunction()">x</button>`))
	tab.Click("#b")
	for range 100 { // the events arrive on their own goroutine
		if len(tab.Errors()) >= 2 {
			break
		}
		tab.Do(chromedp.Sleep(20 * time.Millisecond))
	}
	errs := tab.Errors()
	if len(errs) != 2 || !strings.Contains(errs[0], "broken 42") || !strings.Contains(errs[1], "undefinedFunction") {
		t.Errorf("errors %q", errs)
	}
	if !slices.ContainsFunc(tab.Console(), func(s string) bool { return s == "log: fine" }) {
		t.Errorf("console %q", tab.Console())
	}
}

func TestFileURL(t *testing.T) {
	u, err := url.Parse(FileURL("/tmp/a b/index.html"))
	if err != nil || u.Scheme != "file" || u.Path != "/tmp/a b/index.html" {
		t.Errorf("FileURL: %v %v", u, err)
	}
	if q := Quote("it's\n"); q != `'it\'s\n'` {
		t.Errorf("Quote = %s", q)
	}
}

// TestFreshTab checks that a fresh tab does not see another tab's storage.
func TestFreshTab(t *testing.T) {
	u := writePage(t, page)
	a := browser.Tab(t)
	a.Open(u)
	a.Do(chromedp.Evaluate[chromedp.Void](`localStorage.setItem('k', 'v')`))
	b := browser.Tab(t)
	b.Open(u)
	if got := Eval[string](b, `localStorage.getItem('k') || ''`); got != "v" {
		t.Errorf("a second tab sees %q, want the shared storage", got)
	}
	f := browser.FreshTab(t)
	f.Open(u)
	if got := Eval[string](f, `localStorage.getItem('k') || ''`); got != "" {
		t.Errorf("a fresh tab sees %q", got)
	}
}
