package trainertest

import (
	"path/filepath"
	"strings"
	"testing"

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
