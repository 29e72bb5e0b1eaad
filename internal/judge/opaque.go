package judge

// generic holds the words that carry no information about what went wrong
// or what to do: an error text made only of these tells the model nothing
// it did not know from isError alone.
var generic = setOf(
	"a", "an", "the", "this", "that", "your", "my", "our", "to", "of", "in", "on",
	"while", "during", "with", "for", "was", "is", "has", "have", "been", "be",
	"could", "not", "cannot", "can't", "couldn't", "unable", "please", "sorry",
	"oops", "uh", "oh", "whoops", "some", "something", "went", "go", "wrong",
	"error", "errors", "err", "failed", "fail", "fails", "failure", "failing",
	"invalid", "bad", "internal", "unknown", "unexpected", "unexpectedly",
	"occurred", "occured", "happened", "problem", "issue",
	"request", "input", "operation", "action", "call", "tool", "execution",
	"execute", "executing", "process", "processing", "handle", "handling",
	"complete", "completed", "processed", "handled", "executed", "server",
	"service", "params", "param", "parameter", "parameters", "argument", "arguments", "args", "arg", "data", "value",
	"values", "exception", "fatal", "general", "generic", "system",
	"result", "response", "run", "running", "done", "do", "did", "ok",
)

func setOf(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// IsOpaque reports whether s, an error text (or the constant parts of a
// format), is made only of generic words such as "failed", "internal
// error", "something went wrong" or "invalid input", so that the model
// learns neither the cause nor what to do. The empty text is opaque too.
// Judging words rather than whole phrases catches every rewording of the
// same nothing ("The request could not be processed.").
func IsOpaque(s string) bool {
	for _, w := range words(s) {
		if !generic[w] {
			return false
		}
	}
	return true
}
