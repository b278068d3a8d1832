package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// workers is the number of pages rendered at once: one per processor (the target machine
// has two cores).
var workers = runtime.GOMAXPROCS(0)

// parsedTemplates is parseTemplates(templates.FS), parsed once per process: the templates
// every English build uses.
func parsedTemplates() (*template.Template, error) {
	return embeddedTemplates(english())
}

// english is the English catalogue of templates.FS, which the embedded files guarantee.
var english = sync.OnceValue(func() *i18n.Catalog {
	c, err := i18n.For(templates.FS, i18n.Reference)
	if err != nil {
		panic(err) // the embedded English catalogue is checked by site/i18n's tests
	}
	return c
})

// langTemplates caches embeddedTemplates: lang → func() (*template.Template, error).
var langTemplates sync.Map

// embeddedTemplates returns the embedded templates worded from cat, parsed once per
// process and language.
func embeddedTemplates(cat *i18n.Catalog) (*template.Template, error) {
	key := cat.Lang
	if v, ok := langTemplates.Load(key); ok {
		return v.(func() (*template.Template, error))()
	}
	v, _ := langTemplates.LoadOrStore(key, sync.OnceValues(func() (*template.Template, error) {
		return parseTemplatesIn(templates.FS, cat)
	}))
	return v.(func() (*template.Template, error))()
}

// parseTemplates parses the page templates of fsys, worded in English (parseTemplatesIn).
func parseTemplates(fsys fs.FS) (*template.Template, error) {
	return parseTemplatesIn(fsys, english())
}

// parseTemplatesIn parses the page templates of fsys into one set whose words come from
// cat (the template functions of funcsFor): every */*.html (site/ holds the layout and the
// site's pages, play/ the game boards, print/ the print layouts, and each later page kind
// may bring a directory of its own, like trainer/). The game boards ("ops-board",
// "twoops-board", "play-start") come from play/; the style sheets are shared files
// (assets.go). Tests pass an overlay of templates.FS to show that a change of a page is a
// change of its template alone.
func parseTemplatesIn(fsys fs.FS, cat *i18n.Catalog) (*template.Template, error) {
	parts := new(partials)
	t := template.New("site").Funcs(funcsFor(cat, parts))
	const glob = "*/*.html"
	if names, err := fs.Glob(fsys, glob); err != nil || len(names) == 0 {
		return nil, fmt.Errorf("no templates %s: %v", glob, err)
	}
	t, err := t.ParseFS(fsys, glob)
	if err != nil {
		return nil, fmt.Errorf("parse templates: %w", err)
	}
	for _, name := range []string{"ops-board", "twoops-board", "play-start", "print-style"} {
		if t.Lookup(name) == nil {
			return nil, fmt.Errorf("no template %q in templates/play", name)
		}
	}
	cat.Fold(t) // {{T "key"}} of a message without values, written in (i18n.Catalog.Fold)
	parts.t = t
	return t, nil
}

// partials renders the templates that pages include with the function cached (Hugo's
// partialCached): a template that reads no data is the same on every page of a template
// set, so it is rendered once per set and its markup written into every page.
type partials struct {
	t    *template.Template // the set, once parsed
	made sync.Map           // template name → template.HTML
}

// noData is the dot of a cached template: reading a field of it (a page's value that
// would be the same on every page) fails the build, naming the field and this type.
type noData struct{}

// cached returns the markup of the template name, executed on noData.
func (p *partials) cached(name string) (template.HTML, error) {
	return fragmentOnce(&p.made, name, p.t, name, noData{})
}

// funcsFor returns the template functions, worded from the catalogue cat:
//
//	T KEY [NAME VALUE]...  the message KEY with its placeholders (i18n.Catalog.Msg); its
//	                       text is inserted as a template's literal text is, and the
//	                       values are escaped as {{.}} would escape them
//	long DATE              a date, "2026-11-29", in words: "Sunday 29 November 2026"
//	cardname CARD          a card's name, "King of hearts"
//	num N                  a number in the language's way, "7,5"
//	value V                a Two Ops value (twoops.Value) in the language's way
//	explain E              a Two Ops operation explained (twoops.Explanation), in words
//	suit CARD              a card's suit symbol
//	sentence S             S as a sentence begins, its first letter a capital: a French
//	                       date opening a line, "Vendredi 4 décembre 2026."
//	cached NAME            the template NAME, which reads no data (its dot is noData), made
//	                       once per template set (partials): for the parts of pages
//	                       that are the same on every page of a language, like the
//	                       boards' operator table; it belongs where {{template NAME}}
//	                       would stand, in HTML text
func funcsFor(cat *i18n.Catalog, parts *partials) template.FuncMap {
	return template.FuncMap{
		"T":        cat.HTML,
		"cached":   parts.cached,
		"long":     func(date string) string { return longDateIn(cat, date) },
		"sentence": sentence,
		"cardname": func(c puzzles.Card) string {
			return cat.Card(c.Rank.String(), c.Suit.String())
		},
		"num":     func(n any) string { return cat.Number(n) },
		"value":   func(v twoops.Value) string { return cat.Number(v.Float()) },
		"explain": cat.Explain,
		"suit": func(c puzzles.Card) string {
			return strings.TrimPrefix(c.Symbol(), c.Rank.String())
		},
	}
}

// sentence returns s with its first letter a capital, as a sentence begins ("vendredi 4
// décembre 2026" opening a line is "Vendredi 4 décembre 2026").
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// longDate writes a date, "2026-11-29", in English words: "Sunday 29 November 2026". It
// returns the text unchanged if it is not a date.
func longDate(date string) string { return longDateIn(english(), date) }

// longDateIn writes a date, "2026-11-29", in words in cat's language: "Sunday 29 November
// 2026", "dimanche 29 novembre 2026". It returns the text unchanged if it is not a date.
func longDateIn(cat *i18n.Catalog, date string) string {
	d, err := generator.ParseDate(date)
	if err != nil {
		return date
	}
	return cat.Date(d)
}

// fragment renders the template name of t on data, as a piece of a page: a cached part
// (Hugo's partialCached), made once and written into many pages.
func fragment(t *template.Template, name string, data any) (template.HTML, error) {
	var b strings.Builder
	if err := t.ExecuteTemplate(&b, name, data); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil
}

// fragmentOnce is fragment made once for each key of made, a cache of fragments that many
// pages share (the cached parts of a template set, a build's script elements): a key
// already made is looked up, not rendered again.
func fragmentOnce(made *sync.Map, key string, t *template.Template, name string, data any) (template.HTML, error) {
	if v, ok := made.Load(key); ok {
		return v.(template.HTML), nil
	}
	h, err := fragment(t, name, data)
	if err != nil {
		return "", err
	}
	v, _ := made.LoadOrStore(key, h)
	return v.(template.HTML), nil
}

// bufPool holds render buffers; a daily page is some tens of KB.
var bufPool = sync.Pool{New: func() any { return bytes.NewBuffer(make([]byte, 0, 64<<10)) }}

// write renders every page into dir with the templates t, workers at a time. It stops at
// the first error or when ctx is cancelled.
func write(ctx context.Context, t *template.Template, dir string, pages []page) (Summary, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		sum   Summary
		made  sync.Map // directories already made
		jobs  = make(chan *page)
		first error
	)
	fail := func(err error) {
		mu.Lock()
		if first == nil {
			first = err
		}
		mu.Unlock()
		cancel(err)
	}
	mkdir := func(d string) error {
		if _, ok := made.Load(d); ok {
			return nil
		}
		// Most directories are a new day's, in a parent that exists: one mkdir.
		if err := os.Mkdir(d, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return err
			}
		}
		made.Store(d, true)
		return nil
	}
	for range workers {
		wg.Go(func() {
			var local Summary
			for p := range jobs {
				if ctx.Err() != nil {
					continue
				}
				n, err := render(t, dir, p, mkdir)
				if err != nil {
					fail(fmt.Errorf("%s: %w", p.path, err))
					continue
				}
				local.Files++
				local.Bytes += int64(n)
				if strings.HasSuffix(p.path, ".html") {
					local.Pages++
				}
			}
			mu.Lock()
			sum.Files += local.Files
			sum.Pages += local.Pages
			sum.Bytes += local.Bytes
			mu.Unlock()
		})
	}
feed:
	for i := range pages {
		select {
		case jobs <- &pages[i]:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if first != nil {
		return Summary{}, first
	}
	if err := ctx.Err(); err != nil {
		return Summary{}, fmt.Errorf("build interrupted: %w", context.Cause(ctx))
	}
	return sum, nil
}

// render writes one page and returns its size.
func render(t *template.Template, dir string, p *page, mkdir func(string) error) (int, error) {
	name := filepath.Join(dir, filepath.FromSlash(p.path))
	if err := mkdir(filepath.Dir(name)); err != nil {
		return 0, err
	}
	if p.bytes != nil {
		raw, err := p.bytes()
		if err != nil {
			return 0, err
		}
		return len(raw), os.WriteFile(name, raw, 0o644)
	}
	if p.tmpl == "" {
		return len(p.raw), os.WriteFile(name, p.raw, 0o644)
	}
	buf := bufPool.Get().(*bytes.Buffer)
	defer bufPool.Put(buf)
	buf.Reset()
	data, err := p.data()
	if err != nil {
		return 0, err
	}
	if err := t.ExecuteTemplate(buf, p.tmpl, data); err != nil {
		return 0, err
	}
	if h, ok := data.(headed); ok {
		// The header comes early in a page: the search stops there.
		if header := h.siteHeader(); header != "" && !bytes.Contains(buf.Bytes(), []byte(header)) {
			return 0, noHeaderError{tmpl: p.tmpl}
		}
	}
	return buf.Len(), os.WriteFile(name, buf.Bytes(), 0o644)
}

// noHeaderError is render's error for a page made without the site's header (headed):
// layoutError names the operator's template that left it out.
type noHeaderError struct{ tmpl string }

func (e noHeaderError) Error() string {
	return fmt.Sprintf("the %q template made a page without the site's header", e.tmpl)
}
