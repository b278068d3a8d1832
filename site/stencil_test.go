package site

import (
	"bytes"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
)

// TestDailyStencil checks that every daily page written from a stencil is byte for byte
// the page the "daily" template writes, over days of every suit, with duels of both kinds,
// with and without a base URL, the first and last days (no previous or next day)
// included; and that a day whose text an escaper would change is executed, escaped,
// instead.
func TestDailyStencil(t *testing.T) {
	from, to := generator.MakeDate(2027, 1, 1), generator.MakeDate(2027, 1, 20)
	recs, err := generator.Range(generator.DefaultSeed, from, to)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := parsedTemplates()
	if err != nil {
		t.Fatal(err)
	}
	for _, base := range []string{"", "https://example.org/ops/"} {
		s, err := newSite(Options{Out: "unused", From: from, To: to, Today: to}, base, recs)
		if err != nil {
			t.Fatal(err)
		}
		pages, err := dailyPages(s)
		if err != nil {
			t.Fatal(err)
		}
		winIn := map[int]bool{}
		for i, p := range pages {
			data, err := p.data()
			if err != nil {
				t.Fatal(err)
			}
			var want, got bytes.Buffer
			if err := tm.ExecuteTemplate(&want, "daily", data); err != nil {
				t.Fatal(err)
			}
			if err := p.render(tm, &got); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Fatalf("base %q: %s from its stencil differs from the executed page", base, p.path)
			}
			if _, ok := dayValues(data.(*dayPage)); !ok {
				t.Errorf("%s was not written from a stencil", p.path)
			}
			if d := recs[i].Duel; d != nil {
				winIn[d.WinIn] = true
			}
		}
		if !winIn[1] || !winIn[2] {
			t.Fatalf("duels winning in %v moves: the test needs both kinds", winIn)
		}
	}

	// A title with markup characters: executed, so escaped.
	s, err := newSite(Options{Out: "unused", From: from, To: to, Today: to}, "", recs)
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.day(3, "daily/"+recs[3].Date.String()+"/index.html", "daily", `Fish & "chips" <b>`)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := s.stencils.execute(tm, &got, p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.String(), "<title>Fish &amp; &#34;chips&#34; &lt;b&gt;</title>") {
		t.Errorf("a title with markup characters is not escaped: %.300s", got.String())
	}
}
