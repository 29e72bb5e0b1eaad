// Package text holds the judgements the checks make about a piece of text
// that a model will read: whether an error message is opaque, whether it
// says what to do next, whether it gives the model orders, and whether it
// holds a stack trace or a Go value dump.
//
// They are word-level heuristics, and this package is their one source:
// the source analyzers (lint/checks/opaque, noaction, orders) and the
// checks of a live result (lint/resultcheck, behind "mcperr check" and
// "mcperr probe") call the same functions, so a text the linter accepts is
// accepted by the result checks too.
package text
