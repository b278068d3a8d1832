package site

import (
	"context"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// confirmText is the text of the Ops board's confirmation before it shows a solution.
var confirmText = regexp.MustCompile(`<p id="ops-confirm">([^<]*)</p>`)

// TestSolutionConfirmation: the question asked before a solution is shown says what it
// costs where the board is. On a daily page (and the home page) the day no longer counts
// for the streak; in practice and on an assignment there is no day and no streak, and the
// puzzle no longer counts as a success. In English and in French.
func TestSolutionConfirmation(t *testing.T) {
	day := "Show a solution? It plays the best swaps from here, and the day no longer counts for your streak."
	puzzle := "Show a solution? It plays the best swaps from here, and the puzzle no longer counts as a success."
	jour := "Voir une solution\u00a0? Elle joue d’ici les meilleurs échanges, et le jour ne compte plus pour votre série."
	enigme := "Voir une solution\u00a0? Elle joue d’ici les meilleurs échanges, et l’énigme ne compte plus comme un succès."
	out := filepath.Join(t.TempDir(), "public")
	opts := testOptions(out, "")
	opts.Languages = []string{"en", "fr"}
	if _, err := Build(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ page, want string }{
		{"en/index.html", day},
		{"en/daily/" + testToday.String() + "/index.html", day},
		{"en/practice/index.html", puzzle},
		{"en/teach/play/index.html", puzzle},
		{"fr/index.html", jour},
		{"fr/daily/" + testToday.String() + "/index.html", jour},
		{"fr/practice/index.html", enigme},
		{"fr/teach/play/index.html", enigme},
	} {
		b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(c.page)))
		if err != nil {
			t.Fatal(err)
		}
		m := confirmText.FindAllSubmatch(b, -1)
		if len(m) != 1 {
			t.Errorf("%s: %d confirmations of the Ops board, want 1", c.page, len(m))
			continue
		}
		if got := html.UnescapeString(string(m[0][1])); got != c.want {
			t.Errorf("%s asks %q before a solution, want %q", c.page, got, c.want)
		}
	}
}
