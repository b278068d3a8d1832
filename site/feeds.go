package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/xml"
	"fmt"
	"slices"
	"strings"
)

// feedDays is the most days the feed lists.
const feedDays = 30

// Atom feed types (RFC 4287), only the elements used.
type atomFeed struct {
	XMLName  xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Lang     string      `xml:"http://www.w3.org/XML/1998/namespace lang,attr"` // the pages' lang
	Title    string      `xml:"title"`
	Subtitle string      `xml:"subtitle,omitempty"`
	ID       string      `xml:"id"`
	Updated  string      `xml:"updated"`
	Author   atomAuthor  `xml:"author"`
	Links    []atomLink  `xml:"link"`
	Entries  []atomEntry `xml:"entry"`
}

type atomAuthor struct {
	Name string `xml:"name"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomEntry struct {
	Title   string   `xml:"title"`
	ID      string   `xml:"id"`
	Updated string   `xml:"updated"`
	Link    atomLink `xml:"link"`
	Summary string   `xml:"summary"`
}

// urn returns a stable urn:uuid (a name-based UUID, version 5 layout over SHA-256) for a
// name: feed and entry IDs stay the same wherever the site is published.
func urn(name string) string {
	h := sha256.Sum256([]byte("opsdaily feed id\x00" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// feedPages is feed.xml: the latest days up to the build date, newest first. Every date in
// it comes from the records, none from the clock. Links are absolute with a base URL and
// relative to the feed without one.
func feedPages(s *siteData) ([]page, error) {
	f := atomFeed{
		Lang:     s.lang(),
		Title:    s.t("layout.feed_title", "site", s.name()),
		Subtitle: s.opts.Description,
		ID:       urn("site " + s.opts.Seed),
		Author:   atomAuthor{Name: s.name()},
		Links: []atomLink{
			{Rel: "self", Href: s.base + "feed.xml"},
			{Rel: "alternate", Href: "index.html"},
		},
		Updated: s.recs[0].Date.String() + "T00:00:00Z",
	}
	if s.base != "" {
		f.Links[1].Href = s.base // the clean URL, as the entries' and the canonical links
	}
	for i := s.home; i >= 0 && len(f.Entries) < feedDays; i-- {
		r := &s.recs[i]
		if r.Date > s.opts.Today {
			continue // only the home day can be after the build date (when all are)
		}
		day := r.Date.String()
		href := "daily/" + day + "/index.html"
		if s.base != "" {
			href = s.base + "daily/" + day + "/"
		}
		updated := day + "T00:00:00Z"
		if len(f.Entries) == 0 {
			f.Updated = updated
		}
		f.Entries = append(f.Entries, atomEntry{
			Title:   s.t("feed.entry", "date", s.longs[i]),
			ID:      urn("day " + s.opts.Seed + " " + day),
			Updated: updated,
			Link:    atomLink{Rel: "alternate", Href: href},
			Summary: s.t("feed.summary", "ops", int(r.Ops.Difficulty), "opsname", s.level(r.Ops.Difficulty),
				"twoops", int(r.TwoOps.Difficulty), "twoopsname", s.level(r.TwoOps.Difficulty)),
		})
	}
	raw, err := marshalXML(f)
	if err != nil {
		return nil, err
	}
	return []page{{path: "feed.xml", raw: raw}}, nil
}

// urlSet is a sitemap (sitemaps.org protocol 0.9): one <url> with one <loc> per page.
type urlSet struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc string `xml:"loc"`
}

// sitemapPages is sitemap.xml, listing every index.html page made before it but the
// unlisted ones (days after the horizon), sorted. A
// sitemap needs absolute URLs: without a base URL there is none.
func sitemapPages(s *siteData) ([]page, error) {
	if s.base == "" {
		return nil, nil
	}
	var locs []string
	for _, p := range s.pages {
		if p.unlisted {
			continue
		}
		if p.path == "index.html" || strings.HasSuffix(p.path, "/index.html") {
			locs = append(locs, s.base+strings.TrimSuffix(p.path, "index.html"))
		}
	}
	slices.Sort(locs)
	raw, err := sitemapXML(locs)
	if err != nil {
		return nil, err
	}
	return []page{{path: "sitemap.xml", raw: raw}}, nil
}

// sitemapXML is the sitemap of the URLs locs, in their order.
func sitemapXML(locs []string) ([]byte, error) {
	var set urlSet
	for _, l := range locs {
		set.URLs = append(set.URLs, sitemapURL{Loc: l})
	}
	return marshalXML(set)
}

func marshalXML(v any) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", " ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}
