package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/devserver"
	"github.com/opsdaily/opsdaily/site/preview"
	"github.com/spf13/pflag"
)

// defaultAddr is where serve listens without --addr: this machine only.
const defaultAddr = "127.0.0.1:8080"

// serveCommand is the "serve" command.
func serveCommand() *command {
	return &command{
		name:    "serve",
		summary: "preview a built site in the browser (a local web server)",
		flags: func(fs *pflag.FlagSet) {
			configFlag(fs)
			fs.String("dir", "public", "the directory of a site made by 'opsdaily build' (in a site directory, serve builds its site itself and rebuilds it as you edit)")
			fs.String("addr", defaultAddr, "the address to listen on, host:port (port 0 picks a free one; a host of 0.0.0.0 or none reaches other machines)")
		},
		run:     runServe,
		example: "opsdaily serve\nopsdaily serve --dir public --addr 127.0.0.1:9000",
	}
}

func runServe(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 0, "none"); err != nil {
		return err
	}
	dir, _ := fs.GetString("dir")
	addr, _ := fs.GetString("addr")
	ctx, stop := signal.NotifyContext(e.context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if fs.Changed("config") && fs.Changed("dir") {
		return usagef("--config and --dir cannot go together: --config builds its site and previews it, rebuilding as you edit; --dir serves a site already built; give one, like opsdaily serve --config mysite/opsdaily.toml or opsdaily serve --dir public")
	}
	cfg, err := loadConfig(fs)
	if err != nil {
		return err
	}
	if cfg != nil && !fs.Changed("dir") {
		return previewSite(ctx, e, fs, cfg, addr)
	}
	if err := checkAddr(addr); err != nil {
		return err
	}
	if err := checkBuilt(dir, fs.Changed("dir")); err != nil {
		return err
	}
	return serveSite(ctx, e.stdout, dir, addr, devserver.Compress)
}

// checkBuilt checks that dir holds a site made by 'opsdaily build'; given says the user
// named it with --dir (else it is the default, public).
func checkBuilt(dir string, given bool) error {
	if dir == "" { // --dir= would otherwise be told to build: opsdaily build --out ''
		return usagef("--dir is empty; give the directory of a built site, like --dir public")
	}
	what := "--dir " + quotePath(dir)
	if !given {
		what = quotePath(dir)
	}
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return usagef("%s is a file, not a directory; give the --dir of a built site, like --dir public", what)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		if !given {
			return usagef("%s holds no built site (no index.html); run 'opsdaily build' first, or give the --dir of a built site", what)
		}
		build := "opsdaily build --out"
		if utf8.RuneCountInString(dir) <= 100 {
			build += " " + shellQuote(dir)
		}
		return usagef("%s holds no built site (no index.html); give the --dir of a built site, or build one into it first: %s", what, build)
	}
	if _, err := os.Stat(filepath.Join(dir, site.Marker)); err != nil {
		if !given {
			return usagef("%s was not made by 'opsdaily build' (no %s file); run 'opsdaily build' first, or give the --dir of a site it built", what, site.Marker)
		}
		return usagef("%s was not made by 'opsdaily build' (no %s file); give the --dir of a site it built", what, site.Marker)
	}
	return nil
}

// checkAddr checks a listening address: host:port, the port a number of 0 to 65535.
func checkAddr(addr string) error {
	if addr == "" {
		return usagef("--addr is empty; give host:port, like %s (port 0 picks a free one)", defaultAddr)
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return usagef("--addr %s is not host:port; give one like %s", quote(addr), defaultAddr)
	}
	if n, err := strconv.Atoi(port); err != nil || strconv.Itoa(n) != port || n < 0 || n > 65535 {
		return usagef("--addr %s has a port outside 0-65535; give one like %s", quote(addr), defaultAddr)
	}
	return nil
}

// serveSite serves the built site in dir at addr until ctx is done. It says where to open
// it on w. The layers wrap the site's handler, the last outermost (site/devserver).
func serveSite(ctx context.Context, w io.Writer, dir, addr string, layers ...func(http.Handler) http.Handler) error {
	if err := checkAddr(addr); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		if inner := errors.Unwrap(err); inner != nil {
			err = inner // without Go's "listen tcp ADDR:" before it
		}
		return usagef("cannot listen on %s: %v; try another --addr, like 127.0.0.1:0", addr, err)
	}
	srv := preview.NewServer(dir, addr)
	for _, l := range layers {
		srv.Handler = l(srv.Handler)
	}
	ln = preview.Limit(ln, srv, preview.MaxConns)
	open, note := ln.Addr().String(), ""
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		open, note = fmt.Sprintf("127.0.0.1:%d", tcp.Port), " (listening on every interface: other machines can reach it)"
	}
	fmt.Fprintf(w, "serving %s at http://%s/%s ; open that in a browser (Ctrl+C stops)\n", dir, open, note)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if srv.Shutdown(sctx) != nil {
			srv.Close()
		}
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}
