// Package spanedit applies span edits to a string: the one place where the
// sanitisers (instruction stripping, secret redaction and the two together
// in package structured) turn their findings into output text.
//
// Every sanitiser promises the same things about its output: offsets point
// into the input, overlapping edits never both apply, and the output is
// valid UTF-8. Keeping those promises in one applier keeps them identical.
package spanedit
