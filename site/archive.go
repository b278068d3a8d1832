package site

import (
	"fmt"
	"strconv"
	"time"

	"github.com/opsdaily/opsdaily/generator"
)

// archivePage is the data of an archive page (templates/site/archive.html): one year's
// calendar, by month.
type archivePage struct {
	layout
	Year   int
	Years  []link
	Months []month
}

// month is one month of the calendar.
type month struct {
	ID    string // YYYY-MM
	Name  string // "November 2026"
	Links []link // from the kinds' monthLinks, like its print sheet
	Weeks [][7]cell
}

// cell is one day of the calendar. A cell of a day that was not built has Day but no Date;
// a cell outside the month has neither.
type cell struct {
	Day         int
	Date        string
	Ops, TwoOps generator.Level
	Label       string // what a screen reader says of the day
	Today       bool
}

// archivePages is archive/YYYY/index.html for every year built, and archive/index.html
// showing the year of the home page's day.
func archivePages(s *siteData) ([]page, error) {
	first, err := generator.ParseDate(s.recs[0].Date)
	if err != nil {
		return nil, fmt.Errorf("record date: %w", err)
	}
	y0, _, _ := first.Civil()
	last, err := generator.ParseDate(s.recs[len(s.recs)-1].Date)
	if err != nil {
		return nil, fmt.Errorf("record date: %w", err)
	}
	y1, _, _ := last.Civil()
	homeYear, _ := strconv.Atoi(s.recs[s.home].Date[:4])
	var pages []page
	add := func(path string, year int) {
		pages = append(pages, page{path: path, tmpl: "archive", data: func() (any, error) {
			p := &archivePage{
				layout: s.layout(path, "archive", fmt.Sprintf("All days of %d · opsdaily", year),
					fmt.Sprintf("The calendar of opsdaily puzzles of %d, with each day's difficulty.", year)),
				Year:   year,
				Months: s.months(year, first),
			}
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
		if hi <= 0 || lo >= len(s.recs) {
			continue
		}
		mo := month{ID: fmt.Sprintf("%04d-%02d", year, int(m)), Name: fmt.Sprintf("%s %d", m, year)}
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
			if i := int(d - first); i >= 0 && i < len(s.recs) {
				r := &s.recs[i]
				c.Date, c.Ops, c.TwoOps, c.Today = r.Date, r.Ops.Difficulty, r.TwoOps.Difficulty, i == s.home
				c.Label = fmt.Sprintf("%s: Ops level %d, Two Ops level %d", longDate(r.Date), r.Ops.Difficulty, r.TwoOps.Difficulty)
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
