package judge

import (
	"regexp"
	"strings"
)

// imperatives are verbs that, starting a sentence, tell the model what to
// do. They rarely name a thing, so they count even at the start of the
// text.
const imperatives = `retry|try|use|check|provide|pass|set|specify|supply|give|wait|choose|pick|ask|contact|enable|disable|add|remove|correct|fix|include|omit|shorten|reduce|narrow|split|increase|decrease|install|configure|upgrade|restart|reconnect|authenticate|log\s*in|sign\s*in|grant|confirm|verify|re-?run|rephrase|do\s+not|don't|avoid`

// nounVerbs are verbs that also name things ("Call failed", "Search error",
// "Refresh token expired", "Limit exceeded"): at the start of the text they
// are the subject of the cause, so they count only at the start of a later
// sentence.
const nounVerbs = `call|list|search|run|request|send|re-?send|create|update|make|open|close|read|select|start|stop|login|sign|change|enter|rename|replace|repeat|refresh|fetch|drop|lower|raise|limit|report|quote|look`

// actionRE matches the phrasings by which an error text tells the model
// what to do next: an imperative verb at the start of a sentence, a
// constraint the call must meet ("must be", "expected"), or retry advice.
//
// It is written in lower case and matched against lowered text: without
// (?i) the matcher runs about a fifth faster, which counts when a live
// result's error text is long.
var actionRE = regexp.MustCompile("" +
	// an imperative at the start of the text, of a sentence or clause, or
	// after a bracketed marker that replaced a span ("[removed: ...] Correct
	// the message")
	`(^|[.;:!?]\s*|\n\s*|\]\s+)(please\s+)?(` + imperatives + `)\b` +
	// after a colon, a call of a named tool ("may have been applied: call
	// get_order to check"): a snake_case name is a tool, where "open
	// config.yaml" or "request failed" after a colon is part of the cause
	`|:\s*(call|invoke)\s+([a-z][a-z0-9]*_[a-z0-9_]+|the\s+tool|it)\b` +
	// after "then", any verb is the next step ("Merge them, then call the
	// tool again")
	`|\bthen\s+(` + imperatives + `|` + nounVerbs + `)\b` +
	// repeating the call, with what changes said in between
	`|\b(call|run|send)\s+(the\s+tool|it)\s+again\b` +
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
	`|\b((ask|tell)\s+the\s+user|to\s+(fix|resolve|correct)\s+(this|it|that))\b` +
	`|\b(did\s+you\s+mean|for\s+example|e\.g\.|such\s+as|like\s+")`)

// HasAction reports whether s tells the model what to do next, or states a
// constraint the call has to meet, which is an action in disguise ("limit
// must be between 1 and 100"). It is the one judgement of "has an action"
// for the source analyzers and the checks of a live result alike.
func HasAction(s string) bool {
	return actionRE.MatchString(strings.ToLower(dropVerbs(s)))
}
