package preview

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

var (
	testTo    = generator.MakeDate(2026, 11, 29)
	testFrom  = generator.MakeDate(2026, 11, 1)
	testToday = testTo
)

// build builds a site into out; base picks one of two versions (with base, it has a
// sitemap.xml).
func build(t testing.TB, out, base string, from generator.Date) {
	t.Helper()
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: from, To: testTo, Today: testToday, BaseURL: base}); err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, method, url string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(body)
}

func TestHandler(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "site")
	write(t, filepath.Join(parent, "secret.txt"), "secret")
	write(t, filepath.Join(parent, "outside", "index.html"), "outside")
	write(t, filepath.Join(dir, "index.html"), "<!doctype html>home")
	write(t, filepath.Join(dir, "404.html"), "<!doctype html>No such page")
	write(t, filepath.Join(dir, "daily", "2026-11-29", "index.html"), "<!doctype html>day")
	write(t, filepath.Join(dir, "assets", "site.css"), "body{}")
	write(t, filepath.Join(dir, "a b", "index.html"), "spaced")
	write(t, filepath.Join(dir, ".opsdaily-site"), "marker")
	write(t, filepath.Join(dir, "daily", ".hidden"), "hidden")
	// A site in several languages: each language's directory has its own 404 page.
	write(t, filepath.Join(dir, "fr", "index.html"), "<!doctype html>accueil")
	write(t, filepath.Join(dir, "fr", "404.html"), "<!doctype html>Page introuvable")
	write(t, filepath.Join(parent, "outside", "404.html"), "outside's 404")
	for link, to := range map[string]string{
		"leak.txt":  filepath.Join(parent, "secret.txt"),
		"leak2.txt": "../secret.txt",
		"outdir":    filepath.Join(parent, "outside"),
		"home.html": "index.html",
		"daily/up":  "../../outside",
	} {
		if err := os.Symlink(to, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	long := strings.Repeat("x", 256)
	for _, tc := range []struct {
		method, path string
		status       int
		body         string // in the body, for status 200 and 404
		location     string
	}{
		{"GET", "/", 200, "home", ""},
		{"GET", "/index.html", 200, "home", ""},
		{"GET", "/daily/2026-11-29/", 200, "day", ""},
		{"GET", "/daily/2026-11-29/index.html", 200, "day", ""},
		{"GET", "/daily/2026-11-29", 301, "", "/daily/2026-11-29/"},
		{"GET", "/a%20b", 301, "", "/a%20b/"},
		{"GET", "/a%20b/", 200, "spaced", ""},
		{"GET", "/daily/../index.html", 200, "home", ""},
		{"GET", "/assets/site.css", 200, "body{}", ""},
		{"HEAD", "/", 200, "", ""},
		{"GET", "/home.html", 200, "home", ""}, // a link inside the site
		// No listings: a directory without index.html is missing.
		{"GET", "/daily/", 404, "No such page", ""},
		{"GET", "/assets/", 404, "No such page", ""},
		{"GET", "/assets", 404, "No such page", ""},
		// Nothing outside the site, nothing hidden.
		{"GET", "/leak.txt", 404, "No such page", ""},
		{"GET", "/leak2.txt", 404, "No such page", ""},
		{"GET", "/outdir/", 404, "No such page", ""},
		{"GET", "/outdir/index.html", 404, "No such page", ""},
		{"GET", "/daily/up/index.html", 404, "No such page", ""},
		{"GET", "/outdir/nope.html", 404, "No such page", ""}, // not the 404 page outside
		// A missing page of a language's directory gets that language's 404 page.
		{"GET", "/fr/nope/x.html", 404, "Page introuvable", ""},
		{"GET", "/fr/nope", 404, "Page introuvable", ""},
		{"GET", "/fr/index.html/", 404, "Page introuvable", ""},
		{"GET", "/nope/fr/x.html", 404, "No such page", ""},
		{"GET", "/../secret.txt", 404, "No such page", ""},
		{"GET", "/%2e%2e/secret.txt", 404, "No such page", ""},
		{"GET", "/.opsdaily-site", 404, "No such page", ""},
		{"GET", "/daily/.hidden", 404, "No such page", ""},
		// Odd names are missing, not errors.
		{"GET", "/" + long, 404, "No such page", ""},
		{"GET", "/" + long + "/index.html", 404, "No such page", ""},
		{"GET", "/" + strings.Repeat("a/", 2100), 404, "No such page", ""},
		{"GET", "/nope%00.html", 404, "No such page", ""},
		{"GET", "/index.html/", 404, "No such page", ""},
		{"GET", "/nope/", 404, "No such page", ""},
		// Only reads.
		{"POST", "/", 405, "", ""},
		{"PUT", "/index.html", 405, "", ""},
		{"DELETE", "/index.html", 405, "", ""},
		{"PATCH", "/", 405, "", ""},
		{"OPTIONS", "/", 405, "", ""},
	} {
		resp, body := get(t, tc.method, srv.URL+tc.path)
		name := fmt.Sprintf("%s %.60s", tc.method, tc.path)
		if resp.StatusCode != tc.status {
			t.Errorf("%s: status %d, want %d", name, resp.StatusCode, tc.status)
			continue
		}
		if tc.body != "" && !strings.Contains(body, tc.body) {
			t.Errorf("%s: body %.80q, want %q in it", name, body, tc.body)
		}
		if strings.Contains(body, "secret") || strings.Contains(body, "outside") || strings.Contains(body, "hidden") {
			t.Errorf("%s: served %q", name, body)
		}
		if tc.method == "HEAD" && body != "" {
			t.Errorf("%s: a body", name)
		}
		if got := resp.Header.Get("Location"); got != tc.location {
			t.Errorf("%s: Location %q, want %q", name, got, tc.location)
		}
		if tc.status == 405 && resp.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: Allow %q", name, resp.Header.Get("Allow"))
		}
		for k, v := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"} {
			if resp.Header.Get(k) != v {
				t.Errorf("%s: %s %q, want %q", name, k, resp.Header.Get(k), v)
			}
		}
		if csp := resp.Header.Get("Content-Security-Policy"); csp != ContentSecurityPolicy || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q", name, csp)
		}
		if tc.status == 200 && strings.HasSuffix(tc.path, ".css") && resp.Header.Get("Content-Type") != "text/css; charset=utf-8" {
			t.Errorf("%s: Content-Type %q", name, resp.Header.Get("Content-Type"))
		}
	}
	// Without a 404.html, a line of text.
	os.Remove(filepath.Join(dir, "404.html"))
	if resp, body := get(t, "GET", srv.URL+"/nope"); resp.StatusCode != 404 || !strings.Contains(body, "404 page not found") {
		t.Errorf("no 404.html: %d %q", resp.StatusCode, body)
	}
	// Without the directory, 503 (a rebuild without an exchange may leave a moment).
	os.Rename(dir, dir+".moved")
	if resp, _ := get(t, "GET", srv.URL+"/"); resp.StatusCode != 503 || resp.Header.Get("Retry-After") == "" {
		t.Errorf("no directory: %d", resp.StatusCode)
	}
}

// A reader served during repeated rebuilds never misses a page that is in both versions,
// and sees each new version as soon as it is in place.
func TestRebuildWhileServing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	short := testTo.Add(-6)
	build(t, out, "", short)
	srv := httptest.NewServer(Handler(out))
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 8}}
	defer client.CloseIdleConnections()
	var stop atomic.Bool
	var reads, bad atomic.Int64
	var mu sync.Mutex
	var errs []string
	var wg sync.WaitGroup
	for _, p := range []string{"/", "/daily/2026-11-28/", "/daily/2026-11-29/index.html", "/favicon.svg"} {
		wg.Go(func() {
			for !stop.Load() {
				resp, err := client.Get(srv.URL + p)
				if err != nil {
					bad.Add(1)
					mu.Lock()
					errs = append(errs, err.Error())
					mu.Unlock()
					continue
				}
				n, _ := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				reads.Add(1)
				if resp.StatusCode != 200 || n == 0 {
					bad.Add(1)
					mu.Lock()
					errs = append(errs, fmt.Sprintf("%s: %d, %d bytes", p, resp.StatusCode, n))
					mu.Unlock()
				}
			}
		})
	}
	const rebuilds = 12
	for i := range rebuilds {
		base := ""
		if i%2 == 0 {
			base = "https://example.org/ops/"
		}
		build(t, out, base, short)
		resp, err := client.Get(srv.URL + "/sitemap.xml")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if want := map[bool]int{true: 200, false: 404}[base != ""]; resp.StatusCode != want {
			t.Errorf("rebuild %d: sitemap.xml %d, want %d: the server does not see the new site", i, resp.StatusCode, want)
		}
	}
	stop.Store(true)
	wg.Wait()
	for _, e := range errs[:min(len(errs), 5)] {
		t.Error(e)
	}
	if bad.Load() > 0 || reads.Load() < 50 {
		t.Errorf("%d of %d reads failed during %d rebuilds", bad.Load(), reads.Load(), rebuilds)
	} else {
		t.Logf("%d reads during %d rebuilds, none failed", reads.Load(), rebuilds)
	}
}

// rawConn opens a TCP connection to the server at url (http://host:port).
func rawConn(t *testing.T, url string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// request sends one keep-alive GET / on c and reads the answer's status line.
func request(t *testing.T, c net.Conn, r *bufio.Reader) string {
	t.Helper()
	fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.Status
}

// serveLimited serves dir on a loopback listener limited to n connections, with srv's
// header timeout set to hdr; it returns the base URL.
func serveLimited(t *testing.T, dir string, n int, hdr time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(dir, ln.Addr().String())
	srv.ReadHeaderTimeout = hdr
	go srv.Serve(Limit(ln, srv, n))
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

func TestLimit(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), "home")
	t.Run("idle connections make room", func(t *testing.T) {
		// A header timeout of an hour: a new client served at all (request gives up on an
		// answer after 10 s) was not made to wait until the idle ones time out.
		url := serveLimited(t, dir, 3, time.Hour)
		// Three keep-alive connections, each idle after a request.
		for range 3 {
			c := rawConn(t, url)
			if s := request(t, c, bufio.NewReader(c)); s != "200 OK" {
				t.Fatal(s)
			}
		}
		c := rawConn(t, url)
		if s := request(t, c, bufio.NewReader(c)); s != "200 OK" {
			t.Fatal(s)
		}
	})
	t.Run("silent connections wait for the header timeout", func(t *testing.T) {
		const hdr = 400 * time.Millisecond
		url := serveLimited(t, dir, 2, hdr)
		// Two connections that send nothing hold both places...
		for range 2 {
			rawConn(t, url)
		}
		time.Sleep(50 * time.Millisecond) // accepted
		// ...so a third is served only once the timeout has closed one.
		start := time.Now()
		c := rawConn(t, url)
		if s := request(t, c, bufio.NewReader(c)); s != "200 OK" {
			t.Fatal(s)
		}
		if d := time.Since(start); d < hdr/2 {
			t.Errorf("served after %v: more than 2 connections at once", d)
		}
	})
}

func TestServerSettings(t *testing.T) {
	srv := NewServer("public", "127.0.0.1:0")
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= 0 {
		t.Errorf("a limit is missing: %+v", srv)
	}
	// An idle connection is closed after IdleTimeout.
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), "home")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv = NewServer(dir, ln.Addr().String())
	srv.IdleTimeout = 200 * time.Millisecond
	go srv.Serve(Limit(ln, srv, MaxConns))
	defer srv.Close()
	c := rawConn(t, "http://"+ln.Addr().String())
	r := bufio.NewReader(c)
	request(t, c, r)
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := r.ReadByte(); err != io.EOF {
		t.Errorf("idle connection: %v, want it closed (EOF)", err)
	}
}

// Serving "." sees a rebuild into the working directory (which replaces it by its path).
func TestServeDotSeesRebuild(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	short := testTo.Add(-1)
	build(t, ".", "", short)
	srv := httptest.NewServer(Handler("."))
	defer srv.Close()
	build(t, ".", "https://example.org/", short) // the process moves into the new tree
	t.Chdir(t.TempDir())                         // and away: the server must not depend on it
	if resp, _ := get(t, "GET", srv.URL+"/sitemap.xml"); resp.StatusCode != 200 {
		t.Errorf("sitemap.xml of the rebuild: %d", resp.StatusCode)
	}
	if resp, _ := get(t, "GET", srv.URL+"/"); resp.StatusCode != 200 {
		t.Errorf("home: %d", resp.StatusCode)
	}
}

// The case: more idle keep-alive connections than the limit do not stop the
// server from answering a new visitor.
func TestManyIdleConnections(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), "home")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(dir, ln.Addr().String())
	go srv.Serve(Limit(ln, srv, MaxConns))
	defer srv.Close()
	url := "http://" + ln.Addr().String()
	for range MaxConns + 20 {
		c := rawConn(t, url)
		if s := request(t, c, bufio.NewReader(c)); s != "200 OK" {
			t.Fatal(s)
		}
	}
	c := rawConn(t, url)
	if s := request(t, c, bufio.NewReader(c)); s != "200 OK" {
		t.Fatal(s)
	}
}

// BenchmarkHandler serves a daily page (an os.Root opened per request).
func BenchmarkHandler(b *testing.B) {
	out := filepath.Join(b.TempDir(), "public")
	build(b, out, "", testTo)
	h := Handler(out)
	req := httptest.NewRequest("GET", "/daily/2026-11-29/", nil)
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != 200 {
			b.Fatal(w.Code)
		}
	}
}
