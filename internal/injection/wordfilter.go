package injection

// wordSet is a set of words (setOf) behind a filter of their first and
// last bytes and lengths. The segment scorer asks of every word of a
// segment whether a list holds it, and a Go map hashes the word to say
// no; the filter says no for most words with one load.
type wordSet struct {
	filter wordFilter
	words  map[string]bool
}

// filtered returns the wordSet of words, which must not change after.
func filtered(words map[string]bool) *wordSet {
	s := &wordSet{words: words}
	for w := range words {
		s.filter.add(w)
	}
	return s
}

// has reports whether w is one of the set's words.
func (s *wordSet) has(w []byte) bool {
	return s.filter.may(w) && s.words[string(w)]
}

// at is has for word k of g, with the filter's key fill computed.
func (s *wordSet) at(g *segment, b []byte, k int) bool {
	return s.filter.mayKey(g.keys[k]) && s.words[string(g.wb(b, k))]
}

// hasString is has for a word already made a string.
func (s *wordSet) hasString(w string) bool {
	return filterMay(&s.filter, w) && s.words[w]
}

// wordFilter holds a bit for the first byte, the last byte and the
// length of each word of a list. By first byte and length alone, a
// list of a hundred words passes a third of ordinary prose ("the" for
// "tell", "of" for "on"); the last byte turns most of those away too.
type wordFilter struct {
	bits [wordFilterBits / 64]uint64
	// empty: "" is in the list; it has no first byte.
	empty bool
}

// wordFilterBits is the size of the filter: a few hundred words of a
// list set few enough of them for a miss to be likely.
const (
	wordFilterLog  = 12
	wordFilterBits = 1 << wordFilterLog
)

// wordFilterKey is the bit of a word of n > 0 bytes; lengths from 31 up
// share one.
func wordFilterKey[T string | []byte](w T) uint32 {
	h := (uint32(w[0]) | uint32(w[len(w)-1])<<8 | uint32(min(len(w), 31))<<16) * 0x9E3779B1
	return h >> (32 - wordFilterLog)
}

func (f *wordFilter) add(w string) {
	if w == "" {
		f.empty = true
		return
	}
	k := wordFilterKey(w)
	f.bits[k>>6] |= 1 << (k & 63)
}

// may reports whether w may be one of the list's words: false is sure.
func (f *wordFilter) may(w []byte) bool { return filterMay(f, w) }

// filterMay is may for a word held as a string or as bytes.
func filterMay[T string | []byte](f *wordFilter, w T) bool {
	if len(w) == 0 {
		return f.empty
	}
	return f.mayKey(wordFilterKey(w))
}

// mayKey is may for a word's key (wordFilterKey).
func (f *wordFilter) mayKey(k uint32) bool { return f.bits[k>>6]&(1<<(k&63)) != 0 }

// wordsOf is the wordSet of the words of setOf: a list the scanner only
// asks whether it holds a word.
func wordsOf(words string) *wordSet { return filtered(setOf(words)) }
