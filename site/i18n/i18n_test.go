package i18n

import (
	"errors"
	"html/template"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/templates"
)

// catalog returns the embedded catalogue of lang, checked against English.
func catalog(t *testing.T, lang string) *Catalog {
	t.Helper()
	c, err := For(templates.FS, lang)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCatalogsComplete lists every key of the English catalogue missing from another
// language's, and checks each is complete by the rules For applies to a build.
func TestCatalogsComplete(t *testing.T) {
	langs, err := Languages(templates.FS)
	if err != nil {
		t.Fatal(err)
	}
	if len(langs) < 2 || langs[0] != "en" || langs[1] != "fr" {
		t.Fatalf("languages %v, want en and fr at least", langs)
	}
	ref, err := Load(templates.FS, Reference)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range langs {
		c, err := Load(templates.FS, lang)
		if err != nil {
			t.Fatal(err)
		}
		if miss := Missing(ref, c); len(miss) > 0 {
			t.Errorf("%s.toml lacks %d keys of en.toml:\n  %s", lang, len(miss), strings.Join(miss, "\n  "))
		}
		if extra := Missing(c, ref); len(extra) > 0 {
			t.Errorf("%s.toml has %d keys en.toml does not (misspelt or left over):\n  %s", lang, len(extra), strings.Join(extra, "\n  "))
		}
		if err := Check(ref, c); err != nil {
			t.Error(err)
		}
	}
}

// TestPlural checks the categories of the catalogues' rules against the samples of CLDR's
// plurals.xml (cldr-json/plurals.json, version 46) for English and French.
func TestPlural(t *testing.T) {
	samples := map[string]map[string][]string{
		"en": {
			"one":   {"1"},
			"other": {"0", "2", "3", "16", "100", "1000", "10000", "100000", "1000000", "0.0", "1.0", "1.5", "0.1", "10.0", "7.5"},
		},
		"fr": {
			"one":   {"0", "1", "0.0", "0.5", "1.0", "1.5"},
			"many":  {"1000000", "2000000", "3000000"},
			"other": {"2", "3", "17", "100", "1000", "10000", "100000", "2.0", "3.5", "7.5", "10.0", "100.0", "1000000.0"},
		},
	}
	for lang, cats := range samples {
		c := catalog(t, lang)
		for want, nums := range cats {
			for _, n := range nums {
				got, err := c.Plural(n)
				if err != nil || got != want {
					t.Errorf("%s: %s is %q (%v), want %q", lang, n, got, err, want)
				}
			}
		}
		// Go numbers: an int has no fraction digits; a float64 is written as short as it can be.
		for _, tc := range []struct {
			n    any
			want map[string]string
		}{
			{1, map[string]string{"en": "one", "fr": "one"}},
			{0, map[string]string{"en": "other", "fr": "one"}},
			{2, map[string]string{"en": "other", "fr": "other"}},
			{-1, map[string]string{"en": "one", "fr": "one"}},
			{1.5, map[string]string{"en": "other", "fr": "one"}},
			{2.5, map[string]string{"en": "other", "fr": "other"}},
		} {
			if got, _ := c.Plural(tc.n); got != tc.want[lang] {
				t.Errorf("%s: %v is %q, want %q", lang, tc.n, got, tc.want[lang])
			}
		}
	}
}

// TestPluralMessage checks a message's forms as a reader expects them: French "0 carte,
// 1 carte, 2 cartes", English "0 cards, 1 card, 2 cards", the many form falling back to
// other.
func TestPluralMessage(t *testing.T) {
	fsys := testFS(map[string]string{
		"en": "[messages.cards]\none = \"{count} card\"\nother = \"{count} cards\"\n",
		"fr": "[messages.cards]\none = \"{count} carte\"\nother = \"{count} cartes\"\n",
	})
	want := map[string][]string{
		"en": {"0 cards", "1 card", "2 cards", "1.5 cards", "1000000 cards"},
		"fr": {"0 carte", "1 carte", "2 cartes", "1,5 carte", "1 000 000 cartes"},
	}
	for lang, w := range want {
		c, err := For(fsys, lang)
		if err != nil {
			t.Fatal(err)
		}
		for i, n := range []any{0, 1, 2, 1.5, 1000000} {
			if got, err := c.Msg("cards", "count", n); err != nil || got != w[i] {
				t.Errorf("%s: cards %v = %q (%v), want %q", lang, n, got, err, w[i])
			}
		}
	}
}

// testFS is a file system of catalogues: the embedded English and French ones with the
// messages of extra (TOML of [messages] tables) added to each.
func testFS(extra map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for _, lang := range []string{"en", "fr"} {
		raw, err := fs.ReadFile(templates.FS, Dir+"/"+lang+".toml")
		if err != nil {
			panic(err)
		}
		fsys[Dir+"/"+lang+".toml"] = &fstest.MapFile{Data: append(raw, "\n"+extra[lang]...)}
	}
	return fsys
}

func TestNumber(t *testing.T) {
	en, fr := catalog(t, "en"), catalog(t, "fr")
	for _, tc := range []struct {
		n      any
		en, fr string
	}{
		{7.5, "7.5", "7,5"},
		{-3, "−3", "−3"},
		{-0.5, "−0.5", "−0,5"},
		{0, "0", "0"},
		{1234, "1234", "1 234"},
		{12345, "12345", "12 345"},
		{1234567.25, "1234567.25", "1 234 567,25"},
		{999, "999", "999"},
	} {
		if got := en.Number(tc.n); got != tc.en {
			t.Errorf("en: %v is %q, want %q", tc.n, got, tc.en)
		}
		if got := fr.Number(tc.n); got != tc.fr {
			t.Errorf("fr: %v is %q, want %q", tc.n, got, tc.fr)
		}
	}
}

func TestDate(t *testing.T) {
	en, fr := catalog(t, "en"), catalog(t, "fr")
	for _, tc := range []struct {
		y      int
		m      time.Month
		d      int
		en, fr string
	}{
		{2026, time.December, 1, "Tuesday 1 December 2026", "mardi 1er décembre 2026"},
		{2026, time.December, 2, "Wednesday 2 December 2026", "mercredi 2 décembre 2026"},
		{2026, time.November, 29, "Sunday 29 November 2026", "dimanche 29 novembre 2026"},
		{2027, time.February, 1, "Monday 1 February 2027", "lundi 1er février 2027"},
		{2028, time.August, 21, "Monday 21 August 2028", "lundi 21 août 2028"},
	} {
		// The weekdays of the table, checked by the standard library.
		if wd := time.Date(tc.y, tc.m, tc.d, 12, 0, 0, 0, time.UTC).Weekday(); !strings.HasPrefix(tc.en, wd.String()) {
			t.Fatalf("bad table: %d-%d-%d is a %s", tc.y, tc.m, tc.d, wd)
		}
		d := generator.MakeDate(tc.y, tc.m, tc.d)
		if got := en.Date(d); got != tc.en {
			t.Errorf("en: %s is %q, want %q", d, got, tc.en)
		}
		if got := fr.Date(d); got != tc.fr {
			t.Errorf("fr: %s is %q, want %q", d, got, tc.fr)
		}
	}
	if got := fr.MonthYear(2026, time.August); got != "août 2026" {
		t.Errorf("fr month: %q", got)
	}
	if got := en.WeekdayShort(time.Monday); got != "Mo" {
		t.Errorf("en Monday: %q", got)
	}
}

// TestCards checks the French names of the cards: the court cards keep their operators by
// rank (K = Roi, Q = Dame, J = Valet).
func TestCards(t *testing.T) {
	en, fr := catalog(t, "en"), catalog(t, "fr")
	for _, tc := range []struct{ rank, suit, en, fr string }{
		{"K", "H", "king of hearts", "Roi de cœur"},
		{"Q", "S", "queen of spades", "Dame de pique"},
		{"J", "D", "jack of diamonds", "Valet de carreau"},
		{"A", "C", "ace of clubs", "As de trèfle"},
		{"10", "H", "10 of hearts", "10 de cœur"},
	} {
		if got := en.Card(tc.rank, tc.suit); got != tc.en {
			t.Errorf("en: %s%s is %q, want %q", tc.rank, tc.suit, got, tc.en)
		}
		if got := fr.Card(tc.rank, tc.suit); got != tc.fr {
			t.Errorf("fr: %s%s is %q, want %q", tc.rank, tc.suit, got, tc.fr)
		}
	}
}

func TestMsg(t *testing.T) {
	fsys := testFS(map[string]string{
		"en": "[messages.t]\nhello = \"Hello {name}, {{literal}}\"\n",
		"fr": "[messages.t]\nhello = \"Bonjour {name}, {{littéral}}\"\n",
	})
	c, err := For(fsys, "fr-CA")
	if err != nil {
		t.Fatal(err)
	}
	if c.Lang != "fr" {
		t.Errorf("fr-CA takes the catalogue %q, want fr", c.Lang)
	}
	if got, err := c.Msg("t.hello", "name", "Zoé"); err != nil || got != "Bonjour Zoé, {littéral}" {
		t.Errorf("got %q, %v", got, err)
	}
	for _, tc := range []struct {
		key  string
		args []any
		want string
	}{
		{"t.nope", nil, `no message "t.nope"`},
		{"t.hello", nil, "no value for {name}"},
		{"t.hello", []any{"name"}, "pairs"},
	} {
		if _, err := c.Msg(tc.key, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v: error %v, want %q", tc.key, tc.args, err, tc.want)
		}
	}
}

// TestIncomplete checks that a catalogue lacking keys is refused with every missing key
// named on one line, and the other mistakes a translator can make.
func TestIncomplete(t *testing.T) {
	fsys := testFS(nil)
	fsys[Dir+"/xx.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys[Dir+"/fr.toml"].Data), `heading = "Page introuvable"`, "", 1) +
		"\n[messages.extra]\nx = \"y\"\n")}
	delete(fsys, Dir+"/fr.toml")
	fsys[Dir+"/fr.toml"] = &fstest.MapFile{Data: []byte("[language]\nname = \"Français\"\n")}
	_, err := For(fsys, "xx")
	if !errors.Is(err, ErrIncomplete) || !strings.Contains(err.Error(), "notfound.heading") || strings.Contains(err.Error(), "\n") {
		t.Errorf("xx: %v, want the missing key notfound.heading on one line", err)
	}
	_, err = For(fsys, "fr")
	if !errors.Is(err, ErrIncomplete) || !strings.Contains(err.Error(), "date.months") || !strings.Contains(err.Error(), "number.decimal") {
		t.Errorf("fr: %v, want date.months and number.decimal named", err)
	}
	if _, err := For(fsys, "de"); !errors.Is(err, ErrNoLanguage) || !strings.Contains(err.Error(), "en, fr, xx") {
		t.Errorf("de: %v, want the languages named", err)
	}
	for name, tc := range map[string]struct{ old, new, want string }{
		"placeholder": {`title = "Tous les jours de {year}"`, `title = "Jours de {annee}"`, "placeholder {annee}"},
		"plural":      {`entry = "Énigmes du {date}"`, `entry = { one = "x", other = "y" }`, "plural forms"},
		"rule":        {`one = "i = 0,1"`, `one = "i == 1"`, "plural.one"},
		"category":    {`many = "e = 0`, `some = "i = 1"` + "\n#", "plural.some"},
		"unknown":     {"[messages]\n", "[colour]\nred = \"rouge\"\n[messages]\n", "unknown key colour"},
		"months":      {`months = ["janvier", "février", "mars"`, `months = ["janvier"] #`, "date.months: 1 names, want 12"},
		"markup":      {`feed = "Flux"`, `feed = "Flux <b>"`, "holds <, > or &"},
	} {
		fs2 := testFS(nil)
		src := string(fs2[Dir+"/fr.toml"].Data)
		if !strings.Contains(src, tc.old) {
			t.Fatalf("%s: no %q in fr.toml", name, tc.old)
		}
		fs2[Dir+"/fr.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(src, tc.old, tc.new, 1))}
		_, err := For(fs2, "fr")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", name, err, tc.want)
		}
	}
}

func TestShortDate(t *testing.T) {
	en, fr := catalog(t, "en"), catalog(t, "fr")
	for _, tc := range []struct {
		d      generator.Date
		en, fr string
	}{
		{generator.MakeDate(2026, 11, 28), "Sat 28 Nov", "sam. 28 nov."},
		{generator.MakeDate(2027, 2, 1), "Mon 1 Feb", "lun. 1er févr."},
		{generator.MakeDate(2026, 8, 15), "Sat 15 Aug", "sam. 15 août"},
	} {
		if got := en.ShortDate(tc.d); got != tc.en {
			t.Errorf("en: %s is %q, want %q", tc.d, got, tc.en)
		}
		if got := fr.ShortDate(tc.d); got != tc.fr {
			t.Errorf("fr: %s is %q, want %q", tc.d, got, tc.fr)
		}
	}
}

// TestHTML checks the template function T: the message's text as it is, its values
// escaped as html/template escapes {{.}}, numbers in the language's way.
func TestHTML(t *testing.T) {
	fsys := testFS(map[string]string{
		"en": "[messages.t]\nv = \"Value: {v}, n = {n} (+1)\"\n",
		"fr": "[messages.t]\nv = \"Valeur : {v}, n = {n} (+1)\"\n",
	})
	en, _ := For(fsys, "en")
	fr, _ := For(fsys, "fr")
	if got, err := en.HTML("t.v", "v", `<b>"R&D" + 'x'</b>`, "n", -2.5); err != nil || got != `Value: &lt;b&gt;&#34;R&amp;D&#34; &#43; &#39;x&#39;&lt;/b&gt;, n = −2.5 (+1)` {
		t.Errorf("en: %q, %v", got, err)
	}
	if got, _ := fr.HTML("t.v", "v", "x", "n", -2.5); got != "Valeur : x, n = −2,5 (+1)" {
		t.Errorf("fr: %q", got)
	}
}

// TestUnescaped checks unescaped against html/template itself: a string it calls so
// is written as it is by {{.}} in text, for every rune, and every byte that is no UTF-8
// (the engine escapes rune by rune, so what holds of each holds of a string of them);
// and a string of each character it does not call so is escaped.
func TestUnescaped(t *testing.T) {
	dot := template.Must(template.New("").Parse("{{.}}"))
	check := func(s string) {
		var b strings.Builder
		if err := dot.Execute(&b, s); err != nil {
			t.Fatal(err)
		}
		if unescaped(s) && b.String() != s {
			t.Errorf("%q is called unescaped but {{.}} writes %q", s, b.String())
		}
		if !unescaped(s) && b.String() == s {
			t.Errorf("%q is not called unescaped but {{.}} writes it as it is", s)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		check(string(r))
	}
	for c := 0x80; c <= 0xff; c++ {
		check(string([]byte{byte(c)}))
	}
	check("Sunday 29 November 2026, −7,5\u00a0: le 7 de pique")
}

// TestExplain checks the English wording of every Two Ops operation against the engine's
// own English (the command line's), and French examples worked by hand.
func TestExplain(t *testing.T) {
	en, fr := catalog(t, "en"), catalog(t, "fr")
	deck := puzzles.Deck()
	for _, op := range deck {
		if !op.Rank.Court() {
			continue
		}
		for _, a := range deck {
			for _, b := range deck {
				if !a.Pip() || !b.Pip() {
					continue
				}
				e := twoops.Explains(op, a, b)
				if got, err := en.Explain(e); err != nil || got != e.String() {
					t.Fatalf("%v %v %v: %q (%v), want %q", op, a, b, got, err, e.String())
				}
			}
		}
	}
	cards := func(s string) []puzzles.Card {
		cs, err := puzzles.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	for _, tc := range []struct{ cards, want string }{
		{"KS 9H 4D", "K♠ avec 9♥ et 4♦ : l’opérateur n’est de la couleur d’aucun des deux, donc la moyenne, (9 + 4) ÷ 2 = 6,5"},
		{"KS 8S 3H", "K♠ avec 8♠ et 3♥ : l’opérateur n’est de la couleur que de 8♠, donc l’autre moins lui, 3 − 8 = −5"},
		{"JH 9H 3C", "J♥ avec 9♥ et 3♣ : l’opérateur n’est de la couleur que de 9♥, donc sa valeur compte et 3♣ est ignoré : 9"},
	} {
		c := cards(tc.cards)
		got, err := fr.Explain(twoops.Explains(c[0], c[1], c[2]))
		// The catalogue's French spaces: no-break before ":".
		got = strings.ReplaceAll(got, "\u00a0", " ")
		if err != nil || got != tc.want {
			t.Errorf("%s: %q (%v), want %q", tc.cards, got, err, tc.want)
		}
	}
}

// TestFrenchSpaces: in French a no-break space (or a narrow one) comes before : ; ? and !,
// so that a line never starts with the sign; every message and every plural form keeps it.
func TestFrenchSpaces(t *testing.T) {
	fr := catalog(t, "fr")
	for key, m := range fr.msgs {
		texts := []string{m.text}
		for _, f := range m.forms {
			texts = append(texts, f)
		}
		for _, s := range texts {
			for i, r := range s {
				if strings.ContainsRune(":;?!", r) && i > 0 && s[i-1] == ' ' {
					t.Errorf("%s: a breaking space before %q in %q; write a no-break space (U+00A0)", key, r, s)
				}
			}
		}
	}
}

// TestErrorsDeterministic: a catalogue with several mistakes of one kind gets the same
// error every time, naming the first in order: not the one a map happened to give first.
func TestErrorsDeterministic(t *testing.T) {
	for name, tc := range map[string]struct{ old, new, want string }{
		"categories": {"[plural]\n", "[plural]\nzz = \"i = 7\"\nyy = \"i = 8\"\nxx = \"i = 9\"\n", "plural.xx: not a CLDR plural category"},
		"forms":      {`entry = "Énigmes du {date}"`, `entry = { other = "o", zz = "z", yy = "y", many = 3 }`, "messages.feed.entry.many:"},
	} {
		fsys := testFS(nil)
		src := string(fsys[Dir+"/fr.toml"].Data)
		if !strings.Contains(src, tc.old) {
			t.Fatalf("%s: no %q in fr.toml", name, tc.old)
		}
		fsys[Dir+"/fr.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(src, tc.old, tc.new, 1))}
		for range 30 {
			_, err := For(fsys, "fr")
			if err == nil || !strings.Contains(err.Error(), ": "+tc.want) {
				t.Fatalf("%s: error %v, want %q", name, err, tc.want)
			}
		}
	}
}
