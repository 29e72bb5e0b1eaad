package injection

import (
	"math/rand"
	"testing"
)

// TestWordMapMatchesMap checks wordMap against a Go map on words of every
// length around the sixteen-byte limit, read from inside a larger buffer
// (whose bytes after the word must not count) and from exact-size slices.
func TestWordMapMatchesMap(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "abcde\x00\xff"[r.Intn(7)]
		}
		return string(b)
	}
	m := map[string]int{}
	for range 3000 {
		m[word(r.Intn(22))] = r.Intn(1000)
	}
	wm := newWordMap(m)
	for range 50000 {
		w := word(r.Intn(22))
		if r.Intn(2) == 0 {
			for k := range m {
				w = k
				break
			}
		}
		want, wok := m[w]
		buf := []byte(w + word(r.Intn(10)))
		for _, b := range [][]byte{buf[:len(w)], []byte(w)} {
			if got, ok := wm.get(b); ok != wok || got != want {
				t.Fatalf("get(%q) = %d, %v; want %d, %v", w, got, ok, want, wok)
			}
		}
	}
}
