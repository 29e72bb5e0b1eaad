package judge

import (
	"regexp"
	"strings"
)

// imperatives are verbs that, heading a clause, tell the model what to
// do. They rarely name a thing, so they count even at the start of the
// text.
const imperatives = `retry|try|use|check|provide|pass|set|specify|supply|give|wait|choose|pick|ask|contact|enable|disable|add|remove|correct|fix|include|omit|shorten|reduce|narrow|split|increase|decrease|install|configure|upgrade|restart|reconnect|authenticate|log\s*in|sign\s*in|grant|confirm|verify|ensure|make\s+sure|re-?run|rephrase|visit|consult|obtain|do\s+not|don't|avoid`

// nounVerbs are verbs that also name things ("Call failed", "Search error",
// "Refresh token expired", "Limit exceeded"): at the start of the text they
// are the subject of the cause, so they count only at the start of a later
// sentence.
const nounVerbs = `call|list|search|run|request|send|re-?send|create|re-?create|delete|update|make|open|close|read|select|start|stop|login|sign|change|enter|rename|replace|repeat|refresh|fetch|drop|lower|raise|limit|report|quote|look`

// clauseHead is where a clause starts, so an imperative there is an
// instruction: the start of the text, of a sentence or of a line; after a
// colon; after a dash set off by spaces ("client failed - ensure the token
// is set"; "re-run" and "e-mail" are words, not clauses), or an em or en
// dash with or without them; and a list item's bullet or number.
const clauseHead = `(^|[.;:!?]\s*|\n\s*|\s--?\s+|\s*[—–]\s*|(^|\n)\s*([-*•]|\d{1,2}[.)])\s+)`

// actionRE matches the phrasings by which an error text tells the model
// what to do next: an imperative verb at the head of a clause, a
// constraint the call must meet ("must be", "expected"), or retry advice.
//
// It is written in lower case and matched against lowered text: without
// (?i) the matcher runs about a fifth faster, which counts when a live
// result's error text is long.
var actionRE = regexp.MustCompile("" +
	// an imperative at the head of a clause
	clauseHead + `(please\s+)?(` + imperatives + `)\b` +
	// verbs that also name things: an imperative only at the start of a
	// later sentence; a colon does not end the cause ("search error: ...")
	`|([.;!?]\s+|\n\s*)(please\s+)?(` + nounVerbs + `)\b` +
	// what the model can or must do, addressed to it
	`|\byou\s+(can|may|could|must|should|need\s+to|have\s+to)\s+(also\s+|instead\s+|first\s+|then\s+|now\s+)?(` + imperatives + `|` + nounVerbs + `)\b` +
	// constraints and advice anywhere in the text
	`|\b(must|should|needs?\s+to|has\s+to|have\s+to)\s+(be|have|contain|match|include|start|end|use|not|exist|point|refer)\b` +
	`|\b(expected|expects|expecting|allowed|accepted|valid\s+values?|one\s+of|at\s+least|at\s+most|between|up\s+to|instead|required|is\s+required|are\s+required|missing)\b` +
	`|\b(retry|try\s+again|retry\s+after|after\s+\d+|in\s+\d+\s+(ms|s|sec|secs|seconds?|minutes?|hours?))\b` +
	`|\bwait\s+(\d+|a\s+few|a\s+moment|a\s+minute|until|at\s+least|for\s+\w+)\b` +
	`|\b(ask\s+the\s+user|to\s+(fix|resolve|correct)\s+(this|it|that))\b` +
	`|\b(did\s+you\s+mean|for\s+example|e\.g\.|such\s+as|like\s+")` +
	// the allowed values, listed, heading a clause: the model picks one
	// ("Valid actions: list, get", "; supported formats are json or
	// yaml"); the list may be filled in later ("Valid modes: %s"), but
	// one value after the colon is the cause's detail, and inside a
	// clause the words name the cause's thing ("not a valid regular
	// expression: %w", "failed to fetch available event names: %w")
	`|(^|[.;:!?(]\s*|\n\s*)(valid|allowed|accepted|supported|available|possible|permitted|known)\s+[a-z_-]+(\s+[a-z_-]+)?(\s*:|\s+are)\s*` +
	`(["'\x60]?[\w./-]+["'\x60]?\s*(,|\bor\b|\band\b|\|)\s*["'\x60]?[\w./-]+|$|[.;)\]])`)

// nextSteps match phrasings of a next step in the middle of a sentence,
// which the sentence-start rules of actionRE cannot see: after a marker
// that replaced a span ("[removed: ...] Correct the message"), a call of a
// named tool after a colon ("may have been applied: call get_order to
// check"; a snake_case name is a tool, where "open config.yaml" or
// "request failed" after a colon is part of the cause), any verb after
// "then" ("Merge them, then call the tool again"), repeating the call
// ("call the tool again") and telling (informing, notifying, warning) the user. Each runs only on windows
// around its literals, so they cost next to nothing on text without them.
var nextSteps = []pattern{
	{regexp.MustCompile(`\]\s+(please\s+)?(` + imperatives + `)\b`), []string{"]"}},
	{regexp.MustCompile(`:\s*(call|invoke)\s+([a-z][a-z0-9]*_[a-z0-9_]+|the\s+tool|it)\b`), []string{"call", "invoke"}},
	{regexp.MustCompile(`\bthen\s+(` + imperatives + `|` + nounVerbs + `)\b`), []string{"then"}},
	{regexp.MustCompile(`\b(call|run|send)\s+(the\s+tool|it)\s+again\b`), []string{"again"}},
	{regexp.MustCompile(`\b(tell|inform|notify|warn)\s+the\s+user\b`), []string{"user"}},
}

// HasAction reports whether s tells the model what to do next, or states a
// constraint the call has to meet, which is an action in disguise ("limit
// must be between 1 and 100"). It is the one judgement of "has an action"
// for the source analyzers and the checks of a live result alike.
func HasAction(s string) bool {
	lower := strings.ToLower(dropVerbs(s))
	if actionRE.MatchString(lower) {
		return true
	}
	for _, p := range nextSteps {
		if p.find(lower, lower) != "" {
			return true
		}
	}
	return false
}
