package browsertest

import (
	"errors"
	"fmt"
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
	t.Setenv(ShotsEnv, "")
	if got := tab.Screenshot(filepath.Join(t.TempDir(), "none.png")); got != "" {
		t.Errorf("without %s, Screenshot saved %s", ShotsEnv, got)
	}
	t.Setenv(ShotsEnv, t.TempDir())
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

// TestCloseLeavesNothing starts a browser of its own with the temporary directory pointed
// at an empty directory, opens a page, keeps a shared directory and closes: nothing may be
// left there, not the profile, not Chromium's own org.chromium.Chromium.* directory.
func TestCloseLeavesNothing(t *testing.T) {
	if Bin() == "" {
		browser.Tab(t) // skips, or fails under CI=true
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	b := New()
	shared, err := b.TempDir("shared")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(shared, "index.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	func() {
		tab := b.Tab(t)
		defer b.Close() // before tab's own cleanup, as Main closes after the last test
		tab.Open(FileURL(filepath.Join(shared, "index.html")))
		if got := tab.Attr("body", "data-ready"); got != "yes" {
			t.Errorf("data-ready = %q", got)
		}
		if entries, _ := os.ReadDir(tmp); len(entries) < 2 {
			t.Errorf("while running, the temporary directory holds %d entries, want the profile and the shared directory", len(entries))
		}
	}()
	entries, err := os.ReadDir(tmp)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		t.Errorf("left behind after Close: %s", e.Name())
	}
}

func TestShots(t *testing.T) {
	t.Setenv(ShotsEnv, "")
	if d := Shots(t); !strings.HasPrefix(d, os.TempDir()) {
		t.Errorf("without %s screenshots go to %s, want a temporary directory of the test", ShotsEnv, d)
	}
	root := t.TempDir()
	t.Setenv(ShotsEnv, root)
	t.Run("sub", func(t *testing.T) {
		want := filepath.Join(root, "browsertest", "TestShots")
		if d := Shots(t); d != want {
			t.Errorf("with %s=%s screenshots go to %s, want %s", ShotsEnv, root, d, want)
		}
		if fi, err := os.Stat(want); err != nil || !fi.IsDir() {
			t.Errorf("%s was not made: %v", want, err)
		}
	})
}

// TestEnglishPhrases checks the phrases a French page must not show: the English
// catalogue's, cut at placeholders, less what the French catalogue says too.
func TestEnglishPhrases(t *testing.T) {
	p := EnglishPhrases(t, "fr")
	for _, want := range []string{"Skip to the content", "All days", "Rules of Two Ops"} {
		if !slices.Contains(p, want) {
			t.Errorf("EnglishPhrases lacks %q", want)
		}
	}
	for _, p := range p {
		if len(strings.Fields(p)) < 2 || strings.ContainsAny(p, "{}") {
			t.Errorf("phrase %q: not two words without a placeholder", p)
		}
	}
	var got []string
	NoEnglish(fakeT{&got}, "page", p, []string{"Passer au contenu", "see All days here"})
	if len(got) != 1 || !strings.Contains(got[0], `"All days"`) {
		t.Errorf("NoEnglish reported %q, want one report of \"All days\"", got)
	}
}

type fakeT struct{ got *[]string }

func (fakeT) Helper() {}
func (f fakeT) Errorf(format string, a ...any) {
	*f.got = append(*f.got, fmt.Sprintf(format, a...))
}

// TestOneMinus checks what counts as an ASCII minus a visitor reads, and what does not.
func TestOneMinus(t *testing.T) {
	for _, c := range []struct {
		text string
		bad  int
	}{
		{"the other minus it, 3 - 5 = -2", 2},
		{"Difference: |6 - 15| = 9", 1},
		{"(-3) + 4 = 1", 1},
		{"-7.5", 1},
		{"the other minus it, 3 − 5 = −2; |6 − 15| = 9; (−3)", 0},
		{"2026-03-14, level-3 Ops, OPS1.ab12-3cd, 1 to 24 letters, digits, - and _", 0},
	} {
		var got []string
		OneMinus(fakeT{&got}, "page", []string{c.text})
		if len(got) != c.bad {
			t.Errorf("OneMinus(%q) reported %d times, want %d: %q", c.text, len(got), c.bad, got)
		}
	}
}

// TestFrenchSpaces checks what counts as French punctuation without its no-break space,
// and what does not.
func TestFrenchSpaces(t *testing.T) {
	for _, c := range []struct {
		text string
		bad  int
	}{
		{"Rangée 1 (1, 2 et 3): juste", 1},
		{"Rangée 1, 8 − 6 = 2; Rangée 2", 1},
		{"Voir la solution ? Parfait !", 2},
		{"le « comment jouer »", 2},
		{"Fin:", 1},
		{"Rangée 1\u00a0: 7 ? 2 = 6 fausse\u00a0; Voir\u202f? «\u00a0tour\u00a0» et\u00a0«\u00a0x\u00a0»", 0},
		{"opsdaily:SITE:days, 0:00, https://example.org/, Ctrl+P", 0},
	} {
		var got []string
		FrenchSpaces(fakeT{&got}, "page", []string{c.text})
		if len(got) != c.bad {
			t.Errorf("FrenchSpaces(%q) reported %d times, want %d: %q", c.text, len(got), c.bad, got)
		}
	}
}

// TestContextGone: the errors Chromium gives a call whose page navigated under it (as a
// test's page does right after it is asked to go elsewhere) are each taken for a context
// gone, to be asked again; any other error is not.
func TestContextGone(t *testing.T) {
	for _, c := range []struct {
		msg  string
		gone bool
	}{
		{"Cannot find context with specified id (-32000)", true},
		{"Execution context was destroyed. (-32000)", true},
		{"Inspected target navigated or closed (-32000)", true},
		{"context deadline exceeded", false},
		{"ReferenceError: OpsBoards is not defined", false},
	} {
		if got := contextGone(errors.New(c.msg)); got != c.gone {
			t.Errorf("contextGone(%q) = %v, want %v", c.msg, got, c.gone)
		}
	}
}
