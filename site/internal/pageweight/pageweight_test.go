package pageweight

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestOf(t *testing.T) {
	dir := t.TempDir()
	page := `<!doctype html><link rel="icon" href="../../favicon.svg" type="image/svg+xml">` +
		`<link rel="alternate" href="../../feed.xml"><link rel="stylesheet" href="../../assets/a.css">` +
		`<a href="../../archive/index.html">x</a><img alt="" src="data:,"><script src="../../assets/b.js"></script>` +
		`<script src="../../assets/b.js"></script><script>var s="<script src=\"nope.js\">"</script>`
	write(t, dir, "daily/d/index.html", page)
	write(t, dir, "favicon.svg", "12345")
	write(t, dir, "assets/a.css", "1234567890")
	write(t, dir, "assets/b.js", strings.Repeat("j", 100))
	write(t, dir, "feed.xml", strings.Repeat("f", 1000)) // linked, not loaded
	n, refs, err := Of(filepath.Join(dir, "daily/d/index.html"))
	if err != nil {
		t.Fatal(err)
	}
	// The script text that merely mentions a src is not a load: the regexp sees
	// `<script src=\"nope.js\">`, whose quote is escaped, so it does not match.
	want := []string{"../../favicon.svg", "../../assets/a.css", "../../assets/b.js"}
	if !slices.Equal(refs, want) {
		t.Errorf("loads %q, want %q", refs, want)
	}
	if w := len(page) + 5 + 10 + 100; n != w {
		t.Errorf("weight %d, want %d", n, w)
	}
	if err := os.Remove(filepath.Join(dir, "assets/a.css")); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Of(filepath.Join(dir, "daily/d/index.html")); err == nil {
		t.Error("a missing style sheet is not an error")
	}
}

func TestLoadedRefusesOtherHosts(t *testing.T) {
	for _, p := range []string{`<script src="https://cdn.example.org/x.js"></script>`, `<link rel="stylesheet" href="//example.org/a.css">`} {
		if _, err := Loaded([]byte(p)); err == nil {
			t.Errorf("%s: no error", p)
		}
	}
}
