// Package spanedit applies span edits to a string: the one place where the
// sanitisers (instruction stripping, secret redaction and the two together
// in package structured) turn their findings into output text.
//
// Every sanitiser promises the same things about its output: offsets point
// into the input, overlapping edits never both apply, the output is valid
// UTF-8, and sanitising it again changes nothing. Keeping those promises in
// one applier (Apply) and one loop to the fixed point (Settle) keeps them
// identical, and makes the last one hold by construction: rules that each
// try to leave their own output alone kept missing corners that fuzzing
// found one by one.
package spanedit
