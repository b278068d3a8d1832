package main

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

func TestServe(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	if code, _, stderr := runCmd(t, "build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-29"); code != 0 {
		t.Fatal(stderr)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- serveSite(ctx, w, out, "127.0.0.1:0"); w.Close() }()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, r)
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(line)
	if base == "" {
		t.Fatalf("no address in %q", line)
	}
	for path, want := range map[string]int{"": 200, "daily/2026-11-28/": 200, "daily/2026-11-29/index.html": 200, "favicon.svg": 200, "nope/": 404} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s: status %d, want %d", path, resp.StatusCode, want)
		}
		if want == 404 && !strings.Contains(string(body), "No such page") {
			t.Errorf("%s: not the site's 404 page", path)
		}
		if want == 200 && strings.HasSuffix(path, "/") && !strings.Contains(string(body), "<!doctype html>") {
			t.Errorf("%s: not a page", path)
		}
	}
	// Rebuilds while a reader asks for pages in both versions: never a miss, and each
	// new version is served once it is in place.
	var stop atomic.Bool
	var reads, misses atomic.Int64
	var wg sync.WaitGroup
	wg.Go(func() {
		for !stop.Load() {
			resp, err := http.Get(base + "daily/2026-11-29/")
			if err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			reads.Add(1)
			if err != nil || resp.StatusCode != 200 {
				misses.Add(1)
			}
		}
	})
	for i := range 6 {
		args := []string{"build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-29"}
		if i%2 == 0 {
			args = append(args, "--base-url", "https://example.org/")
		}
		if code, _, stderr := runCmd(t, args...); code != 0 {
			t.Fatal(stderr)
		}
		resp, err := http.Get(base + "sitemap.xml")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if (resp.StatusCode == 200) != (i%2 == 0) {
			t.Errorf("rebuild %d: sitemap.xml %d: not the new site", i, resp.StatusCode)
		}
	}
	stop.Store(true)
	wg.Wait()
	if misses.Load() > 0 {
		t.Errorf("%d of %d reads during the rebuilds missed", misses.Load(), reads.Load())
	}
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// A directory without a built site is refused, named quoted; the way out depends on
// whether --dir named it: a --dir given is not told to give --dir.
func TestServeNoSite(t *testing.T) {
	t.Chdir(t.TempDir())
	os.Mkdir("foreign", 0o755)
	os.WriteFile(filepath.Join("foreign", "index.html"), []byte("<p>mine"), 0o644)
	os.WriteFile("afile", []byte("mine"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--dir", "nope"}, `opsdaily: --dir "nope" holds no built site (no index.html); give the --dir of a built site, or build one into it first: opsdaily build --out nope`},
		{[]string{"serve", "--dir", "my site"}, `opsdaily: --dir "my site" holds no built site (no index.html); give the --dir of a built site, or build one into it first: opsdaily build --out 'my site'`},
		// A file is not told to be built into, which build would refuse.
		{[]string{"serve", "--dir", "afile"}, `opsdaily: --dir "afile" is a file, not a directory; give the --dir of a built site, like --dir public`},
		{[]string{"serve", "--dir", "foreign"}, `opsdaily: --dir "foreign" was not made by 'opsdaily build' (no .opsdaily-site file); give the --dir of a site it built`},
		{[]string{"serve"}, `opsdaily: "public" holds no built site (no index.html); run 'opsdaily build' first, or give the --dir of a built site`},
		// Not told to build with --out '', which build refuses.
		{[]string{"serve", "--dir="}, `opsdaily: --dir is empty; give the directory of a built site, like --dir public`},
	} {
		code, stdout, stderr := runCmd(t, append(c.args, "--addr", "127.0.0.1:0")...)
		if code != 2 || stdout != "" || stderr != c.want+"\n" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, stdout, stderr, c.want)
		}
	}
}

// --config builds a site and previews it, --dir serves one built: together, one is
// ignored, so the pair is refused, whether the config exists or not.
func TestServeConfigAndDir(t *testing.T) {
	t.Chdir(t.TempDir())
	if code, _, stderr := runCmd(t, "init", "mysite"); code != 0 {
		t.Fatal(stderr)
	}
	if code, _, stderr := runCmd(t, "build", "--config", "mysite/opsdaily.toml", "--out", "public", "--from", "2026-11-29"); code != 0 {
		t.Fatal(stderr)
	}
	for _, cfg := range []string{"mysite/opsdaily.toml", "nosuch.toml"} {
		code, stdout, stderr := runCmd(t, "serve", "--config", cfg, "--dir", "public", "--addr", "127.0.0.1:0")
		want := "opsdaily: --config and --dir cannot go together: --config builds its site and previews it, rebuilding as you edit; --dir serves a site already built; give one, like opsdaily serve --config mysite/opsdaily.toml or opsdaily serve --dir public\n"
		if code != 2 || stdout != "" || stderr != want {
			t.Errorf("--config %s --dir public: exit %d, stdout %q, stderr %q; want 2 and %q", cfg, code, stdout, stderr, want)
		}
	}
}

func TestServeBadAddr(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	if code, _, stderr := runCmd(t, "build", "--out", out, "--from", "2026-11-29", "--to", "2026-11-29"); code != 0 {
		t.Fatal(stderr)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	for addr, want := range map[string]string{
		"":                       "--addr is empty; give host:port, like 127.0.0.1:8080",
		"8080":                   `--addr "8080" is not host:port`,
		"127.0.0.1:99999":        "port outside 0-65535",
		"127.0.0.1:http":         "port outside 0-65535",
		"127.0.0.1:-1":           "port outside 0-65535",
		strings.Repeat("x", 500): "is not host:port",
		ln.Addr().String():       "cannot listen on " + ln.Addr().String() + ": bind: address already in use; try another --addr",
	} {
		code, _, stderr := runCmd(t, "serve", "--dir", out, "--addr="+addr)
		if code != 2 || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 || len(stderr) > 300 {
			t.Errorf("--addr=%.40q: exit %d, %q; want 2 and one line with %q", addr, code, stderr, want)
		}
	}
}
