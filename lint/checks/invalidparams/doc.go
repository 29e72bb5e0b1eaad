// Package invalidparams defines MCP002, which reports tool handlers that
// answer an argument problem with a JSON-RPC invalid-params error.
//
// # What it finds
//
// A handler that returns mcp-go's mcp.ErrInvalidParams (or an error that
// wraps it), or a go-sdk *jsonrpc.Error whose code is
// jsonrpc.CodeInvalidParams (-32602), including through a local variable.
//
// # Why it hurts the model
//
// A wrong argument is exactly what the model can fix, but only if it reads
// the error. A JSON-RPC error goes to the client, not into the model's
// context, so the model repeats the call or gives up. SEP-1303 settled
// that input validation errors are tool execution errors (isError: true).
//
// # Bad
//
//	if args.Limit > 100 {
//		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "limit too large"}
//	}
//
// # Good
//
//	if args.Limit > 100 {
//		return nil, nil, fmt.Errorf("limit is %d; it must be between 1 and 100. Pass a smaller limit and page with cursor.", args.Limit)
//	}
//
// In mcp-go, return mcp.NewToolResultError("...") with a nil error, or use
// toolerr.InvalidArgument with toolerr.Middleware.
package invalidparams
