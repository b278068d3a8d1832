package site

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"html/template"
	"io/fs"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// rulesPage is the data of a rules page (templates/site/rules.html).
type rulesPage struct {
	layout
	Body template.HTML
}

// markdown is built once, with a short explicit list of options: GitHub tables and heading
// IDs (headingIDs, through parseMarkdown, its one reader). Raw HTML in the Markdown is not
// rendered.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
)

// parseMarkdown parses src with the site's goldmark instance, its headings' ids written by
// headingIDs: every Markdown of the site (rules pages, content/) is read here.
func parseMarkdown(src []byte) ast.Node {
	ctx := parser.NewContext(parser.WithIDs(&headingIDs{used: make(map[string]bool)}))
	return markdown.Parser().Parse(text.NewReader(src), parser.WithContext(ctx))
}

// headingIDs writes the id of a heading from its text as goldmark's own does for English
// ("## The four lines" is #the-four-lines: letters and digits in lower case, a hyphen for
// each space, hyphen or underscore, anything else left out, a no-break space too; "heading"
// when nothing is left; -1, -2, ... after an id already given), but keeps the letters and
// digits of every script, where goldmark's leaves out every character that is not ASCII:
// "## Le pavé" is #le-pavé (not #le-pav), "## À deux joueurs : le duel"
// #à-deux-joueurs-le-duel (not #-deux-joueurs-le-duel).
type headingIDs struct{ used map[string]bool }

// Generate returns the id of a heading whose text is value.
func (h *headingIDs) Generate(value []byte, kind ast.NodeKind) []byte {
	var id []byte
	for _, r := range strings.TrimSpace(string(value)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			id = utf8.AppendRune(id, unicode.ToLower(r))
		case r == ' ' || r == '\t' || r == '-' || r == '_':
			id = append(id, '-')
		}
	}
	if len(id) == 0 {
		id = []byte("heading")
		if kind != ast.KindHeading {
			id = []byte("id")
		}
	}
	for i, base := 1, string(id); h.used[string(id)]; i++ {
		id = fmt.Appendf(nil, "%s-%d", base, i)
	}
	h.used[string(id)] = true
	return id
}

// Put marks value as an id already given (an id written in the Markdown).
func (h *headingIDs) Put(value []byte) { h.used[string(value)] = true }

// rulesDocs are the rules pages: the Markdown file under templates/rules and where it goes.
// The English files are templates/rules/NAME.md; another language's are
// templates/rules/LANG/NAME.md (rulesSource).
var rulesDocs = []struct{ src, path string }{
	{"rules/ops.md", "rules/ops/index.html"},
	{"rules/two-ops.md", "rules/two-ops/index.html"},
}

// rulesSource returns the file of the rules Markdown src ("rules/ops.md") in lang.
func rulesSource(src, lang string) string {
	if lang == i18n.Reference {
		return src
	}
	return "rules/" + lang + "/" + strings.TrimPrefix(src, "rules/")
}

// defaultRules caches the rules pages' bodies rendered with the embedded templates and
// words, per language: lang → func() ([]template.HTML, error).
var defaultRules sync.Map

// renderedRules returns the English rules pages' bodies rendered with the templates t (see
// renderedRulesIn).
func renderedRules(t *template.Template) ([]template.HTML, error) {
	return renderedRulesIn(t, templates.FS, i18n.Reference)
}

// renderedRulesIn returns the rules pages' bodies in lang, read from words and rendered
// with the templates t: made once per language for the embedded templates and words, and
// once per build for another set (an operator's layouts, a test's overlay), which is not
// kept: a server that rebuilds would keep every one.
func renderedRulesIn(t *template.Template, words fs.FS, lang string) ([]template.HTML, error) {
	if words != fs.FS(templates.FS) {
		return renderRulesDocs(t, words, lang)
	}
	cat, err := catalogs(templates.FS, lang)
	if err != nil {
		return nil, err
	}
	if def, err := embeddedTemplates(cat); err != nil || t != def {
		return renderRulesDocs(t, words, lang)
	}
	v, _ := defaultRules.LoadOrStore(lang, sync.OnceValues(func() ([]template.HTML, error) {
		return renderRulesDocs(t, words, lang)
	}))
	return v.(func() ([]template.HTML, error))()
}

// renderRulesDocs renders the rules Markdown of rulesDocs in lang, read from words, with
// the templates t.
func renderRulesDocs(t *template.Template, words fs.FS, lang string) ([]template.HTML, error) {
	out := make([]template.HTML, len(rulesDocs))
	for i, d := range rulesDocs {
		name := rulesSource(d.src, lang)
		src, err := fs.ReadFile(words, name)
		if err != nil {
			return nil, fmt.Errorf("%w: language %s has no rules page templates/%s: %v", ErrOptions, lang, name, errors.Unwrap(err))
		}
		body, err := renderRules(t, src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out[i] = body
	}
	return out, nil
}

// rulesPages is rules/ops/index.html and rules/two-ops/index.html.
func rulesPages(s *siteData) ([]page, error) {
	bodies, err := renderedRulesIn(s.tmpl, s.opts.words(), s.cat.Lang)
	if err != nil {
		return nil, err
	}
	pages := make([]page, len(rulesDocs))
	for i, d := range rulesDocs {
		title := s.firstHeading(bodies[i])
		p := &rulesPage{layout: s.layout(d.path, "rules", s.titled(title), s.t("rules.description", "title", title)), Body: bodies[i]}
		pages[i] = page{path: d.path, tmpl: "rules", data: constant(p)}
	}
	return pages, nil
}

var (
	placeholder = regexp.MustCompile(`<p>\{\{example ([a-z0-9-]+)\}\}</p>`)
	h1          = regexp.MustCompile(`<h1[^>]*>([^<]*)</h1>`)
)

// firstHeading is the text of the first <h1> of body, the page's title.
func (s *siteData) firstHeading(body template.HTML) string {
	if m := h1.FindStringSubmatch(string(body)); m != nil {
		return html.UnescapeString(m[1])
	}
	return s.t("rules.missing_title")
}

// renderRules turns rules Markdown into HTML, replacing each paragraph that is only
// {{example NAME}} by the example NAME worked by the engines (template "example-NAME").
func renderRules(t *template.Template, src []byte) (template.HTML, error) {
	var md bytes.Buffer
	if err := markdown.Renderer().Render(&md, src, parseMarkdown(src)); err != nil {
		return "", err
	}
	var failed error
	html := placeholder.ReplaceAllStringFunc(md.String(), func(m string) string {
		name := placeholder.FindStringSubmatch(m)[1]
		out, err := example(t, name)
		if err != nil && failed == nil {
			failed = err
		}
		return out
	})
	if failed != nil {
		return "", failed
	}
	if strings.Contains(html, "{{") {
		return "", fmt.Errorf("a placeholder is not alone in its paragraph or malformed: write {{example NAME}} on a line of its own")
	}
	return template.HTML(html), nil
}

// example renders one worked example with its template.
func example(t *template.Template, name string) (string, error) {
	make, ok := examples[name]
	if !ok {
		return "", fmt.Errorf("unknown example %q", name)
	}
	data, err := make()
	if err != nil {
		return "", fmt.Errorf("example %s: %w", name, err)
	}
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, "example-"+name, data); err != nil {
		return "", err
	}
	return b.String(), nil
}

// examples make the data of each worked example, from the engines.
var examples = map[string]func() (any, error){
	"keypad":    keypadExample,
	"proof":     proofExample,
	"start":     startExample,
	"solve":     solveExample,
	"operators": operatorsExample,
	"hand":      handExample,
}

// exLayout is an Ops layout shown as cards, with its lines checked.
type exLayout struct {
	Cards   []puzzles.Card
	Text    string // like 789/456/123
	Rows    string // the cards by rows, for screen readers: "7 8 9, 4 5 6, 1 2 3"
	Lines   []exLine
	Holds   int
	Caption string
}

type exLine struct {
	Name      string // the message key of the line's name, "lines.row1"
	A, B, C   uint8  // the line's three values
	Holds     bool
	Equations []string
}

func spades(l ops.Layout) []puzzles.Card {
	cards := make([]puzzles.Card, 9)
	for i, v := range l {
		r := puzzles.Rank(v)
		if r == 0 {
			r = puzzles.Ten
		}
		cards[i] = puzzles.Card{Rank: r, Suit: puzzles.Spades}
	}
	return cards
}

func showLayout(l ops.Layout) exLayout {
	ex := exLayout{Cards: spades(l), Text: l.Slashed(), Rows: fmt.Sprintf("%d %d %d, %d %d %d, %d %d %d", l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8])}
	checks := ops.Check(l)
	for i, c := range checks {
		line := ops.Lines[i]
		ex.Lines = append(ex.Lines, exLine{
			Name: lineNames[i],
			A:    l[line.A], B: l[line.B], C: l[line.Result],
			Holds:     c.Holds,
			Equations: c.Equations,
		})
		if c.Holds {
			ex.Holds++
		}
	}
	return ex
}

// lineNames are the message keys of the names of the lines of ops.Lines, as the game
// boards name them.
var lineNames = [4]string{"lines.row1", "lines.row2", "lines.col1", "lines.col2"}

// keypadExample is the natural layout with the parts of the keypad named.
func keypadExample() (any, error) {
	l := ops.Natural
	names := func(ps []int) string {
		var v []string
		for _, p := range ps {
			v = append(v, fmt.Sprint(l[p]))
		}
		return strings.Join(v, ", ")
	}
	return struct {
		exLayout
		Main, Margin, Hole string
	}{showLayout(l), names(ops.Main[:]), names(ops.Margin[:]), fmt.Sprint(l[8])}, nil
}

// proofExample is the first provable arrangement of the ace to nine.
func proofExample() (any, error) {
	all := ops.ProvableLayouts(ops.Natural)
	if len(all) == 0 {
		return nil, fmt.Errorf("no provable layout of the ace to nine")
	}
	ex := showLayout(all[0])
	if ex.Holds != 4 {
		return nil, fmt.Errorf("layout %s is not provable", ex.Text)
	}
	return ex, nil
}

// startExample is the natural layout, 789/456/123, as a start.
func startExample() (any, error) { return showLayout(ops.Natural), nil }

// exStep is one swap of a worked solution.
type exStep struct {
	N      int
	A, B   int // positions, numbered 1 to 9 in reading order as the text does (p1 to p9)
	VA, VB uint8
	After  string
}

// solveExample solves the natural layout.
func solveExample() (any, error) {
	sol := ops.Solve(ops.Natural)
	if sol.Optimal < 1 {
		return nil, fmt.Errorf("the natural layout needs %d moves", sol.Optimal)
	}
	l := ops.Natural
	var steps []exStep
	for i, m := range sol.Moves {
		st := exStep{N: i + 1, A: m[0] + 1, B: m[1] + 1, VA: l[m[0]], VB: l[m[1]]}
		l = l.Swap(m[0], m[1])
		st.After = l.Slashed()
		steps = append(steps, st)
	}
	end := showLayout(l)
	if end.Holds != 4 {
		return nil, fmt.Errorf("the solution ends unproved at %s", end.Text)
	}
	return struct {
		Optimal, Ends, Solutions int
		Steps                    []exStep
		End                      exLayout
	}{sol.Optimal, sol.Ends, sol.Solutions, steps, end}, nil
}

// exOperation is an operation explained.
type exOperation struct {
	Operator, A, B puzzles.Card
	Explain        twoops.Explanation
}

func mustCards(s string) []puzzles.Card {
	cs, err := puzzles.ParseCards(s)
	if err != nil {
		panic(err) // the examples' cards are constants
	}
	return cs
}

// operatorsExample works one operation for every row and column of the operator table.
func operatorsExample() (any, error) {
	var out []exOperation
	for _, op := range mustCards("KH QH JH") {
		for _, pair := range [][]puzzles.Card{mustCards("9C 3S"), mustCards("9H 3D"), mustCards("9H 3C"), mustCards("9C 3H")} {
			out = append(out, exOperation{
				Operator: op, A: pair[0], B: pair[1],
				Explain: twoops.Explains(op, pair[0], pair[1]),
			})
		}
	}
	return out, nil
}

// handExample plays a hand: the blind discard by keep rates, then best play.
func handExample() (any, error) {
	dealt := mustCards("AS 3H 7D 9C 10S 5H")
	var six [6]puzzles.Card
	copy(six[:], dealt)
	rates, err := twoops.KeepRates(six)
	if err != nil {
		return nil, err
	}
	advice, err := twoops.Advice(six)
	if err != nil {
		return nil, err
	}
	type rate struct {
		Card    puzzles.Card
		Percent string // "12.3", of a hundred
		Advice  bool
	}
	var rs []rate
	var kept []puzzles.Card
	for i, c := range six {
		rs = append(rs, rate{c, strings.TrimSuffix(rates[i].Percent(), "%"), c == advice})
		if c != advice {
			kept = append(kept, c)
		}
	}
	opsCards := mustCards("KH JS")
	goalCard := mustCards("6D")[0]
	goal, err := twoops.GoalOf(goalCard)
	if err != nil {
		return nil, err
	}
	play, err := twoops.Solve(kept, [2]puzzles.Card{opsCards[0], opsCards[1]}, goal)
	if err != nil {
		return nil, err
	}
	if len(play.Optimal) == 0 {
		return nil, fmt.Errorf("no optimal arrangement")
	}
	a := play.Optimal[0]
	var opsOut []exOperation
	for _, o := range a.Operations {
		opsOut = append(opsOut, exOperation{Operator: o.Operator, A: o.Numbers[0], B: o.Numbers[1], Explain: twoops.Explains(o.Operator, o.Numbers[0], o.Numbers[1])})
	}
	return struct {
		Dealt     []puzzles.Card
		Rates     []rate
		Advice    puzzles.Card
		Kept      []puzzles.Card
		Operators []puzzles.Card
		GoalCard  puzzles.Card
		Goal      twoops.Goal
		Best      twoops.Value
		Count     int
		Ops       []exOperation
		Marker    []puzzles.Card
	}{dealt, rs, advice, kept, opsCards, goalCard, goal, play.Best, len(play.Optimal), opsOut, a.Marker}, nil
}
