// Package devserver holds the preview server's layers over a static site handler
// (opsdaily serve): it rebuilds a site when its sources change and reloads the open pages,
// compresses text and lets browsers keep the hashed assets.
//
// Served HTML pages, and only they, load ReloadScriptPath, a small script that polls
// VersionPath and reloads the page when the version changes, and shows the message of a
// failed rebuild while there is one; built files never hold it.
// The script is a file of the server's own (not inline), so a Content-Security-Policy of
// script-src 'self' allows it.
package devserver

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// The preview server's own paths, outside any site's.
const (
	ReloadScriptPath = "/_opsdaily/reload.js"
	VersionPath      = "/_opsdaily/version"
)

// PollEvery is how often Watch looks for changed sources; the reload script asks for the
// version as often.
const PollEvery = 250 * time.Millisecond

// reloadScript reloads the page when the site's version changes, and while the last
// rebuild has failed shows its message in a banner at the foot of the window (role
// "alert", so a screen reader says it too): the page is the last good site, and an
// operator watching the browser, not the terminal, learns why the edit does not show.
const reloadScript = `(function(){var v=null,box=null;` +
	`function show(m){if(!m){if(box){box.remove();box=null}return}` +
	`if(!box){box=document.createElement("div");box.id="opsdaily-build-error";box.setAttribute("role","alert");var s=box.style;` +
	`s.position="fixed";s.left="0";s.right="0";s.bottom="0";s.zIndex="2147483647";s.margin="0";s.padding=".75rem 1rem";` +
	`s.background="#7f1d1d";s.color="#fff";s.font="14px/1.4 ui-monospace,monospace";s.whiteSpace="pre-wrap";s.maxHeight="50vh";s.overflow="auto";` +
	`document.body.appendChild(box)}` +
	`var t="` + ErrorBanner + `\n"+m;if(box.textContent!==t)box.textContent=t}` +
	`function poll(){fetch("` + VersionPath + `",{cache:"no-store"}).then(function(r){return r.text()}).then(function(t){` +
	`var i=t.indexOf("\n"),n=i<0?t:t.slice(0,i);if(v!==null&&n!==v){location.reload();return}v=n;show(i<0?"":t.slice(i+1))})` +
	`.catch(function(){}).then(function(){setTimeout(poll,250)})}poll()})();
`

// ErrorBanner is the first line of the banner an open page shows while the last rebuild
// has failed; the build's message follows it.
const ErrorBanner = "opsdaily serve: the last edit did not build, so this page is the site before it; fix it and the page reloads:"

// ReloadTag is put before </body> of every served HTML page.
const ReloadTag = `<script src="` + ReloadScriptPath + `"></script>`

// Version counts the site's builds, with the message of the last rebuild if it failed;
// open pages reload when the count changes and show the message while there is one.
type Version struct {
	n   atomic.Int64
	err atomic.Pointer[string]
}

// Bump says the site was rebuilt: open pages reload, and a failed rebuild's message is
// gone.
func (v *Version) Bump() {
	v.err.Store(nil)
	v.n.Add(1)
}

// Fail says a rebuild failed with the message msg: open pages show it over the last good
// site until a rebuild succeeds.
func (v *Version) Fail(msg string) { v.err.Store(&msg) }

// String is the version as the reload script reads it: the count of builds, then, after a
// newline, the failed rebuild's message, if there is one.
func (v *Version) String() string {
	s := strconv.FormatInt(v.n.Load(), 10)
	if msg := v.err.Load(); msg != nil {
		s += "\n" + *msg
	}
	return s
}

// Fingerprint sums up the names, sizes and modification times of the files at and under
// the given paths (missing ones count as missing): it changes when one of them does.
func Fingerprint(paths ...string) string {
	h := sha256.New()
	add := func(p string, fi fs.FileInfo) {
		h.Write([]byte(p))
		var b [17]byte
		binary.LittleEndian.PutUint64(b[:8], uint64(fi.Size()))
		binary.LittleEndian.PutUint64(b[8:16], uint64(fi.ModTime().UnixNano()))
		h.Write(b[:])
	}
	for _, root := range paths {
		filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
			if err != nil {
				return nil // a missing file or directory: its absence is the print
			}
			if fi, err := de.Info(); err == nil {
				add(p, fi)
			}
			return nil
		})
	}
	return string(h.Sum(nil))
}

// Watch polls the Fingerprint of paths every PollEvery until ctx is done, and after each
// change calls rebuild and then report with its error; a rebuild that succeeds bumps v,
// one that fails gives v its error's message (Version.Fail). since is the Fingerprint the
// site served was built from, taken before its build began: an edit made during that
// build, or before Watch starts, is a change, not the state watched from.
// It reads no clock (the caller times its rebuild if it says how long it took).
func Watch(ctx context.Context, v *Version, paths []string, since string, rebuild func() error, report func(err error)) {
	last := since
	t := time.NewTicker(PollEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		now := Fingerprint(paths...)
		if now == last {
			continue
		}
		last = now
		err := rebuild()
		if err == nil {
			v.Bump()
		} else {
			v.Fail(err.Error())
		}
		report(err)
	}
}

// Reload serves the reload script and the site's version, and puts the script into every
// HTML page that next serves.
func Reload(v *Version) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch r.URL.Path {
			case ReloadScriptPath:
				w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
				w.Header().Set("Cache-Control", "no-store")
				io.WriteString(w, reloadScript)
				return
			case VersionPath:
				w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				w.Header().Set("Cache-Control", "no-store")
				io.WriteString(w, v.String())
				return
			}
			if r.Method != http.MethodGet {
				next.ServeHTTP(w, r)
				return
			}
			// The page must come whole to be changed: no part, no "not modified".
			r.Header.Del("Range")
			r.Header.Del("If-Modified-Since")
			r.Header.Del("If-None-Match")
			b := &buffered{header: http.Header{}}
			next.ServeHTTP(b, r)
			body := b.body.Bytes()
			if strings.HasPrefix(b.header.Get("Content-Type"), "text/html") {
				if i := bytes.LastIndex(body, []byte("</body>")); i >= 0 {
					body = append(body[:i:i], append([]byte(ReloadTag), body[i:]...)...)
				} else {
					body = append(body, ReloadTag...)
				}
				b.header.Set("Cache-Control", "no-store")
				b.header.Del("Etag")
				b.header.Del("Last-Modified")
			}
			b.flush(w, body)
		})
	}
}

// Compress gzips text (HTML, CSS, JavaScript, XML, SVG, JSON, plain text) of 256 bytes
// or more for clients that accept it, and marks the files of assets/ immutable: their
// names change with their content (site/assets.go).
func Compress(next http.Handler) http.Handler {
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
		h := w.Header()
		h.Add("Vary", "Accept-Encoding")
		if (b.status == http.StatusOK || b.status == http.StatusNotFound) &&
			compressible(h.Get("Content-Type")) && len(body) >= 256 && h.Get("Content-Encoding") == "" {
			var z bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
			zw.Write(body)
			zw.Close()
			h.Set("Content-Encoding", "gzip")
			body = z.Bytes()
		}
		b.flush(w, body)
	})
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !ok {
			return true
		}
		f, err := strconv.ParseFloat(q, 64)
		return err == nil && f > 0
	}
	return false
}

// compressible reports whether a content type is text worth compressing.
func compressible(ct string) bool {
	t, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	switch t {
	case "application/javascript", "text/javascript", "application/json", "application/xml",
		"application/atom+xml", "image/svg+xml", "application/manifest+json":
		return true
	}
	return strings.HasPrefix(t, "text/")
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
	if b.status == 0 {
		b.status = http.StatusOK
	}
	if b.status != http.StatusNotModified && b.status != http.StatusNoContent {
		h.Set("Content-Length", strconv.Itoa(len(body)))
	}
	w.WriteHeader(b.status)
	w.Write(body)
}
