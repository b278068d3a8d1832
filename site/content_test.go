package site

import (
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
