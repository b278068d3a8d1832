//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
)

// lockTemp locks a temporary output file (flock) for as long as the program holds it open:
// the kernel drops the lock when the program ends, however it ends, so that a later run
// can tell the file of a killed program from one being written. It reports false when the
// file is no longer the one at name (a sweep took it first): the caller makes another.
func lockTemp(f *os.File, name string) bool {
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return false
	}
	held, err1 := f.Stat()
	now, err2 := os.Lstat(name)
	return err1 == nil && err2 == nil && os.SameFile(held, now)
}

// sweepTemps removes, in dir, the temporary files of runs that were killed outright: the
// ones no running program holds locked, the kept old files (".old") among them.
func sweepTemps(dir string) {
	names, _ := filepath.Glob(filepath.Join(dir, tempPrefix+"*"))
	for _, name := range names {
		info, err := os.Lstat(name)
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		if st, ok := info.Sys().(*syscall.Stat_t); !ok || int(st.Uid) != os.Getuid() {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		if lockTemp(f, name) {
			os.Remove(name)
		}
		f.Close()
	}
}
