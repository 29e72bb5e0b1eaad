// Package judge holds the kit's one judgement of a text a model will read:
// whether an error message is opaque, whether it says what to do next,
// whether it names the argument to correct, whether it gives the model
// orders, and whether it holds a stack trace or a Go value dump.
//
// They are word-level heuristics, and this package is their one source:
// toolerr's renderer (which scrubs stack frames and names the parameter),
// the source analyzers (lint/checks/opaque, noaction, orders, rawerror),
// the checks of a live result (lint/resultcheck, behind "mcperr check" and
// "mcperr probe") and the test helper call the same functions, so a message
// the kit writes, a text the linter accepts and a result the grader passes
// are judged alike.
package judge
