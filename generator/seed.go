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
// use ("ops", "twoops", "duel", or the Name of another registered game). Practice and classroom puzzles (OpsAt, TwoOpsAt) use the same hash
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

// Starts is the number of distinct Ops solitaire starts, ops.Starts.
const Starts = ops.Starts

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
