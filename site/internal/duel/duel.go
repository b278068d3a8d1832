// Package duel serves the two-player game of Ops (the duel) to the site: the script of the
// duel/ page, and the shared test vectors of the Go engine and templates/play/duel.js.
// The daily duel board needs nothing from here: its template ("duel-board" in
// templates/play/duel.html) renders the record's position, and duel.js, part of the
// boards' shared script, solves it in the page (no winning move ships in the page).
package duel

import (
	"fmt"
	"html/template"
	"io/fs"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/templates"
)

// scripts are the files of the duel/ page's script, in order.
var scripts = []string{"play/rules.js", "play/duel.js"}

var script = sync.OnceValues(func() (template.JS, error) {
	var b strings.Builder
	for _, name := range scripts {
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			return "", fmt.Errorf("duel script: %w", err)
		}
		b.Write(src)
		b.WriteByte('\n')
	}
	return template.JS(b.String()), nil
})

// Script returns the script of the duel/ page: the rules of OpsRules and the duel's
// OpsDuel (rules, solver, computer player and the page's DOM layer).
func Script() (template.JS, error) { return script() }
