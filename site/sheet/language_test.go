package sheet_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/sheet"
)

// TestFrenchSheet checks a French sheet's words: its title, lang, the operator table by the
// French names of the court cards, halves written 7,5; and the same puzzles as in English.
func TestFrenchSheet(t *testing.T) {
	opts := sheet.Options{Game: sheet.Mixed, Count: 12, Code: "CM1-Lyon", Language: "fr"}
	fr := mustNew(t, opts)
	opts.Language = ""
	en := mustNew(t, opts)
	for i := range en.Items {
		a, b := en.Items[i], fr.Items[i]
		if (a.Ops == nil) != (b.Ops == nil) || a.Ops != nil && a.Ops.Start != b.Ops.Start || a.TwoOps != nil && a.TwoOps.Best != b.TwoOps.Best {
			t.Fatalf("puzzle %d differs between the English and the French sheet", i+1)
		}
	}
	h := string(mustHTML(t, fr))
	for _, want := range []string{`<html lang="fr">`, "<title>Fiche d’Ops et de Two Ops · CM1-Lyon</title>", "<th>Roi (K)</th>", "<th>Dame (Q)</th>", "<th>Valet (J)</th>",
		"Code de classe CM1-Lyon · 12 énigmes", "Corrigé", "<span>Nom</span>"} {
		if !strings.Contains(h, want) {
			t.Errorf("the French sheet lacks %q", want)
		}
	}
	for _, gone := range []string{"Answer key", "Class code", "<span>Name</span>", "Solve it in", " swaps.", "matches neither"} {
		if strings.Contains(h, gone) {
			t.Errorf("the French sheet still says %q", gone)
		}
	}
	// Halves are written with a comma (the style sheet above <main> has its own "2.5mm").
	_, body, _ := strings.Cut(h, "<main>")
	if regexp.MustCompile(`\d\.5`).MatchString(body) {
		t.Errorf("the French sheet writes a half with a point")
	}
	// A sheet of 40 hands has halves in its key: written 7,5.
	h = string(mustHTML(t, mustNew(t, sheet.Options{Game: sheet.TwoOps, Count: 40, Code: "CM1-Lyon", Language: "fr"})))
	_, body, _ = strings.Cut(h, "<main>")
	if regexp.MustCompile(`\d\.5`).MatchString(body) || !regexp.MustCompile(`\d,5`).MatchString(body) {
		t.Errorf("the French key of 40 hands does not write its halves 7,5")
	}
	// Each answer leaves out two of the six numbers: "non utilisés", plural, before them.
	card := `(?:10|[A2-9])[♠♥♦♣]`
	plural := regexp.MustCompile("\u202f; non utilisés\u00a0: " + card + ", " + card + `\.`)
	if n := len(plural.FindAllString(body, -1)); n != 40 {
		t.Errorf("%d of the 40 French answers say \"non utilisés\" before their two cards", n)
	}
	if strings.Contains(body, "non utilisé\u00a0:") {
		t.Errorf("a French answer says \"non utilisé\", singular, before two cards")
	}
	if _, err := sheet.New(sheet.Options{Game: sheet.Ops, Count: 1, Code: "x", Language: "xx"}); !errors.Is(err, sheet.ErrOptions) || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("an unknown language: %v", err)
	}
}
