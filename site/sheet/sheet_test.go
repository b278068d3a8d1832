package sheet_test

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/opsdaily/opsdaily/generator"
	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
	"github.com/opsdaily/opsdaily/puzzles/twoops"
	"github.com/opsdaily/opsdaily/site/sheet"
)

func mustNew(t testing.TB, o sheet.Options) *sheet.Sheet {
	t.Helper()
	s, err := sheet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustHTML(t testing.TB, s *sheet.Sheet) []byte {
	t.Helper()
	h, err := s.HTML()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestSameCodeSameSheet(t *testing.T) {
	o := sheet.Options{Game: sheet.Mixed, Count: 12, Code: "7B-2026"}
	a, b := mustHTML(t, mustNew(t, o)), mustHTML(t, mustNew(t, o))
	if !bytes.Equal(a, b) {
		t.Error("the same options gave two different sheets")
	}
	if !bytes.Contains(a, []byte("Class code 7B-2026")) {
		t.Error("the class code is not printed on the sheet")
	}
	o.Code = "7C-2026"
	c := mustNew(t, o)
	if bytes.Equal(a, mustHTML(t, c)) {
		t.Error("another class code gave the same sheet")
	}
	// Another code gives other puzzles, not just another heading.
	first := mustNew(t, sheet.Options{Game: sheet.Ops, Count: 10, Code: "7B-2026"})
	other := mustNew(t, sheet.Options{Game: sheet.Ops, Count: 10, Code: "7C-2026"})
	same := 0
	for i := range first.Items {
		if first.Items[i].Ops.Start == other.Items[i].Ops.Start {
			same++
		}
	}
	if same > 2 {
		t.Errorf("%d of 10 puzzles are the same for two class codes", same)
	}
	// Spaces around the code do not make another sheet.
	o.Code = "  7C-2026 "
	if !bytes.Equal(mustHTML(t, c), mustHTML(t, mustNew(t, o))) {
		t.Error("spaces around the class code changed the sheet")
	}
}

// Text from the user (the class code) and from the caller (titles, labels, the date) is
// escaped by the templates: markup characters print as themselves and make no markup.
func TestEscaped(t *testing.T) {
	h := string(mustHTML(t, mustNew(t, sheet.Options{Game: sheet.Mixed, Count: 3, Code: `<b>7B</b> & "Q's"`})))
	if strings.Contains(h, "<b>7B</b>") || !strings.Contains(h, "Class code &lt;b&gt;7B&lt;/b&gt; &amp; &#34;Q&#39;s&#34;") {
		t.Errorf("the class code is not escaped: %.400s", h[strings.Index(h, "Class code"):])
	}
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 3, 14))
	if err != nil {
		t.Fatal(err)
	}
	doc := sheet.Doc{Title: "<i>T</i>", Meta: "M&M", Running: "<r>", Items: []sheet.Item{
		{N: 1, Label: "<l>", Ops: &rec.Ops}, {N: 2, Label: "<l>", TwoOps: &rec.TwoOps}}}
	for range 7 { // enough for a second page of puzzles, with its running head
		doc.Items = append(doc.Items, sheet.Item{N: len(doc.Items) + 1, Ops: &rec.Ops})
	}
	body, err := doc.Body()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<h1 class="t">&lt;i&gt;T&lt;/i&gt;</h1>`, `<p class="meta">M&amp;M · page 1 of`, `<p class="rh">&lt;r&gt; · page 2 of`, "Ops solitaire · &lt;l&gt;", "Two Ops · &lt;l&gt;"} {
		if !strings.Contains(string(body), want) {
			t.Errorf("the body lacks %s", want)
		}
	}
	day, err := sheet.Day(rec, "<Saturday>")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(day), "opsdaily · &lt;Saturday&gt;</p>") {
		t.Errorf("the day's date is not escaped: %.200s", day)
	}
}

func TestBadOptions(t *testing.T) {
	good := sheet.Options{Game: sheet.Ops, Count: 5, Code: "X"}
	for name, change := range map[string]func(*sheet.Options){
		"count 0":    func(o *sheet.Options) { o.Count = 0 },
		"count 201":  func(o *sheet.Options) { o.Count = sheet.MaxCount + 1 },
		"game":       func(o *sheet.Options) { o.Game = "chess" },
		"level":      func(o *sheet.Options) { o.Level = 6 },
		"paper":      func(o *sheet.Options) { o.Paper = "a3" },
		"no code":    func(o *sheet.Options) { o.Code = "  " },
		"long code":  func(o *sheet.Options) { o.Code = strings.Repeat("x", sheet.MaxCode+1) },
		"code ctrls": func(o *sheet.Options) { o.Code = "a\nb" },
	} {
		o := good
		change(&o)
		if _, err := sheet.New(o); !errors.Is(err, sheet.ErrOptions) {
			t.Errorf("%s: error %v, want one wrapping ErrOptions", name, err)
		}
	}
	if _, err := sheet.New(good); err != nil {
		t.Error(err)
	}
	o := good
	o.Count = sheet.MaxCount
	if s, err := sheet.New(o); err != nil || len(s.Items) != sheet.MaxCount {
		t.Errorf("a sheet of %d: %v", sheet.MaxCount, err)
	}
	for _, s := range []string{"ops", "TwoOps", "two-ops", "mixed"} {
		if _, err := sheet.ParseGame(s); err != nil {
			t.Error(err)
		}
	}
	for _, s := range []string{"", "ops2", "duel"} {
		if _, err := sheet.ParseGame(s); err == nil {
			t.Errorf("ParseGame(%q) took it", s)
		}
	}
	if p, err := sheet.ParsePaper("Letter"); err != nil || p != sheet.Letter {
		t.Error(p, err)
	}
	if _, err := sheet.ParsePaper("legal"); err == nil {
		t.Error("legal paper taken")
	}
}

// TestTooFewSaysMost: a sheet the bank is too small for is refused with the number asked
// and the most puzzles these options can have; that many make a sheet, and every number
// between them and the one asked is refused too.
func TestTooFewSaysMost(t *testing.T) {
	asks := regexp.MustCompile(` for a (?:ramp|sheet) of (\d+) puzzles; ask for (\d+) or fewer, (a ramp or fewer restrictions|or fewer restrictions)$`)
	for _, o := range []sheet.Options{
		{Game: sheet.TwoOps, Count: 101, Level: generator.Fiendish, Code: "7B"},
		{Game: sheet.TwoOps, Count: 60, Level: generator.Gentle, NoModulo: true, NoNegative: true, Code: "7B"},
		{Game: sheet.TwoOps, Count: 200, NoModulo: true, NoNegative: true, Code: "7B"}, // a ramp
		{Game: sheet.Mixed, Count: 200, Swaps: 2, NoNegative: true, NoModulo: true, Code: "Room 12"},
		{Game: sheet.Mixed, Count: 200, Level: generator.Easy, NoModulo: true, Code: "Room 12"},
	} {
		_, err := sheet.New(o)
		m := asks.FindStringSubmatch(fmt.Sprint(err))
		if !errors.Is(err, sheet.ErrOptions) || m == nil {
			t.Errorf("%+v: %v, want the number asked and the most", o, err)
			continue
		}
		if m[1] != strconv.Itoa(o.Count) || (m[3] == "or fewer restrictions") != (o.Level == 0) {
			t.Errorf("%+v: %q", o, m[0])
		}
		most, _ := strconv.Atoi(m[2])
		for n := most; n < o.Count; n++ {
			o2 := o
			o2.Count = n
			if s, err := sheet.New(o2); n == most && (err != nil || len(s.Items) != n) {
				t.Errorf("%+v: the most is said to be %d, which makes no sheet: %v", o, most, err)
			} else if n > most && err == nil {
				t.Errorf("%+v: the most is said to be %d, but %d make a sheet", o, most, n)
			}
		}
	}
}

// grade grades an item again from the engines' own solutions, as the generator documents.
func grade(t *testing.T, it sheet.Item) generator.Level {
	t.Helper()
	if it.Ops != nil {
		l, err := ops.ParseLayout(it.Ops.Start)
		if err != nil {
			t.Fatal(err)
		}
		return generator.OpsLevel(ops.Solve(l))
	}
	p := it.TwoOps
	g, err := twoops.GoalOf(p.GoalCard)
	if err != nil {
		t.Fatal(err)
	}
	play, err := twoops.Solve(p.Numbers, [2]puzzles.Card{p.Operators[0], p.Operators[1]}, g)
	if err != nil {
		t.Fatal(err)
	}
	return generator.TwoOpsLevel(play)
}

func TestLevelsAndGames(t *testing.T) {
	for _, l := range generator.Levels {
		s := mustNew(t, sheet.Options{Game: sheet.Mixed, Count: 6, Level: l, Code: "levels"})
		for i, it := range s.Items {
			if (it.Ops != nil) != (i%2 == 0) || (it.TwoOps != nil) != (i%2 == 1) {
				t.Fatalf("mixed sheet: puzzle %d is not the alternating game", i+1)
			}
			if it.N != i+1 {
				t.Errorf("puzzle %d is numbered %d", i+1, it.N)
			}
			if g := grade(t, it); g != l || it.Level() != l {
				t.Errorf("level %v sheet: puzzle %d is graded %v (says %v)", l, i+1, g, it.Level())
			}
		}
	}
	// Without a level, the sheet ramps from gentle to fiendish.
	s := mustNew(t, sheet.Options{Game: sheet.TwoOps, Count: 20, Code: "ramp"})
	prev := generator.Level(0)
	for i, it := range s.Items {
		if it.TwoOps == nil {
			t.Fatalf("puzzle %d is not Two Ops", i+1)
		}
		g := grade(t, it)
		if g < prev {
			t.Errorf("puzzle %d is %v after a %v one", i+1, g, prev)
		}
		prev = g
	}
	if first, last := s.Items[0].Level(), s.Items[19].Level(); first != generator.Gentle || last != generator.Fiendish {
		t.Errorf("the ramp goes from %v to %v", first, last)
	}
}

func TestNoRepeats(t *testing.T) {
	s := mustNew(t, sheet.Options{Game: sheet.Mixed, Count: sheet.MaxCount, Level: generator.Gentle, Code: "repeat?"})
	seen := map[string]int{}
	for _, it := range s.Items {
		var key string
		if it.Ops != nil {
			l, _ := ops.ParseLayout(it.Ops.Start)
			key = ops.Canonical(l).String() // a start and its transpose are one puzzle
		} else {
			key = it.TwoOps.GoalCard.String()
			for _, c := range append(append([]puzzles.Card{}, it.TwoOps.Numbers...), it.TwoOps.Operators...) {
				key += c.String()
			}
		}
		if n, ok := seen[key]; ok {
			t.Errorf("puzzles %d and %d are the same", n, it.N)
		}
		seen[key] = it.N
	}
}

func TestPages(t *testing.T) {
	for _, c := range []struct {
		game         sheet.Game
		count        int
		puzzles, key int
	}{
		{sheet.Ops, 1, 1, 1},
		{sheet.Ops, 8, 1, 1},
		{sheet.Ops, 9, 2, 1},
		{sheet.Ops, 30, 4, 2},
		{sheet.TwoOps, 6, 1, 1},
		{sheet.TwoOps, 7, 2, 1},
		{sheet.Mixed, 30, 4, 2},
		{sheet.Mixed, 200, 26, 13}, // 6 on page one, then 8 a page; 14 then 16 answers a page
	} {
		s := mustNew(t, sheet.Options{Game: c.game, Count: c.count, Level: generator.Easy, Code: "pages"})
		q, k := s.Doc().Pages()
		if q != c.puzzles || k != c.key {
			t.Errorf("%s × %d: %d + %d pages, want %d + %d", c.game, c.count, q, k, c.puzzles, c.key)
		}
		h := string(mustHTML(t, s))
		if got := strings.Count(h, `<section class="pg`); got != q+k {
			t.Errorf("%s × %d: %d page sections, want %d", c.game, c.count, got, q+k)
		}
		if got := strings.Count(h, `<article class="q">`); got != c.count {
			t.Errorf("%s × %d: %d puzzle cells", c.game, c.count, got)
		}
		if got := strings.Count(h, `<div class="k">`); got != c.count {
			t.Errorf("%s × %d: %d answers", c.game, c.count, got)
		}
	}
}

// BenchmarkSheet30 makes a 30-puzzle mixed worksheet and renders its HTML: the puzzles
// drawn from the graded streams, solved, and written with the answer key.
func BenchmarkSheet30(b *testing.B) {
	o := sheet.Options{Game: sheet.Mixed, Count: 30, Code: "bench"}
	for b.Loop() {
		s, err := sheet.New(o)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.HTML(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSheet30HTML renders the HTML of a 30-puzzle sheet already made.
func BenchmarkSheet30HTML(b *testing.B) {
	s := mustNew(b, sheet.Options{Game: sheet.Mixed, Count: 30, Code: "bench"})
	for b.Loop() {
		if _, err := s.HTML(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDay renders a daily page's print layout, as the site does for every day.
func BenchmarkDay(b *testing.B) {
	rec, err := generator.Generate(generator.DefaultSeed, generator.MakeDate(2026, 3, 14))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := sheet.Day(rec, "Saturday 14 March 2026"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMonth renders the pages of a 31-day monthly sheet (62 puzzles and their key),
// as the site does for every month.
func BenchmarkMonth(b *testing.B) {
	recs, err := generator.Range(generator.DefaultSeed, generator.MakeDate(2026, 3, 1), generator.MakeDate(2026, 3, 31))
	if err != nil {
		b.Fatal(err)
	}
	var items []sheet.Item
	for i := range recs {
		items = append(items, sheet.Item{N: 2*i + 1, Ops: &recs[i].Ops}, sheet.Item{N: 2*i + 2, TwoOps: &recs[i].TwoOps})
	}
	doc := sheet.Doc{Title: "March 2026", Items: items}
	for b.Loop() {
		if _, err := doc.Body(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestKeyNote: the answer key's note to the teacher speaks of the puzzles the sheet has, in
// each language: an Ops sheet's of its starts only, a Two Ops sheet's of its hands only, a
// mixed sheet's of both.
func TestKeyNote(t *testing.T) {
	for _, c := range []struct {
		lang      string
		ops, hand string // the words of an Ops start's answer, of a Two Ops hand's
	}{
		{"en", "each Ops start has its fewest swaps", "each Two Ops hand"},
		{"fr", "chaque départ d’Ops a son plus petit nombre d’échanges", "chaque main de Two Ops"},
	} {
		for _, g := range []sheet.Game{sheet.Ops, sheet.TwoOps, sheet.Mixed} {
			b, err := mustNew(t, sheet.Options{Game: g, Count: 4, Code: "note", Language: c.lang}).HTML()
			if err != nil {
				t.Fatal(err)
			}
			page := string(b)
			if got, want := strings.Contains(page, c.ops), g != sheet.TwoOps; got != want {
				t.Errorf("%s %v sheet: says %q: %v, want %v", c.lang, g, c.ops, got, want)
			}
			if got, want := strings.Contains(page, c.hand), g != sheet.Ops; got != want {
				t.Errorf("%s %v sheet: says %q: %v, want %v", c.lang, g, c.hand, got, want)
			}
		}
	}
}
