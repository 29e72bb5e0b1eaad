// Package mcpinfo is the shared groundwork of the mcperr checks: it finds
// the tool handlers of a package by their types (mark3labs/mcp-go and
// modelcontextprotocol/go-sdk), the places where text reaches the model
// (result constructors, error results, errors returned by handlers whose
// text becomes the result), evaluates that text by simple local data flow,
// notices the kit's middleware, and honours //mcperr:ignore comments.
//
// Each check under lint/ requires Analyzer and reports through Report, so
// the expensive walk happens once per package however many checks run.
package mcpinfo
