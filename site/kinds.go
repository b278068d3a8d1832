package site

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// A kind is one sort of page on the site. Its pages function returns the pages it adds;
// kinds run in the order of kinds(), each seeing the pages of the kinds before it in
// s.pages (the sitemap, last, lists them).
//
// To add a kind (duel/, practice/, match/ and print/YYYY-MM/ were added this way):
//  1. write func(s *siteData) ([]page, error) in a file of its own, returning pages whose
//     data embeds layout (made by s.layout, which sets Root, the nav and the title);
//  2. add it to kinds() below, with nav and href if it belongs in the main navigation, and
//     monthLinks if each month of the archive should link to it (as print/YYYY-MM/ does);
//  3. put its template in templates/site/NAME.html or a directory of its own,
//     templates/DIR/*.html (add all:DIR to the embed line of templates/templates.go); every
//     templates/*/*.html is parsed into one set. A page template starts with
//     {{template "top" .Layout}} and ends with {{template "bottom" .}}</body></html>.
//
// The whole-site tests then check its links, and the sitemap lists its index.html pages.
type kind struct {
	name  string
	nav   string // the message key of its label in the main navigation, "" for none
	href  string // the navigation link, relative to the site root
	pages func(s *siteData) ([]page, error)
	// monthLinks, if set, adds links under a month of the archive (relative to the root).
	monthLinks func(s *siteData, year int, month int) []link
}

// kinds lists every kind of page, in build order.
func kinds() []kind {
	return []kind{
		{name: "home", nav: "nav.home", href: "index.html", pages: homePages},
		{name: "daily", pages: dailyPages},
		{name: "daily-print", pages: dailyPrintPages},
		{name: "archive", nav: "nav.archive", href: "archive/index.html", pages: archivePages},
		{name: "rules", nav: "nav.rules", href: "rules/ops/index.html", pages: rulesPages},
		{name: "duel", nav: "nav.duel", href: "duel/index.html", pages: duelPages},
		{name: "practice", nav: "nav.practice", href: "practice/index.html", pages: practicePages},
		{name: "match", nav: "nav.match", href: "match/index.html", pages: matchPages},
		{name: "teach", nav: "nav.teach", href: teachPath, pages: teachPages},
		{name: "privacy", pages: privacyPages},
		// Later kinds plug in here, before the 404 page, the files, the feed and the sitemap.
		{name: "print", pages: printPages, monthLinks: printMonthLinks},
		{name: "content", pages: contentPages},
		{name: "preview", pages: previewPages},
		{name: "404", pages: notFoundPages},
		{name: "files", pages: filePages},
		{name: "static", pages: staticPages},
		{name: "feed", pages: feedPages},
		{name: "robots", pages: robotsPages},
		{name: "sitemap", pages: sitemapPages},
	}
}

// page is one file of the site.
type page struct {
	path string // slash-separated, relative to the site root, like "daily/2026-11-29/index.html"
	// unlisted pages (the days after the horizon) are left out of the sitemap.
	unlisted bool
	tmpl     string // the template to execute, or "" when raw is the file
	// data makes the template's data. It runs in a render worker, so costly per-page work
	// (such as the game data of a day) is spread over the workers.
	data func() (any, error)
	raw  []byte
	// bytes, if set, makes the file in a render worker (the link previews).
	bytes func() ([]byte, error)
	// static is whether the file is one of the operator's static/.
	static bool
}

// link is a link with its text; Href is relative to the site root.
type link struct {
	Label, Href string
	Current     bool
}

// Layout returns the layout itself, which a page template gives "top" (templates/site/layout.html),
// {{template "top" .Layout}}: "top" reads a dozen of its fields, and html/template looks a
// field up by name at every use, which for a field promoted from an embedded struct is a
// slow search that allocates (reflect's FieldByNameFunc); on the layout itself it is a scan
// of the struct's own fields. The daily page, whose data has the layout's fields as its own
// (dayPage), gives "top" its data.
func (l layout) Layout() layout { return l }

// siteHeader returns the header the page must show (see headed).
func (l layout) siteHeader() template.HTML { return chromeHeader(l.Chrome) }

// headed is the data of a page whose template begins with "top": the page must show the
// site's header, which holds what the pages' scripts find a player's saved games and
// settings by (checkHeader). An operator's layouts/top.html, or a page's own template,
// could leave it out; render refuses such a page (noHeaderError).
type headed interface{ siteHeader() template.HTML }

// chromeHeader returns c's header, or "" for none.
func chromeHeader(c *chrome) template.HTML {
	if c == nil {
		return ""
	}
	return c.Header
}

// navLink is an entry of the main navigation.
type navLink struct {
	Kind, Label, Href string
}

// layout is what every HTML page's template needs (see templates/site/layout.html). Page
// data types embed it.
type layout struct {
	Root string // relative path to the site root: "", "../", "../../"
	Kind string // the page's kind, which the navigation marks as current
	// Daily is set on a page of a day's puzzles, a daily page or the home page (dailyKind):
	// its notice under the day navigation says that playing needs JavaScript, and its
	// boards say nothing more. A field, not {{if or (eq .Kind "daily") (eq .Kind "home")}}
	// in the templates: three calls of template functions, each as costly as an action,
	// at three places of every daily page.
	Daily       bool
	Title       string
	Description string
	Canonical   string     // the page's absolute URL, when the site has a base URL
	Image       string     // the absolute URL of the page's link preview image, "" for none
	Chrome      *chrome    // the header, footer and head links, as seen from Root
	Range       *homeRange // only on the home page
	Games       bool       // the page has game boards (set by withBoards)
	// Alternates are the page in each language of a site in several languages (the
	// language switch and the hreflang links); nil on a site in one.
	Alternates []alternate
	// Styles is the page's style sheet links (see styles): the site's, the boards' on pages
	// with boards, and the print style of the kind.
	Styles template.HTML
	// HeadScripts loads the scripts a page needs before its body: on pages with boards, the
	// site's storage (play.StatsScript), which their "How to play" boxes ask as they are
	// parsed.
	HeadScripts template.HTML
}

// siteData is everything the page kinds read.
type siteData struct {
	opts  Options
	base  string             // the base URL, "" or ending in "/"
	recs  []generator.Record // one per day, in date order
	longs []string           // the days of recs in words (longDate), made once
	// payloads make each day's Two Ops payload (play.Payload) once, for its daily page
	// and its print page, whichever is built first.
	payloads []func() (string, error)
	home     int // the index of the day the home page shows
	// listed is the number of days up to the horizon (Options.Horizon): recs[:listed] are
	// published and linked, recs[listed:] are ahead pages, linked from nowhere.
	listed int
	// siteID names the site in the keys of its pages' local storage, with the path it is
	// published at (OpsStats.key): a hash of the seed, from which no answer can be derived.
	siteID string
	// printed is the number of days up to the build date, the days the monthly print
	// sheets hold: a sheet has the answer key, so no day after the build date (not even the
	// horizon's, out already where the calendar is ahead) is printed.
	printed int
	kinds   []kind
	nav     []navLink
	chrome  sync.Map // root+"\x00"+kind → *chrome
	// assets are the shared style sheets and scripts, written once (assets.go);
	// styleLinks caches the style links of a page by where it sits, its kind and boards;
	// scriptTags the script elements of a page by their sources, joined by NULs.
	assets     assetSet
	styleLinks sync.Map
	scriptTags sync.Map
	// tmpl is the page templates (parseTemplates); printStyles caches the print style of
	// a kind of page (printStyle).
	tmpl        *template.Template
	printStyles sync.Map
	// content is the operator's pages; customCSS whether static/custom.css exists.
	content   []contentDoc
	customCSS bool
	// built is the set of the site's files (paths like "about/index.html", the shared
	// assets' too) and warnings the lines for Summary.Warnings, both made by collect when
	// there is content, for its links.
	built    map[string]bool
	warnings []string
	// anchors are the links of content/ to a part of a page (#id), checked once the
	// pages are written (checkAnchors).
	anchors []anchorLink

	// cat is the catalogue of the site's language: its words; levels the difficulty
	// badges in it (levelBadges).
	cat    *i18n.Catalog
	levels [6]template.HTML

	mu     sync.Mutex
	failed error  // the first error of work done while rendering, outside a page's own
	pages  []page // the pages made so far, in kind order
}

// newSite returns the site of recs, rendered with the templates t.
func newSite(opts Options, base string, recs []generator.Record, t *template.Template) (*siteData, error) {
	if len(recs) == 0 {
		return nil, fmt.Errorf("%w: no days to build", ErrOptions)
	}
	s := &siteData{opts: opts, base: base, recs: recs, kinds: kinds(), longs: make([]string, len(recs)), tmpl: t}
	var err error
	if s.cat, err = opts.catalog(); err != nil {
		return nil, err
	}
	if s.content, err = readContent(opts.Content); err != nil {
		return nil, err
	}
	if len(opts.Languages) > 1 {
		s.content = translated(s.content, opts.Language, opts.Languages)
	}
	if opts.Static != "" {
		if fi, err := os.Stat(filepath.Join(opts.Static, "custom.css")); err == nil && fi.Mode().IsRegular() {
			s.customCSS = true
		}
	}
	s.payloads = make([]func() (string, error), len(recs))
	for i := range recs {
		s.longs[i] = s.cat.Date(recs[i].Date)
		s.payloads[i] = sync.OnceValues(func() (string, error) { return play.Payload(recs[i]) })
	}
	if s.levels, err = s.levelBadges(); err != nil {
		return nil, err
	}
	// The home page shows the latest day not after the build date, or the first day.
	id := sha256.Sum256([]byte("opsdaily site\x00" + opts.Seed))
	s.siteID = hex.EncodeToString(id[:6])
	horizon := opts.Horizon()
	for i := range recs {
		if recs[i].Date <= opts.Today {
			s.home = i
			s.printed = i + 1
		}
		if recs[i].Date <= horizon {
			s.listed = i + 1
		}
	}
	s.nav = navFor(s.kinds, opts, s.content, s.t)
	return s, nil
}

// collect runs every kind and checks that no two pages share a path.
func (s *siteData) collect() ([]page, error) {
	for _, k := range s.kinds {
		ps, err := k.pages(s)
		if errors.Is(err, ErrOptions) {
			return nil, err // the operator's mistake, which names its file
		}
		if err != nil {
			return nil, fmt.Errorf("%s pages: %w", k.name, err)
		}
		s.pages = append(s.pages, ps...)
	}
	paths := make([]string, len(s.pages))
	for i, p := range s.pages {
		paths[i] = p.path
	}
	slices.Sort(paths)
	for i := 1; i < len(paths); i++ {
		if paths[i] == paths[i-1] {
			return nil, s.clash(paths[i])
		}
	}
	if err := s.fileOnFolder(paths); err != nil {
		return nil, err
	}
	if len(s.content) > 0 {
		s.built = make(map[string]bool, len(paths))
		for _, p := range paths {
			s.built[p] = true
		}
		for _, a := range s.assets.pages() {
			s.built[a.path] = true
		}
		var err error
		if s.warnings, err = s.deadLinks(); err != nil {
			return nil, err
		}
	}
	return s.pages, nil
}

// layout returns the common page data of the page at path (relative to the root, like
// "daily/2026-11-29/index.html") of the given kind.
func (s *siteData) layout(path, kind, title, description string) layout {
	l := layout{
		Root:        rootOf(path),
		Kind:        kind,
		Daily:       dailyKind(kind),
		Title:       title,
		Description: description,
		Chrome:      s.chromeAt(rootOf(path), kind),
	}
	l.Styles = s.styles(l.Root, kind, false, nil, false)
	l.Alternates = s.alternates(l.Root, path)
	if s.base != "" {
		l.Canonical = s.base + strings.TrimSuffix(path, "index.html")
	}
	return l
}

// dailyKind reports whether pages of kind show a day's puzzles: the daily pages and the
// home page (layout.Daily).
func dailyKind(kind string) bool { return kind == "daily" || kind == "home" }

// withBoards marks a page as one with game boards, whose style sheet is css
// (play.Data.Style), followed by more (a page kind's own): its style links then load them
// too, each a shared file.
func (s *siteData) withBoards(l *layout, css template.CSS, more ...part) {
	l.Games = true
	l.Styles = s.styles(l.Root, l.Kind, true, append([]part{{"play", string(css)}}, more...), false)
	js, err := play.StatsScript(s.cat)
	if err == nil {
		l.HeadScripts, err = s.scripts(l.Root, part{"stats", string(js)})
	}
	if err != nil {
		s.fail(fmt.Errorf("storage script: %w", err))
	}
}

// chrome is the part of a page that depends only on where it sits and its kind, rendered
// once by the templates "head-links", "header" and "footer" of layout.html.
type chrome struct {
	HeadLinks, Header, Footer template.HTML
	// HeadEnd ends the head, after the page's style sheets: the operator's theme colour and
	// custom.css.
	HeadEnd template.HTML
	// Lang is the pages' lang attribute.
	Lang string
	// Hrefs are the URLs of the site's main pages, as seen from the page.
	Hrefs *hrefs
}

// hrefs are the URLs of the site's main pages as seen from a place, like
// "../../archive/index.html", made once per place. A template links one as
// <a href="{{.Chrome.Hrefs.Archive}}">.
type hrefs struct {
	Archive, RulesOps, RulesTwoOps string
	// Duel is the duel/ page, RulesDuel the duel's section of the Ops rules (the daily
	// duel board, "duel-board" in templates/play/duel.html, links both).
	Duel, RulesDuel string
}

// chromeAt returns the chrome of pages at root of kind, rendering it the first time.
func (s *siteData) chromeAt(root, kind string) *chrome {
	key := root + "\x00" + kind
	if v, ok := s.chrome.Load(key); ok {
		return v.(*chrome)
	}
	c := &chrome{Hrefs: &hrefs{
		Archive:     root + "archive/index.html",
		RulesOps:    root + "rules/ops/index.html",
		RulesTwoOps: root + "rules/two-ops/index.html",
		Duel:        root + "duel/index.html",
		RulesDuel:   root + "rules/ops/index.html#two-players-the-duel",
	}}
	t := s.tmpl
	data := s.chromeData(root, kind)
	c.Lang = data.Lang
	var err error
	for _, part := range []struct {
		name string
		out  *template.HTML
	}{{"head-links", &c.HeadLinks}, {"header", &c.Header}, {"footer", &c.Footer}, {"head-end", &c.HeadEnd}} {
		if err == nil {
			*part.out, err = fragment(t, part.name, data)
		}
	}
	if err == nil {
		err = s.checkHeader(string(c.Header), data)
	}
	if errors.Is(err, ErrOptions) {
		s.fail(err) // the operator's layouts/header.html, which it names
	} else if err != nil {
		// Build checks s.failed before it swaps the site in.
		s.fail(fmt.Errorf("page chrome: %w", err))
	}
	v, _ := s.chrome.LoadOrStore(key, c)
	return v.(*chrome)
}

// checkHeader returns an error naming layouts/header.html when the header made of it
// lacks what the pages' scripts read (templates/play/stats.js, here and root): the
// <header> of class "site" with the site's data-site (and data-langs on a site in several
// languages), and its first link to the home page, data.Root + "index.html". Without
// them a page keeps its games under another key than the site's other pages (the home
// page's under one, each day's page under its own folder's), so a player's history,
// streak and settings would be split page by page, silently. The embedded header has them.
func (s *siteData) checkHeader(header string, data chromeData) error {
	ok := false
	if i := strings.Index(header, "<header"); i >= 0 {
		tag, rest, _ := strings.Cut(header[i:], ">")
		class, _ := attr(tag, "class")
		site, _ := attr(tag, "data-site")
		langs, _ := attr(tag, "data-langs")
		ok = slices.Contains(strings.Fields(class), "site") && site == data.Site && langs == data.Langs
		if _, a, found := strings.Cut(rest, "<a "); ok && found {
			a, _, _ = strings.Cut(a, ">")
			href, _ := attr(" "+a, "href")
			ok = href == data.Root+"index.html"
		} else {
			ok = false
		}
	}
	if ok {
		return nil
	}
	return fmt.Errorf(`%w: %s: the header lacks what the pages' scripts find a player's saved games and settings by, which would be lost or kept apart page by page; begin it as the embedded one does, <header class="site" data-site="{{.Site}}"{{with .Langs}} data-langs="{{.}}"{{end}}>, with the home page as its first link, <a href="{{.Root}}index.html">`,
		ErrOptions, filepath.Join(s.opts.Layouts, "header.html"))
}

// attr returns the value of the attribute name in tag, an HTML start tag as the template
// engine writes it (name="value").
func attr(tag, name string) (string, bool) {
	_, v, ok := strings.Cut(tag, " "+name+`="`)
	v, _, _ = strings.Cut(v, `"`)
	return v, ok
}

// fail records err as the build's failure, if it is the first.
func (s *siteData) fail(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failed == nil {
		s.failed = err
	}
}

// err returns the first failure recorded by fail.
func (s *siteData) err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failed
}

// rootOf returns the relative path from the page at path back to the site root.
func rootOf(path string) string {
	return strings.Repeat("../", strings.Count(path, "/"))
}

// constant returns a data function for data made in advance.
func constant(v any) func() (any, error) {
	return func() (any, error) { return v, nil }
}
