package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/site/pdf"
)

// TestMain runs the program itself when the test binary is started as a child process
// (OPSDAILY_TEST_MAIN=1, the command line after the binary's name), so that tests can send
// it signals; OPSDAILY_TEST_MAIN=stubborn runs a command that ignores the first signal.
func TestMain(m *testing.M) {
	switch os.Getenv("OPSDAILY_TEST_MAIN") {
	case "1":
		main()
	case "stubborn":
		_, stop := signalContext()
		defer stop()
		fmt.Println("ready")
		time.Sleep(time.Minute) // a command that never looks at its context
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// child starts the program as a child process with the environment variables env added.
func child(t *testing.T, mode string, env []string, args ...string) (*exec.Cmd, *syncBuffer, *syncBuffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), "OPSDAILY_TEST_MAIN="+mode), env...)
	var out, errb syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	return cmd, &out, &errb
}

// syncBuffer is a buffer that a child's output is copied into while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (s *syncBuffer) Len() int { return len(s.String()) }

// waitFor waits until the child's output holds want.
func waitFor(t *testing.T, out *syncBuffer, want string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), want); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the child did not print %q", want)
		}
	}
}

// exitStatus waits for cmd and returns its exit status, failing t if that takes over limit.
func exitStatus(t *testing.T, cmd *exec.Cmd, limit time.Duration) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0
	case <-time.After(limit):
		cmd.Process.Kill()
		t.Fatalf("the program did not end within %v", limit)
	}
	return -1
}

// hangingBrowser writes a fake browser that never answers: a shell script that starts a
// child and waits for it (so that killing the script alone would leave the child), writing
// both process ids to the file pids. It returns the script's path.
func hangingBrowser(t *testing.T, pids string) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the fake browser is a shell script for Linux")
	}
	bin := filepath.Join(t.TempDir(), "chromium")
	script := "#!/bin/sh\necho $$ >> " + pids + "\nsleep 1000 &\necho $! >> " + pids + "\nwait\n"
	if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return bin
}

// fakePIDs reads the process ids the fake browser wrote, waiting for both.
func fakePIDs(t *testing.T, pids string) []int {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		data, _ := os.ReadFile(pids)
		if f := strings.Fields(string(data)); len(f) == 2 {
			var ids []int
			for _, s := range f {
				n, _ := strconv.Atoi(s)
				ids = append(ids, n)
			}
			return ids
		}
	}
	t.Fatal("the fake browser did not start")
	return nil
}

// running reports whether the process is alive: not gone, and not a zombie (dead, waiting
// to be reaped).
func running(id int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", id))
	if err != nil {
		return false
	}
	// pid (comm) state ...: the state follows the last ')'.
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

// checkGone fails t unless every process is gone (or a zombie), allowing two seconds.
func checkGone(t *testing.T, ids []int) {
	t.Helper()
	for _, id := range ids {
		for deadline := time.Now().Add(2 * time.Second); running(id) && time.Now().Before(deadline); {
			time.Sleep(10 * time.Millisecond)
		}
		if running(id) {
			syscall.Kill(id, syscall.SIGKILL)
			t.Errorf("process %d of the browser outlived the print", id)
		}
	}
}

// checkNoLeftovers fails t if out holds any file or tmp any browser profile.
func checkNoLeftovers(t *testing.T, out, tmp string) {
	t.Helper()
	if got := files(t, out); len(got) != 0 {
		t.Errorf("files left beside the output: %v", got)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, pdf.ProfilePrefix+"*")); len(left) != 0 {
		t.Errorf("browser profiles left: %v", left)
	}
}

// TestSheetPDFHangingBrowser: a browser that never answers makes sheet --pdf fail at its
// deadline (the browser's start included) with one line, leaving no file, no profile and
// no process.
func TestSheetPDFHangingBrowser(t *testing.T) {
	out, tmp := t.TempDir(), t.TempDir()
	pids := filepath.Join(t.TempDir(), "pids")
	t.Setenv("CHROME_BIN", hangingBrowser(t, pids))
	t.Setenv("OPSDAILY_PDF_TIMEOUT", "2s")
	t.Setenv("TMPDIR", tmp)
	start := time.Now()
	code, stdout, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(out, "s.html"), "--pdf", filepath.Join(out, "s.pdf"))
	took := time.Since(start)
	if code != 1 || stdout != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "did not finish printing within 2s") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1 and one line saying the deadline passed", code, stdout, errs)
	}
	// Without the deadline on the start this never ends; the bound is loose for a busy machine.
	if took > 30*time.Second {
		t.Errorf("the print took %v with a deadline of 2s", took)
	}
	checkNoLeftovers(t, out, tmp)
	checkGone(t, fakePIDs(t, pids))
}

// TestSheetPDFSignal: SIGTERM, or Ctrl+C (SIGINT), to the program while the browser hangs
// stops the print at once with one line and the signal's exit status, leaving nothing.
func TestSheetPDFSignal(t *testing.T) {
	for _, c := range []struct {
		sig    syscall.Signal
		status int
		says   string
	}{
		{syscall.SIGTERM, 143, "stopped by SIGTERM before the browser finished; nothing was written"},
		{syscall.SIGINT, 130, "interrupted (Ctrl+C) before the browser finished; nothing was written"},
	} {
		t.Run(c.sig.String(), func(t *testing.T) {
			out, tmp := t.TempDir(), t.TempDir()
			pids := filepath.Join(t.TempDir(), "pids")
			cmd, stdout, stderr := child(t, "1", []string{"CHROME_BIN=" + hangingBrowser(t, pids), "TMPDIR=" + tmp},
				"sheet", "--seed", "7B", "--out", filepath.Join(out, "s.html"), "--pdf", filepath.Join(out, "s.pdf"))
			ids := fakePIDs(t, pids) // the browser has started: the print hangs now
			cmd.Process.Signal(c.sig)
			// The default deadline is two minutes: only the signal can end it this soon.
			if code := exitStatus(t, cmd, 30*time.Second); code != c.status {
				t.Errorf("exit status %d, want %d", code, c.status)
			}
			if errs := stderr.String(); strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.says) || stdout.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want one line saying %q", stdout, errs, c.says)
			}
			checkNoLeftovers(t, out, tmp)
			checkGone(t, ids)
		})
	}
}

// TestSecondInterrupt: a command that does not stop on the first Ctrl+C is ended by the
// second at once, with status 130.
func TestSecondInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT on Windows")
	}
	cmd, stdout, stderr := child(t, "stubborn", nil)
	waitFor(t, stdout, "ready")
	cmd.Process.Signal(syscall.SIGINT)
	time.Sleep(200 * time.Millisecond)
	if !running(cmd.Process.Pid) {
		t.Fatal("the first Ctrl+C ended the program; it should only cancel the command")
	}
	cmd.Process.Signal(syscall.SIGINT)
	// The child sleeps a minute otherwise.
	if code := exitStatus(t, cmd, 20*time.Second); code != 130 {
		t.Errorf("exit status %d after a second Ctrl+C, want 130", code)
	}
	if errs := stderr.String(); !strings.Contains(errs, "again: stopped at once") || strings.Count(errs, "\n") != 1 {
		t.Errorf("stderr %q", errs)
	}
}

// TestSheetPDFRealBrowserKilled: a real Chromium stopped in the middle of its start (a
// deadline shorter than the start) or of its work (SIGTERM) leaves no process, no profile
// and no temporary file behind, nor any output. Neither case can finish first: no browser
// starts and prints in a millisecond, nor prints 200 puzzles between its first process
// appearing and the signal, so neither skips on a fast machine. (The fake hanging browser
// of TestSheetPDFHangingBrowser and TestSheetPDFSignal checks the same paths exactly.)
func TestSheetPDFRealBrowserKilled(t *testing.T) {
	bin, _ := pdf.FindBrowser()
	if bin == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no browser")
		}
		t.Skip("no browser")
	}
	t.Run("deadline", func(t *testing.T) {
		out, tmp := t.TempDir(), t.TempDir()
		t.Setenv("TMPDIR", tmp)
		t.Setenv("OPSDAILY_PDF_TIMEOUT", "1ms")
		code, _, errs := runCmd(t, "sheet", "--seed", "7B", "--out", filepath.Join(out, "s.html"), "--pdf", filepath.Join(out, "s.pdf"))
		if code != 1 || !strings.Contains(errs, "did not finish printing within 1ms") || strings.Count(errs, "\n") != 1 {
			t.Errorf("exit %d, stderr %q", code, errs)
		}
		checkNoLeftovers(t, out, tmp)
		browserGone(t, tmp)
	})
	t.Run("SIGTERM", func(t *testing.T) {
		out, tmp := t.TempDir(), t.TempDir()
		cmd, _, stderr := child(t, "1", []string{"TMPDIR=" + tmp},
			"sheet", "--seed", "7B", "--count", "200", "--out", filepath.Join(out, "s.html"), "--pdf", filepath.Join(out, "s.pdf"))
		// Wait until the browser runs, then stop the program.
		for deadline := time.Now().Add(20 * time.Second); len(processesUsing(t, tmp)) == 0; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the browser did not start")
			}
		}
		cmd.Process.Signal(syscall.SIGTERM)
		code := exitStatus(t, cmd, 30*time.Second)
		if code != 143 || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("exit %d, stderr %q; want 143 and one line", code, stderr)
		}
		checkNoLeftovers(t, out, tmp)
		browserGone(t, tmp)
	})
}

// TestSheetAfterSIGKILL: a program killed outright (SIGKILL, which no program can catch)
// in the middle of a print leaves its temporary files and the browser's profile; the next
// sheet in the same directory removes them, and never a file a running print holds.
func TestSheetAfterSIGKILL(t *testing.T) {
	out, tmp := t.TempDir(), t.TempDir()
	pids := filepath.Join(t.TempDir(), "pids")
	bin := hangingBrowser(t, pids)
	html, pdfOut := filepath.Join(out, "s.html"), filepath.Join(out, "s.pdf")
	cmd, _, _ := child(t, "1", []string{"CHROME_BIN=" + bin, "TMPDIR=" + tmp}, "sheet", "--seed", "7B", "--out", html, "--pdf", pdfOut)
	ids := fakePIDs(t, pids)
	cmd.Process.Kill()
	cmd.Wait()
	for _, id := range ids { // the fake's child outlives a SIGKILL; a real browser's die with it
		syscall.Kill(id, syscall.SIGKILL)
	}
	left := files(t, out)
	profiles, _ := filepath.Glob(filepath.Join(tmp, pdf.ProfilePrefix+"*"))
	if len(left) != 2 || len(profiles) != 1 {
		t.Fatalf("after a SIGKILL: files %v and profiles %v; want two temporary files and a profile, else this test proves nothing", left, profiles)
	}
	// A print in progress in the same directory: its files are locked, so they stay.
	busy, err := newOutFile("out", filepath.Join(out, "other.html"), ".html")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.abort()
	t.Setenv("CHROME_BIN", bin)
	t.Setenv("TMPDIR", tmp)
	t.Setenv("OPSDAILY_PDF_TIMEOUT", "1s")
	os.Remove(pids)
	code, _, errs := runCmd(t, "sheet", "--seed", "7B", "--out", html, "--pdf", pdfOut)
	if code != 1 || !strings.Contains(errs, "within 1s") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	checkGone(t, fakePIDs(t, pids))
	if got := files(t, out); len(got) != 1 || filepath.Join(out, got[0]) != busy.tmp {
		t.Errorf("files %v; want only the busy print's %s", got, filepath.Base(busy.tmp))
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, pdf.ProfilePrefix+"*")); len(left) != 0 {
		t.Errorf("profiles left: %v", left)
	}
}

// TestSignalAbandons: a command that waits on its input (duel play) ends at the first
// Ctrl+C, with one line and status 130.
func TestSignalAbandons(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT on Windows")
	}
	cmd := exec.Command(os.Args[0], "duel", "play", "--seed", "1")
	cmd.Env = append(os.Environ(), "OPSDAILY_TEST_MAIN=1")
	in, err := cmd.StdinPipe() // open, and never written: the command waits
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var stdout, stderr syncBuffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	waitFor(t, &stdout, "Your move") // it reads its input now
	cmd.Process.Signal(syscall.SIGINT)
	if code := exitStatus(t, cmd, 20*time.Second); code != 130 {
		t.Errorf("exit status %d, want 130", code)
	}
	if errs := stderr.String(); errs != "opsdaily: interrupted (Ctrl+C)\n" {
		t.Errorf("stderr %q", errs)
	}
}
