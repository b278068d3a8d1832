package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/site/internal/minify"
	"github.com/opsdaily/opsdaily/templates"
)

// assetsDir is the directory of the files the pages share (style sheets, scripts), named by
// their content.
const assetsDir = "assets"

// Shared assets: the style sheets and scripts that many pages load are written once per
// build (style sheets minified), under assets/, instead of inline in every page: a 10-year site writes a third of
// the bytes, and a visitor's browser keeps them from one day to the next. Each file is named
// by its content, assets/NAME.HASH.EXT, so a changed file gets a new name and no browser
// keeps a stale copy. Pages load them with relative classic <link rel="stylesheet"> and
// <script src> elements, which work from file:// too.

// assetSet is the shared files of a build, found while the pages are made.
type assetSet struct {
	mu      sync.Mutex
	files   []assetFile
	css     map[string]string // minified style sheets, by their source text (shipped)
	sources []string          // texts that source has numbered
}

// assetFile is a shared file: its path, its source text (what pages pass to path) and the
// content written (the source as shipped).
type assetFile struct {
	path, src, content string
}

// path returns the path, relative to the site root, of the asset holding content, adding it
// the first time. name and ext make its file name, like "play" and "js". Style sheets are
// written minified (shipped); scripts as given (the boards' script comes minified from
// play.Script). Pages mostly pass the very same string, which compares at once.
func (a *assetSet) path(name, ext, content string) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, f := range a.files {
		if f.src == content {
			return f.path, nil
		}
	}
	out := content
	if ext == "css" {
		var err error
		if out, err = a.shipped(name, content); err != nil {
			return "", err
		}
	}
	sum := sha256.Sum256([]byte(out))
	p := assetsDir + "/" + name + "." + hex.EncodeToString(sum[:5]) + "." + ext
	for _, f := range a.files {
		if f.path == p {
			return "", fmt.Errorf("two different assets would be written to %s", p)
		}
	}
	a.files = append(a.files, assetFile{path: p, src: content, content: out})
	return p, nil
}

// shipped returns the style sheet css (named name, for errors) as pages get it: minified
// (site/internal/minify), each distinct sheet once per build. The caller holds a.mu.
func (a *assetSet) shipped(name, css string) (string, error) {
	if out, ok := a.css[css]; ok {
		return out, nil
	}
	out, err := minify.CSS(name+".css", []byte(css))
	if err != nil {
		return "", err
	}
	if a.css == nil {
		a.css = map[string]string{}
	}
	a.css[css] = out
	return out, nil
}

// source returns a number that stands for the text src in this build, the same for the
// same text: styles' cache key, without making the text an asset.
func (a *assetSet) source(src string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	for i, s := range a.sources {
		if s == src {
			return i
		}
	}
	a.sources = append(a.sources, src)
	return len(a.sources) - 1
}

// pages returns the assets as raw pages, by path.
func (a *assetSet) pages() []page {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]page, len(a.files))
	for i, f := range a.files {
		out[i] = page{path: f.path, raw: []byte(f.content)}
	}
	slices.SortFunc(out, func(x, y page) int { return strings.Compare(x.path, y.path) })
	return out
}

// siteCSS is the site's style sheet, templates/site/site.css, which every page loads.
var siteCSS = sync.OnceValues(func() (string, error) {
	css, err := fs.ReadFile(templates.FS, "site/site.css")
	return string(css), err
})

// pagesCSS is the rest of the site's style, templates/site/pages.css: the rules the daily
// and home pages do not use (prose, the rules' worked examples, the archive's calendar),
// which every other page loads after siteCSS. The daily page, the heaviest, is lighter by
// them.
var pagesCSS = sync.OnceValues(func() (string, error) {
	css, err := fs.ReadFile(templates.FS, "site/pages.css")
	return string(css), err
})

// part is a named piece of a page's style or script: a shared asset named NAME.HASH.EXT.
type part struct {
	name, text string
}

// styleTags is the data of the template "style-tags": the style sheets of a page, linked
// (Links, their URLs) or written into it (Inline).
type styleTags struct {
	Links  []string
	Inline template.CSS
}

// styles returns the style sheet links of a page at root of kind, in cascade order: the
// site's style sheet, the rest of it on pages other than the daily and home pages
// (pagesCSS), the game boards' (boards, on pages with boards: games) and the print
// style of the kind (template "print-style"), each a shared asset. On pages with boards
// the boards' sheets and the print style are one file, named for boards[0] (play): the
// daily page loads two style sheets, not four; each kind of page with boards has its
// own, the same on all its pages. With inline, the styles are written into the page
// instead, for 404.html, which is served at any depth.
func (s *siteData) styles(root, kind string, games bool, boards []part, inline bool) template.HTML {
	key := root + "\x00" + kind + "\x00" + strconv.FormatBool(games) + strconv.FormatBool(inline)
	for _, b := range boards {
		key += "\x00" + b.name + "\x00" + strconv.Itoa(s.assets.source(b.text))
	}
	if v, ok := s.styleLinks.Load(key); ok {
		return v.(template.HTML)
	}
	site, err := siteCSS()
	if err != nil {
		s.fail(fmt.Errorf("site style: %w", err))
	}
	print, err := s.printStyle(kind, games)
	if err != nil {
		s.fail(fmt.Errorf("print style: %w", err))
	}
	sheets := []part{{"site", site}}
	if !dailyKind(kind) {
		pages, err := pagesCSS()
		if err != nil {
			s.fail(fmt.Errorf("site style: %w", err))
		}
		sheets = append(sheets, part{"pages", pages})
	}
	if games && len(boards) > 0 {
		texts := make([]string, 0, len(boards)+1)
		for _, b := range boards {
			texts = append(texts, b.text)
		}
		sheets = append(sheets, part{boards[0].name, strings.Join(append(texts, print), "\n")})
	} else {
		sheets = append(append(sheets, boards...), part{"print", print})
	}
	var tags styleTags
	if inline {
		var css strings.Builder
		s.assets.mu.Lock()
		for _, sh := range sheets {
			text, err := s.assets.shipped(sh.name, sh.text)
			if err != nil {
				s.fail(err)
			}
			css.WriteString(text)
		}
		s.assets.mu.Unlock()
		tags.Inline = template.CSS(css.String())
	} else {
		for _, sh := range sheets {
			if strings.TrimSpace(sh.text) == "" {
				continue
			}
			p, err := s.assets.path(sh.name, "css", sh.text)
			if err != nil {
				s.fail(err)
			}
			tags.Links = append(tags.Links, root+p)
		}
	}
	h, err := fragment(s.tmpl, "style-tags", tags)
	if err != nil {
		s.fail(err)
	}
	v, _ := s.styleLinks.LoadOrStore(key, h)
	return v.(template.HTML)
}

// scripts returns the <script src> elements that load the given scripts, in order, from a
// page at root, each a shared asset. The elements depend on their sources alone, so they
// are rendered once per list of sources (a cached part, like the style links).
func (s *siteData) scripts(root string, parts ...part) (template.HTML, error) {
	srcs := make([]string, 0, len(parts))
	for _, pt := range parts {
		p, err := s.assets.path(pt.name, "js", pt.text)
		if err != nil {
			return "", err
		}
		srcs = append(srcs, root+p)
	}
	return fragmentOnce(&s.scriptTags, strings.Join(srcs, "\x00"), s.tmpl, "script-tags", srcs)
}

// boardParts is the boards' script of a page (play.Data.Script) as the shared files that
// load it: one, named play. A daily page's has the daily duel's drawing and look-up too,
// a file the trainer's pages (whose script is the boards' alone) do not share: one
// <script> fewer on the daily page, the heaviest, which every day has a duel.
func boardParts(js template.JS) []part {
	return []part{{"play", string(js)}}
}

// printStyle returns the print style of a kind of page (template "print-style", which
// depends on nothing else), made once per kind.
func (s *siteData) printStyle(kind string, games bool) (string, error) {
	key := kind + "\x00" + strconv.FormatBool(games)
	if v, ok := s.printStyles.Load(key); ok {
		return v.(string), nil
	}
	var b strings.Builder
	if err := s.tmpl.ExecuteTemplate(&b, "print-style", layout{Kind: kind, Daily: dailyKind(kind), Games: games}); err != nil {
		return "", err
	}
	v, _ := s.printStyles.LoadOrStore(key, b.String())
	return v.(string), nil
}
