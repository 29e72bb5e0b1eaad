package resultcheck

import (
	"cmp"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/internal/judge"
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
// text is opaque is the linter's judgement (judge.IsOpaque), so a message
// the linter passes does not fail here for the same reason.
func causeProblem(t string) string {
	t = strings.TrimSpace(bounded(t))
	if t == "" {
		return "the error text is empty"
	}
	if judge.IsOpaque(t) {
		return "the error text " + quoteShort(t) + " says only that something failed"
	}
	if len(judge.Words(t)) < 3 {
		return "the error text " + quoteShort(t) + " is too short to say what went wrong"
	}
	if judge.GoValueSample(t) != "" {
		return "the error text " + quoteShort(t) + " holds a Go value dump instead of a sentence"
	}
	return ""
}

// hasAction reports whether t says what to do next, by the same judgement
// as the linter's MCP006 check.
func hasAction(t string) bool {
	return judge.HasAction(bounded(t))
}

// tracebackSample returns the first stack-trace line in t, or "".
func tracebackSample(t string) string {
	return judge.TracebackSample(bounded(t))
}

// instructionSample returns the first order to the model in t, or "", by
// the same judgement as the linter's MCP007 check.
func instructionSample(t string) string {
	return judge.OrderSample(bounded(t))
}

// namesParam reports whether text names the argument param, by the
// judgement toolerr's renderer applies when it writes the text.
func namesParam(text, param string) bool {
	return judge.NamesParam(bounded(text), param)
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

// readingOrder returns m's keys in the order a reader takes the facts: a
// cause before what to do about it. JSON encoders sort keys, which puts
// "action" before "cause"; the judgement of cause and action reads sentences
// in order, so the fields naming a next step go last.
func readingOrder(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if c := cmp.Compare(nextStepRank(a), nextStepRank(b)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return keys
}

// nextStepRank is 1 for a field name that holds what to do next.
func nextStepRank(key string) int {
	switch strings.ToLower(key) {
	case "action", "actions", "hint", "hints", "suggestion", "suggestions", "remedy", "resolution", "fix", "next", "next_step", "next_steps", "nextstep", "nextsteps":
		return 1
	}
	return 0
}
