package site

import (
	"bytes"
	"errors"
	"fmt"
	stdhtml "html"
	"html/template"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/tomlerr"
	"github.com/opsdaily/opsdaily/site/near"
	"github.com/pelletier/go-toml/v2"
	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/html"
	"github.com/yuin/goldmark/ast"
)

// The operator's own pages: every content/**/*.md becomes a page with the site's layout,
// content/about.md → about/index.html, content/club/index.md → club/index.html. A page may
// start with TOML front matter between +++ lines:
//
//	+++
//	title = "About the club"   # the page's title; default: its first # heading, or the file name
//	description = "Who we are" # its meta description; default: the site's description
//	nav = 10                   # a weight: the page joins the main navigation, lighter first
//	draft = true               # a draft is not published
//	+++
//
// Links are rewritten to work from file:// and under any path: a link to another page's
// Markdown file ("privacy.md", "../club/index.md") goes to that page's index.html, a link
// that starts with "/" goes from the site root (a file of static/, "/logo.png"), and a link
// to a directory ("club/") to its index.html. Links with a scheme or only a fragment stay.
// A link to a day's page or print page that this build does not hold, but another does,
// goes to the archive, with a warning (outsideDay); any other link to nothing the site
// publishes stops the build (deadLinks), as does a link to a part of a page (#fragment)
// that the page, once written, does not have (checkAnchors).
//
// On a site in several languages, NAME.LANG.md is NAME.md's translation for LANG
// (translated).

// contentDoc is one Markdown page of content/.
type contentDoc struct {
	src  string // slash path under content/, like "club/index.md"
	path string // the page, like "club/index.html"
	frontMatter
	body []byte // the Markdown after the front matter
	skip int    // the lines of the file before body (its front matter)
	// lang is the language the page is written in when it is not its site's: a page with
	// no translation for a language of a site in several is the first language's.
	lang string
}

// frontMatter is the TOML front matter of a page.
type frontMatter struct {
	Title       string `toml:"title"`
	Description string `toml:"description"`
	Nav         int    `toml:"nav"`
	Draft       bool   `toml:"draft"`
}

// frontMatterKeys are the keys of the front matter, in the order its errors name them.
var frontMatterKeys = []string{"title", "description", "nav", "draft"}

// frontMatterExamples shows each key of the front matter written right, for errors.
var frontMatterExamples = map[string]string{
	"title":       `title = "About"`,
	"description": `description = "Who we are"`,
	"nav":         "nav = 10",
	"draft":       "draft = true",
}

// lineOf is the line of the page's file where dest (a link's destination) is first
// written, for errors: the body's first line when it does not hold it as written.
func (d *contentDoc) lineOf(dest []byte) int {
	return 1 + d.skip + bytes.Count(d.body[:max(bytes.Index(d.body, dest), 0)], []byte("\n"))
}

// navLabel is the page's label in the navigation: its title.
func (d *contentDoc) navLabel() string { return d.Title }

// contentKind is the kind of the operator's page at path: its own, so that the navigation
// marks it as current.
func contentKind(path string) string { return "page:" + path }

// pageCSS is the operator's pages' own style, after the site's: pictures fit the column.
const pageCSS = ".prose img{max-width:100%;height:auto}\n"

// contentPage is the data of an operator's page (templates/site/page.html).
type contentPage struct {
	layout
	Body template.HTML
	// BodyLang is the language Body is written in when it is not the page's (.Lang):
	// on a site in several languages, a page of content/ that has no translation for it.
	BodyLang string
	// H1 is the page's title as its level-1 heading, "" when the body starts with one.
	H1 string
}

// markdownExt matches the other names of Markdown files (and .md in another case), which
// are no page of content/: only NAME.md is.
var markdownExt = regexp.MustCompile(`(?i)\.(md|markdown|mdown|mkdn?|mkd|mdwn|mdtxt|mdtext)$`)

// unreadContent is the error for a file of content/ (dir, rel under it) that no page
// reads: a Markdown file not named NAME.md would be left out, silently, and any other file
// is published only from static/. Hidden files and editors' backups are passed over
// (passedOver), as in layouts/.
func unreadContent(dir, rel string) error {
	p := filepath.Join(dir, rel)
	if m := markdownExt.FindStringIndex(rel); m != nil {
		return fmt.Errorf("%w: %s is read by no page: a page of content/ is a file NAME.md; rename it %s", ErrOptions, p, p[:len(p)-(len(rel)-m[0])]+".md")
	}
	return fmt.Errorf("%w: %s is read by no page: content/ holds the pages, NAME.md; put a file to publish in static/, like %s, or keep it out of content/", ErrOptions, p, filepath.Join(filepath.Dir(dir), "static", rel))
}

// readContent reads the Markdown pages of dir, drafts left out, sorted by path; any other
// file but hidden ones and backups is an error (unreadContent). Hidden folders are passed
// over whole.
func readContent(dir string) ([]contentDoc, error) {
	if dir == "" {
		return nil, nil
	}
	var docs []contentDoc
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && p != dir && strings.HasPrefix(e.Name(), ".") {
			return fs.SkipDir // an editor's or a tool's (.obsidian, .git): no page, and a dot name is served by no host
		}
		if e.IsDir() || passedOver(e.Name()) {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		if !strings.HasSuffix(e.Name(), ".md") {
			return unreadContent(dir, rel)
		}
		src := filepath.ToSlash(rel)
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		d := contentDoc{src: src, path: contentPath(src)}
		if d.body, err = splitFrontMatter(raw, &d.frontMatter); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrOptions, filepath.Join(dir, rel), err)
		}
		d.skip = bytes.Count(raw[:len(raw)-len(d.body)], []byte("\n"))
		if d.Draft {
			return nil
		}
		if err := ownImages(&d); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrOptions, filepath.Join(dir, rel), err)
		}
		if d.Title == "" {
			d.Title = firstMarkdownHeading(d.body)
		}
		if d.Title == "" {
			d.Title = strings.TrimSuffix(path.Base(src), ".md")
			if d.Title == "index" {
				d.Title = path.Base(path.Dir(src))
			}
		}
		docs = append(docs, d)
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		if errors.Is(err, ErrOptions) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: content: %v", ErrOptions, err)
	}
	slices.SortFunc(docs, func(a, b contentDoc) int { return strings.Compare(a.path, b.path) })
	return docs, nil
}

// translated returns the pages of docs for the language lang of a site in the languages
// langs (two or more). A file NAME.LANG.md, LANG one of langs, is NAME.md's translation:
// lang's site publishes it at NAME.md's page, the other languages' leave it out. A page
// with no translation for lang is published as it is, marked as written in the first
// language.
func translated(docs []contentDoc, lang string, langs []string) []contentDoc {
	of := func(d contentDoc) (string, string) { // the page it translates and its language
		name := strings.TrimSuffix(d.src, ".md")
		if l := strings.TrimPrefix(path.Ext(name), "."); l != "" && slices.Contains(langs, l) {
			return strings.TrimSuffix(name, "."+l) + ".md", l
		}
		return d.src, ""
	}
	mine := map[string]bool{}
	for _, d := range docs {
		if src, l := of(d); l == lang {
			mine[src] = true
		}
	}
	var out []contentDoc
	for _, d := range docs {
		src, l := of(d)
		switch {
		case l == lang:
			d.path = contentPath(src)
		case l != "" || mine[src]:
			continue // another language's translation, or this one's original
		case lang != langs[0]:
			d.lang = langs[0]
		}
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b contentDoc) int { return strings.Compare(a.path, b.path) })
	return out
}

// contentPath returns the page of a Markdown file: "about.md" → "about/index.html",
// "club/index.md" → "club/index.html", "index.md" → "index.html".
func contentPath(src string) string {
	p := strings.TrimSuffix(src, ".md")
	if p == "index" {
		return "index.html"
	}
	p = strings.TrimSuffix(p, "/index")
	return p + "/index.html"
}

// splitFrontMatter decodes the front matter of raw into fm, strictly (an unknown key is an
// error), and returns the Markdown after it.
//
// A delimiter line may end in spaces or tabs, which no editor shows: "+++ " is "+++", so
// that an invisible space neither publishes the front matter as the page's text nor
// makes a closing line the build cannot find.
func splitFrontMatter(raw []byte, fm *frontMatter) ([]byte, error) {
	raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
	first, _, ok := bytes.Cut(raw, []byte("\n"))
	if !ok {
		first = raw
	}
	delim := func(line []byte, d string) bool { return string(bytes.TrimRight(line, " \t\r")) == d }
	if ok && delim(first, "---") {
		return nil, errors.New(`front matter is TOML between +++ lines, like +++ title = "About" +++ on three lines`)
	}
	if !ok || !delim(first, "+++") {
		return raw, nil
	}
	rest := raw[bytes.IndexByte(raw, '\n')+1:]
	end := -1
	for off := 0; off < len(rest); {
		line := rest[off:]
		n := bytes.IndexByte(line, '\n')
		if n >= 0 {
			line = line[:n]
		}
		if delim(line, "+++") {
			end = off
			break
		}
		if n < 0 {
			break
		}
		off += n + 1
	}
	if end < 0 {
		return nil, errors.New(`front matter has no closing +++ line; end it with a line +++ of its own after its last key, like +++ title = "About" +++ on three lines`)
	}
	dec := toml.NewDecoder(bytes.NewReader(rest[:end]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(fm); err != nil {
		var strict *toml.StrictMissingError
		var de *toml.DecodeError
		switch {
		case errors.As(err, &strict) && len(strict.Errors) > 0:
			row, _ := strict.Errors[0].Position()
			key, hint := strings.Join(strict.Errors[0].Key(), "."), ""
			if key == "weight" { // Hugo's word for it
				hint = "a page's weight in the navigation is nav, like nav = 10; "
			} else if m := near.Name(key, frontMatterKeys); m != "" {
				hint = "did you mean " + m + "? "
			}
			return nil, fmt.Errorf("front matter line %d: unknown key %q; %sthe keys are %s", row+1, key, hint, near.List(frontMatterKeys, "and"))
		case errors.As(err, &de):
			row, key, problem, _ := tomlerr.Describe(err)
			like, ok := frontMatterExamples[key]
			if !ok {
				like = `title = "About", nav = 10, draft = true`
			}
			if key != "" {
				problem = key + ": " + problem
			}
			return nil, fmt.Errorf("front matter line %d: %s; like %s", row+1, problem, like)
		}
		return nil, fmt.Errorf("front matter: %v", err)
	}
	for _, t := range []struct{ key, v string }{{"title", fm.Title}, {"description", fm.Description}} {
		if err := CheckText(t.v); err != nil {
			return nil, fmt.Errorf("front matter line %d: %s: %v; like %s", frontMatterLine(rest[:end], t.key)+1, t.key, err, frontMatterExamples[t.key])
		}
	}
	after := rest[end:]
	if i := bytes.IndexByte(after, '\n'); i >= 0 {
		after = after[i+1:]
	} else {
		after = nil
	}
	return after, nil
}

// frontMatterLine returns the line of the front matter fm (from 1, the +++ line being 0)
// that sets key, 0 if none does.
func frontMatterLine(fm []byte, key string) int {
	for i, l := range strings.Split(string(fm), "\n") {
		if k, _, ok := strings.Cut(l, "="); ok && strings.Trim(strings.TrimSpace(k), `"'`) == key {
			return i + 1
		}
	}
	return 0
}

// firstMarkdownHeading returns the text of the first level-1 ATX heading of md, "" if none.
func firstMarkdownHeading(md []byte) string {
	doc := parseMarkdown(md)
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok && h.Level == 1 {
			return string(headingText(h, md))
		}
	}
	return ""
}

// ownImages returns an error naming the first image of the page d that another site would
// serve (an address with a scheme, or starting //): the pages load only their own files,
// as the privacy page promises, so an image belongs in static/. Links to other sites are
// fine: following one is the visitor's choice.
func ownImages(d *contentDoc) error {
	var bad []byte
	_ = ast.Walk(parseMarkdown(d.body), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if img, ok := n.(*ast.Image); ok && entering && bad == nil {
			// A data: image is in the page itself: it loads nothing from anywhere.
			if dest := string(img.Destination); (strings.HasPrefix(dest, "//") || hasScheme(dest)) && !strings.HasPrefix(strings.ToLower(dest), "data:") {
				bad = img.Destination
				return ast.WalkStop, nil
			}
		}
		return ast.WalkContinue, nil
	})
	if bad == nil {
		return nil
	}
	line := d.lineOf(bad)
	name := "picture.png"
	if u, err := url.Parse(string(bad)); err == nil && path.Base(u.Path) != "/" && path.Base(u.Path) != "." {
		name = path.Base(u.Path) // without the address's query
	}
	return fmt.Errorf("line %d: the image %s is on another site, and the pages load only their own files; put it in static/ and write ![description](/%s)", line, quoteShort(string(bad)), name)
}

// headingText is the plain text of a heading.
func headingText(n ast.Node, src []byte) []byte {
	var b bytes.Buffer
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(src))
		}
		return ast.WalkContinue, nil
	})
	return b.Bytes()
}

// renderContent renders a page's Markdown with the site's goldmark instance, its links
// rewritten (see above), a link to a day this build does not hold to the archive
// (outsideDay). It reports whether the body starts with a level-1 heading.
func (s *siteData) renderContent(d *contentDoc) (template.HTML, bool, error) {
	doc := parseMarkdown(d.body)
	root := rootOf(d.path)
	heading := false
	if h, ok := doc.FirstChild().(*ast.Heading); ok && h.Level == 1 {
		heading = true
	}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch l := n.(type) {
		case *ast.Link:
			if p, ok := linkTarget(string(l.Destination), d.src); ok && !s.built[p] {
				if _, out := s.outsideDay(p); out {
					l.Destination = []byte("/archive/") // a day this build does not hold (deadLinks warns)
				}
			}
			l.Destination = []byte(rewriteLink(string(l.Destination), d.src, root))
		case *ast.Image:
			l.Destination = []byte(rewriteLink(string(l.Destination), d.src, root))
		}
		return ast.WalkContinue, nil
	})
	var b bytes.Buffer
	if err := markdown.Renderer().Render(&b, d.body, doc); err != nil {
		return "", false, err
	}
	return template.HTML(b.String()), heading, nil
}

// rewriteLink rewrites a link of the Markdown file src (under content/) for its page,
// which sits at root (rootOf) from the site root.
func rewriteLink(dest, src, root string) string {
	p, ok := linkTarget(dest, src)
	if !ok {
		return dest
	}
	target, frag, _ := strings.Cut(dest, "#")
	query := ""
	if i := strings.IndexByte(target, '?'); i >= 0 {
		query = target[i:]
	}
	out := root + p + query
	if frag != "" || strings.Contains(dest, "#") {
		out += "#" + frag
	}
	return out
}

// linkTarget returns the file of the site (a slash path from its root, like
// "club/index.html") that a link of the Markdown file src leads to, and false for a link
// the site leaves as it is: empty, only a fragment, with a scheme or a host, or out of the
// site ("../").
func linkTarget(dest, src string) (string, bool) {
	if dest == "" || strings.HasPrefix(dest, "#") || strings.HasPrefix(dest, "//") || hasScheme(dest) {
		return "", false
	}
	target, _, _ := strings.Cut(dest, "#")
	if i := strings.IndexByte(target, '?'); i >= 0 {
		target = target[:i]
	}
	var p string
	if strings.HasPrefix(target, "/") {
		p = strings.TrimPrefix(path.Clean(target), "/")
	} else {
		p = path.Join(path.Dir(src), target)
		if strings.HasPrefix(p, "../") || p == ".." {
			return "", false // out of the site: leave it to the operator
		}
	}
	switch {
	case strings.HasSuffix(p, ".md"):
		p = contentPath(p)
	case strings.HasSuffix(target, "/") || p == "." || p == "":
		if p == "." {
			p = ""
		}
		if p != "" {
			p += "/"
		}
		p += "index.html"
	}
	return p, true
}

// deadLinks returns an error naming the first link or image of the operator's pages that
// leads to nothing the site publishes (s.built): a page renamed, a draft, a picture not in
// static/, a day that can never be built. A build that published it would publish a
// broken link. A link to a day this build does not hold, but another may (outsideDay), is
// no error: every day leaves a build's window as time passes, and a nightly build must
// not start failing on a page nobody changed. Such a link leads to the archive
// (renderContent) and gets one of the warnings returned, in the order of the pages.
func (s *siteData) deadLinks() (warnings []string, err error) {
	for _, d := range s.content {
		file := filepath.Join(s.opts.Content, filepath.FromSlash(d.src))
		var bad []byte
		image := false
		_ = ast.Walk(parseMarkdown(d.body), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			var dest []byte
			switch l := n.(type) {
			case *ast.Link:
				dest = l.Destination
			case *ast.Image:
				dest = l.Destination
			}
			p, ok := linkTarget(string(dest), d.src)
			if entering && dest != nil && (ok && s.built[p] || bytes.HasPrefix(dest, []byte("#"))) {
				if id, part := fragmentOf(string(dest)); part {
					if !ok {
						p = d.path // #part of the page itself
					}
					s.anchors = append(s.anchors, anchorLink{file: file, line: d.lineOf(dest), dest: string(dest), page: p, id: id})
				}
			}
			if !entering || !ok || s.built[p] {
				return ast.WalkContinue, nil
			}
			_, image = n.(*ast.Image)
			if day, ok := s.outsideDay(p); ok && !image {
				w := fmt.Sprintf("%s: line %d: the link %s %s", file, d.lineOf(dest), quoteShort(string(dest)), s.outsideWhy(p, day))
				if !slices.Contains(warnings, w) {
					warnings = append(warnings, w)
				}
				return ast.WalkContinue, nil
			}
			bad = dest
			return ast.WalkStop, nil
		})
		if bad == nil {
			continue
		}
		p, _ := linkTarget(string(bad), d.src)
		line := d.lineOf(bad)
		if image {
			return nil, fmt.Errorf("%w: %s: line %d: the image %s is no file of the site (no %s); put the picture in static/, like static/%s, and write ![description](/%s)",
				ErrOptions, file, line, quoteShort(string(bad)), p, path.Base(p), path.Base(p))
		}
		why := ""
		if day, ok := dayOf(p); ok && s.opts.FirstDay != nil && day < *s.opts.FirstDay {
			why = fmt.Sprintf(": %s is before [publish] first_day %s", day, *s.opts.FirstDay)
		}
		return nil, fmt.Errorf("%w: %s: line %d: the link %s leads to nothing the site publishes (no %s%s); link a page it has, like [the archive](/archive/), a page of content/ by its file, like [about](about.md), or a file of static/",
			ErrOptions, file, line, quoteShort(string(bad)), p, why)
	}
	return warnings, nil
}

// anchorLink is a link of a page of content/ to a part of a page of the site, by its id:
// [the goal cards](/rules/#goal-cards).
type anchorLink struct {
	file string // the Markdown file, for errors
	line int
	dest string // as written
	page string // the page, a file of the site like "rules/index.html"
	id   string // the id it names, unescaped: "goal-cards"
}

// fragmentOf returns the id that the fragment of the link dest names, and whether it names
// one to check: not when dest has no fragment or an empty one, nor "#top" (the top of any
// page, by HTML's rule), nor a fragment with "=", which is a page's state, not a part of
// it (a duel replay, "#game=S-7S-10H"; a text fragment, "#:~:text=").
func fragmentOf(dest string) (string, bool) {
	_, frag, ok := strings.Cut(dest, "#")
	if !ok || frag == "" || frag == "top" || strings.Contains(frag, "=") {
		return "", false
	}
	if id, err := url.PathUnescape(frag); err == nil {
		frag = id // as a browser reads it: #r%C3%A8gles is the id règles
	}
	return frag, true
}

// checkAnchors returns an error naming the first link of the operator's pages to a part
// of a page (s.anchors) that the page, as written into dir, has no id for: a heading
// renamed, a part mistyped. The page's own markup is the one source of its ids.
func (s *siteData) checkAnchors(dir string) error {
	ids := make(map[string][]string) // page → its ids
	for _, a := range s.anchors {
		if !strings.HasSuffix(a.page, ".html") {
			continue // a picture's or a document's fragment is the viewer's, not the site's
		}
		have, ok := ids[a.page]
		if !ok {
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(a.page)))
			if err != nil {
				return err
			}
			have = pageIDs(b)
			ids[a.page] = have
		}
		if slices.Contains(have, a.id) {
			continue
		}
		base, _, _ := strings.Cut(a.dest, "#")
		fix := fmt.Sprintf("link the page alone, like %s", quoteShort(base))
		if base == "" {
			fix = "link a part it has" // of the page itself, which "" would link
		}
		if m := near.Name(a.id, have); m != "" {
			fix = fmt.Sprintf("did you mean %s?", quoteShort(base+"#"+m))
		} else if len(have) > 0 && base == "" {
			fix += fmt.Sprintf(", like %s", quoteShort("#"+have[0]))
		} else if len(have) > 0 {
			fix += fmt.Sprintf(", or a part it has, like %s", quoteShort(base+"#"+have[0])) // a heading's, if it has one
		}
		return fmt.Errorf("%w: %s: line %d: the link %s leads to no part of %s (it has no id %s); %s",
			ErrOptions, a.file, a.line, quoteShort(a.dest), a.page, quoteShort(a.id), fix)
	}
	return nil
}

// pageIDs returns the ids of the elements of the HTML page b: the parts a link to it can
// name. The headings' come first, in the page's order, then the others' (like the skip
// link's <main id="content">), so that the first is the one to show as an example.
func pageIDs(b []byte) []string {
	var headings, others []string
	heading := false // the attributes read are a heading's
	l := html.NewLexer(parse.NewInputBytes(b))
	for {
		switch tt, data := l.Next(); tt {
		case html.ErrorToken:
			return append(headings, others...)
		case html.StartTagToken:
			name := strings.ToLower(string(data[1:]))
			heading = len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6'
		case html.AttributeToken:
			if strings.EqualFold(string(l.Text()), "id") {
				v := stdhtml.UnescapeString(strings.Trim(string(l.AttrVal()), `"'`))
				if heading {
					headings = append(headings, v)
				} else {
					others = append(others, v)
				}
			}
		}
	}
}

// dayOf returns the day of p, a file of the site (as linkTarget returns it), when p is a
// day's page or print page, like "daily/2026-11-30/index.html" or
// "daily/2026-11-30/print.html", of a real date of the calendar.
func dayOf(p string) (generator.Date, bool) {
	rest, ok := strings.CutPrefix(p, "daily/")
	date, file, _ := strings.Cut(rest, "/")
	if !ok || file != "index.html" && file != "print.html" {
		return 0, false
	}
	d, err := generator.ParseDate(date)
	return d, err == nil && d >= generator.FirstDate && d <= generator.LastDate
}

// outsideDay reports whether p, a file of the site that this build does not write, is
// no dead link, and returns its day: p is a day's page or print page (dayOf) not before
// [publish] first_day, which another build holds. Such a link leads to the archive
// instead (renderContent): the nearest page of this site to a day it does not hold.
func (s *siteData) outsideDay(p string) (generator.Date, bool) {
	day, ok := dayOf(p)
	return day, ok && (s.opts.FirstDay == nil || day >= *s.opts.FirstDay)
}

// outsideWhy says why p, a file of day that this build does not write (outsideDay), goes
// to the archive, and the fix: the end of deadLinks' warning.
func (s *siteData) outsideWhy(p string, day generator.Date) string {
	first, last := s.recs[0].Date, s.recs[len(s.recs)-1].Date
	if strings.HasSuffix(p, "/print.html") {
		last = s.recs[s.listed-1].Date // no print page after the horizon
	}
	why := fmt.Sprintf("leads to the day %s, which is not in this build (it holds %s to %s), so it goes to the archive", day, first, last)
	if day > last {
		return why + fmt.Sprintf(" until a build holds it (one on %s or later); link archive/ instead, like [the archive](/archive/), to stop this warning", day.Add(-1))
	}
	return why + fmt.Sprintf("; link archive/ instead, like [the archive](/archive/), or widen [publish] to hold the day, like days_before = %d (or --from %s)", int(s.opts.Today-day), day)
}

// hasScheme reports whether a link starts with a URL scheme, like "https:" or "mailto:".
func hasScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case c == ':' && i > 0:
			return true
		default:
			return false
		}
	}
	return false
}

// contentPages are the operator's pages.
func contentPages(s *siteData) ([]page, error) {
	pages := make([]page, 0, len(s.content))
	for i := range s.content {
		d := &s.content[i]
		pages = append(pages, page{path: d.path, tmpl: "page", data: func() (any, error) {
			body, heading, err := s.renderContent(d)
			if err != nil {
				return nil, fmt.Errorf("content/%s: %w", d.src, err)
			}
			desc := d.Description
			if desc == "" {
				desc = s.siteDescription()
			}
			p := &contentPage{layout: s.layout(d.path, contentKind(d.path), s.titled(d.Title), desc), Body: body, BodyLang: d.lang}
			p.Styles = s.styles(p.Root, p.Kind, false, []part{{"page", pageCSS}}, false)
			if !heading {
				p.H1 = d.Title
			}
			return p, nil
		}})
	}
	return pages, nil
}

// clash is the error of two pages written to path: the operator's, when a file of static/
// or a page of content/ would take a built page's place, which they may not.
func (s *siteData) clash(path string) error {
	for _, p := range s.pages {
		if p.path == path && p.static {
			return fmt.Errorf("%w: %s would replace the site's own %s; rename it", ErrOptions, filepath.Join(s.opts.Static, filepath.FromSlash(path)), path)
		}
	}
	for _, d := range s.content {
		if d.path == path {
			return fmt.Errorf("%w: %s would replace the site's own page %s; rename it", ErrOptions, filepath.Join(s.opts.Content, filepath.FromSlash(d.src)), path)
		}
	}
	return fmt.Errorf("two pages would be written to %s", path)
}

// fileOnFolder returns the error of a file written where another file needs a folder of
// that name, among paths (sorted): a file of static/ named like a folder of the site
// (static/rules, static/assets), or a page of content/ whose folder has a file's name
// (content/feed.xml.md, content/news.md beside a file static/news). Written, either
// would fail halfway through the build, naming a temporary file.
func (s *siteData) fileOnFolder(paths []string) error {
	dirs := map[string]bool{assetsDir: true} // the shared files, not among paths yet
	for _, p := range paths {
		for i := range len(p) {
			if p[i] == '/' {
				dirs[p[:i]] = true
			}
		}
	}
	for _, file := range paths {
		if !dirs[file] {
			continue
		}
		under, what := assetsDir+"/", "its style sheets and scripts"
		if i, _ := slices.BinarySearch(paths, file+"/"); i < len(paths) && strings.HasPrefix(paths[i], file+"/") {
			under, what = paths[i], paths[i]
		}
		fileSrc, underSrc := s.source(file), s.source(under)
		switch {
		case underSrc != "" && fileSrc != "":
			return fmt.Errorf("%w: %s would be published as %s, in a folder %s/, where %s is published as a file; rename one of them", ErrOptions, underSrc, under, file, fileSrc)
		case underSrc != "":
			return fmt.Errorf("%w: %s would be published as %s, in a folder %s/, where the site writes its own file %s; rename it", ErrOptions, underSrc, under, file, file)
		case fileSrc != "":
			return fmt.Errorf("%w: %s would be published as a file %s, where the site has its folder %s/ (%s); rename it", ErrOptions, fileSrc, file, file, what)
		}
		return fmt.Errorf("the file %s would be written where the folder of %s is", file, under)
	}
	return nil
}

// source returns the operator's file that the site's file at path is made from, like
// static/CNAME or content/about.md; "" for a file the site makes itself.
func (s *siteData) source(path string) string {
	for _, p := range s.pages {
		if p.path == path && p.static {
			return filepath.Join(s.opts.Static, filepath.FromSlash(path))
		}
	}
	for _, d := range s.content {
		if d.path == path {
			return filepath.Join(s.opts.Content, filepath.FromSlash(d.src))
		}
	}
	return ""
}

// siteDescription is the site's description: the operator's, or the built-in one.
func (s *siteData) siteDescription() string {
	if s.opts.Description != "" {
		return s.opts.Description
	}
	return "A daily Ops solitaire and a Two Ops hand, the same for everyone."
}
