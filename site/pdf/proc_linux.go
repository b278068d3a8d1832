package pdf

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/chromedp/chromedp"
)

// lockName is the file in a profile directory that its print holds locked (flock) while it
// runs; the kernel drops the lock when the program ends, however it ends.
const lockName = ".opsdaily-lock"

// process is the browser's process of one print.
type process struct{ cmd *exec.Cmd }

// options start the browser in its own process group, killed whole when the print's context
// is done, and killed (SIGKILL) if the program dies first.
func (p *process) options() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{chromedp.ModifyCmdFunc(func(cmd *exec.Cmd) {
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
		cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
		cmd.WaitDelay = time.Second
		p.cmd = cmd
	})}
}

// wait kills what is left of the browser's process group (its children can outlive it) and
// waits, at most two seconds, until no live process is left in it (a zombie waiting for
// init to reap it is dead). It is called after the browser's process has been waited for.
func (p *process) wait() {
	if p.cmd == nil || p.cmd.Process == nil {
		return
	}
	group := p.cmd.Process.Pid
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if err := syscall.Kill(-group, syscall.SIGKILL); errors.Is(err, syscall.ESRCH) || !groupAlive(group) {
			return
		}
	}
}

// groupAlive reports whether a process of the process group is alive (not a zombie).
func groupAlive(group int) bool {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return true
	}
	want := strconv.Itoa(group)
	for _, e := range entries {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...: comm can hold spaces, so read after the last ')'.
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		if len(f) > 2 && f[2] == want && f[0] != "Z" && f[0] != "X" {
			return true
		}
	}
	return false
}

// newProfile makes a fresh profile directory in tmp and locks it.
func newProfile(tmp string) (*profile, error) {
	dir, err := os.MkdirTemp(tmp, ProfilePrefix+"*")
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	}
	if err != nil {
		if f != nil {
			f.Close()
		}
		os.RemoveAll(dir)
		return nil, err
	}
	return &profile{dir: dir, lock: f}, nil
}

// sweepProfiles removes the profile directories in tmp that no running print holds: those
// of a program that was killed outright. A directory without its lock file is removed only
// when it is over a minute old (a print makes it and its lock file in a moment).
func sweepProfiles(tmp string) {
	dirs, _ := filepath.Glob(filepath.Join(tmp, ProfilePrefix+"*"))
	for _, dir := range dirs {
		info, err := os.Lstat(dir)
		if err != nil || !info.IsDir() {
			continue
		}
		if st, ok := info.Sys().(*syscall.Stat_t); !ok || int(st.Uid) != os.Getuid() {
			continue
		}
		f, err := os.Open(filepath.Join(dir, lockName))
		if errors.Is(err, fs.ErrNotExist) {
			if time.Since(info.ModTime()) > time.Minute {
				removeProfile(dir)
			}
			continue
		}
		if err != nil {
			continue
		}
		if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			removeProfile(dir)
		}
		f.Close()
	}
}
