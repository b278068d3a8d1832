package sheet

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site/i18n"
)

// Placeholders of a skeleton. Text placeholders (@@NAME@@) stand for text the page
// escapes; HTML placeholders (@!NAME!@) for markup it makes from other parts of the
// skeleton. Whole numbers the blocks print are written with these stand-ins and then
// replaced by the placeholder of their name.
const (
	standInN     = 918273645 // the number of a puzzle, or of a page
	standInTotal = 918273646 // the pages in all
	standInMoves = 918273647 // the fewest swaps of an Ops answer
)

// Skeleton returns the blocks of templates/print/blocks.html executed on placeholders,
// as JSON, for teach/ (templates/teach/teach.js), which draws its sheets by filling them
// in: so a sheet's markup has one source, and teach/'s sheets change with blocks.html. The
// page's template writes it into a script, escaped by the template engine.
//
//	{"layout": {"perPage", "firstPage", "firstPageTwoOps", "keyFirstPage", "keyPerPage"},
//	 "body": [before, between, after],   the document, around its pages
//	 "pages": {"first-ops"|"first-twoops"|"first-both"|"more"|"key-first-ops"|"key-first-twoops"|"key-first-both"|"key-more":
//	           [before, between, after]}, a page, around its cells
//	 "ops": {"MOVES": cell}, "twoops": {"sum"|"difference": cell},
//	 "opsKey": answer, "proof": finished layout, "twoopsKey": {"sum"|"difference", then "+1" or "+2"
//	               with 1 or 2 cards not used: answer},
//	 "cards": {"AS": card, ...}, "keypad": [10 cards by value], "hole": [10]}
//
// Placeholders: a page's @@TITLE@@, @@META@@, @@RUNNING@@, @@N@@, @@TOTAL@@; a cell's
// @@N@@ and @@LEVEL@@, an Ops cell's @@ROWS@@ (the cards in rows, after the label) and
// @!CARDS!@ (its keypad's cards), a Two Ops cell's @!NUMBERS!@, @!OPERATORS!@,
// @!GOALCARD!@ and @@GOAL@@; an Ops answer's @@N@@, @@START@@, @@MOVES@@, @@SWAPS@@ and
// @!PROOF!@, a proof's @@ROWS@@, @!CARDS!@ and @@L0@@-@@L3@@ (each line's equation); a Two
// Ops answer's @@N@@, @@BEST@@, @@GOAL@@, @@E0@@, @@E1@@ (the operations explained),
// @@FIRST@@, @@SECOND@@, @@RESULT@@ and, in the "+1" and "+2" forms, @@MARKER@@ (the
// cards not used, which that many cards' plural form of "not used" words).
func Skeleton() ([]byte, error) { return SkeletonIn(english()) }

// SkeletonIn is Skeleton in the language of the catalogue words.
func SkeletonIn(words *i18n.Catalog) ([]byte, error) {
	bs, err := blocks(words)
	if err != nil {
		return nil, err
	}
	sk := map[string]any{"layout": map[string]int{
		"perPage": cellsPerPage, "firstPage": cellsPerPage, "firstPageTwoOps": cellsFirstPage,
		"keyFirstPage": keyFirstPage, "keyPerPage": keyPerPage,
	}}
	run := func(name string, data any) (string, error) {
		h, err := bs.execute(name, 1024, data)
		return bs.placeholders(string(h)), err
	}
	// Two real cells of each kind, whose place in a page gives the page around its cells.
	two, err := New(Options{Code: "skeleton", Game: Mixed, Count: 2})
	if err != nil {
		return nil, err
	}
	var cells, keys [2]cell
	for i, it := range two.Items {
		cells[i] = bs.cell(it)
		if keys[i], err = bs.key(it); err != nil {
			return nil, err
		}
	}
	doc := func(hasOps, hasTwoOps bool) *bodyData {
		return &bodyData{Title: "@@TITLE@@", Meta: "@@META@@", KeyHeading: bs.cat.T("sheet.key_heading"), Total: standInTotal, HasOps: hasOps, HasTwoOps: hasTwoOps}
	}
	page := func(d *bodyData, key, first bool) bodyPage {
		p := bodyPage{Doc: d, N: standInN, Total: standInTotal, Running: "@@RUNNING@@", Key: key, First: first, Cells: cells[:]}
		if key {
			p.Cells = keys[:]
		}
		return p
	}
	pages := map[string]bodyPage{
		"first-ops": page(doc(true, false), false, true), "first-twoops": page(doc(false, true), false, true),
		"first-both": page(doc(true, true), false, true), "more": page(doc(true, true), false, false),
		"key-first-ops": page(doc(true, false), true, true), "key-first-twoops": page(doc(false, true), true, true),
		"key-first-both": page(doc(true, true), true, true), "key-more": page(doc(true, true), true, false),
	}
	parts := map[string][3]string{}
	for name, p := range pages {
		whole, err := bs.execute("sheet-page", 4096, p)
		if err != nil {
			return nil, err
		}
		tmpl := "sheet-cell"
		if p.Key {
			tmpl = "sheet-key"
		}
		var inner [2]string
		for i, c := range p.Cells {
			h, err := bs.execute(tmpl, 1024, c)
			if err != nil {
				return nil, err
			}
			inner[i] = string(h)
		}
		if parts[name], err = bs.around(string(whole), inner); err != nil {
			return nil, fmt.Errorf("sheet: page %s: %w", name, err)
		}
	}
	sk["pages"] = parts
	// The document around its pages: two pages, each found in it.
	d := doc(true, true)
	d.Pages = []bodyPage{pages["first-both"], pages["key-first-both"]}
	for i := range d.Pages {
		d.Pages[i].Doc = d
	}
	whole, err := bs.execute("sheet-body", 8192, d)
	if err != nil {
		return nil, err
	}
	var inner [2]string
	for i, p := range d.Pages {
		h, err := bs.execute("sheet-page", 4096, p)
		if err != nil {
			return nil, err
		}
		inner[i] = string(h)
	}
	body, err := bs.around(string(whole), inner)
	if err != nil {
		return nil, fmt.Errorf("sheet: body: %w", err)
	}
	sk["body"] = body

	// Cells: an Ops cell for each number of swaps in the bank, a Two Ops cell for each kind
	// of goal.
	b, err := theBank()
	if err != nil {
		return nil, err
	}
	var moves []int
	for _, level := range b[0] {
		for _, e := range level {
			if !slices.Contains(moves, e.ops.OptimalMoves) {
				moves = append(moves, e.ops.OptimalMoves)
			}
		}
	}
	slices.Sort(moves)
	badge, err := bs.badge("@@LEVEL@@")
	if err != nil {
		return nil, err
	}
	head := cell{N: standInN, Badge: badge}
	opsCells := map[string]string{}
	for _, m := range moves {
		c := head
		c.Ops = &opsCell{Start: keypad{Label: bs.cat.T("sheet.start_rows") + "@@ROWS@@", Cards: "@!CARDS!@"}, Work: bs.work(m)}
		if opsCells[strconv.Itoa(m)], err = run("sheet-cell", c); err != nil {
			return nil, err
		}
	}
	sk["ops"] = opsCells
	twoCells, twoKeys := map[string]string{}, map[string]string{}
	for _, sum := range []bool{true, false} {
		goal := "difference"
		if sum {
			goal = "sum"
		}
		c := head
		c.TwoOps = &twoOpsCell{Numbers: "@!NUMBERS!@", Operators: "@!OPERATORS!@", GoalCard: "@!GOALCARD!@", Goal: "@@GOAL@@", Work: bs.twoWork(sum)}
		if twoCells[goal], err = run("sheet-cell", c); err != nil {
			return nil, err
		}
		// A hand of 6 numbers leaves 2 unused, of 5 (after a discard) 1, of 4 none.
		for unused := range 3 {
			k := cell{N: standInN, TwoOpsKey: &twoOpsKey{
				Best: "@@BEST@@", Goal: "@@GOAL@@", Explain: []string{"@@E0@@", "@@E1@@"},
				First: "@@FIRST@@", Second: "@@SECOND@@", Result: "@@RESULT@@", Sum: sum, Unused: unused,
			}}
			name := goal
			if unused > 0 {
				k.TwoOpsKey.Marker = "@@MARKER@@"
				name += "+" + strconv.Itoa(unused)
			}
			if twoKeys[name], err = run("sheet-key", k); err != nil {
				return nil, err
			}
		}
	}
	sk["twoops"], sk["twoopsKey"] = twoCells, twoKeys
	k := cell{N: standInN, OpsKey: &opsKey{Start: "@@START@@", Moves: standInMoves, Swaps: "@@SWAPS@@", Proof: "@!PROOF!@"}}
	if sk["opsKey"], err = run("sheet-key", k); err != nil {
		return nil, err
	}
	pr := proof{Result: keypad{Class: "km", Label: bs.cat.T("sheet.finished_rows") + "@@ROWS@@", Cards: "@!CARDS!@"}}
	for i := range pr.Lines {
		pr.Lines[i] = bs.cat.T("sheet.proof_line", "line", bs.cat.T(lineNames[i]), "equation", "@@L"+strconv.Itoa(i)+"@@")
	}
	if sk["proof"], err = run("sheet-key-proof", &pr); err != nil {
		return nil, err
	}
	// The cards, made once each (blockSet).
	cards := map[string]string{}
	for i := range bs.cards {
		cards[puzzles.CardAt(i).String()] = string(bs.cards[i])
	}
	sk["cards"], sk["keypad"], sk["hole"] = cards, bs.keypad, bs.hole
	return json.Marshal(sk)
}

// placeholders writes the stand-ins of whole numbers in markup as their placeholders,
// whether printed as digits or as the catalogue writes numbers (French "918 273 645").
func (bs *blockSet) placeholders(h string) string {
	var pairs []string
	for _, p := range []struct {
		n    int
		name string
	}{{standInN, "@@N@@"}, {standInTotal, "@@TOTAL@@"}, {standInMoves, "@@MOVES@@"}} {
		pairs = append(pairs, strconv.Itoa(p.n), p.name, bs.cat.Number(p.n), p.name)
	}
	return strings.NewReplacer(pairs...).Replace(h)
}

// around returns the markup of whole around its two parts inner, found in it in order:
// before the first, between them and after the second, with their placeholders.
func (bs *blockSet) around(whole string, inner [2]string) ([3]string, error) {
	i := strings.Index(whole, inner[0])
	if i < 0 || inner[0] == inner[1] {
		return [3]string{}, fmt.Errorf("the first part is not found once")
	}
	j := strings.Index(whole[i+len(inner[0]):], inner[1])
	if j < 0 {
		return [3]string{}, fmt.Errorf("the second part is not found after the first")
	}
	j += i + len(inner[0])
	return [3]string{bs.placeholders(whole[:i]), bs.placeholders(whole[i+len(inner[0]) : j]), bs.placeholders(whole[j+len(inner[1]):])}, nil
}
