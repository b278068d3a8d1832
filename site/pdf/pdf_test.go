package pdf

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site/sheet"
)

func TestFindBrowserBadBin(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	os.WriteFile(plain, []byte("x"), 0o644)
	for bin, says := range map[string]string{
		filepath.Join(dir, "nosuch"): "does not exist",
		dir:                          "is not a file",
		plain:                        "is not executable",
	} {
		t.Setenv("CHROME_BIN", bin)
		got, err := FindBrowser()
		if got != "" || !errors.Is(err, ErrBrowserBin) || !strings.Contains(err.Error(), says) || !strings.Contains(err.Error(), bin) {
			t.Errorf("CHROME_BIN=%s: %q, %v; want an error saying %q", bin, got, err, says)
		}
	}
	// A long value is named, shortened.
	t.Setenv("CHROME_BIN", "/"+strings.Repeat("x", 10000))
	if _, err := FindBrowser(); err == nil || len(err.Error()) > 200 {
		t.Errorf("a 10,000-byte CHROME_BIN: %d bytes of error", len(err.Error()))
	}
	exe := filepath.Join(dir, "chrome")
	os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755)
	t.Setenv("CHROME_BIN", exe)
	if got, err := FindBrowser(); got != exe || err != nil {
		t.Errorf("CHROME_BIN=%s: %q, %v", exe, got, err)
	}
}

// TestSweepProfiles: the next print removes the profile of a program killed outright (its
// lock is free), never one in use.
func TestSweepProfiles(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("profiles are swept on Linux")
	}
	tmp := t.TempDir()
	busy, err := newProfile(tmp)
	if err != nil {
		t.Fatal(err)
	}
	defer busy.remove()
	dead, err := newProfile(tmp)
	if err != nil {
		t.Fatal(err)
	}
	// The browser's lock socket lives in a directory beside, named by a link in the profile.
	sock := filepath.Join(tmp, "org.chromium.Chromium.abc123")
	os.Mkdir(sock, 0o700)
	os.Mkdir(filepath.Join(dead.dir, "profile"), 0o700)
	os.WriteFile(filepath.Join(dead.dir, "profile", "Cookies"), []byte("x"), 0o600)
	os.Symlink(filepath.Join(sock, "SingletonSocket"), filepath.Join(dead.dir, "profile", "SingletonSocket"))
	dead.lock.Close() // as the kernel does when the program dies
	unrelated := filepath.Join(tmp, "other-dir")
	os.Mkdir(unrelated, 0o700)
	sweepProfiles(tmp)
	for _, d := range []string{dead.dir, sock} {
		if _, err := os.Stat(d); err == nil {
			t.Errorf("%s of a dead print stays", d)
		}
	}
	for _, d := range []string{busy.dir, unrelated} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s was removed: %v", d, err)
		}
	}
}

// TestPrintDeepTempDir prints with a temporary directory deeper than a Unix socket's name
// allows inside it (Chromium's singleton socket would not fit, and it would refuse to
// start): the print must still work and leave nothing in that directory.
func TestPrintDeepTempDir(t *testing.T) {
	bin, _ := FindBrowser()
	if bin == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no browser (CI=true)")
		}
		t.Skip("no browser; apt-get install chromium")
	}
	tmp := filepath.Join(t.TempDir(), strings.Repeat("d", 60))
	if err := os.Mkdir(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TMPDIR", tmp)
	page := filepath.Join(tmp, "index.html")
	if err := os.WriteFile(page, []byte("<!doctype html><title>t</title><p>page"), 0o644); err != nil {
		t.Fatal(err)
	}
	url, err := FileURL(page)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := Print(ctx, bin, url, sheet.A4)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(out, []byte("%PDF")) {
		t.Errorf("not a PDF: %.20q", out)
	}
	entries, _ := os.ReadDir(tmp)
	for _, e := range entries {
		if e.Name() != "index.html" {
			t.Errorf("left behind in TMPDIR: %s", e.Name())
		}
	}
	if entries, _ := os.ReadDir(os.TempDir()); len(entries) != 1 {
		t.Errorf("TMPDIR holds %d entries after the print, want the page only", len(entries))
	}
}

// TestPrintNotBrowser: a program that ends without starting a browser gives a
// *NotBrowserError naming it with the first line it printed; one that prints Chromium's
// log lines as it ends is a browser that failed, told with chromedp's words.
func TestPrintNotBrowser(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the fake programs are shell scripts for Linux")
	}
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	script := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		bin  string
		said string // the NotBrowserError's Said; "-" for no NotBrowserError
	}{
		{script("quiet", "exit 0"), ""},
		{script("usage", "echo '  usage: usage FILE  '\necho second line\nexit 2"), "usage: usage FILE"},
		{script("chromium", "echo '[9:9:1202/014121.847468:ERROR:chrome/browser/x.cc:1] no display' >&2\nexit 1"), "-"},
	} {
		_, err := Print(context.Background(), tc.bin, "about:blank", sheet.A4)
		var nb *NotBrowserError
		switch {
		case tc.said == "-" && (errors.As(err, &nb) || err == nil || !strings.Contains(err.Error(), "no display")):
			t.Errorf("%s: %v; want chromedp's error with the browser's words", tc.bin, err)
		case tc.said != "-" && (!errors.As(err, &nb) || nb.Bin != tc.bin || nb.Said != tc.said):
			t.Errorf("%s: %#v (%v); want a NotBrowserError saying %q", tc.bin, nb, err, tc.said)
		}
	}
}
