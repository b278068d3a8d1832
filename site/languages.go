package site

import (
	"context"
	"fmt"
	"html/template"
	pathpkg "path"
	"path/filepath"
	"slices"
	"strings"
)

// A site in several languages (Operator.Languages, languages = ["en", "fr"] in
// opsdaily.toml) is one site per language, each whole in a directory of its own named by
// its language (en/, fr/), with the same puzzles: the days are generated once and each
// language's pages are made from the same records. Every page links the same page in the
// other languages (the language switch under the header and, with a base URL, <link
// rel="alternate" hreflang> in its head: search engines read only absolute ones, so a
// site without a base URL has none). The switch is a nav of links, the current
// language's marked aria-current and linking the page's own file, the other's with their
// lang (hreflang on a link tells a search engine nothing the head's links do not). The
// top of the site holds index.html, which sends a visitor to the language their browser
// asks for (of each language asked, in order, the site's of that very tag, fr-CA, else
// the first of its base language, fr; the first of the list if none matches; a list of
// links without JavaScript), robots.txt, 404.html (the first language's) and, with a base
// URL, sitemap.xml (every page of every language). The operator's static/ files are
// copied at the top (where a host looks for CNAME) and into each language's directory
// (where its pages find custom.css and the logo).

// alternate is the same page in one of the site's languages.
type alternate struct {
	Lang, Name string
	// Href links it from the page (relative, so that it works from file://); Abs is its
	// absolute URL with a base URL, else Href (hreflang links).
	Href, Abs string
	Current   bool
}

// alternates returns the page at path in each of the site's languages; nil for a site in
// one language.
func (s *siteData) alternates(root, path string) []alternate {
	if len(s.opts.Languages) < 2 {
		return nil
	}
	if strings.HasPrefix(root, "http") {
		root = "" // the 404 page: its alternates are absolute below
	}
	out := make([]alternate, 0, len(s.opts.Languages))
	for _, l := range s.opts.Languages {
		a := alternate{Lang: l, Name: s.opts.langNames[l], Href: root + "../" + l + "/" + path, Current: l == s.cat.Lang || l == s.opts.Language}
		// The current language links this very page: its own file, beside it. Not on the
		// 404 page, the one page not read where it sits: a host serves it in place of any
		// missing page, so its links are written from a fixed place (the site's top for
		// the top copy, with root "en/"; en/ for en/404.html), which its script
		// puts the site's root before at whatever depth it is served (notfound.html), and
		// with a base URL they are absolute (below). Its current language's link keeps
		// that form, root + "../en/404.html", like every other link of the page: the link
		// "404.html" would be one from where the file sits, which is not where it is read.
		// (Where the script fixes the links, both reach a 404 page of the same language;
		// without it, at depth, no relative link of the page is right.)
		if a.Current && path != "404.html" {
			a.Href = pathpkg.Base(path)
		}
		a.Abs = a.Href
		if s.base != "" {
			a.Abs = strings.TrimSuffix(s.base, s.opts.Language+"/") + l + "/" + strings.TrimSuffix(path, "index.html")
			if root == "" && path == "404.html" {
				a.Href = a.Abs
			}
		}
		out = append(out, a)
	}
	return out
}

// checkLanguages validates Operator.Languages: two or more languages, each once, each with
// a complete catalogue.
func (o *Operator) checkLanguages() error {
	if len(o.Languages) < 2 {
		return fmt.Errorf("%w: a site in several languages needs two or more, like languages = [\"en\", \"fr\"]; for one, set language", ErrOptions)
	}
	for i, l := range o.Languages {
		if slices.Contains(o.Languages[:i], l) {
			return fmt.Errorf("%w: language %q is listed twice", ErrOptions, l)
		}
		if err := CheckLanguage(l); err != nil {
			return fmt.Errorf("%w: languages: %v", ErrOptions, err)
		}
	}
	return nil
}

// languagesPage is the data of the top index.html of a site in several languages (the
// template "languages").
type languagesPage struct {
	Title string
	Lang  string // the first language, the page's lang
	Langs []alternate
	Codes []string // the languages, for the script
	// Hreflang says to link each language in the head: with a base URL only, as on every
	// other page (search engines read only absolute hreflang links).
	Hreflang bool
}

// buildLanguages is Build for a site in several languages.
func buildLanguages(ctx context.Context, opts Options) (Summary, error) {
	if err := opts.checkLanguages(); err != nil {
		return Summary{}, err
	}
	opts.Language = opts.Languages[0]
	base, dir, recs, err := begin(ctx, &opts)
	if err != nil {
		return Summary{}, err
	}
	defer dir.Abort() // does nothing after Commit
	names := map[string]string{}
	for _, l := range opts.Languages {
		c, err := catalogs(opts.words(), l)
		if err != nil {
			return Summary{}, fmt.Errorf("%w: %v", ErrOptions, err)
		}
		names[l] = c.Name
	}
	var total Summary
	var top *siteData
	var locs []string
	for _, l := range opts.Languages {
		o := opts
		o.Language = l
		o.langNames = names
		t, err := o.templates()
		if err != nil {
			return Summary{}, err
		}
		b := ""
		if base != "" {
			b = base + l + "/"
		}
		sum, s, err := writeSite(ctx, o, b, recs, t, filepath.Join(dir.Path, l))
		if err != nil {
			return Summary{}, fmt.Errorf("%s/: %w", l, err)
		}
		if top == nil {
			top, total = s, sum
		} else {
			total.Pages += sum.Pages
			total.Files += sum.Files
			total.Bytes += sum.Bytes
			total.Content += sum.Content
			total.Previews += sum.Previews   // Static: the same files of static/, counted once
			for _, w := range sum.Warnings { // a page of content/ shared by the languages warns once
				if !slices.Contains(total.Warnings, w) {
					total.Warnings = append(total.Warnings, w)
				}
			}
		}
		for _, p := range s.pages {
			if !p.unlisted && b != "" && (p.path == "index.html" || strings.HasSuffix(p.path, "/index.html")) {
				locs = append(locs, b+strings.TrimSuffix(p.path, "index.html"))
			}
		}
	}
	// The top: the language chooser, robots.txt, the sitemap, the 404 page, static/.
	pages, err := top.topPages(base, locs)
	if err != nil {
		return Summary{}, err
	}
	sum, err := write(ctx, top.tmpl, dir.Path, pages)
	if err != nil {
		return Summary{}, err
	}
	total.Files += sum.Files
	total.Pages += sum.Pages
	total.Bytes += sum.Bytes
	total.Out = opts.Out
	return commit(total, dir)
}

// topPages are the files at the top of a site in several languages; s is the first
// language's site, locs the URLs of every language's pages for the sitemap.
func (s *siteData) topPages(base string, locs []string) ([]page, error) {
	p := &languagesPage{Title: s.name(), Lang: s.opts.Languages[0], Codes: s.opts.Languages, Hreflang: base != ""}
	for _, l := range s.opts.Languages {
		a := alternate{Lang: l, Name: s.opts.langNames[l], Href: l + "/index.html"}
		if base != "" {
			a.Abs = base + l + "/"
		}
		p.Langs = append(p.Langs, a)
	}
	pages := []page{{path: "index.html", tmpl: "languages", data: constant(p)}}
	robots := "User-agent: *\nAllow: /\n"
	if base != "" {
		robots += "\nSitemap: " + base + "sitemap.xml\n"
		slices.Sort(locs)
		raw, err := sitemapXML(locs)
		if err != nil {
			return nil, err
		}
		pages = append(pages, page{path: "sitemap.xml", raw: raw})
	}
	// Hosts serve the top 404.html for any missing path: the first language's, linking
	// into its directory (absolutely with a base URL), so that it serves at any depth.
	nf, err := s.notFound(true)
	if err != nil {
		return nil, err
	}
	pages = append(pages, nf...)
	pages = append(pages, page{path: "robots.txt", raw: []byte(robots)})
	static, err := staticPages(s)
	if err != nil {
		return nil, err
	}
	for _, sp := range static {
		// The top copy of static/en/x lands in the English site's folder, en/x: over its
		// pages (static/en/index.html replaced its home page) or among them.
		if first, _, _ := strings.Cut(sp.path, "/"); slices.Contains(s.opts.Languages, first) {
			return nil, fmt.Errorf("%w: %s is in a folder named like the site's language %s, whose pages are in %s/ at the top; rename the folder", ErrOptions,
				filepath.Join(s.opts.Static, filepath.FromSlash(sp.path)), first, first)
		}
		if sp.path != "robots.txt" && sp.path != "index.html" && sp.path != "sitemap.xml" && sp.path != "404.html" {
			pages = append(pages, sp)
		} else if sp.path == "robots.txt" {
			pages[len(pages)-1] = sp // the operator's robots.txt wins
		}
	}
	return pages, nil
}

// langStyle is the style of the language switch, in the head of the pages of a site in
// several languages only (a site in one language has no switch, and its shared style sheet
// stays as it was).
const langStyle = template.CSS(`.langs{max-width:60rem;margin:.3rem auto 0;padding:0 1rem;text-align:right}.langs a+a{margin-left:.8rem}.langs [aria-current]{font-weight:700;text-decoration:none}`)
