// Package text holds the judgements the checks make about a piece of text
// that a model will read: whether an error message is opaque, whether it
// says what to do next, and whether it gives the model orders.
//
// They are word-level heuristics, shared by the source analyzers and by the
// checks of a single result, so that both agree on what "opaque" means.
package text
