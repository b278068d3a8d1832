package main

// Output files: written only as regular files, beside their target first, and renamed into
// place together.

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// tempPrefix begins the names of the temporary files written beside an output file.
const tempPrefix = ".opsdaily-sheet-"

// outFile is an output file being written: a temporary file beside its target, renamed
// over it by commitAll, removed by abort.
type outFile struct {
	flag, target, tmp string
	f                 *os.File
}

// renameFile renames a file and linkFile makes a hard link; tests replace them to make
// them fail.
var renameFile, linkFile = os.Rename, os.Link

// newOutFile checks that the flag's target can be written as a regular file, and creates
// its temporary file beside it (its name ends with suffix, so that a browser can tell the
// type), locked while the program runs; temporary files that killed runs left in the
// directory are removed first. A target that is a directory, a device, a FIFO, a socket or a symbolic link is
// refused: an output is only ever a regular file, and a link is not followed (the link
// would be replaced, not the file it names). A new file gets the mode os.Create gives
// (0666 less the umask); a file replaced keeps its mode.
func newOutFile(flag, target, suffix string) (*outFile, error) {
	mode := fs.FileMode(0o666) // less the umask, applied by the system
	keep := false
	switch info, err := os.Lstat(target); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, usagef("--%s %s cannot be written (%v); choose a file in a directory you can write, like --%s sheet%s", flag, quotePath(target), cause(err), flag, suffix)
	case info.Mode()&fs.ModeSymlink != 0:
		dest, _ := os.Readlink(target)
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(target), dest) // as the link reads it
		}
		return nil, usagef("--%s %s is a symbolic link (to %s); opsdaily does not follow links: give the file itself, like --%s %s", flag, quotePath(target), quotePath(dest), flag, quotePath(dest))
	case info.IsDir():
		return nil, usagef("--%s %s is a directory; give a file name, like %s", flag, quotePath(target), quotePath(filepath.Join(target, "sheet"+suffix)))
	case !info.Mode().IsRegular():
		return nil, usagef("--%s %s is %s, not a regular file; give a file name, like sheet%s", flag, quotePath(target), fileKind(info.Mode()), suffix)
	default:
		mode, keep = info.Mode().Perm(), true
	}
	dir := filepath.Dir(target)
	sweepTemps(dir)
	var f *os.File
	var err error
	for range 100 {
		name := filepath.Join(dir, tempPrefix+randomName()+suffix)
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err == nil && !lockTemp(f, name) {
			f.Close() // a sweep took it between its creation and its lock, and removes it
			f = nil
			continue
		}
		break
	}
	if f == nil && err == nil {
		err = &fs.PathError{Op: "create", Path: dir, Err: fs.ErrExist}
	}
	if err != nil {
		return nil, usagef("--%s %s cannot be written (%v); choose a file in a directory you can write, like --%s sheet%s", flag, quotePath(target), cause(err), flag, suffix)
	}
	o := &outFile{flag: flag, target: target, tmp: f.Name(), f: f}
	if keep {
		// The mode the file had, whatever the umask.
		if err := f.Chmod(mode); err != nil {
			o.abort()
			return nil, fmt.Errorf("--%s %s: keep its mode: %w", flag, quotePath(target), err)
		}
	}
	return o, nil
}

// sameTarget reports whether the output paths a and b name one file: one path once made
// absolute with the links of their directories followed (s.html, ./s.html, $PWD/s.html,
// d/../s.html), or one file already (a hard link, or a name that a case-insensitive file
// system reads as the other).
func sameTarget(a, b string) bool {
	if ia, err := os.Lstat(a); err == nil {
		if ib, err := os.Lstat(b); err == nil && os.SameFile(ia, ib) {
			return true
		}
	}
	return outPath(a) == outPath(b)
}

// outPath is the output path p made absolute and clean, its directory's links followed
// where it exists.
func outPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	dir, base := filepath.Split(filepath.Clean(p))
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return filepath.Join(dir, base)
}

// fileKind names the kind of a file that is not a regular file.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// randomName is 12 random hex digits.
func randomName() string {
	var b [6]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// write writes the whole file and flushes it to the disk.
func (o *outFile) write(data []byte) error {
	_, err := o.f.Write(data)
	if err == nil {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	o.f = nil
	if err != nil {
		return fmt.Errorf("write %s: %w", o.tmp, cause(err))
	}
	return nil
}

// abort removes the temporary file. It may be called on a nil outFile, and after commitAll.
func (o *outFile) abort() {
	if o == nil {
		return
	}
	if o.f != nil {
		o.f.Close()
		o.f = nil
	}
	if o.tmp != "" {
		os.Remove(o.tmp)
	}
}

// commitAll renames every written file over its target: all are replaced, or none. Before
// a rename that another follows, the target's old file is kept under a temporary name (a
// hard link); if a later rename fails, the files renamed so far are put back (or removed
// when they are new) and the error names the file that failed.
//
// A kept old file is locked, as the temporary files are, until commitAll returns, so that
// another run's sweep in the same directory leaves it alone (see sweepTemps).
func commitAll(files []*outFile) error {
	type undo struct {
		target, old string   // old is "" when the target was new
		held        *os.File // old, open and locked
	}
	var done []undo
	rollback := func() {
		for _, u := range done {
			if u.old == "" {
				os.Remove(u.target)
			} else {
				renameFile(u.old, u.target)
				u.held.Close()
			}
		}
	}
	defer func() {
		for _, u := range done {
			if u.old != "" {
				os.Remove(u.old)
				u.held.Close()
			}
		}
	}()
	for i, o := range files {
		u := undo{target: o.target}
		if i < len(files)-1 {
			old, held, err := keepLocked(o.target)
			switch {
			case err == nil:
				u.old, u.held = old, held
			case !errors.Is(err, fs.ErrNotExist):
				rollback()
				done = nil
				return fmt.Errorf("write %s: keep the old file until the others are written: %w; nothing was replaced", o.target, cause(err))
			}
		}
		if err := renameFile(o.tmp, o.target); err != nil {
			if u.old != "" {
				os.Remove(u.old)
				u.held.Close()
			}
			rollback()
			done = nil
			if len(files) > 1 {
				return fmt.Errorf("write %s: %w; no file was replaced", o.target, cause(err))
			}
			return fmt.Errorf("write %s: %w", o.target, cause(err))
		}
		o.tmp = ""
		done = append(done, u)
		syncDir(filepath.Dir(o.target))
	}
	return nil
}

// keepLocked keeps the file at target under a temporary name beside it (keepOld), locked
// (lockTemp) until the returned file is closed, and returns that name and file. A sweep of
// another run that takes the file between the two is not a failure: another name is tried
// (where there is no flock, newOutFile has failed already).
func keepLocked(target string) (string, *os.File, error) {
	for range 100 {
		old := filepath.Join(filepath.Dir(target), tempPrefix+randomName()+".old")
		if err := keepOld(target, old); err != nil {
			return "", nil, err
		}
		f, err := os.Open(old)
		if err != nil {
			continue // swept already
		}
		if lockTemp(f, old) {
			return old, f, nil
		}
		f.Close()
		os.Remove(old) // a sweep holds it, and removes it too
	}
	return "", nil, &fs.PathError{Op: "keep", Path: target, Err: fs.ErrExist}
}

// keepOld keeps the file at target under the name old: a hard link, or a copy with its
// mode where the file system has no links (like FAT on a USB stick).
func keepOld(target, old string) error {
	err := linkFile(target, old)
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		return err
	}
	info, serr := os.Stat(target)
	data, rerr := os.ReadFile(target)
	if serr != nil || rerr != nil {
		return err
	}
	if werr := os.WriteFile(old, data, info.Mode().Perm()); werr != nil {
		os.Remove(old)
		return werr
	}
	return nil
}

// syncDir flushes a directory's entries to the disk, where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// cause is the reason inside a file system error, like "permission denied" without the
// path the message names already.
func cause(err error) error {
	if u := errors.Unwrap(err); u != nil {
		return u
	}
	return err
}
