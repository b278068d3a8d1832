// Package site renders the static opsdaily website from generator records: the home page,
// a page per day, the archive, the rules, the feed, the sitemap and the 404 page.
//
// Pages load the style sheets and scripts they share from assets/ (files named by their
// content, written once per build); a page's own data is inline. Every link is relative,
// so the site works under any path prefix and straight from disk (file://). Links name
// index.html explicitly ("daily/2026-11-29/index.html"), because a browser shows a
// directory listing, not the page, for a directory opened from disk.
//
// Build is deterministic (the same options give byte-identical files) and atomic: the site
// is written into a fresh directory beside the target and swapped in (on Linux in one
// exchange, see package site/internal/atomicdir), so a failure, an interrupt or a kill
// leaves the previous site whole, and a reader always finds a whole site. It never replaces a directory it
// did not make: a built site holds the marker file named by Marker, and a non-empty target
// without it is refused with an error wrapping ErrForeign.
//
// Page kinds: each kind of page is one function that returns the pages it adds (see
// kinds.go). Adding a kind, such as practice/ or print/YYYY-MM/, is one such function, an
// entry in kinds() and its template in templates/site.
//
// # The rendering pipeline
//
// A build runs in this order:
//
//  1. The templates: every templates/*/*.html is parsed into one set, once per process
//     (parseTemplates; the page kinds refer to their templates by name); an operator's
//     layouts/ replace some of them, in a set of the build's own (templatesFor).
//  2. The records: generator.Range makes the days' puzzles (generateDays).
//  3. The pages: each kind's function (kinds()) lists its pages, each a path, a template
//     name and a function that makes the template's data. Nothing is rendered yet.
//  4. Rendering: workers (one per processor) take the pages in turn, make each page's data
//     and execute its template into a fresh file of a new directory (render.go). Every
//     page, a daily page included, is its template executed on its own data; there is no
//     other way a page's bytes are made. So changing what a daily page shows is an edit of
//     templates/site/daily.html alone: its data (dayPage) holds the day's whole
//     generator.Record, and TestDailyTemplateAlone adds a per-day field to the template and
//     checks every day's page shows its own.
//  5. The shared files: the style sheets and scripts the pages link, collected while they
//     were made (assets.go), are written last, named by their content.
//  6. The swap: the new directory replaces the old site whole (internal/atomicdir).
//
// What is made once and reused, like Hugo's cached partials, is only what cannot differ
// from one day to the next: a page's chrome (head links, header, footer, the href
// attributes of the main pages), rendered once per place and kind (chromeAt); its style
// links, once per place, kind and boards (styles); the print style of a kind (printStyle);
// the rules pages' Markdown (renderedRules); the boards' shared script and style
// (play.Assets); and the worksheet blocks' cards and proofs (site/sheet). None of them
// reads a record.
package site

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/atomicdir"
	"github.com/opsdaily/opsdaily/templates"
)

// Marker is the file that marks a directory as a site built by opsdaily; Build only
// replaces a directory that holds it (or one that is empty or missing).
const Marker = ".opsdaily-site"

const markerText = "This directory was built by 'opsdaily build'. The next build replaces it whole.\n"

// ErrForeign is wrapped by Build's error when the output directory exists, is not empty
// and was not built by opsdaily. Nothing in it is touched.
var ErrForeign = atomicdir.ErrForeign

// ErrBusy is wrapped by Build's error when another build is writing the same directory.
var ErrBusy = atomicdir.ErrBusy

// LeftoverError is Build's error when the new site is in place but the previous one,
// moved aside, could not be removed (its Path).
type LeftoverError = atomicdir.LeftoverError

// StrandedError is Build's error when the swap failed half-way and the previous site
// could not be put back: nothing is at the output directory, the previous site is at Path.
// It happens only where the system has no atomic exchange (see package atomicdir).
type StrandedError = atomicdir.StrandedError

// SourcesError is Build's error when the output directory is, or holds, one of the site's
// own sources (Operator.Config, Content, Layouts or Static): a build replaces the output
// directory whole, and would delete them. It is also the error when the output directory
// lies inside the site's content/, layouts/ or static/ (Inside): a build reads those
// whole, so each build would publish the previous site, and the build in progress, inside
// the new one. Nothing is written.
type SourcesError struct {
	Out    string // the output directory, as given
	Source string // the source inside it, or holding it, as given
	Inside bool   // Out lies inside Source
}

// Error names the output directory and the source inside it, or around it.
func (e *SourcesError) Error() string {
	if e.Inside {
		return fmt.Sprintf("the output directory %s is inside the site's own %s, which every build reads whole: each build would publish the previous one inside it", e.Out, e.Source)
	}
	return fmt.Sprintf("the output directory %s holds the site's own %s, which a build would delete with it", e.Out, e.Source)
}

// PlaceError is Build's error when the output directory cannot be written where it is
// (a file in the way, a parent that cannot be made or written, a name too long). Nothing is
// written.
type PlaceError = atomicdir.PlaceError

// ErrOptions is wrapped by Build's error for options that cannot make a site.
var ErrOptions = errors.New("bad site options")

// MaxDays is the most days one build may hold (about 100 years).
const MaxDays = 36525

// Options say what to build and where.
type Options struct {
	// Out is the directory the site is written to. It is replaced whole.
	Out string
	// From and To are the first and last days built, inclusive. Days up to the horizon
	// (Horizon: the day after Today) are published; the days after it are built only if To
	// reaches past the horizon, as ahead pages (see Ahead). A zero To means the horizon
	// plus Ahead.
	From, To generator.Date
	// Seed is the site seed; "" means generator.DefaultSeed.
	Seed string
	// BaseURL is the absolute URL the site will be published at, like
	// "https://example.org/ops/". It is optional: without it no sitemap.xml is written (a
	// sitemap needs absolute URLs) and 404.html links relative to the site root.
	BaseURL string
	// Today is the build date. The home page shows the latest built day not after it (the
	// page's script then picks the visitor's own date); the feed and the monthly print
	// sheets list days up to it.
	Today generator.Date
	// Ahead is how many days after the horizon a build with a zero To publishes, for an
	// operator who cannot rebuild every day (opsdaily build --ahead N). Ahead pages, like
	// any day after the horizon, are linked from nowhere (home, archive, neighbours, feed,
	// sitemap, print sheets) and show a "come back on <date>" screen instead of the boards
	// until the visitor's own date reaches them; their answers are in the page, obfuscated
	// as every day's are, so a curious reader of the source can find them early.
	Ahead int

	// The operator's site (opsdaily.toml and its directories, see site/config). Their zero
	// values give the built-in site.
	Operator
}

// MaxAhead is the most days a build may publish after the horizon (Options.Ahead).
const MaxAhead = 366

// Horizon returns the last day a build publishes openly: the day after the build date, so
// that a visitor whose calendar is already on tomorrow (up to UTC+14) finds their day.
func (o *Options) Horizon() generator.Date { return o.Today.Add(1) }

// Summary says what Build wrote.
type Summary struct {
	Out     string // the directory written
	Days    int    // daily pages
	Pages   int    // HTML pages in all
	Files   int    // files in all, the marker included
	Bytes   int64  // total size of the files
	Home    string // the day the home page shows without JavaScript
	Sitemap bool   // whether sitemap.xml was written (it needs BaseURL)
	// Content is the operator's pages written (content/, drafts left out; on a site in
	// several languages, each language's), Static the files of static/ copied (counted
	// once, though a site in several languages copies them into each language and the
	// top), Previews the days' link preview images.
	Content, Static, Previews int
	// Warnings are what the operator should fix although the site is whole, one line
	// each, naming the file and the line: a link of content/ to a day this build does not
	// hold, which leads to the archive instead (see outsideDay).
	Warnings []string
}

// check validates the options and returns the normalised base URL ("" or ending in "/").
func (o *Options) check() (string, error) {
	if o.Out == "" {
		return "", fmt.Errorf("%w: no output directory", ErrOptions)
	}
	if o.Ahead < 0 || o.Ahead > MaxAhead {
		return "", fmt.Errorf("%w: %d days ahead is not between 0 and %d, like 6 for a weekly rebuild", ErrOptions, o.Ahead, MaxAhead)
	}
	if o.To == 0 {
		o.To = o.Horizon().Add(o.Ahead)
	}
	if o.To < o.From {
		return "", fmt.Errorf("%w: the last day %s is before the first day %s", ErrOptions, o.To, o.From)
	}
	if h := o.Horizon(); o.From > h {
		return "", fmt.Errorf("%w: every day from %s is after %s, the last day published: nothing to publish yet", ErrOptions, o.From, h)
	}
	if n := int(o.To-o.From) + 1; n > MaxDays {
		return "", fmt.Errorf("%w: %d days is more than the %d a site may hold", ErrOptions, n, MaxDays)
	}
	if err := o.Operator.check(); err != nil {
		return "", err
	}
	for _, src := range []string{o.Config, o.Content, o.Layouts, o.Static} {
		if src != "" && atomicdir.Holds(o.Out, src) {
			return "", &SourcesError{Out: o.Out, Source: src}
		}
	}
	for _, src := range []string{o.Content, o.Layouts, o.Static} {
		if src != "" && atomicdir.Holds(src, o.Out) {
			return "", &SourcesError{Out: o.Out, Source: src, Inside: true}
		}
	}
	if o.BaseURL == "" {
		return "", nil
	}
	return ParseBaseURL(o.BaseURL)
}

// GCPercent is the garbage collector's target (GOGC) that suits a build: it keeps about
// 12 MB live and allocates some 200 MB of short-lived pages and answers, so collecting at 4
// times the live heap instead of 2 spares a tenth of its CPU time. Build leaves the setting
// to its caller (the opsdaily command sets it unless GOGC is set).
const GCPercent = 300

// Build renders the site of opts into opts.Out, replacing the site there. Cancelling ctx
// stops the build and leaves the previous site as it was.
//
// One build at a time writes a given directory: a second one fails at once with an error
// wrapping ErrBusy. A build removes the leftovers of builds killed beside opts.Out. When
// the new site is in place but the previous one could not be removed, Build returns the
// full Summary and a *LeftoverError naming what is left; a *StrandedError says that the
// swap failed and nothing is at opts.Out (only where there is no atomic exchange). Any
// other error leaves the previous site whole.
func Build(ctx context.Context, opts Options) (Summary, error) {
	if len(opts.Languages) > 0 {
		return buildLanguages(ctx, opts)
	}
	t, err := opts.templates()
	if err != nil {
		return Summary{}, err
	}
	return buildWith(ctx, opts, t)
}

// templates returns the page templates of the options' language and layouts.
func (o *Options) templates() (*template.Template, error) {
	cat, err := o.catalog()
	if err != nil {
		return nil, err
	}
	if o.wordsFS != nil {
		return parseTemplatesIn(templates.FS, cat) // a test's language: not cached
	}
	return templatesFor(o.Layouts, cat)
}

// begin is what every build does before it writes a page: it checks opts (returning the
// base URL), fills in the default seed, takes the output directory's lock (refusing a
// foreign directory before doing any work) and generates the days. The caller defers
// dir.Abort, which does nothing after Commit.
func begin(ctx context.Context, opts *Options) (base string, dir *atomicdir.Dir, recs []generator.Record, err error) {
	if base, err = opts.check(); err != nil {
		return "", nil, nil, err
	}
	if opts.Seed == "" {
		opts.Seed = generator.DefaultSeed
	}
	if dir, err = atomicdir.Begin(opts.Out, Marker, markerText); err != nil {
		return "", nil, nil, err
	}
	if recs, err = generateDays(ctx, opts.Seed, opts.From, opts.To); err != nil {
		dir.Abort()
		return "", nil, nil, err
	}
	return base, dir, recs, nil
}

// buildWith is Build with the page templates t (parseTemplates).
func buildWith(ctx context.Context, opts Options, t *template.Template) (Summary, error) {
	base, dir, recs, err := begin(ctx, &opts)
	if err != nil {
		return Summary{}, err
	}
	defer dir.Abort() // does nothing after Commit
	sum, _, err := writeSite(ctx, opts, base, recs, t, dir.Path)
	if err != nil {
		return Summary{}, err
	}
	return commit(sum, dir)
}

// writeSite writes the site of recs in opts' language into dir with the templates t, and
// returns what it wrote with the site's data.
func writeSite(ctx context.Context, opts Options, base string, recs []generator.Record, t *template.Template, dir string) (sum Summary, data *siteData, err error) {
	defer func() { err = layoutError(err, opts.Layouts) }()
	s, err := newSite(opts, base, recs, t)
	if err != nil {
		return Summary{}, nil, err
	}
	pages, err := s.collect()
	if err != nil {
		return Summary{}, nil, err
	}
	sum, err = write(ctx, t, dir, pages)
	if err == nil {
		err = s.err()
	}
	if err == nil {
		// The shared style sheets and scripts the pages load, found as they were made.
		var shared Summary
		shared, err = write(ctx, t, dir, s.assets.pages())
		sum.Files += shared.Files
		sum.Bytes += shared.Bytes
	}
	if err == nil {
		err = s.checkAnchors(dir)
	}
	if err != nil {
		return Summary{}, nil, err
	}
	if err := ctx.Err(); err != nil {
		return Summary{}, nil, fmt.Errorf("build interrupted: %w", err)
	}
	sum.Out = opts.Out
	sum.Days = len(recs)
	sum.Home = s.recs[s.home].Date.String()
	sum.Sitemap = base != ""
	sum.Content = len(s.content)
	sum.Warnings = s.warnings
	for _, p := range pages {
		switch {
		case p.static:
			sum.Static++
		case strings.HasSuffix(p.path, "/preview.png"):
			sum.Previews++
		}
	}
	return sum, s, nil
}

// commit adds the marker to sum and swaps the new site in.
func commit(sum Summary, dir *atomicdir.Dir) (Summary, error) {
	sum.Files++ // the marker
	sum.Bytes += int64(len(markerText))
	if err := dir.Commit(); err != nil {
		var left *LeftoverError
		if errors.As(err, &left) {
			return sum, err
		}
		return Summary{}, err
	}
	return sum, nil
}
