// Package sheet makes printable puzzle sheets: classroom worksheets of graded Ops solitaire
// and Two Ops puzzles with their answer keys, the puzzle and key blocks the site's monthly
// sheets and the daily pages' print layout share, and printing a sheet's HTML to PDF in
// headless Chromium (one layout, one source of truth: the PDF is the browser's print of
// the same HTML).
//
// Paper: every page is laid out for the area A4 and US Letter have in common (186 mm wide
// after margins of 12 mm, 255 mm high after margins of 12 mm), so any sheet prints on
// either. A sheet's pages are explicit: each page of puzzles holds up to 8 cells (4 rows of
// 2), the answer key starts on a page of its own and holds 14 answers on its first page,
// 16 on the next ones.
//
// Markup: every block (the pages of a document, a puzzle cell, an answer, the daily print
// layout) is an html/template of templates/print/blocks.html, which escapes all text; the
// Go side (blocks.go) only makes the blocks' data. Fragments that are the same wherever
// they appear (each playing card, each keypad card, the proof of each finished layout of
// A-9) are written once per process by their templates and reused, like Hugo's cached
// partials. The output is the one the hand-written blocks made before, but that a "+" in
// text (the answers' arithmetic) is written &#43;, as html/template writes it everywhere.
//
// A worksheet is a pure function of its Options, so the same class code gives the same
// sheet everywhere and another code another sheet. Two schemes pick the puzzles:
//
//   - Scheme 2, the default since the site's teach/ page: the puzzles come from a fixed
//     bank shipped with the program (bank2.txt: 200 Ops starts and 100 Two Ops hands of each
//     level, never edited), picked by a hash of the class code and each entry's id that the
//     page's script computes too (see bank.go). The page and the command thus give the same
//     sheet from the same options, in the browser with no request and no solver (the page
//     ships the bank's answers, solved here), and a later change of the generator cannot
//     change a sheet. Its finer options filter the bank: Ops by exact number of swaps, Two
//     Ops without the modulo or without negative results.
//   - Scheme 1, the first: the class code seeds the generator's graded streams
//     (generator.OpsAt and generator.TwoOpsAt). Kept so that sheets made before scheme 2
//     can be made again (opsdaily sheet --scheme 1); the page cannot make them.
package sheet

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// Game says which puzzles a worksheet holds.
type Game string

// The games of a worksheet.
const (
	Ops    Game = "ops"    // Ops solitaire starts
	TwoOps Game = "twoops" // Two Ops hands
	Mixed  Game = "mixed"  // both, alternating, Ops first
)

// Paper is the paper a worksheet is printed on. Every sheet fits both; the paper sets the
// CSS page size (@page) and the PDF's size.
type Paper string

// The papers.
const (
	A4     Paper = "a4"
	Letter Paper = "letter"
)

// MaxCount is the most puzzles one worksheet holds.
const MaxCount = 200

// MaxCode is the longest class code, in characters.
const MaxCode = 40

// ErrOptions is wrapped by the errors of worksheet options that make no sheet.
var ErrOptions = errors.New("bad sheet options")

// ParseGame reads a game: ops, twoops (also two-ops) or mixed.
func ParseGame(s string) (Game, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "ops":
		return Ops, nil
	case "twoops", "two-ops":
		return TwoOps, nil
	case "mixed":
		return Mixed, nil
	}
	return "", fmt.Errorf("%w: unknown game %q; use ops, twoops or mixed", ErrOptions, s)
}

// ParsePaper reads a paper: a4 or letter.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return "", fmt.Errorf("%w: unknown paper %q; use a4 or letter", ErrOptions, s)
}

// Options say what worksheet to make.
type Options struct {
	Game  Game
	Count int // puzzles, 1 to MaxCount
	// Level is the difficulty of every puzzle; 0 makes a ramp, from gentle at the start of
	// the sheet to fiendish at its end.
	Level generator.Level
	// Code is the class code: it seeds the puzzles and is printed on every page.
	Code  string
	Paper Paper // "" means A4
	// Scheme is how the puzzles are picked: 2 (0 means 2, the current one) draws them from
	// the fixed bank shipped with the program (bank.go), as the site's teach/ page does;
	// 1 draws them from the generator's graded streams, as every sheet made before scheme 2.
	Scheme int
	// Finer options (scheme 2 only). Swaps, 2 to 4, makes every Ops start need exactly that
	// many swaps, whatever the level; NoModulo leaves out Two Ops hands with a queen among
	// the operators (the Q's one-match case is the modulo); NoNegative leaves out Two Ops
	// hands whose key has a negative operation value or result.
	Swaps      int
	NoModulo   bool
	NoNegative bool
	// Language is the sheet's language, a tag like "fr" with a catalogue (see site/i18n);
	// "" means English. It words the sheet, never picks its puzzles.
	Language string
}

// The sheet schemes; see Options.Scheme.
const (
	FirstScheme   = 1
	CurrentScheme = 2
)

// Check validates the options. Its errors wrap ErrOptions and say how to fix the option.
func (o Options) Check() error {
	switch o.Game {
	case Ops, TwoOps, Mixed:
	default:
		return fmt.Errorf("%w: unknown game %q; use ops, twoops or mixed", ErrOptions, o.Game)
	}
	if o.Count < 1 || o.Count > MaxCount {
		return fmt.Errorf("%w: a sheet holds 1 to %d puzzles, not %d", ErrOptions, MaxCount, o.Count)
	}
	if o.Level != 0 && !o.Level.Valid() {
		return fmt.Errorf("%w: unknown level %d; use 1 to 5 or gentle, easy, moderate, hard, fiendish", ErrOptions, int(o.Level))
	}
	switch o.Paper {
	case "", A4, Letter:
	default:
		return fmt.Errorf("%w: unknown paper %q; use a4 or letter", ErrOptions, o.Paper)
	}
	switch o.Scheme {
	case 0, CurrentScheme:
	case FirstScheme:
		if o.Swaps != 0 || o.NoModulo || o.NoNegative {
			return fmt.Errorf("%w: scheme 1 sheets have no finer options (swaps, no modulo, no negative); drop them or use scheme 2", ErrOptions)
		}
	default:
		return fmt.Errorf("%w: unknown sheet scheme %d; use 2 (the default) or 1 (sheets made before it)", ErrOptions, o.Scheme)
	}
	if o.Swaps != 0 && (o.Swaps < 2 || o.Swaps > 4) {
		return fmt.Errorf("%w: Ops starts of exactly %d swaps are not in the bank; use 2, 3 or 4", ErrOptions, o.Swaps)
	}
	if o.Language != "" {
		if _, err := catalog(o.Language); err != nil {
			return fmt.Errorf("%w: language %q: %v; use one like fr", ErrOptions, o.Language, err)
		}
	}
	code := strings.TrimSpace(o.Code)
	if code == "" {
		return fmt.Errorf("%w: no class code; give one like 7B-2026 (the same code gives the same sheet)", ErrOptions)
	}
	if utf8.RuneCountInString(code) > MaxCode {
		return fmt.Errorf("%w: the class code has more than %d characters", ErrOptions, MaxCode)
	}
	for _, r := range code {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("%w: the class code holds a character that cannot be printed (%U)", ErrOptions, r)
		}
	}
	return nil
}

// Sheet is a worksheet: its options, its title and its numbered puzzles.
type Sheet struct {
	Options
	Title string
	Items []Item
	words *i18n.Catalog
}

// New makes the worksheet of opts. It is a pure function of opts: the class code (spaces
// around it trimmed) picks every puzzle. No puzzle appears twice on a sheet.
func New(opts Options) (*Sheet, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	opts.Code = strings.TrimSpace(opts.Code)
	if opts.Paper == "" {
		opts.Paper = A4
	}
	if opts.Scheme == 0 {
		opts.Scheme = CurrentScheme
	}
	words, err := catalog(opts.Language)
	if err != nil {
		return nil, fmt.Errorf("%w: language %v", ErrOptions, err)
	}
	s := &Sheet{Options: opts, Title: words.T(titles[opts.Game]), words: words}
	if opts.Scheme == CurrentScheme {
		if err := newScheme2(s); err != nil {
			return nil, err
		}
		return s, nil
	}
	seenOps := map[ops.Layout]bool{}
	seenTwo := map[string]bool{}
	next := [2]int{} // the next stream index of each game
	for i := range opts.Count {
		level := opts.Level
		if level == 0 {
			level = generator.Levels[i*len(generator.Levels)/opts.Count]
		}
		it := Item{N: i + 1}
		twoOps := opts.Game == TwoOps || (opts.Game == Mixed && i%2 == 1)
		for {
			if twoOps {
				p, err := generator.TwoOpsAt(opts.Code, next[1], level)
				next[1]++
				if err != nil {
					return nil, fmt.Errorf("two ops puzzle %d: %w", i+1, err)
				}
				key := fmt.Sprint(p.Numbers, p.Operators, p.GoalCard)
				if seenTwo[key] {
					continue
				}
				seenTwo[key] = true
				it.TwoOps = &p
			} else {
				p, err := generator.OpsAt(opts.Code, next[0], level)
				next[0]++
				if err != nil {
					return nil, fmt.Errorf("ops puzzle %d: %w", i+1, err)
				}
				// A start and its transpose are the same puzzle.
				l, err := ops.ParseLayout(p.Start)
				if err != nil {
					return nil, fmt.Errorf("ops puzzle %d: %w", i+1, err)
				}
				if c := ops.Canonical(l); seenOps[c] {
					continue
				} else {
					seenOps[c] = true
				}
				it.Ops = &p
			}
			break
		}
		s.Items = append(s.Items, it)
	}
	return s, nil
}

// titles are the message keys of the sheets' titles.
var titles = map[Game]string{
	Ops:    "sheet.title_ops",
	TwoOps: "sheet.title_twoops",
	Mixed:  "sheet.title_mixed",
}

// english is the English catalogue, which the embedded files guarantee.
var english = sync.OnceValue(func() *i18n.Catalog {
	c, err := i18n.For(templates.FS, i18n.Reference)
	if err != nil {
		panic(err) // checked by site/i18n's tests
	}
	return c
})

// catalogs caches catalog: tag → func() (*i18n.Catalog, error).
var catalogs sync.Map

// catalog returns the catalogue of the language tag ("" for English), read once.
func catalog(tag string) (*i18n.Catalog, error) {
	if tag == "" || tag == i18n.Reference {
		return english(), nil
	}
	v, _ := catalogs.LoadOrStore(tag, sync.OnceValues(func() (*i18n.Catalog, error) { return i18n.For(templates.FS, tag) }))
	return v.(func() (*i18n.Catalog, error))()
}

// levelRange describes the levels of the sheet, like "level 3 of 5 (moderate)" or
// "levels gentle to fiendish".
func (s *Sheet) levelRange() string {
	w := s.words
	one := func(l generator.Level) string {
		return w.T("sheet.level_one", "n", strconv.Itoa(int(l)), "name", levelName(w, l))
	}
	// With exactly N swaps the Ops starts are of any level: the range is then the puzzles'.
	if s.Level != 0 && s.Swaps == 0 {
		return one(s.Level)
	}
	first, last := s.Items[0].Level(), s.Items[0].Level()
	for _, it := range s.Items {
		first, last = min(first, it.Level()), max(last, it.Level())
	}
	if first == last {
		return one(first)
	}
	return w.T("sheet.level_range", "first", levelName(w, first), "last", levelName(w, last))
}

// Doc returns the sheet's document: its header, puzzle pages and answer key.
func (s *Sheet) Doc() Doc {
	w := s.words
	return Doc{
		Title:   s.Title,
		Meta:    w.T("sheet.meta", "code", s.Code, "count", len(s.Items), "levels", s.levelRange()),
		Running: w.T("sheet.running", "title", s.Title, "code", s.Code),
		Items:   s.Items,
		Words:   w,
	}
}

// sheetData is the data of the template "sheet" (templates/print/sheet.html).
type sheetData struct {
	Lang  string // the lang attribute
	Title string
	Paper string // the CSS page size: "A4" or "letter"
	Body  template.HTML
}

// parsed parses the worksheet templates: templates/print/sheet-css.html, sheet.html and
// blocks.html, worded from cat (the template function T).
func parsed(cat *i18n.Catalog) (*template.Template, error) {
	t, err := template.New("sheet").Funcs(template.FuncMap{"T": cat.HTML}).
		ParseFS(templates.FS, "print/sheet-css.html", "print/sheet.html", "print/blocks.html")
	if err != nil {
		return nil, fmt.Errorf("parse the sheet templates: %w", err)
	}
	cat.Fold(t) // {{T "key"}} of a message without values, written in (i18n.Catalog.Fold)
	return t, nil
}

// WriteHTML writes the worksheet as one self-contained HTML document (styles inline, no
// script, nothing loaded from elsewhere).
func (s *Sheet) WriteHTML(w io.Writer) error {
	bs, err := blocks(s.words)
	if err != nil {
		return err
	}
	paper := "A4"
	if s.Paper == Letter {
		paper = "letter"
	}
	title := s.words.T("sheet.html_title", "title", s.Title, "code", s.Code)
	body, err := s.Doc().Body()
	if err != nil {
		return err
	}
	lang := s.Language
	if lang == "" {
		lang = i18n.Reference
	}
	return bs.t.ExecuteTemplate(w, "sheet", sheetData{Lang: lang, Title: title, Paper: paper, Body: body})
}

// HTML returns the worksheet as WriteHTML writes it.
func (s *Sheet) HTML() ([]byte, error) {
	var b bytes.Buffer
	if err := s.WriteHTML(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
