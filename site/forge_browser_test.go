package site

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// A day's record written into storage by hand is believed only where a play of the day
// could have made it (OpsStats.fits): an Ops finish in fewer moves than the day's optimum
// and a Two Ops result better than its discard could reach are dropped, from the page and
// from storage, and the day can then be played and counted; a record that fits stands.
func TestBrowserForgedRecords(t *testing.T) {
	axe.Available(t)
	dir := buildSeed(t, "forge")
	rec, err := generator.Generate("forge", historyDay)
	if err != nil {
		t.Fatal(err)
	}
	day, opt, tw := historyDay.String(), rec.Ops.OptimalMoves, rec.TwoOps
	var kept int
	for _, d := range tw.Discards {
		if d.Card == tw.Advice {
			kept = d.Best.Halves()
		}
	}
	better := kept + 2
	if tw.Goal.Better(0, 1) {
		better = kept - 2
	}
	page := browsertest.FileURL(filepath.Join(dir, "daily", day, "index.html"))
	tab := visitor(t)
	tab.Open(page)
	tab.Wait(`document.readyState === 'complete'`)
	key := browsertest.Eval[string](tab, `OpsStats.here().prefix + 'days'`)
	store := func(entry string) {
		browsertest.Eval[bool](tab, `localStorage.setItem(`+browsertest.Quote(key)+`, `+browsertest.Quote(`{"v":1,"d":{"`+day+`":`+entry+`}}`)+`), true`)
		tab.Open(page)
		tab.Wait(`document.readyState === 'complete'`)
	}
	stored := func() string {
		return browsertest.Eval[string](tab, `JSON.stringify(JSON.parse(localStorage.getItem(`+browsertest.Quote(key)+`)).d[`+browsertest.Quote(day)+`] || null)`)
	}

	// Solved in no moves, "perfect", and a Two Ops result beyond the best of the discard.
	store(fmt.Sprintf(`{"o":{"m":0,"b":0,"h":0,"s":0,"n":1},"t":{"r":%d,"k":%d,"b":%d,"x":%q,"n":1}}`, better, kept, tw.Best.Halves(), tw.Advice.String()))
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "playing" {
		t.Errorf("a forged Ops finish in 0 moves (the optimum is %d): the board is %s, verdict %q", opt, got, tab.Text(".ops-verdict"))
	}
	if got := stored(); got != "null" {
		t.Errorf("the forged records are still stored: %s", got)
	}
	if got := stat(t, tab, "Days played"); got != "0" {
		t.Errorf("the forged day counts: %s days played", got)
	}
	// The day plays and counts as any other.
	playDay(t, tab, rec)
	if got := stat(t, tab, "Current streak"); got != "1" {
		t.Errorf("the day played after the forged records were dropped: streak %s, want 1", got)
	}
	if got := tab.Text("[data-ops] .play-share output"); !strings.Contains(got, fmt.Sprintf("best %d", opt)) {
		t.Errorf("the Ops share text after the play: %q", got)
	}
	axe.Check(tab, "the day played after a forged record")

	// A record that fits (two moves over the optimum; its final layout, the start, is not
	// provable: the record's solution is shown instead) stands.
	store(fmt.Sprintf(`{"o":{"m":%d,"b":%d,"h":0,"s":0,"n":1,"l":%q}}`, opt+2, opt, rec.Ops.Start))
	if got := tab.Attr("[data-ops-state]", "data-ops-state"); got != "solved" {
		t.Errorf("a record that fits the day is not shown: the board is %s", got)
	}
	if got := tab.Text(".ops-verdict"); !strings.Contains(got, fmt.Sprintf("%d moves", opt+2)) {
		t.Errorf("the verdict of a record of %d moves: %q", opt+2, got)
	}
	if got := browsertest.Eval[string](tab, `[...document.querySelectorAll('[data-ops-board] [data-pos]')].map(c => c.dataset.value).join('')`); got != rec.Ops.Result {
		t.Errorf("the board shows %s, want the record's solution %s", got, rec.Ops.Result)
	}
}
