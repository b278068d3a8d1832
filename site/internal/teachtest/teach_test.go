package teachtest

import (
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/pageweight"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/opsdaily/opsdaily/templates"
)

// browser is the one headless Chromium of this package.
var browser = browsertest.New()

func TestMain(m *testing.M) { os.Exit(browser.Main(m)) }

// MaxTeach is the weight budget of teach/ and of an assignment's page (teach/play/), each
// with everything it loads.
const MaxTeach = 150 << 10

// builtSite is the small site of the package's tests, built once; frenchSite the same in French.
var builtSite, frenchSite sitetest.Built

// built builds a small site once (site.Build) and returns its directory.
func built(t *testing.T) string {
	return builtSite.Dir(t, browser, "opsdaily-teach", site.Options{From: generator.MakeDate(2026, 11, 28), To: generator.MakeDate(2026, 11, 30), Today: generator.MakeDate(2026, 11, 29)})
}

// query is the teach/ page's query string of sheet options, as its form writes it.
func query(o sheet.Options) string {
	q := url.Values{}
	q.Set("code", o.Code)
	q.Set("game", string(o.Game))
	q.Set("level", "")
	if o.Level != 0 {
		q.Set("level", strconv.Itoa(int(o.Level)))
	}
	q.Set("count", strconv.Itoa(o.Count))
	q.Set("paper", string(o.Paper))
	if o.Swaps != 0 {
		q.Set("swaps", strconv.Itoa(o.Swaps))
	}
	if o.NoModulo {
		q.Set("nomod", "1")
	}
	if o.NoNegative {
		q.Set("noneg", "1")
	}
	return "?" + q.Encode()
}

// teachURL is the file:// address of teach/ with the options of o.
func teachURL(t *testing.T, o sheet.Options) string {
	return browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")) + query(o)
}

// normalize is the browser's serialization of HTML: Go's and the page's markup compare
// equal when they make the same DOM.
const normalize = `(function(h){var d=document.createElement('div');d.innerHTML=h;return d.innerHTML})(%s)`

// sameSheet checks that the sheet the page in tab draws is the command's sheet s, byte
// for byte once both are serialized by the browser (normalize), naming the first byte
// that differs.
func sameSheet(t *testing.T, tab *browsertest.Tab, s *sheet.Sheet) {
	t.Helper()
	got := browsertest.Eval[string](tab, `document.querySelector('[data-tc-sheet]').innerHTML`)
	body, err := s.Doc().Body()
	if err != nil {
		t.Fatal(err)
	}
	want := browsertest.Eval[string](tab, fmt.Sprintf(normalize, browsertest.Quote(string(body))))
	if got != want {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		t.Fatalf("the page's sheet differs from the command's at byte %d:\npage:    %.300s\ncommand: %.300s", i, got[i:], want[i:])
	}
}

// cases are the sheets the tests make: three class codes and each game, and the finer
// options.
var cases = []sheet.Options{
	{Code: "7B-2026", Game: sheet.Mixed, Count: 20, Paper: sheet.A4},
	{Code: "7B-2026", Game: sheet.Ops, Count: 12, Level: generator.Hard, Paper: sheet.Letter},
	{Code: "7B-2026", Game: sheet.TwoOps, Count: 9, Paper: sheet.A4},
	{Code: "Room 12", Game: sheet.Mixed, Count: 31, Level: generator.Fiendish, Paper: sheet.Letter},
	{Code: "Room 12", Game: sheet.Ops, Count: 8, Paper: sheet.A4},
	{Code: "Room 12", Game: sheet.TwoOps, Count: 15, Level: generator.Gentle, Paper: sheet.Letter},
	{Code: "Mme Ngọc · 4ème <&>", Game: sheet.Mixed, Count: 10, Swaps: 2, NoModulo: true, NoNegative: true, Paper: sheet.A4},
	{Code: "Mme Ngọc · 4ème <&>", Game: sheet.Ops, Count: 16, Swaps: 4, Paper: sheet.Letter},
	{Code: "Mme Ngọc · 4ème <&>", Game: sheet.TwoOps, Count: 12, Level: generator.Easy, NoModulo: true, Paper: sheet.A4},
}

// TestSameAsCommand makes each case's sheet on teach/ and checks it is the sheet of
// site/sheet (what `opsdaily sheet` writes) with the same options, markup and all, and
// that the line under the form tells its pages.
func TestSameAsCommand(t *testing.T) {
	tab := browser.Tab(t)
	for _, o := range cases {
		t.Run(fmt.Sprintf("%s-%s-%d", o.Code, o.Game, o.Count), func(t *testing.T) {
			s, err := sheet.New(o)
			if err != nil {
				t.Fatal(err)
			}
			tab.Open(teachURL(t, o))
			sameSheet(t, tab, s)
			qp, kp := s.Doc().Pages()
			status := tab.Text("[data-tc-status]")
			if w := fmt.Sprintf("%d puzzles on %d pages, the answer key on %d more (from page %d)", o.Count, qp, kp, qp+1); qp > 1 && !contains(status, w) {
				t.Errorf("status %q does not say %q", status, w)
			}
		})
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// TestPrinted prints each case's teach/ page to PDF on its paper and checks it as a printed
// sheet: the pages of the command's sheet, each saying "page N of M", the key from the page
// after the puzzles, every answer right by the engines (sheetcheck.Printed).
func TestPrinted(t *testing.T) {
	tab := browser.Tab(t)
	for _, o := range cases {
		t.Run(fmt.Sprintf("%s-%s-%d-%s", o.Code, o.Game, o.Count, o.Paper), func(t *testing.T) {
			s, err := sheet.New(o)
			if err != nil {
				t.Fatal(err)
			}
			tab.Open(teachURL(t, o))
			printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(o.Paper)...))
			sheetcheck.Printed(t, printed, s.Doc(), o.Paper)
		})
	}
}

// TestTime logs how long the page takes to make and draw a 40-puzzle sheet (not asserted:
// the machine is shared).
func TestTime(t *testing.T) {
	tab := browser.Tab(t)
	for _, g := range []sheet.Game{sheet.Mixed, sheet.TwoOps, sheet.Ops} {
		var ms []string
		for range 3 { // the first load of a page also compiles its script
			tab.Open(teachURL(t, sheet.Options{Code: "timing", Game: g, Count: 40, Paper: sheet.A4}))
			if n := tab.Count(".sh .q"); n != 40 {
				t.Fatalf("%d puzzles drawn, want 40", n)
			}
			ms = append(ms, tab.Attr("[data-tc-sheet]", "data-ms"))
		}
		t.Logf("a 40-puzzle %s sheet made and drawn in %s ms (three loads)", g, strings.Join(ms, ", "))
	}
}

// TestForm fills the form as a teacher does, by keyboard, and makes a sheet.
func TestForm(t *testing.T) {
	tab := browser.Tab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	if n := tab.Count(".sh"); n != 0 {
		t.Fatalf("a sheet before any class code: %d", n)
	}
	tab.Focus("#tc-code")
	tab.Keys("5C")
	tab.Do(chromedp.SetValue(chromedp.CSS("#tc-game"), "ops"), chromedp.SetValue(chromedp.CSS("#tc-count"), "3"))
	browsertest.Eval[bool](tab, `document.querySelector('#tc-game').dispatchEvent(new Event('change'))`)
	// "No modulo" is a Two Ops option: disabled for an Ops sheet, a click does nothing.
	if !browsertest.Eval[bool](tab, `document.querySelector('#tc-nomod').disabled`) {
		t.Error("an Ops sheet's form leaves the Two Ops option No modulo enabled")
	}
	tab.Click("#tc-nomod")
	tab.Click(".tc-form button[type=submit]")
	tab.Do(chromedp.WaitVisible(chromedp.CSS(".sh .q:nth-child(3)")))
	s, err := sheet.New(sheet.Options{Code: "5C", Game: sheet.Ops, Count: 3, NoModulo: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range s.Items {
		label := tab.Attr(fmt.Sprintf(".sh .q:nth-child(%d) .kp", i+1), "aria-label")
		want := "Start, in rows:"
		for p, c := range it.Ops.Start {
			if p%3 == 0 && p > 0 {
				want += ","
			}
			switch c {
			case '0':
				want += " 10"
			case '1':
				want += " A"
			default:
				want += " " + string(c)
			}
		}
		if label != want {
			t.Errorf("puzzle %d: %q, want %q", i+1, label, want)
		}
	}
	if cmd := tab.Text("[data-tc-cmd]"); cmd != "opsdaily sheet --seed 5C --game ops --count 3 --out sheet.html" {
		t.Errorf("command %q", cmd)
	}
	axe.Check(tab, "teach/ with a sheet")
}

// TestBadOptions: options that make no sheet are told in one line, and no sheet is drawn.
func TestBadOptions(t *testing.T) {
	tab := browser.Tab(t)
	for _, c := range []struct {
		o    sheet.Options
		want string
	}{
		{sheet.Options{Code: "x", Game: sheet.TwoOps, Count: 150, Level: generator.Easy}, "The sheet bank has 100 level-2 Two Ops hands, too few for a sheet of 150 puzzles; ask for 100 or fewer, a ramp or fewer restrictions."},
		{sheet.Options{Code: "x", Game: sheet.TwoOps, Count: 200, NoModulo: true, NoNegative: true}, "too few for a ramp of 200 puzzles; ask for 97 or fewer, or fewer restrictions."},
		{sheet.Options{Code: "   ", Game: sheet.Ops, Count: 5}, "Give a class code"},
		{sheet.Options{Code: "x", Game: sheet.Ops, Count: 500}, "1 to 200 puzzles"},
	} {
		tab.Open(teachURL(t, c.o))
		if got := tab.Text("[data-tc-error]"); !contains(got, c.want) {
			t.Errorf("%+v: %q, want %q", c.o, got, c.want)
		}
		if n := tab.Count(".sh"); n != 0 {
			t.Errorf("%+v: a sheet is drawn", c.o)
		}
		if _, err := sheet.New(c.o); err == nil {
			t.Errorf("%+v: site/sheet makes a sheet the page refuses", c.o)
		}
	}
	// Values the form never writes, in a hand-edited link: told, not taken as A4 or
	// unticked (opsdaily sheet refuses --paper a3 likewise).
	for _, c := range []struct{ query, want string }{
		{"?code=x&game=mixed&count=5&paper=a3", "Choose the paper: A4 or US Letter."},
		{"?code=x&game=twoops&count=5&paper=a4&noneg=yes", "The choices for young pupils are ticked (1 in the link) or left out; tick them again."},
	} {
		tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")) + c.query)
		if got := tab.Text("[data-tc-error]"); got != c.want {
			t.Errorf("%s: %q, want %q", c.query, got, c.want)
		}
		if n := tab.Count(".sh"); n != 0 {
			t.Errorf("%s: a sheet is drawn", c.query)
		}
	}
}

// TestWeight: teach/, the assignment page and the privacy page, with all they load, are
// within the budget, in English and in French (pageweight.Of refuses a page that loads
// from another host).
func TestWeight(t *testing.T) {
	for _, site := range []struct{ lang, dir string }{{"en", built(t)}, {"fr", builtFrench(t)}} {
		for _, p := range []string{"teach/index.html", "teach/play/index.html", "privacy/index.html"} {
			w, loads, err := pageweight.Of(filepath.Join(site.dir, filepath.FromSlash(p)))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s %s: %d bytes with the %d files it loads", site.lang, p, w, len(loads))
			if w > MaxTeach {
				t.Errorf("%s %s weighs %d bytes with all it loads, more than %d", site.lang, p, w, MaxTeach)
			}
		}
	}
}

// TestLook saves screenshots at phone and desktop widths, light and dark, under
// $OPSDAILY_SHOTS (browsertest.Shots), and runs axe on the page without a sheet.
func TestLook(t *testing.T) {
	tab := browser.Tab(t)
	dir := browsertest.Shots(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	axe.Check(tab, "teach/ without a sheet")
	for _, c := range []struct {
		name   string
		w, h   int
		scheme string
	}{{"phone-light", 390, 844, "light"}, {"phone-dark", 390, 844, "dark"}, {"desktop-light", 1280, 900, "light"}, {"desktop-dark", 1280, 900, "dark"}} {
		tab.Viewport(c.w, c.h)
		tab.Media("", "prefers-color-scheme="+c.scheme)
		tab.Open(teachURL(t, cases[0]))
		if dir != "" {
			tab.Screenshot(filepath.Join(dir, c.name+".png"))
		}
		if c.scheme == "dark" {
			axe.Check(tab, "teach/ "+c.name)
		}
		// A long class code without a break (40 letters, the most a code takes) wraps: the
		// page never scrolls sideways on a phone.
		long := cases[0]
		long.Code = strings.Repeat("ABCDEFGHIJ", 4)
		tab.Open(teachURL(t, long))
		tab.Wait(`document.querySelector('[data-tc-status]').textContent.indexOf(` + browsertest.Quote(long.Code) + `) >= 0`)
		if w := browsertest.Eval[[]int](tab, `[document.documentElement.scrollWidth, innerWidth]`); w[0] > w[1] {
			t.Errorf("%s: with a 40-letter class code the page is %d px wide in a %d-px window", c.name, w[0], w[1])
		}
		tab.Open(teachURL(t, cases[0]))
		// Every field of the page is drawn as the form's are (the puzzle to project and the
		// assignment link sit outside the form): the same border, background, colour and
		// height, so none shows the browser's own look in the dark.
		look := `(e => { const s = getComputedStyle(e); return [s.borderTopColor, s.borderTopWidth, s.backgroundColor, s.color, s.minHeight].join(' ') })`
		want := browsertest.Eval[string](tab, look+`(document.querySelector('#tc-code'))`)
		for _, id := range []string{"tc-pn", "tc-url"} {
			if got := browsertest.Eval[string](tab, look+`(document.getElementById('`+id+`'))`); got != want {
				t.Errorf("%s: #%s is drawn %q, the form's fields %q", c.name, id, got, want)
			}
		}
	}
}

// TestOneSource: teach.js writes none of a sheet's markup itself: every element of
// templates/print/blocks.html's sheets reaches teach/ through sheet.Skeleton, so a change of
// blocks.html changes the page's sheets with the command's (TestSameAsCommand, TestPrinted).
func TestOneSource(t *testing.T) {
	js, err := fs.ReadFile(templates.FS, "teach/teach.js")
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := fs.ReadFile(templates.FS, "print/blocks.html")
	if err != nil {
		t.Fatal(err)
	}
	// Each class of the blocks' markup, as it would be written in a string of markup.
	classes := regexp.MustCompile(`class="([a-z]+)`).FindAllSubmatch(blocks, -1)
	if len(classes) < 20 {
		t.Fatalf("only %d classes found in blocks.html", len(classes))
	}
	seen := map[string]bool{}
	for _, m := range classes {
		c := string(m[1])
		if seen[c] {
			continue
		}
		seen[c] = true
		if re := regexp.MustCompile(`class="` + c + `[ "]`); re.Match(js) {
			t.Errorf("teach.js writes the sheet markup of class %q itself", c)
		}
	}
	for _, tag := range []string{"<article", "<section", "<header", "<ol class=\"sw", "<u></u>"} {
		if strings.Contains(string(js), tag) {
			t.Errorf("teach.js writes %s itself", tag)
		}
	}
}

// baseSite is built's site with a base URL, as published at https://example.org/ops/.
var baseSite sitetest.Built

// TestAssignmentLinkToSend: the assignment link teach/ gives to send to the students is
// one they can open: on a site with a base URL, the published address, even when the
// teacher opened teach/ from disk; on the web, beside the page; from disk without a base
// URL, the file's address, with a note that it works only on this computer until the site
// is published.
func TestAssignmentLinkToSend(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 2, Paper: sheet.A4}
	const q = "?code=7B-2026&count=2&game=mixed&level=&help=0"
	based := baseSite.Dir(t, browser, "opsdaily-teach-base", site.Options{From: generator.MakeDate(2026, 11, 28), To: generator.MakeDate(2026, 11, 30),
		Today: generator.MakeDate(2026, 11, 29), BaseURL: "https://example.org/ops/"})
	srv := httptest.NewServer(http.FileServer(http.Dir(built(t))))
	defer srv.Close()
	tab := browser.Tab(t)
	for _, c := range []struct {
		what, page, want string
		note             bool
	}{
		{"from disk, with a base URL", browsertest.FileURL(filepath.Join(based, "teach", "index.html")), "https://example.org/ops/teach/play/index.html" + q, false},
		{"on the web", srv.URL + "/teach/index.html", srv.URL + "/teach/play/index.html" + q, false},
		{"from disk, no base URL", browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")), browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + q, true},
	} {
		tab.Open(c.page + query(o))
		tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-tc-url]`)))
		if got := browsertest.Eval[string](tab, `document.querySelector('[data-tc-url]').value`); got != c.want {
			t.Errorf("%s: the link to send is %q, want %q", c.what, got, c.want)
		}
		if got := tab.Attr(`[data-tc-link]`, "href"); got != c.want {
			t.Errorf("%s: the assignment's link goes to %q, want %q", c.what, got, c.want)
		}
		shown := browsertest.Eval[bool](tab, `(function (n) { return !!n && !n.hidden && n.getClientRects().length > 0; })(document.querySelector('[data-tc-url-note]'))`)
		if shown != c.note {
			t.Errorf("%s: the note that the link works only on this computer shown: %v, want %v", c.what, shown, c.note)
		}
		if c.note {
			if got := tab.Text(`[data-tc-url-note]`); !strings.Contains(got, "works only on this computer") || !strings.Contains(got, "published") {
				t.Errorf("%s: the note says %q", c.what, got)
			}
		}
	}
}

// TestFormSaysWhy: the form refuses a sheet in the page's own words and language (not the
// browser's "Please fill out this field."): "Make the sheet" with no class code on the
// French page says so in French.
func TestFormSaysWhy(t *testing.T) {
	tab := browser.Tab(t)
	tab.Open(frenchURL(t, "teach/index.html"))
	tab.Click(".tc-form button[type=submit]")
	tab.Do(chromedp.WaitVisible(chromedp.CSS("[data-tc-error]")))
	if got, want := tab.Text("[data-tc-error]"), "Donnez un code de classe, par exemple 7B-2026\u00a0: le même code donne la même fiche."; got != want {
		t.Errorf("the form says %q, want %q", got, want)
	}
}
