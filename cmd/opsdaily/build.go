package main

// The build and serve commands: the static website.
//
// Usage:
//
//	opsdaily build [--out public] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--ahead N] [--seed S] [--base-url URL]
//	opsdaily serve [--dir public] [--addr 127.0.0.1:8080]

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/spf13/pflag"
)

// Without --from, a build starts four weeks before today; without --to it ends at the
// horizon (tomorrow) plus --ahead days (site.Options.Ahead).
const buildDaysBefore = 28

// buildCommand is the "build" command.
func buildCommand() *command {
	return &command{
		name:    "build",
		summary: "build the static website: daily puzzles, archive, rules, feed",
		flags: func(fs *pflag.FlagSet) {
			fs.String("out", "public", "the directory to write the site to; it is replaced whole, and only if an earlier build made it")
			fs.String("from", "", fmt.Sprintf("the first day, YYYY-MM-DD (default %d days before today)", buildDaysBefore))
			fs.String("to", "", "the last day, YYYY-MM-DD (default tomorrow, plus --ahead days); days after tomorrow are built unlisted")
			fs.Int("ahead", 0, "publish N days after tomorrow, unlisted, each showing 'come back on <date>' until its day: for a site rebuilt less often than daily")
			fs.String("seed", generator.DefaultSeed, "the site seed: the same seed gives the same puzzles")
			fs.String("base-url", "", "the absolute URL the site is published at, like https://example.org/ops/ (needed for sitemap.xml)")
		},
		run:     runBuild,
		example: "opsdaily build\nopsdaily build --from 2026-01-01 --to 2026-12-31 --base-url https://example.org/ops/",
	}
}

// buildOptions reads the flags into site options; today is the build date.
func buildOptions(fs *pflag.FlagSet, today generator.Date) (site.Options, error) {
	opts := site.Options{Today: today, From: today.Add(-buildDaysBefore)}
	opts.Ahead, _ = fs.GetInt("ahead")
	opts.Out, _ = fs.GetString("out")
	opts.Seed, _ = fs.GetString("seed")
	opts.BaseURL, _ = fs.GetString("base-url")
	for _, f := range []struct {
		name string
		d    *generator.Date
	}{{"from", &opts.From}, {"to", &opts.To}} {
		s, _ := fs.GetString(f.name)
		if s == "" {
			continue
		}
		d, err := generator.ParseDate(s)
		if err != nil {
			return opts, usagef("--%s: %v", f.name, err)
		}
		*f.d = d
	}
	if opts.Out == "" {
		return opts, usagef("--out is empty; give the directory to write, like --out public")
	}
	if opts.Ahead < 0 || opts.Ahead > site.MaxAhead {
		return opts, usagef("--ahead %d is not between 0 and %d; give the days to publish after tomorrow, like --ahead 6", opts.Ahead, site.MaxAhead)
	}
	if fs.Changed("ahead") && fs.Changed("to") {
		return opts, usagef("--ahead and --to both set the last day; give one, like --ahead 6")
	}
	if !fs.Changed("to") {
		opts.To = opts.Horizon().Add(opts.Ahead)
	}
	if opts.To < opts.From {
		return opts, usagef("--to %s is before --from %s; give the first day first", opts.To, opts.From)
	}
	if opts.Seed == "" {
		return opts, usagef("--seed is empty; leave it out for the default seed %q", generator.DefaultSeed)
	}
	if opts.BaseURL != "" {
		if _, err := site.ParseBaseURL(opts.BaseURL); err != nil {
			return opts, usagef("%s", strings.Replace(strings.TrimPrefix(err.Error(), site.ErrOptions.Error()+": "), "base URL", "--base-url", 1))
		}
	}
	return opts, nil
}

func runBuild(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	start := e.now()
	opts, err := buildOptions(fs, generator.DateOf(start))
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(site.GCPercent)
	}
	// What is there now, for messages that tell the truth.
	_, err = os.Stat(filepath.Join(opts.Out, site.Marker))
	hadSite := err == nil
	inside := sameDir(".", opts.Out)
	sum, err := site.Build(ctx, opts)
	before := "the previous site in " + opts.Out + " is unchanged"
	if !hadSite {
		before = "nothing was written to " + opts.Out
	}
	var left *site.LeftoverError
	var stranded *site.StrandedError
	switch {
	case errors.As(err, &left):
		// The new site is in place: the build succeeded, with a warning.
		fmt.Fprintf(e.stderr, "opsdaily: warning: the new site is in place in %s, but the previous one could not be removed: remove %s yourself (the next build tries again): %v\n",
			opts.Out, left.Path, left.Err)
	case errors.As(err, &stranded):
		return fmt.Errorf("build failed and the previous site could not be put back: nothing is in %s, the previous site is in %s (rename it back, or build again): %v", opts.Out, stranded.Path, stranded.Err)
	case errors.Is(err, site.ErrForeign):
		return usagef("%v; choose another --out, or empty or remove that directory yourself", err)
	case errors.Is(err, site.ErrBusy):
		return fmt.Errorf("%s: %v; wait for it to finish, then build again", opts.Out, err)
	case errors.Is(err, site.ErrOptions), errors.Is(err, generator.ErrRange), errors.Is(err, generator.ErrDate):
		return usagef("%v", err)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("interrupted; %s", before)
	case err != nil:
		return fmt.Errorf("build failed, %s: %w", before, err)
	}
	took := e.now().Sub(start)
	fmt.Fprintf(e.stdout, "built %d days, %s to %s (%d pages, %d files, %.1f MB) into %s in %.2f s\n",
		sum.Days, opts.From, opts.To, sum.Pages, sum.Files, float64(sum.Bytes)/1e6, sum.Out, took.Seconds())
	fmt.Fprintf(e.stdout, "the home page shows %s (a visitor's own date picks their day)\n", sum.Home)
	if n := int(opts.To - opts.Horizon()); n > 0 {
		fmt.Fprintf(e.stdout, "%d days after %s are built ahead: linked from nowhere, each says 'come back' until its day\n", n, opts.Horizon())
	}
	if !sum.Sitemap {
		fmt.Fprintln(e.stdout, "no sitemap.xml: it needs absolute URLs; give --base-url to write one")
	}
	open := filepath.Join(sum.Out, "index.html")
	serve := "serve"
	if sum.Out != "public" {
		serve += " --dir " + sum.Out
	}
	fmt.Fprintf(e.stdout, "open %s in a browser, or preview it over HTTP: opsdaily %s (from the source: go run ./cmd/opsdaily %s)\n", open, serve, serve)
	if inside {
		fmt.Fprintf(e.stdout, "the site replaced the directory you are in: run 'cd .' in your shell to see it\n")
	}
	return nil
}

// sameDir reports whether the paths a and b name one existing directory.
func sameDir(a, b string) bool {
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && ia.IsDir() && os.SameFile(ia, ib)
}
