// Package toolerr turns the failures of MCP tool handlers into errors the
// model can act on.
//
// A tool's error does not end up in a log: it ends up in the model's context
// and decides its next move. With mcp-go, a handler that returns a Go error
// produces a JSON-RPC error that many clients never show the model, and the
// text that does arrive is usually a raw err.Error() or a bare "failed".
// This package gives every error a cause and an action:
//
//	Rate limit exceeded. Retry after 60 seconds.
//	City "Pariss" was not found. Call list_cities to see what exists.
//	The operation timed out. The operation may have been applied: call get_payment_status to check before calling charge again.
//
// The pieces:
//
//   - Error is the value: a stable Code, Cause, Action, Param, retry advice,
//     an incident ID for server faults, and the wrapped Go error for logs.
//   - The constructors (InvalidArgument, NotFound, RateLimited, Timeout,
//     Unavailable, ...) read as sentences and derive the action.
//   - From classifies ordinary Go errors: context deadlines, network and
//     DNS failures, HTTP statuses (FromResponse), JSON decoding errors, file
//     system errors, sql.ErrNoRows. Unknown errors become internal errors
//     whose text goes to the log, not to the model.
//   - Error.Result renders an isError result whose first text block is the
//     whole message and whose structuredContent mirrors it.
//   - Middleware wraps every tool handler of an mcp-go server: returned
//     errors and panics become instructive tool errors, never protocol
//     errors or stack traces, with retry advice that respects each tool's
//     annotations.
//   - WithArgumentValidation checks each call against the tool's
//     inputSchema and answers with one error that lists every violation;
//     Typed and TypedStructured bind arguments into Go structs with the
//     same instructive errors; InvalidArguments reports hand-written
//     checks in the same sentences.
//   - WithOutputValidation checks successful results against the tool's
//     outputSchema; Core runs the same pipeline for adapters to other SDKs.
//
// Register the middleware first, so it is the outermost:
//
//	s := server.NewMCPServer("weather", "1.0.0",
//		server.WithToolHandlerMiddleware(toolerr.Middleware()))
//
// and let handlers return errors:
//
//	func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		days := req.GetInt("days", 3)
//		if days < 1 || days > 14 {
//			return nil, toolerr.InvalidArgument("days", "must be between 1 and 14").Got(days)
//		}
//		resp, err := http.Get(forecastURL)
//		if err != nil {
//			return nil, err // classified: timeout, refused connection, DNS failure, ...
//		}
//		if e := toolerr.FromResponse(resp); e != nil {
//			return nil, e // 429 with Retry-After, 503, 404, ...
//		}
//		...
//	}
package toolerr
