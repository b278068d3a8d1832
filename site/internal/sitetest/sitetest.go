// Package sitetest writes site directories for tests from a file map in the txtar format of
// Hugo's integration tests: each file starts with a line "-- path --", its content follows.
//
//	-- opsdaily.toml --
//	title = "Puzzle Club"
//	-- content/about.md --
//	# About
package sitetest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// Files parses an archive into its files, by slash path. Text before the first file is a
// comment.
func Files(archive string) map[string]string {
	files := map[string]string{}
	name := ""
	var b strings.Builder
	flush := func() {
		if name != "" {
			files[name] = b.String()
		}
		b.Reset()
	}
	for _, line := range strings.SplitAfter(archive, "\n") {
		l := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(l, "-- ") && strings.HasSuffix(l, " --") && len(l) > 6 {
			flush()
			name = strings.TrimSpace(l[3 : len(l)-3])
			continue
		}
		b.WriteString(line)
	}
	flush()
	return files
}

// Write writes the files of archive under dir (a path ending in "/" makes a directory)
// and returns dir.
func Write(t testing.TB, dir, archive string) string {
	t.Helper()
	for name, content := range Files(archive) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// A Built is a site that tests of a package build once and share: Dir builds it on its
// first call, into a directory that lives as long as the package's browser.
type Built struct {
	dir string
	err error
}

// Dir returns the directory of the site built with opts (its Out is set here) in a new
// directory of b named by prefix, building it on the first call; a failed build fails
// every test that asks for it.
func (s *Built) Dir(t testing.TB, b *browsertest.Browser, prefix string, opts site.Options) string {
	t.Helper()
	if s.dir == "" && s.err == nil {
		tmp, err := b.TempDir(prefix)
		if err != nil {
			t.Fatal(err)
		}
		s.dir = filepath.Join(tmp, "public")
		opts.Out = s.dir
		_, s.err = site.Build(context.Background(), opts)
	}
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.dir
}
