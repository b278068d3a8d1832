package site

import (
	"encoding/json"
	"html/template"
	"io/fs"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/play"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/opsdaily/opsdaily/templates"
)

// teachPage is the data of teach/index.html (templates/teach/teach.html): the worksheet
// maker. Scripts loads rules.js, report.js and teach.js (one shared file); the template
// starts the page with Bank, the sheet bank (sheet.BankJSON), and Skeleton, the blocks of
// a sheet on placeholders (sheet.Skeleton), which teach.js fills in: JSON, which the
// template engine writes into the script.
type teachPage struct {
	layout
	Scripts        template.HTML
	Bank, Skeleton json.RawMessage
}

// teachPath is the worksheet maker's page; assignPath is an assignment's.
const (
	teachPath  = "teach/index.html"
	assignPath = "teach/play/index.html"
)

// teachScript returns the scripts of templates/ named, in the site's language and minified
// (play.Scripts). A page without boards starts with play/page.js; one with boards has it
// in its head already (play.StatsScript).
func (s *siteData) teachScript(names ...string) (string, error) {
	return play.Scripts(s.cat, names...)
}

// teachPages is teach/index.html: scheme-2 worksheets made in the page, the same as
// `opsdaily sheet` with the same options.
func teachPages(s *siteData) ([]page, error) {
	return []page{{path: teachPath, tmpl: "teach", data: func() (any, error) {
		bank, err := sheet.BankJSON()
		if err != nil {
			return nil, err
		}
		skeleton, err := sheet.SkeletonIn(s.cat)
		if err != nil {
			return nil, err
		}
		js, err := s.teachScript("play/page.js", "play/stats.js", "play/rules.js", "play/goals.js", "teach/report.js", "teach/teach.js")
		if err != nil {
			return nil, err
		}
		p := &teachPage{
			layout:   s.layout(teachPath, "teach", s.titled(s.t("teach.heading")), s.t("teach.description")),
			Bank:     bank,
			Skeleton: skeleton,
		}
		css, err := fs.ReadFile(templates.FS, "teach/teach.css")
		if err != nil {
			return nil, err
		}
		p.Styles = s.styles(p.Root, "teach", false, []part{{"teach", string(css)}}, false)
		if p.Scripts, err = s.scripts(p.Root, part{"teach", js}); err != nil {
			return nil, err
		}
		return p, nil
	}}, {path: assignPath, tmpl: "assign", data: func() (any, error) {
		bank, err := sheet.BankJSON()
		if err != nil {
			return nil, err
		}
		first, err := sheet.New(sheet.Options{Game: sheet.Mixed, Count: 2, Code: "board"})
		if err != nil {
			return nil, err
		}
		rec := generator.Record{Date: trainerDate, Ops: *first.Items[0].Ops, TwoOps: *first.Items[1].TwoOps}
		p, err := trainerData(s, assignPath, "assign", s.titled(s.t("assign.heading")), s.t("assign.description"),
			rec, nil, bank)
		if err != nil {
			return nil, err
		}
		js, err := s.teachScript("play/goals.js", "trainer/trainer.js", "teach/report.js", "teach/teach.js", "teach/qr.js", "teach/assign.js")
		if err != nil {
			return nil, err
		}
		more, err := s.scripts(p.Root, part{"assign", js})
		if err != nil {
			return nil, err
		}
		p.Scripts += more
		// The boards' style, the trainer's and the teach pages' (the report code).
		var css [2][]byte
		for i, name := range []string{"trainer/trainer.css", "teach/teach.css"} {
			if css[i], err = fs.ReadFile(templates.FS, name); err != nil {
				return nil, err
			}
		}
		s.withBoards(&p.layout, p.Play.Style, part{"trainer", string(css[0])}, part{"teach", string(css[1])})
		return p, nil
	}}}, nil
}

// privacyPath is the privacy page.
const privacyPath = "privacy/index.html"

// privacyPages is privacy/index.html: what the site keeps in the browser, key by key, and
// that nothing is sent anywhere (templates/teach/privacy.html).
func privacyPages(s *siteData) ([]page, error) {
	p := s.layout(privacyPath, "privacy", s.titled(s.t("privacy.heading")), s.t("privacy.description"))
	return []page{{path: privacyPath, tmpl: "privacy", data: constant(&p)}}, nil
}
