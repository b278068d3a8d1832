package site

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/opsdaily/opsdaily/templates"
)

// notFoundPages is 404.html. Hosts serve it for any missing path, so its links cannot be
// relative to where it sits: with a base URL they are absolute on the site's own host;
// without one they are relative to the site root.
func notFoundPages(s *siteData) ([]page, error) {
	const path = "404.html"
	l := s.layout(path, "404", s.titled(s.t("notfound.title")), s.t("notfound.description"))
	l.Canonical = ""
	if s.base != "" {
		l.Root = s.base
		l.Chrome = s.chromeAt(s.base, "404")
	}
	// Served at any depth, it cannot count on a relative link to a style sheet.
	l.Styles = s.styles(l.Root, "404", false, nil, true)
	return []page{{path: path, tmpl: "404", data: constant(&l)}}, nil
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
		return nil, fmt.Errorf("%w: static: %v", ErrOptions, err)
	}
	for _, p := range pages {
		if p.path == Marker {
			return nil, fmt.Errorf("%w: static/%s: that name marks a built site", ErrOptions, p.path)
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
