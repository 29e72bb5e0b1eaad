package resultcheck

import (
	"slices"
	"strings"

	"github.com/mcperr/mcperr/lint/internal/text"
)

// maxScan bounds the text the judgements read: the checks run on untrusted
// results of any size, and what matters sits at the start.
const maxScan = 64 << 10

func bounded(s string) string {
	if len(s) > maxScan {
		return s[:maxScan]
	}
	return s
}

// causeProblem says why t does not state a cause, or returns "". Whether a
// text is opaque is the linter's judgement (text.IsOpaque), so a message
// the linter passes does not fail here for the same reason.
func causeProblem(t string) string {
	t = strings.TrimSpace(bounded(t))
	if t == "" {
		return "the error text is empty"
	}
	if text.IsOpaque(t) {
		return "the error text " + quoteShort(t) + " says only that something failed"
	}
	if len(text.Words(t)) < 3 {
		return "the error text " + quoteShort(t) + " is too short to say what went wrong"
	}
	if text.GoValueSample(t) != "" {
		return "the error text " + quoteShort(t) + " holds a Go value dump instead of a sentence"
	}
	return ""
}

// hasAction reports whether t says what to do next, by the same judgement
// as the linter's MCP006 check.
func hasAction(t string) bool {
	return text.HasAction(bounded(t))
}

// tracebackSample returns the first stack-trace line in t, or "".
func tracebackSample(t string) string {
	return text.TracebackSample(bounded(t))
}

// instructionSample returns the first order to the model in t, or "", by
// the same judgement as the linter's MCP007 check.
func instructionSample(t string) string {
	return text.OrderSample(bounded(t))
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
