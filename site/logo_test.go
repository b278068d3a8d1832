package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A site with no static/ directory has no logo file, whatever the current directory
// holds: CheckLogo("", logo) refuses the logo even where ./static/logo.svg exists (the
// name the message gives such a site's folder), and accepts it from the site's static/.
func TestCheckLogoWithoutStatic(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "static"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "static", "logo.svg"), []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if err := CheckLogo("", "logo.svg"); err == nil || !strings.Contains(err.Error(), `"logo.svg" is not a file under static`) {
		t.Errorf("CheckLogo without static/: %v, want the logo refused", err)
	}
	if err := CheckLogo("", "/logo.svg"); err == nil || !strings.Contains(err.Error(), `"/logo.svg" is not a file under static`) {
		t.Errorf("CheckLogo without static/, from the root: %v, want the logo refused", err)
	}
	if err := CheckLogo(filepath.Join(dir, "static"), "logo.svg"); err != nil {
		t.Errorf("CheckLogo with static/: %v", err)
	}
}
