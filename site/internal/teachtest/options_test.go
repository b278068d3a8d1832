package teachtest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// TestOptionsOfTheGame: an option that does not apply to the sheet's game is disabled in
// the form and left out of the command (swaps is Ops only, no modulo and no negative Two
// Ops only, the level for Ops alone with a number of swaps); and a sheet of exactly N swaps, whose Ops starts are of any level, is headed
// with its puzzles' levels, not the level asked for.
func TestOptionsOfTheGame(t *testing.T) {
	tab := browser.Tab(t)
	names := map[generator.Level]string{1: "gentle", 2: "easy", 3: "moderate", 4: "hard", 5: "fiendish"}
	for _, c := range []struct {
		query, disabled, notInCmd string
	}{
		{"?code=7B&game=twoops&level=&count=4&paper=a4&swaps=3", "#tc-swaps", "--swaps"},
		{"?code=7B&game=ops&level=&count=4&paper=a4&swaps=&nomod=1&noneg=1", "#tc-nomod", "--no-"},
		// Ops alone with a number of swaps: the level chooses nothing (the command would be
		// refused with both).
		{"?code=7B&game=ops&level=5&count=4&paper=a4&swaps=2", "#tc-level", "--difficulty"},
	} {
		tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")) + c.query)
		if !browsertest.Eval[bool](tab, fmt.Sprintf(`document.querySelector(%q).disabled`, c.disabled)) {
			t.Errorf("%s: %s is enabled", c.query, c.disabled)
		}
		if cmd := tab.Text("[data-tc-cmd]"); strings.Contains(cmd, c.notInCmd) {
			t.Errorf("%s: the command %q holds %s", c.query, cmd, c.notInCmd)
		}
	}
	// On a mixed sheet the level still chooses the Two Ops hands.
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")) + "?code=7B&game=mixed&level=5&count=4&paper=a4&swaps=2")
	if browsertest.Eval[bool](tab, `document.querySelector('#tc-level').disabled`) {
		t.Errorf("a mixed sheet of 2 swaps has its level disabled, which chooses its Two Ops hands")
	}
	if cmd := tab.Text("[data-tc-cmd]"); !strings.Contains(cmd, "--difficulty 5 --swaps 2") {
		t.Errorf("a mixed sheet of 2 swaps at level 5 has the command %q", cmd)
	}
	// Choosing a number of swaps for Ops alone disables the level at once.
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")) + "?code=7B&game=ops&level=5&count=4&paper=a4")
	if browsertest.Eval[bool](tab, `document.querySelector('#tc-level').disabled`) {
		t.Errorf("an Ops sheet with any number of swaps has its level disabled")
	}
	tab.Focus("#tc-swaps")
	tab.Keys(kb.ArrowDown)
	if !browsertest.Eval[bool](tab, `document.querySelector('#tc-level').disabled`) {
		t.Errorf("choosing %q swaps for an Ops sheet leaves its level enabled", browsertest.Eval[string](tab, `document.querySelector("#tc-swaps").value`))
	}
	o := sheet.Options{Code: "7B", Game: sheet.Ops, Level: generator.Fiendish, Count: 10, Swaps: 2, Paper: sheet.A4}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := s.Items[0].Level(), s.Items[0].Level()
	for _, it := range s.Items {
		lo, hi = min(lo, it.Level()), max(hi, it.Level())
	}
	want := fmt.Sprintf("levels %s to %s", names[lo], names[hi])
	if lo == hi {
		want = fmt.Sprintf("level %d of 5 (%s)", lo, names[lo])
	}
	for _, meta := range []string{s.Doc().Meta, func() string { tab.Open(teachURL(t, o)); return tab.Text(".sh header.top .meta") }()} {
		if !strings.Contains(meta, want) {
			t.Errorf("a sheet of 2 swaps at level 5, of puzzles of levels %d to %d, is headed %q, want %q", lo, hi, meta, want)
		}
	}
}
