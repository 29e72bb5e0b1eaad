// Package probe grades a live MCP server's tool errors as a client receives
// them. It connects over Streamable HTTP (raw HTTP, so every layer stays
// visible) or stdio, initializes, lists the tools, sends each tool calls
// crafted from its inputSchema to fail (a required argument missing, a
// wrong type, a value out of range, an unknown argument) plus any calls the
// user gives, classifies every exchange with package wire and grades it with
// package resultcheck.
//
// The probe never retries behind the caller's back: a repeated POST is made
// only on wire.Advise's advice, for a tool annotated read-only, and its
// record says so.
package probe
