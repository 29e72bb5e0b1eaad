package text

import "regexp"

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

// goDump matches Go values printed where a sentence was due, as mcp-go's
// validation messages do (&{Missing:[name]}) or a bad format verb does.
var goDump = []pattern{{regexp.MustCompile(`&\{|%!\w\(|\bmap\[[^\]]*\]|\(MISSING\)|<nil>`), []string{"&{", "%!", "map[", "(missing)", "<nil>"}}}

// GoValueSample returns the first Go value dump in s ("&{Missing:[name]}",
// "%!d(string=x)", "map[a:1]", "<nil>"), or "" when s holds none.
func GoValueSample(s string) string {
	return firstMatch(goDump, s)
}
