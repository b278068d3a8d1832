package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"hash"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
)

var updateDigests = flag.Bool("update", false, "rewrite testdata/digests.txt from the sites built now")

// digestSites are the sites TestPublishedBytes pins: the 10-year site of BenchmarkBuildTenYears
// (days ahead of the build date included), and two months with a base URL (sitemap, link
// previews, absolute links).
var digestSites = []struct {
	name string
	opts Options
}{
	{"10y", Options{From: generator.MakeDate(2027, 1, 1), To: generator.MakeDate(2036, 12, 31), Today: generator.MakeDate(2031, 6, 1)}},
	{"base", Options{From: generator.MakeDate(2026, 11, 1), To: generator.MakeDate(2026, 12, 31), Today: generator.MakeDate(2026, 12, 15), BaseURL: "https://example.org/ops/"}},
}

// TestPublishedBytes pins every byte of two built sites to testdata/digests.txt: one line
// per group of files (a top-level file or directory, and daily/ and print/ by year) with
// its count, its size and a SHA-256 digest of its paths and contents. A change to the build
// that is meant to change nothing a visitor gets (a faster pipeline, a cache, a refactor)
// must leave every line as it is. A change meant to alter pages rewrites the file with
// -update, and its diff shows which groups of files changed.
func TestPublishedBytes(t *testing.T) {
	var got []string
	for _, site := range digestSites {
		opts := site.opts
		opts.Out = filepath.Join(t.TempDir(), site.name)
		if _, err := Build(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		lines, err := digests(opts.Out)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			got = append(got, site.name+" "+l)
		}
	}
	const golden = "testdata/digests.txt"
	if *updateDigests {
		text := "# site: go test ./site -run TestPublishedBytes -update (see testdata/README)\n" + strings.Join(got, "\n") + "\n"
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if !strings.HasPrefix(l, "#") {
			want = append(want, l)
		}
	}
	if slices.Equal(got, want) {
		return
	}
	for _, l := range want {
		if !slices.Contains(got, l) {
			t.Errorf("pinned, no longer built: %s", l)
		}
	}
	for _, l := range got {
		if !slices.Contains(want, l) {
			t.Errorf("built now, not pinned:   %s", l)
		}
	}
	t.Errorf("the built sites differ from %s: a change meant to alter no page must leave them as they were; if the pages are meant to change, rewrite it with go test ./site -run TestPublishedBytes -update", golden)
}

// digests returns one line per group of the files under dir (see TestPublishedBytes):
// "GROUP FILES BYTES DIGEST", in the order of the groups' names.
func digests(dir string) ([]string, error) {
	type group struct {
		files, bytes int
		h            hash.Hash
	}
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	groups := map[string]*group{}
	var names []string
	for _, p := range paths {
		name, rest, _ := strings.Cut(p, "/")
		if (name == "daily" || name == "print") && len(rest) >= 4 {
			name += "/" + rest[:4] // the year
		}
		g, ok := groups[name]
		if !ok {
			g = &group{h: sha256.New()}
			groups[name] = g
			names = append(names, name)
		}
		body, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(g.h, "%s\x00%d\x00", p, len(body))
		g.h.Write(body)
		g.files++
		g.bytes += len(body)
	}
	slices.Sort(names)
	out := make([]string, len(names))
	for i, name := range names {
		g := groups[name]
		out[i] = fmt.Sprintf("%s %d %d %s", name, g.files, g.bytes, hex.EncodeToString(g.h.Sum(nil))[:16])
	}
	return out, nil
}
