package atomicdir

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

const marker = ".made-here"

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// entries lists the names in dir, to see that nothing is left behind.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestNewTargetAndReplace(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	for i, text := range []string{"first", "second"} {
		d, err := Begin(target, marker, "m")
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Dir(d.Path) != parent {
			t.Errorf("new dir %s is not beside %s", d.Path, target)
		}
		write(t, filepath.Join(d.Path, "a", "index.html"), text)
		if i == 1 && read(t, filepath.Join(target, "a", "index.html")) != "first" {
			t.Error("target changed before Commit")
		}
		if err := d.Commit(); err != nil {
			t.Fatal(err)
		}
		if got := read(t, filepath.Join(target, "a", "index.html")); got != text {
			t.Errorf("build %d: got %q", i, got)
		}
		if got := read(t, filepath.Join(target, marker)); got != "m" {
			t.Errorf("marker: %q", got)
		}
		if es := entries(t, parent); len(es) != 1 || es[0] != "public" {
			t.Errorf("left behind in parent: %v", es)
		}
		if info, _ := os.Stat(target); info.Mode().Perm() != 0o755 {
			t.Errorf("mode %v", info.Mode())
		}
	}
}

func TestAbortLeavesOldTree(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	write(t, filepath.Join(target, marker), "m")
	write(t, filepath.Join(target, "old.html"), "old")
	d, err := Begin(target, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(d.Path, "half.html"), "half")
	if err := d.Abort(); err != nil {
		t.Fatal(err)
	}
	if read(t, filepath.Join(target, "old.html")) != "old" {
		t.Error("old tree changed")
	}
	if es := entries(t, parent); len(es) != 1 {
		t.Errorf("left behind: %v", es)
	}
	if err := d.Commit(); err == nil {
		t.Error("Commit after Abort succeeded")
	}
}

func TestForeignRefused(t *testing.T) {
	parent := t.TempDir()
	foreign := filepath.Join(parent, "mine")
	write(t, filepath.Join(foreign, "notes.txt"), "keep me")
	file := filepath.Join(parent, "file")
	write(t, file, "x")
	for _, target := range []string{foreign, file} {
		if _, err := Begin(target, marker, "m"); !errors.Is(err, ErrForeign) {
			t.Errorf("%s: err %v, want ErrForeign", target, err)
		}
	}
	if read(t, filepath.Join(foreign, "notes.txt")) != "keep me" || read(t, file) != "x" {
		t.Error("foreign content changed")
	}
	if es := entries(t, parent); len(es) != 2 {
		t.Errorf("left behind: %v", es)
	}
	// An empty directory may be used.
	empty := filepath.Join(parent, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	d, err := Begin(empty, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
	if read(t, filepath.Join(empty, marker)) != "m" {
		t.Error("empty target not replaced")
	}
}

func TestForeignAppearsBeforeCommit(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	d, err := Begin(target, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(target, "theirs.txt"), "theirs")
	if err := d.Commit(); !errors.Is(err, ErrForeign) {
		t.Fatalf("err %v, want ErrForeign", err)
	}
	if read(t, filepath.Join(target, "theirs.txt")) != "theirs" {
		t.Error("foreign content changed")
	}
	if es := entries(t, parent); len(es) != 1 {
		t.Errorf("left behind: %v", es)
	}
}
