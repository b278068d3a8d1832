package sheet

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/chrome"
)

// ErrNoBrowser is returned by PrintPDF when no Chrome or Chromium is installed.
var ErrNoBrowser = errors.New("printing to PDF needs Chromium or Chrome, and none was found: install one (apt-get install chromium) or set CHROME_BIN to its binary")

// FindBrowser returns the Chrome or Chromium binary to print with: $CHROME_BIN, Debian's
// /usr/lib/chromium/chromium, then chromium, chromium-browser or google-chrome on $PATH.
// It returns "" when there is none.
func FindBrowser() string { return chrome.Find() }

// size returns the paper's size in inches, as chromedp wants it.
func (p Paper) size() chromedp.PaperSize {
	if p == Letter {
		return chromedp.PaperLetter
	}
	return chromedp.PaperA4
}

// PDFOptions are the options of chromedp.PrintToPDF that print a sheet on paper p: that
// paper, margins of 12 mm, and the page's own CSS page size (@page) when it has one.
func PDFOptions(p Paper) []chromedp.PDFOption {
	return []chromedp.PDFOption{
		chromedp.PDFPaper(p.size()),
		chromedp.PDFMargin(12 / 25.4),
		chromedp.PDFPreferCSSPageSize(),
	}
}

// FileURL returns the file:// URL of a local path.
func FileURL(path string) (string, error) { return chrome.FileURL(path) }

// PrintPDF prints the page at url (like a file:// URL of a sheet's HTML) to PDF on paper p
// in a headless Chromium it starts and stops, and returns the PDF. Without a browser the
// error is ErrNoBrowser.
func PrintPDF(ctx context.Context, url string, p Paper) ([]byte, error) {
	bin := FindBrowser()
	if bin == "" {
		return nil, ErrNoBrowser
	}
	dir, err := os.MkdirTemp("", "opsdaily-print-")
	if err != nil {
		return nil, err
	}
	defer chrome.RemoveProfile(dir) // with Chromium's own temporary directory
	opts := chrome.Options(bin, dir)
	actx, acancel := chromedp.NewExecAllocator(context.WithoutCancel(ctx), opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	// Start the browser without the caller's deadline (a deadline on the first call kills
	// the browser when it expires), then work under it.
	if err := chromedp.Do(bctx); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	stop := context.AfterFunc(ctx, bcancel)
	defer stop()
	if err := chromedp.Do(bctx, chromedp.Navigate(url)); err != nil {
		return nil, fmt.Errorf("open %s: %w", url, errors.Join(err, ctx.Err()))
	}
	pdf, err := chromedp.Run(bctx, chromedp.PrintToPDF(PDFOptions(p)...))
	if err != nil {
		return nil, fmt.Errorf("print to PDF: %w", errors.Join(err, ctx.Err()))
	}
	return pdf, nil
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
