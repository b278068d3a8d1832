// Package pageweight measures what a built page costs a visitor: the page's file and every
// local file it loads (its icon, style sheets, scripts and images), as the page-weight
// budgets (README, Performance) count them. The site's, the play and the trainer tests share it.
package pageweight

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// loads finds the files an HTML page loads: <link rel="icon"> and <link rel="stylesheet">
// hrefs, <script src> and <img src>.
var loads = regexp.MustCompile(`<(?:link rel="(?:icon|stylesheet)"|script|img)(?:\s[^>]*?)?\s(?:href|src)="([^"]+)"`)

// Loaded returns the files the HTML page loads, in order and each once, as paths relative
// to the page's directory with slashes, like "../../assets/play.1c48af76f1.js"; data: URLs
// are part of the page. A reference to another host is an error: pages load nothing from
// elsewhere.
func Loaded(page []byte) ([]string, error) {
	var out []string
	for _, m := range loads.FindAllSubmatch(page, -1) {
		ref := html.UnescapeString(string(m[1]))
		if strings.HasPrefix(ref, "data:") {
			continue // inside the page already
		}
		if strings.HasPrefix(ref, "//") || strings.Contains(ref, ":") {
			return nil, fmt.Errorf("loads %s from another host", ref)
		}
		if !slices.Contains(out, ref) {
			out = append(out, ref)
		}
	}
	return out, nil
}

// Of returns the weight in bytes of the page file at path: its size plus the size of every
// file it loads, and those files (as Loaded gives them). A file it loads that is missing is
// an error.
func Of(path string) (int, []string, error) {
	page, err := os.ReadFile(path)
	if err != nil {
		return 0, nil, err
	}
	refs, err := Loaded(page)
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %w", path, err)
	}
	n := len(page)
	for _, ref := range refs {
		info, err := os.Stat(filepath.Join(filepath.Dir(path), filepath.FromSlash(ref)))
		if err != nil {
			return 0, nil, fmt.Errorf("%s loads %s: %w", path, ref, err)
		}
		n += int(info.Size())
	}
	return n, refs, nil
}

// DailyBudget is the daily page's budget with all it loads, 60 KiB (README, Performance).
const DailyBudget = 60 << 10
