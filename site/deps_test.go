package site

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoBrowserInSite checks that building a site or a sheet links no browser driver: PDF
// printing lives in site/pdf, which neither imports.
func TestNoBrowserInSite(t *testing.T) {
	deps := func(pkg string) []string {
		t.Helper()
		out, err := exec.Command("go", "list", "-deps", pkg).Output() // go test puts its own go first on PATH
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	browser := func(pkgs []string) (n int) {
		for _, p := range pkgs {
			if strings.Contains(p, "chromedp") {
				n++
			}
		}
		return n
	}
	const mod = "github.com/opsdaily/opsdaily/"
	// The check can fail: the printing package does pull chromedp in.
	if n := browser(deps(mod + "site/pdf")); n == 0 {
		t.Fatal("site/pdf imports no chromedp package: the check below proves nothing")
	}
	for _, pkg := range []string{"site", "site/sheet"} {
		if n := browser(deps(mod + pkg)); n != 0 {
			t.Errorf("%s imports %d chromedp packages; printing belongs in site/pdf", pkg, n)
		}
	}
}
