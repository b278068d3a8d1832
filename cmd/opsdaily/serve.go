package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/devserver"
	"github.com/spf13/pflag"
)

// serveCommand is the "serve" command.
func serveCommand() *command {
	return &command{
		name:    "serve",
		summary: "preview a built site in the browser (a local web server)",
		flags: func(fs *pflag.FlagSet) {
			configFlag(fs)
			fs.String("dir", "public", "the directory of a site made by 'opsdaily build' (in a site directory, serve builds its site itself and rebuilds it as you edit)")
			fs.String("addr", "127.0.0.1:8080", "the address to listen on, host:port (port 0 picks a free one)")
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := loadConfig(fs)
	if err != nil {
		return err
	}
	if cfg != nil && !fs.Changed("dir") {
		return previewSite(ctx, e, fs, cfg, addr)
	}
	return serveSite(ctx, e.stdout, dir, addr, devserver.Compress)
}

// serveSite serves the built site in dir at addr until ctx is done. It says where to open
// it on w. The layers wrap the site handler, the last outermost (site/devserver).
func serveSite(ctx context.Context, w io.Writer, dir, addr string, layers ...func(http.Handler) http.Handler) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return usagef("%s holds no built site (no index.html); run 'opsdaily build' first, or give --dir", dir)
	}
	if _, err := os.Stat(filepath.Join(dir, site.Marker)); err != nil {
		return usagef("%s was not made by 'opsdaily build' (no %s file); run 'opsdaily build' first, or give --dir", dir, site.Marker)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return usagef("cannot listen on %s: %v; try another --addr, like 127.0.0.1:0", addr, err)
	}
	handler := siteHandler(dir)
	for _, l := range layers {
		handler = l(handler)
	}
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(w, "serving %s at http://%s/ ; open that in a browser (Ctrl+C stops)\n", dir, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
		<-done
		return nil
	}
}

// siteHandler serves the files of dir, and its 404.html, with status 404, for a missing
// path.
func siteHandler(dir string) http.Handler {
	root := http.Dir(dir)
	files := http.FileServer(root)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := root.Open(r.URL.Path)
		if err == nil {
			f.Close()
			files.ServeHTTP(w, r)
			return
		}
		if !errors.Is(err, fs.ErrNotExist) {
			files.ServeHTTP(w, r)
			return
		}
		page, err := os.ReadFile(filepath.Join(dir, "404.html"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write(page)
	})
}
