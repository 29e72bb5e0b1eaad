package injection

import (
	"math/rand"
	"testing"
)

// unLeetWords is unLeet's definition, word by word: every word with a
// leetTrigger digit right before a letter has all its leet digits
// rewritten.
func unLeetWords(b []byte) {
	for i := 0; i < len(b); {
		if !wordClass[b[i]] {
			i++
			continue
		}
		j, leet := i, false
		for j < len(b) && wordClass[b[j]] {
			if leetTrigger[b[j]] && j+1 < len(b) && 'a' <= b[j+1] && b[j+1] <= 'z' {
				leet = true
			}
			j++
		}
		if leet {
			n := 0
			for k := i; k < j; k++ {
				if 'a' <= b[k] && b[k] <= 'z' {
					n++
				}
			}
			for k := i; k < j; k++ {
				if c := leetDigits[b[k]]; c != 0 && (n >= 2 || b[k] != '9') {
					b[k] = c
				}
			}
		}
		i = j
	}
}

func TestUnLeetMatchesDefinition(t *testing.T) {
	const alphabet = "ab z01345789_ .-\n\xc3"
	r := rand.New(rand.NewSource(2))
	for range 20000 {
		b := make([]byte, r.Intn(24))
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		want := append([]byte(nil), b...)
		unLeetWords(want)
		got := append([]byte(nil), b...)
		unLeet(got)
		if string(got) != string(want) {
			t.Fatalf("unLeet(%q) = %q, want %q", b, got, want)
		}
	}
}
