package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/templates"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// TestRewriteLink: links of content/SRC, as its page at ROOT writes them. The expected
// hrefs are worked out by hand from the page's place (content/club/meetings.md is
// club/meetings/index.html, two levels down).
func TestRewriteLink(t *testing.T) {
	for _, tc := range []struct{ src, dest, want string }{
		{"about.md", "privacy.md", "../privacy/index.html"},
		{"about.md", "club/index.md", "../club/index.html"},
		{"about.md", "club/meetings.md#when", "../club/meetings/index.html#when"},
		{"about.md", "/rules/ops/", "../rules/ops/index.html"},
		{"about.md", "/", "../index.html"},
		{"about.md", "/logo.svg", "../logo.svg"},
		{"about.md", "logo.svg", "../logo.svg"},
		{"about.md", "club/", "../club/index.html"},
		{"about.md", "index.md", "../index.html"},
		{"about.md", "archive/index.html?x=1", "../archive/index.html?x=1"},
		{"club/meetings.md", "../about.md", "../../about/index.html"},
		{"club/meetings.md", "index.md", "../../club/index.html"},
		{"club/index.md", "meetings.md", "../club/meetings/index.html"},
		{"index.md", "about.md", "about/index.html"},
		{"about.md", "#top", "#top"},
		{"about.md", "https://example.org/a.md", "https://example.org/a.md"},
		{"about.md", "mailto:club@example.org", "mailto:club@example.org"},
		{"about.md", "//cdn.example.org/x.png", "//cdn.example.org/x.png"},
		{"about.md", "../outside.md", "../outside.md"},
	} {
		root := rootOf(contentPath(tc.src))
		if got := rewriteLink(tc.dest, tc.src, root); got != tc.want {
			t.Errorf("content/%s: %s → %q, want %q", tc.src, tc.dest, got, tc.want)
		}
	}
}

func TestContentPath(t *testing.T) {
	for src, want := range map[string]string{
		"about.md": "about/index.html", "index.md": "index.html", "club/index.md": "club/index.html",
		"club/meetings.md": "club/meetings/index.html",
	} {
		if got := contentPath(src); got != want {
			t.Errorf("%s → %s, want %s", src, got, want)
		}
	}
}

func TestFrontMatter(t *testing.T) {
	var fm frontMatter
	body, err := splitFrontMatter([]byte("+++\r\ntitle = \"Über uns\"\r\nnav = 3\r\ndraft = false\r\n+++\r\n# Hi\n"), &fm)
	if err != nil || fm.Title != "Über uns" || fm.Nav != 3 || fm.Draft || string(body) != "# Hi\n" {
		t.Errorf("%+v %q %v", fm, body, err)
	}
	for doc, want := range map[string]string{
		"---\ntitle: x\n---\n":                  "TOML between +++ lines",
		"+++\ntitle = \"x\"\n":                  "no closing +++",
		"+++\ntitle = \"x\"\nweight = 2\n+++\n": `front matter line 3: unknown key "weight"; a page's weight in the navigation is nav, like nav = 10; the keys are`,
		"+++\ntitel = \"x\"\n+++\n":             `front matter line 2: unknown key "titel"; did you mean title? the keys are title,`,
		"+++\ncolour = \"x\"\n+++\n":            `front matter line 2: unknown key "colour"; the keys are title, description, nav and draft`,
		"+++\nnav = \"first\"\n+++\n":           "front matter line 2:",
	} {
		if _, err := splitFrontMatter([]byte(doc), &frontMatter{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", doc, err, want)
		}
	}
	// A delimiter line with spaces or tabs after it, which no editor shows, is a delimiter:
	// the opening one was taken for the page's text (the front matter published as a
	// paragraph), the closing one made "no closing +++ line".
	for _, doc := range []string{"+++ \ntitle = \"Club\"\n+++\n# Hi\n", "+++\ntitle = \"Club\"\n+++ \t\r\n# Hi\n", "\ufeff+++\t\r\ntitle = \"Club\"\n+++  \n# Hi\n"} {
		var fm frontMatter
		if body, err := splitFrontMatter([]byte(doc), &fm); err != nil || fm.Title != "Club" || string(body) != "# Hi\n" {
			t.Errorf("%q: title %q, body %q, %v; want the title Club and the body # Hi", doc, fm.Title, body, err)
		}
	}
	if _, err := splitFrontMatter([]byte("--- \ntitle: x\n---\n"), &frontMatter{}); err == nil || !strings.Contains(err.Error(), "TOML between +++ lines") {
		t.Errorf("YAML front matter with a space after ---: %v", err)
	}
	if _, err := splitFrontMatter([]byte("+++\ntitle = \"x\"\n"), &frontMatter{}); err == nil || !strings.Contains(err.Error(), `no closing +++ line; end it with a line +++ of its own after its last key, like +++ title = "About" +++ on three lines`) {
		t.Errorf("no closing line: %v, want the way to end it", err)
	}
	// No front matter: the whole file is the body.
	if body, err := splitFrontMatter([]byte("# Plain\n"), &frontMatter{}); err != nil || string(body) != "# Plain\n" {
		t.Errorf("%q %v", body, err)
	}
}

// TestContentImagesOwn: an operator's page may link to other sites, but an image it shows
// must be the site's own (the pages request nothing from other sites, as the privacy page
// promises): an image at another address stops the build with a usage error naming the
// file, the line and the way out.
func TestContentImagesOwn(t *testing.T) {
	for _, c := range []struct {
		text string
		line int // 0: accepted
	}{
		{"# Club\n\nSee [the federation](https://example.org/) and ![our logo](/logo.png).\n", 0},
		{"+++\ntitle = \"Club\"\n+++\n# Club\n\nWe meet.\n\n![a photo](https://evil.example/x.png)\n", 8},
		{"# Club\n![a photo](//cdn.example/x.png)\n", 2},
		{"# Club\n\n![a photo][p]\n\n[p]: http://cdn.example/p.jpg\n", 5},
		{"# Club\n\n![a dot](data:image/gif;base64,R0lGODlhAQABAAAAACw=)\n", 0},
		{"# Club\n\n![a photo](https://cdn.example/team.jpg?w=2)\n", 3},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "club.md"), []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readContent(dir)
		if c.line == 0 {
			if err != nil {
				t.Errorf("%q: %v", c.text, err)
			}
			continue
		}
		want := fmt.Sprintf("club.md: line %d: the image ", c.line)
		if !errors.Is(err, ErrOptions) || err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "static/") {
			t.Errorf("%q: error %v, want a usage error with %q and static/", c.text, err, want)
		}
		if strings.Contains(c.text, "team.jpg?") && !strings.HasSuffix(err.Error(), "write ![description](/team.jpg)") {
			t.Errorf("%q: the example is not the picture's file name: %v", c.text, err)
		}
	}
}

// TestContentDeadLinks: a link or image of the operator's pages that leads to nothing the
// site publishes (a page that does not exist, a draft, a picture not in static/) fails the
// build with the file, the line and the missing file named; what the site publishes (its
// pages, the operator's, static/'s files, the shared assets) is linked freely; and the
// previous site is left as it was.
func TestContentDeadLinks(t *testing.T) {
	root := t.TempDir()
	content, static := filepath.Join(root, "content"), filepath.Join(root, "static")
	for name, text := range map[string]string{
		filepath.Join(static, "logo.png"):  "png",
		filepath.Join(content, "draft.md"): "+++\ndraft = true\n+++\nNot yet.\n",
		filepath.Join(content, "club", "index.md"): "# Club\n\n[Home](/) [archive](/archive/) [about](../about.md) [rules](/rules/ops/index.html)\n" +
			"[a day](/daily/" + testFrom.String() + "/) [feed](/feed.xml) ![logo](/logo.png) [there](#top) [out](https://example.org/x) [mail](mailto:a@b.c)\n",
		filepath.Join(content, "about.md"): "# About\n\n[the club](club/)\n",
	} {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts := testOptions(filepath.Join(root, "public"), "")
	opts.Content, opts.Static = content, static
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatalf("links to what the site publishes: %v", err)
	}
	before := readTree(t, opts.Out)
	for _, c := range []struct{ text, want string }{
		{"+++\ntitle = \"About\"\n+++\n# About\n\nSee [our rules](rulez.md).\n", "about.md: line 6: the link \"rulez.md\" leads to nothing the site publishes (no rulez/index.html)"},
		{"# About\n[soon](draft.md)\n", "about.md: line 2: the link \"draft.md\" leads to nothing the site publishes (no draft/index.html)"},
		{"# About\n\n[the club](club)\n", "(no club)"},
		{"# About\n\n![us](/team.jpg)\n", "about.md: line 3: the image \"/team.jpg\" is no file of the site (no team.jpg); put the picture in static/, like static/team.jpg"},
	} {
		refused(t, opts, filepath.Join(content, "about.md"), before, c.text, c.want)
	}
}

// refused writes text into the page file about of opts' content/ and checks that the build
// fails with one usage line holding want, and leaves the previous site, before, as it was.
func refused(t *testing.T, opts Options, about string, before map[string][]byte, text, want string) {
	t.Helper()
	if err := os.WriteFile(about, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Build(context.Background(), opts)
	if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("%q: error %v, want one usage line with %q", text, err, want)
	}
	if after := readTree(t, opts.Out); !maps.EqualFunc(before, after, bytes.Equal) {
		t.Errorf("%q: the failed build changed the previous site", text)
	}
}

// TestContentTranslations: on a site in several languages, content/NAME.LANG.md is the
// LANG site's NAME page, in its place and its navigation, and no other language's; a page
// with no translation is the same in every language, marked as written in the first (so
// that a screen reader reads the English page in English on the French site).
func TestContentTranslations(t *testing.T) {
	root := t.TempDir()
	content := filepath.Join(root, "content")
	if err := os.MkdirAll(content, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"about.md":    "+++\nnav = 10\n+++\n# About the club\n\nWe meet on Mondays. [The club](club.md).\n",
		"about.fr.md": "+++\nnav = 10\n+++\n# Le club\n\nNous jouons le lundi. [Le club](club.md).\n",
		"club.md":     "# Club rules\n\nBe kind.\n",
		"notes.de.md": "# Notes\n\nA page named for a language the site is not in is a page like any other.\n",
	} {
		if err := os.WriteFile(filepath.Join(content, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts := testOptions(filepath.Join(root, "public"), "")
	opts.Content, opts.Languages = content, []string{"en", "fr"}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	files := readTree(t, opts.Out)
	page := func(p string) string {
		t.Helper()
		b, ok := files[p]
		if !ok {
			t.Fatalf("no %s", p)
		}
		return string(b)
	}
	if en := page("en/about/index.html"); !strings.Contains(en, "We meet on Mondays.") || strings.Contains(en, "lundi") {
		t.Errorf("en/about/ is not the English page")
	}
	fr := page("fr/about/index.html")
	if !strings.Contains(fr, "Nous jouons le lundi.") || strings.Contains(fr, "Mondays") || strings.Contains(fr, `<article class="prose" lang=`) {
		t.Errorf("fr/about/ is not the French page, unmarked")
	}
	if !strings.Contains(fr, ">Le club</a>") || !strings.Contains(page("fr/index.html"), ">Le club</a>") {
		t.Errorf("the French navigation does not name the French page by its title")
	}
	for _, p := range []string{"en/about.fr/index.html", "fr/about.fr/index.html"} {
		if _, ok := files[p]; ok {
			t.Errorf("the translation is published as a page of its own, %s", p)
		}
	}
	if club := page("fr/club/index.html"); !strings.Contains(club, `<article class="prose" lang="en">`) || !strings.Contains(club, "Be kind.") {
		t.Errorf("the untranslated page on the French site is not marked as English")
	}
	if club := page("en/club/index.html"); strings.Contains(club, `<article class="prose" lang=`) {
		t.Errorf("the page on the site of its own language is marked")
	}
	page("fr/notes.de/index.html")
}

// outsideDaysPage is content/about.md of TestContentOutsideDays: links to days' pages and
// print pages, by line (line 5 links the first day's page again, as line 3 does).
const outsideDaysPage = "# About\n\n[the first day](/daily/2026-11-20/)\n\n[its sheet](daily/2026-11-20/print.html#top) and [again](/daily/2026-11-20/)\n\n" +
	"[a day ahead](/daily/2026-12-02/) and [its sheet](/daily/2026-12-02/print.html)\n\n[next year](daily/2027-01-05/)\n"

// buildOutsideDays builds the test site (testFrom to testTo, built on testToday) from
// from, with content/about.md holding outsideDaysPage and first_day 2026-11-15.
func buildOutsideDays(t *testing.T, from generator.Date, langs ...string) (Options, Summary) {
	t.Helper()
	root := t.TempDir()
	content := filepath.Join(root, "content")
	if err := os.MkdirAll(content, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(content, "about.md"), []byte(outsideDaysPage), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := testOptions(filepath.Join(root, "public"), "")
	first := generator.MakeDate(2026, 11, 15)
	opts.From, opts.Content, opts.FirstDay, opts.Languages = from, content, &first, langs
	sum, err := Build(context.Background(), opts)
	if err != nil {
		t.Fatalf("a build from %s: %v", from, err)
	}
	return opts, sum
}

// TestContentOutsideDays: a link of content/ to a day's page or print page that this build
// does not hold but another does (a day that has left the window of a build four weeks
// on, a print page not yet published, a day not yet built) is no build error, since a
// nightly build must not start failing because time passed: the build succeeds, the link
// goes to the archive, and one warning per link names the file, the line, the day, the
// days the build holds and the fix. A link to a day this build holds stays as written. A
// link that can never lead anywhere (a day before first_day, a date that does not exist, a
// mistyped path) still stops the build.
func TestContentOutsideDays(t *testing.T) {
	// The build of testFrom (2026-11-20) to testTo (2026-12-03), on 2026-11-29: print
	// pages up to the horizon, 2026-11-30.
	opts, sum := buildOutsideDays(t, testFrom)
	file := filepath.Join(opts.Content, "about.md")
	ahead := `: line 7: the link "/daily/2026-12-02/print.html" leads to the day 2026-12-02, which is not in this build (it holds %s to 2026-11-30), so it goes to the archive until a build holds it (one on 2026-12-01 or later); link archive/ instead, like [the archive](/archive/), to stop this warning`
	later := `: line 9: the link "daily/2027-01-05/" leads to the day 2027-01-05, which is not in this build (it holds %s to 2026-12-03), so it goes to the archive until a build holds it (one on 2027-01-04 or later); link archive/ instead, like [the archive](/archive/), to stop this warning`
	if want := []string{file + fmt.Sprintf(ahead, "2026-11-20"), file + fmt.Sprintf(later, "2026-11-20")}; !slices.Equal(sum.Warnings, want) {
		t.Errorf("warnings of the build holding the first day:\n%s\nwant\n%s", strings.Join(sum.Warnings, "\n"), strings.Join(want, "\n"))
	}
	hrefs := func(out, page string) []string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(page)))
		if err != nil {
			t.Fatal(err)
		}
		_, article, _ := strings.Cut(string(b), `<article class="prose"`)
		article, _, _ = strings.Cut(article, "</article>")
		var got []string
		for _, m := range regexp.MustCompile(`href="([^"]*)"`).FindAllStringSubmatch(article, -1) {
			got = append(got, m[1])
		}
		return got
	}
	// about/index.html is one level down: "../" to the root.
	arch, day := "../archive/index.html", "../daily/2026-11-20/index.html"
	if got, want := hrefs(opts.Out, "about/index.html"), []string{day, "../daily/2026-11-20/print.html#top", day, "../daily/2026-12-02/index.html", arch, arch}; !slices.Equal(got, want) {
		t.Errorf("the page's links %q, want %q", got, want)
	}

	// Four weeks on, as it were: a build from 2026-11-22 no longer holds 2026-11-20.
	opts, sum = buildOutsideDays(t, testFrom.Add(2))
	gone := `: line %d: the link %q leads to the day 2026-11-20, which is not in this build (it holds 2026-11-22 to %s), so it goes to the archive; link archive/ instead, like [the archive](/archive/), or widen [publish] to hold the day, like days_before = 9 (or --from 2026-11-20)`
	wantGone := func(opts Options) []string {
		file := filepath.Join(opts.Content, "about.md")
		return []string{
			file + fmt.Sprintf(gone, 3, "/daily/2026-11-20/", "2026-12-03"),
			file + fmt.Sprintf(gone, 5, "daily/2026-11-20/print.html#top", "2026-11-30"),
			file + fmt.Sprintf(ahead, "2026-11-22"),
			file + fmt.Sprintf(later, "2026-11-22"),
		}
	}
	if want := wantGone(opts); !slices.Equal(sum.Warnings, want) {
		t.Errorf("warnings of the build without the first day:\n%s\nwant\n%s", strings.Join(sum.Warnings, "\n"), strings.Join(want, "\n"))
	}
	if got, want := hrefs(opts.Out, "about/index.html"), []string{arch, arch, arch, "../daily/2026-12-02/index.html", arch, arch}; !slices.Equal(got, want) {
		t.Errorf("the page's links %q, want %q", got, want)
	}
	if _, err := os.Stat(filepath.Join(opts.Out, "archive", "index.html")); err != nil {
		t.Errorf("the links lead to no archive: %v", err)
	}
	// In two languages the page is each one's, and each link warns once.
	langs, sum := buildOutsideDays(t, testFrom.Add(2), "en", "fr")
	if want := wantGone(langs); !slices.Equal(sum.Warnings, want) {
		t.Errorf("warnings of the build in two languages:\n%s\nwant\n%s", strings.Join(sum.Warnings, "\n"), strings.Join(want, "\n"))
	}
	if got := hrefs(langs.Out, "fr/about/index.html"); !slices.Equal(got, []string{arch, arch, arch, "../daily/2026-12-02/index.html", arch, arch}) {
		t.Errorf("the French page's links %q", got)
	}

	// first_day itself is a day another build holds; the day before it is none.
	file = filepath.Join(opts.Content, "about.md")
	for _, c := range []struct{ link, want string }{
		{"/daily/2026-11-15/", ""},
		{"/daily/2026-11-14/", `the link "/daily/2026-11-14/" leads to nothing the site publishes (no daily/2026-11-14/index.html: 2026-11-14 is before [publish] first_day 2026-11-15)`},
		{"/daily/2026-11-14/print.html", "(no daily/2026-11-14/print.html: 2026-11-14 is before [publish] first_day 2026-11-15)"},
		{"/daily/2026-02-30/", "(no daily/2026-02-30/index.html)"},
		{"/daily/0000-01-01/", "(no daily/0000-01-01/index.html)"},
		{"/daily/2026-11-1/", "(no daily/2026-11-1/index.html)"},
		{"/dialy/2026-11-20/", "(no dialy/2026-11-20/index.html)"},
		{"/daily/2026-11-20", "(no daily/2026-11-20)"},
		{"/daily/2026-11-20/prnt.html", "(no daily/2026-11-20/prnt.html)"},
		{"/daily/2026-11-10/sheet/", "(no daily/2026-11-10/sheet/index.html)"},
	} {
		if err := os.WriteFile(file, []byte("# About\n\n[a day]("+c.link+")\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		sum, err := Build(context.Background(), opts)
		if c.want == "" {
			if err != nil || len(sum.Warnings) != 1 {
				t.Errorf("%s: %v, warnings %q; want a build with one warning", c.link, err, sum.Warnings)
			}
			continue
		}
		if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), "about.md: line 3: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want a usage error with %q", c.link, err, c.want)
		}
	}
}

// TestContentAnchors: a link of the operator's pages to a part of a page (#id) builds when
// the page has that part: a heading of the rules (its id as goldmark writes a heading's
// text: lower case, spaces as hyphens), a day's section, a heading of the page itself; a
// page's state (a duel replay, #game=) and #top are not parts and are not checked. A part
// the page does not have fails the build in one line naming the file, the line, the link
// and the id meant, and leaves the previous site as it was.
func TestContentAnchors(t *testing.T) {
	root := t.TempDir()
	content := filepath.Join(root, "content")
	if err := os.MkdirAll(content, 0o755); err != nil {
		t.Fatal(err)
	}
	rules, err := fs.ReadFile(templates.FS, "rules/ops.md")
	if err != nil {
		t.Fatal(err)
	}
	heading := regexp.MustCompile(`(?m)^## (.+)$`).FindSubmatch(rules)
	if heading == nil {
		t.Fatal("rules/ops.md has no ## heading")
	}
	id := strings.ReplaceAll(strings.ToLower(string(heading[1])), " ", "-") // "the-keypad"
	about := filepath.Join(content, "about.md")
	write := func(text string) {
		t.Helper()
		if err := os.WriteFile(about, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("# About\n\n[the rules](/rules/ops/#" + id + ") [the duel](/daily/" + testFrom.String() + "/#duel) [below](#more)\n" +
		"[a game](/duel/#game=S-7S-10H) [top](#top) [the feed](/feed.xml#x)\n\n## More\n\nText.\n")
	opts := testOptions(filepath.Join(root, "public"), "")
	opts.Content = content
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatalf("links to parts the pages have: %v", err)
	}
	before := readTree(t, opts.Out)
	for _, c := range []struct{ text, want string }{
		{"# About\n\nSee [the rules](/rules/ops/#" + id[:len(id)-1] + ").\n",
			`about.md: line 3: the link "/rules/ops/#` + id[:len(id)-1] + `" leads to no part of rules/ops/index.html (it has no id "` + id[:len(id)-1] + `"); did you mean "/rules/ops/#` + id + `"?`},
		{"# About\n\n[below](#mroe)\n\n## More\n", `about.md: line 3: the link "#mroe" leads to no part of about/index.html (it has no id "mroe"); did you mean "#more"?`},
		{"# About\n\n[below](#zzzzzzzz)\n\n## More\n", `about.md: line 3: the link "#zzzzzzzz" leads to no part of about/index.html (it has no id "zzzzzzzz"); link a part it has, like "#about"`},
		{"# About\n\n[the rules](/rules/two-ops/#zzzzzzzz)\n", `link the page alone, like "/rules/two-ops/", or a part it has, like "/rules/two-ops/#how-to-play-two-ops"`},
		{"# About\n\n[the duel](/daily/" + testFrom.String() + "/#nothing-like-it)\n", `(it has no id "nothing-like-it"); link the page alone, like "/daily/` + testFrom.String() + `/", or a part it has, like "/daily/` + testFrom.String() + `/#`},
	} {
		refused(t, opts, about, before, c.text, c.want)
	}
}

// TestPageIDs: the ids a link's #part can name, headings' first (the example a message
// gives), whatever the case and quotes of the markup, and entities read as a browser does.
func TestPageIDs(t *testing.T) {
	page := `<main id="content"><h1 id="a">A</h1><p id="p">x</p><H2 ID='b'>B</H2><h3 id=c&amp;d>C</h3><hr id="h"></main>`
	if got, want := pageIDs([]byte(page)), []string{"a", "b", "c&d", "content", "p", "h"}; !slices.Equal(got, want) {
		t.Errorf("pageIDs: %q, want %q", got, want)
	}
}

// TestHeadingIDs: a heading's id is goldmark's for English text (checked against goldmark's
// own generator on every heading of the English rules pages and a few of ours), and keeps
// the accented letters of French: the French rules' headings, written here by hand, and a
// link of a French page to one (/rules/ops/#le-pavé) builds, where goldmark's own id
// (#le-pav) would have made it fail, while #le-pav fails naming #le-pavé.
func TestHeadingIDs(t *testing.T) {
	idsOf := func(doc ast.Node) []string {
		var ids []string
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if h, ok := n.(*ast.Heading); ok && entering {
				id, _ := h.AttributeString("id")
				ids = append(ids, string(id.([]byte)))
			}
			return ast.WalkContinue, nil
		})
		return ids
	}
	english := []byte("# Rules\n\n## Two players: the duel\n\n## Tips\n\n## Tips\n\n## 1, 2, 3 -- go_on!\n\n## ???\n")
	for _, name := range []string{"rules/ops.md", "rules/two-ops.md"} {
		b, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		english = append(append(english, '\n'), b...)
	}
	plain := goldmark.New(goldmark.WithParserOptions(parser.WithAutoHeadingID())) // goldmark's own ids
	want := idsOf(plain.Parser().Parse(text.NewReader(english)))
	if got := idsOf(parseMarkdown(english)); !slices.Equal(got, want) || len(got) < 10 {
		t.Errorf("English heading ids %q, goldmark's %q", got, want)
	}
	for name, want := range map[string][]string{
		"rules/fr/ops.md":     {"comment-jouer-à-ops", "le-pavé", "les-quatre-lignes", "la-réussite-du-jour", "à-deux-joueurs-le-duel", "conseils"},
		"rules/fr/two-ops.md": {"comment-jouer-à-two-ops", "une-main", "ce-que-vaut-une-opération", "le-but", "une-main-résolue", "entre-amis"},
	} {
		b, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		if got := idsOf(parseMarkdown(b)); !slices.Equal(got, want) {
			t.Errorf("%s: heading ids %q, want %q", name, got, want)
		}
	}

	root := t.TempDir()
	content := filepath.Join(root, "content")
	if err := os.MkdirAll(content, 0o755); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(content, "club.md")
	opts := testOptions(filepath.Join(root, "public"), "")
	opts.Content, opts.Language = content, "fr"
	for _, c := range []struct{ text, want string }{
		{"# Le club\n\n[Le pavé](/rules/ops/#le-pavé), [plus bas](#réunions).\n\n## Réunions\n", ""},
		{"# Le club\n\n[Le pavé](/rules/ops/#le-pav%C3%A9).\n", ""},
		{"# Le club\n\n[Le pavé](/rules/ops/#le-pav).\n", `did you mean "/rules/ops/#le-pavé"?`},
	} {
		if err := os.WriteFile(page, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Build(context.Background(), opts)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
}
