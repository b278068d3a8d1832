package browsertest

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// The check that a page in another language shows no English: EnglishPhrases lists what
// the English catalogue says, Tab.Words collects all a visitor can meet on a page (its
// text, hidden parts included, accessible names and what its live regions said), and
// NoEnglish fails the test on each English phrase found. It reads the catalogue, so it
// grows with it.

// placeholder is a message's placeholder, "{count}".
var placeholder = regexp.MustCompile(`\{[^{}]*\}`)

// EnglishPhrases returns the phrases of the English catalogue's messages that a page in
// the language of other must not show: each message text (every plural form) cut at its
// placeholders, the pieces of two words or more, less those that other's catalogue also
// has (names such as "Two Ops").
func EnglishPhrases(t interface{ Fatal(...any) }, other string) []string {
	en, err := i18n.For(templates.FS, i18n.Reference)
	if err != nil {
		t.Fatal(err)
	}
	oc, err := i18n.For(templates.FS, other)
	if err != nil {
		t.Fatal(err)
	}
	var theirs strings.Builder
	for _, k := range oc.Keys() {
		for _, s := range oc.Texts(k) {
			theirs.WriteString(s + "\n")
		}
	}
	var out []string
	for _, k := range en.Keys() {
		for _, text := range en.Texts(k) {
			for _, piece := range placeholder.Split(text, -1) {
				piece = strings.Trim(piece, " .,:;!?()·–—-\u00a0\u202f")
				if len(strings.Fields(piece)) < 2 || strings.Contains(theirs.String(), piece) || slices.Contains(out, piece) {
					continue
				}
				out = append(out, piece)
			}
		}
	}
	return out
}

// watchLive records what the page's live regions say: each change under an element with
// aria-live, or the role status, alert or log, adds the region's text to window.__heard,
// as a screen reader says it (without what is aria-hidden).
const watchLive = `(()=>{window.__heard=[];const sel='[aria-live],[role=status],[role=alert],[role=log]';
new MutationObserver(ms=>{for(const m of ms){let n=m.target;if(n.nodeType!==1)n=n.parentElement;const r=n&&n.closest(sel);
if(r){const c=r.cloneNode(true);c.querySelectorAll('[aria-hidden=true]').forEach(e=>e.remove());if(c.textContent.trim())window.__heard.push(c.textContent)}}}).observe(document,{subtree:true,childList:true,characterData:true})})()`

// HearLive makes the pages the tab opens from now on record what their live regions say,
// for Words.
func (tab *Tab) HearLive() {
	tab.T.Helper()
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchLive})
		return err
	}))
}

// words collects the page's words: the document's title, the text of its body without
// scripts and styles (closed dialogs and details included), every accessible name and
// description given by attribute, and what its live regions said since it opened (HearLive).
const words = `(()=>{const b=document.body.cloneNode(true);b.querySelectorAll('script,style,noscript').forEach(e=>e.remove());
const out=[document.title,b.textContent];
for(const e of document.querySelectorAll('[aria-label],[title],[alt],[placeholder],[aria-description],[aria-roledescription],[aria-valuetext]'))
for(const a of ['aria-label','title','alt','placeholder','aria-description','aria-roledescription','aria-valuetext'])if(e.hasAttribute(a))out.push(e.getAttribute(a));
for(const e of document.querySelectorAll('input[type=button],input[type=submit]'))out.push(e.value);
return out.concat(window.__heard||[])})()`

// Words returns the words of the page as a visitor meets them: see words.
func (tab *Tab) Words() []string {
	tab.T.Helper()
	return Eval[[]string](tab, words)
}

// Reporter is what the checks of a page's words report to: a *testing.T, or a test's
// stand-in that collects what they say.
type Reporter interface {
	Helper()
	Errorf(string, ...any)
}

// around is the text of s about the bytes s[i:j] that a check reports, 40 bytes either
// side, its line breaks shown as ⏎, so that a report says where the words were.
func around(s string, i, j int) string {
	return strings.ReplaceAll(s[max(0, i-40):min(len(s), j+40)], "\n", " ⏎ ")
}

// NoEnglish fails t for each of the phrases (EnglishPhrases) found in texts (Words), with
// where it was found; what says which page it was.
func NoEnglish(t Reporter, what string, phrases, texts []string) {
	t.Helper()
	all := strings.Join(texts, "\n")
	for _, p := range phrases {
		if i := strings.Index(all, p); i >= 0 {
			t.Errorf("%s shows the English %q: …%s…", what, p, around(all, i, i+len(p)))
		}
	}
}

// asciiMinus is an ASCII hyphen written where a person reads a minus sign: before a number
// after a space, a bracket, a bar, an equals sign or the start ("= -2", "(-3", "-7.5"), or
// between two numbers set apart by spaces ("3 - 5", "|6 - 15|"). Dates (2026-03-14),
// codes (ABC12-DE3) and words (level-3) have no space before the hyphen.
var asciiMinus = regexp.MustCompile(`(?:^|[\s(|=])-\d|\d[)|]? - [(|]?\d`)

// OneMinus fails t for each ASCII minus (asciiMinus) in texts (Words, or a page's text):
// every operation and negative number a visitor reads is written with "−" (U+2212), in
// every language, as the engines' equations are; what says which page it was.
func OneMinus(t Reporter, what string, texts []string) {
	t.Helper()
	for _, s := range texts {
		for _, m := range asciiMinus.FindAllStringIndex(s, -1) {
			t.Errorf("%s writes an ASCII minus %q: …%s…", what, s[m[0]:m[1]], around(s, m[0], m[1]))
		}
	}
}

// frenchSpace is a French sign of two parts (: ; ! ?) written without the no-break space
// (U+00A0, or the narrow U+202F) that French puts before it: after a word, a number or a
// bracket, with a space or the end after it ("juste): ", "1 + 2 = 3; Rangée"), or after an
// ordinary space; or « and » without a no-break space inside them. A sign inside a word
// (opsdaily:SITE, 0:00, https://) is no punctuation.
var frenchSpace = regexp.MustCompile(`[\p{L}\p{N})\]»’][:;!?](?:\s|$)| [:;!?]|«[^\x{a0}\x{202f}]|[^\x{a0}\x{202f}]»`)

// unknownOp is the "?" a line of the Ops board shows for the operation it lacks, between
// two numbers ("7 ? 2 = 6"): a sign of the equation, not punctuation.
var unknownOp = regexp.MustCompile(`(\d) \? (\d)`)

// FrenchSpaces fails t for each : ; ! or ? of texts (Words, or a page's text) that lacks
// the no-break space French writes before it, and each « » without one inside, so that a
// line never begins with the sign and a screen reader reads the sentence as the catalogue
// has it; what says which page.
func FrenchSpaces(t Reporter, what string, texts []string) {
	t.Helper()
	for _, s := range texts {
		s = unknownOp.ReplaceAllString(s, "$1 □ $2")
		for _, m := range frenchSpace.FindAllStringIndex(s, -1) {
			t.Errorf("%s writes %q without its no-break space: …%s…", what, strings.TrimSpace(s[m[0]:m[1]]), around(s, m[0], m[1]))
		}
	}
}
