// Package gosdk brings toolerr to servers built on the official Go SDK,
// github.com/modelcontextprotocol/go-sdk.
//
// go-sdk answers failures in ways the model often cannot act on: a typed
// handler's returned error reaches the model as its raw err.Error() text, a
// low-level handler's error becomes a JSON-RPC error with code 0 that many
// clients never show, output that fails its schema becomes a JSON-RPC
// error, and a panic kills the server process. Middleware, a receiving
// middleware, runs every tools/call through the same core as
// toolerr.Middleware does for mcp-go, so the same handler failure reads the
// same under both SDKs:
//
//	Rate limit exceeded. Retry after 60 seconds.
//	City "Pariss" was not found. Call list_cities to see what exists.
//	The tool failed because of a fault in the server (incident 3f9a0c1b2d4e). ...
//
// Add it last, so it is the outermost:
//
//	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
//	mcp.AddTool(s, &mcp.Tool{Name: "get_forecast", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
//		func(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
//			if in.Days < 1 || in.Days > 14 {
//				return nil, nil, toolerr.InvalidArgument("days", "must be between 1 and 14").Got(in.Days)
//			}
//			...
//		})
//	m := gosdk.Middleware()
//	s.AddReceivingMiddleware(m)
//	s.AddSendingMiddleware(m) // sees tools/list_changed: AddTool and RemoveTools
//
// Result, StructuredResult and OutputSchema are go-sdk versions of
// (*toolerr.Error).Result, structured.Result and structured.SchemaFor.
// AddStructuredTool adds a typed tool whose handler returns its data and a
// one-sentence summary; both reach every client, and the tool's output
// schema admits the error mirror.
//
// A typed handler's error keeps its Go value: go-sdk records it on the
// result (CallToolResult.GetError), and the middleware classifies that
// value, not the text. Pass toolerr.WithArgumentValidation to check
// arguments before go-sdk does, with the wording of the mcp-go path;
// without it, go-sdk's own schema failures are still answered as
// invalid_argument errors naming the parameter.
//
// The middleware works on go-sdk's own values: a good result goes back as
// the handler returned it, with no allocation, unless an option reads every
// result. A failure is answered by the same pipeline as under mcp-go
// (toolerr.Core), which knows each tool's declaration from one tools/list
// per session, read again after a change.
//
// The core packages of the kit do not import go-sdk; only this package
// does.
package gosdk
