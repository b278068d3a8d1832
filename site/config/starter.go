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

// Starter writes a starter site into dir: opsdaily.toml, content/about.md, empty layouts/
// and static/, and a README with the deploy recipes. dir must be missing or empty; the
// files are written into a fresh directory beside it and moved into place at once, so a
// failure leaves nothing half-written.
func Starter(dir string) ([]string, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("%s: %w", dir, ErrExists)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, ".opsdaily-init-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var written []string
	err = fs.WalkDir(starter, "starter", func(p string, e fs.DirEntry, err error) error {
		if err != nil || p == "starter" {
			return err
		}
		rel, _ := filepath.Rel("starter", p)
		out := filepath.Join(tmp, rel)
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
		if err := os.MkdirAll(filepath.Join(tmp, d), 0o755); err != nil {
			return nil, err
		}
		written = append(written, d+"/")
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return nil, err
	}
	// An empty directory is replaced; a missing one is made.
	if err := os.Remove(dir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return nil, err
	}
	return written, nil
}
