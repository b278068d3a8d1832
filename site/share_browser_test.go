package site

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// copiedSaid is what a screen reader hears once Share has copied the text.
const copiedSaid = "Copied to the clipboard."

// clipboard makes the page's clipboard take what it is given, in window.copied (ok), or
// refuse to write, as it does on file:// in browsers that allow it only on https, and
// record what the copy command of the fallback is asked to copy: the focused field's
// selected text. The page has no navigator.share, as on a desktop, so that Share copies.
func clipboard(ok bool) string {
	return fmt.Sprintf(`(() => {
	window.copied = undefined;
	delete Navigator.prototype.share; delete navigator.share;
	navigator.clipboard.writeText = %t ? t => (window.copied = t, Promise.resolve())
		: () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
	const exec = Document.prototype.execCommand;
	document.execCommand = function (c, ...a) {
		const el = document.activeElement;
		if (c === 'copy' && el && el.value !== undefined) window.copied = el.value.slice(el.selectionStart, el.selectionEnd);
		return exec.call(this, c, ...a);
	};
	return !('share' in navigator);
})()`, ok)
}

// region returns how the accessibility tree has the element css: whether it is left out
// (ignored: hidden from screen readers, as what is outside a modal dialog is) and its
// aria-live politeness ("" for none).
func region(tab *browsertest.Tab, css string) (ignored bool, politeness string) {
	tab.T.Helper()
	nodes := browsertest.Run(tab, chromedp.Nodes(chromedp.CSS(css), chromedp.NodeReady))
	id, no := nodes[0].BackendNodeID, false
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{BackendNodeID: id, FetchRelatives: &no})
		if err != nil {
			return err
		}
		for _, n := range r.Nodes {
			if n.BackendDOMNodeID != id {
				continue
			}
			ignored = n.Ignored
			for _, p := range n.Properties {
				if p.Name == accessibility.PropertyNameLive {
					return json.Unmarshal(p.Value.Value, &politeness)
				}
			}
			return nil
		}
		return fmt.Errorf("%s is not in the accessibility tree", css)
	}))
	return ignored, politeness
}

// Share says it copied, to the eye and to the ear: on the button, and in a live region a
// screen reader hears, the board's for the boards' Share, the stats dialog's own in the
// dialog (the page's are hidden from screen readers while it is open). With the clipboard
// refusing, the fallback copies the same text, inside the dialog too, and gives the focus
// back to the button.
func TestBrowserShareSaysCopied(t *testing.T) {
	dir := buildSeed(t, "share said")
	rec, err := generator.Generate("share said", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	tab := visitor(t)
	tab.Open(browsertest.FileURL(filepath.Join(dir, "daily", historyDay.String(), "index.html")))
	tab.Wait(`document.readyState === 'complete'`)
	live.Record(tab)
	heard := 0
	// share presses the Share button of root (its output is the text shared) with the
	// clipboard taking or refusing, and checks what is shown, copied and heard, and where
	// the live region the words were heard in is.
	share := func(root, liveCSS string, ok bool) {
		t.Helper()
		button, output := root+" .play-share button", root+" .play-share output"
		if !browsertest.Eval[bool](tab, clipboard(ok)) {
			t.Fatal("navigator.share is still there")
		}
		tab.Click(button)
		heard++
		tab.Wait(fmt.Sprintf(`(window.opsLive || []).filter(m => m === %s).length >= %d`, browsertest.Quote(copiedSaid), heard))
		if got := tab.Text(button); got != "Copied" {
			t.Errorf("%s (clipboard ok %t): the button reads %q, want Copied", root, ok, got)
		}
		if got, want := browsertest.Eval[string](tab, `String(window.copied)`), tab.Text(output); got != want || !strings.HasPrefix(got, "opsdaily "+historyDay.String()) {
			t.Errorf("%s (clipboard ok %t): copied %q, the share text is %q", root, ok, got, want)
		}
		if got := tab.Text(liveCSS); got != copiedSaid {
			t.Errorf("%s (clipboard ok %t): the live region %s says %q, want %q", root, ok, liveCSS, got, copiedSaid)
		}
		if ignored, polite := region(tab, liveCSS); ignored || polite != "polite" {
			t.Errorf("%s: the live region %s is ignored %t, aria-live %q: a screen reader does not hear it", root, liveCSS, ignored, polite)
		}
		if !ok {
			if n := tab.Count("textarea"); n != 0 {
				t.Errorf("%s: %d text areas left after the fallback", root, n)
			}
			if !browsertest.Eval[bool](tab, `document.activeElement === document.querySelector(`+browsertest.Quote(button)+`)`) {
				t.Errorf("%s: after the fallback the focus is on %s, want the Share button", root, browsertest.Eval[string](tab, `document.activeElement.outerHTML`))
			}
		}
	}

	browsertest.SolveOps(tab, "[data-ops-board]", start)
	tab.Wait(`document.querySelector('[data-ops-state]').dataset.opsState === 'solved'`)
	share("[data-ops]", "[data-ops] .play-sr", true)
	browsertest.PlayTwoOpsAdvice(tab, "[data-twoops]", rec.TwoOps)
	tab.Wait(`!document.querySelector('.to .play-done').hidden`)
	// The day finished, the stats dialog opens, modal: the page behind it is hidden from
	// screen readers, its live regions too, and the dialog speaks in its own.
	tab.Wait(`document.querySelector('.stats-dlg') && document.querySelector('.stats-dlg').open`)
	if ignored, _ := region(tab, "[data-ops] .play-sr"); !ignored {
		t.Log("the board's live region is not hidden while the modal dialog is open")
	}
	share(".stats-dlg", ".stats-dlg .play-sr", false)
	share(".stats-dlg", ".stats-dlg .play-sr", true)
	closeStats(tab)
	share("[data-twoops]", "[data-twoops] .play-sr", false)
	// Each press says it again, by design (the region is cleared first, so that the same
	// words are read again): the other checks of the messages are live.Check's.
	var msgs []string
	for _, m := range live.Messages(tab) {
		if m != copiedSaid || len(msgs) == 0 || msgs[len(msgs)-1] != copiedSaid {
			msgs = append(msgs, m)
		}
	}
	live.Check(t, msgs)
}

// The game that finishes the day opens the stats dialog, which hides the rest of the page
// from screen readers, the board's live region too: what the board says of the finish (the
// last swap or the result, and the verdict) is said in the dialog's own live region, so
// that the verdict is heard, whichever game is finished last.
func TestBrowserLastFinishHeard(t *testing.T) {
	dir := buildSeed(t, "last heard")
	rec, err := generator.Generate("last heard", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	moves := len(ops.Solve(start).Moves)
	// What each board's verdict says, from the engines' answers: the optimal swaps played,
	// and the best of the five cards the advised discard keeps, which its arrangement makes.
	opsVerdict := fmt.Sprintf("Solved in %d moves; the best is %d. Perfect!", moves, rec.Ops.OptimalMoves)
	twoVerdict := ""
	for _, d := range rec.TwoOps.Discards {
		if d.Card == rec.TwoOps.Advice {
			twoVerdict = fmt.Sprintf("Your result: %s. The best for the cards you kept.", d.Best.Prose())
		}
	}
	playOps := func(tab *browsertest.Tab) {
		browsertest.SolveOps(tab, "[data-ops-board]", start)
		tab.Wait(`document.querySelector('[data-ops-state]').dataset.opsState === 'solved'`)
	}
	playTwo := func(tab *browsertest.Tab) {
		browsertest.PlayTwoOpsAdvice(tab, "[data-twoops]", rec.TwoOps)
		tab.Wait(`!document.querySelector('.to .play-done').hidden`)
	}
	for _, c := range []struct {
		name          string
		first, last   func(*browsertest.Tab)
		board, words  string
		before, after string
	}{
		{"Two Ops last", playOps, playTwo, "[data-twoops]", twoVerdict, opsVerdict, twoVerdict},
		{"Ops last", playTwo, playOps, "[data-ops]", opsVerdict, twoVerdict, opsVerdict},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab := visitor(t)
			tab.Open(browsertest.FileURL(filepath.Join(dir, "daily", historyDay.String(), "index.html")))
			tab.Wait(`document.readyState === 'complete'`)
			live.Record(tab)
			c.first(tab)
			live.Wait(tab, c.before) // heard: no dialog yet
			c.last(tab)
			tab.Wait(`document.querySelector('.stats-dlg') && document.querySelector('.stats-dlg').open`)
			tab.Wait(`document.querySelector('.stats-dlg .play-sr').textContent !== ''`)
			if ignored, _ := region(tab, c.board+" .play-sr"); !ignored {
				t.Logf("the board's live region is not hidden behind the modal dialog")
			}
			said := tab.Text(".stats-dlg .play-sr")
			if !strings.Contains(said, c.words) || !strings.HasSuffix(said, "Your result is ready to share.") {
				t.Errorf("the stats dialog's live region says %q, want the verdict %q and that the result is ready to share", said, c.words)
			}
			if ignored, polite := region(tab, ".stats-dlg .play-sr"); ignored || polite != "polite" {
				t.Errorf("the dialog's live region is ignored %t, aria-live %q: a screen reader does not hear it", ignored, polite)
			}
			msgs := live.Messages(tab)
			live.Once(t, msgs, c.after)
			live.Check(t, msgs)
			// Opened by its button, the dialog says nothing of its own.
			closeStats(tab)
			browsertest.Eval[bool](tab, `document.querySelector('.stats-dlg .play-sr').textContent = '', true`)
			tab.Click(".st-open")
			time.Sleep(100 * time.Millisecond)
			if got := tab.Text(".stats-dlg .play-sr"); got != "" {
				t.Errorf("the stats dialog opened by its button says %q", got)
			}
		})
	}
}
