package devserver_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/config"
	"github.com/opsdaily/opsdaily/site/devserver"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

const clubSite = `
-- opsdaily.toml --
title = "Puzzle Club"
[publish]
days_before = 2
days_ahead = 1
-- content/about.md --
+++
title = "About"
nav = 1
+++
We meet on Tuesdays.
`

// preview is a site directory served as opsdaily serve serves it: built, watched and
// rebuilt, behind the reload and compression layers.
type preview struct {
	dir, out string
	srv      *httptest.Server
	mu       sync.Mutex
	errs     []error
}

func startPreview(t *testing.T) *preview {
	t.Helper()
	p := &preview{dir: sitetest.Write(t, t.TempDir(), clubSite)}
	p.out = filepath.Join(t.TempDir(), "public")
	build := func() error {
		c, err := config.Load(filepath.Join(p.dir, config.FileName))
		if err != nil {
			return err
		}
		o, err := c.Options(generator.MakeDate(2026, 11, 29))
		if err != nil {
			return err
		}
		o.Out = p.out
		_, err = site.Build(context.Background(), o)
		return err
	}
	paths := []string{filepath.Join(p.dir, config.FileName), filepath.Join(p.dir, "content")}
	since := devserver.Fingerprint(paths...)
	if err := build(); err != nil {
		t.Fatal(err)
	}
	var v devserver.Version
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		devserver.Watch(ctx, &v, paths, since, build, func(err error) {
			if err != nil {
				p.mu.Lock()
				p.errs = append(p.errs, err)
				p.mu.Unlock()
			}
		})
	}()
	p.srv = httptest.NewServer(devserver.Compress(devserver.Reload(&v)(http.FileServer(http.Dir(p.out)))))
	t.Cleanup(func() {
		p.srv.Close()
		cancel()
		<-done
	})
	return p
}

func get(t *testing.T, url string, gz bool) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if gz {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	// A transport that leaves Content-Encoding to the test.
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestLayers(t *testing.T) {
	p := startPreview(t)
	built, err := os.ReadFile(filepath.Join(p.out, "about", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(built, []byte("_opsdaily")) {
		t.Fatal("the built page holds the reload script")
	}
	// A page: compressed, the reload script before </body>, and otherwise the built file.
	resp, body := get(t, p.srv.URL+"/about/", true)
	if resp.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("headers %v", resp.Header)
	}
	page := gunzip(t, body)
	want := bytes.Replace(built, []byte("</body>"), []byte(devserver.ReloadTag+"</body>"), 1)
	if !bytes.Equal(page, want) {
		t.Errorf("served page is not the built one with the reload tag")
	}
	if resp.ContentLength != int64(len(body)) {
		t.Errorf("Content-Length %d, body %d", resp.ContentLength, len(body))
	}
	// Without gzip: the same page, uncompressed.
	resp, body = get(t, p.srv.URL+"/about/", false)
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, want) {
		t.Errorf("plain page: encoding %q", resp.Header.Get("Content-Encoding"))
	}
	// An asset: immutable, compressed, the file's bytes.
	var asset string
	entries, _ := os.ReadDir(filepath.Join(p.out, "assets"))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".css") {
			asset = e.Name()
		}
	}
	resp, body = get(t, p.srv.URL+"/assets/"+asset, true)
	file, _ := os.ReadFile(filepath.Join(p.out, "assets", asset))
	if cc := resp.Header.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Errorf("asset Cache-Control %q", cc)
	}
	if !bytes.Equal(gunzip(t, body), file) {
		t.Error("asset body differs from the file")
	}
	// favicon.svg is text but smaller than the 256 bytes worth compressing, so it comes
	// as it is; it is not kept as an asset either.
	resp, _ = get(t, p.srv.URL+"/favicon.svg", true)
	if fav, _ := os.ReadFile(filepath.Join(p.out, "favicon.svg")); (resp.Header.Get("Content-Encoding") == "gzip") != (len(fav) >= 256) {
		t.Errorf("favicon.svg (%d bytes): Content-Encoding %q, want gzip exactly from 256 bytes", len(fav), resp.Header.Get("Content-Encoding"))
	}
	if resp.Header.Get("Cache-Control") == "public, max-age=31536000, immutable" {
		t.Error("favicon.svg marked immutable: its name does not change with it")
	}
	// The script and the version.
	resp, body = get(t, p.srv.URL+devserver.ReloadScriptPath, false)
	if resp.StatusCode != 200 || !strings.Contains(string(body), devserver.VersionPath) {
		t.Errorf("reload script: %d %q", resp.StatusCode, body)
	}
	_, v1 := get(t, p.srv.URL+devserver.VersionPath, false)
	// An edit: the site is rebuilt and the version changes.
	if err := os.WriteFile(filepath.Join(p.dir, "content", "about.md"), []byte("+++\ntitle = \"About\"\nnav = 1\n+++\nWe meet on Fridays.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second) // a loaded machine; not a speed test
	for {
		_, v2 := get(t, p.srv.URL+devserver.VersionPath, false)
		if string(v2) != string(v1) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no rebuild after an edit")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, body = get(t, p.srv.URL+"/about/", false); !strings.Contains(string(body), "Fridays") {
		t.Error("the rebuilt page is not served")
	}
	// A bad edit: the rebuild fails, the last good site stays.
	os.WriteFile(filepath.Join(p.dir, config.FileName), []byte("title = \"Puzzle Club\"\nbogus = 1\n"), 0o644)
	deadline = time.Now().Add(30 * time.Second)
	for {
		p.mu.Lock()
		n := len(p.errs)
		p.mu.Unlock()
		if n > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a bad config did not fail the rebuild")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, body = get(t, p.srv.URL+"/about/", false); !strings.Contains(string(body), "Fridays") {
		t.Error("the last good site is gone")
	}
	// The version says it, for the open pages to show: the same count, then the message.
	p.mu.Lock()
	msg := p.errs[len(p.errs)-1].Error()
	p.mu.Unlock()
	_, v3 := get(t, p.srv.URL+devserver.VersionPath, false)
	if n, m, _ := strings.Cut(string(v3), "\n"); m != msg || n == string(v1) {
		t.Errorf("version after the failed rebuild %q; want the count of the good one, a newline and %q", v3, msg)
	}
}

// TestBrowserReloadsOnEdit: a page open in the browser shows an edit of its Markdown, and
// the navigation its new title, with no action of the reader's. How long it took is
// logged, not asserted (on a quiet machine 1-2 s; a loaded one is slower).
func TestBrowserReloadsOnEdit(t *testing.T) {
	tab := browser.Tab(t)
	p := startPreview(t)
	// Leave the page before the server stops (cleanups run last first), so that its
	// reconnection to a stopped server is not an error of the page's.
	t.Cleanup(func() { _, _ = chromedp.Run(tab.Ctx, chromedp.Navigate("about:blank")) })
	tab.Open(p.srv.URL + "/about/")
	if got := tab.Text("article.prose p"); got != "We meet on Tuesdays." {
		t.Fatalf("page says %q", got)
	}
	start := time.Now()
	if err := os.WriteFile(filepath.Join(p.dir, "content", "about.md"), []byte("+++\ntitle = \"About us\"\nnav = 1\n+++\nWe meet on Fridays now.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The page reloads itself: ask it again and again, through the reload, in one
	// evaluation each time (a node found before a reload is gone after it).
	const shows = `(function(){var p=document.querySelector("article.prose p"),a=document.querySelector('nav.main a[aria-current="page"]');` +
		`return !!p&&p.textContent==="We meet on Fridays now."&&!!a&&a.textContent.trim()==="About us"})()`
	for {
		ctx, cancel := context.WithTimeout(tab.Ctx, 500*time.Millisecond)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](shows))
		cancel()
		if err == nil && ok {
			break
		}
		if time.Since(start) > 30*time.Second {
			t.Fatal("the open page never showed the edit and its title in the navigation")
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("the open page showed the edit after %v", time.Since(start))
}

// TestBrowserShowsFailedRebuild: while an edit does not build, the open page (the last
// good site) says so at the foot of the window with the build's message, as an alert a
// screen reader reads; a page opened then says it too; the edit that fixes it reloads
// the page without it.
func TestBrowserShowsFailedRebuild(t *testing.T) {
	tab := browser.Tab(t)
	p := startPreview(t)
	t.Cleanup(func() { _, _ = chromedp.Run(tab.Ctx, chromedp.Navigate("about:blank")) })
	tab.Open(p.srv.URL + "/about/")
	if n := tab.Count("[role=alert]"); n != 0 {
		t.Fatalf("%d alerts on a page of a site that built", n)
	}
	cfg := filepath.Join(p.dir, config.FileName)
	good, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, []byte("title = \"Puzzle Club\"\nbogus = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The message is the build's, whole: config.Load's for line 2.
	_, lerr := config.Load(cfg)
	if lerr == nil || !strings.Contains(lerr.Error(), ":2: bogus: unknown key") {
		t.Fatalf("the bad config reads as %v", lerr)
	}
	want := devserver.ErrorBanner + "\n" + lerr.Error()
	banner := `(function(){var b=document.querySelector("[role=alert]");return b?b.textContent:""})()`
	waitFor := func(what, js string) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for {
			ctx, cancel := context.WithTimeout(tab.Ctx, 500*time.Millisecond)
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
			cancel()
			if err == nil && ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the page never %s; its banner says %q", what, browsertest.Eval[string](tab, banner))
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	browsertest.Eval[bool](tab, `window.before = true`)
	waitFor("showed the failed rebuild", banner+` === `+browsertest.Quote(want))
	if !browsertest.Eval[bool](tab, `window.before === true && document.querySelector("article.prose p").textContent === "We meet on Tuesdays."`) {
		t.Error("the page did not stay as it was under the banner")
	}
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "failed.png"))
	// A page opened now says it as well.
	tab.Open(p.srv.URL + "/")
	waitFor("opened with the failed rebuild shown", banner+` === `+browsertest.Quote(want))
	browsertest.Eval[bool](tab, `window.before = true`)
	if err := os.WriteFile(cfg, good, 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("reloaded without the banner after the fix", `window.before !== true && document.readyState === "complete" && !!document.querySelector("h1") && !document.querySelector("[role=alert]")`)
}

// An edit made after the site's build began but before Watch runs (while the first build
// runs, on a loaded machine) is a change: Watch rebuilds, instead of taking the edited
// sources as the state the site was built from and serving the old site until the next
// edit.
func TestWatchSeesEditBeforeItStarts(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "about.md")
	if err := os.WriteFile(page, []byte("# About\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	since := devserver.Fingerprint(dir) // the build begins here
	if err := os.WriteFile(page, []byte("# About us\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var v devserver.Version
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rebuilt := make(chan struct{}, 1)
	go devserver.Watch(ctx, &v, []string{dir}, since, func() error { return nil }, func(error) {
		select {
		case rebuilt <- struct{}{}:
		default:
		}
	})
	select {
	case <-rebuilt:
		if got := v.String(); got != "1" {
			t.Errorf("after the rebuild the version is %q, want 1", got)
		}
	case <-time.After(20 * devserver.PollEvery):
		t.Fatal("an edit made before Watch started was never rebuilt")
	}
}
