package play

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/jstest"
	"github.com/opsdaily/opsdaily/templates"
)

func TestSqueeze(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"var a = b + c;\n", "var a=b+c;\n"},
		{"if (x) return 'a  b' + \"c ' d\";\n", "if(x)return'a  b'+\"c ' d\";\n"},
		{"x = a - -b + +c;\n", "x=a- -b+ +c;\n"},
		{"s = s.replace(/ '[ /]' /g, ' ');\n", "s=s.replace(/ '[ /]' /g,' ');\n"},
		{"return / x /.test(s);\n", "return/ x /.test(s);\n"},
		{"y = a / b / c;\n", "y=a/b/c;\n"},
		{"f(); // it's a comment\ng();\n", "f();\ng();\n"},
		{"try { f(); } catch (e) { /* it's fine */ }\n", "try{f();}catch(e){}\n"},
		{"var s = 'a\\' b';\n", "var s='a\\' b';\n"},
		{"a = b\n(c)\n", "a=b\n(c)\n"},
		{"typeof x === 'undefined'\n", "typeof x==='undefined'\n"},
	} {
		if got := squeeze(c.in); got != c.want {
			t.Errorf("squeeze(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSqueezedScripts runs the JavaScript tests (node --test) against the boards' scripts
// as pages get them, compacted and squeezed, so that squeezing can never change what they do.
func TestSqueezedScripts(t *testing.T) {
	dir := t.TempDir()
	files, err := fs.Glob(templates.FS, "play/*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, name := range files {
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		out := string(src)
		if filepath.Ext(filepath.Base(name[:len(name)-3])) != ".test" {
			out = squeeze(compact(src))
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The tests read their vectors from testdata/.
	if err := os.Symlink(filepath.Join(wd(t), "..", "..", "..", "templates", "play", "testdata"), filepath.Join(dir, "testdata")); err != nil {
		t.Fatal(err)
	}
	jstest.Node(t, dir)
}

func wd(t *testing.T) string {
	t.Helper()
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
