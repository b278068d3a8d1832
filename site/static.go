package site

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/opsdaily/opsdaily/templates"
)

// notFoundPage is the data of 404.html (template "404").
type notFoundPage struct {
	layout
	// Without a base URL, the page's links are relative, right only where the page sits;
	// hosts serve it at the missing page's URL, at any depth. Its script then makes them
	// right over HTTP: it takes the site's root to be the missing URL's path up to the
	// first of Names, the top directories of the site (its languages' too), else the
	// missing URL's directory, and puts the root and Dir (the page's own directory from
	// there: "" or "fr/") before every relative link. Both are nil and "" with a base URL,
	// whose links are absolute.
	Names []string
	Dir   string
}

// notFoundPages is 404.html. Hosts serve it for any missing path, so its links cannot be
// relative to where it sits: with a base URL they are absolute on the site's own host;
// without one they are relative to the site root, and its script roots them over HTTP.
func notFoundPages(s *siteData) ([]page, error) {
	return s.notFound(false)
}

// notFound is 404.html of the site s; top is set for the copy at the top of a site in
// several languages, s being the first language's, whose links lead into its directory.
func (s *siteData) notFound(top bool) ([]page, error) {
	const path = "404.html"
	p := &notFoundPage{layout: s.layout(path, "404", s.titled(s.t("notfound.title")), s.t("notfound.description"))}
	p.Canonical = ""
	root := ""
	switch {
	case s.base != "":
		root = s.base
	case top:
		root = s.opts.Language + "/"
	case len(s.opts.Languages) > 1:
		p.Dir = s.opts.Language + "/"
	}
	if root != "" {
		p.Root = root
		p.Chrome = s.chromeAt(root, "404")
		p.Alternates = s.alternates(root, path)
	}
	// Served at any depth, it cannot count on a relative link to a style sheet.
	p.Styles = s.styles(p.Root, "404", false, nil, true)
	if s.base != "" {
		return []page{{path: path, tmpl: "404", data: constant(p)}}, nil
	}
	// The top directories are known once every kind has added its pages (static/'s come
	// after this one), so Names is read when the page is rendered; the shared files'
	// directory, assets/, is in no kind's pages.
	return []page{{path: path, tmpl: "404", data: func() (any, error) {
		p.Names = append(slices.Clone(s.opts.Languages), assetsDir)
		for _, pg := range s.pages {
			if dir, _, ok := strings.Cut(pg.path, "/"); ok && !slices.Contains(p.Names, dir) {
				p.Names = append(p.Names, dir)
			}
		}
		return p, nil
	}}}, nil
}

// filePages copies the site's static files: the favicon.
func filePages(s *siteData) ([]page, error) {
	icon, err := fs.ReadFile(templates.FS, "site/favicon.svg")
	if err != nil {
		return nil, err
	}
	return []page{{path: "favicon.svg", raw: icon}}, nil
}

// staticPages copies the operator's static/ directory into the site as it is, at the same
// paths (static/CNAME → CNAME). A file there may replace the built-in favicon.svg and
// robots.txt; any other clash with a page of the site is an error.
func staticPages(s *siteData) ([]page, error) {
	dir := s.opts.Static
	if dir == "" {
		return nil, nil
	}
	var pages []page
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			return nil
		}
		if !e.Type().IsRegular() {
			return fmt.Errorf("%s is not a regular file (a link, a device or a pipe); put the file itself there, as a copy", p)
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		pages = append(pages, page{path: filepath.ToSlash(rel), raw: raw, static: true})
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrOptions, err) // err names the file of static/
	}
	for _, p := range pages {
		if p.path == Marker {
			return nil, fmt.Errorf("%w: %s: that name marks a built site; rename it", ErrOptions, filepath.Join(dir, filepath.FromSlash(p.path)))
		}
		if replaceableFile(p.path) {
			i := slices.IndexFunc(s.pages, func(q page) bool { return q.path == p.path })
			if i >= 0 {
				s.pages = slices.Delete(s.pages, i, i+1)
			}
		}
	}
	return pages, nil
}

// replaceableFile reports whether a file of static/ may replace the site's own.
func replaceableFile(path string) bool { return path == "favicon.svg" || path == "robots.txt" }

// robotsPages is robots.txt: every page may be crawled; it names the sitemap when there is
// one. A static/robots.txt replaces it.
func robotsPages(s *siteData) ([]page, error) {
	if s.opts.Static != "" {
		if _, err := os.Stat(filepath.Join(s.opts.Static, "robots.txt")); err == nil {
			return nil, nil
		}
	}
	txt := "User-agent: *\nAllow: /\n"
	if s.base != "" {
		txt += "\nSitemap: " + s.base + "sitemap.xml\n"
	}
	return []page{{path: "robots.txt", raw: []byte(txt)}}, nil
}
