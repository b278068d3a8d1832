//go:build unix

package atomicdir

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// groupOf returns the group of the file at p.
func groupOf(t *testing.T, p string) int {
	t.Helper()
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return int(info.Sys().(*syscall.Stat_t).Gid)
}

// A directory replaced keeps its mode, setgid bit included, and its group (here the
// daemon group, gid 1, when the test may set it), and what is written in it takes that
// group: an operator's web root prepared for a server's group stays the server's.
func TestReplaceKeepsModeAndGroup(t *testing.T) {
	swapModes(t, func(t *testing.T) {
		parent := t.TempDir()
		target := filepath.Join(parent, "webroot")
		if err := os.Mkdir(target, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(target, 0o770|os.ModeSetgid); err != nil {
			t.Fatal(err)
		}
		gid := os.Getegid()
		if os.Lchown(target, -1, 1) == nil {
			gid = 1
		}
		for i := range 2 { // an empty web root, then the site built in it
			publish(t, target, "index.html", "x")
			info, err := os.Stat(target)
			if err != nil {
				t.Fatal(err)
			}
			if got := info.Mode() & (os.ModePerm | os.ModeSetgid | os.ModeSticky); got != 0o770|os.ModeSetgid {
				t.Errorf("build %d: mode %v, want %v", i, got, 0o770|os.ModeSetgid)
			}
			for _, p := range []string{target, filepath.Join(target, "index.html")} {
				if g := groupOf(t, p); g != gid {
					t.Errorf("build %d: %s has group %d, want %d", i, p, g, gid)
				}
			}
		}
	})
	// A first write, where nothing was, is world-readable.
	target := filepath.Join(t.TempDir(), "public")
	publish(t, target)
	if info, err := os.Stat(target); err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("a new directory's mode: %v", info.Mode())
	}
}

// In a setgid parent of another group, a new directory takes the parent's group: the
// directory replaced keeps its own, this process's (the daemon group, gid 1, stands for the
// parent's, when the test may set it).
func TestReplaceKeepsGroupInSetgidParent(t *testing.T) {
	parent := t.TempDir()
	if os.Lchown(parent, -1, 1) != nil || os.Chmod(parent, 0o775|os.ModeSetgid) != nil || groupOf(t, parent) == os.Getegid() {
		t.Skip("this user cannot give a directory another group")
	}
	target := filepath.Join(parent, "webroot")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Lchown(target, -1, os.Getegid()); err != nil {
		t.Fatal(err)
	}
	publish(t, target)
	if g := groupOf(t, target); g != os.Getegid() {
		t.Errorf("the replaced directory has the setgid parent's group %d, want its own, %d", g, os.Getegid())
	}
}
