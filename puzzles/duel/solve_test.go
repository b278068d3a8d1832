package duel

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/opsdaily/opsdaily/puzzles"
	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// randomPosition deals the twenty cards at random. Some deals start near a win: a random
// provable layout (found by trying deals) is dealt to one player with one or two cards
// moved away.
func randomPosition(rng *rand.Rand) Position {
	for {
		var cards []puzzles.Card
		for _, s := range []puzzles.Suit{puzzles.Spades, puzzles.Hearts} {
			for r := puzzles.Ace; r <= puzzles.Ten; r++ {
				cards = append(cards, puzzles.Card{Rank: r, Suit: s})
			}
		}
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		var p Position
		copy(p.Layouts[0][:], cards[0:9])
		copy(p.Layouts[1][:], cards[9:18])
		copy(p.Dish[:], cards[18:20])
		p.ToMove = Player(rng.IntN(2))
		p.LastTaken = rng.IntN(11) - 1
		p.Variation = rng.IntN(4) == 0
		p.Switched = p.Variation && rng.IntN(2) == 0
		p.TradingOver = rng.IntN(3) == 0 || plainLocked(p, 0) || plainLocked(p, 1)
		if p.Variation && p.TradingOver {
			p.TradingOver = rng.IntN(2) == 0
			if plainLocked(p, 0) || plainLocked(p, 1) {
				continue
			}
		}
		if p.Validate() == nil {
			return p
		}
	}
}

// samplePositions returns positions met in games between computer players of every level,
// from the start and from random deals, plus random deals.
func samplePositions(n int, seed uint64) []Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []Position
	for len(out) < n {
		p := Start(rng.IntN(3) == 0)
		if rng.IntN(2) == 0 {
			p = randomPosition(rng)
		}
		for ply := 0; ply < 60 && len(out) < n; ply++ {
			out = append(out, p)
			m := ChooseMove(p, Strength(rng.IntN(3)), rng)
			q, r, err := p.Play(m)
			if err != nil || r != Ongoing {
				break
			}
			p = q
		}
	}
	return out
}

func TestDuelAgainstReference(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 80
	}
	var withWin1, withWin2, over, variation int
	for _, p := range samplePositions(n, 7) {
		moves := p.Moves()
		if want := plainMoves(p); !slices.Equal(moves, want) {
			t.Fatalf("%v\nmoves %v\nwant  %v", p, moves, want)
		}
		for _, m := range moves {
			q, r, err := p.Play(m)
			wq, wr := plainApply(p, m)
			if err != nil || q != wq || r != wr {
				t.Fatalf("%v: %v\n%v %v %v\nwant %v %v", p, m, q, r, err, wq, wr)
			}
		}
		s := Solve(p)
		plain := SolvePlain(p)
		w1, w2 := plain.WinIn1, plain.WinIn2
		if !slices.Equal(s.WinIn1, w1) || !slices.Equal(s.WinIn2, w2) {
			t.Fatalf("%v:\nsolve %v / %v\nwant  %v / %v", p, s.WinIn1, s.WinIn2, w1, w2)
		}
		if !slices.Equal(WinsIn1(p), w1) {
			t.Fatalf("WinsIn1 differs from Solve")
		}
		withWin1 += min(len(w1), 1)
		withWin2 += min(len(w2), 1)
		if p.TradingOver {
			over++
		}
		if p.Variation {
			variation++
		}
	}
	t.Logf("%d positions: %d with a win in 1, %d with a forced win in 2, %d after trading, %d variation",
		n, withWin1, withWin2, over, variation)
	if withWin1 < n/20 || withWin2 < n/50 || over < n/20 || variation < n/20 {
		t.Errorf("the sample does not cover the solver: %d/%d/%d/%d", withWin1, withWin2, over, variation)
	}
}

func TestDuelRefute(t *testing.T) {
	for _, p := range samplePositions(150, 11) {
		s := Solve(p)
		for _, m := range p.Moves() {
			reply, r, ok := Refute(p, m)
			_, res, _ := p.Play(m)
			wins := slices.Contains(s.WinIn1, m) || slices.Contains(s.WinIn2, m)
			if res != Ongoing || wins {
				if ok {
					t.Fatalf("%v refuted %v", p, m)
				}
				continue
			}
			if !ok {
				t.Fatalf("%v: no refutation of %v", p, m)
			}
			q, _ := plainApply(p, m)
			q2, r2 := plainApply(q, reply)
			if r2 != r || !plainLegal(q, reply) {
				t.Fatalf("refutation %v of %v: %v", reply, m, r)
			}
			if r2 == Ongoing && len(WinsIn1(q2)) > 0 {
				t.Fatalf("refutation %v of %v leaves a win", reply, m)
			}
		}
	}
}

// TestDuelGames plays many games between computer players to an end: every move is
// legal by the reference, every result agrees with it, and games stop by a move cap.
func TestDuelGames(t *testing.T) {
	const games, maxPlies = 200, 400
	rng := rand.New(rand.NewPCG(3, 4))
	var ends [4]int
	draws, plies := 0, 0
	for g := range games {
		p := Start(g%4 == 3)
		levels := [2]Strength{Strength(g % 3), Strength(g / 3 % 3)}
		result := Ongoing
		for ply := 0; ply < maxPlies && result == Ongoing; ply++ {
			m := ChooseMove(p, levels[p.ToMove], rng)
			if !plainLegal(p, m) || (m.From == FromOwn && m.Give >= m.Take) {
				t.Fatalf("game %d ply %d: illegal %v in %v", g, ply, m, p)
			}
			want, wr := plainApply(p, m)
			q, r, err := p.Play(m)
			if err != nil || q != want || r != wr {
				t.Fatalf("game %d ply %d: %v gives %v %v, want %v", g, ply, m, r, err, wr)
			}
			p, result = q, r
			plies++
		}
		ends[result]++
		if result == Ongoing {
			draws++
		}
	}
	t.Logf("%d games, %d plies: %d won, %d lost by both, %d lost by gift, %d drawn by the %d-ply cap",
		games, plies, ends[Won], ends[LostBoth], ends[LostGift], draws, maxPlies)
	if ends[Won] < games/2 {
		t.Errorf("only %d of %d games were won", ends[Won], games)
	}
}

// TestDuelSearchBeatsRandom checks that the levels are ordered: the searching player
// beats the random one in most games.
func TestDuelSearchBeatsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	wins := 0
	const games = 20
	for g := range games {
		p := Start(false)
		search := Player(g % 2)
		for ply := 0; ply < 300; ply++ {
			level := Random
			if p.ToMove == search {
				level = Search
			}
			mover := p.ToMove
			q, r, err := p.Play(ChooseMove(p, level, rng))
			if err != nil {
				t.Fatal(err)
			}
			if w, ok := r.Winner(mover); ok {
				if w == search {
					wins++
				}
				break
			}
			p = q
		}
	}
	if wins < games*3/4 {
		t.Errorf("search won %d of %d games against random", wins, games)
	}
}

func TestParseStrength(t *testing.T) {
	for in, want := range map[string]Strength{"random": Random, "0": Random, "Greedy": Greedy, "search": Search, "2": Search} {
		if l, err := ParseStrength(in); err != nil || l != want {
			t.Errorf("ParseStrength(%q) = %v %v", in, l, err)
		}
	}
	if _, err := ParseStrength("hard"); err == nil {
		t.Error("hard accepted")
	}
}

func BenchmarkSolveDuel(b *testing.B) {
	ps := samplePositions(200, 9)
	b.ResetTimer()
	for i := range b.N {
		Solve(ps[i%len(ps)])
	}
}

// BenchmarkSolveDuelWorst solves the sampled position that took longest (timed once each
// in the setup).
func BenchmarkSolveDuelWorst(b *testing.B) {
	ps := samplePositions(400, 9)
	worst, worstT := ps[0], time.Duration(0)
	for _, p := range ps {
		start := time.Now()
		Solve(p)
		if d := time.Since(start); d > worstT {
			worst, worstT = p, d
		}
	}
	b.ResetTimer()
	for range b.N {
		Solve(worst)
	}
}

func BenchmarkChooseMoveSearch(b *testing.B) {
	ps := samplePositions(100, 9)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for i := range b.N {
		ChooseMove(ps[i%len(ps)], Search, rng)
	}
}

// TestFailing checks the solver's line masks against Check, and what lineFits says of a
// changed card or a swap against the layout so changed, on random layouts of values 0-9,
// repeats allowed.
func TestFailing(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	for range 5000 {
		var l ops.Layout
		for i := range l {
			l[i] = uint8(rng.IntN(10))
		}
		c := ops.Check(l)
		for k := range ops.Lines {
			if got := failing(&l)>>k&1 == 1; got == c[k].Holds {
				t.Fatalf("%v: failing says line %d fails %v, Check says it holds %v", l, k, got, c[k].Holds)
			}
		}
		lf := fitsOf(&l)
		if lf.fail != failing(&l) {
			t.Fatalf("%v: fitsOf says lines %04b fail, failing %04b", l, lf.fail, failing(&l))
		}
		fit := lf.fits()
		for i := range l {
			for v := range uint8(10) {
				m := l
				m[i] = v
				if got, want := lf.put(i, v), failing(&m); got != want {
					t.Fatalf("%v: put %d at p%d: failing %04b, want %04b", l, v, i, got, want)
				}
				if got, want := fit[i]>>v&1 == 1, failing(&m)&linesOf[i] == 0; got != want {
					t.Fatalf("%v: fits says %d at p%d makes its lines hold: %v", l, v, i, got)
				}
			}
		}
		for _, s := range swapPairs {
			if got, want := lf.swap(&l, &s), l.Swap(s.i, s.j); got != failing(&want) {
				t.Fatalf("%v: swap p%d p%d: failing %04b, want %04b", l, s.i, s.j, got, failing(&want))
			}
		}
	}
}

// TestHasWin checks the solver's quick answers against the reference solver: hasWin is
// "some win in 1", hasSwapWin "some swap wins in 1".
func TestHasWin(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 40
	}
	for _, p := range samplePositions(n, 13) {
		plain := SolvePlain(p)
		w1, _ := plain.WinIn1, plain.WinIn2
		b := p.board()
		swap := slices.ContainsFunc(w1, func(m Move) bool { return m.From == FromOwn })
		if b.hasWin() != (len(w1) > 0) || b.hasSwapWin() != swap {
			t.Fatalf("%v: hasWin %v, hasSwapWin %v; wins in 1 %v", p, b.hasWin(), b.hasSwapWin(), w1)
		}
	}
}

// TestRefutations checks Refutations and Refute against RefutePlain on positions of games and
// on daily duel puzzles, whose positions hold threats that many replies leave standing.
func TestRefutations(t *testing.T) {
	n, k := 300, 40
	if testing.Short() {
		n, k = 60, 10
	}
	ps := samplePositions(n, 13)
	for i := range k {
		for winIn := 1; winIn <= 2; winIn++ {
			p, _, _, err := Daily(rand.New(rand.NewPCG(uint64(i), 5)), winIn)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	var skipped, stopped int
	for _, p := range ps {
		all := slices.Collect(Refutations(p))
		moves := p.Moves()
		if len(all) != len(moves) {
			t.Fatalf("%v: %d refutations for %d moves", p, len(all), len(moves))
		}
		for i, m := range moves {
			reply, r, ok := RefutePlain(p, m)
			want := Refutation{Move: m, Reply: reply, Result: r, OK: ok}
			if all[i] != want {
				t.Fatalf("%v: Refutations %+v, want %+v", p, all[i], want)
			}
			if reply, r, ok := Refute(p, m); reply != want.Reply || r != want.Result || ok != want.OK {
				t.Fatalf("%v: Refute(%v) = %v %v %v, want %+v", p, m, reply, r, ok, want)
			}
			if ok && r == Ongoing {
				stopped++
				if reply != (Move{0, FromOwn, 1}) {
					skipped++
				}
			}
		}
	}
	t.Logf("%d positions: %d tries stopped, %d of them not by the first reply", len(ps), stopped, skipped)
	if skipped < len(ps)/10 {
		t.Errorf("too few tries stopped past the first reply (%d): the sample does not test the threats", skipped)
	}
}

// fuzzPosition deals the twenty cards in the order a Fisher-Yates shuffle drawn from deal
// gives (missing bytes leave the cards in place), and reads the rest of the position from
// state: the player to move (bit 0), trading over (bit 1), the variation (bit 2), the home
// suits switched (bit 3), and last, the value last taken (-1 to 9, wrapping round).
func fuzzPosition(deal []byte, state uint8, last int8) Position {
	var cards [20]puzzles.Card
	for i := range cards {
		cards[i] = puzzles.Card{Rank: puzzles.Rank(i%10 + 1), Suit: [2]puzzles.Suit{puzzles.Spades, puzzles.Hearts}[i/10]}
	}
	for i := 0; i < len(cards)-1 && i < len(deal); i++ {
		j := i + int(deal[i])%(len(cards)-i)
		cards[i], cards[j] = cards[j], cards[i]
	}
	var p Position
	copy(p.Layouts[0][:], cards[0:9])
	copy(p.Layouts[1][:], cards[9:18])
	copy(p.Dish[:], cards[18:20])
	p.ToMove = Player(state & 1)
	p.TradingOver = state&2 != 0
	p.Variation = state&4 != 0
	p.Switched = p.Variation && state&8 != 0
	p.LastTaken = (int(last)%11+11)%11 - 1
	return p
}

// FuzzSolve checks the fast solver against its specification (spec.go) on any valid
// position: the legal moves and what each does, the wins in 1 and 2, and the refutation of
// some moves (every move's would take the fuzzer too long per input).
func FuzzSolve(f *testing.F) {
	f.Add([]byte{}, uint8(0), int8(0))
	f.Add([]byte{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8}, uint8(2), int8(4))
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, uint8(3), int8(0))
	f.Add([]byte{7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}, uint8(5), int8(-1))
	f.Add([]byte{19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, uint8(12), int8(8))
	f.Fuzz(func(t *testing.T, deal []byte, state uint8, last int8) {
		p := fuzzPosition(deal, state, last)
		if p.Validate() != nil {
			return
		}
		moves := p.Moves()
		if want := plainMoves(p); !slices.Equal(moves, want) {
			t.Fatalf("%v\nmoves %v\nwant  %v", p, moves, want)
		}
		for _, m := range moves {
			q, r, err := p.Play(m)
			if wq, wr := plainApply(p, m); err != nil || q != wq || r != wr {
				t.Fatalf("%v: %v gives %v %v %v, want %v %v", p, m, q, r, err, wq, wr)
			}
		}
		got, want := Solve(p), SolvePlain(p)
		if !slices.Equal(got.WinIn1, want.WinIn1) || !slices.Equal(got.WinIn2, want.WinIn2) {
			t.Fatalf("%v:\nSolve      %v / %v\nSolvePlain %v / %v", p, got.WinIn1, got.WinIn2, want.WinIn1, want.WinIn2)
		}
		all := slices.Collect(Refutations(p))
		for i := 0; i < len(moves); i += 1 + len(moves)/4 {
			reply, r, ok := RefutePlain(p, moves[i])
			if w := (Refutation{Move: moves[i], Reply: reply, Result: r, OK: ok}); all[i] != w {
				t.Fatalf("%v: Refutations %+v, RefutePlain %+v", p, all[i], w)
			}
		}
	})
}
