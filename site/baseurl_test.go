package site

import (
	"errors"
	"strings"
	"testing"
)

func TestParseBaseURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://example.org/ops/":         "https://example.org/ops/",
		"https://example.org/ops":          "https://example.org/ops/",
		"http://example.org":               "http://example.org/",
		"HTTPS://Example.org/Ops":          "https://Example.org/Ops/",
		"https://example.org:8443/a/b":     "https://example.org:8443/a/b/",
		"http://127.0.0.1:1/":              "http://127.0.0.1:1/",
		"http://[::1]:65535/x":             "http://[::1]:65535/x/",
		"https://xn--bcher-kva.example/":   "https://xn--bcher-kva.example/",
		"https://example.org./":            "https://example.org./",
		"https://my-site.example.org/é/":   "https://my-site.example.org/%C3%A9/",
		"https://example.org/my%20ops/":    "https://example.org/my%20ops/",
		"https://a.b.c.example.org/x/y/z/": "https://a.b.c.example.org/x/y/z/",
	} {
		got, err := ParseBaseURL(in)
		if err != nil || got != want {
			t.Errorf("ParseBaseURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	long := "https://example.org/" + strings.Repeat("x", 10000) + "?"
	for in, why := range map[string]string{
		"example.org":                        "not an absolute URL",
		"example.org/ops":                    "not an absolute URL",
		"/ops/":                              "not an absolute URL",
		"https:example.org":                  "not an absolute URL",
		"ftp://example.org/":                 "not http or https",
		"file:///srv/ops":                    "not http or https",
		"javascript://x/":                    "not http or https",
		"https://example.org/ops?":           "query",
		"https://example.org/ops?a=1":        "query",
		"https://example.org/ops#top":        "fragment",
		"https://example.org/ops/index.html": "names a page (index.html), not the folder the site is published at",
		"https://example.org/Home.HTM":       "names a page (Home.HTM)",
		"https://example.org/ops#":           "fragment",
		"https://user:pass@example.org":      "user name or password",
		"https://user@example.org/":          "user name or password",
		"https://:80/":                       "no host",
		"https:///ops/":                      "not an absolute URL",
		"https://example.org:99999/":         "port outside 1-65535",
		"https://example.org:0/":             "port outside 1-65535",
		"https://example.org:/":              "port outside 1-65535",
		"https://bücher.example/":            "not ASCII",
		"https://exa_mple.org/":              "malformed host",
		"https://-example.org/":              "malformed host",
		"https://example..org/":              "malformed host",
		"https://example.org /":              "space",
		"https://example.org/\x00":           "control character",
		" https://example.org/":              "space",
		long:                                 "query",
		// Folders a browser or a server reads otherwise: the sitemap would list addresses
		// that are not the pages'.
		"https://example.org/ops//":       "empty, . or .. folder in its path (did you mean https://example.org/ops/?)",
		"https://example.org//":           "empty, . or .. folder in its path (did you mean https://example.org/?)",
		"https://example.org/a/../ops/":   "empty, . or .. folder in its path (did you mean https://example.org/ops/?)",
		"https://example.org/./ops":       "empty, . or .. folder in its path (did you mean https://example.org/ops/?)",
		"https://example.org/a/%2E%2e/b/": "empty, . or .. folder in its path (did you mean https://example.org/b/?)",
		"https://example.org/ops/..":      "empty, . or .. folder in its path",
	} {
		_, err := ParseBaseURL(in)
		if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), why) {
			t.Errorf("ParseBaseURL(%.40q): %v; want ErrOptions saying %q", in, err, why)
			continue
		}
		msg := err.Error()
		if len(msg) > 300 || strings.Contains(msg, "\n") || !strings.Contains(msg, "like https://example.org/ops/") {
			t.Errorf("ParseBaseURL(%.40q): message %q: want one line under 300 bytes with an example", in, msg)
		}
		if prefix := in[:min(len(in), 20)]; !strings.Contains(msg, strings.Trim(strings.TrimPrefix(strings.TrimSuffix(quoteShort(prefix), `"`), `"`), " ")) {
			t.Errorf("ParseBaseURL(%.40q): message %q does not name the value", in, msg)
		}
	}
}

// TestQuoteShort: a value is quoted whole up to max runes, else cut to its first max-8
// runes (never inside a rune) with its length in runes, counted by hand here.
func TestQuoteShort(t *testing.T) {
	for _, c := range []struct {
		s    string
		max  int
		want string
	}{
		{"public", 40, `"public"`},
		{strings.Repeat("x", 40), 40, `"` + strings.Repeat("x", 40) + `"`},
		{strings.Repeat("x", 41), 40, `"` + strings.Repeat("x", 32) + `"… (41 characters)`},
		{strings.Repeat("é", 50), 40, `"` + strings.Repeat("é", 32) + `"… (50 characters)`},
		{"ab\ncdefghijkl", 12, `"ab\nc"… (13 characters)`},
	} {
		if got := QuoteShort(c.s, c.max); got != c.want {
			t.Errorf("QuoteShort(%q, %d) = %s, want %s", c.s, c.max, got, c.want)
		}
	}
}
