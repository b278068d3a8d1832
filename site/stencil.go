package site

import (
	"bytes"
	"fmt"
	"html/template"
	"strconv"
	"strings"
	"sync"
)

// Daily pages are rendered from stencils: a 10-year build has 3,653 of them, and executing
// the "daily" template costs some 35 actions per page (each a reflect call and escapers),
// most of which write the same thing on every page (the head, the navigation, the footer,
// the links, the style and script links). A stencil is the "daily" template executed once
// with markers in place of the day's own values; a page is then the stencil's chunks with
// the day's values between them. Values are escaped as the template would escape them:
// markup the site made (template.HTML, template.HTMLAttr) goes in as it is; text goes in
// only when no escaper would change it (see plain), else the page is executed normally.
// TestDailyStencil checks that stencilled pages are byte for byte the executed ones.

// The day's values, in slot order (dayValues).
const (
	slotTitle = iota
	slotDescription
	slotCanonical
	slotLong
	slotPrevHref
	slotPrevShort
	slotPrevLabel
	slotNextHref
	slotNextShort
	slotNextLabel
	slotOpsLevel
	slotTwoOpsLevel
	slotOptimal
	slotOpsCards
	slotHand
	slotDate
	slotDuel
	slotPayload
	slotPrint
	slotImage
	slotNumber
	slots
)

// markerPrefix starts every marker: "OPSDAILYSLOT07X" stands for slot 7. Letters and
// digits pass every escaper unchanged.
const markerPrefix = "OPSDAILYSLOT"

func marker(i int) string { return fmt.Sprintf("%s%02dX", markerPrefix, i) }

// optimalMarker stands for the Ops optimum, an int, in a stencil.
const optimalMarker = 918273645

// stencil is a daily page cut at the day's values: text[i] then the value of slot[i];
// the last chunk has slot -1.
type stencil struct {
	chunks []chunk
}

type chunk struct {
	text string
	slot int
}

// stencils caches the stencils of a build by everything a daily page's template branches
// on or writes alike on many pages (see stencilKey).
type stencils struct{ m sync.Map }

// stencilKey says which stencil renders p: the parts of its data that are not slots.
func stencilKey(p *dayPage) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%s\x00%p\x00%v\x00%v\x00%v\x00%d\x00", p.Root, p.Kind, p.Chrome, p.Games, p.Prev != nil, p.Next != nil, p.Play.Suit)
	fmt.Fprintf(&b, "%v\x00%v\x00%v\x00", p.Canonical != "", p.Image != "", p.Number != "")
	if d := p.Record.Duel; d != nil {
		fmt.Fprintf(&b, "duel %d %v\x00", d.WinIn, d.Position.ToMove)
	}
	b.WriteString(string(p.Styles))
	b.WriteString("\x00")
	b.WriteString(string(p.Scripts))
	return b.String()
}

// execute writes the daily page of p into buf, from its stencil when the day's values allow.
func (st *stencils) execute(t *template.Template, buf *bytes.Buffer, p *dayPage) error {
	vals, ok := dayValues(p)
	if !ok || p.Range != nil {
		return t.ExecuteTemplate(buf, "daily", p)
	}
	key := stencilKey(p)
	v, ok := st.m.Load(key)
	if !ok {
		sc, err := makeStencil(t, p)
		if err != nil {
			return err
		}
		v, _ = st.m.LoadOrStore(key, sc)
	}
	for _, c := range v.(*stencil).chunks {
		buf.WriteString(c.text)
		if c.slot >= 0 {
			buf.WriteString(vals[c.slot])
		}
	}
	return nil
}

// makeStencil executes the daily template with markers for p's values.
func makeStencil(t *template.Template, p *dayPage) (*stencil, error) {
	q := *p
	q.Title, q.Description, q.Long = marker(slotTitle), marker(slotDescription), marker(slotLong)
	if q.Canonical != "" {
		q.Canonical = marker(slotCanonical)
	}
	if p.Prev != nil {
		q.Prev = &dayLink{Href: template.HTMLAttr(marker(slotPrevHref)), Short: marker(slotPrevShort), Label: marker(slotPrevLabel)}
	}
	if p.Next != nil {
		q.Next = &dayLink{Href: template.HTMLAttr(marker(slotNextHref)), Short: marker(slotNextShort), Label: marker(slotNextLabel)}
	}
	q.OpsLevel, q.TwoOpsLevel = template.HTML(marker(slotOpsLevel)), template.HTML(marker(slotTwoOpsLevel))
	q.Play.Optimal = optimalMarker
	q.Play.OpsCards, q.Play.Hand = template.HTML(marker(slotOpsCards)), template.HTML(marker(slotHand))
	q.Play.Date, q.Play.Duel, q.Play.Payload = marker(slotDate), marker(slotDuel), marker(slotPayload)
	q.Print = template.HTML(marker(slotPrint))
	if q.Image != "" {
		q.Image = marker(slotImage)
	}
	if q.Number != "" {
		q.Number = marker(slotNumber)
	}
	var b strings.Builder
	if err := t.ExecuteTemplate(&b, "daily", &q); err != nil {
		return nil, err
	}
	out := strings.ReplaceAll(b.String(), strconv.Itoa(optimalMarker), marker(slotOptimal))
	sc := &stencil{}
	for {
		i := strings.Index(out, markerPrefix)
		if i < 0 {
			sc.chunks = append(sc.chunks, chunk{out, -1})
			return sc, nil
		}
		rest := out[i+len(markerPrefix):]
		n, err := strconv.Atoi(rest[:min(2, len(rest))])
		if err != nil || len(rest) < 3 || rest[2] != 'X' || n >= slots {
			return nil, fmt.Errorf("daily stencil: a stray %s", markerPrefix)
		}
		sc.chunks = append(sc.chunks, chunk{out[:i], n})
		out = rest[3:]
	}
}

// dayValues returns the values of p's slots as the daily template would write them, and
// false if one is text that some escaper would change.
func dayValues(p *dayPage) ([]string, bool) {
	var v [slots]string
	v[slotTitle], v[slotDescription], v[slotLong] = p.Title, p.Description, p.Long
	v[slotCanonical] = p.Canonical
	if l := p.Prev; l != nil {
		v[slotPrevHref], v[slotPrevShort], v[slotPrevLabel] = string(l.Href), l.Short, l.Label
	}
	if l := p.Next; l != nil {
		v[slotNextHref], v[slotNextShort], v[slotNextLabel] = string(l.Href), l.Short, l.Label
	}
	v[slotOpsLevel], v[slotTwoOpsLevel] = string(p.OpsLevel), string(p.TwoOpsLevel)
	v[slotOptimal] = strconv.Itoa(p.Play.Optimal)
	v[slotOpsCards], v[slotHand] = string(p.Play.OpsCards), string(p.Play.Hand)
	v[slotDate], v[slotPayload] = p.Play.Date, p.Play.Payload
	// The duel's answers are base64 in an attribute, whose escaper writes + as &#43;.
	v[slotDuel] = strings.ReplaceAll(p.Play.Duel, "+", "&#43;")
	v[slotPrint] = string(p.Print)
	v[slotImage], v[slotNumber] = p.Image, p.Number
	for _, s := range []string{p.Title, p.Description, p.Long, p.Number, v[slotPrevShort], v[slotPrevLabel], v[slotNextShort], v[slotNextLabel]} {
		if !plain(s, true) {
			return nil, false
		}
	}
	if !plain(p.Canonical, false) || !plain(p.Image, false) || !plain(p.Play.Date, false) || !base64(p.Play.Payload) || !base64(p.Play.Duel) {
		return nil, false
	}
	return v[:], true
}

// plain reports whether every escaper of html/template writes s unchanged: ASCII letters,
// digits and -._:/ (and, if text, spaces, commas and non-ASCII letters, which only the URL
// and JavaScript escapers change).
func plain(s string, text bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '-', c == '.', c == '_', c == ':', c == '/':
		case text && (c == ' ' || c == ',' || c >= 0x80):
		default:
			return false
		}
	}
	return true
}

// base64 reports whether s is standard base64, which a JavaScript string writes unchanged.
func base64(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '/' || c == '=') {
			return false
		}
	}
	return true
}
