package site

import (
	"fmt"
	"html/template"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// Printing (templates/print/print.html): every daily page carries a print layout of its
// puzzles (sheet.Day, hidden on screen), and each month of the built range has a printable
// sheet at print/YYYY-MM/index.html: the month's puzzles, then their answer key on pages of
// its own, linked from the archive.

// printPage is the data of a monthly sheet (the template "print-month").
type printPage struct {
	layout
	Year  int
	Month string // YYYY-MM, the archive's anchor of the month
	Note  string // how to print it, on screen only
	Body  template.HTML
}

// printPath returns the path of the sheet of a month.
func printPath(year, month int) string {
	return fmt.Sprintf("print/%04d-%02d/index.html", year, month)
}

// printMonthLinks links each month of the archive that has a sheet to it, by the month's
// name ("Print November 2026"), so that the links of a year differ.
func printMonthLinks(s *siteData, year, month int) []link {
	if s.printed == 0 || fmt.Sprintf("%04d-%02d", year, month) > s.recs[s.printed-1].Date.String()[:7] {
		return nil
	}
	return []link{{Label: s.t("archive.print_month", "month", s.cat.MonthYear(year, time.Month(month))), Href: printPath(year, month)}}
}

// printPages is print/YYYY-MM/index.html for every month with a day up to the build date,
// each holding the month's days up to that date.
func printPages(s *siteData) ([]page, error) {
	var pages []page
	n := s.printed
	for i := 0; i < n; {
		y, m, _ := s.recs[i].Date.Civil()
		j := i
		for j < n {
			if y1, m1, _ := s.recs[j].Date.Civil(); y1 != y || m1 != m {
				break
			}
			j++
		}
		lo, hi := i, j
		path := printPath(y, int(m))
		pages = append(pages, page{path: path, tmpl: "print-month", data: func() (any, error) {
			return s.printMonth(path, y, m, s.recs[lo:hi])
		}})
		i = j
	}
	return pages, nil
}

// printMonth makes the data of the sheet of a month from its built days.
func (s *siteData) printMonth(path string, y int, m time.Month, recs []generator.Record) (*printPage, error) {
	name := s.cat.MonthYear(y, m)
	items := make([]sheet.Item, 0, 2*len(recs))
	for i := range recs {
		d := recs[i].Date
		_, _, day := d.Civil()
		label := s.t("print.label", "weekday", s.cat.WeekdayAbbr(d.Weekday()), "day", s.cat.Day(day))
		items = append(items,
			sheet.Item{N: 2*i + 1, Label: label, Ops: &recs[i].Ops},
			sheet.Item{N: 2*i + 2, Label: label, TwoOps: &recs[i].TwoOps})
	}
	doc := sheet.Doc{
		Title:   s.t("print.title", "site", s.name(), "month", name),
		Meta:    s.t("print.meta", "month", name, "count", len(recs)),
		Running: s.t("print.title", "site", s.name(), "month", name),
		Items:   items,
		Words:   s.cat,
	}
	qp, kp := doc.Pages()
	body, err := doc.Body()
	if err != nil {
		return nil, err
	}
	p := &printPage{
		layout: s.layout(path, "print", s.titled(s.t("print.page_title", "month", name)),
			s.t("print.description", "site", s.name(), "month", name)),
		Year:  y,
		Month: fmt.Sprintf("%04d-%02d", y, int(m)),
		Note:  s.t("print.note", "month", name, "count", qp, "keys", kp, "from", qp+1),
		Body:  body,
	}
	return p, nil
}
