package judge

import (
	"regexp"
	"strings"
)

// pattern is a regular expression with the literals one of which every
// match contains. Regular expressions over a large result cost about a
// millisecond per 10 kB each, so a pattern runs only on short windows
// around its literals, found with a plain substring search.
type pattern struct {
	re      *regexp.Regexp
	needles []string // lower-case ASCII
}

// window is how far a window reaches each side of a literal: far enough for
// every pattern's match, which is one short phrase or line.
const window = 256

// maxWindows bounds the regular expression runs per pattern and text, so
// that a result repeating a literal thousands of times stays cheap.
const maxWindows = 200

// find returns the first match of p in text, or "". lower is text with
// ASCII letters lowered, the same length as text.
func (p pattern) find(text, lower string) string {
	runs := 0
	for _, n := range p.needles {
		for off := 0; runs < maxWindows; runs++ {
			i := strings.Index(lower[off:], n)
			if i < 0 {
				break
			}
			pos := off + i
			// Start at the line's start, so that "^" means what it says,
			// unless the line began more than a window back.
			start := max(0, pos-window)
			if nl := strings.LastIndexByte(text[start:pos], '\n'); nl >= 0 {
				start += nl + 1
			}
			end := min(len(text), pos+len(n)+window)
			if loc := p.re.FindStringIndex(text[start:end]); loc != nil {
				return text[start+loc[0] : start+loc[1]]
			}
			off = pos + len(n)
		}
	}
	return ""
}

// lowerASCII lowers ASCII letters only, keeping byte offsets aligned with s.
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// firstMatch returns the first match in s of the first pattern that
// matches, or "".
func firstMatch(patterns []pattern, s string) string {
	lower := lowerASCII(s)
	for _, p := range patterns {
		if m := p.find(s, lower); m != "" {
			return m
		}
	}
	return ""
}
