// Package play prepares what the game boards of a page need (templates/play): the cards of
// the day's Ops board with their labels, the Two Ops hand, the day's solutions as an
// obfuscated payload, and the script and style shared by every page.
//
// The boards are the named templates "ops-board", "twoops-board", "play-style" (CSS text)
// and "play-script" (one inline classic script), all given the page data with .Play set to
// the Data of ForDay.
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
	"github.com/opsdaily/opsdaily/templates"
)

// Data is what the board templates of one day read as .Play.
type Data struct {
	Date    string       // the day, YYYY-MM-DD
	Suit    puzzles.Suit // the suit of the day's Ops cards (see SuitOf)
	Optimal int          // the Ops optimum, the fewest swaps that solve the start
	Cards   [9]Card      // the Ops start, positions 0-8
	Numbers []Card       // the six Two Ops number cards, in the order dealt
	// Payload is the day's Two Ops operators, goal and solutions: JSON obfuscated by Encode
	// with the date as seed. The page script decodes it; nothing is fetched.
	Payload string
	Script  template.JS  // the boards' script (the same on every page)
	Style   template.CSS // the boards' style sheet (the same on every page)
}

// Card is one card as a board shows it.
type Card struct {
	Pos    int    // Ops position 0-8 (Ops cards only)
	Value  int    // pip value, an ace 1
	Code   string // notation, like "10H"
	Rank   string // as printed on the card: A, 2-10
	Suit   string // the suit symbol, like "♠"
	Corner string // rank and suit symbol, like "10♥"
	Red    bool
	Region string // Ops only: "main", "margin" or "hole"
	Label  string // what a screen reader says, like "7 of spades, row 1 column 2, main"
}

// SuitOf returns the suit of a day's Ops cards: spades, hearts, diamonds and clubs in turn,
// by the number of days since 1970-01-01 (1970-01-01 is spades).
func SuitOf(d generator.Date) puzzles.Suit {
	return puzzles.Suits[((int(d)%4)+4)%4]
}

// shared is what every page's boards share, made once: the script and style from the
// embedded files, and the cards as the boards show them.
type shared struct {
	script template.JS
	style  template.CSS
	cards  [52]Card // by puzzles.Card.Index, labelled with the card's name
	// opsLabels[suit][value][pos] is what a screen reader says of an Ops card.
	opsLabels [4][10][9]string
}

var assets = sync.OnceValues(loadShared)

// Assets returns the boards' script and style sheet, the same on every page.
func Assets() (template.JS, template.CSS, error) {
	s, err := assets()
	return s.script, s.style, err
}

// TargetSeed is the seed Encode uses for the provable layouts in the shared script.
const TargetSeed = "ops"

// loadShared reads the script and style from templates.FS and appends the provable layouts
// of A-9 (the hint's and "show solution"'s targets), obfuscated with TargetSeed.
func loadShared() (shared, error) {
	var b strings.Builder
	for _, name := range []string{"play/rules.js", "play/board.js"} {
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			return shared{}, fmt.Errorf("play script: %w", err)
		}
		b.Write(src)
	}
	b.WriteString("var OpsTargets=\"" + Encode([]byte(strconv.Quote(Targets())), TargetSeed) + "\";\n")
	css, err := fs.ReadFile(templates.FS, "play/board.css")
	if err != nil {
		return shared{}, fmt.Errorf("play style: %w", err)
	}
	sh := shared{script: template.JS(b.String()), style: template.CSS(css)}
	for i := range sh.cards {
		c := puzzles.CardAt(i)
		sh.cards[i] = Card{Value: c.Value(), Code: c.String(), Rank: c.Rank.String(), Suit: c.Suit.Symbol(),
			Corner: c.Symbol(), Red: c.Red(), Label: c.Name()}
		if c.Pip() && c.Rank < puzzles.Ten {
			for p := range 9 {
				sh.opsLabels[c.Suit][c.Rank][p] = fmt.Sprintf("%s, row %d column %d, %s", c.Name(), p/3+1, p%3+1, region(p))
			}
		}
	}
	return sh, nil
}

// Targets returns every provable layout of A-9, nine digits each, concatenated in
// increasing order.
func Targets() string {
	var b strings.Builder
	for _, l := range ops.ProvableLayouts(ops.Natural) {
		b.WriteString(l.String())
	}
	return b.String()
}

// ForDay returns the boards' data for a day's record.
func ForDay(rec generator.Record) (Data, error) {
	s, err := assets()
	if err != nil {
		return Data{}, err
	}
	d, err := generator.ParseDate(rec.Date)
	if err != nil {
		return Data{}, fmt.Errorf("play: %w", err)
	}
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		return Data{}, fmt.Errorf("play: day %s: %w", rec.Date, err)
	}
	data := Data{
		Date:    rec.Date,
		Suit:    SuitOf(d),
		Optimal: rec.Ops.OptimalMoves,
		Script:  s.script,
		Style:   s.style,
	}
	for p, v := range start {
		if v < 1 || v > 9 {
			return Data{}, fmt.Errorf("play: day %s: the Ops start %s is not A-9", rec.Date, rec.Ops.Start)
		}
		c := s.cards[puzzles.Card{Rank: puzzles.Rank(v), Suit: data.Suit}.Index()]
		c.Pos = p
		c.Region = region(p)
		c.Label = s.opsLabels[data.Suit][v][p]
		data.Cards[p] = c
	}
	data.Numbers = make([]Card, len(rec.TwoOps.Numbers))
	for i, n := range rec.TwoOps.Numbers {
		if !n.Valid() {
			return Data{}, fmt.Errorf("play: day %s: a Two Ops number is not a card", rec.Date)
		}
		data.Numbers[i] = s.cards[n.Index()]
	}
	js, err := twoOpsJSON(rec.TwoOps)
	if err != nil {
		return Data{}, fmt.Errorf("play: day %s: %w", rec.Date, err)
	}
	data.Payload = Encode(js, rec.Date)
	return data, nil
}

// region names the part of the layout position p belongs to.
func region(p int) string {
	switch p {
	case 0, 1, 3, 4:
		return "main"
	case ops.Hole:
		return "hole"
	}
	return "margin"
}
