// Package pdf prints pages to PDF in a headless Chromium that it starts for one print and
// stops after it. It is the only package of the program that runs a browser, apart from
// package site and site/sheet, so that building a site or a sheet's HTML links none of
// chromedp.
//
// A print runs wholly under its context, the browser's start included: when the context is
// done (a deadline, a Ctrl+C), the browser and every process it started are killed, and
// Print returns only once they are gone and the browser's profile directory is removed.
package pdf

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/chrome"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// ErrNoBrowser is the error of FindBrowser when no Chrome or Chromium is installed.
var ErrNoBrowser = errors.New("printing to PDF needs Chromium or Chrome, and none was found: install one (apt-get install chromium) or set CHROME_BIN to its binary")

// ErrBrowserBin is wrapped by the error of FindBrowser when $CHROME_BIN is set but names no
// program (it does not exist, is a directory, is not executable); the error names the path.
var ErrBrowserBin = chrome.ErrBin

// NotBrowserError is the error of Print when the program it starts ends before it answers
// as a browser and prints none of the log lines Chromium prints as it fails: the program is
// not Chromium or Chrome (CHROME_BIN=/bin/true, a stub script), not a browser that failed.
type NotBrowserError struct {
	Bin  string // the program started
	Said string // the first line it printed, "" when it printed nothing
}

func (e *NotBrowserError) Error() string {
	if e.Said == "" {
		return fmt.Sprintf("%.80q ended without starting a browser", e.Bin)
	}
	return fmt.Sprintf("%.80q ended without starting a browser (it printed %.60q)", e.Bin, e.Said)
}

// chromiumLog finds a line of Chromium's own log ("[123:123:1202/014121.847468:ERROR:..."),
// which a Chromium that fails to start prints and another program does not.
var chromiumLog = regexp.MustCompile(`(?m)^\[\d+:\d+:\d{4}/\d{6}\.\d+:[A-Z]+:`)

// output keeps the first bytes a browser prints, for the error of a failed start.
type output struct {
	mu  sync.Mutex
	buf []byte
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf = append(o.buf, p[:min(len(p), 8<<10-len(o.buf))]...)
	return len(p), nil
}

// notBrowser returns the error of a start that failed, given what bin printed: a
// *NotBrowserError unless the output holds a line of Chromium's log.
func (o *output) notBrowser(bin string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if chromiumLog.Match(o.buf) {
		return nil
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(o.buf)), "\n")
	return &NotBrowserError{Bin: bin, Said: strings.TrimSpace(first)}
}

// FindBrowser returns the Chrome or Chromium binary to print with: $CHROME_BIN when it is
// set (it is an error, wrapping ErrBrowserBin, when it names no program), else Debian's
// /usr/lib/chromium/chromium, then chromium, chromium-browser or google-chrome on $PATH;
// ErrNoBrowser when there is none.
func FindBrowser() (string, error) {
	bin, err := chrome.Lookup()
	if err == nil && bin == "" {
		err = ErrNoBrowser
	}
	return bin, err
}

// ProfilePrefix begins the name of the temporary directory that holds the browser's profile
// during a print, in the system's temporary directory.
const ProfilePrefix = "opsdaily-print-"

// size returns the paper's size in inches, as chromedp wants it.
func size(p sheet.Paper) chromedp.PaperSize {
	if p == sheet.Letter {
		return chromedp.PaperLetter
	}
	return chromedp.PaperA4
}

// Options are the options of chromedp.PrintToPDF that print a sheet on paper p: that
// paper, margins of 12 mm, and the page's own CSS page size (@page) when it has one.
func Options(p sheet.Paper) []chromedp.PDFOption {
	return []chromedp.PDFOption{
		chromedp.PDFPaper(size(p)),
		chromedp.PDFMargin(12 / 25.4),
		chromedp.PDFPreferCSSPageSize(),
	}
}

// FileURL returns the file:// URL of a local path.
func FileURL(path string) (string, error) { return chrome.FileURL(path) }

// Print prints the page at url (like the file:// URL of a sheet's HTML) to PDF on paper p
// in the headless browser bin (see FindBrowser), which it starts and stops, and returns the
// PDF. Everything runs under ctx, the browser's start included: once ctx is done the
// browser's processes are killed and the error wraps ctx's cause (context.Cause). The
// browser's profile is a fresh directory ProfilePrefix* in the system's temporary
// directory, removed before Print returns on every path with the directory the browser
// makes beside it for its lock socket; on Linux the browser runs in its
// own process group, killed whole, and dies with the program, and a profile left by a
// program killed outright (SIGKILL) is removed by the next Print. A bin that is no browser
// gives a *NotBrowserError.
func Print(ctx context.Context, bin, url string, p sheet.Paper) (pdf []byte, err error) {
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	sweepProfiles(os.TempDir())
	prof, err := newProfile(os.TempDir())
	if err != nil {
		return nil, fmt.Errorf("make the browser's profile directory: %w", err)
	}
	var proc process
	defer func() {
		proc.wait()
		if rerr := prof.remove(); rerr != nil && err == nil {
			err = fmt.Errorf("remove the browser's profile: %w", rerr)
		}
	}()
	profileDir := filepath.Join(prof.dir, "profile")
	if err := os.Mkdir(profileDir, 0o700); err != nil {
		return nil, fmt.Errorf("make the browser's profile directory: %w", err)
	}
	// A temporary directory short enough for Chromium's socket (chrome.TempDir): a deeper
	// TMPDIR makes it refuse to start.
	opts := append(chrome.Options(bin, profileDir), chromedp.Env("TMPDIR="+chrome.TempDir(os.TempDir())))
	opts = append(opts, proc.options()...)
	var said output
	opts = append(opts, chromedp.CombinedOutput(&said))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel() // waits for the browser's process to end
	// chromedp logs a failure to talk to the browser on the standard error (log.Printf) as
	// well as returning it: a program that ends at once (no browser) made a second line.
	bctx, bcancel := chromedp.NewContext(actx, chromedp.WithErrorf(func(string, ...any) {}))
	defer bcancel() // kills the browser
	fail := func(what string, err error) error {
		if cause := context.Cause(ctx); cause != nil {
			return fmt.Errorf("%s: %w", what, cause)
		}
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := chromedp.Do(bctx); err != nil {
		// chromedp's words when the program ended before it answered on the pipe.
		if context.Cause(ctx) == nil && strings.Contains(err.Error(), "chrome failed to start") {
			if nb := said.notBrowser(bin); nb != nil {
				return nil, nb
			}
		}
		return nil, fail("start "+filepath.Base(bin), err)
	}
	if err := chromedp.Do(bctx, chromedp.Navigate(url)); err != nil {
		return nil, fail("open the page", err)
	}
	pdf, err = chromedp.Run(bctx, chromedp.PrintToPDF(Options(p)...))
	if err != nil {
		return nil, fail("print to PDF", err)
	}
	return pdf, nil
}

// profile is the browser's profile directory, held by a lock while a print uses it.
type profile struct {
	dir  string
	lock *os.File // nil where locks are not used
}

// remove removes the profile directory, trying again for a short while: a process of the
// browser that was just killed can still be leaving.
func (p *profile) remove() error {
	err := removeProfile(p.dir)
	if p.lock != nil {
		p.lock.Close()
	}
	return err
}

// socketDirPrefixes begin the names of the directories Chrome and Chromium make in the
// system's temporary directory for a profile's lock socket, named by the profile's
// SingletonSocket link.
var socketDirPrefixes = []string{"org.chromium.Chromium.", "com.google.Chrome."}

// removeProfile removes a print's directory and the browser's socket directory that its
// profile's SingletonSocket link names, trying again for a short while.
func removeProfile(dir string) error {
	if target, err := os.Readlink(filepath.Join(dir, "profile", "SingletonSocket")); err == nil {
		sock := filepath.Dir(target)
		for _, prefix := range socketDirPrefixes {
			if strings.HasPrefix(filepath.Base(sock), prefix) && filepath.IsAbs(sock) {
				os.RemoveAll(sock)
			}
		}
	}
	var err error
	for range 20 {
		if err = os.RemoveAll(dir); err == nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	return err
}

// pagesCount finds the page count of a PDF's page tree root: "/Type /Pages ... /Count N"
// in one dictionary (browsers write the root uncompressed).
var pagesCount = regexp.MustCompile(`/Type\s*/Pages\b[^>]*?/Count\s+(\d+)|/Count\s+(\d+)[^>]*?/Type\s*/Pages\b`)

// PageCount returns the number of pages of a PDF, read from its page tree root. It is the
// largest /Count of a /Pages dictionary, as nested page trees count their own pages only.
func PageCount(pdf []byte) (int, error) {
	n := 0
	for _, m := range pagesCount.FindAllSubmatch(pdf, -1) {
		s := m[1]
		if len(s) == 0 {
			s = m[2]
		}
		c, err := strconv.Atoi(string(s))
		if err == nil && c > n {
			n = c
		}
	}
	if n == 0 {
		return 0, errors.New("no page count in the PDF")
	}
	return n, nil
}
