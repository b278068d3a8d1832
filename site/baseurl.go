package site

import (
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// baseURLExample is the valid base URL the messages show.
const baseURLExample = "https://example.org/ops/"

// hostName matches an ASCII host name: dot-separated labels of letters, digits and inner
// hyphens, with an optional final dot.
var hostName = regexp.MustCompile(`^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.?$`)

// ParseBaseURL checks a base URL, where a site will be published, and returns it
// normalised to end in "/". It must be http or https with a host, and nothing a link
// cannot be appended to: no user name or password, no query (not even a bare "?"), no
// fragment, a port (if any) of 1 to 65535, a path that names a folder, not a page
// (".../index.html"), with no empty, "." or ".." folder in it ("ops//", "a/../b/"). The host must be ASCII: a name of letters, digits, hyphens and dots
// (an international name written in punycode, xn--...), an IPv4 address or a bracketed
// IPv6 address. Its error is a *BaseURLError, which wraps ErrOptions, names the bad value
// (shortened when long) and shows a valid example.
func ParseBaseURL(s string) (string, error) {
	bad := func(why string) error { return &BaseURLError{Value: s, Why: why} }
	if strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f }) {
		return "", bad("has a space or a control character")
	}
	if strings.ContainsAny(s, "?#") {
		return "", bad("has a query (?) or a fragment (#)")
	}
	u, err := url.Parse(s)
	if err != nil || u.Scheme == "" {
		return "", bad("is not an absolute URL")
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", bad("is not http or https")
	}
	if u.Opaque != "" || (u.Host == "" && u.User == nil) {
		return "", bad("is not an absolute URL")
	}
	if u.User != nil {
		return "", bad("has a user name or password (@)")
	}
	host := u.Hostname()
	switch {
	case host == "":
		return "", bad("has no host")
	case !utf8.ValidString(host) || strings.ContainsFunc(host, func(r rune) bool { return r >= utf8.RuneSelf }):
		return "", bad("has a host that is not ASCII (write an international name in punycode, xn--...)")
	case strings.Contains(u.Host, "["): // an IPv6 address, checked by url.Parse
	case !hostName.MatchString(host):
		return "", bad("has a malformed host")
	}
	if p := u.Port(); p != "" || strings.HasSuffix(u.Host, ":") {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return "", bad("has a port outside 1-65535")
		}
	}
	// A segment "." or ".." (also written %2e) or an empty one ("ops//"): a browser or a
	// server reads the address as another (https://example.org/ops/../x/ is
	// https://example.org/x/), so the sitemap's and the canonical links' addresses would
	// not be the pages'.
	if segs := strings.Split(strings.TrimPrefix(strings.TrimSuffix(u.Path, "/"), "/"), "/"); u.Path != "" && u.Path != "/" {
		for _, seg := range segs {
			if seg == "" || seg == "." || seg == ".." {
				meant := *u
				meant.Path, meant.RawPath = strings.TrimSuffix(path.Clean("/"+u.Path), "/")+"/", ""
				return "", bad("has an empty, . or .. folder in its path (did you mean " + meant.String() + "?)")
			}
		}
	}
	if ext := strings.ToLower(path.Ext(u.Path)); ext == ".html" || ext == ".htm" {
		// The address of the home page, pasted from a browser: every link would go under
		// it (index.html/daily/...).
		return "", bad("names a page (" + path.Base(u.Path) + "), not the folder the site is published at")
	}
	base := u.String()
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return base, nil
}

// BaseURLError is ParseBaseURL's error: the value and what is wrong with it, so that a
// message of the command line or of the config file can name it in its own form.
type BaseURLError struct {
	Value string // the base URL refused
	Why   string // what is wrong, like "has a query (?) or a fragment (#)"
}

// Error names the value (shortened when long), what is wrong and a valid example.
func (e *BaseURLError) Error() string {
	return fmt.Sprintf("%v: base URL %s %s; give the address the site is published at, like %s", ErrOptions, quoteShort(e.Value), e.Why, baseURLExample)
}

// Unwrap returns ErrOptions: a bad base URL is a bad option of the build.
func (e *BaseURLError) Unwrap() error { return ErrOptions }

// quoteShort quotes a bad value for a message as the opsdaily command quotes one
// (QuoteShort, 40).
func quoteShort(s string) string { return QuoteShort(s, 40) }

// QuoteShort quotes s for a one-line message: whole up to max runes, else its first max-8,
// an ellipsis and its length, like "xxxx"… (10485760 characters), so that even a 100 KB
// value is named in some 50 characters and the line keeps its end. The site's errors and
// the opsdaily command's shorten every value this one way.
func QuoteShort(s string, max int) string {
	n := utf8.RuneCountInString(s)
	if n <= max {
		return strconv.Quote(s)
	}
	r := []rune(s[:min(len(s), 4*max)])
	return fmt.Sprintf("%s… (%d characters)", strconv.Quote(string(r[:min(len(r), max-8)])), n)
}
