// Package browsertest runs page tests in one shared headless Chromium per test package
// (started as root without a sandbox, off the network, its profile removed on Close). The browser starts on the first Tab, so tests that never open a tab
// cost nothing; a tab collects the page's console errors and uncaught exceptions and fails
// its test on any of them.
//
// Use it from a test package like this:
//
//	var browser = browsertest.New()
//
//	func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }
//
//	func TestPage(t *testing.T) {
//		tab := browser.Tab(t) // skips without a browser, fails under CI=true
//		tab.Do(chromedp.Navigate(browsertest.FileURL(path)))
//		tab.Click(`[data-pos="3"]`)
//		if got := tab.Attr(`[data-ops-state]`, "data-moves"); got != "1" { ... }
//	}
//
// Tests share the browser one at a time, except those that mostly wait on a page's clock
// (a 5-second tick, a script served late): these call t.Parallel and open a FreshTab, so
// that their waits overlap and their storage is their own. Running every browser test in
// parallel tabs was measured slower on the project's 2-core machine (the site package's
// tests in 138 s, against 104 s one at a time): a page's work is CPU, and parallel tabs
// only share it out.
package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/chrome"
)

// Timeout bounds every call a Tab makes to the browser.
var Timeout = 20 * time.Second

// Bin returns the browser binary to use: $CHROME_BIN, then chromium, chromium-browser,
// google-chrome on $PATH. It returns "" when there is none.
func Bin() string { return chrome.Find() }

// Browser is one headless Chromium shared by the tests of a package.
type Browser struct {
	once    sync.Once
	ctx     context.Context // the browser's first tab; new tabs are its children
	cancels []context.CancelFunc
	dir     string
	temps   []string // TempDir's directories
	err     error
}

// New returns a Browser that starts on its first Tab.
func New() *Browser { return &Browser{} }

// Main runs the tests of m and closes the browser; use it as os.Exit(b.Main(m)) in TestMain.
func (b *Browser) Main(m *testing.M) int {
	code := m.Run()
	b.Close()
	return code
}

// Close stops the browser, if it started, and removes its profile and the directories of
// TempDir.
func (b *Browser) Close() {
	if b.ctx != nil {
		// Close the browser gracefully, so that it removes what it made; a browser that
		// does not stop in time is killed by the cancels below.
		ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
		chromedp.Cancel(ctx)
		cancel()
		b.ctx = nil
	}
	for _, c := range slices.Backward(b.cancels) {
		c()
	}
	b.cancels = nil
	if b.dir != "" {
		chrome.RemoveProfile(b.dir)
		b.dir = ""
	}
	for _, d := range b.temps {
		os.RemoveAll(d)
	}
	b.temps = nil
}

// TempDir makes a new temporary directory that lives until Close (Main closes after the
// tests): for what a package's tests share, like a site built once. It is not safe for
// concurrent use; call it from a sync.Once or a test that is not parallel.
func (b *Browser) TempDir(prefix string) (string, error) {
	dir, err := os.MkdirTemp("", prefix)
	if err == nil {
		b.temps = append(b.temps, dir)
	}
	return dir, err
}

// ShotsEnv names the environment variable of the directory where Shots keeps
// screenshots to look at: OPSDAILY_SHOTS=/tmp/shots go test ./site/...
const ShotsEnv = "OPSDAILY_SHOTS"

// Shots returns the directory for t's screenshots: $OPSDAILY_SHOTS/PACKAGE/TEST when that
// variable is set (kept after the tests, for a person to look at), else a temporary
// directory of t, removed when t ends.
func Shots(t testing.TB) string {
	t.Helper()
	root := os.Getenv(ShotsEnv)
	if root == "" {
		return t.TempDir()
	}
	wd, err := os.Getwd() // a test runs in its package's directory
	if err != nil {
		t.Fatal(err)
	}
	test, _, _ := strings.Cut(t.Name(), "/")
	dir := filepath.Join(root, filepath.Base(wd), test)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func (b *Browser) start() {
	bin := Bin()
	if bin == "" {
		b.err = errNoBrowser
		return
	}
	dir, err := os.MkdirTemp("", "browsertest")
	if err != nil {
		b.err = err
		return
	}
	b.dir = dir
	// A temporary directory short enough for Chromium's socket (chrome.TempDir).
	opts := append(chrome.Options(bin, dir), chromedp.Env("TMPDIR="+chrome.TempDir(os.TempDir())))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	b.cancels = append(b.cancels, acancel, cancel)
	// No deadline on the start: a deadline would kill the browser when it expires.
	if err := chromedp.Do(ctx); err != nil {
		b.err = fmt.Errorf("start %s: %w", bin, err)
		return
	}
	b.ctx = ctx
}

var errNoBrowser = errors.New("no browser found ($CHROME_BIN, chromium, chromium-browser, google-chrome; apt-get install chromium)")

// Tab opens a new tab for the test t. Without a browser it skips t, or fails it when
// CI=true. The tab closes when t ends; t fails if the page logged a console error or threw
// an uncaught exception, unless the test called AllowConsoleErrors.
func (b *Browser) Tab(t testing.TB) *Tab {
	t.Helper()
	return b.tab(t)
}

// FreshTab is Tab in a new browser context: its own storage and cookies, as in a fresh
// browser profile.
func (b *Browser) FreshTab(t testing.TB) *Tab {
	t.Helper()
	return b.tab(t, chromedp.WithNewBrowserContext())
}

func (b *Browser) tab(t testing.TB, opts ...chromedp.ContextOption) *Tab {
	t.Helper()
	b.once.Do(b.start)
	if b.err != nil {
		if errors.Is(b.err, errNoBrowser) && os.Getenv("CI") != "true" {
			t.Skip("browser test skipped: ", b.err)
		}
		t.Fatal("browser: ", b.err)
	}
	return open(t, b.ctx, opts...)
}

// Beside opens another tab in tab's browser context, sharing its storage as two tabs of one
// browser profile do (each gets the storage events of the other's writes), for the test t.
// It closes, and fails t on a console error, as Tab's do.
func (tab *Tab) Beside(t testing.TB) *Tab {
	t.Helper()
	return open(t, tab.Ctx)
}

// open opens a tab of the browser of parent, in its browser context unless opts give another.
func open(t testing.TB, parent context.Context, opts ...chromedp.ContextOption) *Tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(parent, opts...)
	tab := &Tab{T: t, Ctx: ctx}
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Fatal("open a tab: ", err)
	}
	msgs := chromedp.Console(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range msgs {
			if err != nil {
				return
			}
			tab.mu.Lock()
			tab.console = append(tab.console, m.String())
			if m.Type == chromedp.ConsoleError || m.IsException() {
				where := ""
				if m.URL != "" {
					where = fmt.Sprintf(" (%s:%d)", m.URL, m.Line+1)
				}
				tab.errs = append(tab.errs, m.String()+where)
			}
			tab.mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		if tab.allowErrors {
			return
		}
		for _, e := range tab.Errors() {
			t.Errorf("console: %s", e)
		}
	})
	return tab
}

// Tab is one browser tab of a test. Its methods fail the test on any error.
type Tab struct {
	T   testing.TB
	Ctx context.Context // the tab's chromedp context, for actions the methods do not cover

	mu          sync.Mutex
	console     []string
	errs        []string
	allowErrors bool
}

// Errors returns the console errors and uncaught exceptions seen so far.
func (tab *Tab) Errors() []string {
	tab.mu.Lock()
	defer tab.mu.Unlock()
	return slices.Clone(tab.errs)
}

// Console returns every console message seen so far, as "type: text".
func (tab *Tab) Console() []string {
	tab.mu.Lock()
	defer tab.mu.Unlock()
	return slices.Clone(tab.console)
}

// AllowConsoleErrors stops the tab from failing its test on console errors.
func (tab *Tab) AllowConsoleErrors() { tab.allowErrors = true }

func (tab *Tab) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(tab.Ctx, Timeout)
}

// Do runs actions in order; the test fails on the first error.
func (tab *Tab) Do(actions ...chromedp.Action[chromedp.Void]) {
	tab.T.Helper()
	ctx, cancel := tab.ctx()
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		tab.T.Fatal(err)
	}
}

// Run runs one action that returns a value.
func Run[T any](tab *Tab, a chromedp.Action[T]) T {
	tab.T.Helper()
	ctx, cancel := tab.ctx()
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		tab.T.Fatal(err)
	}
	return v
}

// Eval evaluates a JavaScript expression in the page and returns its value.
func Eval[T any](tab *Tab, js string) T {
	tab.T.Helper()
	return Run(tab, chromedp.Evaluate[T](js))
}

// Open navigates to url and waits for the page to load.
func (tab *Tab) Open(url string) {
	tab.T.Helper()
	tab.Do(chromedp.Navigate(url))
}

// Viewport sets the size of the page's viewport in CSS pixels.
func (tab *Tab) Viewport(width, height int) {
	tab.T.Helper()
	tab.Do(chromedp.EmulateViewport(int64(width), int64(height)))
}

// Media emulates a CSS media type ("print", "screen", or "" for the default) and media
// features written name=value, like "prefers-color-scheme=dark" or
// "prefers-reduced-motion=reduce".
func (tab *Tab) Media(media string, features ...string) {
	tab.T.Helper()
	p := emulation.SetEmulatedMediaParams{Media: media}
	for _, f := range features {
		name, value, ok := strings.Cut(f, "=")
		if !ok {
			tab.T.Fatalf("media feature %q: write name=value", f)
		}
		p.Features = append(p.Features, &emulation.MediaFeature{Name: name, Value: value})
	}
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, p)
		return err
	}))
}

// Clock sets the clock of the pages the tab opens from now on: Date and Date.now read at,
// and run on from there (a test's visitor on another day; OpsStats.localDay reads it). A
// later call replaces the clock of an earlier one.
func (tab *Tab) Clock(at time.Time) {
	tab.T.Helper()
	src := fmt.Sprintf(`(()=>{const R=window.RealDate=window.RealDate||Date,off=%d;class D extends R{constructor(...a){super(...(a.length?a:[R.now()+off]))}static now(){return R.now()+off}}window.Date=D})()`,
		time.Until(at).Milliseconds())
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		return err
	}))
}

// Zone sets the time zone of the tab's pages, an IANA name like "Pacific/Kiritimati".
func (tab *Tab) Zone(name string) {
	tab.T.Helper()
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetTimezoneOverride, emulation.SetTimezoneOverrideParams{TimezoneID: name})
		return err
	}))
}

// Languages sets the languages the tab's browser asks for, most wanted first, like "fr-CA",
// "fr" (navigator.languages and the Accept-Language header), from the next page it opens;
// the user agent stays the browser's own.
func (tab *Tab) Languages(tags ...string) {
	tab.T.Helper()
	ua := Eval[string](tab, `navigator.userAgent`)
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: strings.Join(tags, ",")})
		return err
	}))
}

// Click clicks the first element matching the CSS selector, as a mouse does.
func (tab *Tab) Click(css string) {
	tab.T.Helper()
	tab.Do(chromedp.Click(chromedp.CSS(css), chromedp.NodeVisible))
}

// Keys types keys (see github.com/chromedp/chromedp/kb, like kb.ArrowRight) into the
// element that has the focus.
func (tab *Tab) Keys(keys string) {
	tab.T.Helper()
	tab.Do(chromedp.KeyEvent(keys))
}

// Focus gives the focus to the first element matching the CSS selector.
func (tab *Tab) Focus(css string) {
	tab.T.Helper()
	tab.Do(chromedp.Focus(chromedp.CSS(css)))
}

// WantFocus reports an error, saying when, unless the keyboard focus is on the first
// element matching the CSS selector (the error names where it is instead: the page's
// body when it fell there).
func (tab *Tab) WantFocus(css, when string) {
	tab.T.Helper()
	if !Eval[bool](tab, `document.activeElement === document.querySelector(`+Quote(css)+`)`) {
		tab.T.Errorf("%s the focus is on %s, want %s", when, Eval[string](tab, `document.activeElement.outerHTML.slice(0, 80)`), css)
	}
}

// Text returns the text of the first element matching the CSS selector.
func (tab *Tab) Text(css string) string {
	tab.T.Helper()
	return Run(tab, chromedp.Text(chromedp.CSS(css), chromedp.NodeReady))
}

// Attr returns an attribute of the first element matching the CSS selector, "" when the
// element has no such attribute. It does not wait: the element must be there.
func (tab *Tab) Attr(css, name string) string {
	tab.T.Helper()
	return Eval[string](tab, fmt.Sprintf(`(function(){var e=document.querySelector(%q);if(!e)throw new Error("no element "+%q);return e.getAttribute(%q)||""})()`, css, css, name))
}

// Count returns how many elements match the CSS selector.
func (tab *Tab) Count(css string) int {
	tab.T.Helper()
	return Eval[int](tab, fmt.Sprintf(`document.querySelectorAll(%q).length`, css))
}

// Wait waits until the JavaScript expression is true, failing the test after Timeout. A
// page that navigates away meanwhile (the home page going to the visitor's day) is waited
// for in its new document: the poll starts again there.
func (tab *Tab) Wait(js string) {
	tab.T.Helper()
	ctx, cancel := tab.ctx()
	defer cancel()
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingInterval(20*time.Millisecond)))
		if err == nil {
			return
		}
		if ctx.Err() == nil && contextGone(err) {
			continue
		}
		tab.T.Fatalf("waiting for %s: %v", js, err)
	}
}

// contextGone reports whether err says the page's JavaScript context went away under a
// call, as it does when the page navigates (Chromium says it in one of three ways, by
// when the navigation came).
func contextGone(err error) bool {
	m := err.Error()
	return strings.Contains(m, "Cannot find context with specified id") || strings.Contains(m, "Execution context was destroyed") ||
		strings.Contains(m, "Inspected target navigated or closed")
}

// Screenshot saves a PNG of the whole page to path (directories are made) and returns path,
// when OPSDAILY_SHOTS is set (ShotsEnv). Screenshots are for a person to look at, and no
// test reads one; without the variable nobody will look, so none is taken and Screenshot
// returns "": a full-page PNG of a long page costs the browser about half a second, which
// over the suite's some 300 screenshots was a third of the site package's time.
func (tab *Tab) Screenshot(path string) string {
	tab.T.Helper()
	if os.Getenv(ShotsEnv) == "" {
		return ""
	}
	png := Run(tab, chromedp.FullScreenshot(100))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tab.T.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		tab.T.Fatal(err)
	}
	return path
}

// FileURL returns the file:// URL of a local path.
func FileURL(path string) string {
	u, err := chrome.FileURL(path)
	if err != nil {
		panic(err)
	}
	return u
}

// Quote returns s as a JavaScript string literal, for building expressions.
func Quote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`, "\r", `\r`, "\u2028", `\u2028`, "\u2029", `\u2029`).Replace(s) + "'"
}
