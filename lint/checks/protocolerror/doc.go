// Package protocolerror defines MCP001, which reports tool handlers that
// return a Go error where the SDK turns it into a JSON-RPC protocol error.
//
// # What it finds
//
// A non-nil error returned from:
//   - an mcp-go tool handler (server.ToolHandlerFunc, the functions passed
//     to AddTool, NewTypedToolHandler handlers): mcp-go answers with
//     JSON-RPC error -32603 and err.Error() as its message;
//   - a go-sdk low-level handler (mcp.ToolHandler, Server.AddTool): go-sdk
//     answers with a JSON-RPC error;
//   - a go-sdk mcp.AddTool handler that returns a *jsonrpc.Error with an
//     internal, invalid-request or unknown code (codes the protocol defines
//     for a purpose, such as URL elicitation required, are left alone).
//
// Nothing is reported for handlers whose errors a converting middleware
// turns into isError results: the kit's (toolerr.Middleware,
// toolerr/gosdk.Middleware) or the server's own, registered with mcp-go's
// server.WithToolHandlerMiddleware or MCPServer.Use (also when a function
// of another package of the module builds it) or go-sdk's
// AddReceivingMiddleware and AddSendingMiddleware. The converter nearest
// the handlers decides (mcp-go runs the first registered outermost); under
// the server's own converter the handlers' error text reaches the model
// and is judged by MCP003, MCP004 and MCP006.
//
// Errors that come from the SDK's own calls to the client outside the
// result (notifications, logging, progress, ping) are left alone: when
// those fail the session is going, and no result would arrive either.
//
// Handlers are recognised by type: function literals, named functions,
// method values and the literals that handler factories return.
//
// # Why it hurts the model
//
// Clients show a protocol error to the user, or to nobody; the model sees
// "the call failed" at best and cannot correct its arguments, retry
// later, or tell the user what happened. The MCP specification asks for
// tool execution errors (isError: true) for everything the model could act
// on.
//
// # Bad
//
//	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		user, err := db.User(ctx, id)
//		if err != nil {
//			return nil, err // -32603, out of the model's sight
//		}
//		...
//	})
//
// # Good
//
//	if errors.Is(err, sql.ErrNoRows) {
//		return mcp.NewToolResultError("No user with ID " + id + ". Call list_users to see the IDs."), nil
//	}
//
// or register the kit's middleware, which converts returned errors into
// isError results with a cause and an action:
//
//	s := server.NewMCPServer("name", "1.0", server.WithToolHandlerMiddleware(toolerr.Middleware()))
//
// The check is silent for handlers covered by toolerr.Middleware,
// toolerr.Wrap or the toolerr/gosdk middleware registered in the same
// package ("mcperr lint" also sees a registration in any importing package
// of the program), and where a //mcperr:ignore MCP001 comment gives a
// reason.
package protocolerror
