// Package chrome finds a headless Chrome or Chromium on this machine and says how to start
// it, for printing sheets to PDF and for the browser tests. It does not start anything.
package chrome

import (
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chromedp/chromedp"
)

// Find returns the Chrome or Chromium binary to use: $CHROME_BIN, Debian's
// /usr/lib/chromium/chromium (the binary itself, without the wrapper script), then
// chromium, chromium-browser or google-chrome on $PATH. It returns "" when there is none,
// and when $CHROME_BIN names a file that does not exist: a browser asked for by name is
// never silently replaced by another (and CHROME_BIN=/nonexistent hides every browser, as
// on a machine without one).
func Find() string {
	if b := os.Getenv("CHROME_BIN"); b != "" {
		if _, err := os.Stat(b); err == nil {
			return b
		}
		return ""
	}
	if _, err := os.Stat("/usr/lib/chromium/chromium"); err == nil {
		return "/usr/lib/chromium/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Options are the allocator options that start bin headless with its profile in
// userDataDir. They work as root (no sandbox) and keep the browser off the network: it
// makes no background requests of its own. Remove the profile with RemoveProfile.
func Options(bin, userDataDir string) []chromedp.ExecAllocatorOption {
	return append(slices.Clone(chromedp.DefaultExecAllocatorOptions[:]),
		chromedp.ExecPath(bin),
		chromedp.UserDataDir(userDataDir),
		chromedp.NoSandbox, // required as root, as in containers and CI
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.WindowSize(1000, 800))
}

// RemoveProfile removes a profile directory that Options named and the directory
// Chromium makes for it in the temporary directory (org.chromium.Chromium.*, holding the
// socket that its SingletonSocket link in the profile points to), which a browser that was
// stopped rather than closed leaves behind.
func RemoveProfile(userDataDir string) error {
	if target, err := os.Readlink(filepath.Join(userDataDir, "SingletonSocket")); err == nil {
		if dir := filepath.Dir(target); strings.HasPrefix(filepath.Base(dir), "org.chromium.Chromium.") {
			os.RemoveAll(dir)
		}
	}
	return os.RemoveAll(userDataDir)
}

// FileURL returns the file:// URL of path, made absolute.
func FileURL(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), nil
}
