package config_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"html"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/config"
	"github.com/opsdaily/opsdaily/site/internal/sitetest"
)

// clubSite is a whole site directory: a config, three pages (one a draft), a replaced
// template and static files.
const clubSite = `
-- opsdaily.toml --
title = "Puzzle Club"
description = "Daily card puzzles of the Puzzle Club."
base_url = "https://club.example.org/puzzles/"
language = "fr"
footer = "Run by the Puzzle Club since 2026."
first_number = 100
nav = ["home", "archive", "rules"]
theme_color = "#1d4ed8"
logo = "logo.svg"

[publish]
first_day = "2026-11-20"
days_ahead = 3
-- content/about.md --
+++
title = "About the club"
nav = 5
+++
We meet on [Tuesdays](club/meetings.md#when). Read the [rules](/rules/ops/), go
[home](/) or to [the club's site](https://example.org/).

![Our logo](/logo.svg)
-- content/club/meetings.md --
+++
title = "Meetings"
description = "When and where the club meets."
nav = 1
+++
# Our meetings

Back to [about](../about.md).

## When
Tuesdays.
-- content/secret.md --
+++
title = "Secret"
draft = true
+++
Not yet.
-- layouts/footer.html --
<footer class="site club"><p>{{.Footer}} · <a href="{{.Root}}about/index.html">About us</a></p></footer>
-- static/CNAME --
puzzles.example.org
-- static/logo.svg --
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>
-- static/custom.css --
.brand{letter-spacing:0}
-- static/.well-known/verify.txt --
verified
`

var clubToday = generator.MakeDate(2026, 11, 29)

// buildDir builds the site directory dir as opsdaily build would, on clubToday.
func buildDir(t *testing.T, dir string) string {
	t.Helper()
	c, err := config.Load(filepath.Join(dir, config.FileName))
	if err != nil {
		t.Fatal(err)
	}
	opts, err := c.Options(clubToday)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := site.Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	return opts.Out
}

// tree returns the files under dir by slash path.
func tree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

var (
	titleRe  = regexp.MustCompile(`<title>([^<]*)</title>`)
	langRe   = regexp.MustCompile(`<html lang="([^"]*)">`)
	navRe    = regexp.MustCompile(`<nav class="main" aria-label="Site"><ul>(.*?)</ul></nav>`)
	navLink  = regexp.MustCompile(`<a href="([^"]*)"( aria-current="page")?>([^<]*)</a>`)
	metaRe   = regexp.MustCompile(`<meta (name|property)="([^"]+)" content="([^"]*)">`)
	canonRe  = regexp.MustCompile(`<link rel="canonical" href="([^"]*)">`)
	styleRef = regexp.MustCompile(`<link rel="stylesheet" href="([^"]*)">`)
	codeRe   = regexp.MustCompile(`(?s)<script.*?</script>|<style>.*?</style>|<code>.*?</code>`)
)

func TestWholeSite(t *testing.T) {
	dir := sitetest.Write(t, t.TempDir(), clubSite)
	out := buildDir(t, dir)
	if want := filepath.Join(dir, "public"); out != want {
		t.Fatalf("out is %s, want %s (public beside the config)", out, want)
	}
	files := tree(t, out)

	// The window: from first_day to the horizon (tomorrow), and 3 days ahead.
	for _, d := range []string{"2026-11-20", "2026-12-03"} {
		if files["daily/"+d+"/index.html"] == nil {
			t.Errorf("day %s missing", d)
		}
	}
	for _, d := range []string{"2026-11-19", "2026-12-04"} {
		if files["daily/"+d+"/index.html"] != nil {
			t.Errorf("day %s is outside the window but built", d)
		}
	}
	// The operator's pages, the draft left out everywhere.
	for _, p := range []string{"about/index.html", "club/meetings/index.html"} {
		if files[p] == nil {
			t.Errorf("%s missing", p)
		}
	}
	for name, b := range files {
		if strings.HasPrefix(name, "secret") || bytes.Contains(b, []byte("secret/")) || bytes.Contains(b, []byte("Not yet.")) {
			t.Errorf("the draft shows in %s", name)
		}
	}
	// Static files, as they are.
	if got := string(files["CNAME"]); got != "puzzles.example.org\n" {
		t.Errorf("CNAME is %q", got)
	}
	if string(files[".well-known/verify.txt"]) != "verified\n" {
		t.Error("static/.well-known/verify.txt not copied")
	}

	about := string(files["about/index.html"])
	if m := titleRe.FindStringSubmatch(about); m == nil || m[1] != "About the club · Puzzle Club" {
		t.Errorf("about title %q", m)
	}
	if !strings.Contains(about, "<h1>About the club</h1>") {
		t.Error("about page has no heading with its title")
	}
	meet := string(files["club/meetings/index.html"])
	if strings.Count(meet, "<h1") != 1 || !strings.Contains(meet, `<h1 id="our-meetings">Our meetings</h1>`) {
		t.Error("the meetings page should keep its own heading, once")
	}
	// Links between pages, to the rules, the home page and static files, from file://: a
	// relative path to an existing file, index.html named.
	for _, tc := range []struct{ page, href string }{
		{"about/index.html", "../club/meetings/index.html#when"},
		{"about/index.html", "../rules/ops/index.html"},
		{"about/index.html", "../index.html"},
		{"about/index.html", "https://example.org/"},
		{"about/index.html", "../logo.svg"},
		{"club/meetings/index.html", "../../about/index.html"},
	} {
		if !strings.Contains(string(files[tc.page]), `="`+tc.href+`"`) {
			t.Errorf("%s lacks a link to %s", tc.page, tc.href)
		}
	}

	var pages []string
	for name := range files {
		if strings.HasSuffix(name, ".html") {
			pages = append(pages, name)
		}
	}
	slices.Sort(pages)
	// language = "fr": the built-in pages are named in French, the operator's own as written.
	wantNav := []string{"Aujourd’hui", "Tous les jours", "Règles", "Meetings", "About the club"}
	for _, name := range pages {
		b := string(files[name])
		root := strings.Repeat("../", strings.Count(name, "/"))
		if name == "404.html" {
			root = "https://club.example.org/puzzles/"
		}
		if m := langRe.FindStringSubmatch(b); m == nil || m[1] != "fr" {
			t.Errorf("%s: lang %v, want fr", name, m)
		}
		nav := navRe.FindStringSubmatch(b)
		if nav == nil {
			t.Errorf("%s: no navigation", name)
			continue
		}
		var labels []string
		for _, l := range navLink.FindAllStringSubmatch(nav[1], -1) {
			labels = append(labels, html.UnescapeString(l[3]))
			if !strings.HasPrefix(l[1], root) {
				t.Errorf("%s: nav link %s not from %q", name, l[1], root)
			}
			if rel := strings.TrimPrefix(l[1], root); files[rel] == nil {
				t.Errorf("%s: nav link %s goes nowhere", name, l[1])
			}
		}
		if !slices.Equal(labels, wantNav) {
			t.Errorf("%s: nav %q, want %q", name, labels, wantNav)
		}
		// The replaced footer, with the operator's text; the header with the name and logo.
		if !strings.Contains(b, `<footer class="site club"><p>Run by the Puzzle Club since 2026. · <a href="`+root+`about/index.html">About us</a>`) {
			t.Errorf("%s: not the operator's footer", name)
		}
		if !strings.Contains(b, `<img src="`+root+`logo.svg" alt="">Puzzle Club</a>`) {
			t.Errorf("%s: the header lacks the logo and the name", name)
		}
		// The name is the operator's everywhere a visitor reads it (scripts keep their
		// storage keys, style sheets their comments, and <code> the program's name and the
		// storage keys the privacy page lists).
		if strings.Contains(codeRe.ReplaceAllString(b, ""), "opsdaily") {
			t.Errorf("%s: says opsdaily", name)
		}
		// custom.css after the site's own style sheets.
		links := styleRef.FindAllStringSubmatch(b, -1)
		if len(links) == 0 || links[len(links)-1][1] != root+"custom.css" {
			t.Errorf("%s: custom.css is not the last style sheet: %v", name, links)
		}
		if !strings.Contains(b, `<meta name="theme-color" content="#1d4ed8">`) {
			t.Errorf("%s: no theme colour", name)
		}
	}
	// Numbers count from first_day, worded in French.
	for d, no := range map[string]string{"2026-11-20": "N° 100", "2026-11-29": "N° 109"} {
		if !strings.Contains(string(files["daily/"+d+"/index.html"]), `<p class="sub">`+no+` · `) {
			t.Errorf("%s is not %s", d, no)
		}
	}

	// A file left in the site is gone after the next build; the static files stay.
	stray := filepath.Join(out, "stray.txt")
	os.WriteFile(stray, []byte("x"), 0o644)
	buildDir(t, dir)
	if _, err := os.Stat(stray); err == nil {
		t.Error("a stray file survived a rebuild")
	}
	if b, err := os.ReadFile(filepath.Join(out, "CNAME")); err != nil || string(b) != "puzzles.example.org\n" {
		t.Errorf("CNAME after a rebuild: %q, %v", b, err)
	}
}

// TestMetaTags checks the link preview tags of every page kind against the page's own
// title, description and canonical URL, and the preview images of the days.
func TestMetaTags(t *testing.T) {
	dir := sitetest.Write(t, t.TempDir(), clubSite)
	files := tree(t, buildDir(t, dir))
	const base = "https://club.example.org/puzzles/"
	kinds := map[string]bool{}
	for name, raw := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		b := string(raw)
		kind, _, _ := strings.Cut(name, "/")
		kinds[kind] = true
		meta := map[string]string{}
		for _, m := range metaRe.FindAllStringSubmatch(b, -1) {
			meta[m[2]] = html.UnescapeString(m[3])
		}
		title := titleRe.FindStringSubmatch(b)
		if title == nil || meta["og:title"] != html.UnescapeString(title[1]) {
			t.Errorf("%s: og:title %q, title %q", name, meta["og:title"], title)
		}
		if meta["description"] == "" || meta["og:description"] != meta["description"] {
			t.Errorf("%s: og:description %q, description %q", name, meta["og:description"], meta["description"])
		}
		if meta["og:site_name"] != "Puzzle Club" || meta["og:type"] != "website" {
			t.Errorf("%s: og:site_name %q og:type %q", name, meta["og:site_name"], meta["og:type"])
		}
		canon := canonRe.FindStringSubmatch(b)
		if name != "404.html" {
			want := base + strings.TrimSuffix(name, "index.html")
			if canon == nil || canon[1] != want || meta["og:url"] != want {
				t.Errorf("%s: canonical %v og:url %q, want %s", name, canon, meta["og:url"], want)
			}
		}
		day, isDay := strings.CutPrefix(name, "daily/")
		ahead := isDay && day[:10] > "2026-11-30" // after the horizon: no preview yet
		if (isDay || name == "index.html") && !ahead {
			if isDay {
				day = day[:10] // its page or its print page: the day's preview
			} else {
				day = "2026-11-29" // the home page shows the build date's day
			}
			img := meta["og:image"]
			if img != base+"daily/"+day+"/preview.png" || meta["twitter:card"] != "summary_large_image" ||
				meta["og:image:width"] != "1200" || meta["og:image:height"] != "630" {
				t.Errorf("%s: og:image %q twitter:card %q", name, img, meta["twitter:card"])
			}
			png := files[strings.TrimPrefix(img, base)]
			if png == nil {
				t.Errorf("%s: no preview %s", name, img)
			}
		} else if meta["twitter:card"] != "summary" {
			t.Errorf("%s: twitter:card %q", name, meta["twitter:card"])
		}
		if strings.Contains(b, "/_opsdaily/") {
			t.Errorf("%s: a built page holds the preview server's reload script", name)
		}
	}
	for _, k := range []string{"index.html", "404.html", "daily", "archive", "rules", "duel", "practice", "match", "print", "about", "club"} {
		if !kinds[k] {
			t.Errorf("no page of kind %s checked", k)
		}
	}
	// Every day's preview decodes, 1200×630.
	n := 0
	for name, b := range files {
		if !strings.HasSuffix(name, "/preview.png") {
			continue
		}
		n++
		cfg, err := png.DecodeConfig(bytes.NewReader(b))
		if err != nil || cfg.Width != 1200 || cfg.Height != 630 {
			t.Errorf("%s: %v %dx%d", name, err, cfg.Width, cfg.Height)
		}
		if _, err := png.Decode(bytes.NewReader(b)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if n != 11 {
		t.Errorf("%d previews, want one per day up to the horizon (11)", n)
	}
}

// TestSitemapAndFeed reads sitemap.xml and feed.xml token by token (encoding/xml's
// Decoder, none of the site's types): one <loc> in each <url>, one <url> per page; the
// feed's title, entries and links.
func TestSitemapAndFeed(t *testing.T) {
	dir := sitetest.Write(t, t.TempDir(), clubSite)
	out := buildDir(t, dir)
	files := tree(t, out)
	const base = "https://club.example.org/puzzles/"
	var want []string
	for name := range files {
		if strings.HasPrefix(name, "daily/") && name[6:16] > "2026-11-30" {
			continue // days ahead are linked from nowhere
		}
		if name == "index.html" || strings.HasSuffix(name, "/index.html") {
			want = append(want, base+strings.TrimSuffix(name, "index.html"))
		}
	}
	slices.Sort(want)

	dec := xml.NewDecoder(bytes.NewReader(files["sitemap.xml"]))
	var stack []string
	var locs []string
	locsInURL := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("sitemap.xml: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			if el.Name.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" {
				t.Errorf("element %s outside the sitemap namespace", el.Name.Local)
			}
			stack = append(stack, el.Name.Local)
			switch strings.Join(stack, "/") {
			case "urlset", "urlset/url", "urlset/url/loc":
			default:
				t.Errorf("unexpected element %s", strings.Join(stack, "/"))
			}
			if el.Name.Local == "url" {
				locsInURL = 0
			}
			if el.Name.Local == "loc" {
				locsInURL++
			}
		case xml.EndElement:
			if el.Name.Local == "url" && locsInURL != 1 {
				t.Errorf("a <url> with %d <loc>", locsInURL)
			}
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 && stack[len(stack)-1] == "loc" {
				locs = append(locs, string(el))
			}
		}
	}
	if !slices.Equal(locs, want) {
		t.Errorf("sitemap lists %d pages, the site has %d:\n%q\n%q", len(locs), len(want), locs, want)
	}

	// The feed: its title is the site's, each entry links to a built day.
	dec = xml.NewDecoder(bytes.NewReader(files["feed.xml"]))
	stack = stack[:0]
	var title string
	entries, links := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("feed.xml: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			stack = append(stack, el.Name.Local)
			path := strings.Join(stack, "/")
			if path == "feed/entry" {
				entries++
			}
			if path == "feed/link" {
				// The site's own links are absolute and clean, as the canonical links
				// (the alternate one was base + "index.html").
				rel, href := "", ""
				for _, a := range el.Attr {
					switch a.Name.Local {
					case "rel":
						rel = a.Value
					case "href":
						href = a.Value
					}
				}
				if want := map[string]string{"self": base + "feed.xml", "alternate": base}[rel]; href != want {
					t.Errorf("feed link rel=%q: href %q, want %q", rel, href, want)
				}
			}
			if path == "feed/entry/link" {
				for _, a := range el.Attr {
					if a.Name.Local == "href" {
						links++
						if files[strings.TrimPrefix(a.Value, base)+"index.html"] == nil {
							t.Errorf("feed entry links to %s, not a built page", a.Value)
						}
					}
				}
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if strings.Join(stack, "/") == "feed/title" {
				title += string(el)
			}
		}
	}
	if title != "Puzzle Club\u00a0: les énigmes du jour" || entries != 10 || links != 10 {
		t.Errorf("feed: title %q, %d entries, %d links; want 10 days up to the build date", title, entries, links)
	}
	if files["robots.txt"] == nil || !bytes.Contains(files["robots.txt"], []byte("Sitemap: "+base+"sitemap.xml")) {
		t.Errorf("robots.txt: %q", files["robots.txt"])
	}
}

// TestConfigAlone: a config alone builds the built-in site with its name.
func TestConfigAlone(t *testing.T) {
	dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"Cards & Co\"\n")
	files := tree(t, buildDir(t, dir))
	if n := len(files); n < 40 {
		t.Fatalf("%d files", n)
	}
	home := string(files["index.html"])
	if !strings.Contains(home, "<title>Cards &amp; Co: a daily Ops solitaire and Two Ops hand</title>") || !strings.Contains(home, `<html lang="en">`) {
		t.Errorf("home page head:\n%s", home[:min(len(home), 600)])
	}
	if files["robots.txt"] == nil || files["sitemap.xml"] != nil {
		t.Error("want robots.txt and, without base_url, no sitemap")
	}
	for name := range files {
		if strings.HasSuffix(name, ".png") || name == "custom.css" {
			t.Errorf("%s without base_url or static/", name)
		}
	}
}

// TestEmptyNav: nav = [] leaves every built-in page out of the navigation; with no page of
// content/ joining it, no page has an empty navigation landmark (an empty list in a
// "Site" navigation that a screen reader announces), and a page that joins it is alone
// there.
func TestEmptyNav(t *testing.T) {
	files := tree(t, buildDir(t, sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\nnav = []\n")))
	pages := 0
	for name, b := range files {
		if strings.HasSuffix(name, ".html") {
			pages++
			if bytes.Contains(b, []byte(`<nav class="main"`)) {
				t.Errorf("%s: a navigation with nothing in it", name)
			}
		}
	}
	if pages < 30 {
		t.Fatalf("%d pages", pages)
	}
	files = tree(t, buildDir(t, sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\nnav = []\n-- content/about.md --\n+++\nnav = 1\n+++\n# About us\n")))
	want := `<nav class="main" aria-label="Site"><ul><li><a href="index.html">About us</a></ul></nav>`
	if home := files["index.html"]; !bytes.Contains(home, []byte(strings.Replace(want, `href="`, `href="about/`, 1))) {
		t.Errorf("home page: want %s in\n%s", want, home[:min(len(home), 1500)])
	}
}

// TestNoPreviews: previews = false leaves out the pictures and the tags that name them.
func TestNoPreviews(t *testing.T) {
	site := strings.Replace(clubSite, "title = \"Puzzle Club\"\n", "title = \"Puzzle Club\"\npreviews = false\n", 1)
	files := tree(t, buildDir(t, sitetest.Write(t, t.TempDir(), site)))
	for name, b := range files {
		if strings.HasSuffix(name, ".png") || bytes.Contains(b, []byte("og:image")) {
			t.Errorf("%s: a preview or its tag", name)
		}
	}
	if !bytes.Contains(files["daily/2026-11-29/index.html"], []byte(`<meta property="og:url" content="https://club.example.org/puzzles/daily/2026-11-29/">`)) {
		t.Error("the day's page lost its other tags")
	}
}

// TestClashes: a page of content/ or a file of static/ in a built page's place is a bad
// option naming the file.
func TestClashes(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"content/archive.md", "content/archive.md would replace the site's own page archive/index.html"},
		{"static/feed.xml", "static/feed.xml would replace the site's own feed.xml"},
		{"static/index.html", "static/index.html would replace the site's own index.html"},
	} {
		dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"x\"\n-- "+tc.file+" --\nmine\n")
		c, err := config.Load(filepath.Join(dir, config.FileName))
		if err != nil {
			t.Fatal(err)
		}
		opts, _ := c.Options(clubToday)
		_, err = site.Build(context.Background(), opts)
		if !errors.Is(err, site.ErrOptions) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want ErrOptions and %q", tc.file, err, tc.want)
		}
		if _, err := os.Stat(opts.Out); err == nil {
			t.Errorf("%s: a site was written", tc.file)
		}
	}
}

// TestFileOnFolder: a file of static/ named like a folder of the site, or a page of
// content/ whose folder would have the name of a file of the site, is a bad option naming
// the operator's file and the other (it used to fail halfway through writing, exit status
// 1, naming a temporary file), and nothing is written.
func TestFileOnFolder(t *testing.T) {
	for _, tc := range []struct{ files, want string }{
		{"-- static/rules --\nmine\n", "static/rules would be published as a file rules, where the site has its folder rules/ (rules/ops/index.html); rename it"},
		{"-- static/assets --\nmine\n", "static/assets would be published as a file assets, where the site has its folder assets/ (its style sheets and scripts); rename it"},
		{"-- content/feed.xml.md --\n# Feed\n", "content/feed.xml.md would be published as feed.xml/index.html, in a folder feed.xml/, where the site writes its own file feed.xml; rename it"},
		{"-- content/daily/2026-11-29/print.html.md --\n# Print\n", "content/daily/2026-11-29/print.html.md would be published as daily/2026-11-29/print.html/index.html, in a folder daily/2026-11-29/print.html/, where the site writes its own file daily/2026-11-29/print.html; rename it"},
		{"-- content/news.md --\n# News\n-- static/news --\nmine\n", "content/news.md would be published as news/index.html, in a folder news/, where static/news is published as a file; rename one of them"},
	} {
		dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"x\"\n"+tc.files)
		c, err := config.Load(filepath.Join(dir, config.FileName))
		if err != nil {
			t.Fatal(err)
		}
		opts, _ := c.Options(clubToday)
		_, err = site.Build(context.Background(), opts)
		if !errors.Is(err, site.ErrOptions) || !strings.HasSuffix(strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), ""), tc.want) {
			t.Errorf("%q: %v, want ErrOptions ending %q (the paths from %s)", tc.files, err, tc.want, dir)
		}
		if _, err := os.Stat(opts.Out); err == nil {
			t.Errorf("%q: a site was written", tc.files)
		}
	}
}

// TestTopLayoutKeepsHeader: a layouts/top.html without the site's header
// ({{.Chrome.Header}}), or a page template of layouts/ that does not begin with "top", would
// make pages without it, and the pages' scripts find a player's saved games by it
// (TestHeaderLayout): a bad option naming the file and what to keep, and nothing is
// written; a top of the operator's that keeps the header builds.
func TestTopLayoutKeepsHeader(t *testing.T) {
	const head = `<!doctype html><html lang="{{.Chrome.Lang}}"><head><meta charset="utf-8"><title>{{.Title}}</title>{{.Chrome.HeadLinks}}{{.Styles}}{{.HeadScripts}}</head><body>`
	why := "the pages' scripts find a player's saved games and settings by the site's header, which would be lost or kept apart page by page"
	for _, tc := range []struct{ files, want string }{
		{"-- layouts/top.html --\n" + head + `<p class="banner">Puzzle Club</p><main id="content">` + "\n",
			"layouts/top.html: the pages it begins have no site header (" + why + "); keep {{.Chrome.Header}} in it, after <body>, as the embedded top does"},
		{"-- layouts/page.html --\n<!doctype html><title>{{.Title}}</title>{{.Body}}\n-- content/about.md --\n# About\n",
			"layouts/page.html: its pages have no site header (" + why + `); begin it with {{template "top" .Layout}}, as the embedded one does`},
	} {
		dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"Puzzle Club\"\n"+tc.files)
		c, err := config.Load(filepath.Join(dir, config.FileName))
		if err != nil {
			t.Fatal(err)
		}
		opts, _ := c.Options(clubToday)
		_, err = site.Build(context.Background(), opts)
		if !errors.Is(err, site.ErrOptions) || strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), "") != site.ErrOptions.Error()+": "+tc.want {
			t.Errorf("%q: %v, want ErrOptions: %q", tc.files, err, tc.want)
		}
		if _, err := os.Stat(opts.Out); err == nil {
			t.Errorf("%q: a site was written", tc.files)
		}
	}
	out := buildDir(t, sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\ntitle = \"Puzzle Club\"\n-- layouts/top.html --\n"+head+`<p class="banner">Puzzle Club</p>{{.Chrome.Header}}<main id="content">`+"\n"))
	home, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(home), `<p class="banner">Puzzle Club</p><header class="site" data-site="`) {
		t.Errorf("the operator's top with the header is not the home page's: %.400s", home)
	}
}

// TestHeaderLayout: the pages' scripts find a player's saved games by the header (its
// class "site", data-site and data-langs, and its first link, the home page): a
// layouts/header.html without them would keep each page's games apart (the home page's
// under one key, each day's under its folder's), so it is a bad option naming the file
// and what to keep, and nothing is written; a header of the operator's that keeps them
// builds.
func TestHeaderLayout(t *testing.T) {
	const want = `layouts/header.html: the header lacks what the pages' scripts find a player's saved games and settings by, which would be lost or kept apart page by page; begin it as the embedded one does, <header class="site" data-site="{{.Site}}"{{with .Langs}} data-langs="{{.}}"{{end}}>, with the home page as its first link, <a href="{{.Root}}index.html">`
	const langs = "languages = [\"en\", \"fr\"]\n"
	for _, tc := range []struct{ config, header string }{
		{"", `<header><a href="{{.Root}}index.html">{{.Title}}</a></header>`},
		{"", `<header class="site"><a href="{{.Root}}index.html">{{.Title}}</a></header>`},
		{"", `<header class="banner" data-site="{{.Site}}"><a href="{{.Root}}index.html">{{.Title}}</a></header>`},
		{"", `<header class="site" data-site="{{.Site}}"><a href="{{.Root}}archive/index.html">All days</a> <a href="{{.Root}}index.html">{{.Title}}</a></header>`},
		{"", `<header class="site" data-site="{{.Site}}"><a href="index.html">{{.Title}}</a></header>`},
		{"", `<div class="site" data-site="{{.Site}}"><a href="{{.Root}}index.html">{{.Title}}</a></div>`},
		{langs, `<header class="site" data-site="{{.Site}}"><a href="{{.Root}}index.html">{{.Title}}</a></header>`},
	} {
		dir := sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\n"+tc.config+"-- layouts/header.html --\n"+tc.header+"\n")
		c, err := config.Load(filepath.Join(dir, config.FileName))
		if err != nil {
			t.Fatal(err)
		}
		opts, _ := c.Options(clubToday)
		_, err = site.Build(context.Background(), opts)
		if !errors.Is(err, site.ErrOptions) || !strings.HasSuffix(strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), ""), want) {
			t.Errorf("%s%s: %v, want ErrOptions ending %q", tc.config, tc.header, err, want)
		}
		if _, err := os.Stat(opts.Out); err == nil {
			t.Errorf("%s%s: a site was written", tc.config, tc.header)
		}
	}
	// Headers of the operator's that keep them: another class beside "site", the home link
	// inside a navigation, data-langs on a site in several languages.
	for _, tc := range []struct{ config, header string }{
		{"", `<header class="site wide" data-site="{{.Site}}"><nav><a href="{{.Root}}index.html">Home</a>{{range .Nav}} <a href="{{$.Root}}{{.Href}}">{{.Label}}</a>{{end}}</nav></header>`},
		{langs, `<header class="site" data-site="{{.Site}}"{{with .Langs}} data-langs="{{.}}"{{end}}><a href="{{.Root}}index.html">{{.Title}}</a></header>`},
	} {
		buildDir(t, sitetest.Write(t, t.TempDir(), "-- opsdaily.toml --\n"+tc.config+"-- layouts/header.html --\n"+tc.header+"\n"))
	}
}
