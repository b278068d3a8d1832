package atomicdir

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
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

// leftNothing checks that nothing is left beside target, in its parent, but its lock
// file: no new tree and no previous one.
func leftNothing(t *testing.T, target string) {
	t.Helper()
	name := filepath.Base(target)
	if es := entries(t, filepath.Dir(target)); !slices.Equal(es, []string{"." + name + ".lock", name}) {
		t.Errorf("left behind beside %s: %v", target, es)
	}
}

// publish writes a tree at target as a build does, failing t on any error: Begin, the
// files given in pairs of a name in the new tree and its text ("a/index.html", "first"),
// then Commit.
func publish(t *testing.T, target string, files ...string) {
	t.Helper()
	if len(files)%2 != 0 {
		t.Fatalf("publish: %d names and texts, want pairs", len(files))
	}
	d, err := Begin(target, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(files); i += 2 {
		write(t, filepath.Join(d.Path, files[i]), files[i+1])
	}
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
}

// noExchange makes Commit use the two renames of systems without an exchange, for the
// rest of the test.
func noExchange(t *testing.T) {
	exchange = func(a, b string) error { return errNoExchange }
	t.Cleanup(func() { exchange = exchangeDirs })
}

// swapModes runs f with the exchange and with the fallback of two renames.
func swapModes(t *testing.T, f func(t *testing.T)) {
	t.Run("exchange", f)
	t.Run("renames", func(t *testing.T) { noExchange(t); f(t) })
}

func TestNewTargetAndReplace(t *testing.T) { swapModes(t, testNewTargetAndReplace) }

func testNewTargetAndReplace(t *testing.T) {
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
		leftNothing(t, target)
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
	leftNothing(t, target)
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
	// Nothing made beside them, not even a lock file.
	if es := entries(t, parent); !slices.Equal(es, []string{"file", "mine"}) {
		t.Errorf("left behind: %v", es)
	}
	// An empty directory may be used.
	empty := filepath.Join(parent, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	publish(t, empty)
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
	leftNothing(t, target)
}

// The exchange works on the test's file system, so the tests above tried it.
func TestExchangeHere(t *testing.T) {
	parent := t.TempDir()
	a, b := filepath.Join(parent, "a"), filepath.Join(parent, "b")
	write(t, filepath.Join(a, "f"), "a")
	write(t, filepath.Join(b, "f"), "b")
	err := exchangeDirs(a, b)
	if errors.Is(err, errNoExchange) {
		t.Skip("no exchange on this file system: ", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if read(t, filepath.Join(a, "f")) != "b" || read(t, filepath.Join(b, "f")) != "a" {
		t.Error("not exchanged")
	}
}

// A reader of the target during repeated swaps always finds a whole tree: with the
// exchange there is no instant without one.
func TestNoGap(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	var stop atomic.Bool
	var reads, misses atomic.Int64
	var wg sync.WaitGroup
	build := func(i int) {
		var files []string
		for j := range 20 {
			files = append(files, fmt.Sprintf("p%d.html", j), fmt.Sprint(i))
		}
		publish(t, target, append(files, "index.html", fmt.Sprint(i))...)
	}
	build(0)
	for range 2 {
		wg.Go(func() {
			for !stop.Load() {
				reads.Add(1)
				if b, err := os.ReadFile(filepath.Join(target, "index.html")); err != nil || len(b) == 0 {
					misses.Add(1)
				}
			}
		})
	}
	for i := 1; i <= 60; i++ {
		build(i)
	}
	stop.Store(true)
	wg.Wait()
	if misses.Load() != 0 {
		t.Errorf("%d of %d reads found no index.html during the swaps", misses.Load(), reads.Load())
	}
	if reads.Load() < 100 {
		t.Errorf("only %d reads: the test proved little", reads.Load())
	}
	t.Logf("%d reads during 60 swaps, no miss", reads.Load())
}

func TestLock(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	d, err := Begin(target, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Begin(target, marker, "m"); !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), ".public.lock") {
		t.Fatalf("second Begin: %v, want ErrBusy naming the lock", err)
	}
	// Another target in the same parent is not locked by it.
	other, err := Begin(filepath.Join(parent, "other"), marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	other.Abort()
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
	// Released by Commit, and by Abort.
	for range 2 {
		d, err := Begin(target, marker, "m")
		if err != nil {
			t.Fatal(err)
		}
		d.Abort()
	}
	// The busy writer's directory was kept: the first commit went in.
	if read(t, filepath.Join(target, marker)) != "m" {
		t.Error("no site")
	}
}

func TestLeftoversRemoved(t *testing.T) {
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	write(t, filepath.Join(target, marker), "m")
	// Leftovers of killed writers: removed.
	write(t, filepath.Join(parent, ".public.new-123", marker), "m")
	write(t, filepath.Join(parent, ".public.new-123", "daily", "x.html"), "half")
	write(t, filepath.Join(parent, ".public.old-4567", marker), "m")
	if err := os.Mkdir(filepath.Join(parent, ".public.new-89"), 0o700); err != nil { // killed before the marker
		t.Fatal(err)
	}
	// Not ours, or not of this target: kept.
	keep := []string{
		".public.new-5/notes.txt",  // no marker
		".public.new-x1/" + marker, // not digits
		".public.new-/" + marker,   // no digits
		".publicx.new-1/" + marker, // another target
		".other.old-2/" + marker,   // another target
		"public.new-3/" + marker,   // not hidden
		".public.lock.new-4/" + marker,
	}
	for _, k := range keep {
		write(t, filepath.Join(parent, k), "keep")
	}
	write(t, filepath.Join(parent, ".public.old-6"), "a file") // a file, not a directory
	victim := filepath.Join(parent, "victim")
	write(t, filepath.Join(victim, marker), "m")
	if err := os.Symlink(victim, filepath.Join(parent, ".public.new-7")); err != nil {
		t.Fatal(err)
	}
	publish(t, target)
	want := []string{".other.old-2", ".public.lock", ".public.lock.new-4", ".public.new-", ".public.new-5", ".public.new-7",
		".public.new-x1", ".public.old-6", ".publicx.new-1", "public", "public.new-3", "victim"}
	if es := entries(t, parent); !slices.Equal(es, want) {
		t.Errorf("parent holds %v\nwant %v", es, want)
	}
	for _, k := range keep {
		if read(t, filepath.Join(parent, k)) != "keep" {
			t.Errorf("%s changed", k)
		}
	}
	if read(t, filepath.Join(victim, marker)) != "m" {
		t.Error("the symbolic link was followed")
	}
}

func TestLeftoverName(t *testing.T) {
	for name, want := range map[string]bool{
		".public.new-1": true, ".public.old-4294967295": true, ".public.new-": false, ".public.new-1a": false,
		".public.tmp-1": false, "public.new-1": false, ".public.new-1/": false, "..public.new-1": false,
	} {
		if got := Leftover(name, "public"); got != want {
			t.Errorf("Leftover(%q) = %v", name, got)
		}
	}
}

// When the previous tree cannot be removed, Commit says so, and the new tree is in place.
func TestLeftoverError(t *testing.T) {
	swapModes(t, func(t *testing.T) {
		parent := t.TempDir()
		target := filepath.Join(parent, "public")
		write(t, filepath.Join(target, marker), "m")
		write(t, filepath.Join(target, "index.html"), "old")
		removeAll = func(string, string) error { return errors.New("no permission") }
		t.Cleanup(func() { removeAll = removeTree })
		d, err := Begin(target, marker, "m")
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(d.Path, "index.html"), "new")
		err = d.Commit()
		var left *LeftoverError
		if !errors.As(err, &left) {
			t.Fatalf("err %v, want a LeftoverError", err)
		}
		if read(t, filepath.Join(target, "index.html")) != "new" {
			t.Error("the new tree is not in place")
		}
		if read(t, filepath.Join(left.Path, "index.html")) != "old" || filepath.Dir(left.Path) != parent {
			t.Errorf("the leftover %s is not the previous tree", left.Path)
		}
		if !strings.Contains(err.Error(), left.Path) {
			t.Errorf("the message does not name the leftover: %v", err)
		}
		// The lock was released, and the next writer removes the leftover.
		removeAll = removeTree
		publish(t, target)
		leftNothing(t, target)
	})
}

// "." names the working directory: an empty one may be built into; it is replaced by its
// path, and the process moves into the new tree.
func TestDotInEmptyDir(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "site")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for i := range 2 {
		d, err := Begin(".", marker, "m")
		if err != nil {
			t.Fatal(err)
		}
		if d.Target != dir || filepath.Dir(d.Path) != parent {
			t.Fatalf("target %s, new %s; want %s, beside it", d.Target, d.Path, dir)
		}
		write(t, filepath.Join(d.Path, "index.html"), fmt.Sprint(i))
		if err := d.Commit(); err != nil {
			t.Fatal(err)
		}
		if read(t, filepath.Join(dir, "index.html")) != fmt.Sprint(i) {
			t.Errorf("build %d not in place", i)
		}
		leftNothing(t, dir)
		// The process moved into the new tree.
		if read(t, "index.html") != fmt.Sprint(i) {
			t.Errorf("build %d: the working directory is not the new tree", i)
		}
	}
}

// A symbolic link at the target is followed: the directory it leads to is replaced, the
// link kept. One that leads nowhere is refused with a message that says so.
func TestSymlinkTarget(t *testing.T) {
	parent := t.TempDir()
	real := filepath.Join(parent, "srv", "ops")
	write(t, filepath.Join(real, marker), "m")
	link := filepath.Join(parent, "public")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	publish(t, link, "index.html", "new")
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if read(t, filepath.Join(link, "index.html")) != "new" {
		t.Error("not built through the link")
	}
	leftNothing(t, real)
	dangling := filepath.Join(parent, "dangling")
	if err := os.Symlink(filepath.Join(parent, "nowhere"), dangling); err != nil {
		t.Fatal(err)
	}
	if _, err := Begin(dangling, marker, "m"); err == nil || !strings.Contains(err.Error(), "symbolic link to "+filepath.Join(parent, "nowhere")) {
		t.Errorf("dangling link: %v", err)
	}
	if _, err := os.Lstat(filepath.Join(parent, "nowhere")); err == nil {
		t.Error("made the link's destination")
	}
}

// removeTree removes a whole tree, the marker last; a tree whose removal was cut short
// after some entries still counts as a leftover of ours (the kill test of cmd/opsdaily
// kills builds during the removal).
func TestRemoveTree(t *testing.T) {
	dir := t.TempDir()
	tree := filepath.Join(dir, ".public.new-1")
	write(t, filepath.Join(tree, marker), "m")
	for _, f := range []string{"a/b.html", "a/c.html", "z.html", ".a", "0"} {
		write(t, filepath.Join(tree, f), "x")
	}
	if err := removeTree(tree, marker); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(tree); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("tree still there: %v", err)
	}
	if err := removeTree(tree, marker); err != nil {
		t.Errorf("removing what is gone: %v", err)
	}
	write(t, filepath.Join(tree, marker), "m")
	write(t, filepath.Join(tree, "z.html"), "x")
	if !ours(tree, marker) {
		t.Error("a tree with its marker and more is not ours")
	}
}

// Without an exchange, a failed second rename puts the previous tree back.
func TestRenamesRollBack(t *testing.T) {
	noExchange(t)
	parent := t.TempDir()
	target := filepath.Join(parent, "public")
	write(t, filepath.Join(target, marker), "m")
	write(t, filepath.Join(target, "index.html"), "old")
	d, err := Begin(target, marker, "m")
	if err != nil {
		t.Fatal(err)
	}
	// The new tree vanishes before the swap: its rename in fails.
	if err := os.RemoveAll(d.Path); err != nil {
		t.Fatal(err)
	}
	err = d.Commit()
	var stranded *StrandedError
	if err == nil || errors.As(err, &stranded) {
		t.Fatalf("err %v, want a plain error", err)
	}
	if read(t, filepath.Join(target, "index.html")) != "old" {
		t.Error("the previous tree was not put back")
	}
	leftNothing(t, target)
}

// Holds tells what replacing a directory deletes: the directory itself and everything
// under it, found through links and "..", and nothing beside it, even with a name that
// begins the same.
func TestHolds(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "pub", "site", "opsdaily.toml"), "x")
	write(t, filepath.Join(root, "public2", "a"), "x")
	if err := os.Symlink(filepath.Join(root, "pub"), filepath.Join(root, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "pub", "site"), filepath.Join(root, "sitelink")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join(root, "pub", "site"))
	for _, c := range []struct {
		dir, path string
		want      bool
	}{
		{root + "/pub", root + "/pub/site/opsdaily.toml", true},
		{root + "/pub", root + "/pub", true},
		{root + "/pub/", root + "/pub/site/../site/opsdaily.toml", true},
		{root + "/link", root + "/pub/site/opsdaily.toml", true},        // a link to dir
		{root + "/pub", root + "/sitelink/opsdaily.toml", true},         // a link to path
		{"..", "opsdaily.toml", true},                                   // relative to the working directory
		{".", "opsdaily.toml", true},                                    // the directory itself holds it
		{root + "/pub/nosuch", root + "/pub/site/opsdaily.toml", false}, // missing dir
		{root + "/pub/site/opsdaily.toml/x", root + "/pub/site/opsdaily.toml", false},
		{root + "/pub/site", root + "/pub", false}, // a parent is not inside
		{root + "/public", root + "/public2/a", false},
		{root + "/pub", root + "/public2/a", false},
		{root + "/pub", root + "/pubx", false},
	} {
		if got := Holds(c.dir, c.path); got != c.want {
			t.Errorf("Holds(%s, %s) = %v, want %v", c.dir, c.path, got, c.want)
		}
	}
}

// Commit flushes the new tree, whole, to the disk before the swap, on a first write and a
// replacement alike, and a flush that fails swaps nothing: the previous tree stays, the
// new one goes, and the lock is free.
func TestCommitFlushesFirst(t *testing.T) {
	swapModes(t, func(t *testing.T) {
		parent := t.TempDir()
		target := filepath.Join(parent, "public")
		var flushed []string
		syncTree = func(dir string) error {
			// What is flushed is the whole new tree, and nothing is swapped yet.
			if read(t, filepath.Join(dir, "a", "index.html")) != "new" || read(t, filepath.Join(dir, marker)) != "m" {
				t.Errorf("flushed %s before it was whole", dir)
			}
			if b, err := os.ReadFile(filepath.Join(target, "a", "index.html")); err == nil && string(b) == "new" {
				t.Error("flushed after the swap")
			}
			flushed = append(flushed, dir)
			return nil
		}
		t.Cleanup(func() { syncTree = syncTreeOS })
		for i := range 2 { // a first write, then a replacement
			publish(t, target, "a/index.html", "new")
			if len(flushed) != i+1 || filepath.Dir(flushed[i]) != parent || !Leftover(filepath.Base(flushed[i]), "public") {
				t.Errorf("write %d: flushed %v, want the new directory once", i, flushed)
			}
			write(t, filepath.Join(target, "a", "index.html"), "old")
		}
		syncTree = func(string) error { return errors.New("input/output error") }
		d, err := Begin(target, marker, "m")
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(d.Path, "a", "index.html"), "new")
		if err := d.Commit(); err == nil || !strings.Contains(err.Error(), "input/output error") {
			t.Errorf("a failed flush: %v", err)
		}
		if read(t, filepath.Join(target, "a", "index.html")) != "old" {
			t.Error("a failed flush replaced the tree")
		}
		leftNothing(t, target)
		syncTree = syncTreeOS
		if d, err = Begin(target, marker, "m"); err != nil {
			t.Fatalf("the lock stayed: %v", err)
		}
		d.Abort()
	})
}

// The flush of systems without syncfs, and this system's own, run through a tree with
// nested directories and a symbolic link, and fail on a tree that is gone.
func TestSyncTree(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a", "b", "c.html"), "c")
	write(t, filepath.Join(dir, "d.html"), "d")
	if err := os.Symlink("nowhere", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func(string) error{"each": syncEach, "os": syncTreeOS} {
		if err := f(dir); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if err := f(filepath.Join(dir, "gone")); err == nil {
			t.Errorf("%s: no error for a missing tree", name)
		}
	}
}

// A target that cannot be written where it is gives a *PlaceError with the system's
// reason, and nothing is made.
func TestBeginPlaceError(t *testing.T) {
	parent := t.TempDir()
	file := filepath.Join(parent, "afile")
	write(t, file, "x")
	for _, c := range []struct{ target, why string }{
		{filepath.Join(file, "sub"), "not a directory"},           // a file in the way
		{filepath.Join(file, "sub", "public"), "not a directory"}, // its parent cannot be made
		{filepath.Join(parent, strings.Repeat("x", 300)), "file name too long"},
		{"/proc/opsdaily-public", "no such file or directory"}, // nothing can be made beside it
	} {
		_, err := Begin(c.target, marker, "m")
		var place *PlaceError
		if !errors.As(err, &place) || place.Path != c.target || !strings.Contains(place.Err.Error(), c.why) {
			t.Errorf("Begin(%.80s): %v, want a PlaceError for it: %s", c.target, err, c.why)
		}
	}
	if es := entries(t, parent); !slices.Equal(es, []string{"afile"}) {
		t.Errorf("made %v", es)
	}
}
