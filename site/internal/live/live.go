// Package live records what a page tells screen readers through its live regions
// (aria-live, role status, alert or log) while a browser test plays it, and checks that
// the messages are written for the ear: each one whole, none repeated twice in a row, no
// slot read as empty once it is filled, sentences never run together, no suit sign (a
// screen reader reads "7♣" as "7 black club suit": cards are said in words).
//
//	live.Record(tab)          // after the page has loaded
//	... play by mouse or keyboard ...
//	msgs := live.Messages(tab)
//	live.Check(t, msgs)
package live

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// recorder keeps, in window.opsLive, the text of each live region every time it changes
// to something non-empty and other than the text it held: one entry per region and batch
// of changes. A region set again to the very words it holds is not announced by screen
// readers (VoiceOver among them), so it is not recorded: the pages clear a region before
// they speak, or end words said again with a no-break space, so that they are read again.
// The text is what a screen reader says, without the parts hidden from it (aria-hidden),
// which are shown to the eye alone (a card's suit sign, where the words name it). A region
// outside the modal dialog open, if one is, is not recorded: the dialog hides the rest of
// the page from screen readers, which do not hear it.
const recorder = `(function(){if(window.opsLive)return true;var log=window.opsLive=[];
var sel='[aria-live],[role=status],[role=alert],[role=log]';
function heard(r){var c=r.cloneNode(true);c.querySelectorAll('[aria-hidden=true]').forEach(function(e){e.remove()});return c.textContent}
document.querySelectorAll(sel).forEach(function(r){r.opsHeard=heard(r)});
new MutationObserver(function(ms){var seen=[],d=document.querySelector('dialog:modal');ms.forEach(function(m){var n=m.target.nodeType===1?m.target:m.target.parentNode;
var r=n&&n.closest?n.closest(sel):null;if(r&&r.getAttribute('aria-live')!=='off'&&(!d||d.contains(r))&&seen.indexOf(r)<0)seen.push(r)});
seen.forEach(function(r){var h=heard(r);if(h===r.opsHeard)return;r.opsHeard=h;
var t=h.replace(/\s+/g,' ').trim();if(t)log.push(t)})})
.observe(document.body,{subtree:true,childList:true,characterData:true});return true})()`

// Record starts recording the live messages of the page open in tab (again after each
// navigation).
func Record(tab *browsertest.Tab) {
	tab.T.Helper()
	browsertest.Eval[bool](tab, recorder)
}

// Messages returns the live messages recorded so far, in order.
func Messages(tab *browsertest.Tab) []string {
	tab.T.Helper()
	return browsertest.Eval[[]string](tab, `window.opsLive ? window.opsLive.slice() : []`)
}

// Wait waits until a recorded message contains s (messages are spoken after a short delay).
func Wait(tab *browsertest.Tab, s string) {
	tab.T.Helper()
	tab.Wait(`(window.opsLive||[]).some(function(m){return m.indexOf(` + browsertest.Quote(s) + `)>=0})`)
}

// SuitSigns are the four suits' signs, for the eye only: what is spoken never holds one.
const SuitSigns = "♠♥♦♣♤♡♢♧"

var (
	runTogether = regexp.MustCompile(`[\p{Ll})\d][.!?][\p{Lu}]`)
	lowerStart  = regexp.MustCompile(`(?:^|[.!?…]["”’)]? )\p{Ll}`)
	ends        = regexp.MustCompile(`[.!?…]["”’)]?$`)
)

// Check fails t for each message that is cut (not ending a sentence), runs sentences
// together ("kept it.An optimal"), has a sentence that begins in lower case ("ace of
// spades placed", which a braille display shows as written), reads a slot as empty, holds
// a suit sign, or repeats the message before it.
// It logs the messages, numbered, so that go test -v shows what a screen reader was told.
func Check(t testing.TB, msgs []string) {
	t.Helper()
	if len(msgs) == 0 {
		t.Error("no live message was recorded")
	}
	var b strings.Builder
	for i, m := range msgs {
		fmt.Fprintf(&b, "\n\t%d: %s", i, m)
	}
	t.Logf("%d live messages:%s", len(msgs), b.String())
	for i, m := range msgs {
		if !ends.MatchString(m) {
			t.Errorf("live message %d is cut or not a sentence: %q", i, m)
		}
		if s := runTogether.FindString(m); s != "" {
			t.Errorf("live message %d runs sentences together (%q): %q", i, s, m)
		}
		if s := lowerStart.FindString(m); s != "" {
			t.Errorf("live message %d has a sentence that begins in lower case (%q): %q", i, s, m)
		}
		if strings.Contains(m, "empty") {
			t.Errorf("live message %d reads a slot as empty: %q", i, m)
		}
		if strings.ContainsAny(m, SuitSigns) {
			t.Errorf("live message %d holds a suit sign, not the card's name: %q", i, m)
		}
		if i > 0 && m == msgs[i-1] {
			t.Errorf("live message %d repeats the one before: %q", i, m)
		}
	}
}

// Once fails t unless exactly one message contains every one of the texts (a verdict,
// whole), and returns that message.
func Once(t testing.TB, msgs []string, texts ...string) string {
	t.Helper()
	var found []string
	for _, m := range msgs {
		all := true
		for _, s := range texts {
			all = all && strings.Contains(m, s)
		}
		if all {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Errorf("%d live messages say %q, want one; messages:\n\t%s", len(found), texts, strings.Join(msgs, "\n\t"))
		return ""
	}
	return found[0]
}
