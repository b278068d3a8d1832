package config

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// starter is the starter site that Starter writes.
//
//go:embed starter
var starter embed.FS

// ErrExists is wrapped by Starter's error when the directory exists and is not empty.
var ErrExists = errors.New("directory exists and is not empty")

// PlaceError is Starter's error when dir cannot hold a new site for another reason than
// files in it: Why says what is there, like "is a file, not a directory".
type PlaceError struct {
	Why string
}

// Error says what is at the place, as Why.
func (e *PlaceError) Error() string { return e.Why }

// Starter writes a starter site into dir: opsdaily.toml, content/about.md, empty layouts/
// and static/, and a README with the deploy recipes. dir must be missing or an empty
// directory ("." included); a symbolic link to an empty directory is followed, and the
// link kept. The files are written into a fresh directory first and moved into place
// only when all are written (a missing dir by one rename, an empty one by one rename per
// entry, undone on failure), so a failure leaves nothing half-written; an empty
// directory keeps its own mode and owner. A place that cannot be a site directory (a file,
// a link leading nowhere, a parent that cannot be written, an empty name) gives a
// *PlaceError, a directory with files an error wrapping ErrExists.
func Starter(dir string) ([]string, error) {
	if dir == "" {
		return nil, &PlaceError{Why: "is no directory name"}
	}
	real := dir
	info, err := os.Lstat(dir)
	if err == nil && info.Mode()&fs.ModeSymlink != 0 {
		dest, _ := os.Readlink(dir)
		if real, err = filepath.EvalSymlinks(dir); err != nil {
			return nil, &PlaceError{Why: fmt.Sprintf("is a symbolic link to %s, which does not lead to a directory (%v)", dest, reason(err))}
		}
		info, err = os.Stat(real)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return starterNew(dir)
	case err != nil:
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be made (%v)", reason(err))}
	case !info.IsDir():
		return nil, &PlaceError{Why: "is a file, not a directory"}
	}
	entries, err := os.ReadDir(real)
	if err != nil {
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be read (%v)", reason(err))}
	}
	if len(entries) > 0 {
		return nil, fmt.Errorf("%s: %w", dir, ErrExists)
	}
	return starterInto(real)
}

// starterNew writes the starter site into a fresh directory beside the missing dir and
// renames it into place.
func starterNew(dir string) ([]string, error) {
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be made (%v)", reason(err))}
	}
	tmp, err := os.MkdirTemp(parent, ".opsdaily-init-")
	if err != nil {
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be made (%v)", reason(err))}
	}
	defer os.RemoveAll(tmp)
	written, err := writeStarter(tmp)
	if err != nil {
		return nil, err
	}
	if err := os.Chmod(tmp, 0o755); err != nil { // MkdirTemp makes 0700
		return nil, err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be made (%v)", reason(err))}
	}
	return written, nil
}

// starterInto writes the starter site into a fresh directory inside the empty directory
// dir, then renames its entries into dir; if one cannot be, those moved are removed.
func starterInto(dir string) ([]string, error) {
	tmp, err := os.MkdirTemp(dir, ".opsdaily-init-")
	if err != nil {
		return nil, &PlaceError{Why: fmt.Sprintf("cannot be written (%v)", reason(err))}
	}
	defer os.RemoveAll(tmp)
	written, err := writeStarter(tmp)
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(tmp)
	if err != nil {
		return nil, err
	}
	for i, e := range entries {
		if err := os.Rename(filepath.Join(tmp, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			for _, moved := range entries[:i] {
				os.RemoveAll(filepath.Join(dir, moved.Name()))
			}
			return nil, err
		}
	}
	return written, nil
}

// writeStarter writes the starter site's files into the directory dir and returns their
// names, directories ending in "/".
func writeStarter(dir string) ([]string, error) {
	var written []string
	err := fs.WalkDir(starter, "starter", func(p string, e fs.DirEntry, err error) error {
		if err != nil || p == "starter" {
			return err
		}
		rel, _ := filepath.Rel("starter", p)
		out := filepath.Join(dir, rel)
		if e.IsDir() {
			return os.MkdirAll(out, 0o755)
		}
		raw, err := starter.ReadFile(p)
		if err != nil {
			return err
		}
		written = append(written, filepath.ToSlash(rel))
		return os.WriteFile(out, raw, 0o644)
	})
	if err != nil {
		return nil, err
	}
	for _, d := range []string{LayoutsDir, StaticDir} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return nil, err
		}
		written = append(written, d+"/")
	}
	return written, nil
}

// reason is the cause inside a file system error, like "not a directory", without the
// path and the system call.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
