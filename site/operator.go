package site

import (
	"fmt"
	"html/template"
	"image/color"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/near"
	"github.com/opsdaily/opsdaily/templates"
)

// DefaultTitle is the site's name when the operator gives none.
const DefaultTitle = "opsdaily"

// Operator is what the people who run a site make their own (opsdaily.toml, content/,
// layouts/ and static/ of a site directory; see site/config). Every field is optional: the
// zero value is the built-in site.
type Operator struct {
	// Title is the site's name, in the header, the page titles ("Rules of Ops · Title"),
	// the feed and the previews; "" means DefaultTitle.
	Title string
	// Description describes the site: the home page's description and the feed's subtitle;
	// "" keeps the built-in text.
	Description string
	// Language is the site's language, a BCP 47 tag like "en" or "fr-CA"; "" means "en".
	// It is the pages' lang attribute, and it picks the catalogue of the pages' words
	// (templates/i18n/LANG.toml, or that of the base language, "fr" for "fr-CA") and the
	// rules pages (templates/rules/LANG/). A language without a catalogue is refused.
	Language string
	// Footer replaces the footer's sentence (plain text; the footer's links stay).
	Footer string
	// Nav lists the built-in pages in the main navigation, in order, by name (see
	// NavPages); nil means all of them. The operator's pages with a nav weight follow.
	Nav []string
	// Numbering, if set, numbers the days ("No. 123").
	Numbering *Numbering
	// FirstDay, if set, is the first day any build of the site publishes ([publish]
	// first_day). A link of Content to an earlier day leads to a page that can never
	// exist, and stops the build; a link to a later day that this build does not hold only
	// warns (see outsideDay).
	FirstDay *generator.Date
	// Content, Layouts and Static are the operator's directories ("" for none): Markdown
	// pages, templates replacing embedded ones, and files copied into the site as they are.
	Content, Layouts, Static string
	// Config is the config file these options were read from ("" for none). Like the
	// three directories, it is a source of the site: a build refuses an Out that holds one
	// of them (SourcesError), since it replaces Out whole.
	Config string
	// Logo is the path of an image under Static shown in the header instead of the
	// built-in mark, like "logo.svg".
	Logo string
	// ThemeColor is a colour like "#1d4ed8": the browser's theme colour and the accent of
	// the light scheme (links, buttons, the band of the link previews). The dark scheme keeps its own accent, which a
	// single colour cannot suit in both schemes.
	ThemeColor string
	// Languages, if set, lists two or more languages the site is published in, each under
	// a directory of its own named by its language (en/, fr/), with the same puzzles and a
	// language switch on every page; the first is the default (see languages.go). Language
	// is then ignored.
	Languages []string
	// langNames are the languages' names in themselves, for the switch (set by
	// buildLanguages).
	langNames map[string]string

	// wordsFS, if set, replaces templates.FS as the source of the catalogues and the rules
	// pages: a test's languages.
	wordsFS fs.FS

	// NoPreviews leaves out the days' link preview images (a 10-year site's previews are
	// some 58 MB and 15 CPU-seconds of its build); the pages then have no og:image.
	NoPreviews bool
}

// Numbering numbers the days: From is day number First, the next day First+1. Days before
// From have no number.
type Numbering struct {
	From  generator.Date
	First int
}

// number returns the number of day, "No. 123" in English (the message day_number of cat),
// or "" when it has none.
func (n *Numbering) number(cat *i18n.Catalog, day generator.Date) string {
	if n == nil || day < n.From {
		return ""
	}
	s, _ := cat.Msg("day_number", "n", strconv.Itoa(n.First+int(day-n.From)))
	return s
}

// NavPages are the names of the built-in pages that may appear in the main navigation, in
// their default order.
func NavPages() []string {
	var out []string
	for _, k := range kinds() {
		if k.nav != "" {
			out = append(out, k.name)
		}
	}
	return out
}

// ColorPattern is the form of Operator.ThemeColor.
var ColorPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// MinContrast is the least contrast (WCAG 2) a theme colour must have with the white text
// of the buttons and with the light page's background, on which it colours links: the
// level of normal text, 4.5:1.
const MinContrast = 4.5

// CheckText returns an error if s, a text the operator gives the pages (a title, a
// description, the footer), holds a control character other than a tab or a line break:
// HTML may not hold one (a NUL), and the feed's XML would write it as U+FFFD.
func CheckText(s string) error {
	i := strings.IndexFunc(s, func(r rune) bool { return unicode.IsControl(r) && !strings.ContainsRune("\t\n\r", r) })
	if i < 0 {
		return nil
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return fmt.Errorf("%s holds the control character %U, which no page can show", QuoteShort(s, 40), r)
}

// CheckThemeColor returns an error unless c is a colour #rrggbb with at least MinContrast
// against white (button text) and the page's background (links).
func CheckThemeColor(c string) error {
	if !ColorPattern.MatchString(c) {
		return fmt.Errorf("%q is not a colour written #rrggbb", c)
	}
	for _, bg := range []struct{ name, hex string }{{"the buttons' white text", "#ffffff"}, {"the page's background", "#f3efe4"}} {
		if r := contrast(c, bg.hex); r < MinContrast {
			return fmt.Errorf("%s has a contrast of %.1f:1 with %s, below %.1f:1: choose a darker colour", c, r, bg.name, MinContrast)
		}
	}
	return nil
}

// contrast is the WCAG 2 contrast ratio of two colours #rrggbb.
func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// hexColor returns the colour #rrggbb (a string ColorPattern matches) as RGBA.
func hexColor(hex string) color.RGBA {
	var rgb [3]uint8
	for i := range rgb {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		rgb[i] = uint8(v)
	}
	return color.RGBA{rgb[0], rgb[1], rgb[2], 0xff}
}

// luminance is the WCAG 2 relative luminance of a colour #rrggbb.
func luminance(hex string) float64 {
	rgba := hexColor(hex)
	var rgb [3]float64
	for i, v := range []uint8{rgba.R, rgba.G, rgba.B} {
		c := float64(v) / 255
		if c <= 0.04045 {
			c /= 12.92
		} else {
			c = math.Pow((c+0.055)/1.055, 2.4)
		}
		rgb[i] = c
	}
	return 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
}

// LanguagePattern is the form of Operator.Language: a BCP 47 tag, two or three letters and
// optional subtags ("en", "fr-CA", "zh-Hant-TW").
var LanguagePattern = regexp.MustCompile(`^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$`)

// CanonicalLanguage writes a language tag of LanguagePattern's form in the case BCP 47
// gives it (RFC 5646, 2.1.1), since tags are case-insensitive: EN is en, fr-ca is fr-CA,
// ZH-HANT-TW is zh-Hant-TW. The language and every other subtag are lower case, a region of
// two letters upper case, a script (four letters) title case; the subtags after a singleton
// (x-, u-) stay lower case. Anything else is returned as it is, for its checks to refuse.
// The site's catalogues, lang attributes and directories are named in this form.
func CanonicalLanguage(tag string) string {
	if !LanguagePattern.MatchString(tag) {
		return tag
	}
	parts := strings.Split(strings.ToLower(tag), "-")
	for i := 1; i < len(parts) && len(parts[i-1]) > 1; i++ {
		switch p := parts[i]; {
		case len(p) == 2:
			parts[i] = strings.ToUpper(p)
		case len(p) == 4 && p[0] >= 'a' && p[0] <= 'z':
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "-")
}

// check validates the operator's options.
func (o *Operator) check() error {
	if o.Language != "" && !LanguagePattern.MatchString(o.Language) {
		return fmt.Errorf("%w: language %q is not a language tag like en or fr-CA", ErrOptions, o.Language)
	}
	if _, err := o.catalog(); err != nil {
		return err
	}
	if o.ThemeColor != "" {
		if err := CheckThemeColor(o.ThemeColor); err != nil {
			return fmt.Errorf("%w: theme colour %v; like #1d4ed8", ErrOptions, err)
		}
	}
	if err := CheckNav(o.Nav); err != nil {
		return fmt.Errorf("%w: navigation: %v", ErrOptions, err)
	}
	if o.Logo != "" {
		if err := CheckLogo(o.Static, o.Logo); err != nil {
			return fmt.Errorf("%w: logo %v, like logo.svg", ErrOptions, err)
		}
	}
	return nil
}

// CheckNav returns an error naming the first page of nav that is not a built-in page
// (NavPages) or is listed twice.
func CheckNav(nav []string) error {
	names := NavPages()
	for i, n := range nav {
		if !slices.Contains(names, n) {
			return fmt.Errorf("%q is not a built-in page; the pages are %s (your own pages join with a nav weight in their front matter)", n, strings.Join(names, ", "))
		}
		if slices.Contains(nav[:i], n) {
			return fmt.Errorf("%q is listed twice", n)
		}
	}
	return nil
}

// logoExts are the kinds of picture a logo may be: those every browser draws in an img.
var logoExts = []string{".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif"}

// CheckLogo returns an error if logo, a slash path, is not a regular file under the
// directory static, or is no picture (logoExts: a notes.txt would be a broken image in
// every page's header). A path from the site's root, "/img/logo.svg" as the pages of
// content/ write it, or one from the site's directory, "static/img/logo.svg" or
// "./img/logo.svg", is told the form to write, "img/logo.svg".
func CheckLogo(static, logo string) error {
	file := func(p string) bool {
		if static == "" || !fs.ValidPath(p) {
			return false
		}
		fi, err := os.Stat(filepath.Join(static, filepath.FromSlash(p)))
		return err == nil && fi.Mode().IsRegular()
	}
	dir := static
	if dir == "" {
		dir = "static" // named in the message; a site without static/ has no logo file
	}
	switch rel := strings.TrimPrefix(logo, "/"); {
	case file(logo) && !slices.Contains(logoExts, strings.ToLower(path.Ext(logo))):
		return fmt.Errorf("%q is not a picture (%s)", logo, strings.Join(logoExts, ", "))
	case file(logo):
		return nil
	case rel != logo && file(rel):
		return fmt.Errorf("%q is a path from the site's root: write the path under %s, %q", logo, dir, rel)
	}
	// Written from the site's directory (static/img/logo.svg) or with ./ before it: the
	// file is there, and the line says the form to write.
	for _, pre := range []string{filepath.Base(dir) + "/", "./"} {
		if rel, ok := strings.CutPrefix(logo, pre); ok && file(rel) {
			return fmt.Errorf("%q begins with %s: write the path under %s, %q", logo, pre, dir, rel)
		}
	}
	return fmt.Errorf("%q is not a file under %s", logo, dir)
}

// Languages lists the languages the site can be built in: those with a catalogue,
// templates/i18n/LANG.toml.
func Languages() []string {
	langs, _ := i18n.Languages(templates.FS)
	return langs
}

// CheckLanguage returns an error unless the language tag is well formed and has a complete
// catalogue (its own, or its base language's: fr-CA is built in French). The error says
// what is wrong in one line, naming the languages there are. The tag is matched as written:
// a tag given by a person goes through CanonicalLanguage first (EN is en).
func CheckLanguage(tag string) error {
	if !LanguagePattern.MatchString(tag) {
		return fmt.Errorf("%q is not a language tag like en or fr-CA", tag)
	}
	_, err := catalogs(templates.FS, tag)
	return err
}

// words returns the files of the site's words: the catalogues (i18n/) and the rules pages
// (rules/), templates.FS unless a test gives its own.
func (o *Operator) words() fs.FS {
	if o.wordsFS != nil {
		return o.wordsFS
	}
	return templates.FS
}

// catalog returns the catalogue of the site's language, checked complete; an error wraps
// ErrOptions.
func (o *Operator) catalog() (*i18n.Catalog, error) {
	if o.wordsFS == nil && (o.Language == "" || o.Language == i18n.Reference) {
		return english(), nil
	}
	lang := o.Language
	if lang == "" {
		lang = i18n.Reference
	}
	c, err := catalogs(o.words(), lang)
	if err != nil {
		return nil, fmt.Errorf("%w: language %s: %v", ErrOptions, lang, err)
	}
	return c, nil
}

// catalogCache holds the catalogues of templates.FS by language tag, read once per process
// (a server that rebuilds reads them once).
var catalogCache sync.Map

// catalogs returns i18n.For(fsys, lang), cached when fsys is templates.FS.
func catalogs(fsys fs.FS, lang string) (*i18n.Catalog, error) {
	type result struct {
		c   *i18n.Catalog
		err error
	}
	if fsys != fs.FS(templates.FS) {
		return i18n.For(fsys, lang)
	}
	if v, ok := catalogCache.Load(lang); ok {
		r := v.(result)
		return r.c, r.err
	}
	c, err := i18n.For(fsys, lang)
	catalogCache.Store(lang, result{c, err})
	return c, err
}

// t returns the message key of the site's catalogue (i18n.Catalog.Msg), as plain text for
// the templates to escape. A missing key or value fails the build (a programming error,
// which the site's tests find).
func (s *siteData) t(key string, args ...any) string {
	m, err := s.cat.Msg(key, args...)
	if err != nil {
		s.fail(err)
	}
	return m
}

// level is the name of a level of difficulty, "gentle".
func (s *siteData) level(l generator.Level) string {
	return s.t("level." + strconv.Itoa(int(l)))
}

// name is the site's name.
func (s *siteData) name() string {
	if s.opts.Title != "" {
		return s.opts.Title
	}
	return DefaultTitle
}

// titled returns a page title followed by the site's name: "Rules of Ops · opsdaily".
func (s *siteData) titled(title string) string {
	return s.t("titled", "title", title, "site", s.name())
}

// lang is the pages' lang attribute.
func (s *siteData) lang() string {
	if s.opts.Language != "" {
		return s.opts.Language
	}
	return "en"
}

// chromeData is the data of the templates "head-links", "header", "footer" and "head-end"
// (templates/site/layout.html), rendered once per place and kind.
type chromeData struct {
	Root, Kind string
	Nav        []navLink
	// Title is the site's name, Footer the operator's footer text ("" for the built-in).
	Title, Footer string
	// Logo is the href of the operator's logo from Root, "" for the built-in mark.
	Logo string
	// ThemeColor is the operator's theme colour, "" for none; CustomCSS the href of
	// static/custom.css from Root, "" when there is none.
	ThemeColor template.CSS
	CustomCSS  string
	// Lang is the pages' language.
	Lang string
	// Site names the site in its pages' storage keys (templates/play/stats.js, key).
	Site string
	// Langs is the site's languages ("en fr") on a site in several languages, "" on a site
	// in one: the pages of every language keep one storage, under the site's top, the folder
	// above the languages' (templates/play/stats.js, place).
	Langs string
	// LangStyle is the language switch's style, on a site in several languages only.
	LangStyle template.CSS
}

// chromeData returns the chrome's data at root of kind.
func (s *siteData) chromeData(root, kind string) chromeData {
	d := chromeData{Root: root, Kind: kind, Nav: s.nav, Title: s.name(), Footer: s.opts.Footer,
		ThemeColor: template.CSS(s.opts.ThemeColor), Lang: s.lang(), Site: s.siteID}
	if len(s.opts.Languages) > 1 {
		d.LangStyle = langStyle
		d.Langs = strings.Join(s.opts.Languages, " ")
	}
	if s.opts.Logo != "" {
		d.Logo = root + s.opts.Logo
	}
	if s.customCSS {
		d.CustomCSS = root + "custom.css"
	}
	return d
}

// navFor returns the main navigation, its labels worded by label (siteData.t): the built-in pages of opts.Nav (all by default),
// then the operator's pages with a nav weight, by weight and then path.
func navFor(ks []kind, opts Options, docs []contentDoc, label func(key string, args ...any) string) []navLink {
	var nav []navLink
	if opts.Nav == nil {
		for _, k := range ks {
			if k.nav != "" {
				nav = append(nav, navLink{Kind: k.name, Label: label(k.nav), Href: k.href})
			}
		}
	} else {
		for _, n := range opts.Nav {
			for _, k := range ks {
				if k.name == n && k.nav != "" {
					nav = append(nav, navLink{Kind: k.name, Label: label(k.nav), Href: k.href})
				}
			}
		}
	}
	var mine []contentDoc
	for _, d := range docs {
		if d.Nav != 0 {
			mine = append(mine, d)
		}
	}
	slices.SortFunc(mine, func(a, b contentDoc) int {
		if a.Nav != b.Nav {
			return a.Nav - b.Nav
		}
		return strings.Compare(a.path, b.path)
	})
	for _, d := range mine {
		nav = append(nav, navLink{Kind: contentKind(d.path), Label: d.navLabel(), Href: d.path})
	}
	return nav
}

// templatesFor returns the build's template set, worded from cat: the embedded one, with
// the operator's layouts/NAME.html replacing the templates named NAME.
func templatesFor(layouts string, cat *i18n.Catalog) (*template.Template, error) {
	t, err := embeddedTemplates(cat)
	if err != nil || layouts == "" {
		return t, err
	}
	entries, err := os.ReadDir(layouts)
	if err != nil {
		return nil, fmt.Errorf("%w: layouts: %v", ErrOptions, err)
	}
	var files []string
	for _, e := range entries {
		if passedOver(e.Name()) {
			continue
		}
		if err := readByAPage(layouts, e); err != nil {
			return nil, err
		}
		files = append(files, e.Name())
	}
	if len(files) == 0 {
		return t, nil
	}
	if t, err = parseTemplatesIn(templates.FS, cat); err != nil {
		return nil, err
	}
	for _, f := range files {
		name := strings.TrimSuffix(f, ".html")
		src, err := os.ReadFile(filepath.Join(layouts, f))
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrOptions, err)
		}
		if _, err := t.New(name).Parse(string(src)); err != nil {
			return nil, layoutParseError(filepath.Join(layouts, f), err)
		}
	}
	cat.Fold(t) // the operator's layouts too, as parseTemplatesIn does
	return t, nil
}

// passedOver reports whether a name in layouts/ is no layout and no mistake either: a
// hidden file (.gitkeep, .DS_Store, an editor's .footer.html.swp) or an editor's backup
// (footer.html~, #footer.html#).
func passedOver(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "#") || strings.HasSuffix(name, "~")
}

// readByAPage returns nil for an entry of layouts/ that replaces a template (NAME.html, NAME
// one of Replaceable), and otherwise an error wrapping ErrOptions that names it, with the
// layout it may have meant (near.Name) and those there are: a layouts/daly.html, a
// layouts/footer.htm or a folder would otherwise be read by no page, and the edit in it do
// nothing, silently.
func readByAPage(layouts string, e fs.DirEntry) error {
	name, kind := e.Name(), filepath.Ext(e.Name())
	if !e.IsDir() && kind == ".html" && slices.Contains(Replaceable, strings.TrimSuffix(name, kind)) {
		return nil
	}
	list := near.List(Replaceable, "and") + ", each as NAME.html"
	stem := strings.TrimSuffix(name, kind)
	if e.IsDir() {
		stem = name
	}
	if m := near.Name(stem, Replaceable); m != "" {
		return fmt.Errorf("%w: %s is read by no page: did you mean %s? (the layouts a site can replace: %s)",
			ErrOptions, filepath.Join(layouts, name), filepath.Join(layouts, m+".html"), list)
	}
	return fmt.Errorf("%w: %s is read by no page; the layouts a site can replace are %s", ErrOptions, filepath.Join(layouts, name), list)
}

// Replaceable names the templates an operator may replace with layouts/NAME.html; the
// README lists the data each one receives.
var Replaceable = []string{"top", "bottom", "head-links", "head-end", "header", "footer", "page", "404", "archive", "rules", "daily"}
