// Package preview serves a built site over HTTP, for a preview on the author's machine
// (the opsdaily serve command). It is a small static file server made to be left running
// while the site is rebuilt:
//
//   - Each request resolves the site's directory afresh (an os.Root opened per request),
//     so a rebuild that swaps a new tree in is seen at once; a file missing from a tree
//     swapped out during the request is looked up once more in the new one.
//   - Only files inside the directory are served: os.Root refuses a symbolic link that
//     leads out of it. Names that begin with a dot (the build's marker file) are not
//     served, nor are directory listings: a directory answers its index.html, or 404.
//   - A missing page answers the site's own 404.html with status 404: on a site in several
//     languages, that of the language whose directory the path is in (fr/404.html for
//     /fr/nope), else the top one (the first language's); a name too long for the file
//     system is missing too. Methods other than GET and HEAD answer 405.
//   - Every answer carries security headers: X-Content-Type-Options: nosniff,
//     Referrer-Policy: no-referrer and ContentSecurityPolicy (the pages' scripts and
//     styles come from the site itself, so the policy lets nothing else load).
//   - The server has timeouts for a request's header, its body and an idle connection,
//     and Limit bounds the connections open at once, closing idle ones to make room.
package preview

import (
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// ContentSecurityPolicy is the policy sent with every answer. It allows what the built
// pages use: their own scripts and style sheets (shared files and inline blocks), images
// from the site and data: URLs, forms that stay on the site; nothing from elsewhere, no
// plugins, no <base>.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"

// setHeaders sets the security headers of every answer.
func setHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
}

// The server's limits.
const (
	ReadHeaderTimeout = 10 * time.Second // to read a request's header
	ReadTimeout       = 30 * time.Second // to read a whole request
	WriteTimeout      = 60 * time.Second // to write an answer
	IdleTimeout       = 60 * time.Second // a keep-alive connection with no request
	MaxHeaderBytes    = 32 << 10
	MaxConns          = 128 // connections open at once (see Limit)
)

// NewServer returns a server for the site in dir at addr, with the package's handler and
// timeouts. Serve it on a listener wrapped by Limit.
func NewServer(dir, addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           Handler(dir),
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    MaxHeaderBytes,
	}
}

// Handler serves the files of the site in dir, as the package comment says. A relative
// dir is made absolute first: "." would otherwise keep naming the process's working
// directory, the previous tree after a rebuild into it.
func Handler(dir string) http.Handler {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setHeaders(w.Header())
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed: this server only reads (GET, HEAD)", http.StatusMethodNotAllowed)
			return
		}
		serve(w, r, dir, true)
	})
}

// serve answers r from the tree at dir; again says whether a file missing from a tree
// swapped out meanwhile is looked up once more.
func serve(w http.ResponseWriter, r *http.Request, dir string, again bool) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		w.Header().Set("Retry-After", "1")
		http.Error(w, "503 the site is not there (being rebuilt?); try again", http.StatusServiceUnavailable)
		return
	}
	defer root.Close()
	name, ok := clean(r.URL.Path)
	if !ok {
		notFound(w, root, ".")
		return
	}
	f, info, err := open(root, name)
	if err != nil && again && swapped(root, dir) {
		serve(w, r, dir, true)
		return
	}
	switch {
	case errors.Is(err, fs.ErrPermission):
		http.Error(w, "403 forbidden", http.StatusForbidden)
		return
	case err != nil:
		notFound(w, root, name)
		return
	}
	defer f.Close()
	if !info.IsDir() && strings.HasSuffix(r.URL.Path, "/") {
		notFound(w, root, name) // a file is not a directory
		return
	}
	if info.IsDir() {
		// index.html, found in the directory: links inside it need the final slash.
		f.Close()
		f, info, err = open(root, path.Join(name, "index.html"))
		if err != nil {
			// The tree may have been swapped out, and its removal begun, between the two
			// opens: look in the tree now at dir.
			if again && swapped(root, dir) {
				serve(w, r, dir, false)
				return
			}
			notFound(w, root, name)
			return
		}
		defer f.Close()
		if !strings.HasSuffix(r.URL.Path, "/") {
			target := (&url.URL{Path: "/" + name + "/"}).EscapedPath()
			if r.URL.RawQuery != "" {
				target += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, target, http.StatusMovedPermanently)
			return
		}
	}
	http.ServeContent(w, r, info.Name(), info.ModTime(), f)
}

// clean turns a request path into a name inside the root: "." for the top, no "..", and
// false for a name with a component that begins with a dot or a NUL byte.
func clean(p string) (string, bool) {
	name := strings.TrimPrefix(path.Clean("/"+p), "/")
	if name == "" {
		return ".", true
	}
	for _, c := range strings.Split(name, "/") {
		if strings.HasPrefix(c, ".") || strings.ContainsRune(c, 0) {
			return "", false
		}
	}
	return name, true
}

// open opens name in root, a regular file or a directory.
func open(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	f, err := root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.IsDir() && !info.Mode().IsRegular() {
		err = fs.ErrNotExist // a device, a pipe: not part of a site
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// swapped reports whether the tree root was opened on is no longer the one at dir.
func swapped(root *os.Root, dir string) bool {
	was, err := root.Stat(".")
	if err != nil {
		return true
	}
	now, err := os.Stat(dir)
	return err == nil && !os.SameFile(was, now)
}

// notFound answers 404 for the missing name with the site's 404.html: the one in the
// directory of the name's first element if there is one (a language's, fr/404.html for
// fr/nope/x.html), else the top one; or a line of text without either.
func notFound(w http.ResponseWriter, root *os.Root, name string) {
	dir, _, _ := strings.Cut(name, "/")
	page, err := root.ReadFile(path.Join(dir, "404.html"))
	if err != nil {
		page, err = root.ReadFile("404.html")
	}
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	w.Write(page)
}
