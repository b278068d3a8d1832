package site

import (
	"fmt"
	"html/template"
	"io/fs"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/bank"
	"github.com/opsdaily/opsdaily/site/internal/play"
	"github.com/opsdaily/opsdaily/templates"
)

// trainerPage is the data of the trainer's pages, practice/index.html and match/index.html
// (templates/trainer). The boards' templates read Play as on a daily page; Script is the
// whole page script: the boards' shared script, the trainer's scripts and the call that
// starts the page.
type trainerPage struct {
	layout
	Play   play.Data
	Script template.JS
}

// The trainer's pages: the practice page with its bank and the match page.
const (
	practicePath = "practice/index.html"
	matchPath    = "match/index.html"
)

// trainerDate is the date whose board data the trainer's pages borrow: 1970-01-01, a day of
// spades (play.SuitOf), so practice Ops cards are spades.
const trainerDate = "1970-01-01"

// practicePages is practice/index.html: endless practice of both games from a bank solved
// at build time (site/internal/bank).
func practicePages(s *siteData) ([]page, error) {
	return []page{{path: practicePath, tmpl: "practice", data: func() (any, error) {
		b, err := bank.Make(s.opts.Seed, bank.OpsPerLevel, bank.TwoOpsPerLevel)
		if err != nil {
			return nil, err
		}
		js := b.JSON()
		if strings.Contains(string(js), "</") {
			return nil, fmt.Errorf("practice bank: the encoding would end the script")
		}
		return trainerData(s, practicePath, "practice", "Practice · opsdaily",
			"Endless Ops solitaire and Two Ops practice that adapts to you: puzzles solved in advance, levels that rise and fall, class codes.",
			generator.Record{Date: trainerDate, Ops: b.Ops[0][0], TwoOps: b.TwoOps[0][0]},
			[]string{"trainer/trainer.js", "trainer/practice.js"}, "TrainerPractice("+string(js)+");")
	}}}, nil
}

// matchPages is match/index.html: a Two Ops match against the computer, dealt and scored in
// the page from a seed.
func matchPages(s *siteData) ([]page, error) {
	return []page{{path: matchPath, tmpl: "match", data: func() (any, error) {
		return trainerData(s, matchPath, "match", "Two Ops match · opsdaily",
			"A Two Ops match against one to five computer players: blind discards, two operations, scored to 10 points.",
			s.recs[s.home],
			[]string{"trainer/trainer.js", "trainer/match.js"}, "TrainerMatch();")
	}}}, nil
}

// trainerData makes a trainer page's data: the boards' data of rec, the trainer's style
// added to the boards' style, and the page script: the boards' script, the given scripts of
// templates/, then start.
func trainerData(s *siteData, path, kind, title, description string, rec generator.Record, scripts []string, start string) (*trainerPage, error) {
	pd, err := play.ForDay(rec)
	if err != nil {
		return nil, err
	}
	css, err := fs.ReadFile(templates.FS, "trainer/trainer.css")
	if err != nil {
		return nil, err
	}
	pd.Style += template.CSS(css)
	var js strings.Builder
	js.WriteString(string(pd.Script))
	for _, name := range scripts {
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			return nil, err
		}
		js.Write(src)
	}
	js.WriteString(start)
	p := &trainerPage{layout: s.layout(path, kind, title, description), Play: pd, Script: template.JS(js.String())}
	s.withBoards(&p.layout, pd.Style)
	return p, nil
}
