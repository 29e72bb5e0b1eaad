package injection

import (
	"strings"
	"testing"
)

// TestForeignScript checks the eight-byte pass of foreignScript against a
// byte-by-byte reading, with the foreign rune at every offset around the
// eight-byte boundaries and with only Latin letters outside ASCII.
func TestForeignScript(t *testing.T) {
	for _, r := range []string{"助", "ж", "ア", "é", "€"} {
		want := r == "助" || r == "ж" || r == "ア"
		for pad := 0; pad < 20; pad++ {
			s := strings.Repeat("a", pad) + r + strings.Repeat("b", 20-pad)
			if got := foreignScript([]byte(s)); got != want {
				t.Errorf("foreignScript(%q) = %v, want %v", s, got, want)
			}
		}
	}
	if foreignScript([]byte(strings.Repeat("plain ascii ", 10))) {
		t.Error("foreignScript read a foreign rune in ASCII")
	}
}
