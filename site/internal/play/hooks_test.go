package play

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestPageHooks holds the daily page to the README's "Page hooks", which people who
// automate or embed the page rely on across versions: every button hook [data-act] named
// there is on the page, the Share button's (copy) once a board is finished.
func TestPageHooks(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, hooks, _ := strings.Cut(string(readme), "\n### Page hooks\n")
	hooks, _, _ = strings.Cut(hooks, "\n#")
	_, buttons, ok := strings.Cut(hooks, "- Buttons: `[data-act]` is ")
	buttons, _, _ = strings.Cut(buttons, "\n- ")
	acts := regexp.MustCompile("`([a-z]+)`").FindAllStringSubmatch(buttons, -1)
	if !ok || len(acts) < 5 {
		t.Fatalf("the README's page hooks name no buttons: %q", buttons)
	}
	s := newSite(t, "2026-11-29")
	tab := browser.Tab(t)
	onDay(tab, s.rec.Date)
	tab.Open(s.http)
	solveByClicks(t, tab, s.rec)
	for _, a := range acts {
		if tab.Count(`[data-act="`+a[1]+`"]`) == 0 {
			t.Errorf("the README names the hook [data-act=%s], which the page with a finished board lacks", a[1])
		}
	}
	if got := tab.Text(`.ops [data-act="copy"]`); got != "Share" {
		t.Errorf("the Ops board's copy hook is %q, want the Share button", got)
	}
}
