package resultcheck

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// maxScan bounds the text the pattern checks read: the checks run on
// untrusted results of any size, and what matters sits at the start.
const maxScan = 64 << 10

func bounded(s string) string {
	if len(s) > maxScan {
		return s[:maxScan]
	}
	return s
}

// opaque texts say that something failed and nothing else.
var opaque = map[string]bool{
	"error": true, "failed": true, "failure": true, "fail": true, "invalid": true,
	"internal error": true, "internal server error": true, "server error": true,
	"something went wrong": true, "invalid input": true, "invalid request": true,
	"bad request": true, "operation failed": true, "an error occurred": true,
	"error occurred": true, "unknown error": true, "unexpected error": true,
	"request failed": true, "tool execution failed": true, "invalid params": true,
	"invalid parameters": true, "invalid arguments": true, "invalid argument": true,
	"oops": true, "not ok": true, "an unexpected error occurred": true,
	"tool error": true, "call failed": true, "execution failed": true,
}

// goDump matches Go values printed where a sentence was due, as mcp-go's
// validation messages do (&{Missing:[name]}) or a bad format verb does.
var goDump = []pattern{{regexp.MustCompile(`&\{|%!\w\(|\bmap\[[^\]]*\]|\(MISSING\)|<nil>`), []string{"&{", "%!", "map[", "(missing)", "<nil>"}}}

// causeProblem says why text does not state a cause, or returns "".
func causeProblem(text string) string {
	t := strings.TrimSpace(text)
	if t == "" {
		return "the error text is empty"
	}
	norm := strings.Join(strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}), " ")
	if opaque[norm] {
		return "the error text " + quoteShort(t) + " says only that something failed"
	}
	if len(strings.Fields(norm)) < 3 {
		return "the error text " + quoteShort(t) + " is too short to say what went wrong"
	}
	if firstMatch(goDump, t) != "" {
		return "the error text " + quoteShort(t) + " holds a Go value dump instead of a sentence"
	}
	return ""
}

// actionVerbs start sentences that tell the caller what to do.
var actionVerbs = map[string]bool{
	"retry": true, "try": true, "call": true, "use": true, "pass": true, "provide": true,
	"set": true, "wait": true, "ask": true, "check": true, "correct": true, "choose": true,
	"specify": true, "remove": true, "add": true, "send": true, "include": true, "give": true,
	"change": true, "fix": true, "reduce": true, "increase": true, "shorten": true, "split": true,
	"narrow": true, "limit": true, "request": true, "contact": true, "create": true, "select": true,
	"enter": true, "omit": true, "drop": true, "rename": true, "supply": true, "rerun": true,
	"re-run": true, "run": true, "list": true, "search": true, "confirm": true, "verify": true,
	"update": true, "log": true, "sign": true, "authenticate": true, "grant": true, "enable": true,
	"restart": true, "report": true, "quote": true, "do": true, "don't": true, "please": true,
	"resend": true, "repeat": true, "lower": true, "raise": true, "replace": true, "make": true,
	"pick": true, "start": true, "open": true, "close": true, "look": true, "fetch": true,
	"refresh": true, "reconnect": true, "install": true, "configure": true, "upgrade": true,
}

var actionPhrase = regexp.MustCompile(`(?i)\b(try again|retry|instead|you can|you may|to fix|to continue|ask the user|wait)\b`)

var sentenceEnd = regexp.MustCompile(`[.!?;:]\s+|\n+`)

// hasAction reports whether some sentence of text says what to do next.
func hasAction(text string) bool {
	t := bounded(text)
	if actionPhrase.MatchString(t) {
		return true
	}
	for _, s := range sentenceEnd.Split(t, -1) {
		s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
		first, _, _ := strings.Cut(s, " ")
		first = strings.ToLower(strings.TrimRightFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' }))
		if actionVerbs[first] {
			return true
		}
	}
	return false
}

// namesParam reports whether text names the argument param. A dotted or
// indexed path ("filters.since", "items[2].qty") also counts when text
// names its last segment, which is how people write it.
func namesParam(text, param string) bool {
	if param == "" {
		return true
	}
	t := bounded(text)
	if containsWord(t, param) {
		return true
	}
	last := param
	if i := strings.LastIndexAny(param, ".]"); i >= 0 && i+1 < len(param) {
		last = strings.TrimPrefix(param[i+1:], ".")
	}
	return last != param && last != "" && containsWord(t, last)
}

func containsWord(text, word string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		if (start == 0 || !isWordByte(text[start-1])) && (end == len(text) || !isWordByte(text[end])) {
			return true
		}
		i = start + 1
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

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

// maxWindows bounds the regular expression runs per pattern and text.
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

func firstMatch(patterns []pattern, text string) string {
	t := bounded(text)
	lower := lowerASCII(t)
	for _, p := range patterns {
		if m := p.find(t, lower); m != "" {
			return m
		}
	}
	return ""
}

var tracebacks = []pattern{
	{regexp.MustCompile(`goroutine \d+ \[`), []string{"goroutine "}},
	{regexp.MustCompile(`[\w./-]+\.go:\d+`), []string{".go:"}},
	{regexp.MustCompile(`runtime/debug\.Stack|runtime\.gopanic|runtime/panic\.go`), []string{"runtime"}},
	{regexp.MustCompile(`Traceback \(most recent call last\)`), []string{"traceback (most recent call last)"}},
	{regexp.MustCompile(`(?m)^\s+File "[^"\n]+", line \d+`), []string{`file "`}},
	{regexp.MustCompile(`(?m)^\s+at [\w.$<>\[\] ]+\(?[^()\n]*:\d+(:\d+)?\)?$`), []string{"    at ", "\tat "}},
	{regexp.MustCompile(`Exception in thread "`), []string{"exception in thread"}},
}

// tracebackSample returns the first stack-trace line in text, or "".
func tracebackSample(text string) string {
	return firstMatch(tracebacks, text)
}

// instructions match orders addressed to the model about anything but how
// to repeat the call: those belong in the tool description, and in results
// they read like prompt injection.
var instructions = []pattern{
	{regexp.MustCompile(`(?i)\bignore (all |any )?(the )?(previous|prior|above|earlier|other) (instructions|messages|prompts|rules)`), []string{"ignore "}},
	{regexp.MustCompile(`(?i)\b(system prompt|developer message|system message)\b`), []string{"system prompt", "developer message", "system message"}},
	{regexp.MustCompile(`(?im)^\W*(important|attention|note to (the )?(ai|assistant|model|llm)|instructions? (for|to) (the )?(ai|assistant|model|llm))\s*[:!]`), []string{"important", "attention", "note to", "instruction"}},
	{regexp.MustCompile(`(?i)\byou (must|should|need to) (always|never)\b`), []string{"you must ", "you should ", "you need to "}},
	{regexp.MustCompile(`(?i)\b(always|never) (tell|mention|reveal|inform|show|say)\b`), []string{"always ", "never "}},
	{regexp.MustCompile(`(?i)\bdo not (tell|mention|reveal|inform|show)\b.{0,20}\buser\b`), []string{"do not "}},
	{regexp.MustCompile(`(?i)\bas an ai\b`), []string{"as an ai"}},
	{regexp.MustCompile(`(?i)</?(system|instructions?|assistant|im_start|im_end)>|<\|im_(start|end)\|>`), []string{"<system", "<instruction", "<assistant", "<im_", "<|im_", "</"}},
	{regexp.MustCompile(`(?i)\b(from now on|for (all|every) (future|subsequent|following) (requests|calls|messages|turns))\b`), []string{"from now on", "for all ", "for every "}},
	{regexp.MustCompile(`(?i)\byou are (now )?(a|an|the) \w+ (assistant|agent|model)\b`), []string{"you are "}},
}

// instructionSample returns the first order to the model in text, or "".
func instructionSample(text string) string {
	return firstMatch(instructions, text)
}

func quoteShort(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 400 {
		s = s[:400]
	}
	if r := []rune(s); len(r) > 80 {
		s = string(r[:77]) + "..."
	}
	return `"` + s + `"`
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
