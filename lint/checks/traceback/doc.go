// Package traceback defines MCP005, which reports stack traces and panic
// values that reach a tool result.
//
// # What it finds
//
// Result text (error or not) that contains debug.Stack(), the buffer
// filled by runtime.Stack, an error formatted with %+v (which prints stack
// frames for pkg/errors and cockroachdb/errors values), or a value
// returned by recover().
//
// # Why it hurts the model
//
// A trace costs hundreds or thousands of tokens of the model's context,
// exposes file paths and internals of the server, and says nothing the
// model can act on: a panic is a server fault.
//
// # Bad
//
//	defer func() {
//		if r := recover(); r != nil {
//			res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
//		}
//	}()
//
// # Good
//
//	defer func() {
//		if r := recover(); r != nil {
//			id := incident()
//			log.Printf("incident %s: panic: %v\n%s", id, r, debug.Stack())
//			res = mcp.NewToolResultError("The server failed while handling the call (incident " + id + "). Do not retry; report the incident ID.")
//		}
//	}()
//
// A suggested fix rewrites %+v to %v in a format whose every %+v formats an
// error.
package traceback
