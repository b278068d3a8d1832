package trainertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/site/internal/browsertest"
)

// Whatever is stored under the practice page's key (invalid JSON, wrong types, huge and
// negative numbers, levels out of range, missing fields, a megabyte string), the page
// raises no exception, the boards start at a valid level and play to the end, and the key
// is rewritten valid.
func TestPracticeCorruptStorage(t *testing.T) {
	url := browsertest.FileURL(filepath.Join(built(t), "practice", "index.html"))
	for i, bad := range []string{
		`{`, `null`, `42`, `"x"`, `[]`, `{}`,
		`{"seed":"abc","ops":{"level":9,"streak":0,"seen":[0,0,0,0,0]},"two":{"level":-2}}`,
		`{"seed":"abc","ops":{"level":1e308,"streak":-1,"seen":[1e308,0,0,0,"x"],"played":-5,"good":9},"two":null}`,
		`{"seed":{"x":1},"ops":{"level":"3","seen":"00000"},"two":{"level":2.5,"seen":[0,0,0]}}`,
		`{"seed":"` + strings.Repeat("s", 1<<20) + `","ops":{"level":2},"two":{"level":5,"seen":[0,0,0,0,3]}}`,
		strings.Repeat("z", 1<<20),
		// An Ops puzzle kept with hints of no layout; a Two Ops discard kept that is no card, or
		// not one of the deal's (a king is an operator).
		`{"ops":{"open":{"p":"x","l":["12"]}}}`, `{"ops":{"open":{"p":7,"l":[]}}}`, `{"ops":{"open":{"p":"x","l":"123456789"}}}`, `{"ops":{"open":[1]}}`,
		`{"two":{"open":"ZZ"}}`, `{"two":{"open":"KS"}}`, `{"two":{"open":{"x":1}}}`, `{"two":{"open":"` + strings.Repeat("7", 1<<20) + `"}}`,
	} {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			tab := fresh(t, url)
			browsertest.Eval[bool](tab, `localStorage.setItem(OpsStats.here().key.replace(/days$/, 'practice:self'), `+browsertest.Quote(bad)+`), true`)
			tab.Open(url)
			tab.Wait(`document.readyState === 'complete'`)
			for _, game := range []string{"ops", "two"} {
				if l := level(tab, game); len(l) != 1 || l < "1" || l > "5" {
					t.Errorf("%s level %q", game, l)
				}
			}
			if n := tab.Count(`#twoops .to-hand:not([hidden]) [data-card]`); n != 6 {
				t.Errorf("the Two Ops board starts with %d cards to discard from, want 6", n)
			}
			solveOps(t, tab)
			stored := browsertest.Eval[string](tab, `(() => { const s = JSON.parse(localStorage.getItem(OpsStats.here().key.replace(/days$/, 'practice:self')));
				return [s.ops.level, s.two.level].join(' ') + ' ' + s.ops.seen.length + ' ' + s.seed.length; })()`)
			var ol, tl, seen, seed int
			if _, err := fmt.Sscan(stored, &ol, &tl, &seen, &seed); err != nil || ol < 1 || ol > 5 || tl < 1 || tl > 5 || seen != 5 || seed > 30 {
				t.Errorf("stored progress %q (%v)", stored, err)
			}
		})
	}
}
