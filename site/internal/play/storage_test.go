package play

import (
	"fmt"
	"hash/fnv"
	"net/url"
	"strings"
	"testing"
)

// placeVector is where a page keeps its site's data (templates/play/stats.js, place): the
// page header's data-site and data-langs, the page's language and the absolute address of
// its root; the prefix of the site's keys and the older per-language prefixes to move.
type placeVector struct {
	Site   string   `json:"site"`
	Langs  string   `json:"langs"`
	Lang   string   `json:"lang"`
	Root   string   `json:"root"`
	Prefix string   `json:"prefix"`
	Olds   []string `json:"olds"`
}

// storagePrefix is the prefix of a site's keys: "opsdaily:", FNV-1a (32 bits, 8 hex digits)
// of the site's id, a NUL byte and the path of the site's top, and ":".
func storagePrefix(site, top string) string {
	h := fnv.New32a()
	h.Write([]byte(site + "\x00" + top))
	return fmt.Sprintf("opsdaily:%08x:", h.Sum32())
}

// placeVectors works out the places with net/url: the top of a site in several languages
// is the folder above the page's root (the language's folder), the old prefixes are those
// of each language's folder, the page's own first.
func placeVectors(t *testing.T) []placeVector {
	var out []placeVector
	for _, c := range []struct{ site, langs, lang, root string }{
		{"5c0ffee12345", "", "en", "https://example.github.io/club1/"},
		{"5c0ffee12345", "en fr", "en", "https://example.github.io/club1/en/"},
		{"5c0ffee12345", "en fr", "fr", "https://example.github.io/club1/fr/"},
		{"5c0ffee12345", "en fr", "fr", "https://example.github.io/school2/fr/"},
		{"0123456789ab", "en fr", "fr", "https://example.github.io/club1/fr/"},
		{"5c0ffee12345", "fr en", "en", "http://localhost:8080/en/"},
		{"5c0ffee12345", "en fr eo", "eo", "file:///home/me/my%20site/public/eo/"},
		{"5c0ffee12345", "", "fr", "file:///home/me/my%20site/public/"},
		{"", "", "en", "file:///tmp/x/"},
	} {
		root, err := url.Parse(c.root)
		if err != nil {
			t.Fatal(err)
		}
		v := placeVector{Site: c.site, Langs: c.langs, Lang: c.lang, Root: c.root, Olds: []string{}}
		top := root.EscapedPath()
		if c.langs != "" {
			top = root.ResolveReference(&url.URL{Path: "../"}).EscapedPath()
			langs := strings.Fields(c.langs)
			order := []string{c.lang}
			for _, l := range langs {
				if l != c.lang {
					order = append(order, l)
				}
			}
			for _, l := range order {
				v.Olds = append(v.Olds, storagePrefix(c.site, top+l+"/"))
			}
		}
		v.Prefix = storagePrefix(c.site, top)
		out = append(out, v)
	}
	return out
}

// The site's keys are its own: the languages of a site share its prefix, which is the one
// the site had in one language at that folder; other folders and other seeds differ.
func TestPlaceVectors(t *testing.T) {
	v := placeVectors(t)
	if v[0].Prefix != v[1].Prefix || v[1].Prefix != v[2].Prefix {
		t.Errorf("club1 in one language, its English and its French: %s, %s, %s", v[0].Prefix, v[1].Prefix, v[2].Prefix)
	}
	if v[2].Prefix == v[3].Prefix || v[2].Prefix == v[4].Prefix {
		t.Error("two sites on one origin share a prefix")
	}
	if len(v[2].Olds) != 2 || v[2].Olds[1] != v[1].Olds[0] || v[2].Olds[0] != v[1].Olds[1] {
		t.Errorf("the old prefixes of club1's French page %v are not its English page's %v the other way round", v[2].Olds, v[1].Olds)
	}
}
