package trainertest

import (
	"fmt"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/live"
)

// played is a round of a match as the page showed it: the people's six number cards as
// dealt (in order), every player's row of the results, the goal and the goal card.
type played struct {
	six      [][]puzzles.Card
	rows     []resultRow
	goal     twoops.Goal
	goalCard puzzles.Card
}

// symbol writes a card as the page shows it, like 7♠.
func symbol(c puzzles.Card) string { return c.Rank.String() + c.Suit.Symbol() }

// shownCard is a card as the page shows it: 7♠, 10♥, K♣.
var shownCard = regexp.MustCompile(`(10|[2-9AJQK])[♠♥♦♣]`)

// spoken returns what a screen reader is told for the text shown: each card by its name
// (puzzles.Card.Name, "7 of spades"), since "7♠" is read as "7 black spade suit".
func spoken(t *testing.T, shown string) string {
	t.Helper()
	return shownCard.ReplaceAllStringFunc(shown, func(s string) string { return card(t, s).Name() })
}

// noSigns fails t for every live message that writes a card with its suit sign.
func noSigns(t *testing.T, msgs []string) {
	t.Helper()
	for i, m := range msgs {
		if strings.ContainsAny(m, "♠♥♦♣") {
			t.Errorf("live message %d writes a card with its suit sign: %q", i, m)
		}
	}
}

// decodeLink reads a match replay link as the README documents it, independently of the
// page: #match=1.SEED.ROUND..., each round six digits a player (the discard's index among
// the six numbers dealt, the indexes of operation 1's two numbers and operation 2's, the
// index of operation 1's operator among the two dealt).
func decodeLink(t *testing.T, link string) (seed string, rounds [][][6]int) {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	f, ok := strings.CutPrefix(u.Fragment, "match=")
	parts := strings.Split(f, ".")
	if !ok || len(parts) < 3 || parts[0] != "1" {
		t.Fatalf("the share link %q is not #match=1.SEED.ROUND...", link)
	}
	for _, r := range parts[2:] {
		if len(r)%6 != 0 {
			t.Fatalf("round %q of the link is not six digits a player", r)
		}
		var plays [][6]int
		for i := 0; i < len(r); i += 6 {
			var g [6]int
			for j := range 6 {
				g[j] = int(r[i+j] - '0')
			}
			plays = append(plays, g)
		}
		rounds = append(rounds, plays)
	}
	return parts[1], rounds
}

// checkReplay checks the replay link of a finished match of the players names to target
// (seed, the rounds as they were played and shown): the link holds every player's discard
// and plays; opened in a fresh browser profile it replays, step by step with Next (clicked
// and by keyboard) and Previous, every discard, then every player's operations, with the
// values, points and totals of the engine (twoops.Operate, Goal.Combine, Match); and
// damaged links give a clear message and a new match, never a broken page.
func checkReplay(t *testing.T, link, seed string, names []string, target int, rounds []played) {
	t.Helper()
	P := len(names)
	checkLink(t, link, seed, names, rounds)
	tab := fresh(t, link)
	tab.Viewport(390, 844)
	live.Record(tab)
	replayOpens(t, tab, P, target, len(rounds))
	m, err := twoops.NewMatch(P, target)
	if err != nil {
		t.Fatal(err)
	}
	step := 0
	next := func() {
		t.Helper()
		step++
		if step%2 == 0 { // by keyboard: the focus stays on Next, Enter steps on
			tab.Focus(`[data-tr-fwd]`)
			tab.Keys(kb.Enter)
		} else {
			tab.Click(`[data-tr-fwd]`)
		}
		tab.Wait(fmt.Sprintf(`document.querySelector('.tr-match').getAttribute('data-tr-replay-step') === '%d'`, step))
		// Said as shown, with every card by its name.
		live.Wait(tab, spoken(t, tab.Text(`[data-tr-step]`)))
	}
	// shownRows reads the rows of the round shown: what each has revealed.
	shownRows := func() []resultRow {
		return browsertest.Eval[[]resultRow](tab, `[].map.call(document.querySelectorAll('[data-tr-results] tr[data-player]'), function (r) {
			return {Kept: r.getAttribute('data-kept') || '', Arr: r.getAttribute('data-arr') || '', Discard: r.getAttribute('data-discard') || '', Result: r.getAttribute('data-result') || '', Points: r.getAttribute('data-points') || ''}; })`)
	}
	for r, pl := range rounds {
		for p := range P { // the discards, blind
			next()
			rows := shownRows()
			if len(rows) != P {
				t.Fatalf("replay round %d: %d rows", r+1, len(rows))
			}
			for q, row := range rows {
				want := resultRow{}
				if q <= p {
					want = resultRow{Kept: pl.rows[q].Kept, Discard: pl.rows[q].Discard}
				}
				if row != want {
					t.Fatalf("replay round %d after %s's discard: %s's row %+v, want %+v", r+1, names[p], names[q], row, want)
				}
			}
			if want := fmt.Sprintf("%s discarded the %s, blind.", names[p], symbol(card(t, pl.rows[p].Discard))); !strings.HasSuffix(tab.Text(`[data-tr-step]`), want) {
				t.Fatalf("replay step %q, want it to end %q", tab.Text(`[data-tr-step]`), want)
			}
			if n := tab.Count(`[data-tr-results] [data-tr-goal]`); n != 0 {
				t.Fatalf("replay round %d: the goal shows before every discard", r+1)
			}
			if r == 0 && p == 1 { // to look at: the narrowest phone, dark
				tab.Media("", "prefers-color-scheme=dark")
				tab.Viewport(320, 700)
				tab.Screenshot(filepath.Join(browsertest.Shots(t), "replay-320-dark-discards.png"))
				if w := browsertest.Eval[int](tab, `document.documentElement.scrollWidth`); w > 320 {
					t.Errorf("the replay at 320 px scrolls sideways (%d px wide)", w)
				}
				tab.Media("")
				tab.Viewport(390, 844)
			}
		}
		var results []twoops.Value
		for p := range P { // each player's operations
			next()
			if g := tab.Attr(`[data-tr-results] table`, "data-tr-goal"); g != pl.goal.String() {
				t.Fatalf("replay round %d: goal %s, want %s", r+1, g, pl.goal)
			}
			rows := shownRows()
			arr := cards(t, strings.Fields(rows[p].Arr))
			if rows[p].Arr != pl.rows[p].Arr || len(arr) != 6 {
				t.Fatalf("replay round %d: %s played %q, the match %q", r+1, names[p], rows[p].Arr, pl.rows[p].Arr)
			}
			v := pl.goal.Combine(twoops.Operate(arr[1], arr[0], arr[2]), twoops.Operate(arr[4], arr[3], arr[5]))
			if rows[p].Result != v.String() {
				t.Fatalf("replay round %d: %s's result %s, the engine %s", r+1, names[p], rows[p].Result, v)
			}
			if p+1 < P && (rows[p+1].Arr != "" || rows[p].Points != "") {
				t.Fatalf("replay round %d after %s's play: %+v", r+1, names[p], rows)
			}
			if p == 0 && !strings.Contains(tab.Text(`[data-tr-step]`), "the goal card, the "+symbol(pl.goalCard)+",") {
				t.Fatalf("replay round %d: the step %q does not name the goal card %v", r+1, tab.Text(`[data-tr-step]`), pl.goalCard)
			}
			results = append(results, v)
		}
		pts, err := m.Record(results, pl.goal)
		if err != nil {
			t.Fatal(err)
		}
		for p, row := range shownRows() {
			if row.Points != fmt.Sprint(pts[p]) {
				t.Fatalf("replay round %d: %s scores %s, twoops.Score %d", r+1, names[p], row.Points, pts[p])
			}
			if got := tab.Text(fmt.Sprintf(`[data-total="%d"]`, p)); got != fmt.Sprint(m.Totals[p]) {
				t.Fatalf("replay round %d: %s's total %s, the engine %d", r+1, names[p], got, m.Totals[p])
			}
		}
		if r == 0 {
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "replay-phone-round1.png"))
		}
	}
	if !m.Over() {
		t.Fatal("the replayed match is not over by the engine")
	}
	text := tab.Text(`[data-tr-step]`)
	for _, p := range m.Winners() {
		if !strings.Contains(text, names[p]+" ") {
			t.Fatalf("winners %v; the last step says %q", m.Winners(), text)
		}
	}
	if !browsertest.Eval[bool](tab, `document.querySelector('[data-tr-fwd]').disabled && document.activeElement === document.querySelector('[data-tr-prev]')`) {
		t.Fatal("at the end Next is not disabled with the focus on Previous")
	}
	msgs := live.Messages(tab)
	live.Check(t, msgs)
	noSigns(t, msgs)
	axe.Check(tab, "match replay at its end")
	tab.Media("", "prefers-color-scheme=dark")
	tab.Viewport(1280, 900)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "replay-desktop-dark-end.png"))
	// Previous steps back: the last player's operations and the round's points go.
	tab.Click(`[data-tr-prev]`)
	last := shownRows()
	if last[P-1].Arr != "" || last[0].Points != "" || last[0].Arr == "" {
		t.Fatalf("after Previous: %+v", last)
	}

	// Damaged links: a clear message naming what is wrong, and a new match instead.
	base, frag, _ := strings.Cut(link, "#")
	parts := strings.Split(strings.TrimPrefix(frag, "match="), ".")
	swap := slices.Clone(parts)
	swap[2] = swap[2][:1] + swap[2][:1] + swap[2][2:] // the discard used again
	for _, c := range []struct{ frag, why string }{
		{"match=2." + strings.Join(parts[1:], "."), "another version"},
		{"match=1.other." + strings.Join(parts[2:], "."), "another match seed"},
		{"match=" + strings.Join(parts[:len(parts)-1], "."), "not finished"},
		{"match=" + strings.Join(append(slices.Clone(parts), parts[len(parts)-1]), "."), "after the match was won"},
		{"match=" + strings.Join(swap, "."), "not made of its cards"},
		{"match=" + strings.Join(parts, ".")[:len(frag)-7], "does not hold the plays of"},
		{"match=1.together3.<b>x</b>", "damaged"},
	} {
		tab := fresh(t, base+"#"+c.frag)
		if strings.Contains(c.why, "version") {
			tab.Screenshot(filepath.Join(browsertest.Shots(t), "replay-phone-bad-link.png"))
		}
		bad := strings.TrimSpace(tab.Text(`[data-tr-bad-link]`))
		if !strings.HasPrefix(bad, "This replay link cannot be replayed: ") || !strings.Contains(bad, c.why) || !strings.HasSuffix(bad, "A new match has started instead.") {
			t.Errorf("#%s: the page says %q, want the reason %q", c.frag, bad, c.why)
		}
		if got, want := tab.Text(`[data-tr-handover] p`), "Round 1, the discards: hand the device to "+names[0]+"."; got != want {
			t.Errorf("#%s: %q, want a new match: %q", c.frag, got, want)
		}
		if strings.Contains(c.why, "version") {
			live.Record(tab)
			tab.Click(`[data-tr-show]`)
			if n := tab.Count(`[data-twoops] .to-hand [data-card]`); n != 6 {
				t.Errorf("#%s: the new match deals %d cards", c.frag, n)
			}
		}
	}
}

// replayOpens checks that tab shows the start of the replay of a match of P players to
// target over n rounds, and says it.
func replayOpens(t *testing.T, tab *browsertest.Tab, P, target, n int) {
	t.Helper()
	tab.Wait(`document.querySelector('.tr-match').getAttribute('data-tr-mode') === 'replay'`)
	if visible(tab, `[data-tr-handover]`) || visible(tab, `[data-tr-round]`) {
		t.Fatal("the replay shows a hand-over screen or a board")
	}
	first := fmt.Sprintf("Replay of a match of %d players to %d points, over %d round", P, target, n)
	if got := tab.Text(`[data-tr-step]`); !strings.HasPrefix(got, first) {
		t.Fatalf("the replay starts with %q, want %q", got, first)
	}
	tab.Wait(`document.querySelector('[data-tr-live]').textContent.indexOf(` + browsertest.Quote(first) + `) === 0`) // and says so
}

// checkLink checks the replay link of a match (seed, the players names, the rounds as they
// were played and shown), read as the README documents it: it holds every player's discard
// and the numbers and operator of each operation, as indexes into their deal.
func checkLink(t *testing.T, link, seed string, names []string, rounds []played) {
	t.Helper()
	P := len(names)
	s, coded := decodeLink(t, link)
	if s != seed || len(coded) != len(rounds) {
		t.Fatalf("the link holds seed %q and %d rounds, want %q and %d", s, len(coded), seed, len(rounds))
	}
	for r, pl := range rounds {
		if len(coded[r]) != P {
			t.Fatalf("round %d of the link holds %d players, want %d", r+1, len(coded[r]), P)
		}
		for p, row := range pl.rows {
			g, kept, arr := coded[r][p], cards(t, strings.Fields(row.Kept)), cards(t, strings.Fields(row.Arr))
			// The six as dealt: the kept ones in order, with the discard at its index.
			if g[0] > 5 {
				t.Fatalf("round %d %s: discard index %d", r+1, names[p], g[0])
			}
			six := slices.Insert(slices.Clone(kept), g[0], card(t, row.Discard))
			if p < len(pl.six) && !slices.Equal(six, pl.six[p]) {
				t.Fatalf("round %d %s: the link's discard index %d gives %v; dealt %v", r+1, names[p], g[0], six, pl.six[p])
			}
			for j, i := range []int{0, 2, 3, 5} {
				if g[1+j] > 5 || six[g[1+j]] != arr[i] {
					t.Fatalf("round %d %s: the link's play %v is not the play %v of %v", r+1, names[p], g, arr, six)
				}
			}
			if g[5] > 1 {
				t.Fatalf("round %d %s: operator index %d", r+1, names[p], g[5])
			}
		}
	}
}
