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

// TestCopyFallback: over file://, with the clipboard refusing, the Copy button of a practice
// report code copies the code through the page's fallback (a selected field and the copy
// command) and says it did.
func TestCopyFallback(t *testing.T) {
	tab := browser.FreshTab(t)
	code := practiceReport(t, tab, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))+"?class=7b", "Ana")
	if code == "" {
		t.Fatal("no report code")
	}
	browsertest.Eval[bool](tab, refuseClipboard)
	tab.Click(`[data-tr-copy]`)
	tab.Wait(`document.querySelector('[data-tr-copy]').textContent === 'Copied'`)
	if got := browsertest.Eval[string](tab, `String(window.copied)`); got != code {
		t.Errorf("copied %q, the report code is %q", got, code)
	}
	if n := tab.Count("textarea"); n != 0 {
		t.Errorf("%d textareas left in the page after the copy", n)
	}
}

// TestCopyWithoutLiveRegion: on a page with no live region for Copy to speak in (an
// operator's own template may leave it out), Copy still copies and says so on its button,
// with no error in the page (the tab fails the test on an uncaught one).
func TestCopyWithoutLiveRegion(t *testing.T) {
	tab := browser.FreshTab(t)
	code := practiceReport(t, tab, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))+"?class=7b", "Ana")
	if code == "" {
		t.Fatal("no report code")
	}
	if n := browsertest.Eval[int](tab, `(() => { const l = document.querySelectorAll('.play-sr'); l.forEach(e => e.remove()); return l.length })()`); n == 0 {
		t.Fatal("the practice page has no live region to take away")
	}
	browsertest.Eval[bool](tab, refuseClipboard)
	tab.Click(`[data-tr-copy]`)
	tab.Wait(`document.querySelector('[data-tr-copy]').textContent === 'Copied'`)
	if got := browsertest.Eval[string](tab, `String(window.copied)`); got != code {
		t.Errorf("copied %q, the report code is %q", got, code)
	}
	// An unhandled rejection is reported after the task that made it: one more task, then look.
	browsertest.Run(tab, chromedp.Evaluate[bool](`new Promise(r => setTimeout(() => r(true), 50))`, chromedp.EvalAwaitPromise))
	if errs := tab.Errors(); len(errs) > 0 {
		t.Errorf("errors in the page after Copy: %q", errs)
	}
}
