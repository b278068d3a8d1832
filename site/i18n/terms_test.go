package i18n

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// texts returns a catalogue's messages by key, a plural table's forms each under its key.
func texts(t *testing.T, lang string) map[string][]string {
	t.Helper()
	c := catalog(t, lang)
	out := map[string][]string{}
	for key, m := range c.msgs {
		out[key] = append(out[key], m.text)
		for _, f := range m.forms {
			out[key] = append(out[key], f)
		}
	}
	return out
}

// TestFrenchOneWordPerIdea: in French « écart » names the blind discard only (the card
// set aside, or setting it aside), never the difference between the two operations (that
// is « différence ») or how far a result is short of the best (« manque »), so that one
// board never gives one word three meanings. Checked against the English reference: a
// French message with « écart » says "discard" in English, and one whose English speaks of
// a difference says « différence »; on the French rules pages likewise. And a report code
// is always « code de résultats », the practice page's as the assignment's, and a replay a
// « rejeu », the duel's as the match's.
func TestFrenchOneWordPerIdea(t *testing.T) {
	en, fr := texts(t, "en"), texts(t, "fr")
	ecart := regexp.MustCompile(`(?i)(^|[^\p{L}])écarts?([^\p{L}]|$)`)
	keys := make([]string, 0, len(fr))
	for k := range fr {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		e := strings.ToLower(strings.Join(en[k], " "))
		f := strings.Join(fr[k], " ")
		if ecart.MatchString(f) && !strings.Contains(e, "discard") {
			t.Errorf("%s: « écart » in %q, whose English %q is not about the discard", k, f, e)
		}
		if strings.Contains(e, "difference") && !strings.Contains(strings.ToLower(f), "différence") {
			t.Errorf("%s: the English speaks of a difference (%q) but the French says %q", k, e, f)
		}
		// A shared game or match played again: « rejeu » (or rejouer) on duel/ as on the
		// match page, never « relecture ».
		if strings.Contains(e, "replay") && strings.Contains(strings.ToLower(f), "relecture") {
			t.Errorf("%s: the English speaks of a replay (%q) but the French says « relecture » in %q, not « rejeu »", k, e, f)
		}
		// The code a student sends their teacher, from an assignment or a practice session:
		// « code de résultats » on every page (teach/ asks for it by that name).
		if strings.Contains(e, "report code") && !strings.Contains(strings.ToLower(f), "code de résultats") && !strings.Contains(strings.ToLower(f), "codes de résultats") {
			t.Errorf("%s: the English speaks of a report code (%q) but the French says %q, not « code de résultats »", k, e, f)
		}
	}
	pages, err := filepath.Glob(filepath.Join("..", "..", "templates", "rules", "fr", "*.md"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no French rules pages: %v", err)
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if ecart.MatchString(line) {
				t.Errorf("%s:%d: « écart » on a rules page, where the discard is « écarter » and the goal a « différence »: %q", p, i+1, line)
			}
		}
	}
}

// TestCurlyApostrophes: the words a visitor reads write the apostrophe ’, never the
// typewriter ' (U+0027): every message of the English and French catalogues and the rules
// pages.
func TestCurlyApostrophes(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		msgs := texts(t, lang)
		keys := make([]string, 0, len(msgs))
		for k := range msgs {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if lang == "en" && k == "duelday.why_own_suit" {
				continue // the duel engine's own English (puzzles/duel), compared byte for byte
			}
			for _, s := range msgs[k] {
				if strings.Contains(s, "'") {
					t.Errorf("%s %s: a straight apostrophe in %q; write ’", lang, k, s)
				}
			}
		}
	}
	pages, _ := filepath.Glob(filepath.Join("..", "..", "templates", "rules", "*.md"))
	fr, _ := filepath.Glob(filepath.Join("..", "..", "templates", "rules", "fr", "*.md"))
	for _, p := range append(pages, fr...) {
		if filepath.Base(p) == "reference.md" { // the engines' reference, not a page
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if strings.Contains(line, "'") {
				t.Errorf("%s:%d: a straight apostrophe in %q; write ’", p, i+1, line)
			}
		}
	}
}
