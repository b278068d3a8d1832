package generator

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"strconv"

	"github.com/opsdaily/opsdaily/puzzles/ops"
)

// DefaultSeed is the site seed of the published calendar. It is fixed forever: everyone who
// builds with the defaults publishes the same puzzles on the same dates.
const DefaultSeed = "opsdaily"

// Seeding, scheme 1.
//
// Every random choice of a day comes from its own stream: a ChaCha8 generator of
// math/rand/v2 keyed with
//
//	SHA-256("opsdaily\x00" + scheme + "\x00" + site seed + "\x00" + date + "\x00" + game)
//
// where scheme is the decimal scheme version ("1"), date is YYYY-MM-DD and game names the
// use ("ops", "twoops"). Practice and classroom puzzles (OpsAt, TwoOpsAt) use the same hash
// with the index in place of the date ("#17"). The Ops calendar's permutation of the
// 181,440 distinct starts is keyed with the same hash over the date "" and the game
// "ops-permutation", so it depends on the site seed alone. Nothing reads a clock or the
// global random source.

// key hashes the parts of a stream's name, NUL-separated, after the scheme.
func key(scheme int, parts ...string) [32]byte {
	h := sha256.New()
	h.Write([]byte("opsdaily"))
	h.Write([]byte{0})
	h.Write([]byte(strconv.Itoa(scheme)))
	for _, p := range parts {
		h.Write([]byte{0})
		h.Write([]byte(p))
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// stream returns the random stream of one game of one day (or one index).
func stream(scheme int, seed, when, game string) *rand.Rand {
	return rand.New(rand.NewChaCha8(key(scheme, seed, when, game)))
}

// Starts is the number of distinct Ops solitaire starts: the 9! orders of A-9 with a start
// and its transpose counted once.
const Starts = 181440

// permutation is a keyed bijection of [0, Starts): a four-round Feistel network on 18 bits
// (two halves of 9), walked in cycles until it lands below Starts.
type permutation [4]uint64

func newPermutation(scheme int, seed string) permutation {
	k := key(scheme, seed, "", "ops-permutation")
	var p permutation
	for i := range p {
		p[i] = binary.LittleEndian.Uint64(k[8*i:])
	}
	return p
}

// mix is a 64-bit finaliser (splitmix64's).
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

func (p *permutation) round(x uint32) uint32 {
	l, r := x>>9, x&511
	for _, k := range p {
		l, r = r, l^uint32(mix(uint64(r)^k)&511)
	}
	return l<<9 | r
}

func (p *permutation) unround(x uint32) uint32 {
	l, r := x>>9, x&511
	for i := len(p) - 1; i >= 0; i-- {
		l, r = r^uint32(mix(uint64(l)^p[i])&511), l
	}
	return l<<9 | r
}

// at returns the image of i, for 0 <= i < Starts.
func (p *permutation) at(i int) int {
	x := p.round(uint32(i))
	for x >= Starts {
		x = p.round(x)
	}
	return int(x)
}

// index is the inverse of at.
func (p *permutation) index(v int) int {
	x := p.unround(uint32(v))
	for x >= Starts {
		x = p.unround(x)
	}
	return int(x)
}

// startAt returns the start of rank k, 0 <= k < Starts: the one layout of A-9 of its
// transposition pair with p1 < p3 (transposing exchanges p1 and p3). The rank is the pair
// (p1, p3) in lexicographic order, times 7!, plus the Lehmer rank of the other seven values
// over positions 0, 2, 4, 5, 6, 7, 8.
func startAt(k int) ops.Layout {
	var l ops.Layout
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

// rankOf is the inverse of startAt for a layout of A-9 in either orientation.
func rankOf(l ops.Layout) int {
	if l[1] > l[3] {
		l = ops.Transpose(l)
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
