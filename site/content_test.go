package site

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRewriteLink: links of content/SRC, as its page at ROOT writes them. The expected
// hrefs are worked out by hand from the page's place (content/club/meetings.md is
// club/meetings/index.html, two levels down).
func TestRewriteLink(t *testing.T) {
	for _, tc := range []struct{ src, dest, want string }{
		{"about.md", "privacy.md", "../privacy/index.html"},
		{"about.md", "club/index.md", "../club/index.html"},
		{"about.md", "club/meetings.md#when", "../club/meetings/index.html#when"},
		{"about.md", "/rules/ops/", "../rules/ops/index.html"},
		{"about.md", "/", "../index.html"},
		{"about.md", "/logo.svg", "../logo.svg"},
		{"about.md", "logo.svg", "../logo.svg"},
		{"about.md", "club/", "../club/index.html"},
		{"about.md", "index.md", "../index.html"},
		{"about.md", "archive/index.html?x=1", "../archive/index.html?x=1"},
		{"club/meetings.md", "../about.md", "../../about/index.html"},
		{"club/meetings.md", "index.md", "../../club/index.html"},
		{"club/index.md", "meetings.md", "../club/meetings/index.html"},
		{"index.md", "about.md", "about/index.html"},
		{"about.md", "#top", "#top"},
		{"about.md", "https://example.org/a.md", "https://example.org/a.md"},
		{"about.md", "mailto:club@example.org", "mailto:club@example.org"},
		{"about.md", "//cdn.example.org/x.png", "//cdn.example.org/x.png"},
		{"about.md", "../outside.md", "../outside.md"},
	} {
		root := rootOf(contentPath(tc.src))
		if got := rewriteLink(tc.dest, tc.src, root); got != tc.want {
			t.Errorf("content/%s: %s → %q, want %q", tc.src, tc.dest, got, tc.want)
		}
	}
}

func TestContentPath(t *testing.T) {
	for src, want := range map[string]string{
		"about.md": "about/index.html", "index.md": "index.html", "club/index.md": "club/index.html",
		"club/meetings.md": "club/meetings/index.html",
	} {
		if got := contentPath(src); got != want {
			t.Errorf("%s → %s, want %s", src, got, want)
		}
	}
}

func TestFrontMatter(t *testing.T) {
	var fm frontMatter
	body, err := splitFrontMatter([]byte("+++\r\ntitle = \"Über uns\"\r\nnav = 3\r\ndraft = false\r\n+++\r\n# Hi\n"), &fm)
	if err != nil || fm.Title != "Über uns" || fm.Nav != 3 || fm.Draft || string(body) != "# Hi\n" {
		t.Errorf("%+v %q %v", fm, body, err)
	}
	for doc, want := range map[string]string{
		"---\ntitle: x\n---\n":                  "TOML between +++ lines",
		"+++\ntitle = \"x\"\n":                  "no closing +++",
		"+++\ntitle = \"x\"\nweight = 2\n+++\n": `front matter line 3: unknown key "weight"`,
		"+++\nnav = \"first\"\n+++\n":           "front matter line 2:",
	} {
		if _, err := splitFrontMatter([]byte(doc), &frontMatter{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", doc, err, want)
		}
	}
	// No front matter: the whole file is the body.
	if body, err := splitFrontMatter([]byte("# Plain\n"), &frontMatter{}); err != nil || string(body) != "# Plain\n" {
		t.Errorf("%q %v", body, err)
	}
}

// TestContentImagesOwn: an operator's page may link to other sites, but an image it shows
// must be the site's own (the pages request nothing from other sites, as the privacy page
// promises): an image at another address stops the build with a usage error naming the
// file, the line and the way out.
func TestContentImagesOwn(t *testing.T) {
	for _, c := range []struct {
		text string
		line int // 0: accepted
	}{
		{"# Club\n\nSee [the federation](https://example.org/) and ![our logo](/logo.png).\n", 0},
		{"+++\ntitle = \"Club\"\n+++\n# Club\n\nWe meet.\n\n![a photo](https://evil.example/x.png)\n", 8},
		{"# Club\n![a photo](//cdn.example/x.png)\n", 2},
		{"# Club\n\n![a photo][p]\n\n[p]: http://cdn.example/p.jpg\n", 5},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "club.md"), []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readContent(dir)
		if c.line == 0 {
			if err != nil {
				t.Errorf("%q: %v", c.text, err)
			}
			continue
		}
		want := fmt.Sprintf("club.md: line %d: the image ", c.line)
		if !errors.Is(err, ErrOptions) || err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "static/") {
			t.Errorf("%q: error %v, want a usage error with %q and static/", c.text, err, want)
		}
	}
}
