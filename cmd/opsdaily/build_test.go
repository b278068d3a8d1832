package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site"
)

func TestBuildCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "public")
	code, stdout, stderr := runCmd(t, "build", "--out", out, "--from", "2026-11-27", "--to", "2026-11-30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"built 4 days, 2026-11-27 to 2026-11-30", "home page shows 2026-11-29",
		"open " + filepath.Join(out, "index.html") + " in a browser", "opsdaily serve --dir " + out, "no sitemap.xml"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	for _, f := range []string{"index.html", "daily/2026-11-30/index.html", site.Marker} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	// Again, with a base URL: the site is replaced and has a sitemap.
	code, stdout, stderr = runCmd(t, "build", "--out", out, "--from", "2026-11-28", "--to", "2026-11-30", "--base-url", "https://example.org/ops")
	if code != 0 || strings.Contains(stdout, "no sitemap") {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "sitemap.xml")); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(filepath.Join(out, "daily/2026-11-27")); err == nil {
		t.Error("the old site's day is still there")
	}
}

// Without flags: four weeks before today to tomorrow (the horizon), today read from env.now.
func TestBuildDefaults(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	code, stdout, stderr := runCmd(t, "build")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "built 30 days, 2026-11-01 to 2026-11-30") || strings.Contains(stdout, "ahead") || !strings.Contains(stdout, "open public/index.html in a browser, or preview it over HTTP: opsdaily serve (") {
		t.Errorf("output:\n%s", stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "public", "daily", "2026-11-01", "index.html")); err != nil {
		t.Error(err)
	}
	// --ahead publishes further, unlisted, and says so.
	code, stdout, stderr = runCmd(t, "build", "--ahead", "6")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "built 36 days, 2026-11-01 to 2026-12-06") || !strings.Contains(stdout, "6 days after 2026-11-30 are built ahead") {
		t.Errorf("output:\n%s", stdout)
	}
}

func TestBuildUsageErrors(t *testing.T) {
	parent := t.TempDir()
	foreign := filepath.Join(parent, "mine")
	os.MkdirAll(foreign, 0o755)
	os.WriteFile(filepath.Join(foreign, "keep.txt"), []byte("keep"), 0o644)
	out := filepath.Join(parent, "public")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", foreign}, "did not make"},
		{[]string{"--out", out, "--from", "2026-02-30"}, "--from"},
		{[]string{"--out", out, "--to", "soon"}, "--to"},
		{[]string{"--out", out, "--from", "2026-12-01", "--to", "2026-11-01"}, "before"},
		{[]string{"--out", out, "--base-url", "example.org"}, "base URL"},
		{[]string{"--out", ""}, "--out"},
		{[]string{"--out", out, "extra"}, "argument"},
		{[]string{"--out", out, "--from", "2026-01-01", "--to", "2200-01-01"}, "days"},
		{[]string{"--out", out, "--ahead", "-1"}, "--ahead -1"},
		{[]string{"--out", out, "--ahead", "400"}, "--ahead 400"},
		{[]string{"--out", out, "--ahead", "3", "--to", "2026-12-31"}, "--ahead and --to"},
	} {
		code, _, stderr := runCmd(t, append([]string{"build"}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(foreign, "keep.txt")); err != nil || string(b) != "keep" {
		t.Error("the foreign directory changed")
	}
	if es, _ := os.ReadDir(parent); len(es) != 1 {
		t.Errorf("left behind: %v", es)
	}
}

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
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
}

func TestServeNoSite(t *testing.T) {
	dir := t.TempDir()
	code, _, stderr := runCmd(t, "serve", "--dir", dir, "--addr", "127.0.0.1:0")
	if code != 2 || !strings.Contains(stderr, "opsdaily build") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}
