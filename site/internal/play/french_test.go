package play_test

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/duel"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site"
	"github.com/opsdaily/opsdaily/site/i18n"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/internal/play"
	"github.com/opsdaily/opsdaily/templates"
)

// French card and layout words as a French player says them, written here rather than
// read from fr.toml, so that the page is checked against them.
var (
	frRank  = map[puzzles.Rank]string{puzzles.Ace: "As", puzzles.Jack: "Valet", puzzles.Queen: "Dame", puzzles.King: "Roi"}
	frSuit  = map[puzzles.Suit]string{puzzles.Spades: "pique", puzzles.Hearts: "cœur", puzzles.Diamonds: "carreau", puzzles.Clubs: "trèfle"}
	frWhere = [9]string{"centre", "centre", "marge", "centre", "centre", "marge", "marge", "marge", "trou"}
	// frExampleLine is the Ops example's line, named after "une ligne" as a label.
	frExampleLine = regexp.MustCompile(` rend juste une ligne, (Rangée|Colonne) [12]\x{a0}: `)
)

// frName is a card's French accessible name: "7 de pique", "A, As de pique".
func frName(c puzzles.Card) string {
	r, ok := frRank[c.Rank]
	if !ok {
		return fmt.Sprintf("%d de %s", c.Rank, frSuit[c.Suit])
	}
	return c.Rank.String() + ", " + r + " de " + frSuit[c.Suit]
}

// frValue writes a Two Ops value as French does: "7,5", "−2".
func frValue(v twoops.Value) string {
	return strings.NewReplacer(".", ",", "-", "−").Replace(v.String())
}

// TestFrenchBoards plays the daily boards of a French site to the end, as a person does
// (the Ops solitaire by clicks and by keyboard, with a hint, an undo and the solution's
// confirmation declined; the Two Ops hand from the blind discard, with a card put in a
// slot that does not take it and one taken back, to the verdict), the daily duel (a try
// answered, one refused, the winning one), opens "How to play" and the operator table,
// finishes the day (the stats dialog, the share text and the notes), and checks that no
// phrase of the English catalogue is anywhere in what the page shows or says, and that
// what it says is French: card names, lines, verdicts and halves written "7,5".
func TestFrenchBoards(t *testing.T) {
	day := func(s string) generator.Date {
		d, err := generator.ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	// 2026-12-01: the Two Ops example (the first two numbers, 7♣ 8♣, with a king of hearts)
	// makes a half, 7,5; and the day has a daily duel.
	const date = "2026-12-01"
	out := filepath.Join(t.TempDir(), "public")
	if _, err := site.Build(context.Background(), site.Options{Out: out, From: day("2026-11-29"), To: day("2026-12-02"), Today: day(date),
		Operator: site.Operator{Language: "fr"}}); err != nil {
		t.Fatal(err)
	}
	rec, err := generator.Generate(generator.DefaultSeed, day(date))
	if err != nil {
		t.Fatal(err)
	}
	tab := play.SharedBrowser.FreshTab(t)
	tab.Viewport(390, 844)
	play.OnDay(tab, date)
	tab.HearLive()
	tab.Open(browsertest.FileURL(filepath.Join(out, "daily", date, "index.html")))
	if got := browsertest.Eval[string](tab, `document.documentElement.lang`); got != "fr" {
		t.Fatalf("the page's language is %q", got)
	}

	// The cards as a screen reader names them, in French.
	start, err := ops.ParseLayout(rec.Ops.Start)
	if err != nil {
		t.Fatal(err)
	}
	suit := play.SuitOf(rec.Date)
	for p := range 9 {
		c := puzzles.Card{Rank: puzzles.Rank(rec.Ops.Start[p] - '0'), Suit: suit}
		want := fmt.Sprintf("%s, rangée %d colonne %d, %s", frName(c), p/3+1, p%3+1, frWhere[p])
		if got := tab.Attr(fmt.Sprintf(`[data-ops-board] [data-pos="%d"]`, p), "aria-label"); got != want {
			t.Errorf("card %d is named %q, want %q", p, got, want)
		}
	}
	for _, n := range rec.TwoOps.Numbers {
		if got := tab.Attr(`.to-hand [data-card="`+n.String()+`"]`, "aria-label"); got != frName(n) {
			t.Errorf("the Two Ops card %s is named %q, want %q", n, got, frName(n))
		}
	}

	// "How to play" is open on a first visit; its examples.
	if !browsertest.Eval[bool](tab, `[...document.querySelectorAll('.play-how')].every(d => d.open)`) {
		t.Error("How to play is not open on the first visit")
	}
	tab.Click(`.ops [data-act="example"]`)
	// The line is named as a label, after "une ligne", never "rend juste Colonne 2", a
	// subject without its article.
	if ex := tab.Text(".ops .play-example"); !strings.HasPrefix(ex, "Par exemple, échanger ") || !frExampleLine.MatchString(ex) {
		t.Errorf("the Ops example reads %q, want it to say \"rend juste une ligne, Rangée 1 : …\"", ex)
	}
	tab.Click(`.to [data-act="example"]`)
	kh := puzzles.Card{Rank: puzzles.King, Suit: puzzles.Hearts}
	half := twoops.Operate(kh, rec.TwoOps.Numbers[0], rec.TwoOps.Numbers[1])
	if half.Halves()%2 == 0 {
		t.Fatalf("%s: the example makes %v, not a half; pick another day", date, half)
	}
	if ex := tab.Text(".to .play-example"); !strings.HasPrefix(ex, "Par exemple (cartes marquées), "+kh.Symbol()+" avec ") || strings.Count(ex, kh.Symbol()) != 1 ||
		!strings.HasSuffix(ex, " = "+frValue(half)+".") {
		t.Errorf("the Two Ops example reads %q, want it to end = %s", ex, frValue(half))
	}
	tab.Click(".to-ops summary")

	// The daily duel: a try the opponent answers, one the rules refuse (if the position
	// has one), then a winning try; the table's line names a rank just taken in words.
	d := rec.Duel
	if d == nil {
		t.Fatalf("%s has no daily duel; pick another day", date)
	}
	dp := d.Position
	if info := tab.Text("#duel .duel-info"); dp.LastTaken >= 0 && !dp.TradingOver {
		r := puzzles.Rank(dp.LastTaken)
		if r == 0 {
			r = puzzles.Ten
		}
		name, ok := frRank[r]
		if !ok {
			name = r.String()
		}
		if want := fmt.Sprintf("%v ne peut pas reprendre tout de suite un %s à %v", dp.ToMove, name, dp.ToMove.Opponent()); !strings.Contains(info, want) {
			t.Errorf("the duel's table says %q, want %q in it", info, want)
		}
	} else if strings.Contains(info, "ne peut pas reprendre") {
		t.Errorf("the duel's table says %q, with no rank just taken or after the trading round", info)
	}
	wrong := slices.IndexFunc(d.Tries, func(x duel.Try) bool { return x.Verdict.Replied() })
	if wrong < 0 {
		t.Fatalf("%s: no duel try with a reply", date)
	}
	var tries []duel.Move
	tries = append(tries, d.Tries[wrong].Move)
	for _, m := range []duel.Move{{Give: 0, From: duel.FromDish, Take: 0}, {Give: 0, From: duel.FromDish, Take: 1}, {Give: 0, From: duel.FromOpponent, Take: 0}} {
		if dp.Check(m) != nil {
			tries = append(tries, m)
			break
		}
	}
	tries = append(tries, d.WinningMoves[0])
	for i, m := range tries {
		g, w := browsertest.DuelMove(dp, m)
		tab.Click(g)
		tab.Click(w)
		s := tab.Text("#duel .duel-status")
		switch {
		case i == 0 && !strings.Contains(s, "Votre adversaire répond\u00a0: il "):
			t.Errorf("a wrong duel try reads %q", s)
		case i > 0 && i < len(tries)-1 && !strings.HasPrefix(s, "Interdit\u00a0: prendre "):
			t.Errorf("a refused duel try reads %q", s)
		case i == len(tries)-1 && !strings.Contains(s, "bien joué"):
			t.Errorf("the winning duel try reads %q", s)
		}
	}

	// Ops: a swap undone, the solution's confirmation declined, a hint; then the optimal
	// swaps, the first by clicks and the others by keyboard.
	pos := func(p int) string { return fmt.Sprintf(`[data-ops-board] [data-pos="%d"]`, p) }
	tab.Click(pos(0))
	if got := tab.Attr(pos(0), "aria-label"); !strings.HasSuffix(got, ", choisie") {
		t.Errorf("a picked card reads %q", got)
	}
	tab.Click(pos(8))
	tab.Click(`[data-act="undo"]`)
	// What the swap and its undo said of the lines they broke and made: each line named
	// as a label, "Rangée 1 : devenue fausse.", not as a subject without its article
	// ("Rangée 1 n’est plus juste.").
	tab.Wait(`(window.__heard || []).some(w => w.startsWith('Échange annulé'))`)
	swapSaid := strings.Join(browsertest.Eval[[]string](tab, `window.__heard`), "\n")
	lineName := [4]string{"Rangée 1", "Rangée 2", "Colonne 1", "Colonne 2"}
	before, after := ops.Check(start), ops.Check(start.Swap(0, 8))
	changed := 0
	for k := range lineName {
		var want []string
		if before[k].Holds && !after[k].Holds {
			want = []string{lineName[k] + "\u00a0: devenue fausse.", lineName[k] + "\u00a0: devenue juste, " + before[k].Equations[0] + "."}
		} else if !before[k].Holds && after[k].Holds {
			want = []string{lineName[k] + "\u00a0: devenue juste, " + after[k].Equations[0] + ".", lineName[k] + "\u00a0: devenue fausse."}
		}
		for _, w := range want {
			changed++
			if !strings.Contains(swapSaid, w) {
				t.Errorf("a swap and its undo said %q, without %q", swapSaid, w)
			}
		}
	}
	if changed == 0 {
		t.Fatalf("%s: swapping cards 1 and 9 changes no line; pick other cards", date)
	}
	tab.Click(`[data-act="show"]`)
	if got := tab.Text("#ops-confirm"); !strings.HasPrefix(got, "Voir une solution\u00a0?") {
		t.Errorf("the confirmation reads %q", got)
	}
	tab.Click(`dialog button[value="no"]`)
	tab.Click(`[data-act="hint"]`)
	if got := tab.Text("[data-ops-state]"); !strings.HasPrefix(got, "Coups\u00a0: 0. Lignes justes\u00a0: ") || !strings.Contains(got, "Indice\u00a0: échangez ") {
		t.Errorf("the status reads %q", got)
	}
	sol := ops.Solve(start)
	at := 0
	for k, m := range sol.Moves {
		if k == 0 {
			tab.Click(pos(m[0]))
			tab.Click(pos(m[1]))
			tab.Focus(pos(0))
			continue
		}
		for _, p := range m {
			for at != p {
				switch {
				case at/3 < p/3:
					tab.Keys(kb.ArrowDown)
					at += 3
				case at/3 > p/3:
					tab.Keys(kb.ArrowUp)
					at -= 3
				case at < p:
					tab.Keys(kb.ArrowRight)
					at++
				default:
					tab.Keys(kb.ArrowLeft)
					at--
				}
			}
			tab.Keys(kb.Enter)
		}
	}
	play.CheckSolvedState(t, tab, sol.Optimal)
	// The labels the script wrote as the cards moved are the ones Go wrote at the start.
	end := browsertest.Eval[string](tab, `[...document.querySelectorAll('[data-ops-board] [data-pos]')].map(c => c.dataset.value).join('')`)
	for p := range 9 {
		c := puzzles.Card{Rank: puzzles.Rank(end[p] - '0'), Suit: suit}
		want := fmt.Sprintf("%s, rangée %d colonne %d, %s", frName(c), p/3+1, p%3+1, frWhere[p])
		if got := tab.Attr(pos(p), "aria-label"); got != want {
			t.Errorf("after the swaps card %d is named %q, want %q", p, got, want)
		}
	}
	verdict := fmt.Sprintf("Résolu en %d coup%s\u00a0; le minimum est %d. Indices\u00a0: 1, donc pas parfait.", sol.Optimal, map[bool]string{true: "s"}[sol.Optimal > 1], sol.Optimal)
	if got := tab.Text(".ops-verdict"); got != verdict {
		t.Errorf("the Ops verdict reads %q, want %q", got, verdict)
	}
	for i, li := range browsertest.Eval[[]string](tab, `[...document.querySelectorAll('.ops-lines li')].map(li => li.textContent)`) {
		name := [4]string{"Rangée 1", "Rangée 2", "Colonne 1", "Colonne 2"}[i]
		if !strings.HasPrefix(li, "✓ "+name+"\u00a0: ") || !strings.HasSuffix(li, " juste") {
			t.Errorf("line %d reads %q", i, li)
		}
	}

	// Two Ops: the advised discard, a number offered to an operator's slot, a card taken
	// back, then the advised arrangement.
	tw := rec.TwoOps
	tab.Click(`.to-hand [data-card="` + tw.Advice.String() + `"]`)
	if got := tab.Text(`[data-act="discard"]`); got != "Écarter "+tw.Advice.Symbol() {
		t.Errorf("the discard button reads %q", got)
	}
	if got, want := tab.Attr(`[data-act="discard"]`, "aria-label"), "Écarter "+frName(tw.Advice); got != want {
		t.Errorf("the discard button is named %q, want %q", got, want)
	}
	tab.Click(`[data-act="discard"]`)
	if g := tab.Text(".to-goal"); !strings.Contains(g, "Carte écartée\u00a0: "+tw.Advice.Symbol()+".") {
		t.Errorf("after the discard the goal reads %q", g)
	}
	tab.Viewport(320, 900)
	tab.Screenshot(filepath.Join(browsertest.Shots(t), "french-320-discarded.png"))
	tab.Viewport(390, 844)
	var arr twoops.Arrangement
	for _, d := range tw.Discards {
		if d.Card == tw.Advice {
			arr = d.Arrangement
		}
	}
	first := arr.Operations[0].Numbers[0]
	tab.Click(`.to-pool [data-card="` + first.String() + `"]`)
	tab.Click(`[data-slot="1"]`)
	tab.Click(`[data-slot="0"]`)
	tab.Click(`[data-slot="0"]`)
	for row, o := range arr.Operations {
		for k, c := range []puzzles.Card{o.Numbers[0], o.Operator, o.Numbers[1]} {
			tab.Click(`.to-pool [data-card="` + c.String() + `"]`)
			tab.Click(fmt.Sprintf(`[data-slot="%d"]`, row*3+k))
		}
		if got := tab.Text(fmt.Sprintf(`[data-row="%d"] output`, row)); got != "= "+frValue(o.Value) {
			t.Errorf("operation %d shows %q, want = %s", row+1, got, frValue(o.Value))
		}
	}
	if got := tab.Attr(`[data-slot="0"]`, "aria-label"); got != frName(arr.Operations[0].Numbers[0])+", opération 1, premier nombre" {
		t.Errorf("the first slot is named %q", got)
	}
	tab.Click(`[data-act="submit"]`)
	tab.Wait(`!document.querySelector('.to .play-done').hidden`)
	if got := tab.Text(".to-verdict"); !strings.HasPrefix(got, "Votre résultat\u00a0: "+frValue(tw.Best)+". ✓ Le meilleur pour les cartes gardées.") {
		t.Errorf("the Two Ops verdict reads %q", got)
	}
	// The arrangement explained by the script as the site's Go explains it in French.
	fr, err := i18n.For(templates.FS, "fr")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, o := range arr.Operations {
		e, err := fr.Explain(twoops.Explains(o.Operator, o.Numbers[0], o.Numbers[1]))
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, e)
	}
	if got := browsertest.Eval[[]string](tab, `[...document.querySelectorAll('.to .play-done li')].map(li => li.textContent)`); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the arrangement is explained as %q, the site's Go says %q", got, want)
	}
	if got := tab.Text(".to-rates caption"); got != "Taux de garde de chaque écart" {
		t.Errorf("the keep rates' table is headed %q", got)
	}
	// Finishing the day opens the stats; they close as a dialog does.
	tab.Wait(`!!document.querySelector('.stats-dlg') && document.querySelector('.stats-dlg').open`)
	tab.Keys(kb.Escape)
	// Every board's live region has spoken, the last the verdict (which the stats dialog
	// says too): waited for as heard, since a loaded machine may run the test's next step
	// before the region's words are set.
	heardVerdict := "Votre résultat\u00a0: " + frValue(tw.Best) + "."
	tab.Wait(`document.querySelector('.play-sr') && [...document.querySelectorAll('[data-ops] .play-sr, [data-twoops] .play-sr')].every(r => r.textContent !== '') && (window.__heard || []).some(w => w.includes(` + browsertest.Quote(heardVerdict) + `))`)

	heard := browsertest.Eval[[]string](tab, `window.__heard`)
	said := strings.Join(heard, "\n")
	for _, want := range []string{"Cartes échangées\u00a0: ", "Échange annulé\u00a0: ", "Indice\u00a0: échangez ", "Lignes justes\u00a0: 4 sur 4.",
		"Carte posée\u00a0: " + frName(arr.Operations[0].Numbers[0]) + ", opération 1, premier nombre.", "Il faut ici un opérateur.",
		"Carte reprise\u00a0: ", heardVerdict} {
		if !strings.Contains(said, want) {
			t.Errorf("no live message says %q; heard %q", want, heard)
		}
	}
	for _, m := range heard {
		if strings.ContainsAny(m, "♠♥♦♣") {
			t.Errorf("a live message writes a card with its suit sign: %q", m)
		}
	}

	// French is longer than English: nothing of the boards reaches past a 320 px screen
	// (TestBrowserWidths in ./site checks the English pages), and a person looks at these
	// (OPSDAILY_SHOTS). The rest of the page is set aside while they are measured: in
	// French the day's navigation is wider than 320 px, which widens the whole column.
	tab.Viewport(320, 900)
	if over := browsertest.Eval[[]string](tab, `(() => {
		const keep = [...document.querySelectorAll('#ops, #twoops')], aside = [];
		for (const k of keep) for (let e = k; e.parentElement; e = e.parentElement)
			for (const s of e.parentElement.children) if (!keep.some(x => s.contains(x)) && s.style.display !== 'none') { aside.push(s); s.style.display = 'none'; }
		const out = [...document.querySelectorAll('.ops *, .to *')].filter(e => e.getClientRects().length && e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.outerHTML.slice(0, 80));
		aside.forEach(s => { s.style.display = ''; }); return out })()`); len(over) > 0 {
		t.Errorf("at 320 px these reach past the screen: %q", over)
	}
	for _, w := range []int{320, 1280} {
		for _, scheme := range []string{"light", "dark"} {
			tab.Viewport(w, 900)
			tab.Media("", "prefers-color-scheme="+scheme)
			tab.Screenshot(filepath.Join(browsertest.Shots(t), fmt.Sprintf("french-done-%d-%s.png", w, scheme)))
		}
	}

	words := tab.Words()
	// What finishing the day shows is among them, in French: the stats dialog, and under
	// each board its record with the share button.
	all := strings.Join(words, "\n")
	for _, want := range []string{"Jours joués", "Série en cours", "Partager"} {
		if !strings.Contains(all, want) {
			t.Errorf("the page's words lack %q", want)
		}
	}
	if n := tab.Count(".day-rec"); n != 2 {
		t.Errorf("%d records of the day under the boards, want 2", n)
	}
	browsertest.NoEnglish(t, "the French daily page", browsertest.EnglishPhrases(t, "fr"), words)
	browsertest.FrenchSpaces(t, "the French daily page", words)
}
