package jstest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder stands in for a test to see what Golden reports.
type recorder struct {
	testing.TB
	failed []string
}

func (r *recorder) Helper()      {}
func (r *recorder) Name() string { return "TestVectors" }
func (r *recorder) Fatal(a ...any) {
	r.failed = append(r.failed, fmt.Sprint(a...))
}
func (r *recorder) Fatalf(format string, a ...any) {
	r.failed = append(r.failed, fmt.Sprintf(format, a...))
}

func TestGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "testdata", "v.json")
	r := &recorder{}
	Golden(r, path, []byte("[1]\n"), false)
	if len(r.failed) == 0 || !strings.Contains(r.failed[0], "-update") {
		t.Errorf("a missing file gave %q", r.failed)
	}
	r = &recorder{}
	Golden(r, path, []byte("[1]\n"), true)
	if b, err := os.ReadFile(path); err != nil || string(b) != "[1]\n" || len(r.failed) > 0 {
		t.Fatalf("update wrote %q, %v, %q", b, err, r.failed)
	}
	Golden(r, path, []byte("[1]\n"), false)
	if len(r.failed) > 0 {
		t.Errorf("an up-to-date file gave %q", r.failed)
	}
	Golden(r, path, []byte("[2]\n"), false)
	if len(r.failed) != 1 || !strings.Contains(r.failed[0], "is stale") || !strings.Contains(r.failed[0], "go test -run TestVectors -update") {
		t.Errorf("a stale file gave %q", r.failed)
	}
}

func TestObject(t *testing.T) {
	got := string(Object(t, Section{"list", []int{1, 2}}, Section{"one", map[string]int{"a": 1}}, Section{"empty", []int{}}))
	want := "{\n\"list\": [\n1,\n2\n],\n\"one\": {\"a\":1},\n\"empty\": [\n]\n}\n"
	if got != want {
		t.Fatalf("Object wrote\n%s\nwant\n%s", got, want)
	}
}

// verdict runs Node on dir within t and reports whether it failed or skipped, with the
// message. Fatal and Skip end the run as they end a real test, without ending t.
func verdict(t *testing.T, dir string) (failed, skipped bool, msg string) {
	s := &stopper{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Node(s, dir)
	}()
	<-done
	return s.failed, s.skipped, s.msg
}

// stopper is a test whose Fatal and Skip are recorded and stop the goroutine, like
// testing.T's; its other methods (TempDir, Cleanup) are t's.
type stopper struct {
	testing.TB
	failed, skipped bool
	msg             string
}

func (s *stopper) Fatal(a ...any)                 { s.stop(&s.failed, fmt.Sprint(a...)) }
func (s *stopper) Fatalf(format string, a ...any) { s.stop(&s.failed, fmt.Sprintf(format, a...)) }
func (s *stopper) Skip(a ...any)                  { s.stop(&s.skipped, fmt.Sprint(a...)) }

func (s *stopper) stop(flag *bool, msg string) {
	*flag, s.msg = true, msg
	runtime.Goexit()
}

// fakeNode puts on PATH (alone) a node that prints out and exits with status code,
// whatever its arguments, as a node with another test reporter would.
func fakeNode(t *testing.T, out string, code int) {
	t.Helper()
	bin := t.TempDir()
	// printf is built into sh; PATH holds nothing else.
	script := fmt.Sprintf("#!/bin/sh\nprintf '%%s' '%s'\nexit %d\n", out, code)
	if err := os.WriteFile(filepath.Join(bin, "node"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	t.Setenv("CI", "")
}

// jsDir makes a directory with one passing *.test.js file (the fake nodes do not read it).
func jsDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.test.js"), []byte("require('node:test')('a', () => {});\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Node's newer reporter (spec, the default since Node 23 even when not on a terminal)
// prints no "# fail 0": the exit status alone decides.
const (
	specPass = "\u2714 a (0.5ms)\n\u2139 tests 1\n\u2139 pass 1\n\u2139 fail 0\n"
	specFail = "\u2716 a (0.9ms)\n  AssertionError: 1 == 2\n\u2139 tests 1\n\u2139 pass 0\n\u2139 fail 1\n"
	tapPass  = "TAP version 13\nok 1 - a\n1..1\n# tests 1\n# pass 1\n# fail 0\n"
)

func TestNodeExitStatus(t *testing.T) {
	for _, c := range []struct {
		name   string
		out    string
		code   int
		failed bool
	}{
		{"spec reporter, pass", specPass, 0, false},
		{"spec reporter, fail", specFail, 1, true},
		{"tap reporter, pass", tapPass, 0, false},
		{"says fail 0 but exits 1", tapPass, 1, true},
		{"crash", "", 7, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			fakeNode(t, c.out, c.code)
			failed, skipped, msg := verdict(t, jsDir(t))
			if failed != c.failed || skipped {
				t.Errorf("failed %v, skipped %v (%s); want failed %v", failed, skipped, msg, c.failed)
			}
			if c.failed && c.out != "" && !strings.Contains(msg, c.out) {
				t.Errorf("the failure does not show node's output: %s", msg)
			}
		})
	}
}

func TestNodeMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("CI", "")
	if failed, skipped, msg := verdict(t, jsDir(t)); failed || !skipped || !strings.Contains(msg, "node not found") {
		t.Errorf("without node: failed %v, skipped %v, %q; want a skip", failed, skipped, msg)
	}
	t.Setenv("CI", "true")
	if failed, _, msg := verdict(t, jsDir(t)); !failed || !strings.Contains(msg, "CI=true") {
		t.Errorf("without node under CI=true: failed %v, %q; want a failure", failed, msg)
	}
}

func TestNodeNoTests(t *testing.T) {
	fakeNode(t, tapPass, 0)
	if failed, _, msg := verdict(t, t.TempDir()); !failed || !strings.Contains(msg, "no JavaScript tests") {
		t.Errorf("a directory without tests: failed %v, %q", failed, msg)
	}
}
