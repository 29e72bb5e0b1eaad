package text

import "regexp"

// actionRE matches the phrasings by which an error text tells the model
// what to do next: an imperative verb at the start of a sentence, a
// constraint the call must meet ("must be", "expected"), or retry advice.
var actionRE = regexp.MustCompile(`(?i)` +
	// an imperative at the start of the text or of a sentence
	`(^|[.;:!?]\s*|\n\s*)(please\s+)?(retry|try|use|check|provide|pass|set|specify|supply|give|wait|choose|pick|ask|contact|enable|disable|add|remove|correct|fix|include|omit|shorten|reduce|narrow|split|increase|decrease|install|configure|upgrade|restart|reconnect|authenticate|log\s*in|sign\s*in|grant|confirm|rephrase|do\s+not|don't|avoid)\b` +
	// verbs that also name things ("call failed", "search error"): an
	// imperative only at the start of a later sentence
	`|([.;!?]\s+|\n\s*)(call|list|search|run|request|send|create|update|make|open|read|select|start|stop|login|sign)\b` +
	// constraints and advice anywhere in the text
	`|\b(must|should|needs?\s+to|has\s+to|have\s+to)\s+(be|have|contain|match|include|start|end|use|not|exist|point|refer)\b` +
	`|\b(expected|expects|expecting|allowed|accepted|valid\s+values?|one\s+of|at\s+least|at\s+most|between|up\s+to|instead|required|is\s+required|are\s+required|missing)\b` +
	`|\b(retry|try\s+again|retry\s+after|after\s+\d+|in\s+\d+\s+(ms|s|sec|secs|seconds?|minutes?|hours?))\b` +
	`|\b(did\s+you\s+mean|for\s+example|e\.g\.|such\s+as|like\s+")`)

// HasAction reports whether s tells the model what to do next, or states a
// constraint the call has to meet, which is an action in disguise ("limit
// must be between 1 and 100").
func HasAction(s string) bool {
	return actionRE.MatchString(dropVerbs(s))
}
