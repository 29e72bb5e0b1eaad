package injection

// wordSet is a set of words (setOf) behind a filter of their first bytes
// and lengths. The segment scorer asks of every word of a segment whether
// a list holds it, and a Go map hashes the word to say no; the filter
// says no for most words with one load.
type wordSet struct {
	// lengths holds, for each first byte, a bit for the length of each
	// word that starts with it; lengths from 31 up share bit 31.
	lengths [256]uint32
	words   map[string]bool
}

// filtered returns the wordSet of words, which must not change after.
func filtered(words map[string]bool) *wordSet {
	s := &wordSet{words: words}
	for w := range words {
		if w != "" {
			s.lengths[w[0]] |= lengthBit(len(w))
		}
	}
	return s
}

func lengthBit(n int) uint32 { return 1 << min(n, 31) }

// has reports whether w is one of the set's words.
func (s *wordSet) has(w []byte) bool {
	if len(w) == 0 {
		return s.words[""]
	}
	return s.lengths[w[0]]&lengthBit(len(w)) != 0 && s.words[string(w)]
}
