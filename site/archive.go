package site

import (
	"fmt"
	"html/template"
	"strconv"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/play"
)

// archivePage is the data of an archive page (templates/site/archive.html): one year's
// calendar, by month.
type archivePage struct {
	layout
	// Scripts loads the daily history's scripts (play.StatsScript and play.ProgressScript),
	// which mark the days the visitor finished and move the history to another browser.
	Scripts template.HTML
	Year    int
	// YearText is the year as the heading writes it (no digit grouping: "2026").
	YearText string
	Years    []link
	Months   []month
	// Weekdays head the calendar's columns, Monday first.
	Weekdays []weekday
	// Done are the words the page's script adds to a finished day's label.
	Done struct{ Both, Ops, TwoOps string }
}

// weekday heads a column of the calendar: "Mo", abbreviating "Monday".
type weekday struct{ Short, Long string }

// month is one month of the calendar.
type month struct {
	ID    string // YYYY-MM
	Name  string // "November 2026"
	Links []link // from the kinds' monthLinks, like its print sheet
	// Weeks are the rows of the month, seven cells each, Monday first.
	Weeks [][7]cell
}

// cell is one day of the calendar: a built day links its page and shows its levels (O and
// T, never colour alone), labelled for screen readers; a day not built (Day but no Date)
// shows its number only; a cell outside the month (neither) is empty.
type cell struct {
	Day         int
	Date        string
	Ops, TwoOps int    // the levels
	Label       string // what a screen reader says of the day
	Today       bool
	// Gated is set on a day after the build date (the horizon's, built for visitors whose
	// date is already there): the page's script (OpsGated) shows its number only, as a day
	// not built, while the visitor's date is before it, when its page would say "come back";
	// the levels and the link's label are the link's alone, gone with it.
	Gated bool
}

// archivePages is archive/YYYY/index.html for every year with a published day, and
// archive/index.html showing the year of the home page's day. Days after the horizon (ahead
// pages) are not shown.
func archivePages(s *siteData) ([]page, error) {
	first := s.recs[0].Date
	y0, _, _ := first.Civil()
	y1, _, _ := s.recs[max(s.listed, 1)-1].Date.Civil()
	homeYear, _, _ := s.recs[s.home].Date.Civil()
	var pages []page
	add := func(path string, year int) {
		pages = append(pages, page{path: path, tmpl: "archive", data: func() (any, error) {
			p := &archivePage{
				layout: s.layout(path, "archive", s.titled(s.t("archive.title", "year", strconv.Itoa(year))),
					s.t("archive.description", "site", s.name(), "year", strconv.Itoa(year))),
				Year:     year,
				YearText: strconv.Itoa(year),
				Months:   s.months(year, first),
			}
			stats, err := play.StatsScript(s.cat)
			if err != nil {
				return nil, err
			}
			progress, err := play.ProgressScript(s.cat)
			if err != nil {
				return nil, err
			}
			if p.Scripts, err = s.scripts(p.Root, part{"stats", string(stats)}, part{"progress", string(progress)}); err != nil {
				return nil, err
			}
			for d := range 7 {
				wd := time.Weekday((d + 1) % 7)
				p.Weekdays = append(p.Weekdays, weekday{Short: s.cat.WeekdayShort(wd), Long: s.cat.Weekday(wd)})
			}
			p.Done.Both, p.Done.Ops, p.Done.TwoOps = s.t("archive.done_both"), s.t("archive.done_ops"), s.t("archive.done_twoops")
			for y := y1; y >= y0; y-- {
				p.Years = append(p.Years, link{Label: strconv.Itoa(y), Href: fmt.Sprintf("archive/%d/index.html", y), Current: y == year})
			}
			return p, nil
		}})
	}
	add("archive/index.html", homeYear)
	for y := y0; y <= y1; y++ {
		add(fmt.Sprintf("archive/%d/index.html", y), y)
	}
	return pages, nil
}

// months returns the calendar of the months of year that have built days. first is the
// first built day.
func (s *siteData) months(year int, first generator.Date) []month {
	var out []month
	for m := time.January; m <= time.December; m++ {
		start := generator.MakeDate(year, m, 1)
		end := generator.MakeDate(year, m+1, 1) // the day after the month
		lo, hi := int(start-first), int(end-first)
		if hi <= 0 || lo >= s.listed {
			continue
		}
		mo := month{ID: fmt.Sprintf("%04d-%02d", year, int(m)), Name: s.cat.MonthYear(year, m)}
		for _, k := range s.kinds {
			if k.monthLinks != nil {
				mo.Links = append(mo.Links, k.monthLinks(s, year, int(m))...)
			}
		}
		// Weeks start on Monday.
		lead := (int(start.Weekday()) + 6) % 7
		var week [7]cell
		col := lead
		for d := start; d < end; d++ {
			c := cell{Day: int(d-start) + 1}
			if i := int(d - first); i >= 0 && i < s.listed {
				r := &s.recs[i]
				c.Date, c.Ops, c.TwoOps, c.Today, c.Gated = r.Date.String(), int(r.Ops.Difficulty), int(r.TwoOps.Difficulty), i == s.home, i >= s.printed
				// The name begins with what the cell shows, for voice control.
				c.Label = s.t("archive.day_label", "day", strconv.Itoa(c.Day), "ops", int(r.Ops.Difficulty), "twoops", int(r.TwoOps.Difficulty), "date", s.longs[i])
			}
			week[col] = c
			col++
			if col == 7 {
				mo.Weeks = append(mo.Weeks, week)
				week, col = [7]cell{}, 0
			}
		}
		if col > 0 {
			mo.Weeks = append(mo.Weeks, week)
		}
		out = append(out, mo)
	}
	return out
}
