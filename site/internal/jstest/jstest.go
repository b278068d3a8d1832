// Package jstest keeps the JavaScript of the pages honest against the Go engines: a Go test
// writes test vectors from the engines into a checked-in file (Golden fails when the file is
// stale), and Node runs the JavaScript tests that read them with node --test.
//
//	var update = flag.Bool("update", false, "rewrite the test vectors")
//
//	func TestVectors(t *testing.T) { jstest.Golden(t, vectorsFile, vectors(t), *update) }
//	func TestNode(t *testing.T)    { jstest.Scripts(t, "../../../templates/play") }
package jstest

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/i18n"
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

// Node runs node --test on the *.test.js files of dir and fails t when node exits with a
// failure status or no test file is found; node's exit status is the verdict, whatever its
// reporter prints. Without node it skips t, except under CI=true, where it fails.
//
// Node tells Go's test cache about the JavaScript it checks: before node runs it reads
// every file under dir (the scripts and their testdata), and afterwards every file node
// loaded or read elsewhere (a script required from another directory), so that editing any
// of them runs the test again instead of reporting a cached pass.
func Node(t testing.TB, dir string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed (CI=true): install nodejs")
		}
		t.Skip("node not found; the JavaScript tests did not run (apt-get install nodejs)")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.test.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript tests (*.test.js) in %s", dir)
	}
	if err := readTree(dir); err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	hook, log := filepath.Join(tmp, "hook.js"), filepath.Join(tmp, "loaded.txt")
	if err := os.WriteFile(hook, []byte(loadHook), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, append([]string{"--test"}, files...)...)
	// NODE_OPTIONS reaches the process node --test starts for each file. The hook runs the
	// page's helpers and words (page.js, which defines _ and OpsPage) first, as a classic script
	// whose globals every script sees, as on every page.
	opts := strings.TrimSpace(os.Getenv("NODE_OPTIONS") + " --require " + quoteOption(hook))
	env := []string{"NODE_OPTIONS=" + opts, "OPSDAILY_JSTEST_LOG=" + log}
	for _, w := range []string{filepath.Join(dir, "page.js"), filepath.Join(dir, "..", "play", "page.js")} {
		if abs, err := filepath.Abs(w); err == nil && fileExists(abs) {
			env = append(env, "OPSDAILY_JSTEST_WORDS="+abs)
			break
		}
	}
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test failed: %v\n%s", err, out)
	}
	loaded, _ := os.ReadFile(log) // absent when no script was loaded
	for _, name := range strings.Split(string(loaded), "\n") {
		if name == "" || name == hook || strings.HasPrefix(name, tmp+string(filepath.Separator)) {
			continue
		}
		os.ReadFile(name) // for the test cache; a file gone since then needs no reading
	}
}

// fileExists reports whether a regular file is at path.
func fileExists(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// Scripts runs the JavaScript tests of dir, a directory of the templates (like
// "../../../templates/play"), on its scripts with the English catalogue's words written in,
// as the site builds them (i18n.Catalog.Script) but not minified: it copies every script
// of the templates into a temporary tree, linking the test data, and runs Node there.
func Scripts(t testing.TB, dir string) {
	t.Helper()
	root := filepath.Dir(dir)
	if err := readTree(root); err != nil { // for the test cache: scripts, catalogues, vectors
		t.Fatal(err)
	}
	en, err := i18n.Load(os.DirFS(root), i18n.Reference)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	scripts, err := filepath.Glob(filepath.Join(root, "*", "*.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range scripts {
		sub, name := filepath.Base(filepath.Dir(src)), filepath.Base(src)
		text, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		out := string(text)
		if !strings.HasSuffix(name, ".test.js") {
			if out, err = en.Script(sub+"/"+name, text); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.MkdirAll(filepath.Join(tmp, sub), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(tmp, sub, name), []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := filepath.Glob(filepath.Join(root, "*", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range data {
		abs, err := filepath.Abs(d)
		if err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(tmp, filepath.Base(filepath.Dir(d)), "testdata")
		if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, link); err != nil {
			t.Fatal(err)
		}
	}
	Node(t, filepath.Join(tmp, filepath.Base(dir)))
}

// loadHook is preloaded into every node process (--require): it runs the script
// $OPSDAILY_JSTEST_WORDS (page.js) in the global scope, and at exit it appends to the file
// $OPSDAILY_JSTEST_LOG the name of every module loaded and every file read with
// fs.readFileSync, one a line.
const loadHook = `'use strict';
const fs = require('fs'), path = require('path'), vm = require('vm');
if (process.env.OPSDAILY_JSTEST_WORDS) {
  const words = process.env.OPSDAILY_JSTEST_WORDS;
  vm.runInThisContext(fs.readFileSync(words, 'utf8'), { filename: words });
}
const seen = new Set(), read = fs.readFileSync;
fs.readFileSync = function (p, ...rest) {
  if (typeof p === 'string') seen.add(path.resolve(p));
  return read.call(this, p, ...rest);
};
process.on('exit', () => {
  for (const k of Object.keys(require.cache)) seen.add(k);
  try { fs.appendFileSync(process.env.OPSDAILY_JSTEST_LOG, [...seen].join('\n') + '\n'); } catch (e) {}
});
`

// quoteOption quotes a path for NODE_OPTIONS, which splits on spaces.
func quoteOption(s string) string {
	if !strings.ContainsAny(s, ` "\`) {
		return s
	}
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// readTree reads every regular file under dir, following symbolic links (a test directory
// may link its testdata), so that Go's test cache records them.
func readTree(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := filepath.Join(dir, e.Name())
		fi, err := os.Stat(name)
		if err != nil {
			return err
		}
		switch {
		case fi.IsDir():
			if err := readTree(name); err != nil {
				return err
			}
		case fi.Mode().IsRegular():
			if _, err := os.ReadFile(name); err != nil {
				return err
			}
		}
	}
	return nil
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
