package teachtest

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/internal/axe"
	"github.com/opsdaily/opsdaily/site/internal/browsertest"
	"github.com/opsdaily/opsdaily/site/sheet"
)

// solveOps plays the Ops start on the board in an optimal way found by the solver, after
// extra swaps of positions 0 and 1 (each pair of them cancels out).
func solveOps(t *testing.T, tab *browsertest.Tab, extra int) {
	t.Helper()
	for range extra {
		tab.Click(`#ops [data-pos="0"]`)
		tab.Click(`#ops [data-pos="1"]`)
	}
	start := browsertest.Eval[string](tab, `[].map.call(document.querySelectorAll('#ops [data-pos]'), function (b) { return b.getAttribute('data-value') === '10' ? '0' : b.getAttribute('data-value'); }).join('')`)
	l, err := ops.ParseLayout(start)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.SolveOps(tab, "#ops", l)
	tab.Wait(`document.querySelector('#ops [data-ops-state]').getAttribute('data-ops-state') === 'solved'`)
}

// playTwo discards the i-th card of the hand and plays the best of the five kept (the
// solver's), returning that best.
func playTwo(t *testing.T, tab *browsertest.Tab, i int) twoops.Value {
	t.Helper()
	best, _, _ := playTwoHand(t, tab, i)
	return best
}

// playTwoHand is playTwo, returning also the hand's operators and goal.
func playTwoHand(t *testing.T, tab *browsertest.Tab, i int) (twoops.Value, [2]puzzles.Card, twoops.Goal) {
	t.Helper()
	root := `#twoops [data-twoops]`
	six := browsertest.Eval[[]string](tab, `[].map.call(document.querySelectorAll('`+root+` .to-hand [data-card]'), function (b) { return b.getAttribute('data-card'); })`)
	tab.Click(root + ` .to-hand [data-card="` + six[i] + `"]`)
	tab.Click(root + ` [data-act="discard"]`)
	tab.Wait(`!document.querySelector('` + root + ` .to-table').hidden`)
	kept, opers, goal := browsertest.TwoOpsTable(t, tab, root)
	play, err := twoops.Solve(kept, opers, goal)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.PlaceTwoOps(tab, root, play.Optimal[0])
	return play.Best, opers, goal
}

// TestAssignment: a student plays an assignment link to the end in one browser; the report
// code read from the page, pasted into teach/ in a fresh browser profile, gives the class
// table with the right figures, and a copy with one character changed is refused.
func TestAssignment(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Mixed, Count: 4}
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + query(o) + "&help=1")
	axe.Check(tab, "an assignment, asking the name")
	tab.Focus("#as-name")
	tab.Keys("Zoë Ng")
	tab.Click(`[data-as-name] button`)
	if v := browsertest.Eval[bool](tab, `getComputedStyle(document.querySelector('[data-as-name]')).display === 'none'`); !v {
		t.Error("the name is asked again after it is given")
	}
	next := func() {
		tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-next]`)))
		tab.Click(`[data-as-next]`)
	}
	var want []string
	// 1: Ops, optimal.
	if got := tab.Attr(`#ops [data-ops-board]`, "data-optimal"); got != fmt.Sprint(s.Items[0].Ops.OptimalMoves) {
		t.Fatalf("puzzle 1's board has optimum %s, the sheet %d", got, s.Items[0].Ops.OptimalMoves)
	}
	axe.Check(tab, "an assignment, puzzle 1")
	solveOps(t, tab, 0)
	want = append(want, fmt.Sprintf("%d/%d ✓", s.Items[0].Ops.OptimalMoves, s.Items[0].Ops.OptimalMoves))
	next()
	// 2: Two Ops, discarding the first card.
	kept := playTwo(t, tab, 0)
	best := s.Items[1].TwoOps.Best
	w := kept.String() + "/" + best.String()
	if kept == best {
		w += " ✓"
	}
	want = append(want, w)
	next()
	// 3: Ops, two swaps more than the fewest.
	solveOps(t, tab, 2)
	want = append(want, fmt.Sprintf("%d/%d", s.Items[2].Ops.OptimalMoves+2, s.Items[2].Ops.OptimalMoves))
	next()
	// 4: Two Ops, the advised discard.
	adv, _ := twoops.Advice([6]puzzles.Card(s.Items[3].TwoOps.Numbers))
	kept4 := playTwo(t, tab, slices.Index(s.Items[3].TwoOps.Numbers, adv))
	w = kept4.String() + "/" + s.Items[3].TwoOps.Best.String()
	if kept4 == s.Items[3].TwoOps.Best {
		w += " ✓"
	}
	want = append(want, w)
	next()
	tab.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-end]`)))
	code := tab.Text(`[data-as-code]`)
	axe.Check(tab, "an assignment, the report code")
	if dir := browsertest.Shots(t); dir != "" {
		tab.Screenshot(filepath.Join(dir, "end.png"))
	}
	if code == "" {
		t.Fatal("no report code")
	}
	t.Logf("report code: %s", code)
	// The QR code drawn beside it decodes to it (gozxing), read from the drawing itself.
	if got := qrOf(t, tab, `[data-as-qr]`); got != code {
		t.Errorf("the QR code decodes to %q, not the report code %q", got, code)
	}
	good := 0
	for _, c := range want {
		if strings.HasSuffix(c, "✓") {
			good++
		}
	}

	// The teacher, in another browser profile.
	teacher := browser.FreshTab(t)
	teacher.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "index.html")))
	bad := []byte(code)
	k := 7
	if bad[k] == 'A' {
		bad[k] = 'B'
	} else {
		bad[k] = 'A'
	}
	teacher.Do(chromedp.SetValue(chromedp.CSS("#tc-codes"), code+"\n"+string(bad)+"\n"))
	teacher.Click(`[data-tc-report] button`)
	teacher.Do(chromedp.WaitVisible(chromedp.CSS(`.tc-class`)))
	cells := browsertest.Eval[[]string](teacher, `[].map.call(document.querySelectorAll('.tc-class tbody tr:first-child td'), function (td) { return td.textContent; })`)
	want = append(want, fmt.Sprintf("%d of 4", good))
	if !slices.Equal(cells, want) {
		t.Errorf("class table row %q, want %q", cells, want)
	}
	axe.Check(teacher, "teach/ with a class table")
	if dir := browsertest.Shots(t); dir != "" {
		teacher.Screenshot(filepath.Join(dir, "table.png"))
	}
	if n := teacher.Text(`.tc-class tbody th`); n != "Zoë Ng" {
		t.Errorf("student %q", n)
	}
	if rows := teacher.Count(`.tc-class tbody tr`); rows != 1 {
		t.Errorf("%d students, want 1 (the changed code refused)", rows)
	}
	if p := teacher.Text(`[data-tc-problems]`); !strings.Contains(p, "Line 2: This report code is mistyped") {
		t.Errorf("the changed code is not refused clearly: %q", p)
	}
	csv := browsertest.Run(teacher, chromedp.Evaluate[string](`fetch(document.querySelector("[data-tc-csv]").href).then(function (r) { return r.text(); })`, chromedp.EvalAwaitPromise))
	if !strings.Contains(csv, "7B-2026,") || strings.Count(csv, "\r\n") != 5 || !strings.Contains(csv, "Zoë Ng,1,Ops,yes,") {
		t.Errorf("CSV:\n%s", csv)
	}
}

// TestBrokenAssignmentLink: a student who opens a broken assignment link (cut short,
// mistyped, an option no sheet has) is told in the student's words what is wrong with the
// link and to ask the teacher again, never the teacher's form's words; in French the page
// speaks to the student as « tu » only. The whole page, working or broken, writes the
// apostrophe as ’.
func TestBrokenAssignmentLink(t *testing.T) {
	tab := browser.Tab(t)
	for _, c := range []struct {
		query, en, fr string
	}{
		{"", "This assignment link is broken: it has no class code. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il n’a pas de code de classe. Redemande le lien à ton enseignant."},
		{"?code=7B&game=ops&count=0&help=1", "This assignment link is broken: its number of puzzles is not 1 to 200. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son nombre d’énigmes n’est pas de 1 à 200. Redemande le lien à ton enseignant."},
		{"?code=7B&game=chess&count=3", "This assignment link is broken: it names no game of this site. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il ne nomme aucun jeu de ce site. Redemande le lien à ton enseignant."},
		{"?code=7B&game=ops&count=3&level=9", "This assignment link is broken: its level is not 1 to 5. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son niveau n’est pas de 1 à 5. Redemande le lien à ton enseignant."},
		// A level that is not whole (typed into the address): the level's words, not an
		// exception that left the page without a word.
		{"?code=7B&game=twoops&count=3&level=2.5&help=1", "This assignment link is broken: its level is not 1 to 5. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son niveau n’est pas de 1 à 5. Redemande le lien à ton enseignant."},
		{"?code=7B&game=ops&count=3&swaps=7", "This assignment link is broken: it asks for Ops starts of 7 swaps, which this site does not have. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il demande des départs d’Ops en 7 échanges, que ce site n’a pas. Redemande le lien à ton enseignant."},
		{"?code=" + strings.Repeat("x", 41) + "&game=ops&count=3", "This assignment link is broken: its class code is longer than 40 characters. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son code de classe a plus de 40 caractères. Redemande le lien à ton enseignant."},
		{"?code=7B%07&game=ops&count=3", "This assignment link is broken: its class code holds a character that cannot be printed. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son code de classe contient un caractère qui ne s’imprime pas. Redemande le lien à ton enseignant."},
		{"?code=7B&game=twoops&count=150&level=2", "This assignment link is broken: it asks for more puzzles than this site has. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il demande plus d’énigmes que ce site n’en a. Redemande le lien à ton enseignant."},
		// A link teach/ wrote, cut short before its help= (which teach/ always writes) or
		// after it, is refused: it may have lost more than the hints' choice.
		{"?code=7B&game=ops&level=&count=5&swaps=", "This assignment link is broken: it is cut short. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il est coupé avant la fin. Redemande le lien à ton enseignant."},
		{"?code=7B&game=ops&level=&count=5&swaps=&help=", "This assignment link is broken: it is cut short. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: il est coupé avant la fin. Redemande le lien à ton enseignant."},
		// A help= that teach/ never writes (it writes 1 or 0) is a damaged link, not "no hints".
		{"?code=7B&game=ops&level=&count=5&swaps=&help=yes", "This assignment link is broken: its choice of hints is neither yes nor no. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: son choix d’indices n’est ni oui ni non. Redemande le lien à ton enseignant."},
		// A choice for young pupils that teach/ never writes (1, or nothing) is damaged, not "off".
		{"?code=7B&game=twoops&count=3&nomod=yes&help=1", "This assignment link is broken: its choices for young pupils are neither on nor off. Ask your teacher for the link again.",
			"Ce lien de fiche est abîmé\u00a0: ses choix pour les jeunes élèves ne sont ni oui ni non. Redemande le lien à ton enseignant."},
	} {
		for _, l := range []struct{ url, want string }{
			{browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")), c.en},
			{frenchURL(t, "teach/play/index.html"), c.fr},
		} {
			tab.Open(l.url + c.query)
			if got := tab.Text(`[data-as-error]`); got != l.want {
				t.Errorf("%s%s: %q, want %q", l.url, c.query, got, l.want)
			}
			checkStudentWords(t, tab, c.query)
		}
	}
	// A working assignment, in both languages.
	for _, u := range []string{browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")), frenchURL(t, "teach/play/index.html")} {
		for _, help := range []string{"1", "0"} {
			tab.Open(u + "?code=7B&game=mixed&count=2&help=" + help)
			if !browsertest.Eval[bool](tab, `document.querySelector('[data-as-error]').hidden`) {
				t.Errorf("%s with help=%s is refused: %s", u, help, tab.Text("[data-as-error]"))
			}
			checkStudentWords(t, tab, "a working link")
		}
	}
}

// vousWords are the French words that speak to the reader as « vous »: the pronoun and the
// imperatives of the form's messages.
var vousWords = regexp.MustCompile(`(?i)\b(vous|votre|vos)\b|\b\p{L}+ez\b`)

// checkStudentWords fails the test when the page's visible text has a straight apostrophe,
// or, in French, speaks as « vous ».
func checkStudentWords(t *testing.T, tab *browsertest.Tab, what string) {
	t.Helper()
	text := browsertest.Eval[string](tab, `document.body.innerText`)
	if i := strings.Index(text, "'"); i >= 0 {
		t.Errorf("%s: a straight apostrophe in %q", what, text[max(0, i-40):min(len(text), i+40)])
	}
	if browsertest.Eval[string](tab, `document.documentElement.lang`) == "fr" {
		for _, w := range vousWords.FindAllString(text, -1) {
			if w != "chez" && w != "assez" {
				t.Errorf("%s: the French page says %q, speaking as « vous » to a student", what, w)
			}
		}
	}
}

// TestAssignmentStoredProgress: a finished puzzle played again keeps its first finish; a
// student who comes back to an assignment goes on where they left off; and a stored result that is not one the page could have written (a
// damaged or hand-edited store: a huge hint count, a count written as text, a fraction)
// is never put in the report code but offers the puzzle again.
func TestAssignmentStoredProgress(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Ops, Count: 2}
	tab := browser.FreshTab(t)
	tab.Open(browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + query(o) + "&help=0")
	tab.Focus("#as-name")
	tab.Keys("Ana")
	tab.Click(`[data-as-name] button`)
	solveOps(t, tab, 0)
	// Played again after a reset, the puzzle keeps its first finish, and says so.
	stored := `(function () { var k = Object.keys(localStorage).filter(function (k) { return k.indexOf('assign:') >= 0; })[0]; return JSON.stringify(JSON.parse(localStorage.getItem(k)).results[0]); })()`
	first := browsertest.Eval[string](tab, stored)
	tab.Click(`#ops [data-act="reset"]`)
	solveOps(t, tab, 2)
	tab.Wait(`document.querySelector('[data-as-live]').textContent === 'Played again: not counted.'`)
	if again := browsertest.Eval[string](tab, stored); again != first || !strings.Contains(first, `"hints":0`) {
		t.Errorf("stored after playing again %s, want the first finish %s", again, first)
	}
	progress := func(want string) {
		t.Helper()
		tab.Wait(`document.querySelector('[data-as-progress]').textContent !== ''`)
		if got := tab.Text(`[data-as-progress]`); got != want {
			t.Errorf("after coming back the page offers %q, want %q", got, want)
		}
	}
	tab.Do(chromedp.Reload())
	progress("Puzzle 2 of 2: Ops solitaire")
	for _, bad := range []string{`{"hints": 1e12}`, `{"moves": "7"}`, `{"moves": 7.5}`, `{"shown": 1}`} {
		browsertest.Eval[bool](tab, `(function (change) {
			var k = Object.keys(localStorage).filter(function (k) { return k.indexOf('assign:') >= 0; })[0], s = JSON.parse(localStorage.getItem(k));
			Object.assign(s.results[0], change);
			localStorage.setItem(k, JSON.stringify(s));
			return true;
		})(`+bad+`)`)
		tab.Do(chromedp.Reload())
		progress("Puzzle 1 of 2: Ops solitaire")
		solveOps(t, tab, 0) // a good result again, for the next change
		tab.Do(chromedp.Reload())
		progress("Puzzle 2 of 2: Ops solitaire")
	}
}

// TestAssignmentTwoTabs: an assignment opened in two tabs (its link followed twice) keeps
// every puzzle either tab finished, each its first finish: a tab left on puzzle 1 while
// the other finished the assignment once saved its own results over the other's, and the
// puzzles finished there were to play again.
func TestAssignmentTwoTabs(t *testing.T) {
	o := sheet.Options{Code: "7B-2026", Game: sheet.Ops, Count: 2}
	url := browsertest.FileURL(filepath.Join(built(t), "teach", "play", "index.html")) + query(o) + "&help=1"
	a := browser.FreshTab(t)
	a.Open(url)
	a.Focus("#as-name")
	a.Keys("Ana")
	a.Click(`[data-as-name] button`)
	a.Do(chromedp.WaitVisible(chromedp.CSS(`#ops [data-pos="0"]`)))
	b := a.Beside(t)
	b.Open(url)
	b.Do(chromedp.WaitVisible(chromedp.CSS(`#ops [data-pos="0"]`)))
	// The first tab finishes both puzzles.
	solveOps(t, a, 0)
	a.Click(`[data-as-next]`)
	a.Wait(`document.querySelector('[data-as-progress]').textContent === 'Puzzle 2 of 2: Ops solitaire'`)
	solveOps(t, a, 0)
	stored := `(function () { var k = Object.keys(localStorage).filter(function (k) { return k.indexOf('assign:') >= 0; })[0]; return JSON.stringify(JSON.parse(localStorage.getItem(k)).results); })()`
	first := browsertest.Eval[string](a, stored)
	if strings.Contains(first, "null") {
		t.Fatalf("after the first tab finished both puzzles, the results kept are %s", first)
	}
	// The second, still on puzzle 1, plays it too, with a hint: not counted, and nothing lost.
	b.Click(`#ops [data-act="hint"]`)
	solveOps(t, b, 1)
	if got := browsertest.Eval[string](b, stored); got != first {
		t.Errorf("after the second tab played puzzle 1, the results kept are %s, want the first tab's %s", got, first)
	}
	b.Wait(`document.querySelector('[data-as-live]').textContent === 'Played again: not counted.'`)
	b.Do(chromedp.Reload())
	b.Do(chromedp.WaitVisible(chromedp.CSS(`[data-as-end]`)))
}
