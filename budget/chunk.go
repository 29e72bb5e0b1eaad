package budget

import (
	"unicode"
	"unicode/utf8"
)

// chunkMax bounds what one tiktoken-go call sees; runMax bounds a stretch
// without a safe cut, because tiktoken-go's byte-pair merge is quadratic in
// the length of one pre-tokenizer piece.
const (
	chunkMax = 4096
	runMax   = 128
)

// softCut reports whether s may be cut before byte i without changing how
// tiktoken's pre-tokenizer splits s: before a space that follows a
// non-space, or after a newline that precedes a non-space other than '/'
// (o200k_base glues "[\r\n/]*" to a run of punctuation, so "==>\n/usr"
// has a piece across the newline). No piece of cl100k_base or o200k_base
// crosses such a place and neither pattern looks behind, so the pieces on
// both sides come out the same as in the whole.
func softCut(s string, i int) bool {
	if i <= 0 || i >= len(s) {
		return false
	}
	switch {
	case s[i] == ' ':
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return !isSpace(r)
	case s[i-1] == '\n' && s[i] != '/':
		r, _ := utf8.DecodeRuneInString(s[i:])
		return !isSpace(r)
	}
	return false
}

// isSpace mirrors regexp2's \s: Unicode White_Space, which unicode.IsSpace
// implements for all runes.
func isSpace(r rune) bool { return unicode.IsSpace(r) }

// runeStartAt moves i back, by at most three bytes and never below lo, to
// the start of a UTF-8 sequence, so a cut never splits a character. Inside
// invalid UTF-8 every byte reads as its own U+FFFD, so any cut is as good
// and i is returned unchanged.
func runeStartAt(s string, lo, i int) int {
	if i >= len(s) {
		return len(s)
	}
	j := i
	for k := 0; k < utf8.UTFMax-1 && j > lo && !utf8.RuneStart(s[j]); k++ {
		j--
	}
	if !utf8.RuneStart(s[j]) {
		return i
	}
	return j
}

// chunkEnd returns the end of the chunk of s that starts at start.
func chunkEnd(s string, start int) int {
	n := len(s)
	last, seg := -1, start
	for i := start + 1; i < n; i++ {
		if softCut(s, i) {
			if i-start > chunkMax {
				break
			}
			last, seg = i, i
			continue
		}
		if i-seg >= runMax || i-start >= chunkMax {
			if last > start {
				return last
			}
			return runeStartAt(s, start, i)
		}
	}
	if last > start && n-start > chunkMax {
		return last
	}
	return n
}

// chunkStart is chunkEnd read backwards: the start of the chunk of s that
// ends at end. Tail truncation uses it to count from the end.
func chunkStart(s string, end int) int {
	last, seg := -1, end
	for i := end - 1; i > 0; i-- {
		if softCut(s, i) {
			if end-i > chunkMax {
				break
			}
			last, seg = i, i
			continue
		}
		if seg-i >= runMax || end-i >= chunkMax {
			if last >= 0 {
				return last
			}
			if j := runeStartAt(s, 0, i); j > 0 {
				return j
			}
			return i
		}
	}
	if last >= 0 && end > chunkMax {
		return last
	}
	return 0
}

// validUTF8 replaces each byte of invalid UTF-8 in s with U+FFFD, as
// encoding/json does on the way to the client and as tiktoken-go does
// before encoding; cuts can then map tokens back to bytes exactly.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && w == 1 {
			b = append(b, "\uFFFD"...)
		} else {
			b = append(b, s[i:i+w]...)
		}
		i += w
	}
	return string(b)
}
