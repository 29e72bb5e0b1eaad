package injection

import "testing"

// TestWordSet checks that the filter never turns a word of the set away.
func TestWordSet(t *testing.T) {
	words := setOf("a|ab|other|competitors|a-very-long-word-of-more-than-thirty-one-bytes|é")
	s := filtered(words)
	for w := range words {
		if !s.has([]byte(w)) {
			t.Errorf("%q not found", w)
		}
	}
	for _, w := range []string{"", "b", "others", "compet", "a-very-long-word-of-more-than-thirty-one-bytes!"} {
		if s.has([]byte(w)) {
			t.Errorf("%q found", w)
		}
	}
}
