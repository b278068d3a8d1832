package site

import (
	"html/template"
	"strings"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/play"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// dayPage is the data of a daily page and of the home page (templates/site/daily.html).
// The game templates of templates/play read Record, Play, Root and Date.
//
// Its fields are all its own: it repeats the fields of layout rather than embedding it, as
// the other pages' data do. html/template looks a field up by name at every use, and a
// field promoted from an embedded struct is found by a slow search that allocates
// (reflect's FieldByNameFunc); a 10-year build makes some 50,000 such look-ups on daily
// pages. TestDayPageHasLayout checks that no layout field is missing.
type dayPage struct {
	Root, Kind, Title, Description, Canonical string        // as in layout
	Daily                                     bool          // as in layout
	Image                                     string        // as in layout
	Chrome                                    *chrome       // as in layout
	Range                                     *homeRange    // as in layout
	Games                                     bool          // as in layout
	Alternates                                []alternate   // as in layout
	Styles, HeadScripts                       template.HTML // as in layout

	Date   string           // the day shown, YYYY-MM-DD
	Number string           // the day's number, "No. 123", or "" (Operator.Numbering)
	Long   string           // the day in words
	Record generator.Record // the day's puzzles
	Play   play.Data        // what the game boards need: play.ForDay(Record)
	// Scripts loads the boards' shared scripts (assets, see boardParts); the template
	// "play-start" then starts the boards with the day's data.
	Scripts template.HTML
	// Prev and Next link the day before and the day after; nil for none.
	Prev, Next *dayLink
	// OpsLevel and TwoOpsLevel show the puzzles' difficulties (see levelHTML).
	OpsLevel, TwoOpsLevel template.HTML
	// Future is set on the page of a day after the build date: its script shows a "come
	// back on <date>" screen instead of the Ops and Two Ops boards while the visitor's own
	// date is before the day. Ahead is set on the page of a day after the horizon
	// (Options.Ahead), which shows that screen from the start (and without JavaScript).
	Future, Ahead bool
	// Latest is set on the page of the last built day, where the home page sends a visitor
	// whose own date is after every built day (a site not rebuilt since): its script then
	// shows a notice that today's puzzles are not published yet and these are the latest.
	Latest bool
}

// siteHeader returns the header the page must show (see headed).
func (d *dayPage) siteHeader() template.HTML { return chromeHeader(d.Chrome) }

// dayLink is a link to a daily page: its URL (see hrefs), its text (the day in
// words) and the short text shown (like "Sat 28 Nov", to fit a phone's width).
type dayLink struct {
	Href         string
	Label, Short string
	// Gated is the day's date when its page is gated by the visitor's date (after the
	// build date: dayPage.Future), else "": the day page's script then shows no link to it
	// while the visitor's date is before it (OpsGated).
	Gated string
}

// dayLink returns the link to the page of recs[i] from the page at path: from another
// day's page, a sibling directory ("../2026-11-29/index.html"), from the home page
// "daily/2026-11-29/index.html".
func (s *siteData) dayLink(path string, i int) *dayLink {
	dir := rootOf(path) + "daily/"
	if strings.HasPrefix(path, "daily/") {
		dir = "../"
	}
	l := &dayLink{Href: dir + s.recs[i].Date.String() + "/index.html", Label: s.longs[i], Short: s.cat.ShortDate(s.recs[i].Date)}
	if i >= s.printed {
		l.Gated = s.recs[i].Date.String()
	}
	return l
}

// setLayout copies the fields of l.
func (p *dayPage) setLayout(l layout) {
	p.Root, p.Kind, p.Title, p.Description, p.Canonical = l.Root, l.Kind, l.Title, l.Description, l.Canonical
	p.Daily = l.Daily
	p.Image = l.Image
	p.Chrome, p.Range, p.Games, p.Styles, p.HeadScripts = l.Chrome, l.Range, l.Games, l.Styles, l.HeadScripts
	p.Alternates = l.Alternates
}

// levelBadge is the data of a difficulty badge (template "level").
type levelBadge struct {
	N    int
	Name string // "moderate"; "" for a level out of range
	Pips string // "●●●○○": the level drawn, hidden from screen readers
}

// levelBadges returns the difficulty badges of the site's language, by level: never colour
// alone, but the level's number and name ("Level 3 of 5, moderate"), and pips.
func (s *siteData) levelBadges() (out [6]template.HTML, err error) {
	for _, l := range generator.Levels {
		n := int(l)
		b := levelBadge{N: n, Name: s.level(l), Pips: strings.Repeat("●", n) + strings.Repeat("○", 5-n)}
		if out[n], err = fragment(s.tmpl, "level", b); err != nil {
			return out, err
		}
	}
	return out, nil
}

// levelHTML returns the badge of a level.
func (s *siteData) levelHTML(l generator.Level) template.HTML {
	if l.Valid() {
		return s.levels[l]
	}
	h, err := fragment(s.tmpl, "level", levelBadge{N: int(l)})
	if err != nil {
		s.fail(err) // Build checks s.failed before it swaps the site in
	}
	return h
}

// homeRange lets the home page's script choose the visitor's day: the first and last built
// days, and the day shown without JavaScript. Today is whether that day is the build
// date's: the home page says "Today's puzzles" only then, and else names its day (the
// first, on a site built before its first day; the last, on one built after its last).
type homeRange struct {
	First, Last, Shown string
	Today              bool
}

// playFor makes the game boards' data of a day, given its payload (siteData.payloads).
var playFor = play.WithPayload

// day returns the data of the page at path showing recs[i].
func (s *siteData) day(i int, path, kind, title string) (*dayPage, error) {
	rec := s.recs[i]
	p := &dayPage{
		Date:        rec.Date.String(),
		Long:        s.longs[i],
		Record:      rec,
		OpsLevel:    s.levelHTML(rec.Ops.Difficulty),
		TwoOpsLevel: s.levelHTML(rec.TwoOps.Difficulty),
		Number:      s.opts.Numbering.number(s.cat, rec.Date),
	}
	var err error
	desc := s.t("daily.description", "date", p.Long)
	if kind == "home" && s.opts.Description != "" {
		desc = s.opts.Description
	}
	if p.Number != "" && kind != "home" {
		title = s.titled(s.t("daily.title_number", "date", p.Long, "number", p.Number))
	}
	l := s.layout(path, kind, title, desc)
	if s.base != "" && i < s.listed && !s.opts.NoPreviews {
		l.Image = s.base + previewPath(rec.Date) // none for a day ahead, before its day
	}
	if i > 0 {
		p.Prev = s.dayLink(path, i-1)
	}
	// No page links a day after the horizon.
	if i+1 < s.listed {
		p.Next = s.dayLink(path, i+1)
	}
	p.Future, p.Ahead, p.Latest = i >= s.printed, i >= s.listed, i == len(s.recs)-1
	payload, err := s.payloads[i]()
	if err != nil {
		return nil, err
	}
	if p.Play, err = playFor(s.cat, rec, payload); err != nil {
		return nil, err
	}
	var duelStyle []part
	if p.Play.DuelStyle != "" {
		duelStyle = []part{{"duel", string(p.Play.DuelStyle)}}
	}
	s.withBoards(&l, p.Play.Style, duelStyle...)
	p.setLayout(l)
	if p.Scripts, err = s.scripts(p.Root, boardParts(p.Play.Script)...); err != nil {
		return nil, err
	}
	return p, nil
}

// homePages is the home page, index.html: the day of the build date, which its script
// replaces with the visitor's own date when that day is built.
func homePages(s *siteData) ([]page, error) {
	i := s.home
	const path = "index.html"
	return []page{{path: path, tmpl: "daily", data: func() (any, error) {
		p, err := s.day(i, path, "home", s.t("daily.home_title", "site", s.name()))
		if err != nil {
			return nil, err
		}
		p.Range = &homeRange{First: s.recs[0].Date.String(), Last: s.recs[len(s.recs)-1].Date.String(), Shown: p.Date, Today: s.recs[i].Date == s.opts.Today}
		return p, nil
	}}}, nil
}

// dailyPages is one page per day, daily/YYYY-MM-DD/index.html, each the "daily" template
// executed on the day's data.
func dailyPages(s *siteData) ([]page, error) {
	pages := make([]page, len(s.recs))
	for i := range s.recs {
		path := "daily/" + s.recs[i].Date.String() + "/index.html"
		title := s.titled(s.t("daily.title", "date", s.longs[i]))
		pages[i] = page{path: path, unlisted: i >= s.listed, tmpl: "daily", data: func() (any, error) {
			return s.day(i, path, "daily", title)
		}}
	}
	return pages, nil
}

// dayPrintPage is the data of a day's print page, daily/YYYY-MM-DD/print.html (template
// "daily-print"): the day's print layout (sheet.SiteDayIn), shown on screen as it prints,
// and the script that draws the Two Ops operators and goal card in its fold-under strip
// as it prints (OpsPrintDay), from the day's payload. It is a page of its own, linked from
// the day's page, so that a daily page does not carry the print layout and its style.
type dayPrintPage struct {
	layout
	Date, Long string
	Print      template.HTML // the print layout (sheet.SiteDayIn)
	Payload    string        // the day's Two Ops payload (play.Data.Payload)
	Scripts    template.HTML // page.js, rules.js, board.js and print.js (OpsPrintDay), shared files
	// Future is set on the print page of a day after the build date (the horizon's): as
	// on its daily page (dayPage.Future), its script shows a "come back on <date>" notice
	// instead of the sheet while the visitor's own date is before the day.
	Future bool
}

// dailyPrintPages is the print page of every day up to the horizon: a day after it has
// none, as it has no puzzles in its page.
func dailyPrintPages(s *siteData) ([]page, error) {
	pages := make([]page, 0, s.listed)
	for i := range s.recs[:s.listed] {
		path := "daily/" + s.recs[i].Date.String() + "/print.html"
		pages = append(pages, page{path: path, unlisted: true, tmpl: "daily-print", data: func() (any, error) {
			return s.dayPrint(i, path)
		}})
	}
	return pages, nil
}

// dayPrint returns the data of the print page at path of recs[i].
func (s *siteData) dayPrint(i int, path string) (*dayPrintPage, error) {
	rec := s.recs[i]
	p := &dayPrintPage{Date: rec.Date.String(), Long: s.longs[i], Future: i >= s.printed,
		layout: s.layout(path, "print-day", s.titled(s.t("daily.print_title", "date", s.longs[i])), s.t("daily.description", "date", s.longs[i]))}
	if s.base != "" && !s.opts.NoPreviews {
		p.Image = s.base + previewPath(rec.Date) // the day's link preview, as on its page
	}
	var err error
	if p.Print, err = sheet.SiteDayIn(s.cat, rec, s.name(), s.longs[i]); err != nil {
		return nil, err
	}
	if p.Payload, err = s.payloads[i](); err != nil {
		return nil, err
	}
	stats, err := play.StatsScript(s.cat)
	if err != nil {
		return nil, err
	}
	boards, _, err := play.Assets(s.cat)
	if err != nil {
		return nil, err
	}
	printJS, err := play.Scripts(s.cat, "play/print.js")
	if err != nil {
		return nil, err
	}
	p.Styles = s.styles(p.Root, p.Kind, false, nil, false)
	if p.Scripts, err = s.scripts(p.Root, part{"stats", string(stats)}, part{"play", string(boards)}, part{"print", printJS}); err != nil {
		return nil, err
	}
	return p, nil
}
