package site

import (
	"html/template"

	"github.com/opsdaily/opsdaily/site/internal/duel"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// duelPage is the data of duel/index.html, a whole two-player game against the computer or another person
// (template "duel-page" in templates/play/duel.html).
type duelPage struct {
	layout
	Scripts template.HTML // loads page.js, rules.js, duel-view.js and duel.js, one shared file (duel.Scripts); the template then calls OpsDuelGame()
}

// duelPages makes the duel/ page.
func duelPages(s *siteData) ([]page, error) {
	const path = "duel/index.html"
	script, err := play.Scripts(s.cat, duel.Scripts...)
	if err != nil {
		return nil, err
	}
	css, err := play.DuelStyle()
	if err != nil {
		return nil, err
	}
	p := &duelPage{
		layout: s.layout(path, "duel", s.titled(s.t("duel.title")), s.t("duel.description")),
	}
	p.Styles = s.styles(p.Root, p.Kind, false, []part{{"duel", string(css)}}, false)
	if p.Scripts, err = s.scripts(p.Root, part{"duel-game", string(script)}); err != nil {
		return nil, err
	}
	return []page{{path: path, tmpl: "duel-page", data: constant(p)}}, nil
}
