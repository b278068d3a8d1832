package main

// The build and serve commands: the static website.
//
// Usage:
//
//	opsdaily build [--config FILE] [--out public] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--ahead N] [--seed S] [--base-url URL] [--language fr]
//	opsdaily serve [--config FILE] [--dir public] [--addr 127.0.0.1:8080]
//	opsdaily init DIR
//
// Run in a site directory (one with opsdaily.toml, see site/config), or given --config,
// build and serve read its settings; flags override them.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/config"
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
			configFlag(fs)
			fs.String("out", "public", "the directory to write the site to; it is replaced whole, and only if an earlier build made it")
			fs.String("from", "", fmt.Sprintf("the first day, YYYY-MM-DD (default %d days before today)", buildDaysBefore))
			fs.String("to", "", "the last day, YYYY-MM-DD (default tomorrow, plus --ahead days); days after tomorrow are built unlisted")
			intFlag(fs, "ahead", 0, "publish N days after tomorrow, unlisted, each showing 'come back on <date>' until its day: for a site rebuilt less often than daily")
			fs.String("seed", generator.DefaultSeed, "the site seed: the same seed gives the same puzzles")
			fs.String("base-url", "", "the absolute URL the site is published at, like https://example.org/ops/ (needed for sitemap.xml)")
			languageFlag(fs, "the site's language: its words, dates and rules pages; several, like en,fr, publish each under its own directory", "the config's language, else en")
		},
		run:     runBuild,
		example: "opsdaily build\nopsdaily build --from 2026-01-01 --to 2026-12-31 --base-url https://example.org/ops/",
	}
}

// configFlag declares --config.
func configFlag(fs *pflag.FlagSet) {
	fs.String("config", "", "the site's config file (default: "+config.FileName+" in the current directory, if there is one)")
}

// languageFlag declares --language, for what, whose default is said by def.
func languageFlag(fs *pflag.FlagSet, what, def string) {
	fs.String("language", "", what+", a language with a catalogue: "+strings.Join(site.Languages(), " or ")+" (default: "+def+")")
}

// checkLanguage returns a usage error unless each language of --language, if given, has a
// catalogue: one language, or several separated by commas (build only). Tags are
// case-insensitive: it returns them written as BCP 47 does (site.CanonicalLanguage), EN as
// en, fr-ca as fr-CA.
func checkLanguage(fs *pflag.FlagSet, several bool) ([]string, error) {
	v, _ := fs.GetString("language")
	if !fs.Changed("language") {
		return nil, nil
	}
	langs := strings.Split(v, ",")
	if len(langs) > 1 && !several {
		return nil, usagef("--language %s: a sheet is in one language, like --language fr", quote(v))
	}
	for i, l := range langs {
		if l == "" && len(langs) > 1 { // "en,", ",fr", "en,,fr"
			return nil, usagef("--language %s has an empty language between its commas; like --language en,fr", quote(v))
		}
		l = site.CanonicalLanguage(l)
		langs[i] = l
		if err := site.CheckLanguage(l); err != nil {
			like := "--language fr"
			if several {
				like += " or --language en,fr"
			}
			if utf8.RuneCountInString(l) > 40 { // no language tag is this long
				return nil, usagef("--language %s is not a language with a catalogue (%s); like %s", quote(l), strings.Join(site.Languages(), " or "), like)
			}
			return nil, usagef("--language: %v; like %s", err, like)
		}
		if slices.Contains(langs[:i], l) {
			return nil, usagef("--language %s names %s twice; like --language en,fr", quote(v), l)
		}
	}
	return langs, nil
}

// loadConfig reads the config file of --config, or of the current directory; nil if there
// is none.
func loadConfig(fs *pflag.FlagSet) (*config.Config, error) {
	path, _ := fs.GetString("config")
	if path == "" {
		if path = config.Find("."); path == "" {
			return nil, inSources(fs.Name())
		}
	}
	if fi, err := os.Stat(path); err != nil && fs.Changed("config") {
		return nil, usagef("--config %s: cannot read it (%v); give the site's config file, like --config mysite/%s", quotePath(path), errors.Unwrap(err), config.FileName)
	} else if err == nil && fi.IsDir() {
		return nil, usagef("--config %s is a directory; give the site's config file, like --config %s", quotePath(path), quotePath(filepath.Join(path, config.FileName)))
	}
	c, err := config.Load(path)
	if err != nil {
		var ce *config.Error
		if errors.As(err, &ce) {
			ce.Path = shortPath(ce.Path)
		}
		return nil, usagef("%v", err)
	}
	return c, nil
}

// inSources is the usage error of the command name (like "opsdaily build") run without --config in a folder of a
// site's content/, layouts/ or static/ (config.Within), nil elsewhere: without the
// site's config it would make the default site instead, and a build would write it among
// the site's sources (content/public/, which the next build of the site refuses, or
// static/public/, which it would publish).
func inSources(name string) error {
	file, folder := config.Within(".")
	if file == "" {
		return nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil
	}
	rel, err := filepath.Rel(wd, file)
	if err != nil {
		rel = file
	}
	return usagef("this folder is in %s/ of the site of %s, whose settings %s reads only in the site's own directory: run it there (cd %s), or give --config %s",
		folder, shortPath(rel), name, shellQuote(filepath.Dir(rel)), shellQuote(rel))
}

// buildOptions reads the config file and the flags into site options; today is the build
// date. Flags given override the file.
func buildOptions(fs *pflag.FlagSet, today generator.Date) (opts site.Options, outName string, err error) {
	opts = site.Options{Today: today, From: today.Add(-buildDaysBefore)}
	opts.Ahead, _ = fs.GetInt("ahead")
	opts.Out, _ = fs.GetString("out")
	opts.Seed, _ = fs.GetString("seed")
	opts.BaseURL, _ = fs.GetString("base-url")
	cfg, err := loadConfig(fs)
	if err != nil {
		return opts, "", err
	}
	if cfg != nil {
		c, err := cfg.Options(today)
		if err != nil {
			return opts, "", usagef("%v", err)
		}
		if fs.Changed("out") {
			c.Out = opts.Out
		}
		switch {
		case fs.Changed("seed"):
			c.Seed = opts.Seed
		case c.Seed == "":
			c.Seed = generator.DefaultSeed
		}
		if fs.Changed("base-url") {
			c.BaseURL = opts.BaseURL
		}
		if fs.Changed("ahead") {
			c.Ahead = opts.Ahead
		}
		opts = c
	}
	if langs, err := checkLanguage(fs, true); err != nil {
		return opts, "", err
	} else if len(langs) == 1 {
		opts.Language, opts.Languages = langs[0], nil
	} else if len(langs) > 1 {
		opts.Language, opts.Languages = "", langs
	}
	// Where the first day and the output directory came from, for messages that name what
	// the user gave.
	first := fmt.Sprintf("the first day %s (%d days before today)", opts.From, buildDaysBefore)
	outName = "--out " + quotePath(opts.Out)
	var firstDay generator.Date
	hasFirst := false
	if cfg != nil {
		first = fmt.Sprintf("the first day %s ([publish] of %s)", opts.From, cfg.Path)
		firstDay, hasFirst = cfg.FirstDay()
		if hasFirst && opts.From == firstDay {
			first = fmt.Sprintf("[publish] first_day %s in %s", firstDay, cfg.Path)
		}
		if !fs.Changed("out") {
			outName = fmt.Sprintf("out = %s in %s", quotePath(cfg.File.Out), cfg.Path)
			if cfg.File.Out == "" {
				outName = fmt.Sprintf("the default out, %s", quotePath(opts.Out))
			}
		}
	}
	for _, f := range []struct {
		name string
		d    *generator.Date
	}{{"from", &opts.From}, {"to", &opts.To}} {
		if s, _ := fs.GetString(f.name); s == "" {
			continue // left out, or given empty: the default
		}
		d, _, err := dateFlag(fs, f.name)
		if err != nil {
			return opts, "", err
		}
		*f.d = d
	}
	if fs.Changed("from") && fs.Lookup("from").Value.String() != "" {
		first = "--from " + opts.From.String()
		if hasFirst && opts.From < firstDay {
			return opts, "", usagef("--from %s is before [publish] first_day %s in %s: no build holds an earlier day; give --from %s or later", opts.From, firstDay, cfg.Path, firstDay)
		}
	}
	if opts.Out == "" {
		return opts, "", usagef("--out is empty; give the directory to write, like --out public")
	}
	if opts.Ahead < 0 || opts.Ahead > site.MaxAhead {
		return opts, "", usagef("--ahead %d is not between 0 and %d; give the days to publish after tomorrow, like --ahead 6", opts.Ahead, site.MaxAhead)
	}
	if fs.Changed("ahead") && fs.Changed("to") {
		return opts, "", usagef("--ahead and --to both set the last day; give one, like --ahead 6")
	}
	if !fs.Changed("to") {
		opts.To = opts.Horizon().Add(opts.Ahead)
	}
	horizon := opts.Horizon()
	switch {
	case opts.From > horizon:
		return opts, "", usagef("%s is after tomorrow, %s, the last day published today: nothing to publish yet; give --from %s or earlier", first, horizon, horizon)
	case opts.To < opts.From:
		return opts, "", usagef("--to %s is before %s; give a last day on or after the first, like --to %s", opts.To, first, opts.From.Add(30))
	case int(opts.To-opts.From)+1 > site.MaxDays:
		last := "--to " + opts.To.String()
		if !fs.Changed("to") { // not "--to", which the user did not give
			last = fmt.Sprintf("the last day %s", opts.To)
		}
		return opts, "", usagef("the build from %s to %s holds %d days, more than the %d a site may hold; give --from %s or later", first, last, int(opts.To-opts.From)+1, site.MaxDays, opts.To.Add(1-site.MaxDays))
	}
	if opts.Seed == "" {
		return opts, "", usagef("--seed is empty; leave it out for the default seed %q", generator.DefaultSeed)
	}
	if opts.BaseURL != "" {
		if _, err := site.ParseBaseURL(opts.BaseURL); err != nil {
			return opts, "", usagef("%s", strings.Replace(optionsLine(err), "base URL", "--base-url", 1))
		}
	}
	return opts, outName, nil
}

func runBuild(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	start := e.now()
	opts, outName, err := buildOptions(fs, generator.DateOf(start))
	if err != nil {
		return err
	}
	ctx := e.context() // cancelled by the first Ctrl+C or SIGTERM
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(site.GCPercent)
	}
	// What is there now, for messages that tell the truth.
	_, err = os.Stat(filepath.Join(opts.Out, site.Marker))
	hadSite := err == nil
	inside := sameDir(".", opts.Out)
	sum, err := site.Build(ctx, opts)
	before := "the previous site in " + shortPath(opts.Out) + " is unchanged"
	if !hadSite {
		before = "nothing was written to " + shortPath(opts.Out)
	}
	var left *site.LeftoverError
	var stranded *site.StrandedError
	var sources *site.SourcesError
	var place *site.PlaceError
	// byFlag: the output directory is named by --out (given, or the default without a
	// config), else by the config's out; a message's fix names the one the user has.
	byFlag := strings.HasPrefix(outName, "--out")
	switch {
	case errors.As(err, &left):
		// The new site is in place: the build succeeded, with a warning.
		why := left.Err
		var pe *os.PathError
		if errors.As(why, &pe) {
			why = fmt.Errorf("%s: %w", pe.Path, pe.Err) // without the system call's name
		}
		fmt.Fprintf(e.stderr, "opsdaily: warning: the new site is in place in %s, but the previous one could not be removed: remove %s yourself (the next build tries again); %v\n",
			opts.Out, left.Path, why)
	case errors.As(err, &stranded):
		return fmt.Errorf("build failed and the previous site could not be put back: nothing is in %s, the previous site is in %s (rename it back, or build again): %v", opts.Out, stranded.Path, stranded.Err)
	case errors.As(err, &sources):
		what := filepath.Base(sources.Source)
		if sources.Source != opts.Config {
			what += "/"
		}
		like := "--out " + quotePath(filepath.Join(filepath.Dir(sources.Source), "public"))
		if !byFlag {
			like = `out = "public"`
		}
		if sources.Inside {
			return usagef("%s is inside this site's own %s (%s), which every build copies or reads whole, so each build would publish the one before inside it; build into another directory, like %s",
				outName, what, quotePath(sources.Source), like)
		}
		return usagef("%s holds this site's own %s (%s), which a build would delete with it; build into another directory, like %s",
			outName, what, quotePath(sources.Source), like)
	case errors.As(err, &place):
		choose := "choose a directory you can write, like --out public"
		if !byFlag {
			choose = "set an out you can write in the config, like out = \"public\", or give --out"
		}
		return usagef("%s cannot be written (%v); %s", outName, cause(place.Err), choose)
	case errors.Is(err, site.ErrForeign):
		choose := "choose another --out"
		if !byFlag {
			choose = "set another out in the config or give --out"
		}
		yours := "or empty or remove that directory yourself"
		if fi, err := os.Stat(opts.Out); err == nil && !fi.IsDir() {
			yours = "or remove that file yourself"
		} else if err != nil {
			yours = "or remove that link yourself" // it leads nowhere: there is no directory to empty
		}
		return usagef("%s: %s; %s, like --out public, %s", outName, shortPaths(err), choose, yours)
	case errors.Is(err, site.ErrBusy):
		return fmt.Errorf("%s: %v; wait for it to finish, then build again", opts.Out, err)
	case errors.Is(err, site.ErrOptions), errors.Is(err, generator.ErrRange), errors.Is(err, generator.ErrDate):
		return usagef("%s", optionsLine(err))
	case err != nil && (ctx.Err() != nil || errors.Is(err, context.Canceled)):
		return fmt.Errorf("interrupted; %s", before)
	case err != nil:
		return fmt.Errorf("build failed, %s: %s", before, shortPaths(err))
	}
	warn(e, sum)
	took := e.now().Sub(start)
	fmt.Fprintf(e.stdout, "built %d %s, %s to %s (%d pages, %d files, %.1f MB) into %s in %.2f s\n",
		sum.Days, plural(sum.Days, "day", "days"), opts.From, opts.To, sum.Pages, sum.Files, float64(sum.Bytes)/1e6, sum.Out, took.Seconds())
	last := min(opts.To, opts.Horizon())
	fmt.Fprintf(e.stdout, "the home page shows %s (a visitor's own date picks their day); the days are published up to %s\n", sum.Home, last)
	if n := int(opts.To - opts.Horizon()); n > 0 {
		fmt.Fprintf(e.stdout, "%d %s after %s %s built ahead: linked from nowhere, each says 'come back' until its day\n",
			n, plural(n, "day", "days"), opts.Horizon(), plural(n, "is", "are"))
	}
	if sum.Content > 0 || sum.Static > 0 || sum.Previews > 0 {
		fmt.Fprintf(e.stdout, "with %d %s of content/, %d %s of static/ and %d %s\n",
			sum.Content, plural(sum.Content, "page", "pages"), sum.Static, plural(sum.Static, "file", "files"),
			sum.Previews, plural(sum.Previews, "link preview", "link previews"))
	}
	if !sum.Sitemap {
		how := "give --base-url"
		if fs.Lookup("config") != nil && (fs.Changed("config") || config.Find(".") != "") {
			how = "set base_url in the config or give --base-url"
		}
		fmt.Fprintf(e.stdout, "no sitemap.xml or link previews: they need absolute URLs; %s to write them\n", how)
	}
	open := filepath.Join(sum.Out, "index.html")
	serve := "serve"
	cfgPath, _ := fs.GetString("config")
	switch {
	case cfgPath != "":
		serve += " --config " + shellQuote(cfgPath) // serve builds the site of the config itself
	case config.Find(".") != "":
	case sum.Out != "public":
		serve += " --dir " + shellQuote(sum.Out)
	}
	fmt.Fprintf(e.stdout, "open %s in a browser, or preview it over HTTP: opsdaily %s (from the source: go run ./cmd/opsdaily %s)\n", open, serve, serve)
	if inside {
		fmt.Fprintf(e.stdout, "the site replaced the directory you are in: run 'cd .' in your shell to see it\n")
	}
	return nil
}

// warn writes the build's warnings (site.Summary.Warnings) on stderr, a line each.
func warn(e *env, sum site.Summary) {
	for _, w := range sum.Warnings {
		fmt.Fprintf(e.stderr, "opsdaily: warning: %s\n", w)
	}
}

// optionsLine is the message of a build's error as the operator reads it: without the
// words of site.ErrOptions ("bad site options"), which name nothing, so that a mistake
// in content/, layouts/ or static/ begins with its file, as the README shows.
func optionsLine(err error) string {
	return strings.Replace(err.Error(), site.ErrOptions.Error()+": ", "", 1)
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
