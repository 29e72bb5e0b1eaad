// Package rawerror defines MCP004, which reports upstream error text handed
// to the model unchanged.
//
// # What it finds
//
// An error from another package (a library, the standard library, an
// upstream API client) or from a parameter, passed into a result's text as
// it is or behind a generic prefix only: err.Error(), fmt.Sprint(err),
// fmt.Sprintf("%v", err), fmt.Sprintf("error: %v", err),
// mcp.NewToolResultErrorFromErr("failed", err), CallToolResult.SetError(err),
// and `return nil, nil, err` in a go-sdk mcp.AddTool handler. Errors built
// by the package's own functions are trusted to be shaped already.
//
// # Why it hurts the model
//
// A library's message is written for the programmer who called the
// library: "dial tcp 10.0.0.5:443: connect: connection refused", "pq:
// duplicate key value violates unique constraint". The model learns
// neither which of the tool's inputs or dependencies failed nor what to do,
// and the text may carry hosts, paths or query fragments that should not
// reach a third party. Upstream error bodies are also a channel for prompt
// injection.
//
// # Bad
//
//	if err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// # Good
//
//	if err != nil {
//		log.Printf("weather API: %v", err)
//		return mcp.NewToolResultError("The weather service is unreachable. Retry in a minute."), nil
//	}
//
// or return a toolerr error and let toolerr.Middleware render it.
package rawerror
