package ops

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"
)

// The brute force below shares nothing with the engine but the Layout type: its own
// arithmetic, its own transpose, and breadth-first searches over arrangements.

// proves reports whether a op b = c for some operation, by the rules' own words.
func proves(a, b, c int) bool {
	return a+b == c || a-b == c || a*b == c || (b != 0 && a == b*c)
}

func provableByHand(l Layout) bool {
	v := func(i int) int { return int(l[i]) }
	return proves(v(0), v(1), v(2)) && proves(v(3), v(4), v(5)) &&
		proves(v(0), v(3), v(6)) && proves(v(1), v(4), v(7))
}

func transposeByHand(l Layout) Layout {
	return Layout{l[0], l[3], l[6], l[1], l[4], l[7], l[2], l[5], l[8]}
}

// key numbers a layout for the maps of the searches (its digits as a decimal number).
func key(l Layout) uint64 {
	k := uint64(0)
	for _, v := range l {
		k = k*10 + uint64(v)
	}
	return k
}

// arrangements returns every distinct arrangement of the values of l, in increasing
// order.
func arrangements(l Layout) []Layout {
	var count [10]int
	for _, v := range l {
		count[v]++
	}
	var out []Layout
	var cur Layout
	var rec func(k int)
	rec = func(k int) {
		if k == 9 {
			out = append(out, cur)
			return
		}
		for v := range count {
			if count[v] > 0 {
				count[v]--
				cur[k] = uint8(v)
				rec(k + 1)
				count[v]++
			}
		}
	}
	rec(0)
	return out
}

// naturalArrangements is naturalArrangements(), shared by the tests.
var naturalArrangements = sync.OnceValue(func() []Layout { return arrangements(Natural) })

// swaps returns the layouts one swap away from l.
func swaps(l Layout) []Layout {
	var out []Layout
	for i := range 9 {
		for j := i + 1; j < 9; j++ {
			if l[i] != l[j] {
				m := l
				m[i], m[j] = m[j], m[i]
				out = append(out, m)
			}
		}
	}
	return out
}

// distancesByHand searches breadth first from every provable arrangement of the cards
// of l and returns the distance of every arrangement (false when none is provable).
func distancesByHand(l Layout) func(Layout) (int, bool) {
	dist := map[uint64]int{}
	bfs(arrangements(l), func(a Layout) bool {
		_, ok := dist[key(a)]
		return ok
	}, func(a Layout, d int) { dist[key(a)] = d })
	return func(a Layout) (int, bool) {
		d, ok := dist[key(a)]
		return d, ok
	}
}

// bfs searches breadth first from the provable layouts among all, through swaps; seen and
// set read and write the distances.
func bfs(all []Layout, seen func(Layout) bool, set func(Layout, int)) {
	var frontier []Layout
	for _, a := range all {
		if provableByHand(a) {
			set(a, 0)
			frontier = append(frontier, a)
		}
	}
	for d := 1; len(frontier) > 0; d++ {
		var next []Layout
		for _, a := range frontier {
			for i := range 9 {
				for j := i + 1; j < 9; j++ {
					b := a
					b[i], b[j] = b[j], b[i]
					if a[i] != a[j] && !seen(b) {
						set(b, d)
						next = append(next, b)
					}
				}
			}
		}
		frontier = next
	}
}

// naturalDistances is distancesByHand(Natural), with the distances in an array indexed
// by rank (faster than a map for 9! layouts), shared by the tests.
var naturalDistances = sync.OnceValue(func() func(Layout) (int, bool) {
	dist := make([]int8, factorial[9])
	for i := range dist {
		dist[i] = -1
	}
	bfs(naturalArrangements(), func(a Layout) bool { return dist[rank(pack(a))] >= 0 },
		func(a Layout, d int) { dist[rank(pack(a))] = int8(d) })
	return func(a Layout) (int, bool) {
		d := dist[rank(pack(a))]
		return int(d), d >= 0
	}
})

// provableByLayer counts, for each d up to n, the provable layouts exactly d swaps from
// s, by breadth-first search.
func provableByLayer(s Layout, n int) []int {
	seen := map[uint64]bool{key(s): true}
	frontier := []Layout{s}
	var counts []int
	for d := 0; ; d++ {
		c := 0
		for _, a := range frontier {
			if provableByHand(a) {
				c++
			}
		}
		counts = append(counts, c)
		if d == n {
			return counts
		}
		var next []Layout
		for _, a := range frontier {
			for _, b := range swaps(a) {
				if !seen[key(b)] {
					seen[key(b)] = true
					next = append(next, b)
				}
			}
		}
		frontier = next
	}
}

// checkEnds checks by breadth-first search that no provable layout is nearer than
// sol.Optimal and that sol.Ends of them are exactly that far.
func checkEnds(t *testing.T, s Layout, sol Solution) {
	t.Helper()
	counts := provableByLayer(s, sol.Optimal)
	for d, c := range counts[:sol.Optimal] {
		if c != 0 {
			t.Fatalf("%v: %d provable layouts %d swaps away, fewer than the optimum %d", s, c, d, sol.Optimal)
		}
	}
	if ends := counts[sol.Optimal]; ends != sol.Ends {
		t.Fatalf("%v: %d ends, brute force says %d", s, sol.Ends, ends)
	}
}

// checkSolution replays the moves of sol, then checks its figures against the
// brute-force distances dist.
func checkSolution(t *testing.T, s Layout, sol Solution, dist func(Layout) (int, bool)) {
	t.Helper()
	checkReplay(t, s, sol)
	want, ok := dist(s)
	if !ok {
		if sol.Optimal != -1 || sol.Solutions != 0 || sol.Ends != 0 || len(sol.Moves) != 0 || sol.Result != s {
			t.Fatalf("%v has no provable arrangement, got %+v", s, sol)
		}
		return
	}
	if sol.Optimal != want || len(sol.Moves) != want || !provableByHand(sol.Result) {
		t.Fatalf("%v: optimal %d in %d moves to %v; brute force says %d", s, sol.Optimal, len(sol.Moves), sol.Result, want)
	}
	first := 0
	for i := range 9 {
		for j := i + 1; j < 9; j++ {
			if d, _ := dist(s.Swap(i, j)); s[i] != s[j] && d == want-1 {
				first++
			}
		}
	}
	if sol.FirstMoves != first {
		t.Fatalf("%v: %d first moves, brute force says %d", s, sol.FirstMoves, first)
	}
}

// checkReplay replays the moves of sol: each swaps two different cards, they lead to the
// result, which is provable, and there are as many as the optimum.
func checkReplay(t *testing.T, s Layout, sol Solution) {
	t.Helper()
	cur := s
	for _, m := range sol.Moves {
		if m[0] < 0 || m[0] >= m[1] || m[1] > 8 || cur[m[0]] == cur[m[1]] {
			t.Fatalf("%v: bad move %v in %v", s, m, sol.Moves)
		}
		cur = cur.Swap(m[0], m[1])
	}
	if cur != sol.Result {
		t.Fatalf("%v: moves %v give %v, not the result %v", s, sol.Moves, cur, sol.Result)
	}
	if len(sol.Moves) != max(sol.Optimal, 0) || (sol.Optimal >= 0 && !provableByHand(sol.Result)) {
		t.Fatalf("%v: %d moves to %v for an optimum of %d", s, len(sol.Moves), sol.Result, sol.Optimal)
	}
}

func TestProvableLayoutsByHand(t *testing.T) {
	hands := []Layout{Natural, {}, {0, 1, 2, 3, 4, 5, 6, 7, 8}, {0, 0, 1, 1, 2, 2, 3, 4, 5}, {9, 9, 9, 9, 9, 9, 9, 9, 8},
		{1, 1, 1, 1, 1, 1, 1, 1, 1}, {2, 2, 4, 4, 8, 8, 1, 1, 0}}
	for _, h := range hands {
		var want []Layout
		for _, a := range arrangements(h) {
			if provableByHand(a) {
				want = append(want, a)
			}
		}
		slices.SortFunc(want, func(a, b Layout) int { return slices.Compare(a[:], b[:]) })
		got := ProvableLayouts(h)
		if !slices.Equal(got, want) {
			t.Errorf("ProvableLayouts(%v): %d layouts, brute force %d", h, len(got), len(want))
		}
		for _, l := range got {
			if !Provable(l) {
				t.Errorf("%v is not Provable", l)
			}
		}
	}
	if n := len(ProvableLayouts(Layout{9, 9, 9, 9, 9, 9, 9, 9, 8})); n != 0 {
		t.Errorf("nine 9s and an 8: %d provable layouts, want none", n)
	}
	if ls := ProvableLayouts(Layout{}); len(ls) != 1 {
		t.Errorf("nine tens: %v, want one layout", ls)
	}
}

// TestSolveNatural compares Solve with brute force on a spread of the 9! starts of ace
// to nine: the optimum, the first moves, a replay of the moves, and (on fewer starts, as
// each needs its own search) the ends.
func TestSolveNatural(t *testing.T) {
	dist := naturalDistances()
	all := naturalArrangements()
	for _, s := range all {
		if _, ok := dist(s); !ok {
			t.Fatalf("%v cannot be solved; the seed says every start can", s)
		}
	}
	rng := rand.New(rand.NewPCG(2, 9))
	for n := 0; n < 3000; n++ {
		s := all[rng.IntN(len(all))]
		sol := Solve(s)
		checkSolution(t, s, sol, dist)
		if sol.Solutions != 206 {
			t.Fatalf("%v: %d solutions, want 206", s, sol.Solutions)
		}
		if n%300 == 0 {
			checkEnds(t, s, sol)
		}
	}
	// Every one of the hardest starts and every provable layout.
	for _, s := range all {
		if d, _ := dist(s); d == 5 || d == 0 {
			checkSolution(t, s, Solve(s), dist)
		}
	}
}

// TestSolveRepeats compares Solve with brute force on every start of hands with repeated
// values and tens, and on distinct values other than ace to nine.
func TestSolveRepeats(t *testing.T) {
	hands := []Layout{
		{0, 0, 1, 1, 2, 2, 3, 4, 5}, {2, 2, 4, 4, 8, 8, 1, 1, 0}, {6, 1, 5, 1, 4, 2, 3, 2, 3},
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1, 9}, {9, 9, 9, 9, 9, 9, 9, 9, 8},
		{5, 5, 5, 5, 0, 0, 1, 1, 2}, {8, 0, 8, 0, 7, 2, 4, 4, 4},
	}
	rng := rand.New(rand.NewPCG(3, 10))
	for range 4 {
		var h Layout
		for i := range h {
			h[i] = uint8(rng.IntN(10))
		}
		hands = append(hands, h)
	}
	for _, h := range hands {
		dist := distancesByHand(h)
		all := arrangements(h)
		step := max(1, len(all)/400)
		for n := 0; n < len(all); n += step {
			s := all[n]
			sol := Solve(s)
			checkSolution(t, s, sol, dist)
			if n%(step*40) == 0 && sol.Optimal >= 0 {
				checkEnds(t, s, sol)
			}
		}
	}
}

// TestSolveDistinctWithTen checks starts of nine distinct values other than ace to nine
// (a ten and no nine) against searches from each start.
func TestSolveDistinctWithTen(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 11))
	s := Layout{0, 1, 2, 3, 4, 5, 6, 7, 8}
	for range 12 {
		rng.Shuffle(9, func(i, j int) { s[i], s[j] = s[j], s[i] })
		sol := Solve(s)
		if sol.Solutions != 42 || sol.Optimal < 1 {
			t.Fatalf("%v: %+v", s, sol)
		}
		checkReplay(t, s, sol)
		checkEnds(t, s, sol)
	}
}

func TestSolveDeterministic(t *testing.T) {
	a, b := Solve(Natural), Solve(Natural)
	if !slices.Equal(a.Moves, b.Moves) || a.Result != b.Result {
		t.Fatalf("two solves differ: %+v %+v", a, b)
	}
	// The result is the smallest provable layout among the nearest ones.
	for _, l := range ProvableLayouts(Natural) {
		if l.Less(a.Result) && swapDistance(Natural, l) == a.Optimal {
			t.Fatalf("%v is as near as %v and smaller", l, a.Result)
		}
	}
	if s := Solve(Layout{10, 1, 2, 3, 4, 5, 6, 7, 8}); s.Optimal != -1 {
		t.Errorf("values above 9: %+v", s)
	}
}

// TestNaturalFigures checks every figure the seed gives for the natural hand, computed
// here by brute force over all 9! layouts, and Analyze against them.
func TestNaturalFigures(t *testing.T) {
	var point, center, main [10]int
	arrangementsProvable, solutions := 0, 0
	for _, l := range naturalArrangements() {
		if !provableByHand(l) {
			continue
		}
		arrangementsProvable++
		if tr := transposeByHand(l); tr.Less(l) {
			continue // count the pair once, at its smaller layout
		}
		solutions++
		point[l[0]]++
		center[l[4]]++
		for _, p := range []int{0, 1, 3, 4} {
			main[l[p]]++
		}
	}
	if solutions <= 100 {
		t.Errorf("%d solutions, the seed says more than 100", solutions)
	}
	if point[9] != 25 || point[1] != 15 || point[2] != 11 || point[7] != 11 {
		t.Errorf("on the point: %v; the seed says 9 25 times, 1 15, 2 and 7 11 each", point)
	}
	for v := range 10 {
		if v != 9 && v != 1 && v != 2 && v != 7 && point[v] >= 11 {
			t.Errorf("%d is on the point %d times, more than the seed's fourth place", v, point[v])
		}
	}
	if center[2] != 25 || center[3] != 23 || center[1] != 20 {
		t.Errorf("in the center: %v; the seed says 2 25 times, 3 23, 1 20", center)
	}
	order := []int{1, 2, 3, 5, 7, 4, 6, 9, 8}
	for k := 1; k < len(order); k++ {
		if main[order[k-1]] < main[order[k]] {
			t.Errorf("in the main: %v; the seed's order is %v", main, order)
		}
	}
	n := Analyze().Natural
	if n.Arrangements != arrangementsProvable || n.Solutions != solutions || n.Point != point ||
		n.Center != center || n.Main != main {
		t.Errorf("Analyze().Natural = %+v; brute force: %d %d %v %v %v", n, arrangementsProvable, solutions, point, center, main)
	}
	if got := ByCount(n.Main); !slices.Equal(got, order) {
		t.Errorf("ByCount(Main) = %v, want %v", got, order)
	}
}

// TestSolitaireFigures checks Analyze's distribution of optimal move counts against a
// breadth-first search over every start.
func TestSolitaireFigures(t *testing.T) {
	dist := naturalDistances()
	byMoves := map[int]int{}
	maxMoves := 0
	var hardest []Layout
	for _, s := range naturalArrangements() {
		d, _ := dist(s)
		if tr := transposeByHand(s); tr.Less(s) {
			continue
		}
		byMoves[d]++
		switch {
		case d > maxMoves:
			maxMoves, hardest = d, []Layout{s}
		case d == maxMoves:
			hardest = append(hardest, s)
		}
	}
	slices.SortFunc(hardest, func(a, b Layout) int { return slices.Compare(a[:], b[:]) })
	got := Analyze().Solitaire
	if got.Starts != 181440 || got.MaxMoves != maxMoves || len(got.ByMoves) != maxMoves+1 || !slices.Equal(got.Hardest, hardest) {
		t.Fatalf("Analyze().Solitaire = %+v; brute force: max %d, hardest %v", got, maxMoves, hardest)
	}
	total := 0
	for d, n := range got.ByMoves {
		total += n
		if n != byMoves[d] {
			t.Errorf("%d starts need %d moves, brute force says %d", n, d, byMoves[d])
		}
	}
	if total != got.Starts {
		t.Errorf("the distribution counts %d starts, want %d", total, got.Starts)
	}
}

func TestRankUnrank(t *testing.T) {
	prev := Layout{}
	for r := range factorial[9] {
		l := unrank(r)
		if rank(pack(l)) != r || (r > 0 && !prev.Less(l)) {
			t.Fatalf("rank %d: %v", r, l)
		}
		prev = l
	}
}

func TestSwapDistance(t *testing.T) {
	// Two 2-cycles (a→b→a twice) beat one 4-cycle: 2 swaps, not 3.
	s := Layout{1, 2, 1, 2, 5, 6, 7, 8, 9}
	d := Layout{2, 1, 2, 1, 5, 6, 7, 8, 9}
	if got := swapDistance(s, d); got != 2 {
		t.Errorf("swapDistance = %d, want 2", got)
	}
}

func FuzzSolve(f *testing.F) {
	for _, s := range []string{"789456123", "000000000", "112233450", "999999998", "615142323", "123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var s Layout
		for i := range s {
			if i < len(in) {
				s[i] = in[i] % 10
			}
		}
		sol := Solve(s)
		checkReplay(t, s, sol)
		if sol.Optimal < 0 {
			if len(ProvableLayouts(s)) != 0 {
				t.Fatalf("%v: no solution reported, but some layout is provable", s)
			}
			return
		}
		if sol.Ends < 1 || sol.Solutions != len(ProvableLayouts(s)) {
			t.Fatalf("%v: %+v", s, sol)
		}
		checkEnds(t, s, sol)
	})
}

// plainSolve is the solitaire optimum of a start of distinct values found the plain way:
// the swap count to every provable arrangement (targets, sorted) is 9 minus the cycles of
// the permutation between them, followed one position at a time (skipping the targets
// that the misplaced cards alone put too far). It returns the optimum, how many targets
// are that near, the smallest of them, and the number of swaps of two positions on one
// cycle towards some nearest target.
func plainSolve(s Layout, targets []Layout) (optimum, ends int, result Layout, first int) {
	var at [10]int // at[v] is the position of the card v in s
	for i, v := range s {
		at[v] = i
	}
	optimum = 10
	var firsts [9][9]bool
	for _, t := range targets {
		misplaced := 0
		for i := range 9 {
			if s[i] != t[i] {
				misplaced++
			}
		}
		if (misplaced+1)/2 > optimum {
			continue // each swap places at most two cards
		}
		var cycle [9]int // 1 + the number of the cycle of each position
		cycles := 0
		for i := range 9 {
			if cycle[i] == 0 {
				cycles++
				for j := i; cycle[j] == 0; j = at[t[j]] {
					cycle[j] = cycles
				}
			}
		}
		d := 9 - cycles
		if d > optimum {
			continue
		}
		if d < optimum {
			optimum, ends, result, firsts = d, 0, t, [9][9]bool{}
		}
		ends++
		for i := range 9 {
			for j := i + 1; j < 9; j++ {
				if cycle[i] == cycle[j] {
					firsts[i][j] = true
				}
			}
		}
	}
	for i := range firsts {
		for j := range firsts[i] {
			if firsts[i][j] {
				first++
			}
		}
	}
	return optimum, ends, result, first
}

// checkPlain compares Solve(s) with plainSolve and replays its moves.
func checkPlain(s Layout, targets []Layout) string {
	sol := Solve(s)
	optimum, ends, result, first := plainSolve(s, targets)
	if sol.Optimal != optimum || sol.Ends != ends || sol.Result != result || sol.FirstMoves != first ||
		sol.Solutions != len(targets) || len(sol.Moves) != optimum {
		return fmt.Sprintf("%v: %+v; plainly optimum %d, %d ends, result %v, %d first moves, %d solutions",
			s, sol, optimum, ends, result, first, len(targets))
	}
	cur := s
	for _, m := range sol.Moves {
		cur = cur.Swap(m[0], m[1])
	}
	if cur != sol.Result {
		return fmt.Sprintf("%v: moves %v give %v, not %v", s, sol.Moves, cur, sol.Result)
	}
	return ""
}

// TestSolveEveryStart compares Solve with plainSolve on every start of ace to nine up to
// transposition (181,440 starts; its transpose has the same figures), on both cores.
func TestSolveEveryStart(t *testing.T) {
	var targets []Layout
	for _, l := range naturalArrangements() { // in increasing order
		if provableByHand(l) {
			targets = append(targets, l)
		}
	}
	var starts []Layout
	for _, s := range naturalArrangements() {
		if !transposeByHand(s).Less(s) {
			starts = append(starts, s)
		}
	}
	if len(starts) != 181440 {
		t.Fatalf("%d starts up to transposition, want 181,440", len(starts))
	}
	workers := runtime.GOMAXPROCS(0)
	problems := make([]string, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for k := w; k < len(starts) && problems[w] == ""; k += workers {
				s := starts[k]
				problems[w] = checkPlain(s, targets)
				if a, b := Solve(s), Solve(transposeByHand(s)); problems[w] == "" &&
					(a.Optimal != b.Optimal || a.Ends != b.Ends || a.FirstMoves != b.FirstMoves) {
					problems[w] = fmt.Sprintf("%v: %+v, its transpose %+v", s, a, b)
				}
			}
		})
	}
	wg.Wait()
	for _, p := range problems {
		if p != "" {
			t.Error(p)
		}
	}
}

// TestDistinctTargets checks the nine distinct values other than ace to nine (a ten and
// no v, for each v) against plainSolve on random starts, and that no nine distinct
// values have more than 256 provable arrangements (Solve counts on that).
func TestDistinctTargets(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 12))
	for skip := 0; skip <= 9; skip++ {
		var cards Layout
		i := 0
		for v := range 10 {
			if v != skip {
				cards[i] = uint8(v)
				i++
			}
		}
		var targets []Layout
		for _, l := range arrangements(cards) {
			if provableByHand(l) {
				targets = append(targets, l)
			}
		}
		if len(targets) > 256 || len(targets) == 0 {
			t.Fatalf("%v: %d provable arrangements", cards, len(targets))
		}
		for range 500 {
			s := cards
			rng.Shuffle(9, func(i, j int) { s[i], s[j] = s[j], s[i] })
			if p := checkPlain(s, targets); p != "" {
				t.Fatal(p)
			}
		}
	}
}

// startsAt returns every start of ace to nine whose optimum is d, in lexicographic order.
func startsAt(d uint8) []Layout {
	var out []Layout
	for r, x := range distances(naturalTargets().layouts, 3) {
		if x == d {
			out = append(out, unrank(r))
		}
	}
	return out
}

func benchmarkStarts(b *testing.B, starts []Layout) {
	Solve(Natural) // the table of provable layouts is built once
	i := 0
	for b.Loop() {
		Solve(starts[i%len(starts)])
		i++
	}
}

// BenchmarkSolveHardestAll solves each of the 38 hardest starts of ace to nine in turn
// (optimum 5; the most targets to count cycles to).
func BenchmarkSolveHardestAll(b *testing.B) { benchmarkStarts(b, startsAt(5)) }

// BenchmarkSolveOptimum4 solves the 53,248 starts of ace to nine with optimum 4 in turn.
func BenchmarkSolveOptimum4(b *testing.B) { benchmarkStarts(b, startsAt(4)) }
