package jstest

import (
	"fmt"
	"os"
	"path/filepath"
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
