// Package wire classifies what a client receives for an MCP tools/call, the
// way a real client reads it: first the HTTP transport (status,
// Content-Type, Server-Sent Events), then the JSON-RPC envelope, then the
// tool result. Each exchange gets exactly one of eight outcomes (a ninth,
// STDIO_ERROR, is the stdio transport's fault, which the probe reports) and the
// layer it belongs to, so a server author sees where an error actually lands
// on the wire: an input validation error sent as a JSON-RPC error, or a 500
// wrapped around a success-looking body, reaches the model differently from
// an isError result, or not at all.
//
// The package also writes one diagnostic record per exchange as a JSON line
// (with error messages redacted) and gives clients retry advice that never
// repeats an unsafe call.
//
// Precedence is fixed and deliberate: a fault at an outer layer hides
// everything inside it, because a client stops reading there too. A 500
// whose body holds a valid result is an HTTP_ERROR; a response with the
// wrong id is an INVALID_ENVELOPE even if its result is perfect.
package wire
