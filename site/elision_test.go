package site

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
)

// metaDescription is a page's description, which search results and link previews show.
var metaDescription = regexp.MustCompile(`<meta name="description" content="([^"]*)">`)

// TestFrenchSiteName: the French messages that name the site put its name where no article
// or preposition must agree with it, so that "opsdaily" (a vowel) is never written "de
// opsdaily", which French elides (d’opsdaily), and a name beginning with a consonant reads
// as well: the archive's and the printed month's descriptions.
func TestFrenchSiteName(t *testing.T) {
	out := buildDays(t, "fr", generator.MakeDate(2026, 11, 28), generator.MakeDate(2026, 12, 2))
	for page, want := range map[string]string{
		"archive/index.html":       "opsdaily\u00a0: le calendrier des énigmes de 2026, avec la difficulté de chaque jour.",
		"archive/2026/index.html":  "opsdaily\u00a0: le calendrier des énigmes de 2026, avec la difficulté de chaque jour.",
		"print/2026-11/index.html": "opsdaily\u00a0: les énigmes du jour en novembre 2026, sur papier, avec le corrigé.",
	} {
		b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(page)))
		if err != nil {
			t.Fatal(err)
		}
		m := metaDescription.FindSubmatch(b)
		if m == nil {
			t.Errorf("%s: no description", page)
		} else if got := html.UnescapeString(string(m[1])); got != want {
			t.Errorf("%s is described %q, want %q", page, got, want)
		}
	}
}

// TestFrenchMonthElision: a printed month's page names its month after "en" or a colon,
// never after "de", so that April, August and October read as French writes them: not
// "de août 2026" (d’août), in its title, description, note and sheets.
func TestFrenchMonthElision(t *testing.T) {
	out := buildDays(t, "fr", generator.MakeDate(2026, 7, 30), generator.MakeDate(2026, 8, 2))
	b, err := os.ReadFile(filepath.Join(out, "print", "2026-08", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := html.UnescapeString(string(b))
	for _, want := range []string{
		"<title>Énigmes à imprimer\u00a0: août 2026 · opsdaily</title>",
		`<meta name="description" content="opsdaily` + "\u00a0" + `: les énigmes du jour en août 2026, sur papier, avec le corrigé.">`,
		"Les énigmes du jour en août 2026, prêtes à imprimer sur papier A4 ou Letter\u00a0: ",
		"Les énigmes du jour en août 2026\u00a0: 2 jours, une réussite d’Ops et une main de Two Ops chacun",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("print/2026-08 does not say %q", want)
		}
	}
	if m := regexp.MustCompile(`\bde (avril|août|octobre)`).FindString(page); m != "" {
		t.Errorf("print/2026-08 writes %q, which French elides", m)
	}
}

// TestFrenchHomeSentence: the home page's line under its heading begins a sentence with the
// day, so the day is capitalised there, "Vendredi 4 décembre 2026.", though French writes a
// weekday in lower case inside a sentence (the daily pages' "Énigmes du vendredi …").
func TestFrenchHomeSentence(t *testing.T) {
	day := generator.MakeDate(2026, 12, 4)
	out := buildDays(t, "fr", day.Add(-2), day)
	b, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<p class="sub">([^<]*)</p>`).FindSubmatch(b)
	if want := "Vendredi 4 décembre 2026. Une réussite d’Ops et une main de Two Ops pour tous."; m == nil || html.UnescapeString(string(m[1])) != want {
		t.Errorf("the home page's line reads %q, want %q", m, want)
	}
}
