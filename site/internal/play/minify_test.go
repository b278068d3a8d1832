package play

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/jstest"
	"github.com/opsdaily/opsdaily/templates"
)

// TestMinifiedScripts runs the JavaScript tests (node --test) against the boards' scripts
// as pages get them (Script: minified), so that the minifier can never change what they
// do; and checks that the boards' shared script is those very texts, one after the other.
func TestMinifiedScripts(t *testing.T) {
	dir := t.TempDir()
	files, err := fs.Glob(templates.FS, "play/*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	shipped := map[string]string{}
	for _, name := range files {
		var out string
		if strings.HasSuffix(name, ".test.js") {
			src, err := fs.ReadFile(templates.FS, name)
			if err != nil {
				t.Fatal(err)
			}
			out = string(src)
		} else {
			src, err := fs.ReadFile(templates.FS, name)
			if err != nil {
				t.Fatal(err)
			}
			if out, err = Script(english(), name); err != nil {
				t.Fatal(err)
			}
			if len(out) >= len(src) {
				t.Errorf("%s: minified to %d bytes from %d", name, len(out), len(src))
			}
			shipped[name] = out
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The tests read their vectors from testdata/.
	if err := os.Symlink(filepath.Join(wd(t), "..", "..", "..", "templates", "play", "testdata"), filepath.Join(dir, "testdata")); err != nil {
		t.Fatal(err)
	}

	// What the tests run is what pages load: the shared script starts with rules.js and
	// board.js as minified, and the duel days' adds duel-view.js and duel-daily.js; the
	// storage script (loaded in the head) is page.js and stats.js, the archive's progress script
	// progress.js. They must parse as one script each (shipped.test.js, written here,
	// compiles them).
	sh, err := assets(english())
	if err != nil {
		t.Fatal(err)
	}
	if want := shipped["play/rules.js"] + shipped["play/board.js"]; !strings.HasPrefix(string(sh.script), want) {
		t.Error("the boards' script does not start with rules.js and board.js as minified")
	}
	stats, err := StatsScript(english())
	if err != nil || string(stats) != shipped["play/page.js"]+shipped["play/stats.js"] {
		t.Errorf("the storage script is not page.js and stats.js as minified (%v)", err)
	}
	progress, err := ProgressScript(english())
	if err != nil || string(progress) != shipped["play/progress.js"] {
		t.Errorf("the progress script is not progress.js as minified (%v)", err)
	}
	if want := shipped["play/duel-view.js"] + shipped["play/duel-daily.js"]; !strings.HasSuffix(string(sh.duelScript), want) {
		t.Error("the duel days' script does not end with duel-view.js and duel-daily.js as minified")
	}
	for name, text := range map[string]string{"shipped-play.js": string(sh.script), "shipped-duel.js": string(sh.duelScript),
		"shipped-stats.js": string(stats), "shipped.test.js": shippedTest} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	jstest.Node(t, dir)
}

// shippedTest checks that the shared scripts, as the site writes them, parse as one
// classic script each and declare the globals the pages call.
const shippedTest = `'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
for (const [file, globals] of [['shipped-play.js', ['OpsRules', 'OpsBoards', 'OpsPlay', 'OpsDay']],
  ['shipped-duel.js', ['OpsRules', 'OpsBoards', 'OpsPlay', 'OpsDay', 'OpsDuelView', 'OpsDuelDaily']],
  ['shipped-stats.js', ['OpsStats']]]) {
  test(file + ' parses as one script and declares ' + globals.join(', '), () => {
    const src = fs.readFileSync(path.join(__dirname, file), 'utf8');
    new vm.Script(src, { filename: file });
    for (const g of globals) {
      assert.ok(new RegExp('(^|[;}\\n])(var|function) ' + g + '\\b').test(src), g);
    }
  });
}
`

func wd(t *testing.T) string {
	t.Helper()
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
