package site

import (
	"io/fs"

	"github.com/opsdaily/opsdaily/templates"
)

// notFoundPages is 404.html. Hosts serve it for any missing path, so its links cannot be
// relative to where it sits: with a base URL they are absolute on the site's own host;
// without one they are relative to the site root.
func notFoundPages(s *siteData) ([]page, error) {
	const path = "404.html"
	l := s.layout(path, "404", "No such page · opsdaily", "This page does not exist.")
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
