package play

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/templates"
)

// testPage is a minimal page around the boards, standing in for the site's layout: it
// loads the site's own style sheet (templates/site/site.css, as SiteCSS) before the
// boards', so that the boards look and move as they will (a copy of its rules once lacked
// the live regions' and made every message push the board down under a test's clicks),
// and the site's storage script (StatsScript) in its head, as every page with boards has it.
const testPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>opsdaily {{.Record.Date}}</title><style>{{.SiteCSS}}
{{template "play-style" .}}</style><script>{{.Stats}}</script></head><body><main><h1>opsdaily {{.Record.Date}}</h1>
<section class="puzzle" id="ops"><h2>Ops solitaire</h2>{{template "ops-board" .}}</section>
<section class="puzzle" id="twoops"><h2>Two Ops</h2>{{template "twoops-board" .}}</section>
</main>{{template "play-script" .}}</body></html>
`

type pageData struct {
	Record generator.Record
	Play   Data
	Root   string
	Daily  bool        // a day's page, whose notice says playing needs JavaScript (false: the boards say it)
	Stats  template.JS // StatsScript
	// SiteCSS is the site's style sheet, templates/site/site.css.
	SiteCSS template.CSS
}

// parseBoards parses the board templates with the test page, as the site does, worded
// in English (the template function T; cached renders its template each time, which
// the site does once).
func parseBoards(t testing.TB) *template.Template {
	t.Helper()
	var tpl *template.Template
	cached := func(name string) (template.HTML, error) {
		var b strings.Builder
		err := tpl.ExecuteTemplate(&b, name, struct{}{})
		return template.HTML(b.String()), err
	}
	tpl, err := template.New("page").Funcs(template.FuncMap{"T": english().HTML, "cached": cached}).Parse(testPage)
	if err != nil {
		t.Fatal(err)
	}
	if tpl, err = tpl.ParseFS(templates.FS, "play/*.html"); err != nil {
		t.Fatal(err)
	}
	return tpl
}

// record returns the record of a date under the default seed.
func record(t testing.TB, date string) generator.Record {
	t.Helper()
	d, err := generator.ParseDate(date)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := generator.Generate(generator.DefaultSeed, d)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// renderPage renders the test page of a day and returns its HTML.
func renderPage(t testing.TB, rec generator.Record) []byte {
	t.Helper()
	data, err := ForDay(english(), rec)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := StatsScript(english())
	if err != nil {
		t.Fatal(err)
	}
	css, err := fs.ReadFile(templates.FS, "site/site.css")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := parseBoards(t).ExecuteTemplate(&b, "page", pageData{Record: rec, Play: data, Stats: stats, SiteCSS: template.CSS(css)}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// writePage writes the test page of a day to dir/daily/DATE/index.html and returns the path.
func writePage(t testing.TB, dir string, rec generator.Record) string {
	t.Helper()
	p := filepath.Join(dir, "daily", rec.Date.String(), "index.html")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, renderPage(t, rec), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPageHidesSolutions checks that nothing of the day's answers is readable in the page:
// not the operators, the goal, the best results, the explanations or the provable layouts.
func TestPageHidesSolutions(t *testing.T) {
	for _, date := range []string{"2026-11-29", "2027-02-14", "2031-07-04"} {
		rec := record(t, date)
		full := string(renderPage(t, rec))
		script, _, err := Assets(english())
		if err != nil {
			t.Fatal(err)
		}
		// The shared script holds the rules (goal names, the words of the verdicts); what
		// must not show is the day's own data around it.
		page := strings.Replace(full, string(script), "", 1)
		if page == full {
			t.Fatal("the page does not inline the shared script")
		}
		tw := rec.TwoOps
		var secrets []string
		for _, d := range tw.Discards {
			for _, o := range d.Arrangement.Operations {
				secrets = append(secrets, o.Explain())
			}
		}
		secrets = append(secrets, tw.Goal.String(), tw.Operators[0].Symbol(), tw.Operators[1].Symbol(),
			`"`+tw.Operators[0].String()+`"`, `"`+tw.GoalCard.String()+`"`)
		for _, s := range secrets {
			if strings.Contains(page, s) {
				t.Errorf("%s: the page shows %q", date, s)
			}
		}
		tg := targets()
		for i := 0; i < len(tg); i += 9 {
			if strings.Contains(full, tg[i:i+9]) {
				t.Errorf("%s: the page shows the provable layout %s", date, tg[i:i+9])
			}
		}
		for _, want := range []string{`data-optimal="` + itoa(rec.Ops.OptimalMoves) + `"`, `data-ops-state="playing"`, `data-moves="0"`, `data-card="` + tw.Numbers[0].String() + `"`} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: the page lacks %s", date, want)
			}
		}
		for p := range 9 {
			rank := puzzles.Rank(rec.Ops.Start[p] - '0').String()
			if !regexp.MustCompile(`data-pos="` + itoa(p) + `"[^>]*><b>` + rank + `</b>`).MatchString(page) {
				t.Errorf("%s: no card at position %d showing %s", date, p, rank)
			}
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func mustDate(t testing.TB, s string) generator.Date {
	t.Helper()
	d, err := generator.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// englishLabel is an Ops card's English label at position p, made from the English names
// of package puzzles, not the catalogue: "7 of spades, row 1 column 2, main", "A, ace of
// spades, row 3 column 3, hole".
func englishLabel(c puzzles.Card, p int) string {
	name := c.Name()
	if !strings.HasPrefix(name, c.Rank.String()+" ") {
		name = c.Rank.String() + ", " + name
	}
	return fmt.Sprintf("%s, row %d column %d, %s", name, p/3+1, p%3+1, [9]string{"main", "main", "margin", "main", "main", "margin", "margin", "margin", "hole"}[p])
}

// TestNameBeginsWithVisibleText checks every card's accessible name against what the card
// shows, in English and French: the rank as written on it comes first, as a word, and the
// name follows it, as fr.toml names cards ("Roi de cœur").
func TestNameBeginsWithVisibleText(t *testing.T) {
	fr, err := i18n.For(templates.FS, "fr")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 52 {
		c := puzzles.CardAt(i)
		n, shown := Name(english(), c), c.Rank.String()
		if !strings.HasPrefix(n, shown+" ") && !strings.HasPrefix(n, shown+", ") || !strings.HasSuffix(n, c.Name()) {
			t.Errorf("%s is named %q", c, n)
		}
	}
	for c, want := range map[puzzles.Card]string{
		{Rank: puzzles.Ace, Suit: puzzles.Spades}:   "A, ace of spades",
		{Rank: puzzles.Queen, Suit: puzzles.Hearts}: "Q, queen of hearts",
		{Rank: puzzles.Ten, Suit: puzzles.Clubs}:    "10 of clubs",
	} {
		if got := Name(english(), c); got != want {
			t.Errorf("Name(%s) = %q, want %q", c, got, want)
		}
	}
	for c, want := range map[puzzles.Card]string{
		{Rank: puzzles.Ace, Suit: puzzles.Spades}:    "A, As de pique",
		{Rank: puzzles.King, Suit: puzzles.Hearts}:   "K, Roi de cœur",
		{Rank: puzzles.Queen, Suit: puzzles.Clubs}:   "Q, Dame de trèfle",
		{Rank: puzzles.Jack, Suit: puzzles.Diamonds}: "J, Valet de carreau",
		{Rank: 7, Suit: puzzles.Spades}:              "7 de pique",
		{Rank: puzzles.Ten, Suit: puzzles.Hearts}:    "10 de cœur",
	} {
		if got := Name(fr, c); got != want {
			t.Errorf("in French, Name(%s) = %q, want %q", c, got, want)
		}
	}
	for p, want := range map[int]string{1: "7 de pique, rangée 1 colonne 2, centre", 5: "7 de pique, rangée 2 colonne 3, marge", 8: "7 de pique, rangée 3 colonne 3, trou"} {
		if got, err := Label(fr, puzzles.Card{Rank: 7, Suit: puzzles.Spades}, p); err != nil || got != want {
			t.Errorf("in French, Label(7S, %d) = %q, %v; want %q", p, got, err, want)
		}
	}
}
