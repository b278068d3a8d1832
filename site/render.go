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

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/templates"
)

// workers is the number of pages rendered at once: one per processor (the target machine
// has two cores).
var workers = runtime.GOMAXPROCS(0)

// parsedTemplates is parseTemplates(templates.FS), parsed once per process: the templates
// every build uses.
var parsedTemplates = sync.OnceValues(func() (*template.Template, error) {
	return parseTemplates(templates.FS)
})

// parseTemplates parses the page templates of fsys into one set: every */*.html (site/
// holds the layout and the site's pages, play/ the game boards, print/ the print layouts,
// and each later page kind may bring a directory of its own, like trainer/). The game
// boards ("ops-board", "twoops-board", "play-start") come from play/; the style sheets are
// shared files (assets.go). Tests pass an overlay of templates.FS to show that a change of
// a page is a change of its template alone.
func parseTemplates(fsys fs.FS) (*template.Template, error) {
	t := template.New("site").Funcs(funcs)
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
	return t, nil
}

// funcs are the template functions.
var funcs = template.FuncMap{
	// long writes a date, "2026-11-29", in words: "Sunday 29 November 2026".
	"long": longDate,
	// suit is a card's suit symbol.
	"suit": func(c puzzles.Card) string {
		return strings.TrimPrefix(c.Symbol(), c.Rank.String())
	},
}

// longDate writes a date, "2026-11-29", in words: "Sunday 29 November 2026". It returns the
// text unchanged if it is not a date.
func longDate(date string) string {
	d, err := generator.ParseDate(date)
	if err != nil {
		return date
	}
	return dateWords(d)
}

// dateWords writes a date in words, "Sunday 29 November 2026".
func dateWords(d generator.Date) string {
	y, m, day := d.Civil()
	return fmt.Sprintf("%s %d %s %d", d.Weekday(), day, m, y)
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
	return buf.Len(), os.WriteFile(name, buf.Bytes(), 0o644)
}
