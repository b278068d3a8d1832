package sheet

import (
	"fmt"
	"html/template"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/i18n"
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
	// Words is the catalogue of the document's language; nil means English.
	Words *i18n.Catalog
}

// words returns the document's catalogue.
func (d Doc) words() *i18n.Catalog {
	if d.Words != nil {
		return d.Words
	}
	return english()
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

// The markup of the blocks is the templates of templates/print/blocks.html; this file
// makes their data. A Doc's pages are "sheet-body" on bodyData, the daily print layout
// "sheet-day" on dayData; each puzzle is a cell, which "sheet-cell" draws as a puzzle and
// "sheet-key" as an answer.

// bodyData is the data of "sheet-body".
type bodyData struct {
	Title, Meta       string
	KeyHeading        string
	Total             int // pages in all
	HasOps, HasTwoOps bool
	Pages             []bodyPage // the puzzle pages, then the key pages
}

// bodyPage is one page of a Doc, the data of "sheet-page".
type bodyPage struct {
	Doc      *bodyData
	N, Total int    // the page's number and the pages in all
	Running  string // the running head (Doc.Running), on pages after the first
	Key      bool   // a page of the answer key
	First    bool   // the first page of the puzzles or of the key
	Cells    []cell
}

// cell is the data of "sheet-cell" (Ops or TwoOps set) and of "sheet-key" (OpsKey or
// TwoOpsKey set): one item of a sheet.
type cell struct {
	N         int           // the item's number, 0 for none
	Label     string        // after the game's name; may be ""
	Badge     template.HTML // the item's level ("sheet-level-badge"); "" if it has none
	Ops       *opsCell
	TwoOps    *twoOpsCell
	OpsKey    *opsKey
	TwoOpsKey *twoOpsKey
}

// opsCell is an Ops start: its keypad and the working for its fewest swaps
// ("sheet-ops-work").
type opsCell struct {
	Start keypad
	Work  template.HTML
}

// keypad is a layout drawn as the keypad (template "sheet-keypad"): its cards in position
// order and its label for screen readers, which reads them out.
type keypad struct {
	Class string // added to the class "kp"
	Label string
	Cards template.HTML // "sheet-keypad-card" for p0-p7, then "sheet-keypad-hole"
}

// twoOpsCell is a Two Ops hand: its cards ("sheet-card" each), its goal in words and
// the working for its kind of goal ("sheet-twoops-work").
type twoOpsCell struct {
	Numbers, Operators template.HTML
	GoalCard           template.HTML
	Goal               string
	Work               template.HTML
}

// opsKey is the answer of an Ops start.
type opsKey struct {
	Start string        // the start in rows, like "869/A47/235"
	Moves int           // the fewest swaps
	Swaps string        // one optimal solution, each swap by its two cards: "5↔7, 9↔A"
	Proof template.HTML // the finished layout and its lines ("sheet-key-proof")
}

// proof is the data of "sheet-key-proof": a finished layout and its four lines.
type proof struct {
	Result keypad
	Lines  [4]string // like "Row 1: 8 − 1 = 7"
}

// twoOpsKey is the answer of a Two Ops hand.
type twoOpsKey struct {
	Best, Goal    string
	Explain       []string // the two operations, explained
	First, Second string   // their values, in brackets when negative
	Result        string
	Sum           bool
	Marker        string // the cards left out, like "3♥, 4♦"
	Unused        int    // how many they are, for the plural of "not used"
}

// dayData is the data of "sheet-day".
type dayData struct {
	Site, Long  string
	Ops, TwoOps cell
}

// blocks returns the sheet templates and the markup of every playing card ("sheet-card"),
// and of every card of a keypad ("sheet-keypad-card", "sheet-keypad-hole"), made once a
// catalogue: like cached partials, they are the same
// wherever they appear (none reads a day's data), and a sheet is some
// thousands of them (writing each with its template would be most of a site build's
// template work).
func blocks(cat *i18n.Catalog) (*blockSet, error) {
	v, ok := blockSets.Load(cat.ID()) // every day's page asks: no new closure then
	if !ok {
		v, _ = blockSets.LoadOrStore(cat.ID(), sync.OnceValues(func() (*blockSet, error) { return newBlocks(cat) }))
	}
	return v.(func() (*blockSet, error))()
}

// blockSets caches blocks by catalogue (two catalogues of one language, an operator's
// and the built-in one, keep their own words; an edited file makes new blocks):
// Catalog.ID → func() (*blockSet, error).
var blockSets sync.Map

// newBlocks makes the blocks of cat's language.
func newBlocks(cat *i18n.Catalog) (*blockSet, error) {
	t, err := parsed(cat)
	if err != nil {
		return nil, err
	}
	bs := &blockSet{t: t, cat: cat}
	for i := range bs.cards {
		if bs.cards[i], err = bs.execute("sheet-card", 64, puzzles.CardAt(i)); err != nil {
			return nil, err
		}
	}
	for v := range bs.keypad {
		if bs.keypad[v], err = bs.execute("sheet-keypad-card", 32, rank(uint8(v))); err != nil {
			return nil, err
		}
		if bs.hole[v], err = bs.execute("sheet-keypad-hole", 32, rank(uint8(v))); err != nil {
			return nil, err
		}
	}
	for n := range bs.opsWork {
		if bs.opsWork[n], err = bs.execute("sheet-ops-work", 512, n); err != nil {
			return nil, err
		}
	}
	for i, sum := range []bool{false, true} {
		if bs.twoOpsWork[i], err = bs.execute("sheet-twoops-work", 256, sum); err != nil {
			return nil, err
		}
	}
	for l := generator.Level(1); l.Valid(); l++ {
		if bs.badges[l], err = bs.badge(bs.cat.T("sheet.level", "n", strconv.Itoa(int(l)), "name", levelName(bs.cat, l))); err != nil {
			return nil, err
		}
	}
	return bs, nil
}

// blockSet is the sheet templates and the markup made once.
type blockSet struct {
	t            *template.Template
	cat          *i18n.Catalog     // the words
	cards        [52]template.HTML // by puzzles.Card.Index
	keypad, hole [10]template.HTML // by card value, a ten 0
	opsWork      [10]template.HTML // by fewest swaps (at most 8 for nine cards)
	twoOpsWork   [2]template.HTML  // for a difference, a sum
	badges       [6]template.HTML  // by generator.Level, none for 0
	proofs       sync.Map          // ops.Layout → template.HTML, the proofs of layouts of A-9
}

// cardsOf returns the markup of the cards cs, one after the other.
func (bs *blockSet) cardsOf(cs ...puzzles.Card) template.HTML {
	var b strings.Builder
	for _, c := range cs {
		if c.Valid() {
			b.WriteString(string(bs.cards[c.Index()]))
		}
	}
	return template.HTML(b.String())
}

// work returns the working of an Ops cell whose fewest swaps are n: 0 to 8, since any
// order of nine cards is reached from any other in at most eight swaps (a sheet holds only
// hands that can be proved).
func (bs *blockSet) work(n int) template.HTML { return bs.opsWork[n] }

// twoWork returns the working of a Two Ops cell whose goal is a sum, or a difference.
func (bs *blockSet) twoWork(sum bool) template.HTML {
	if sum {
		return bs.twoOpsWork[1]
	}
	return bs.twoOpsWork[0]
}

// badge returns the badge of a level in words ("3, moderate"), or none for "".
func (bs *blockSet) badge(level string) (template.HTML, error) {
	return bs.execute("sheet-level-badge", 64, level)
}

// execute runs the template name on data.
func (bs *blockSet) execute(name string, size int, data any) (template.HTML, error) {
	var b strings.Builder
	b.Grow(size)
	if err := bs.t.ExecuteTemplate(&b, name, data); err != nil {
		return "", fmt.Errorf("sheet: %w", err)
	}
	return template.HTML(b.String()), nil
}

// Body returns the document's pages as HTML: <section class="pg"> elements inside a
// <div class="sh">, styled by the template "sheet-css".
func (d Doc) Body() (template.HTML, error) {
	bs, err := blocks(d.words())
	if err != nil {
		return "", err
	}
	qp, kp := d.Pages()
	data := &bodyData{Title: d.Title, Meta: d.Meta, KeyHeading: bs.cat.T("sheet.key_heading"), Total: qp + kp}
	for _, it := range d.Items {
		data.HasOps = data.HasOps || it.Ops != nil
		data.HasTwoOps = data.HasTwoOps || it.TwoOps != nil
	}
	page := func(n int, key bool) bodyPage {
		return bodyPage{Doc: data, N: n, Total: data.Total, Running: d.Running, Key: key}
	}
	// Puzzle pages.
	i := 0
	for n := 1; n <= qp; n++ {
		p := page(n, false)
		size := cellsPerPage
		if n == 1 {
			p.First, size = true, d.first()
		}
		for end := min(i+size, len(d.Items)); i < end; i++ {
			p.Cells = append(p.Cells, bs.cell(d.Items[i]))
		}
		data.Pages = append(data.Pages, p)
	}
	// Key pages.
	i = 0
	for k := range kp {
		p := page(qp+1+k, true)
		size := keyPerPage
		if k == 0 {
			p.First, size = true, keyFirstPage
		}
		for end := min(i+size, len(d.Items)); i < end; i++ {
			c, err := bs.key(d.Items[i])
			if err != nil {
				return "", err
			}
			p.Cells = append(p.Cells, c)
		}
		data.Pages = append(data.Pages, p)
	}
	// A month's sheet is some 1,350 bytes an item in English (83 KB for 62): room for
	// longer words without growing, and not twice what is written.
	return bs.execute("sheet-body", 2048+1500*len(d.Items), data)
}

// head returns a cell with the heading of an item: its number, label and level.
func (bs *blockSet) head(it Item) cell {
	c := cell{N: it.N, Label: it.Label}
	if l := it.Level(); l.Valid() {
		c.Badge = bs.badges[l]
	}
	return c
}

// levelName is the name of a level in cat's language, "moderate".
func levelName(cat *i18n.Catalog, l generator.Level) string {
	return cat.T("level." + strconv.Itoa(int(l)))
}

// cell returns the puzzle cell of an item.
func (bs *blockSet) cell(it Item) cell {
	c := bs.head(it)
	switch {
	case it.Ops != nil:
		c.Ops = &opsCell{Start: bs.keypadOf(layoutOf(it.Ops.Start), "", bs.cat.T("sheet.start_rows")), Work: bs.work(it.Ops.OptimalMoves)}
	case it.TwoOps != nil:
		p := it.TwoOps
		c.TwoOps = &twoOpsCell{
			Numbers: bs.cardsOf(p.Numbers...), Operators: bs.cardsOf(p.Operators...), GoalCard: bs.cardsOf(p.GoalCard),
			Goal: bs.goalText(p.Goal), Work: bs.twoWork(!p.Goal.Difference()),
		}
	}
	return c
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

// keypadOf returns the keypad of a layout, with class cls and a label that starts with
// label and reads the cards out in rows: "Start, in rows: 7 8 9, 4 5 6, 1 2 3".
func (bs *blockSet) keypadOf(l ops.Layout, cls, label string) keypad {
	var text, cards strings.Builder
	text.WriteString(label)
	for p, v := range l {
		if p%3 == 0 && p > 0 {
			text.WriteString(",")
		}
		text.WriteString(" ")
		text.WriteString(rank(v))
		if p == ops.Hole {
			cards.WriteString(string(bs.hole[v%10]))
		} else {
			cards.WriteString(string(bs.keypad[v%10]))
		}
	}
	return keypad{Class: cls, Label: text.String(), Cards: template.HTML(cards.String())}
}

// goalText returns a goal in short words, like "lowest sum".
func (bs *blockSet) goalText(g twoops.Goal) string { return bs.cat.T("sheet.goals." + g.String()) }

// lineNames are the message keys of the names of ops.Lines as a pupil counts them, "Row 1".
var lineNames = [4]string{"lines.row1", "lines.row2", "lines.col1", "lines.col2"}

// key returns the answer cell of an item.
func (bs *blockSet) key(it Item) (cell, error) {
	c := bs.head(it)
	var err error
	switch {
	case it.Ops != nil:
		c.OpsKey, err = bs.opsKeyOf(it.Ops)
	case it.TwoOps != nil:
		c.TwoOpsKey, err = bs.twoOpsKeyOf(it.TwoOps)
	}
	return c, err
}

// opsKeyOf returns the answer of an Ops start: the fewest swaps, one optimal solution
// (swaps named by their cards) and the finished layout with its four proved lines.
func (bs *blockSet) opsKeyOf(p *generator.OpsPuzzle) (*opsKey, error) {
	l := layoutOf(p.Start)
	k := &opsKey{Start: strings.ReplaceAll(l.Slashed(), "1", "A"), Moves: p.OptimalMoves}
	var swaps strings.Builder
	for i, m := range p.Solution {
		if i > 0 {
			swaps.WriteString(", ")
		}
		swaps.WriteString(rank(l[m[0]]) + "↔" + rank(l[m[1]]))
		l = l.Swap(m[0], m[1])
	}
	k.Swaps = swaps.String()
	var err error
	k.Proof, err = bs.proof(l)
	return k, err
}

// proof returns the "sheet-key-proof" of a finished layout, made once per layout of the
// cards A-9 (so at most 206 are kept: a record's start is always of A-9, and ends in one
// of its provable layouts).
func (bs *blockSet) proof(l ops.Layout) (template.HTML, error) {
	natural := sortedCards(l) == sortedCards(ops.Natural)
	if natural {
		if v, ok := bs.proofs.Load(l); ok {
			return v.(template.HTML), nil
		}
	}
	p := proof{Result: bs.keypadOf(l, "km", bs.cat.T("sheet.finished_rows"))}
	for i, c := range ops.Check(l) {
		if c.Holds && len(c.Equations) > 0 {
			p.Lines[i] = bs.cat.T("sheet.proof_line", "line", bs.cat.T(lineNames[i]), "equation", c.Equations[0])
		} else {
			p.Lines[i] = bs.cat.T("sheet.not_hold", "line", bs.cat.T(lineNames[i])) // never, for a generator record
		}
	}
	h, err := bs.execute("sheet-key-proof", 768, &p)
	if err == nil && natural && ops.Provable(l) {
		bs.proofs.Store(l, h)
	}
	return h, err
}

// sortedCards returns the cards of a layout in increasing order.
func sortedCards(l ops.Layout) ops.Layout {
	slices.Sort(l[:])
	return l
}

// number writes a Two Ops value in the sheet's language: "7.5", "7,5".
func (bs *blockSet) number(v twoops.Value) string { return bs.cat.Number(v.Float()) }

// value writes a Two Ops value, in brackets when negative.
func (bs *blockSet) value(v twoops.Value) string {
	if v < 0 {
		return "(" + bs.number(v) + ")"
	}
	return bs.number(v)
}

// twoOpsKeyOf returns the answer of a Two Ops hand: the best result and one optimal
// arrangement with its arithmetic.
func (bs *blockSet) twoOpsKeyOf(p *generator.TwoOpsPuzzle) (*twoOpsKey, error) {
	a := p.Arrangement
	k := &twoOpsKey{
		Best: bs.number(p.Best), Goal: bs.goalText(p.Goal), Sum: !p.Goal.Difference(),
		First: bs.value(a.Operations[0].Value), Second: bs.value(a.Operations[1].Value), Result: bs.number(a.Result),
	}
	for _, op := range a.Operations {
		e, err := bs.cat.Explain(twoops.Explains(op.Operator, op.Numbers[0], op.Numbers[1]))
		if err != nil {
			return nil, err
		}
		k.Explain = append(k.Explain, e)
	}
	symbols := make([]string, len(a.Marker))
	for i, c := range a.Marker {
		symbols[i] = c.Symbol()
	}
	k.Marker, k.Unused = strings.Join(symbols, ", "), len(symbols)
	return k, nil
}

// Day returns the print layout of one day's puzzles, for the daily page: the date, a line
// for the name, the Ops start and the Two Ops hand with blanks for the working, and a
// line that says where the rules are. It is hidden on screen; the daily page's print style shows it alone.
// long is the date in words, like "Saturday 14 March 2026". The Two Ops hand shows only
// its six numbers: the operators and the goal card, dealt after the blind discard, are in
// no text of it (see "sheet-twoops-blind").
func Day(rec generator.Record, long string) (template.HTML, error) {
	return SiteDay(rec, "opsdaily", long)
}

// SiteDay is Day for the site named site, whose name starts the heading, in English.
func SiteDay(rec generator.Record, site, long string) (template.HTML, error) {
	return SiteDayIn(english(), rec, site, long)
}

// SiteDayIn is SiteDay in the language of the catalogue words.
func SiteDayIn(words *i18n.Catalog, rec generator.Record, site, long string) (template.HTML, error) {
	bs, err := blocks(words)
	if err != nil {
		return "", err
	}
	data := dayData{Site: site, Long: long, Ops: bs.cell(Item{Ops: &rec.Ops}), TwoOps: bs.cell(Item{TwoOps: &rec.TwoOps})}
	return bs.execute("sheet-day", 2560, &data) // 1.9-2.0 KB in English
}
