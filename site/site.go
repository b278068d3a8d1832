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
// is written into a fresh directory beside the target and swapped in with renames, so a
// failure or an interrupt leaves the previous site whole. It never replaces a directory it
// did not make: a built site holds the marker file named by Marker, and a non-empty target
// without it is refused with an error wrapping ErrForeign.
//
// Page kinds: each kind of page is one function that returns the pages it adds (see
// kinds.go). Adding a kind, such as practice/ or print/YYYY-MM/, is one such function, an
// entry in kinds() and its template in templates/site.
package site

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/atomicdir"
)

// Marker is the file that marks a directory as a site built by opsdaily; Build only
// replaces a directory that holds it (or one that is empty or missing).
const Marker = ".opsdaily-site"

const markerText = "This directory was built by 'opsdaily build'. The next build replaces it whole.\n"

// ErrForeign is wrapped by Build's error when the output directory exists, is not empty
// and was not built by opsdaily. Nothing in it is touched.
var ErrForeign = atomicdir.ErrForeign

// ErrOptions is wrapped by Build's error for options that cannot make a site.
var ErrOptions = errors.New("bad site options")

// MaxDays is the most days one build may hold (about 100 years).
const MaxDays = 36525

// Options say what to build and where.
type Options struct {
	// Out is the directory the site is written to. It is replaced whole.
	Out string
	// From and To are the first and last days built, inclusive.
	From, To generator.Date
	// Seed is the site seed; "" means generator.DefaultSeed.
	Seed string
	// BaseURL is the absolute URL the site will be published at, like
	// "https://example.org/ops/". It is optional: without it no sitemap.xml is written (a
	// sitemap needs absolute URLs) and 404.html links relative to the site root.
	BaseURL string
	// Today is the build date. The home page shows the latest built day not after it (the
	// page's script then picks the visitor's own date); the feed lists days up to it.
	Today generator.Date

	// The operator's site (opsdaily.toml and its directories, see site/config). Their zero
	// values give the built-in site.
	Operator
}

// Summary says what Build wrote.
type Summary struct {
	Out     string // the directory written
	Days    int    // daily pages
	Pages   int    // HTML pages in all
	Files   int    // files in all, the marker included
	Bytes   int64  // total size of the files
	Home    string // the day the home page shows without JavaScript
	Sitemap bool   // whether sitemap.xml was written (it needs BaseURL)
	// Content is the operator's pages written (content/, drafts left out), Static the
	// files of static/ copied, Previews the days' link preview images.
	Content, Static, Previews int
}

// check validates the options and returns the normalised base URL ("" or ending in "/").
func (o *Options) check() (string, error) {
	if o.Out == "" {
		return "", fmt.Errorf("%w: no output directory", ErrOptions)
	}
	if o.To < o.From {
		return "", fmt.Errorf("%w: the last day %s is before the first day %s", ErrOptions, o.To, o.From)
	}
	if n := int(o.To-o.From) + 1; n > MaxDays {
		return "", fmt.Errorf("%w: %d days is more than the %d a site may hold", ErrOptions, n, MaxDays)
	}
	if err := o.Operator.check(); err != nil {
		return "", err
	}
	if o.BaseURL == "" {
		return "", nil
	}
	return NormalBaseURL(o.BaseURL)
}

// NormalBaseURL checks a base URL and returns it ending in "/". It must be an absolute
// http(s) URL with a host and no query or fragment, like https://example.org/ops/.
func NormalBaseURL(base string) (string, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%w: base URL %q is not an absolute http(s) URL like https://example.org/ops/", ErrOptions, base)
	}
	s := u.String()
	if !strings.HasSuffix(s, "/") {
		s += "/"
	}
	return s, nil
}

// GCPercent is the garbage collector's target (GOGC) that suits a build: it keeps about
// 12 MB live and allocates some 200 MB of short-lived pages and answers, so collecting at 4
// times the live heap instead of 2 spares a tenth of its CPU time. Build leaves the setting
// to its caller (the opsdaily command sets it unless GOGC is set).
const GCPercent = 300

// Build renders the site of opts into opts.Out, replacing the site there. Cancelling ctx
// stops the build and leaves the previous site as it was.
func Build(ctx context.Context, opts Options) (Summary, error) {
	base, err := opts.check()
	if err != nil {
		return Summary{}, err
	}
	if opts.Seed == "" {
		opts.Seed = generator.DefaultSeed
	}
	// Refuse a foreign directory before doing any work.
	if err := atomicdir.Check(opts.Out, Marker); err != nil {
		return Summary{}, err
	}
	recs, err := generateDays(ctx, opts.Seed, opts.From, opts.To)
	if err != nil {
		return Summary{}, err
	}
	s, err := newSite(opts, base, recs)
	if err != nil {
		return Summary{}, err
	}
	pages, err := s.collect()
	if err != nil {
		return Summary{}, err
	}
	dir, err := atomicdir.Begin(opts.Out, Marker, markerText)
	if err != nil {
		return Summary{}, err
	}
	sum, err := write(ctx, s.tmpl, dir.Path, pages)
	if err == nil {
		err = s.err()
	}
	if err == nil {
		// The shared style sheets and scripts the pages load, found as they were made.
		var shared Summary
		shared, err = write(ctx, s.tmpl, dir.Path, s.assets.pages())
		sum.Files += shared.Files
		sum.Bytes += shared.Bytes
	}
	if err != nil {
		dir.Abort()
		return Summary{}, err
	}
	if err := ctx.Err(); err != nil {
		dir.Abort()
		return Summary{}, fmt.Errorf("build interrupted: %w", err)
	}
	if err := dir.Commit(); err != nil {
		return Summary{}, err
	}
	sum.Out = opts.Out
	sum.Days = len(recs)
	sum.Home = s.recs[s.home].Date
	sum.Sitemap = base != ""
	sum.Content = len(s.content)
	for _, p := range pages {
		switch {
		case p.static:
			sum.Static++
		case strings.HasSuffix(p.path, "/preview.png"):
			sum.Previews++
		}
	}
	sum.Files++ // the marker
	sum.Bytes += int64(len(markerText))
	return sum, nil
}
