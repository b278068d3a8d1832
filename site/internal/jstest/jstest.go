// Package jstest keeps the JavaScript of the pages honest against the Go engines: a Go test
// writes test vectors from the engines into a checked-in file (Golden fails when the file is
// stale), and Node runs the JavaScript tests that read them with node --test.
//
//	var update = flag.Bool("update", false, "rewrite the test vectors")
//
//	func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }
//	func TestNode(t *testing.T)    { jstest.Node(t, "../../../templates/play") }
package jstest

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Golden compares the file at path with want. With update it writes want there instead
// (making the directory). A stale file fails t with the command that rewrites it.
func Golden(t testing.TB, path string, want []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (write it: go test -run %s -update)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale: the engines changed; rewrite it: go test -run %s -update", path, t.Name())
	}
}

// Node runs node --test on the *.test.js files of dir and fails t when one fails or none
// is found. Without node it skips t, except under CI=true, where it fails.
func Node(t testing.TB, dir string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed (CI=true): install nodejs")
		}
		t.Skip("node not found; the JavaScript tests did not run")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.test.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript tests (*.test.js) in %s", dir)
	}
	out, err := exec.Command(node, append([]string{"--test"}, files...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("node --test failed: %v\n%s", err, out)
	}
	if !bytes.Contains(out, []byte("\n# fail 0")) {
		t.Fatalf("node --test did not report zero failures:\n%s", out)
	}
}

// Section is one member of a vectors file: a key and its value. A list value is written
// one item a line.
type Section struct {
	Key   string
	Value any
}

// Object writes sections as one JSON object, in order, with every list one item a line,
// so that a change in the engines shows in a diff as the vectors that changed.
func Object(t testing.TB, sections ...Section) []byte {
	t.Helper()
	var b bytes.Buffer
	b.WriteString("{\n")
	for i, s := range sections {
		key, err := json.Marshal(s.Key)
		if err != nil {
			t.Fatal(err)
		}
		val, err := json.Marshal(s.Value)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(key)
		b.WriteString(": ")
		var list []json.RawMessage
		if len(val) > 0 && val[0] == '[' && json.Unmarshal(val, &list) == nil {
			b.WriteString("[\n")
			for j, it := range list {
				b.Write(it)
				if j < len(list)-1 {
					b.WriteByte(',')
				}
				b.WriteByte('\n')
			}
			b.WriteByte(']')
		} else {
			b.Write(val)
		}
		if i < len(sections)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}\n")
	return b.Bytes()
}
