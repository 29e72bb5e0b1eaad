package judge

import (
	"strings"
	"unicode"
)

// words splits s into lower-case words of letters and digits. Format verbs
// such as %v and %s are dropped first so that a format string is judged by
// the words its author wrote.
func words(s string) []string {
	s = dropVerbs(s)
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// dropVerbs removes fmt verbs (%v, %+v, %s, %d, %q, %w, %%, ...) from s.
func dropVerbs(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		j := i + 1
		for j < len(s) && strings.IndexByte("+-# 0123456789.*[]", s[j]) >= 0 {
			j++
		}
		i = j // skip the verb letter too
		b.WriteByte(' ')
	}
	return b.String()
}

// Words returns the lower-case words of s as the judgements read them, for
// checks that weigh a text by its length in words.
func Words(s string) []string {
	return words(s)
}
