package toolerr

import (
	"strings"
	"testing"
)

// FuzzIsClean: the shortcut that returns a text as it is holds only for
// texts that collapse would leave unchanged.
func FuzzIsClean(f *testing.F) {
	for _, s := range []string{"Retry after 60 seconds.", "two  spaces", " lead", "trail ", "tab\there", "bell\a", "del\x7f", "zero\u200bwidth", "é", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if isClean(s) && collapse(s) != s {
			t.Errorf("isClean(%q) but collapse gives %q", s, collapse(s))
		}
	})
}

// TestCleanKeepsCleanTexts: a text that needs no change is returned as it
// is, without a copy, and one that does is still cleaned.
func TestCleanKeepsCleanTexts(t *testing.T) {
	plain := "The upstream catalogue said no; retry after 60 seconds."
	if n := testing.AllocsPerRun(100, func() { clean(plain) }); n != 0 {
		t.Errorf("clean of a clean text: %v allocations, want 0", n)
	}
	for in, want := range map[string]string{
		plain:                         plain,
		"  two\t\tlines\nhere ":       "two lines here",
		"zero\u200bwidth":             "zero width",
		"heart \u2764\ufe0f":          "heart \u2764\ufe0f",
		"doubled\ufe0f\ufe0fselector": "doubled\ufe0f selector",
	} {
		if got := clean(in); got != want {
			t.Errorf("clean(%q) = %q, want %q", in, got, want)
		}
	}
	if got := sentence("already a sentence"); got != "Already a sentence." || strings.HasPrefix(lowerFirst("DNS failed"), "d") {
		t.Errorf("sentence/lowerFirst changed: %q", got)
	}
}
