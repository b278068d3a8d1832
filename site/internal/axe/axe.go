// Package axe runs axe-core (https://github.com/dequelabs/axe-core) in a page of the
// browser tests and fails the test on any violation, of any impact. axe-core is an npm
// package for the tests only: package.json here pins it and `npm ci` in this directory
// (which .ci/run does) installs it into node_modules (git-ignored). The site never ships it:
// Check injects axe.min.js into the open page through the DevTools protocol.
//
// Without node_modules the checks skip their test with a message, except under CI=true,
// where they fail it.
package axe

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

var (
	once   sync.Once
	source string
	errNo  error
)

// Path is where axe.min.js is installed (by `npm ci` in this package's directory).
func Path() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "node_modules", "axe-core", "axe.min.js")
}

func load() {
	b, err := os.ReadFile(Path())
	if err != nil {
		errNo = fmt.Errorf("axe-core is not installed (run npm ci in site/internal/axe): %w", err)
		return
	}
	source = string(b)
}

// Available reports whether axe-core is installed; without it, under CI=true, it fails t,
// and otherwise it skips t.
func Available(t testing.TB) {
	t.Helper()
	once.Do(load)
	if errNo == nil {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatal(errNo)
	}
	t.Skip("axe check skipped: ", errNo)
}

// Violation is one rule axe-core found broken, with the elements that break it.
type Violation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target  []any  `json:"target"`
		HTML    string `json:"html"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// Run runs every axe-core rule of WCAG 2 A and AA and of best practice on the page open in
// tab, the experimental ones included (label-content-name-mismatch is one), and returns the
// violations; the AAA rules (7:1 contrast, for one) are left out. The page must be
// loaded. Style sheets are read from the page as loaded (no preload: it would fetch them
// again, which file:// pages refuse).
func Run(tab *browsertest.Tab) []Violation {
	tab.T.Helper()
	Available(tab.T)
	if !browsertest.Eval[bool](tab, `typeof window.axe === "object"`) {
		browsertest.Eval[bool](tab, source+";true")
	}
	raw := browsertest.Run(tab, chromedp.Evaluate[string](
		`(function(){var rules={};axe.getRules().forEach(function(r){rules[r.ruleId]={enabled:!r.tags.some(function(t){return /^wcag2\d*aaa$/.test(t)})}});`+
			`return axe.run(document,{resultTypes:["violations"],preload:false,rules:rules})})()`+
			`.then(function(r){return JSON.stringify(r.violations)})`,
		chromedp.EvalAwaitPromise))
	var vs []Violation
	if err := json.Unmarshal([]byte(raw), &vs); err != nil {
		tab.T.Fatalf("axe results: %v", err)
	}
	return vs
}

// Check runs axe-core on the page open in tab and fails the test for each violation,
// naming what (the page and its state) and each element at fault.
func Check(tab *browsertest.Tab, what string) {
	tab.T.Helper()
	for _, v := range Run(tab) {
		var b strings.Builder
		fmt.Fprintf(&b, "%s: axe %s (%s): %s", what, v.ID, v.Impact, v.Help)
		for _, n := range v.Nodes {
			fmt.Fprintf(&b, "\n\t%v %s\n\t\t%s", n.Target, n.HTML, strings.ReplaceAll(n.Summary, "\n", "\n\t\t"))
		}
		tab.T.Error(b.String())
	}
}
