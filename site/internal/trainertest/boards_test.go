package trainertest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// TestPracticeHintOnce presses Hint three times on the practice board's start, then
// solves it: one layout hinted is one hint (the README's rule), in the feedback the
// learner reads, which the session's report code is made from.
func TestPracticeHintOnce(t *testing.T) {
	tab := fresh(t, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")))
	for range 3 {
		tab.Click(`#ops [data-act="hint"]`)
	}
	solveOps(t, tab)
	if got := tab.Text(`[data-tr-feedback="ops"]`); !strings.Contains(got, " with 1 hint;") {
		t.Errorf("after Hint pressed three times on one layout the feedback says %q, want 1 hint", got)
	}
}

// TestPracticeShownFocus shows the Ops solution with the keyboard alone (Enter on "Show
// solution", Enter on the dialog's yes): once it has played, the focus is on the result,
// the practice's feedback (the board's own result box is hidden on this page), never fallen
// to the page, and Tab goes on from there to "Next puzzle".
func TestPracticeShownFocus(t *testing.T) {
	tab := fresh(t, browsertest.FileURL(filepath.Join(built(t), "practice", "index.html")))
	tab.Viewport(390, 844)
	tab.Focus(`#ops [data-act="show"]`)
	tab.Keys(kb.Enter)
	tab.Focus(`#ops dialog button[value="yes"]`)
	tab.Keys(kb.Enter)
	tab.Wait(`!document.querySelector('[data-tr-feedback="ops"]').hidden`)
	tab.WantFocus(`[data-tr-feedback="ops"]`, "after the shown solution")
	tab.Keys(kb.Tab)
	tab.WantFocus(`[data-tr-next="ops"]`, "Tab from the result:")
}
