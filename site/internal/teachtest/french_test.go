package teachtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/report"
	"github.com/opsdaily/opsdaily/site/internal/sheetcheck"
	"github.com/opsdaily/opsdaily/site/pdf"
	"github.com/opsdaily/opsdaily/site/sheet"
	"github.com/opsdaily/opsdaily/templates"
)

// builtFrench builds the small site of built in French once and returns its directory.
func builtFrench(t *testing.T) string {
	return frenchSite.Dir(t, browser, "opsdaily-teach-fr", site.Options{From: generator.MakeDate(2026, 11, 28), To: generator.MakeDate(2026, 11, 30),
		Today: generator.MakeDate(2026, 11, 29), Operator: site.Operator{Language: "fr"}})
}

// frenchURL is the file:// address of a page of the French site.
func frenchURL(t *testing.T, page string) string {
	return browsertest.FileURL(filepath.Join(builtFrench(t), filepath.FromSlash(page)))
}

// french is the French catalogue, for what the site's Go says in French.
func french(t *testing.T) *i18n.Catalog {
	t.Helper()
	c, err := i18n.For(templates.FS, "fr")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// axeCheck runs axe-core on the page (axe.Check) where it is installed, and under CI=true,
// where it must be; elsewhere it logs that it did not, and the rest of the test runs
// (axe.Check would skip the whole test).
func axeCheck(t *testing.T, tab *browsertest.Tab, what string) {
	t.Helper()
	if _, err := os.Stat(axe.Path()); err != nil && os.Getenv("CI") != "true" {
		t.Logf("axe check of %s skipped: axe-core is not installed (npm ci in site/internal/axe)", what)
		return
	}
	axe.Check(tab, what)
}

// TestFrenchSameAsCommand: on a French site, teach/ makes the French sheet of site/sheet
// (what `opsdaily sheet --language fr` writes) with the same options, markup and all.
func TestFrenchSameAsCommand(t *testing.T) {
	tab := browser.Tab(t)
	for _, o := range cases {
		o.Language = "fr"
		t.Run(fmt.Sprintf("%s-%s-%d", o.Code, o.Game, o.Count), func(t *testing.T) {
			s, err := sheet.New(o)
			if err != nil {
				t.Fatal(err)
			}
			tab.Open(frenchURL(t, "teach/index.html") + query(o))
			sameSheet(t, tab, s)
		})
	}
}

// TestFrench uses teach/, an assignment and privacy/ of a French site as a teacher and a
// student do, and checks that no phrase of the English catalogue shows in any of them (the
// text, hidden parts included, the accessible names and what the live regions said), and
// that they say some things in French, known here from French itself.
func TestFrench(t *testing.T) {
	phrases := browsertest.EnglishPhrases(t, "fr")
	shots := browsertest.Shots(t)
	fr := french(t)
	tab := browser.FreshTab(t)
	tab.HearLive()
	says := func(what, got, want string) {
		t.Helper()
		if !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", what, got, want)
		}
	}

	// The teacher makes a sheet with the form, by keyboard.
	tab.Viewport(1280, 900)
	tab.Open(frenchURL(t, "teach/index.html"))
	says("the code's label", tab.Text(`label[for="tc-code"]`), "Code de classe")
	says("the level options", tab.Text(`#tc-level`), "3, moyen")
	says("the swaps options", tab.Text(`#tc-swaps`), "2 échanges")
	tab.Focus("#tc-code")
	tab.Keys("5C")
	tab.Do(chromedp.SetValue(chromedp.CSS("#tc-game"), "mixed"), chromedp.SetValue(chromedp.CSS("#tc-count"), "6"))
	tab.Click("#tc-help")
	tab.Click(".tc-form button[type=submit]")
	tab.Do(chromedp.WaitVisible(chromedp.CSS(".sh .q:nth-child(6)")))
	o := sheet.Options{Code: "5C", Game: sheet.Mixed, Count: 6, Language: "fr"}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	qp, kp := s.Doc().Pages()
	pages := "page"
	if qp > 1 {
		pages = "pages"
	}
	says("the status", tab.Text("[data-tc-status]"), fmt.Sprintf("6 énigmes sur %d %s, le corrigé sur %d de plus (à partir de la page %d), prête à imprimer sur papier A4.", qp, pages, kp, qp+1))
	says("the sheet's title", tab.Text(".sh h1"), "Fiche d’Ops et de Two Ops")
	if cmd := tab.Text("[data-tc-cmd]"); cmd != "opsdaily sheet --seed 5C --language fr --game mixed --count 6 --out sheet.html" {
		t.Errorf("the command %q does not make the French sheet", cmd)
	}
	if got := browsertest.Eval[string](tab, `document.querySelector('noscript').textContent`); !strings.Contains(got, "opsdaily sheet --seed 7B-2026 --language fr --out sheet.html") {
		t.Errorf("without JavaScript the page says %q", got)
	}
	// The projector: an Ops start (puzzle 1), then a Two Ops hand (puzzle 2).
	tab.Click("[data-tc-project]")
	says("the projector's heading", tab.Text("[data-tc-ph]"), fmt.Sprintf("Énigme 1 sur 6\u00a0: réussite d’Ops en %d échange", s.Items[0].Ops.OptimalMoves))
	says("the layout's name", tab.Attr(".tc-bkp", "aria-label"), "Disposition par rangées\u00a0: ")
	for range s.Items[0].Ops.OptimalMoves + 1 {
		tab.Click("[data-tc-step]")
	}
	steps := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('[data-tc-steps] li'), function (li) { return (li.querySelector('[aria-hidden=true]') || li).textContent; })`)
	if len(steps) != s.Items[0].Ops.OptimalMoves+1 || !strings.HasPrefix(steps[0], "Échanger ") || !strings.HasPrefix(steps[len(steps)-1], "Les quatre lignes sont justes\u00a0: ") {
		t.Errorf("the Ops steps %q", steps)
	} else if last := steps[len(steps)-1]; !regexp.MustCompile(`^Les quatre lignes sont justes\x{a0}: Rangée 1, [^;]+\x{a0}; Rangée 2, [^;]+\x{a0}; Colonne 1, [^;]+\x{a0}; Colonne 2, [^;]+\.$`).MatchString(last) {
		// The four lines, each after a no-break space and a semicolon, as French writes them.
		t.Errorf("the last Ops step %q", last)
	}
	tab.Click("[data-tc-time]")
	says("the timer's button", tab.Text("[data-tc-time]"), "Mettre le chrono en pause")
	tab.Click("[data-tc-next]")
	for range 3 {
		tab.Click("[data-tc-step]")
	}
	steps = browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('[data-tc-steps] li'), function (li) { return (li.querySelector('[aria-hidden=true]') || li).textContent; })`)
	two := s.Items[1].TwoOps
	for i, op := range two.Arrangement.Operations {
		e, err := fr.Explain(twoops.Explains(op.Operator, op.Numbers[0], op.Numbers[1]))
		if err != nil {
			t.Fatal(err)
		}
		if i < len(steps) && steps[i] != e+"." {
			t.Errorf("step %d %q, want %q", i+1, steps[i], e+".")
		}
	}
	// The cards on the projector are named in French: "K, Roi de carreau" for a king.
	names := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('.tc-bt [aria-label]'), function (e) { return e.getAttribute('aria-label'); })`)
	suits := map[string]string{"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
	ranks := map[string]string{"K": "K, Roi", "Q": "Q, Dame", "J": "J, Valet", "A": "A, As"}
	for i, c := range append(append(slices.Clone(two.Numbers[:]), two.Operators[:]...), two.GoalCard) {
		r := ranks[c.Rank.String()]
		if r == "" {
			r = c.Rank.String()
		}
		if want := r + " de " + suits[c.Suit.String()]; i >= len(names) || names[i] != want {
			t.Errorf("card %d on the projector is named %q, want %q", i+1, names, want)
			break
		}
	}
	if len(steps) == 3 {
		says("the last step", steps[2], "= "+fr.Number(two.Best.Float())+", le meilleur (")
		// The two numbers left out, after "non utilisés", plural.
		var unused []string
		for _, c := range two.Arrangement.Marker {
			unused = append(unused, c.Symbol())
		}
		if len(unused) != 2 {
			t.Fatalf("the hand leaves out %v, not two numbers", unused)
		}
		says("the last step", steps[2], "\u202f; non utilisés\u00a0: "+strings.Join(unused, ", ")+".")
	} else {
		t.Errorf("the Two Ops steps %q", steps)
	}
	if shots != "" {
		for _, scheme := range []string{"light", "dark"} {
			tab.Media("", "prefers-color-scheme="+scheme)
			tab.Screenshot(filepath.Join(shots, "fr-projector-"+scheme+".png"))
		}
		tab.Media("")
	}
	axeCheck(t, tab, "the French projector")
	tab.Click("[data-tc-close]")
	browsertest.NoEnglish(t, "teach/ with a sheet and the projector", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "teach/ with a sheet and the projector", tab.Words())

	// Bad options are told in French.
	tab.Open(frenchURL(t, "teach/index.html") + query(sheet.Options{Code: "x", Game: sheet.Ops, Count: 500}))
	says("the error", tab.Text("[data-tc-error]"), "Une fiche a de 1 à 200 énigmes.")
	tab.Open(frenchURL(t, "teach/index.html") + query(sheet.Options{Code: "x", Game: sheet.TwoOps, Count: 150, Level: generator.Easy, NoModulo: true}))
	says("the error", tab.Text("[data-tc-error]"), "La banque des fiches n’a que ")
	says("the error", tab.Text("[data-tc-error]"), " mains de Two Ops de niveau 2 sans le modulo, trop peu pour une fiche de 150 énigmes\u00a0; demandez-en 46 ou moins, une progression")
	browsertest.NoEnglish(t, "teach/ refusing options", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "teach/ refusing options", tab.Words())

	// The student plays the assignment to its end.
	o = sheet.Options{Code: "5C", Game: sheet.Mixed, Count: 2, Language: "fr"}
	if s, err = sheet.New(o); err != nil {
		t.Fatal(err)
	}
	tab.Open(frenchURL(t, "teach/play/index.html") + query(o) + "&help=1")
	says("the assignment's lead", tab.Text("[data-as-what]"), "Fiche d’Ops et de Two Ops, code de classe 5C\u00a0: 2 énigmes, l’une après l’autre. Les indices et les solutions sont permis.")
	tab.Focus("#as-name")
	tab.Keys("Zoé")
	tab.Click(`[data-as-name] button`)
	says("the name line", tab.Text("[data-as-who]"), "Tu joues sous le nom Zoé.")
	says("the progress", tab.Text("[data-as-progress]"), "Énigme 1 sur 2\u00a0: Réussite d’Ops")
	if shots != "" {
		tab.Viewport(320, 900)
		tab.Screenshot(filepath.Join(shots, "fr-assignment-320.png"))
		tab.Viewport(1280, 900)
	}
	solveOps(t, tab, 0)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-next]`)))
	says("the next button", tab.Text("[data-as-next]"), "Énigme suivante")
	tab.Click(`[data-as-next]`)
	says("the progress", tab.Text("[data-as-progress]"), "Énigme 2 sur 2\u00a0: Two Ops")
	kept := playTwo(t, tab, 0)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-next]`)))
	says("the last button", tab.Text("[data-as-next]"), "Voir ton code de résultats")
	tab.Click(`[data-as-next]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-end]`)))
	good := 1
	if kept == s.Items[1].TwoOps.Best {
		good = 2
	}
	says("the summary", tab.Text("[data-as-summary]"), fmt.Sprintf("Tu as trouvé le meilleur résultat pour %d des 2 énigmes.", good))
	says("the QR code's name", tab.Attr("[data-as-qr] svg", "aria-label"), "Code QR du code de résultats")
	code := tab.Text("[data-as-code]")
	if shots != "" {
		for _, c := range []struct {
			w      int
			scheme string
		}{{320, "light"}, {320, "dark"}, {1280, "light"}, {1280, "dark"}} {
			tab.Viewport(c.w, 900)
			tab.Media("", "prefers-color-scheme="+c.scheme)
			tab.Screenshot(filepath.Join(shots, fmt.Sprintf("fr-assignment-end-%d-%s.png", c.w, c.scheme)))
		}
		tab.Viewport(1280, 900)
		tab.Media("")
	}
	axeCheck(t, tab, "a French assignment's end")
	tab.Wait(`document.querySelector('[data-as-live]').textContent !== ''`)
	says("the last announcement", tab.Text("[data-as-live]"), "Terminé. Ton code de résultats est affiché\u00a0; copie-le et envoie-le à ton enseignant.")
	browsertest.NoEnglish(t, "an assignment played to its end", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "an assignment played to its end", tab.Words())

	// The teacher reads the codes: the assignment's (from its link), then pasted with a
	// practice session's and one mistyped.
	tab.Open(frenchURL(t, "teach/index.html") + "#add=" + code)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-class`)))
	// The student named after the code, not after "de", which French elides before a
	// vowel ("d’Ann"): "ajouté pour Ann" reads right whatever the name.
	says("the scan's message", tab.Text("[data-tc-scan-msg]"), "Code de résultats ajouté pour Zoé.")
	opt := s.Items[0].Ops.OptimalMoves
	says("the assignment's first cell", tab.Text(`.tc-class tbody td[data-n="1"]`), fmt.Sprintf("%d/%d ✓", opt, opt))
	says("the caption", tab.Text(`.tc-class caption`), "Fiche d’Ops et de Two Ops, code de classe 5C, 2 énigmes\u00a0: ")
	practice, err := report.EncodePractice(report.Practice{Class: "7b", Name: "Léo", Puzzles: []report.Puzzle{
		{Level: 2, Optimal: 3, Moves: 5, Hints: 1, Shown: true},
		{TwoOps: true, Level: 3, Result: 15, Kept: 15, Best: 17, Good: false},
		{TwoOps: true, Level: 1, Skipped: true, Best: -5},
	}})
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte(practice)
	if bad[3] == 'A' {
		bad[3] = 'B'
	} else {
		bad[3] = 'A'
	}
	tab.Do(chromedp.SetValue(chromedp.CSS("#tc-codes"), code+"\n"+practice+"\n"+string(bad)+"\n"))
	tab.Click(`[data-tc-report] button[type=submit]`)
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-practice`)))
	says("the refused line", tab.Text("[data-tc-problems]"), "Ligne 3\u00a0: Ce code de résultats est mal recopié")
	// A practice success is « succès », as on the practice page (« réussite » is the
	// solitaire).
	heads := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('.tc-practice thead th'), function (th) { return th.textContent; })`)
	if want := []string{"Élève", "Dans l’ordre joué", "Succès à Ops", "Succès à Two Ops", "Succès"}; len(heads) != len(want) || heads[2] != want[2] || heads[3] != want[3] || heads[4] != want[4] {
		t.Errorf("the practice table's columns %q, want %q", heads, want)
	}
	if c := tab.Text(`.tc-practice caption`); !strings.Contains(c, "✓ un succès (") || strings.Contains(c, "éussite") {
		t.Errorf("the practice table's caption %q does not call a success « un succès »", c)
	}
	items := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('.tc-practice tbody li'), function (li) { return (li.querySelector('[aria-hidden=true]') || li).textContent; })`)
	want := []string{"Ops niveau 2\u00a0: 5/3, 1 indice, solution vue", "Two Ops niveau 3\u00a0: 7,5/7,5 (meilleur 8,5, un écart peu judicieux)", "Two Ops niveau 1\u00a0: passée"}
	if fmt.Sprint(items) != fmt.Sprint(want) {
		t.Errorf("the practice row %q, want %q", items, want)
	}
	says("the practice caption", tab.Text(`.tc-practice caption`), "Séances d’entraînement, code de classe 7b\u00a0: ")
	says("the practice totals", tab.Text(`.tc-practice tfoot`), "Totaux (1 séance)")
	says("the practice totals", tab.Text(`.tc-practice tfoot`), "0 sur 3")
	csv := browsertest.Run(tab, chromedp.Evaluate[string](`fetch(document.querySelector("[data-tc-csv]").href).then(function (r) { return r.text(); })`, chromedp.EvalAwaitPromise))
	says("the CSV", csv, "code de classe,fiche,élève,énigme,jeu,jouée,")
	says("the CSV", csv, "7b,Séance d’entraînement,Léo,2,Two Ops,oui,7.5,8.5,,,peu judicieux,7.5,non,3\r\n")
	if dl := tab.Attr("[data-tc-csv]", "download"); dl != "resultats.csv" {
		t.Errorf("the CSV's file is named %q", dl)
	}
	says("the note without a scanner", tab.Text("[data-tc-noscan]"), "Ce navigateur ne sait pas lire les codes QR dans la page.")
	for _, c := range []struct {
		name   string
		w, h   int
		scheme string
	}{{"320-light", 320, 800, "light"}, {"320-dark", 320, 800, "dark"}, {"1280-light", 1280, 900, "light"}, {"1280-dark", 1280, 900, "dark"}} {
		tab.Viewport(c.w, c.h)
		tab.Media("", "prefers-color-scheme="+c.scheme)
		if shots != "" {
			tab.Screenshot(filepath.Join(shots, "fr-teach-table-"+c.name+".png"))
		}
		if c.scheme == "dark" {
			axeCheck(t, tab, "French teach/ with class tables, "+c.name)
		}
	}
	tab.Media("")
	browsertest.NoEnglish(t, "teach/ with class tables", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "teach/ with class tables", tab.Words())

	// The privacy page.
	tab.Open(frenchURL(t, "privacy/index.html"))
	says("the privacy page", tab.Text("main"), "Rien de ce que vous faites sur ce site n’est envoyé nulle part.")
	for _, k := range []string{"opsdaily:SITE:days", "opsdaily:SITE:name", "opsdaily:SITE:assign:…", "opsdaily:SITE:teach:codes"} {
		says("the privacy page's keys", tab.Text("main table"), k)
	}
	if shots != "" {
		for _, w := range []int{320, 1280} {
			tab.Viewport(w, 900)
			tab.Screenshot(filepath.Join(shots, fmt.Sprintf("fr-privacy-%d.png", w)))
		}
	}
	axeCheck(t, tab, "the French privacy page")
	browsertest.NoEnglish(t, "privacy/", phrases, tab.Words())
	browsertest.FrenchSpaces(t, "privacy/", tab.Words())
	if got := browsertest.Eval[string](tab, `document.documentElement.lang`); got != "fr" {
		t.Errorf("the privacy page's lang is %q", got)
	}
}

// TestFrenchLook saves screenshots of the French teach/ with a sheet at phone and desktop
// widths, light and dark, under $OPSDAILY_SHOTS, and checks that no part of the page but
// the sheet (which scrolls) is wider than the window, in French and in English.
func TestFrenchLook(t *testing.T) {
	tab := browser.Tab(t)
	dir := browsertest.Shots(t)
	for _, c := range []struct {
		name, url string
		w, h      int
		scheme    string
	}{
		{"320-light", frenchURL(t, "teach/index.html"), 320, 800, "light"}, {"320-dark", frenchURL(t, "teach/index.html"), 320, 800, "dark"},
		{"1280-light", frenchURL(t, "teach/index.html"), 1280, 900, "light"}, {"1280-dark", frenchURL(t, "teach/index.html"), 1280, 900, "dark"},
		{"en-320-light", browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")), 320, 800, "light"},
	} {
		tab.Viewport(c.w, c.h)
		tab.Media("", "prefers-color-scheme="+c.scheme)
		tab.Open(c.url + query(cases[0]))
		if wide := browsertest.Eval[[]string](tab, `[].filter.call(document.querySelectorAll('main input, main select, main button, main label, main h1, main p'), function (e) {
  return e.closest('.sheets') === null && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
}).map(function (e) { return e.outerHTML.slice(0, 80); })`); len(wide) > 0 {
			t.Errorf("%s: wider than the page: %q", c.name, wide)
		}
		if dir != "" {
			tab.Screenshot(filepath.Join(dir, "teach-"+c.name+".png"))
		}
	}
	tab.Media("")
}

// TestFrenchPrinted prints French sheets of teach/ to PDF and checks each as a printed
// sheet in French: the pages of the command's French sheet, "page N sur M", the key from
// the page after the puzzles, every answer right by the engines (sheetcheck.Printed, with
// the French catalogue's patterns).
func TestFrenchPrinted(t *testing.T) {
	tab := browser.Tab(t)
	// On A4. (On Letter a French Ops sheet takes a page more than the English one, as the
	// command's does: its longer rules leave room for fewer puzzles on the first page.)
	for _, o := range []sheet.Options{cases[0], cases[4], cases[8]} {
		o.Language = "fr"
		t.Run(fmt.Sprintf("%s-%s-%d-%s", o.Code, o.Game, o.Count, o.Paper), func(t *testing.T) {
			s, err := sheet.New(o)
			if err != nil {
				t.Fatal(err)
			}
			tab.Open(frenchURL(t, "teach/index.html") + query(o))
			printed := browsertest.Run(tab, chromedp.PrintToPDF(pdf.Options(o.Paper)...))
			sheetcheck.Printed(t, printed, s.Doc(), o.Paper)
		})
	}
}

// TestCSVColumns: every catalogue names the CSV's 14 columns (teach.csv_columns, split at
// its commas by teach.js), none empty.
func TestCSVColumns(t *testing.T) {
	langs, err := i18n.Languages(templates.FS)
	if err != nil || len(langs) < 2 {
		t.Fatalf("languages %v: %v", langs, err)
	}
	for _, l := range langs {
		c, err := i18n.For(templates.FS, l)
		if err != nil {
			t.Fatal(err)
		}
		cols := strings.Split(c.T("teach.csv_columns"), ",")
		if len(cols) != 14 || slices.Contains(cols, "") {
			t.Errorf("%s: the CSV's columns are %q, want 14 names", l, cols)
		}
	}
}
