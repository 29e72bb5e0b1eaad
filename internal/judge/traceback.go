package judge

import (
	"bytes"
	"regexp"
	"strings"
)

// tracebacks match one line of a stack trace from Go, Python, Java or
// JavaScript: server internals that cost tokens and give the model nothing
// to act on.
var tracebacks = []pattern{
	{regexp.MustCompile(`goroutine \d+ \[`), []string{"goroutine "}},
	{regexp.MustCompile(`[\w./-]+\.go:\d+`), []string{".go:"}},
	{regexp.MustCompile(`runtime/debug\.Stack|runtime\.gopanic|runtime/panic\.go`), []string{"runtime"}},
	{regexp.MustCompile(`Traceback \(most recent call last\)`), []string{"traceback (most recent call last)"}},
	{regexp.MustCompile(`(?m)^\s+File "[^"\n]+", line \d+`), []string{`file "`}},
	{regexp.MustCompile(`(?m)^\s+at [\w.$<>\[\] ]+\(?[^()\n]*:\d+(:\d+)?\)?$`), []string{"    at ", "\tat "}},
	{regexp.MustCompile(`Exception in thread "`), []string{"exception in thread"}},
}

// TracebackSample returns the first stack-trace line in s, or "" when s
// holds none.
func TracebackSample(s string) string {
	return firstMatch(tracebacks, s)
}

// scrubbed are the parts of a trace ScrubTraceback removes: the lines
// TracebackSample finds, widened to the whole frame ("main.go:42 +0x1d",
// "goroutine 7 [running]:"), and the bits that only make sense next to a
// frame (a "+0x1d" offset, the "panic: " prefix).
var scrubbed = []pattern{
	{regexp.MustCompile(`goroutine \d+ \[(?:[^\]\n]*\]:?)?`), []string{"goroutine "}},
	{regexp.MustCompile(`\S*\.go:\d+\S*`), []string{".go:"}},
	{regexp.MustCompile(`\+0[xX][0-9a-fA-F]+`), []string{"+0x"}},
	{regexp.MustCompile(`(?i)panic: `), []string{"panic: "}},
	{regexp.MustCompile(`runtime/debug\.Stack|runtime\.gopanic|runtime/panic\.go`), []string{"runtime"}},
	{regexp.MustCompile(`Traceback \(most recent call last\):?`), []string{"traceback (most recent call last)"}},
	{regexp.MustCompile(`(?m)^\s+File "[^"\n]+", line \d+.*$`), []string{`file "`}},
	{regexp.MustCompile(`(?m)^\s+at [\w.$<>\[\] ]+\(?[^()\n]*:\d+(:\d+)?\)?$`), []string{"    at ", "\tat "}},
	{regexp.MustCompile(`Exception in thread "(?:[^"\n]*")?`), []string{"exception in thread"}},
}

// ScrubTraceback returns s with every stack-trace part TracebackSample
// would report replaced by a space, for a renderer that must show the rest
// of a text (an error's cause) without the server's layout. Text without
// any trace is returned as is, without running a regular expression.
//
// A frame's shape is a lure as well as a leak: a path or a query can carry
// "goroutine 0 [" on purpose, and removing one part can leave the spaces
// that complete another ("Exception in thread "x"  File "a", line 1" at a
// line's start). So the scrub repeats until nothing changes; every pass
// that changes the text shortens it, so the loop ends.
func ScrubTraceback(s string) string {
	for mayHoldTrace(s) {
		t := scrubOnce(s)
		if t == s {
			break
		}
		s = t
	}
	return s
}

// scrubOnce replaces each part of scrubbed found in s by a space.
func scrubOnce(s string) string {
	lower := lowerASCII(s)
	for _, p := range scrubbed {
		for _, n := range p.needles {
			if strings.Contains(lower, n) {
				s = p.re.ReplaceAllString(s, " ")
				lower = lowerASCII(s)
				break
			}
		}
	}
	return s
}

// scrubbedNeedles are the literals of scrubbed, as bytes for the search
// in mayHoldTrace.
var scrubbedNeedles = func() (ns [][]byte) {
	for _, p := range scrubbed {
		for _, n := range p.needles {
			ns = append(ns, []byte(n))
		}
	}
	return ns
}()

// traceScanBuf is how much text mayHoldTrace lowers on the stack; every
// error text the renderer shows fits, so the common case allocates nothing.
const traceScanBuf = 4096

// mayHoldTrace reports whether s holds a literal of scrubbed, ASCII case
// ignored. Every error text passes here and almost none holds a frame, so
// the text is lowered into a buffer on the stack rather than a new string.
func mayHoldTrace(s string) bool {
	var buf [traceScanBuf]byte
	var lower []byte
	if len(s) <= len(buf) {
		lower = buf[:len(s)]
	} else {
		lower = make([]byte, len(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	for _, n := range scrubbedNeedles {
		if bytes.Contains(lower, n) {
			return true
		}
	}
	return false
}

// goDump matches Go values printed where a sentence was due, as mcp-go's
// validation messages do (&{Missing:[name]}) or a bad format verb does.
var goDump = []pattern{{regexp.MustCompile(`&\{|%!\w\(|\bmap\[[^\]]*\]|\(MISSING\)|<nil>`), []string{"&{", "%!", "map[", "(missing)", "<nil>"}}}

// GoValueSample returns the first Go value dump in s ("&{Missing:[name]}",
// "%!d(string=x)", "map[a:1]", "<nil>"), or "" when s holds none.
func GoValueSample(s string) string {
	return firstMatch(goDump, s)
}
