package injection

import (
	"math/rand/v2"
	"testing"
)

// TestParaEndIsParagraphEnd: the memoised search answers what the plain
// scan answers, for positions in any order and any bound.
func TestParaEndIsParagraphEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("ab \n\n\t\r")
	for range 2000 {
		b := make([]byte, r.IntN(60))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		d := &detector{b: b}
		for range 20 {
			pos := r.IntN(len(b) + 1)
			lim := pos + r.IntN(len(b)-pos+1)
			if got, want := d.paraEnd(pos, lim), paragraphEnd(b[:lim], pos); got != want {
				t.Fatalf("paraEnd(%d, %d) on %q = %d, paragraphEnd = %d", pos, lim, b, got, want)
			}
		}
	}
}
