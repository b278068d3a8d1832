package site

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDarkChangesOnlyColours: every prefers-color-scheme: dark rule of the site's style
// sheets and inline styles sets colours and nothing else (colour properties, and custom
// properties whose values are colours or a shadow of one), so dark pages have the layout of
// light ones, which TestBrowserWidths relies on to check the wider widths in light only.
func TestDarkChangesOnlyColours(t *testing.T) {
	dark := regexp.MustCompile(`@media\s*\(prefers-color-scheme:\s*dark\)\s*\{`)
	colourProp := regexp.MustCompile(`^(color|background(-color)?|border(-[a-z]+)?-color|outline-color|fill|stroke|box-shadow|text-decoration-color|caret-color|accent-color|color-scheme)$`)
	colour := `(#[0-9a-fA-F]{3,8}|rgba?\([0-9., ]+\)|[a-z]+)`
	colourValue := regexp.MustCompile(`^(` + colour + `|0 [0-9.]+(px)? [0-9.]+px ` + colour + `)$`)
	n := 0
	err := filepath.WalkDir(filepath.Join("..", "templates"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".css") || strings.HasSuffix(path, ".html")) {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(b)
		for _, loc := range dark.FindAllStringIndex(text, -1) {
			// The block: from its brace to the matching one.
			depth, end := 1, loc[1]
			for ; end < len(text) && depth > 0; end++ {
				switch text[end] {
				case '{':
					depth++
				case '}':
					depth--
				}
			}
			block := text[loc[1] : end-1]
			for _, rule := range regexp.MustCompile(`\{([^{}]*)\}`).FindAllStringSubmatch(block, -1) {
				for _, decl := range strings.Split(rule[1], ";") {
					prop, value, ok := strings.Cut(strings.TrimSpace(decl), ":")
					if !ok {
						continue
					}
					n++
					prop, value = strings.TrimSpace(prop), strings.TrimSpace(value)
					if strings.HasPrefix(prop, "--") && !colourValue.MatchString(value) || !strings.HasPrefix(prop, "--") && !colourProp.MatchString(prop) {
						t.Errorf("%s: dark sets %s:%s, which is not a colour", path, prop, value)
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("found only %d declarations under prefers-color-scheme: dark", n)
	}
}
