// Package atomicdir replaces a directory whole: a new tree is written into a fresh
// directory beside the target and swapped in, so a failure, an interrupt or a kill leaves
// the previous tree as it was, and a reader of the target always finds a whole tree, the
// old one or the new one.
//
// The swap: on Linux the two directories are exchanged in one step with
// renameat2(RENAME_EXCHANGE); there is no instant without a tree at the target. Where the
// system or the file system has no exchange (other systems; file systems that refuse it
// with EINVAL, such as some network and FUSE ones), the old tree is renamed aside and the
// new one renamed in: two renames, with a moment between them in which the target is
// missing. A first swap (nothing at the target) is one rename either way.
//
// It never deletes or replaces a directory it did not create: every directory it makes
// holds a marker file, and a non-empty target without the marker is refused. A symbolic
// link at the target is followed: the directory it leads to is replaced, the link kept.
//
// One writer at a time: Begin takes an exclusive lock (flock) on the file .NAME.lock beside
// the target NAME, held until Commit or Abort (or the process ends, when the system drops
// it), so a second Begin fails at once with ErrBusy. The lock file stays (deleting it would
// let two writers lock two different files). Systems without flock have no lock.
//
// Leftovers: a writer killed mid-way leaves its fresh directory (.NAME.new-DIGITS, or the
// previous tree under that name after an exchange, or .NAME.old-DIGITS after the two
// renames). Begin removes those of the target, under the lock: only names of exactly that
// form that are directories holding the marker file, or empty.
package atomicdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrForeign is wrapped by the error for a target that exists and was not made by this
// package: a non-empty directory without the marker file, or a file.
var ErrForeign = errors.New("refusing to replace what opsdaily did not make")

// ErrBusy is wrapped by Begin's error when another writer holds the target's lock.
var ErrBusy = errors.New("another build is writing there")

// LeftoverError is Commit's error when the new tree is in place but the previous one,
// moved aside, could not be removed: the swap succeeded, and Path is left over.
type LeftoverError struct {
	Path string // the previous tree, still on disk
	Err  error
}

// Error says where the previous tree was left, and why.
func (e *LeftoverError) Error() string {
	return fmt.Sprintf("the previous tree, moved to %s, could not be removed: %v", e.Path, e.Err)
}

// Unwrap returns the removal's error.
func (e *LeftoverError) Unwrap() error { return e.Err }

// StrandedError is Commit's error when, without an exchange, the previous tree was renamed
// aside, the new one could not be renamed in, and the previous one could not be put back:
// nothing is at the target, and the previous tree is at Path.
type StrandedError struct {
	Path string // the previous tree
	Err  error
}

// Error says where the previous tree is, and why it was not put back.
func (e *StrandedError) Error() string {
	return fmt.Sprintf("the swap failed and the previous tree could not be put back; it is at %s: %v", e.Path, e.Err)
}

// Unwrap returns the error of the failed swap.
func (e *StrandedError) Unwrap() error { return e.Err }

// Dir is a directory being written beside its target. Write into Path, then Commit to swap
// it in, or Abort to remove it.
type Dir struct {
	// Path is the fresh directory to write into.
	Path string
	// Target is the directory replaced: the target given, made absolute, with a symbolic
	// link at it followed.
	Target string
	marker string
	unlock func()
	done   bool
	// wd is the process's working directory when it is Target or inside it: the swap
	// moves the process to the same path in the new tree.
	wd string
}

// Resolve returns the directory that target names: absolute and clean, and if target is a
// symbolic link, the directory it leads to (which must exist).
func Resolve(target string) (string, error) {
	abs, err := filepath.Abs(target)
	if err != nil {
		return "", fmt.Errorf("resolve %s: the working directory is gone (replaced by a build into it?): run cd . and try again", target)
	}
	info, err := os.Lstat(abs)
	if err == nil && info.Mode()&fs.ModeSymlink != 0 {
		real, err := filepath.EvalSymlinks(abs)
		if err != nil {
			dest, _ := os.Readlink(abs)
			if errors.Is(err, fs.ErrNotExist) {
				return "", fmt.Errorf("%w: %s is a symbolic link to %s, which does not exist", ErrForeign, target, dest)
			}
			return "", fmt.Errorf("%w: %s is a symbolic link to %s, which cannot be followed: %v", ErrForeign, target, dest, err)
		}
		abs = real
	}
	if filepath.Dir(abs) == abs {
		return "", fmt.Errorf("%w: %s is the root of the file system", ErrForeign, abs)
	}
	return abs, nil
}

// Check reports whether target may be replaced: it does not exist, is an empty directory,
// or is a directory that holds the marker file. Otherwise the error wraps ErrForeign.
func Check(target, marker string) error {
	info, err := os.Lstat(target)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("check %s: %w", target, err)
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		return fmt.Errorf("%w: %s is a symbolic link", ErrForeign, target)
	}
	if !info.IsDir() {
		return fmt.Errorf("%w: %s is a file, not a directory", ErrForeign, target)
	}
	if ours(target, marker) {
		return nil
	}
	return fmt.Errorf("%w: %s is not empty and has no %s file", ErrForeign, target, marker)
}

// ours reports whether dir holds the marker file as a regular file, or is empty.
func ours(dir, marker string) bool {
	if info, err := os.Lstat(filepath.Join(dir, marker)); err == nil && info.Mode().IsRegular() {
		return true
	}
	f, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer f.Close()
	names, err := f.Readdirnames(1)
	return len(names) == 0 && err != nil
}

// LockPath returns the lock file of target (already resolved): .NAME.lock beside it.
func LockPath(target string) string {
	return filepath.Join(filepath.Dir(target), "."+filepath.Base(target)+".lock")
}

// Begin resolves target (see Resolve), takes its lock, checks it (see Check), removes the
// leftovers of interrupted writers and makes a fresh directory beside it, in the same
// parent so that the swap stays on one file system, with the marker file written in it
// first. markerText is the marker file's content.
func Begin(target, marker, markerText string) (*Dir, error) {
	abs, err := Resolve(target)
	if err != nil {
		return nil, err
	}
	// Refuse a foreign target before making anything beside it (the lock file); checked
	// again under the lock.
	if err := Check(abs, marker); err != nil {
		return nil, err
	}
	parent, base := filepath.Dir(abs), filepath.Base(abs)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("make %s: %w", parent, err)
	}
	unlock, err := lock(LockPath(abs))
	if err != nil {
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			unlock()
		}
	}()
	if err := Check(abs, marker); err != nil {
		return nil, err
	}
	removeLeftovers(parent, base, marker)
	path, err := os.MkdirTemp(parent, "."+base+".new-")
	if err != nil {
		return nil, fmt.Errorf("make a directory beside %s: %w", abs, err)
	}
	// MkdirTemp makes 0700; a published site is world-readable.
	if err := os.Chmod(path, 0o755); err != nil {
		os.RemoveAll(path)
		return nil, fmt.Errorf("make a directory beside %s: %w", abs, err)
	}
	if err := os.WriteFile(filepath.Join(path, marker), []byte(markerText), 0o644); err != nil {
		os.RemoveAll(path)
		return nil, fmt.Errorf("write marker: %w", err)
	}
	ok = true
	d := &Dir{Path: path, Target: abs, marker: marker, unlock: unlock}
	if wd, err := os.Getwd(); err == nil && (wd == abs || strings.HasPrefix(wd, abs+string(filepath.Separator))) {
		d.wd = wd
	}
	return d, nil
}

// Leftover reports whether name, in the target's parent, is named as a leftover of a
// writer of the target base: .BASE.new-DIGITS or .BASE.old-DIGITS (the names MkdirTemp
// makes).
func Leftover(name, base string) bool {
	for _, kind := range []string{".new-", ".old-"} {
		digits, ok := strings.CutPrefix(name, "."+base+kind)
		if ok && digits != "" && strings.Trim(digits, "0123456789") == "" {
			return true
		}
	}
	return false
}

// removeLeftovers removes the leftovers of interrupted writers of base in parent: entries
// named as Leftover says that are directories (not links) holding the marker, or empty.
// It is best effort: what cannot be removed now is tried again by the next writer.
func removeLeftovers(parent, base, marker string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || !Leftover(e.Name(), base) {
			continue
		}
		if path := filepath.Join(parent, e.Name()); ours(path, marker) {
			removeTree(path, marker)
		}
	}
}

// Abort removes the new directory and releases the lock; the target is untouched. It is
// safe to call after Commit, when it does nothing.
func (d *Dir) Abort() error {
	if d.done {
		return nil
	}
	d.done = true
	defer d.unlock()
	return removeTree(d.Path, d.marker)
}

// exchange swaps two directories in one step, or returns an error wrapping
// errNoExchange when the system or the file system cannot. Tests may replace it.
var exchange = exchangeDirs

var errNoExchange = errors.New("no atomic exchange here")

// removeAll removes a tree made by Begin (see removeTree); tests may replace it.
var removeAll = removeTree

// removeTree removes the tree dir with its marker file last, so that a removal cut short
// by a kill leaves a directory that still holds its marker, which the next writer removes.
func removeTree(dir, marker string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Name() == marker {
			continue
		}
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	if err := os.Remove(filepath.Join(dir, marker)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return os.Remove(dir)
}

// Commit swaps the new directory in and releases the lock. The target is checked again;
// then, if it exists, the two directories are exchanged (or, without an exchange, the old
// one renamed aside and the new one renamed in) and the previous tree removed. If the swap
// fails the previous tree stays (or is put back) and the new directory is removed.
//
// If the process's working directory is the target or inside it, the swap moves the
// process to the same path in the new tree (its shell, though, stays in the previous one,
// which is removed: "cd ." finds the new one).
//
// A *LeftoverError means the swap succeeded but the previous tree could not be removed; a
// *StrandedError, that nothing is at the target (only without an exchange). Any other error
// leaves the target as it was.
func (d *Dir) Commit() error {
	if d.done {
		return errors.New("atomicdir: commit after commit or abort")
	}
	if err := Check(d.Target, d.marker); err != nil {
		d.Abort()
		return err
	}
	if _, err := os.Lstat(d.Target); errors.Is(err, fs.ErrNotExist) {
		if err := os.Rename(d.Path, d.Target); err != nil {
			d.Abort()
			return fmt.Errorf("replace %s: %w", d.Target, err)
		}
		d.finish()
		return nil
	}
	err := exchange(d.Path, d.Target)
	if err == nil {
		// d.Path now holds the previous tree.
		d.finish()
		if err := removeAll(d.Path, d.marker); err != nil {
			return &LeftoverError{Path: d.Path, Err: err}
		}
		return nil
	}
	if !errors.Is(err, errNoExchange) {
		d.Abort()
		return fmt.Errorf("replace %s: %w", d.Target, err)
	}
	return d.commitRenames()
}

// finish marks d done, releases the lock and, if the process was in the previous tree,
// moves it to the same place in the new one (or to its top).
func (d *Dir) finish() {
	d.done = true
	d.unlock()
	if d.wd != "" && os.Chdir(d.wd) != nil {
		os.Chdir(d.Target)
	}
}

// commitRenames is Commit without an exchange: two renames, with the target missing
// between them.
func (d *Dir) commitRenames() error {
	parent, base := filepath.Split(d.Target)
	// A name no one uses: MkdirTemp reserves it, and it is freed again for the rename
	// (rename does not replace a non-empty directory).
	old, err := os.MkdirTemp(parent, "."+base+".old-")
	if err == nil {
		err = os.Remove(old)
	}
	if err != nil {
		d.Abort()
		return fmt.Errorf("replace %s: %w", d.Target, err)
	}
	if err := os.Rename(d.Target, old); err != nil {
		d.Abort()
		return fmt.Errorf("replace %s: %w", d.Target, err)
	}
	if err := os.Rename(d.Path, d.Target); err != nil {
		if err2 := os.Rename(old, d.Target); err2 != nil {
			d.Abort()
			return &StrandedError{Path: old, Err: err}
		}
		d.Abort()
		return fmt.Errorf("replace %s: %w", d.Target, err)
	}
	d.finish()
	if err := removeAll(old, d.marker); err != nil {
		return &LeftoverError{Path: old, Err: err}
	}
	return nil
}
