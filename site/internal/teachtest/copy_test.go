package teachtest

import (
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// refuseClipboard makes the page's clipboard refuse to write, as it does on file:// in
// browsers that allow it only on https, and records what the copy command is asked to copy
// (the focused field's selected text) in window.copied.
const refuseClipboard = `(() => {
	navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
	const exec = document.execCommand.bind(document);
	document.execCommand = (c, ...a) => {
		const el = document.activeElement;
		if (c === 'copy' && el && el.value !== undefined) window.copied = el.value.slice(el.selectionStart, el.selectionEnd);
		return exec(c, ...a);
	};
	return true;
})()`

// copyReportOffline finishes a practice session over file:// in a fresh tab, runs the
// script prepare (if any) on the report's page, and presses Copy with the clipboard
// refusing; it checks that the button says Copied and that the report code was copied
// through the page's fallback (a selected field and the copy command).
func copyReportOffline(t *testing.T, prepare string) *browsertest.Tab {
	t.Helper()
	tab := browser.FreshTab(t)
	code := practiceReport(t, tab, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))+"?class=7b", "Ana")
	if code == "" {
		t.Fatal("no report code")
	}
	if prepare != "" && !browsertest.Eval[bool](tab, prepare) {
		t.Fatalf("%s: false", prepare)
	}
	browsertest.Eval[bool](tab, refuseClipboard)
	tab.Click(`[data-tr-copy]`)
	tab.Wait(`document.querySelector('[data-tr-copy]').textContent === 'Copied'`)
	if got := browsertest.Eval[string](tab, `String(window.copied)`); got != code {
		t.Errorf("copied %q, the report code is %q", got, code)
	}
	return tab
}

// TestCopyFallback: over file://, with the clipboard refusing, the Copy button of a practice
// report code copies the code through the page's fallback and says it did, leaving no field
// of its own behind.
func TestCopyFallback(t *testing.T) {
	tab := copyReportOffline(t, "")
	if n := tab.Count("textarea"); n != 0 {
		t.Errorf("%d textareas left in the page after the copy", n)
	}
}

// TestCopyWithoutLiveRegion: on a page with no live region for Copy to speak in (an
// operator's own template may leave it out), Copy still copies and says so on its button,
// with no error in the page.
func TestCopyWithoutLiveRegion(t *testing.T) {
	tab := copyReportOffline(t, `(() => { const l = document.querySelectorAll('.play-sr'); l.forEach(e => e.remove()); return l.length > 0 })()`)
	// An unhandled rejection is reported after the task that made it: one more task, then look.
	browsertest.Run(tab, chromedp.Evaluate[bool](`new Promise(r => setTimeout(() => r(true), 50))`, chromedp.EvalAwaitPromise))
	if errs := tab.Errors(); len(errs) > 0 {
		t.Errorf("errors in the page after Copy: %q", errs)
	}
}
