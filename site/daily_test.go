package site

import (
	"context"
	"fmt"
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/templates"
)

// overlay returns templates.FS with the files of changed in place of its own (each must
// be one of its files: a misspelt name fails the test, not silently adds a file).
func overlay(t *testing.T, changed map[string]string) fs.FS {
	t.Helper()
	for name := range changed {
		if _, err := fs.Stat(templates.FS, name); err != nil {
			t.Fatalf("no %s in templates.FS", name)
		}
	}
	return withFiles(t, changed)
}

// TestDailyTemplateAlone is the promise that a daily page shows what its template says:
// adding per-day values to templates/site/daily.html, and changing nothing else, puts each
// day's own values on its page. Over a year of pages (the home page included), each page
// must show the goal, the best result and the Ops start of its own day, as the generator
// makes them for that date alone.
func TestDailyTemplateAlone(t *testing.T) {
	src, err := fs.ReadFile(templates.FS, "site/daily.html")
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "\n<h1>"
	const added = "\n<p class=\"testday\">{{.Record.TwoOps.Goal}} to {{.Record.TwoOps.Best}}, from {{.Record.Ops.Start}}</p>"
	if !strings.Contains(string(src), anchor) {
		t.Fatalf("site/daily.html has no %q to add a line before", anchor)
	}
	daily := strings.Replace(string(src), anchor, added+anchor, 1)
	tmpl, err := parseTemplates(overlay(t, map[string]string{"site/daily.html": daily}))
	if err != nil {
		t.Fatal(err)
	}
	from, to, today := generator.MakeDate(2027, 1, 1), generator.MakeDate(2027, 12, 31), generator.MakeDate(2027, 6, 15)
	out := filepath.Join(t.TempDir(), "public")
	if _, err := buildWith(context.Background(), Options{Out: out, From: from, To: to, Today: today}, tmpl); err != nil {
		t.Fatal(err)
	}
	files := readTree(t, out)
	want := func(d generator.Date) string {
		rec, err := generator.Generate(generator.DefaultSeed, d)
		if err != nil {
			t.Fatal(err)
		}
		return `<p class="testday">` + html.EscapeString(rec.TwoOps.Goal.String()+" to "+rec.TwoOps.Best.String()+", from "+rec.Ops.Start) + "</p>"
	}
	check := func(name, want string) {
		page := string(files[name])
		if n := strings.Count(page, `<p class="testday">`); n != 1 {
			t.Errorf("%s shows the added line %d times, want once", name, n)
		} else if !strings.Contains(page, want) {
			i := strings.Index(page, `<p class="testday">`)
			t.Errorf("%s shows %.80s, want its own day's %s", name, page[i:], want)
		}
	}
	for d := from; d <= to; d++ {
		check("daily/"+d.String()+"/index.html", want(d))
	}
	check("index.html", want(today))
}

// TestCachedReadsNoData is the promise of the template function cached: a part made once
// for every page cannot show one page's value on all of them. A page value added to a
// cached part fails the build, naming the value, instead of writing one day's value
// (or nothing) into every day's page.
func TestCachedReadsNoData(t *testing.T) {
	src, err := fs.ReadFile(templates.FS, "play/boards.html")
	if err != nil {
		t.Fatal(err)
	}
	const anchor = `{{define "ops-how"}}`
	if !strings.Contains(string(src), anchor) {
		t.Fatalf("play/boards.html has no %s to add a value to", anchor)
	}
	boards := strings.Replace(string(src), anchor, anchor+"{{.Optimal}}", 1)
	tmpl, err := parseTemplates(overlay(t, map[string]string{"play/boards.html": boards}))
	if err != nil {
		t.Fatal(err)
	}
	day := generator.MakeDate(2027, 1, 1)
	out := filepath.Join(t.TempDir(), "public")
	_, err = buildWith(context.Background(), Options{Out: out, From: day, To: day, Today: day}, tmpl)
	if err == nil || !strings.Contains(err.Error(), "Optimal") {
		t.Fatalf("a cached part reading .Optimal: the build's error is %v, want one naming Optimal", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("the failed build left %s", out)
	}
}

// TestHomeHeading: the home page says "Today's puzzles" only when the day it shows is the
// build date's; on a site built before its first day (the home page shows the first, with
// its come-back notice) or after its last (it shows the last), it names its day, in English
// and French.
func TestHomeHeading(t *testing.T) {
	from, to := generator.MakeDate(2040, 3, 1), generator.MakeDate(2040, 3, 10)
	long := func(d generator.Date) string { // English, as a person writes it
		y, m, day := d.Civil()
		tm := time.Date(y, time.Month(m), day, 12, 0, 0, 0, time.UTC)
		return fmt.Sprintf("%s %d %s %d", tm.Weekday(), day, tm.Month(), y)
	}
	for _, c := range []struct {
		today generator.Date
		en    string
	}{
		{from.Add(-1), "Puzzles of " + long(from)}, // the day before: the first day is built ahead
		{from.Add(4), "Today’s puzzles"},
		{to.Add(10), "Puzzles of " + long(to)},
	} {
		for _, lang := range []string{"en", "fr"} {
			out := filepath.Join(t.TempDir(), "public")
			if _, err := Build(context.Background(), Options{Out: out, From: from, To: to, Today: c.today, Operator: Operator{Language: lang}}); err != nil {
				t.Fatal(err)
			}
			raw, err := os.ReadFile(filepath.Join(out, "index.html"))
			if err != nil {
				t.Fatal(err)
			}
			_, h1, _ := strings.Cut(string(raw), "<h1>")
			h1, _, _ = strings.Cut(h1, "</h1>")
			h1 = html.UnescapeString(h1)
			// The line under the heading names the day when the heading does not: once.
			_, sub, _ := strings.Cut(string(raw), `<p class="sub">`)
			sub, _, _ = strings.Cut(sub, "</p>")
			if lang == "en" && strings.Contains(c.en, "2040") == strings.Contains(html.UnescapeString(sub), "2040") {
				t.Errorf("built on %s, the home page says its day in the heading %q and the line under it %q: want it in one", c.today, h1, sub)
			}
			switch {
			case lang == "en" && h1 != c.en:
				t.Errorf("built on %s, the home page's heading is %q, want %q", c.today, h1, c.en)
			case lang == "fr" && c.en == "Today’s puzzles" && h1 != "Les énigmes du jour":
				t.Errorf("fr, built on %s, the home page's heading is %q, want «Les énigmes du jour»", c.today, h1)
			case lang == "fr" && c.en != "Today’s puzzles" && (!strings.HasPrefix(h1, "Énigmes du ") || !strings.HasSuffix(h1, " 2040")):
				t.Errorf("fr, built on %s, the home page's heading is %q, want «Énigmes du» and its day", c.today, h1)
			}
		}
	}
}
