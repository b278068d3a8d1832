package main

// The preview server's layers over the site handler (serve.go): it rebuilds a site
// directory's site when its sources change and reloads the open pages, compresses text and
// lets browsers keep the hashed assets.
//
// Run in a site directory (or given --config), serve builds the site into a temporary
// directory (the published public/ is left alone), without base_url (as a site opened from
// disk: no sitemap or link previews, which need absolute URLs), and polls the modification
// times of opsdaily.toml, content/, layouts/ and static/ four times a second. After a
// change it rebuilds (atomically, so a bad edit keeps the last good site and prints the
// error) and every open page reloads: served HTML pages, and only they, load
// /_opsdaily/reload.js, which polls /_opsdaily/version. Built files never hold the script.

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/config"
	"github.com/spf13/pflag"
)

// The preview server's own paths, outside any site's.
const (
	reloadScriptPath = "/_opsdaily/reload.js"
	versionPath      = "/_opsdaily/version"
)

// pollEvery is how often serve looks for changed sources; the reload script asks for the
// version as often.
const pollEvery = 250 * time.Millisecond

// reloadScript reloads the page when the site's version changes.
const reloadScript = `(function(){var v=null;function poll(){fetch(` + "`" + versionPath + "`" + `,{cache:"no-store"}).then(function(r){return r.text()}).then(function(t){if(v!==null&&t!==v){location.reload();return}v=t}).catch(function(){}).then(function(){setTimeout(poll,250)})}poll()})();
`

// reloadTag is put before </body> of every served HTML page.
const reloadTag = `<script src="` + reloadScriptPath + `"></script>`

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
		opts, err := buildOptions(fs, generator.DateOf(e.now()))
		if err != nil {
			return err
		}
		opts.Out, opts.BaseURL = out, ""
		_, err = site.Build(ctx, opts)
		return err
	}
	if err := build(); err != nil {
		var u usageError
		if errors.As(err, &u) || errors.Is(err, site.ErrOptions) {
			return usagef("%v", err)
		}
		return err
	}
	var version atomic.Int64
	version.Store(1)
	go func() {
		last := sourcesPrint(cfg)
		t := time.NewTicker(pollEvery)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			now := sourcesPrint(cfg)
			if now == last {
				continue
			}
			last = now
			start := time.Now()
			if err := build(); err != nil {
				fmt.Fprintf(e.stderr, "rebuild failed, still serving the last good site: %v\n", err)
				continue
			}
			version.Add(1)
			fmt.Fprintf(e.stdout, "rebuilt after a change in %.2f s; open pages reload\n", time.Since(start).Seconds())
		}
	}()
	fmt.Fprintf(e.stdout, "watching %s, %s/, %s/ and %s/ of %s\n", filepath.Base(cfg.Path), config.ContentDir, config.LayoutsDir, config.StaticDir, cfg.Dir)
	return serveSite(ctx, e.stdout, out, addr, reloadLayer(&version), compressLayer)
}

// sourcesPrint sums up the names, sizes and modification times of a site directory's
// sources: it changes when one of them does.
func sourcesPrint(cfg *config.Config) string {
	h := sha256.New()
	add := func(p string, fi fs.FileInfo) {
		h.Write([]byte(p))
		var b [16]byte
		binary.LittleEndian.PutUint64(b[:8], uint64(fi.Size()))
		binary.LittleEndian.PutUint64(b[8:], uint64(fi.ModTime().UnixNano()))
		h.Write(b[:])
	}
	if fi, err := os.Stat(cfg.Path); err == nil {
		add(cfg.Path, fi)
	}
	for _, d := range []string{config.ContentDir, config.LayoutsDir, config.StaticDir} {
		filepath.WalkDir(filepath.Join(cfg.Dir, d), func(p string, de fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if fi, err := de.Info(); err == nil {
				add(p, fi)
			}
			return nil
		})
	}
	return string(h.Sum(nil))
}

// reloadLayer serves the reload script and the site's version, and puts the script into
// every HTML page it serves.
func reloadLayer(version *atomic.Int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch r.URL.Path {
			case reloadScriptPath:
				w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
				w.Header().Set("Cache-Control", "no-store")
				io.WriteString(w, reloadScript)
				return
			case versionPath:
				w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				w.Header().Set("Cache-Control", "no-store")
				io.WriteString(w, strconv.FormatInt(version.Load(), 10))
				return
			}
			if r.Method != http.MethodGet {
				next.ServeHTTP(w, r)
				return
			}
			// The page must come whole, to change it.
			r.Header.Del("Range")
			r.Header.Del("If-Modified-Since")
			r.Header.Del("If-None-Match")
			b := &buffered{header: http.Header{}}
			next.ServeHTTP(b, r)
			body := b.body.Bytes()
			if strings.HasPrefix(b.header.Get("Content-Type"), "text/html") {
				if i := bytes.LastIndex(body, []byte("</body>")); i >= 0 {
					body = append(body[:i:i], append([]byte(reloadTag), body[i:]...)...)
				} else {
					body = append(body, reloadTag...)
				}
				b.header.Set("Cache-Control", "no-store")
				b.header.Del("Etag")
				b.header.Del("Last-Modified")
			}
			b.flush(w, body)
		})
	}
}

// compressLayer gzips text (HTML, CSS, JavaScript, XML, SVG, JSON, plain text) for clients
// that accept it, and marks the hashed files of assets/ immutable: their names change with
// their content (site/assets.go).
func compressLayer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		if r.Method != http.MethodGet || !acceptsGzip(r) {
			next.ServeHTTP(w, r)
			return
		}
		r.Header.Del("Range") // a compressed whole, not a part
		b := &buffered{header: w.Header()}
		next.ServeHTTP(b, r)
		body := b.body.Bytes()
		w.Header().Add("Vary", "Accept-Encoding")
		if b.status == 0 || b.status == http.StatusOK || b.status == http.StatusNotFound {
			if compressible(w.Header().Get("Content-Type")) && len(body) >= 256 && w.Header().Get("Content-Encoding") == "" {
				var z bytes.Buffer
				zw, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
				zw.Write(body)
				zw.Close()
				w.Header().Set("Content-Encoding", "gzip")
				body = z.Bytes()
			}
		}
		b.flush(w, body)
	})
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") {
			q = strings.ReplaceAll(strings.TrimSpace(q), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// compressible reports whether a content type is text worth compressing.
func compressible(ct string) bool {
	t, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	switch {
	case strings.HasPrefix(t, "text/"):
		return true
	case t == "application/javascript", t == "application/json", t == "application/xml",
		t == "application/atom+xml", t == "image/svg+xml", t == "application/manifest+json":
		return true
	}
	return false
}

// buffered is a ResponseWriter that keeps the response, to change it before it is sent.
type buffered struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *buffered) Header() http.Header { return b.header }

func (b *buffered) WriteHeader(code int) {
	if b.status == 0 {
		b.status = code
	}
}

func (b *buffered) Write(p []byte) (int, error) {
	if b.status == 0 {
		b.status = http.StatusOK
	}
	return b.body.Write(p)
}

// flush sends the kept response to w with body.
func (b *buffered) flush(w http.ResponseWriter, body []byte) {
	h := w.Header()
	for k, v := range b.header {
		h[k] = v
	}
	status := b.status
	if status == 0 {
		status = http.StatusOK
	}
	if status != http.StatusNotModified && status != http.StatusNoContent {
		h.Set("Content-Length", strconv.Itoa(len(body)))
	}
	w.WriteHeader(status)
	w.Write(body)
}
