package site

import (
	"encoding/json"
	"html/template"
	"io/fs"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/bank"
	"github.com/opsdaily/opsdaily/site/internal/play"
	"github.com/opsdaily/opsdaily/site/internal/report"
	"github.com/opsdaily/opsdaily/templates"
)

// trainerPage is the data of the trainer's pages, practice/index.html and match/index.html
// (templates/trainer). The boards' templates read Play as on a daily page. Scripts loads
// the boards' shared script and the trainer's (shared files of assets/); the page's
// template starts it, with Bank, its JSON data (the practice bank, or an assignment's sheet
// bank), which the template engine writes into the script. Session is the most puzzles a
// practice session holds before its report code (report.MaxSession).
type trainerPage struct {
	layout
	Play    play.Data
	Scripts template.HTML
	Bank    json.RawMessage
	Session int
}

// The trainer's pages: the practice page with its bank and the match page.
const (
	practicePath = "practice/index.html"
	matchPath    = "match/index.html"
)

// trainerDate is the date whose board data the trainer's pages borrow: 1970-01-01, a day of
// spades (play.SuitOf), so practice Ops cards are spades.
const trainerDate generator.Date = 0

// practicePages is practice/index.html: endless practice of both games from a bank solved
// at build time (site/internal/bank).
func practicePages(s *siteData) ([]page, error) {
	return []page{{path: practicePath, tmpl: "practice", data: func() (any, error) {
		b, err := bank.Make(s.opts.Seed, bank.OpsPerLevel, bank.TwoOpsPerLevel)
		if err != nil {
			return nil, err
		}
		return trainerData(s, practicePath, "practice", s.titled(s.t("practice.title")), s.t("practice.description"),
			generator.Record{Date: trainerDate, Ops: b.Ops[0][0], TwoOps: b.TwoOps[0][0]},
			[]string{"play/goals.js", "trainer/trainer.js", "teach/report.js", "teach/qr.js", "trainer/practice.js"}, b.JSON())
	}}}, nil
}

// matchPages is match/index.html: a Two Ops match against the computer or among people on one device, dealt and scored in
// the page from a seed.
func matchPages(s *siteData) ([]page, error) {
	return []page{{path: matchPath, tmpl: "match", data: func() (any, error) {
		// The page shows the Two Ops board alone: without the day's duel it loads none of
		// the daily duel's script.
		rec := s.recs[s.home]
		rec.Duel = nil
		return trainerData(s, matchPath, "match", s.titled(s.t("match.title")), s.t("match.description"),
			rec,
			[]string{"play/goals.js", "trainer/trainer.js", "trainer/match.js"}, nil)
	}}}, nil
}

// trainerData makes a trainer page's data: the boards' data of rec, the trainer's style
// after the boards' style, and the page's scripts: the boards' script and the given scripts
// of templates/ (shared files, minified: site/internal/minify), and the page's JSON data
// bank.
func trainerData(s *siteData, path, kind, title, description string, rec generator.Record, scripts []string, bank json.RawMessage) (*trainerPage, error) {
	pd, err := play.ForDay(s.cat, rec)
	if err != nil {
		return nil, err
	}
	css, err := fs.ReadFile(templates.FS, "trainer/trainer.css")
	if err != nil {
		return nil, err
	}
	p := &trainerPage{layout: s.layout(path, kind, title, description), Play: pd, Bank: bank, Session: report.MaxSession}
	s.withBoards(&p.layout, pd.Style, part{"trainer", string(css)})
	boards := boardParts(pd.Script)
	if len(scripts) > 0 { // a page may load scripts of its own instead (teach/play/)
		js, err := play.Scripts(s.cat, scripts...)
		if err != nil {
			return nil, err
		}
		boards = append(boards, part{kind, js})
	}
	p.Scripts, err = s.scripts(p.Root, boards...)
	if err != nil {
		return nil, err
	}
	return p, nil
}
