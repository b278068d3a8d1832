package main

// The preview server of a site directory (opsdaily serve run in one, or given --config).
// It builds the site into a temporary directory (the published public/ is left alone),
// without base_url (as a site opened from disk: no sitemap or link previews, which need
// absolute URLs), and rebuilds it when opsdaily.toml, content/, layouts/ or static/ change
// (polled four times a second); a rebuild is atomic, so a bad edit keeps the last good site
// and prints the error. Open pages then reload. The layers (reload, gzip, immutable assets)
// are site/devserver's, over the site handler of serve.go.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/config"
	"github.com/opsdaily/opsdaily/site/devserver"
	"github.com/spf13/pflag"
)

// previewSite builds the site of cfg into a temporary directory, serves it at addr and
// rebuilds it when its sources change, until ctx is done.
func previewSite(ctx context.Context, e *env, fs *pflag.FlagSet, cfg *config.Config, addr string) error {
	tmp, err := os.MkdirTemp("", "opsdaily-serve-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "public")
	build := func() error {
		opts, _, err := buildOptions(fs, generator.DateOf(e.now()))
		if err != nil {
			return err
		}
		opts.Out, opts.BaseURL = out, ""
		sum, err := site.Build(ctx, opts)
		warn(e, sum)
		return err
	}
	sources := []string{cfg.Path}
	for _, d := range []string{config.ContentDir, config.LayoutsDir, config.StaticDir} {
		sources = append(sources, filepath.Join(cfg.Dir, d))
	}
	since := devserver.Fingerprint(sources...) // before the build: an edit during it rebuilds
	if err := build(); err != nil {
		var u usageError
		if errors.As(err, &u) || errors.Is(err, site.ErrOptions) {
			return usagef("%s", optionsLine(err))
		}
		return err
	}
	var v devserver.Version
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	var took time.Duration // of the last rebuild; Watch calls rebuild and report in turn
	rebuild := func() error {
		start := e.now()
		err := build()
		took = e.now().Sub(start)
		if err != nil {
			err = errors.New(optionsLine(err)) // as it is printed, for the open pages too
		}
		return err
	}
	go devserver.Watch(wctx, &v, sources, since, rebuild, func(err error) {
		if err != nil {
			fmt.Fprintf(e.stderr, "rebuild failed, still serving the last good site: %s\n", optionsLine(err))
			return
		}
		fmt.Fprintf(e.stdout, "rebuilt after a change in %.2f s; open pages reload\n", took.Seconds())
	})
	fmt.Fprintf(e.stdout, "watching %s and %s/, %s/, %s/ beside it\n", cfg.Path, config.ContentDir, config.LayoutsDir, config.StaticDir)
	return serveSite(ctx, e.stdout, out, addr, devserver.Reload(&v), devserver.Compress)
}
