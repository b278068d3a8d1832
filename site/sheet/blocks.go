package sheet

import (
	"fmt"
	"html"
	"html/template"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
)

// Item is one puzzle of a sheet: an Ops solitaire start or a Two Ops hand (exactly one of
// Ops and TwoOps is set), with the number printed on its cell and its answer.
type Item struct {
	N      int    // the number of the puzzle on the sheet, from 1
	Label  string // printed after the game's name, like "Monday 2"; may be ""
	Ops    *generator.OpsPuzzle
	TwoOps *generator.TwoOpsPuzzle
}

// Level returns the puzzle's graded difficulty.
func (it Item) Level() generator.Level {
	if it.Ops != nil {
		return it.Ops.Difficulty
	}
	if it.TwoOps != nil {
		return it.TwoOps.Difficulty
	}
	return 0
}

// Pagination of a Doc. The cells have fixed heights (templates/print/sheet-css.html), so these
// counts fill a page of the area A4 and Letter share.
const (
	cellsPerPage   = 8  // 4 rows of 2 puzzle cells
	cellsFirstPage = 6  // page one with the Two Ops operator table above the cells
	keyFirstPage   = 14 // the first key page, below its heading
	keyPerPage     = 16
)

// Doc is a printable document of puzzles: page one starts with a title, a line for the
// name and the date and the rules the puzzles need; the puzzles follow, 8 to a page; the
// answer key starts on a page of its own.
type Doc struct {
	Title   string // the heading of page one
	Meta    string // the line under the heading, like "Class code 7B · 30 puzzles"
	Running string // the running head of the other pages, before "page N of M"
	Items   []Item
}

// first returns how many puzzles page one holds.
func (d Doc) first() int {
	for _, it := range d.Items {
		if it.TwoOps != nil {
			return cellsFirstPage
		}
	}
	return cellsPerPage
}

// Pages returns how many pages the puzzles and the answer key take.
func (d Doc) Pages() (puzzles, key int) {
	n := len(d.Items)
	if n == 0 {
		return 1, 0
	}
	puzzles = 1
	if rest := n - d.first(); rest > 0 {
		puzzles += (rest + cellsPerPage - 1) / cellsPerPage
	}
	key = 1
	if rest := n - keyFirstPage; rest > 0 {
		key += (rest + keyPerPage - 1) / keyPerPage
	}
	return puzzles, key
}

// KeyHeading is the heading of the first answer key page.
const KeyHeading = "Answer key"

// Body returns the document's pages as HTML: <section class="pg"> elements inside a
// <div class="sh">, styled by the template "sheet-css".
func (d Doc) Body() template.HTML {
	var b strings.Builder
	b.Grow(2048 + 2600*len(d.Items))
	qp, kp := d.Pages()
	total := qp + kp
	esc := html.EscapeString
	running := func(page int) {
		b.WriteString(`<p class="rh">`)
		b.WriteString(esc(d.Running))
		b.WriteString(" · page ")
		b.WriteString(strconv.Itoa(page))
		b.WriteString(" of ")
		b.WriteString(strconv.Itoa(total))
		b.WriteString("</p>")
	}
	b.WriteString(`<div class="sh">`)
	// Puzzle pages.
	hasOps, hasTwo := false, false
	for _, it := range d.Items {
		hasOps = hasOps || it.Ops != nil
		hasTwo = hasTwo || it.TwoOps != nil
	}
	i, page := 0, 1
	for page <= qp {
		b.WriteString("\n<section class=\"pg\">")
		n := cellsPerPage
		if page == 1 {
			n = d.first()
			b.WriteString(`<header class="top"><h1 class="t">`)
			b.WriteString(esc(d.Title))
			b.WriteString(`</h1><p class="meta">`)
			b.WriteString(esc(d.Meta))
			b.WriteString(" · page 1 of ")
			b.WriteString(strconv.Itoa(total))
			b.WriteString(`</p>`)
			b.WriteString(whoLine)
			if hasOps {
				b.WriteString(opsRules)
			}
			if hasTwo {
				b.WriteString(twoOpsRules)
			}
			b.WriteString(`</header>`)
		} else {
			running(page)
		}
		b.WriteString(`<div class="qs">`)
		for end := min(i+n, len(d.Items)); i < end; i++ {
			appendCell(&b, d.Items[i])
		}
		b.WriteString("</div></section>")
		page++
	}
	// Key pages.
	i = 0
	for k := range kp {
		b.WriteString("\n<section class=\"pg key\">")
		running(page)
		n := keyPerPage
		if k == 0 {
			n = keyFirstPage
			b.WriteString(`<h2 class="kh">` + KeyHeading + `</h2><p class="meta">`)
			b.WriteString(esc(d.Meta))
			b.WriteString(`. For the teacher: each Ops start has its fewest swaps, one way to do it in that many and the four lines that prove it; each Two Ops hand its best result and one way to reach it.</p>`)
		}
		b.WriteString(`<div class="ks">`)
		for end := min(i+n, len(d.Items)); i < end; i++ {
			appendKey(&b, d.Items[i])
		}
		b.WriteString("</div></section>")
		page++
	}
	b.WriteString("\n</div>")
	return template.HTML(b.String())
}

// whoLine is the line for the pupil's name and the date.
const whoLine = `<p class="who"><span>Name</span><span>Date</span></p>`

// opsRules and twoOpsRules are the rules a pupil needs, in short, on page one.
const opsRules = `<div class="rules"><p><b>Ops solitaire.</b> Swap two cards at a time until all four lines hold. A line holds when its first two cards give the third by +, −, × or ÷ (each line its own operation, division exact): both rows read left to right, both columns top to bottom; the cards right of and below the rule are the results, and the bottom-right card is never used. Write each swap, then the finished layout.</p></div>`

const twoOpsRules = `<div class="rules"><p><b>Two Ops.</b> Use four of the six numbers and both operators to make two operations, number–operator–number, whose values meet the goal (the sum of the two values, or the difference between them). An operator’s value depends on its colour and the colours of its two numbers (♥ ♦ are red, ♠ ♣ black):</p>
<table><thead><tr><th>operator</th><th>matches neither</th><th>matches both</th><th>matches one: “on” is that number, “off” the other</th></tr></thead>
<tbody><tr><th>K</th><td>(a + b) ÷ 2</td><td>a + b</td><td>off − on</td></tr><tr><th>Q</th><td>the greater</td><td>the greater + 5</td><td>off mod on (the remainder)</td></tr><tr><th>J</th><td>the smaller</td><td>the smaller − 5</td><td>on</td></tr></tbody></table></div>`

// appendCell writes the puzzle cell of an item.
func appendCell(b *strings.Builder, it Item) {
	b.WriteString(`<article class="q">`)
	if it.Ops != nil {
		appendHead(b, it, "h2", "Ops solitaire")
		appendOps(b, it.Ops)
	} else if it.TwoOps != nil {
		appendHead(b, it, "h2", "Two Ops")
		appendTwoOps(b, it.TwoOps)
	}
	b.WriteString("</article>")
}

// appendHead writes the heading of a cell: number, game, label and level.
func appendHead(b *strings.Builder, it Item, tag, game string) {
	b.WriteString("<" + tag + ">")
	if it.N > 0 {
		b.WriteString("<b>")
		b.WriteString(strconv.Itoa(it.N))
		b.WriteString("</b> ")
	}
	b.WriteString(game)
	if it.Label != "" {
		b.WriteString(" · ")
		b.WriteString(html.EscapeString(it.Label))
	}
	if l := it.Level(); l.Valid() {
		b.WriteString(` <span class="lv">level `)
		b.WriteString(strconv.Itoa(int(l)))
		b.WriteString(", ")
		b.WriteString(l.String())
		b.WriteString("</span>")
	}
	b.WriteString("</" + tag + ">")
}

// rank writes an Ops card value (0-9, a ten 0) as its rank: A, 2-9, 10.
func rank(v uint8) string {
	switch v {
	case 0:
		return "10"
	case 1:
		return "A"
	}
	return string(rune('0' + v))
}

// layoutOf reads a record's 9-digit layout; a bad one gives the zero layout, which draws
// as tens (records come from the generator, which validates them).
func layoutOf(s string) ops.Layout {
	l, _ := ops.ParseLayout(s)
	return l
}

// appendKeypad writes a layout as the keypad: three rows of three cards, the rule between
// the main and the margin. cls is added to the class; label, if not "", makes it an image.
func appendKeypad(b *strings.Builder, l *ops.Layout, cls, label string) {
	b.WriteString(`<div class="kp`)
	if cls != "" {
		b.WriteString(" " + cls)
	}
	if label != "" {
		b.WriteString(`" role="img" aria-label="`)
		b.WriteString(label)
		for p := range 9 {
			if p%3 == 0 && p > 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
			b.WriteString(rank(l[p]))
		}
	} else {
		b.WriteString(`" aria-hidden="true`)
	}
	b.WriteString(`"><i class="v"></i><i class="h"></i>`)
	for p := range 9 {
		b.WriteString(`<span class="c`)
		if p == ops.Hole {
			b.WriteString(" hole")
		}
		b.WriteString(`">`)
		if l != nil {
			b.WriteString(rank(l[p]))
		}
		b.WriteString("</span>")
	}
	b.WriteString("</div>")
}

// appendOps writes an Ops start with blanks for the working: a blank per swap and a blank
// keypad for the finished layout.
func appendOps(b *strings.Builder, p *generator.OpsPuzzle) {
	l := layoutOf(p.Start)
	b.WriteString(`<div class="qo">`)
	appendKeypad(b, &l, "", "Start, in rows:")
	b.WriteString(`<div class="qw"><p>Solve it in <b>`)
	b.WriteString(strconv.Itoa(p.OptimalMoves))
	b.WriteString(`</b> swap`)
	if p.OptimalMoves != 1 {
		b.WriteString("s")
	}
	b.WriteString(`.</p><div class="qx"><ol class="sw">`)
	for range p.OptimalMoves {
		b.WriteString(`<li><u></u> ↔ <u></u></li>`)
	}
	b.WriteString(`</ol>`)
	appendKeypad(b, nil, "kb", "")
	b.WriteString(`</div></div></div>`)
}

// appendCard writes a playing card: rank over suit.
func appendCard(b *strings.Builder, c puzzles.Card) {
	b.WriteString(`<span class="c`)
	if c.Red() {
		b.WriteString(" r")
	}
	b.WriteString(`"><b>`)
	b.WriteString(c.Rank.String())
	b.WriteString(`</b><i>`)
	b.WriteString(c.Suit.Symbol())
	b.WriteString(`</i></span>`)
}

// goalText returns a goal's name in words, like "lowest sum".
func goalText(goal string) string { return strings.ReplaceAll(goal, "-", " ") }

// appendTwoOps writes a Two Ops hand: the six numbers, the operators and the goal card,
// with blanks for the two operations and the result.
func appendTwoOps(b *strings.Builder, p *generator.TwoOpsPuzzle) {
	b.WriteString(`<div class="qt"><div class="hd"><span class="lb">Numbers</span>`)
	for _, c := range p.Numbers {
		appendCard(b, c)
	}
	b.WriteString(`</div><div class="hd"><span class="lb">Operators</span>`)
	for _, c := range p.Operators {
		appendCard(b, c)
	}
	b.WriteString(`<span class="lb">Goal</span>`)
	appendCard(b, p.GoalCard)
	b.WriteString(`<span class="gl">`)
	b.WriteString(goalText(p.Goal.String()))
	b.WriteString(`</span></div><p class="wk">`)
	for range 2 {
		b.WriteString(`<span class="ln"><span class="bx"></span><span class="bx o"></span><span class="bx"></span> = <u></u></span>`)
	}
	b.WriteString(`<span class="ln">`)
	if !p.Goal.Difference() {
		b.WriteString("Sum")
	} else {
		b.WriteString("Difference")
	}
	b.WriteString(` <u></u></span></p></div>`)
}

// appendTwoOpsBlind writes the Two Ops hand of a daily page's print layout, which must not
// give away what the blind discard is blind to: the six numbers, then a strip to fold under
// whose canvas the page's script draws the operators, the goal card and the goal on when
// printing (OpsPrint, templates/play/board.js): a drawing, so that they are in no text of
// the page, its print or its reader view. Without the script the strip says what is
// missing and why.
func appendTwoOpsBlind(b *strings.Builder, p *generator.TwoOpsPuzzle) {
	b.WriteString(`<div class="qt"><div class="hd"><span class="lb">Numbers</span>`)
	for _, c := range p.Numbers {
		appendCard(b, c)
	}
	b.WriteString(`</div><div class="fold"><p>✂ Fold under before the discard.</p>` +
		`<canvas width="960" height="150" aria-hidden="true"></canvas>` +
		`<p>Dealt after the blind discard: printing with JavaScript on fills them in.</p></div><p class="wk">`)
	for range 2 {
		b.WriteString(`<span class="ln"><span class="bx"></span><span class="bx o"></span><span class="bx"></span> = <u></u></span>`)
	}
	b.WriteString(`<span class="ln">Result <u></u></span></p></div>`)
}

// lineNames are the names of ops.Lines as a pupil counts them.
var lineNames = [4]string{"Row 1", "Row 2", "Column 1", "Column 2"}

// appendKey writes the answer of an item.
func appendKey(b *strings.Builder, it Item) {
	b.WriteString(`<div class="k">`)
	switch {
	case it.Ops != nil:
		appendOpsKey(b, it)
	case it.TwoOps != nil:
		appendTwoOpsKey(b, it)
	}
	b.WriteString("</div>")
}

// appendOpsKey writes the answer of an Ops start: the fewest swaps, one optimal solution
// (swaps named by their cards) and the finished layout with its four proved lines.
func appendOpsKey(b *strings.Builder, it Item) {
	p := it.Ops
	l := layoutOf(p.Start)
	b.WriteString(`<h3><b>`)
	b.WriteString(strconv.Itoa(it.N))
	b.WriteString(`</b> Ops `)
	b.WriteString(strings.ReplaceAll(l.Slashed(), "1", "A"))
	b.WriteString(`: <b>`)
	b.WriteString(strconv.Itoa(p.OptimalMoves))
	b.WriteString(`</b> swaps</h3><p>Swap `)
	for i, m := range p.Solution {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(rank(l[m[0]]))
		b.WriteString("↔")
		b.WriteString(rank(l[m[1]]))
		l = l.Swap(m[0], m[1])
	}
	b.WriteString(`.</p><div class="kx">`)
	appendKeypad(b, &l, "km", "Finished layout, in rows:")
	b.WriteString(`<ul>`)
	for i, c := range ops.Check(l) {
		b.WriteString("<li>")
		b.WriteString(lineNames[i])
		b.WriteString(": ")
		if c.Holds && len(c.Equations) > 0 {
			b.WriteString(c.Equations[0])
		} else {
			b.WriteString("does not hold") // never, for a generator record
		}
		b.WriteString("</li>")
	}
	b.WriteString(`</ul></div>`)
}

// value writes a Two Ops value, in brackets when negative.
func value(v twoops.Value) string {
	if v < 0 {
		return "(" + v.String() + ")"
	}
	return v.String()
}

// appendTwoOpsKey writes the answer of a Two Ops hand: the best result and one optimal
// arrangement with its arithmetic.
func appendTwoOpsKey(b *strings.Builder, it Item) {
	p := it.TwoOps
	a := p.Arrangement
	b.WriteString(`<h3><b>`)
	b.WriteString(strconv.Itoa(it.N))
	b.WriteString(`</b> Two Ops: best <b>`)
	b.WriteString(p.Best.String())
	b.WriteString(`</b> (`)
	b.WriteString(goalText(p.Goal.String()))
	b.WriteString(`)</h3><ul>`)
	for _, op := range a.Operations {
		b.WriteString("<li>")
		b.WriteString(html.EscapeString(op.Explain()))
		b.WriteString("</li>")
	}
	b.WriteString("</ul><p>")
	v1, v2 := a.Operations[0].Value, a.Operations[1].Value
	if !p.Goal.Difference() {
		fmt.Fprintf(b, "%s + %s = %s", value(v1), value(v2), a.Result)
	} else {
		fmt.Fprintf(b, "|%s − %s| = %s", value(v1), value(v2), a.Result)
	}
	if len(a.Marker) > 0 {
		b.WriteString("; not used: ")
		for i, c := range a.Marker {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(c.Symbol())
		}
	}
	b.WriteString(".</p>")
}

// Day returns the print layout of one day's puzzles, for the daily page: the date, a line
// for the name, the Ops start and the Two Ops hand with blanks for the working, and the
// rules in short. It is hidden on screen; the daily page's print style shows it alone.
// long is the date in words, like "Saturday 14 March 2026".
func Day(rec generator.Record, long string) template.HTML {
	return SiteDay(rec, "opsdaily", long)
}

// SiteDay is Day for the site named site, whose name starts the heading.
func SiteDay(rec generator.Record, site, long string) template.HTML {
	var b strings.Builder
	b.Grow(6 << 10)
	b.WriteString(`<div class="pday sh"><p class="t">`)
	b.WriteString(html.EscapeString(site))
	b.WriteString(` · `)
	b.WriteString(html.EscapeString(long))
	b.WriteString(`</p><p class="who"><span>Name</span></p><div class="qs">`)
	appendCell(&b, Item{Ops: &rec.Ops})
	b.WriteString(`<article class="q">`)
	appendHead(&b, Item{TwoOps: &rec.TwoOps}, "h3", "Two Ops")
	appendTwoOpsBlind(&b, &rec.TwoOps)
	// The rules are the site's rules pages and the monthly sheets': a daily page must stay
	// within its weight.
	b.WriteString(`</article></div><p class="rules">Rules: the site's Rules pages, or the first page of a monthly sheet.</p></div>`)
	return template.HTML(b.String())
}
