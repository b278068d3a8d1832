package ops

// Starts is the number of distinct Ops solitaire starts: the 9! orders of A-9 with a start
// and its transpose counted once.
const Starts = 181440

// StartAt returns the start of rank k, 0 <= k < Starts: the one layout of A-9 of its
// transposition pair with p1 < p3 (transposing exchanges p1 and p3). The rank is the pair
// (p1, p3) in lexicographic order, times 7!, plus the Lehmer rank of the other seven values
// over positions 0, 2, 4, 5, 6, 7, 8.
func StartAt(k int) Layout {
	var l Layout
	pair, rest := k/5040, k%5040
	a := 1
	for pair >= 9-a {
		pair -= 9 - a
		a++
	}
	b := a + 1 + pair
	l[1], l[3] = uint8(a), uint8(b)
	var left [7]uint8
	n := 0
	for v := 1; v <= 9; v++ {
		if v != a && v != b {
			left[n] = uint8(v)
			n++
		}
	}
	fact := 720
	for i, pos := range [7]int{0, 2, 4, 5, 6, 7, 8} {
		j := rest / fact
		rest %= fact
		l[pos] = left[j]
		copy(left[j:], left[j+1:n])
		n--
		if i < 6 {
			fact /= 6 - i
		}
	}
	return l
}

// RankOf is the inverse of StartAt for a layout of A-9 in either orientation.
func RankOf(l Layout) int {
	if l[1] > l[3] {
		l = Transpose(l)
	}
	a, b := int(l[1]), int(l[3])
	pair := 0
	for x := 1; x < a; x++ {
		pair += 9 - x
	}
	pair += b - a - 1
	var used [10]bool
	used[a], used[b] = true, true
	rest, fact := 0, 720
	for i, pos := range [7]int{0, 2, 4, 5, 6, 7, 8} {
		v := l[pos]
		smaller := 0
		for x := 1; x < int(v); x++ {
			if !used[x] {
				smaller++
			}
		}
		used[v] = true
		rest += smaller * fact
		if i < 6 {
			fact /= 6 - i
		}
	}
	return pair*5040 + rest
}
