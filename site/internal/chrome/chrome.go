// Package chrome finds a headless Chrome or Chromium on this machine and says how to start
// it, for printing sheets to PDF and for the browser tests. It does not start anything.
package chrome

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chromedp/chromedp"
)

// ErrBin is the error of Lookup when $CHROME_BIN is set but names no program.
var ErrBin = errors.New("CHROME_BIN names no browser")

// Find returns the Chrome or Chromium binary to use, like Lookup, or "" when there is none
// or $CHROME_BIN names no program.
func Find() string {
	bin, _ := Lookup()
	return bin
}

// Lookup returns the Chrome or Chromium binary to use: $CHROME_BIN when it is set, else
// Debian's /usr/lib/chromium/chromium (the binary itself, without the wrapper script), then
// chromium, chromium-browser or google-chrome on $PATH. It returns "" and no error when
// there is none, and an error wrapping ErrBin, naming the path, when $CHROME_BIN is set to
// something that is not an executable file: a set variable is never passed over.
func Lookup() (string, error) {
	if b := os.Getenv("CHROME_BIN"); b != "" {
		info, err := os.Stat(b)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return "", fmt.Errorf("%w: %.80q does not exist", ErrBin, b)
		case err != nil:
			return "", fmt.Errorf("%w: %.80q cannot be read (%v)", ErrBin, b, errors.Unwrap(err))
		case !info.Mode().IsRegular():
			return "", fmt.Errorf("%w: %.80q is not a file", ErrBin, b)
		case info.Mode().Perm()&0o111 == 0:
			return "", fmt.Errorf("%w: %.80q is not executable", ErrBin, b)
		}
		return b, nil
	}
	if _, err := os.Stat("/usr/lib/chromium/chromium"); err == nil {
		return "/usr/lib/chromium/chromium", nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", nil
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

// TempDir returns the temporary directory to give Chromium (its TMPDIR): preferred, else
// the system's temporary directory, else /tmp, the first that is short enough. Chromium
// makes its singleton socket at TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket and
// refuses to start ("Socket path too long") when that path is over the 107 bytes a Unix
// socket's name may have. RemoveProfile removes that directory wherever it is.
func TempDir(preferred string) string {
	for _, dir := range []string{preferred, os.TempDir()} {
		if len(filepath.Join(dir, "org.chromium.Chromium.XXXXXX", "SingletonSocket")) <= 107 {
			return dir
		}
	}
	return "/tmp"
}

// FileURL returns the file:// URL of path, made absolute.
func FileURL(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), nil
}
