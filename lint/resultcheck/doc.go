// Package resultcheck applies the kit's rules to one tool result, as a
// model would receive it: an error must land in the result layer (isError),
// state a cause and an action, name the argument at fault, carry no
// traceback and no orders to the model, fit the client's token budget in
// each channel, say the same in structuredContent as in its text, and match
// the tool's declared outputSchema.
//
// The checks read the wire form (JSON), not Go values, so they grade any
// server: the probe feeds them live exchanges and "mcperr check" feeds them
// a file. Each finding has a stable check ID and a severity; Grade turns a
// result's findings into a letter from A to F.
//
// Whether a text is opaque, says what to do, gives orders or holds a stack
// trace is judged by the same functions the source analyzers use
// (internal/judge), so "mcperr lint" and "mcperr check" agree on a text.
package resultcheck
