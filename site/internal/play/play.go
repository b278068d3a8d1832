// Package play prepares what the game boards of a page need (templates/play): the cards of
// the day's Ops board with their labels, the Two Ops hand, the day's solutions as an
// obfuscated payload, and the script and style shared by every page.
//
// The boards are the named templates "ops-board", "twoops-board", "play-style" (CSS text)
// and "play-script" (one inline classic script), all given the page data with .Play set to
// the Data of ForDay. ForDay is on the hot path of a long site build: the markup of every
// card is made once, so a day costs a few table look-ups and its payload.
package play

import (
	"fmt"
	"html/template"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/duel"
	"github.com/opsdaily/opsdaily/site/internal/minify"
	"github.com/opsdaily/opsdaily/templates"
)

// Data is what the board templates of one day read as .Play.
type Data struct {
	Date    string       // the day, YYYY-MM-DD
	Suit    puzzles.Suit // the suit of the day's Ops cards (see SuitOf)
	Optimal int          // the Ops optimum, the fewest swaps that solve the start
	// OpsCards is the markup of the nine Ops cards, positions 0-8: buttons with data-pos
	// and a label for screen readers (Label: "7 of spades, row 1 column 2, main"), showing the rank
	// first (the board script reads the start from it and keeps data-value, the card's value).
	OpsCards template.HTML
	// Hand is the markup of the six Two Ops number cards, buttons with data-card.
	Hand template.HTML
	// Payload is the day's Two Ops operators, goal and solutions: JSON obfuscated by Encode
	// with the date as seed. The page script decodes it; nothing is fetched.
	Payload string
	// Answers is the data-answers attribute of the day's duel board ("duel-board"): the
	// answers of the day's duel puzzle (duel.AppendAnswers: the position and the verdict
	// of every try), obfuscated by Encode with the date as seed; "" on days without a
	// duel. Encode's alphabet is one that html/template writes unescaped in an attribute.
	Answers string
	Script  template.JS  // the boards' script (the same on every page; with the daily duel's on days that have one)
	Style   template.CSS // the boards' style sheet (the same on every page)
	// DuelStyle is the duel's style sheet (templates/play/duel.css, see DuelStyle) on days
	// with a duel, else "".
	DuelStyle template.CSS
}

// SuitOf returns the suit of a day's Ops cards: spades, hearts, diamonds and clubs in turn,
// by the number of days since 1970-01-01 (1970-01-01 is spades).
func SuitOf(d generator.Date) puzzles.Suit {
	return puzzles.Suits[((int(d)%4)+4)%4]
}

// Label returns what a screen reader says of an Ops card at position pos, in the words
// of cat (the message board.card): "7 of spades, row 1 column 2, main", "A, ace of
// spades, row 1 column 1, main"; "7 de pique, rangée 1 colonne 2, centre". The board
// script writes the same labels as cards move.
func Label(cat *i18n.Catalog, c puzzles.Card, pos int) (string, error) {
	return cat.Msg("board.card", "n", Name(cat, c), "r", pos/3+1, "c", pos%3+1, "w", cat.T("board."+Region(pos)))
}

// Name returns a card's accessible name in the words of cat: its name, led by the rank as
// the card shows it when the name does not begin with it as a word ("7 of spades", "A, ace
// of spades", "A, As de pique", "K, Roi de cœur"), so that the name begins with the
// visible text and voice control can say what it sees. OpsRules.spoken in rules.js is the
// same for the board script.
func Name(cat *i18n.Catalog, c puzzles.Card) string {
	r := c.Rank.String()
	n := cat.Card(r, c.Suit.String())
	if !strings.HasPrefix(n, r+" ") {
		n = r + ", " + n
	}
	return n
}

// Region names the part of the layout position p belongs to: "main", "margin" or "hole",
// the class of its card (ops-main) and the key of its words (board.main).
func Region(p int) string {
	switch p {
	case 0, 1, 3, 4:
		return "main"
	case ops.Hole:
		return "hole"
	}
	return "margin"
}

// shared is what every page's boards share, made once: the script and style from the
// embedded files, and the markup of every card (template "card", rendered once).
type shared struct {
	script template.JS
	style  template.CSS
	// opsCard[suit][value][pos] is the button of an Ops card; hand[i] the Two Ops button of
	// the card of index i (puzzles.Card.Index).
	opsCard [4][10][9]string
	hand    [52]string
	// duelScript is script followed by the daily duel's drawing and look-up
	// (templates/play/duel-view.js and duel-daily.js, no rules), for the days that have a
	// duel. The duel's rules, solver and computer (duel.js) are only on the duel/ page.
	duelScript template.JS
	duelStyle  template.CSS // templates/play/duel.css
}

// byLanguage holds what is made once per catalogue: the shared data of its pages' boards
// (a func from sync.OnceValues, by Catalog.ID) and its minified scripts (by ID and name).
var byLanguage, scripts sync.Map

// assets returns the shared data of the boards in the words of cat, made once. Every
// day's page asks: the look-up comes first, so that no closure is made then, and the data
// (some 7 KB of strings) is shared, not copied.
func assets(cat *i18n.Catalog) (*shared, error) {
	f, ok := byLanguage.Load(cat.ID())
	if !ok {
		f, _ = byLanguage.LoadOrStore(cat.ID(), sync.OnceValues(func() (*shared, error) { return loadShared(cat) }))
	}
	return f.(func() (*shared, error))()
}

// Assets returns the boards' script and style sheet in the words of cat, the same on every
// page of its language.
func Assets(cat *i18n.Catalog) (template.JS, template.CSS, error) {
	s, err := assets(cat)
	if err != nil {
		return "", "", err
	}
	return s.script, s.style, nil
}

// DuelStyle returns the duel's style sheet, templates/play/duel.css: the daily duel puzzle
// and the duel/ page load it, a shared file.
func DuelStyle() (template.CSS, error) {
	css, err := fs.ReadFile(templates.FS, "play/duel.css")
	if err != nil {
		return "", fmt.Errorf("duel style: %w", err)
	}
	return template.CSS(css), nil
}

// StatsScript returns the site's storage and the daily history's pure logic
// (templates/play/stats.js, OpsStats), after the page's helpers and words in the language
// of cat (templates/play/page.js, which every page loads first): a script of its own, which every page with boards loads
// first, in its head (the boards' "How to play" boxes ask it, as they are parsed, whether
// to open), and the archive page with ProgressScript.
func StatsScript(cat *i18n.Catalog) (template.JS, error) {
	js, err := Scripts(cat, "play/page.js", "play/stats.js")
	return template.JS(js), err
}

// ProgressScript returns the progress code's script (templates/play/progress.js,
// OpsProgress), which the archive page loads after StatsScript to move the history to
// another browser.
func ProgressScript(cat *i18n.Catalog) (template.JS, error) {
	js, err := Script(cat, "play/progress.js")
	return template.JS(js), err
}

// Script returns the script templates/name (like "play/board.js") as pages of the
// language of cat get it: with its words written in (i18n.Catalog.Script) and minified
// (site/internal/minify), made once. The boards' script is such files one after the other.
func Script(cat *i18n.Catalog, name string) (string, error) {
	id := cat.ID() + "\x00" + name
	if js, ok := scripts.Load(id); ok {
		return js.(string), nil
	}
	src, err := fs.ReadFile(templates.FS, name)
	if err != nil {
		return "", fmt.Errorf("play script: %w", err)
	}
	worded, err := cat.Script(name, src)
	if err != nil {
		return "", err
	}
	js, err := minify.JS(name, []byte(worded))
	if err != nil {
		return "", err
	}
	scripts.Store(id, js)
	return js, nil
}

// Scripts returns the named scripts, as Script returns them, one after the other, joined
// once per catalogue and list of names: every daily page and print page asks for the same
// lists (StatsScript, some 15 KB), which were 45 of the 330 MB a 10-year build allocated
// when each page joined its own copy, and the one string a page gets is the one its
// asset's source compares with at once (site's assetSet.path).
func Scripts(cat *i18n.Catalog, names ...string) (string, error) {
	if len(names) == 1 {
		return Script(cat, names[0])
	}
	id := cat.ID() + "\x00" + strings.Join(names, "\x00")
	if js, ok := joined.Load(id); ok {
		return js.(string), nil
	}
	var b strings.Builder
	for _, name := range names {
		js, err := Script(cat, name)
		if err != nil {
			return "", err
		}
		b.WriteString(js)
	}
	js, _ := joined.LoadOrStore(id, b.String())
	return js.(string), nil
}

// joined holds what Scripts made of several names: Catalog.ID and the names, each after
// a NUL, → the scripts one after the other.
var joined sync.Map

// loadShared reads the script and style from templates.FS and makes the markup of every
// card. The provable layouts of A-9 (the targets of hints and "show solution") are not
// shipped: the script finds them (OpsRules.targets).
func loadShared(cat *i18n.Catalog) (*shared, error) {
	boards, err := Scripts(cat, "play/rules.js", "play/board.js")
	if err != nil {
		return nil, err
	}
	css, err := fs.ReadFile(templates.FS, "play/board.css")
	if err != nil {
		return nil, fmt.Errorf("play style: %w", err)
	}
	duelCSS, err := DuelStyle()
	if err != nil {
		return nil, err
	}
	sh := &shared{script: template.JS(boards), style: template.CSS(css), duelStyle: duelCSS}
	duelDays, err := Scripts(cat, "play/duel-view.js", "play/duel-daily.js")
	if err != nil {
		return nil, err
	}
	sh.duelScript = template.JS(boards + duelDays)
	for i := range sh.hand {
		c := puzzles.CardAt(i)
		if sh.hand[i], err = button(c, -1, Name(cat, c)); err != nil {
			return nil, err
		}
		if c.Pip() && c.Rank < puzzles.Ten {
			for p := range 9 {
				// No aria-pressed: a card is a toggle only once the script runs, and it says so.
				// No data-value: the script reads the start from the ranks shown and sets it;
				// no tabindex: the script makes the layout one Tab stop as it starts (without
				// it the cards do nothing); no class for the region: the style sheet finds the
				// margin and the hole by position.
				label, err := Label(cat, c, p)
				if err != nil {
					return nil, err
				}
				if sh.opsCard[c.Suit][c.Rank][p], err = button(c, p, label); err != nil {
					return nil, err
				}
			}
		}
	}
	return sh, nil
}

// cardTemplate is templates/play/card.html, the markup of a card.
var cardTemplate = sync.OnceValues(func() (*template.Template, error) {
	return template.ParseFS(templates.FS, "play/card.html")
})

// face is the data of the template "card".
type face struct {
	Red                       bool
	Notation, Pos             string // one of them: a hand's card, or a layout's place
	Symbol, Label, Rank, Suit string
}

// button is the markup of card c (template "card"), a card of the hand (pos < 0) or of the
// layout at place pos, named label.
func button(c puzzles.Card, pos int, label string) (string, error) {
	t, err := cardTemplate()
	if err != nil {
		return "", err
	}
	f := face{Red: c.Red(), Symbol: c.Symbol(), Label: label, Rank: c.Rank.String(), Suit: c.Suit.Symbol()}
	if pos < 0 {
		f.Notation = c.String()
	} else {
		f.Pos = strconv.Itoa(pos)
	}
	var b strings.Builder
	err = t.ExecuteTemplate(&b, "card", f)
	return b.String(), err
}

// Payload returns the day's Two Ops payload as ForDay writes it in Data.Payload: the
// operators, goal and solutions, obfuscated with the date as seed. A day's print page
// needs it alone.
func Payload(rec generator.Record) (string, error) {
	js, err := twoOpsJSON(rec.TwoOps)
	if err != nil {
		return "", fmt.Errorf("play: day %s: %w", rec.Date, err)
	}
	return Encode(js, rec.Date.String()), nil
}

// ForDay returns the boards' data for a day's record, in the words of cat.
func ForDay(cat *i18n.Catalog, rec generator.Record) (Data, error) {
	payload, err := Payload(rec)
	if err != nil {
		return Data{}, err
	}
	return WithPayload(cat, rec, payload)
}

// WithPayload is ForDay with the day's payload made already (Payload(rec)): a site build
// writes it on two pages of a day, the daily page and its print page, and makes it once.
func WithPayload(cat *i18n.Catalog, rec generator.Record, payload string) (Data, error) {
	s, err := assets(cat)
	if err != nil {
		return Data{}, err
	}
	day := rec.Date.String()
	data := Data{
		Date:    day,
		Suit:    SuitOf(rec.Date),
		Optimal: rec.Ops.OptimalMoves,
		Script:  s.script,
		Style:   s.style,
		Payload: payload,
	}
	start := rec.Ops.Start
	if len(start) != 9 {
		return Data{}, fmt.Errorf("play: day %s: the Ops start %q is not nine digits", rec.Date, start)
	}
	// The cards' markup, joined in one allocation of the right size (strings.Join).
	var cards [9]string
	for p := range 9 {
		v := start[p] - '0'
		if v < 1 || v > 9 {
			return Data{}, fmt.Errorf("play: day %s: the Ops start %q is not A-9", rec.Date, start)
		}
		cards[p] = s.opsCard[data.Suit][v][p]
	}
	data.OpsCards = template.HTML(strings.Join(cards[:], ""))
	hand := cards[:0]
	for _, n := range rec.TwoOps.Numbers {
		if !n.Valid() {
			return Data{}, fmt.Errorf("play: day %s: a Two Ops number is not a card", rec.Date)
		}
		hand = append(hand, s.hand[n.Index()])
	}
	data.Hand = template.HTML(strings.Join(hand, ""))
	if rec.Duel != nil {
		js, err := duel.AppendAnswers(make([]byte, 0, 1400), rec.Duel, cat)
		if err != nil {
			return Data{}, fmt.Errorf("play: day %s: %w", rec.Date, err)
		}
		data.Answers = Encode(js, day)
		data.Script = s.duelScript
		data.DuelStyle = s.duelStyle
	}
	return data, nil
}
