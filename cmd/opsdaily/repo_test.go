package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoFiles calls f with the path (from the repository's root) and text of every text file
// of the repository that people read or run: Go, JavaScript, HTML, CSS, Markdown, scripts.
func repoFiles(t *testing.T, f func(path, text string)) {
	t.Helper()
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if name == "node_modules" || name == ".git" || name == "public" || (name == "testdata" && path != root) {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		switch filepath.Ext(name) {
		case ".go", ".js", ".html", ".css", ".md", ".json", ".svg":
		default:
			if rel != filepath.Join(".ci", "run") {
				return nil
			}
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f(filepath.ToSlash(rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoOutsideReferences checks that nothing in the repository sends a reader to a file
// outside it (the rules live in templates/rules/reference.md) and that the README speaks of
// what a reader can see, not of issues they cannot.
func TestNoOutsideReferences(t *testing.T) {
	outside := regexp.MustCompile(`\bshared/[A-Z]+\.md|/work/|\bseeds/`)
	n := 0
	repoFiles(t, func(path, text string) {
		n++
		if path == "cmd/opsdaily/repo_test.go" {
			return
		}
		for i, line := range strings.Split(text, "\n") {
			if m := outside.FindString(line); m != "" {
				t.Errorf("%s:%d refers to %q, outside the repository", path, i+1, m)
			}
		}
		if path == "README.md" && regexp.MustCompile(`(?i)\bthe issues?\b|\bissue \d`).MatchString(text) {
			t.Errorf("README.md speaks of issues, which its readers cannot see")
		}
	})
	if n < 50 {
		t.Fatalf("read only %d files of the repository", n)
	}
}

// TestCronOnUTCDate checks the nightly recipes of the documentation: a cron line scheduled
// in UTC (CRON_TZ=UTC on it or within two lines) runs the build with TZ=UTC, since the
// build date is the machine's local date and CRON_TZ sets only when the line runs (on a
// machine west of Greenwich the build would see yesterday, and publish a day late).
func TestCronOnUTCDate(t *testing.T) {
	cron := regexp.MustCompile(`\d+ \d+ \* \* \* .*opsdaily build`)
	n := 0
	repoFiles(t, func(path, text string) {
		if !strings.HasSuffix(path, ".md") {
			return
		}
		lines := strings.Split(text, "\n")
		for i, line := range lines {
			if !cron.MatchString(line) {
				continue
			}
			near := strings.Join(lines[max(i-2, 0):min(i+3, len(lines))], "\n")
			if !strings.Contains(near, "CRON_TZ=UTC") {
				continue // scheduled, and dated, in the machine's own zone
			}
			n++
			if !strings.Contains(line, "TZ=UTC opsdaily build") {
				t.Errorf("%s:%d: a build scheduled in UTC runs on the machine's local date; write TZ=UTC opsdaily build: %s", path, i+1, line)
			}
		}
	})
	if n < 2 {
		t.Fatalf("found %d cron lines scheduled in UTC in the documentation, want the README's two", n)
	}
}

// TestNoClockBelowCmd checks that no product code below cmd/ reads the clock (README,
// Layout: "the clock is read only here"): the date and every duration a user is told
// come from cmd. site/pdf alone may, for the deadlines of its own child processes; the
// tests' helper packages (site/internal/*test, axe) are no product code.
func TestNoClockBelowCmd(t *testing.T) {
	clock := regexp.MustCompile(`\btime\.(Now|Since|Until)\(`)
	testHelper := regexp.MustCompile(`^site/internal/(\w*test|axe)/`)
	n := 0
	repoFiles(t, func(path, text string) {
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasPrefix(path, "cmd/") ||
			strings.HasPrefix(path, "site/pdf/") || testHelper.MatchString(path) {
			return
		}
		for i, line := range strings.Split(text, "\n") {
			if m := clock.FindString(line); m != "" {
				t.Errorf("%s:%d reads the clock (%s)", path, i+1, m)
			}
		}
		n++
	})
	if n < 20 {
		t.Fatalf("read only %d Go files below cmd/", n)
	}
}

// TestNoFixedTempDirs checks that no test writes to a folder of a fixed name in the
// temporary directory, which would outlive the test and clash between runs: screenshots
// go to browsertest.Shots, other files to t.TempDir.
func TestNoFixedTempDirs(t *testing.T) {
	fixed := regexp.MustCompile(`filepath\.Join\(os\.TempDir\(\), "`)
	repoFiles(t, func(path, text string) {
		if strings.HasSuffix(path, "_test.go") && path != "cmd/opsdaily/repo_test.go" && fixed.MatchString(text) {
			t.Errorf("%s writes to a fixed folder of os.TempDir(); use t.TempDir or browsertest.Shots", path)
		}
	})
}
