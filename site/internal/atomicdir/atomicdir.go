// Package atomicdir replaces a directory whole: a new tree is written into a fresh
// directory beside the target and swapped in with renames, so a failure or an interrupt
// leaves the previous tree as it was. It never deletes or replaces a directory it did not
// create: every directory it makes holds a marker file, and a non-empty target without
// the marker is refused.
package atomicdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrForeign is wrapped by the error for a target that exists and was not made by this
// package: a non-empty directory without the marker file, or a file.
var ErrForeign = errors.New("refusing to replace what opsdaily did not make")

// Dir is a directory being written beside its target. Write into Path, then Commit to swap
// it in, or Abort to remove it.
type Dir struct {
	// Path is the fresh directory to write into.
	Path   string
	target string
	marker string
	done   bool
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
	if !info.IsDir() {
		return fmt.Errorf("%w: %s is a file, not a directory", ErrForeign, target)
	}
	if _, err := os.Lstat(filepath.Join(target, marker)); err == nil {
		return nil
	}
	f, err := os.Open(target)
	if err != nil {
		return fmt.Errorf("check %s: %w", target, err)
	}
	defer f.Close()
	names, err := f.Readdirnames(1)
	if len(names) == 0 && err != nil {
		return nil // empty
	}
	return fmt.Errorf("%w: %s is not empty and has no %s file", ErrForeign, target, marker)
}

// Begin checks target (see Check) and makes a fresh directory beside it, in the same parent
// so that renames stay on one file system, with the marker file written in it first.
// markerText is the marker file's content.
func Begin(target, marker, markerText string) (*Dir, error) {
	if err := Check(target, marker); err != nil {
		return nil, err
	}
	target = filepath.Clean(target)
	parent, base := filepath.Split(target)
	if parent == "" {
		parent = "."
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("make %s: %w", parent, err)
	}
	path, err := os.MkdirTemp(parent, "."+base+".new-")
	if err != nil {
		return nil, fmt.Errorf("make a directory beside %s: %w", target, err)
	}
	// MkdirTemp makes 0700; a published site is world-readable.
	if err := os.Chmod(path, 0o755); err != nil {
		os.RemoveAll(path)
		return nil, fmt.Errorf("make a directory beside %s: %w", target, err)
	}
	if err := os.WriteFile(filepath.Join(path, marker), []byte(markerText), 0o644); err != nil {
		os.RemoveAll(path)
		return nil, fmt.Errorf("write marker: %w", err)
	}
	return &Dir{Path: path, target: target, marker: marker}, nil
}

// Abort removes the new directory; the target is untouched. It is safe to call after
// Commit, when it does nothing.
func (d *Dir) Abort() error {
	if d.done {
		return nil
	}
	d.done = true
	return os.RemoveAll(d.Path)
}

// Commit swaps the new directory in: the old target (checked again) is renamed aside, the
// new directory renamed to the target, and the old one removed. If the swap fails the old
// target is put back and the new directory removed.
func (d *Dir) Commit() error {
	if d.done {
		return errors.New("atomicdir: commit after commit or abort")
	}
	if err := Check(d.target, d.marker); err != nil {
		d.Abort()
		return err
	}
	old := ""
	if _, err := os.Lstat(d.target); err == nil {
		parent, base := filepath.Split(d.target)
		if parent == "" {
			parent = "."
		}
		// A name no one uses: MkdirTemp reserves it, and it is freed again for the rename
		// (os.Rename does not replace a directory).
		old, err = os.MkdirTemp(parent, "."+base+".old-")
		if err == nil {
			err = os.Remove(old)
		}
		if err != nil {
			d.Abort()
			return fmt.Errorf("replace %s: %w", d.target, err)
		}
		if err := os.Rename(d.target, old); err != nil {
			os.Remove(old)
			d.Abort()
			return fmt.Errorf("replace %s: %w", d.target, err)
		}
	}
	if err := os.Rename(d.Path, d.target); err != nil {
		if old != "" {
			os.Rename(old, d.target)
		}
		d.Abort()
		return fmt.Errorf("replace %s: %w", d.target, err)
	}
	d.done = true
	if old != "" {
		if err := os.RemoveAll(old); err != nil {
			return fmt.Errorf("remove the previous tree %s: %w", old, err)
		}
	}
	return nil
}
