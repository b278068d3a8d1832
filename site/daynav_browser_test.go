package site

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestBrowserDayLinksSayWhatTheyShow: the day navigation's links are named beginning with
// the words they show (WCAG 2.5.3, label in name), so that a voice-control user who says
// "click Mon 4 Mar" finds the link, and then say the whole date for a screen reader; in
// English and in French.
func TestBrowserDayLinksSayWhatTheyShow(t *testing.T) {
	for _, c := range []struct {
		lang                string
		prevShown, prevName string
		nextShown, nextName string
	}{
		{"en", "← Sun 4 Mar", "Sun 4 Mar, previous day: Sunday 4 March 2040", "Tue 6 Mar →", "Tue 6 Mar, next day: Tuesday 6 March 2040"},
		{"fr", "← dim. 4 mars", "dim. 4 mars, jour précédent\u00a0: dimanche 4 mars 2040", "mar. 6 mars →", "mar. 6 mars, jour suivant\u00a0: mardi 6 mars 2040"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "public")
			if _, err := Build(context.Background(), Options{Out: out, From: farFrom, To: farTo, Today: farToday, Operator: Operator{Language: c.lang}}); err != nil {
				t.Fatal(err)
			}
			tab := browser.Tab(t)
			tab.Open(browsertest.FileURL(filepath.Join(out, "daily", "2040-03-05", "index.html")))
			for _, l := range []struct{ sel, shown, name string }{
				{`.daynav a[rel="prev"]`, c.prevShown, c.prevName},
				{`.daynav a[rel="next"]`, c.nextShown, c.nextName},
			} {
				if got := strings.TrimSpace(tab.Text(l.sel)); got != l.shown {
					t.Errorf("%s shows %q, want %q", l.sel, got, l.shown)
				}
				if got := tab.Name(l.sel); got != l.name {
					t.Errorf("%s is named %q, want %q (beginning with the words shown)", l.sel, got, l.name)
				}
			}
		})
	}
}
