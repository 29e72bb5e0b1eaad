// Package injection finds instruction-like text addressed to a language
// model inside untrusted content (email bodies, web pages, upstream error
// bodies) and strips it.
//
// Detection runs on a normalised view of the input (NFKC compatibility
// folding, diacritics and case removed, Cyrillic and Greek look-alikes
// folded to Latin, invisible characters dropped) so that "ΙGNORE рrevious
// instructions" or "ig\u200bnore" read like the plain attack; every span is
// mapped back to byte offsets of the original input. A single pass over the
// view tokenises words and looks each one up in a table of trigger words;
// the costlier phrase matchers run only at those hits, which keeps the scan
// linear and fast on ordinary text.
//
// Beside the phrase matchers, a segment scorer (segment.go, evidence.go,
// score.go, judge.go, lexicon.go) judges each sentence, line or JSON string
// that holds a cue word by the classes of evidence it shows: who is
// addressed, the mood of the clause head, what is asked, and whether a
// human writes to a human. Where a line carries a message after a label, or
// weaves an order into its own sentence as a clause, the message or the
// clause is judged alone (clause.go). A removed finding then grows over the
// orders that follow it in the same block (extendBlock), so that the whole
// injected block becomes one marker. A small learned model (package model)
// judges the segments no rule removed from (learned.go).
//
// The package is internal: package structured exposes it to users.
package injection
