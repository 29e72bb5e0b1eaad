package injection

import (
	"encoding/binary"
	"math/bits"
)

// wordMap is a read-only map from words to values, built once, for the
// lookups the scan makes at every word: a word of up to sixteen bytes is
// its own key (two machine words and a length), found with one multiply
// and compared without hashing its bytes; longer words go to a Go map.
type wordMap[V any] struct {
	slots []wordSlot[V]
	shift uint
	long  map[string]V
	// filter is wordSet's: most words asked about are in no list, and
	// it says so before the word is packed and its slot probed.
	filter wordFilter
}

// wordSlot holds its word's value: a word found costs the load of its
// slot alone, not a second one into a table of values.
type wordSlot[V any] struct {
	a, b uint64
	n    uint32
	used bool // false for an empty slot
	v    V
}

// maxShortKey is the longest word kept in the slots.
const maxShortKey = 16

func newWordMap[V any](m map[string]V) *wordMap[V] {
	size := 8
	for size < 2*len(m) {
		size *= 2
	}
	wm := &wordMap[V]{slots: make([]wordSlot[V], size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	for w, v := range m {
		wm.filter.add(w)
		b := []byte(w)
		if len(b) > maxShortKey {
			if wm.long == nil {
				wm.long = map[string]V{}
			}
			wm.long[w] = v
			continue
		}
		a, bb := wordKey(b)
		for i := wm.slot(a, bb, len(b)); ; i = (i + 1) & (len(wm.slots) - 1) {
			if !wm.slots[i].used {
				wm.slots[i] = wordSlot[V]{a: a, b: bb, n: uint32(len(b)), used: true, v: v}
				break
			}
		}
	}
	return wm
}

func (wm *wordMap[V]) slot(a, b uint64, n int) int {
	h := (a ^ (b+uint64(n))*0x9E3779B97F4A7C15) * 0xBF58476D1CE4E5B9
	return int(h >> wm.shift)
}

// get returns the value of the word w.
func (wm *wordMap[V]) get(w []byte) (V, bool) {
	if !wm.filter.may(w) {
		var zero V
		return zero, false
	}
	if len(w) > maxShortKey {
		v, ok := wm.long[string(w)]
		return v, ok
	}
	a, b := wordKey(w)
	n := uint32(len(w))
	for i := wm.slot(a, b, len(w)); ; i = (i + 1) & (len(wm.slots) - 1) {
		s := &wm.slots[i]
		if !s.used {
			var zero V
			return zero, false
		}
		if s.a == a && s.b == b && s.n == n {
			return s.v, true
		}
	}
}

// has reports whether w is a key.
func (wm *wordMap[V]) has(w []byte) bool {
	_, ok := wm.get(w)
	return ok
}

// at is has for word k of g, with the filter's key fill computed.
func (wm *wordMap[V]) at(g *segment, b []byte, k int) bool {
	return wm.mayAt(g, k) && wm.has(g.wb(b, k))
}

// mayAt reports whether word k of g may be a key: false is sure.
func (wm *wordMap[V]) mayAt(g *segment, k int) bool { return wm.filter.mayKey(g.keys[k]) }

// wordKey packs a word of up to sixteen bytes into two machine words,
// little-endian and zero-padded.
func wordKey(w []byte) (uint64, uint64) {
	if len(w) <= 8 {
		return loadPartial(w), 0
	}
	return binary.LittleEndian.Uint64(w), loadPartial(w[8:])
}

// loadPartial loads up to eight bytes of w, zero-padded.
func loadPartial(w []byte) uint64 {
	n := len(w)
	if n >= 8 {
		return binary.LittleEndian.Uint64(w)
	}
	if cap(w) >= 8 {
		// The bytes past the word are in the same buffer: load eight
		// and keep the word's.
		return binary.LittleEndian.Uint64(w[:8]) & (1<<(8*uint(n)) - 1)
	}
	var x uint64
	for i := n - 1; i >= 0; i-- {
		x = x<<8 | uint64(w[i])
	}
	return x
}
