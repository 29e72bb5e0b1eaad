// Package rawerror defines MCP004, which reports upstream error text handed
// to the model unchanged.
//
// # What it finds
//
// Upstream error text in a result, with no next step beside it: an error
// from outside the module (a library, the standard library, an API
// client), or one the module wraps with %v, %w or Error(), passed as
// err.Error(), fmt.Sprint(err), fmt.Sprintf("failed to list X: %v", err),
// CallToolResult.SetError(err), `return nil, nil, err` in a go-sdk
// mcp.AddTool handler, an isError CallToolResult literal (also when the
// error was read back by reflection, a type assertion or a channel), and
// mcp.NewToolResultErrorFromErr(prefix, err) whatever the prefix. An
// upstream detail beside the author's cause and action ("Cannot reach x
// (...). Check the URL or retry later.") is fine.
//
// Where an error comes from is followed across the module's packages
// (go/analysis facts): errors the module writes with constant text are its
// own and judged by MCP003/MCP006 instead. The module's own result
// builders count: a call of a builder with a string parameter is judged
// where it is written; a builder whose error parameter reaches the text is
// one finding at the builder, with the number of calls that hand it an
// upstream error and each of them as a related position. A middleware of
// the server's that turns handler errors into results with err.Error() is
// a finding at the middleware.
//
// Two kinds of error are no upstream text, whatever wraps them, and no
// check judges them: a call's own context error (ctx.Err()), which exists
// only once the client cancelled the call or went away, so no one reads
// the result (a library's error that wraps a deadline is still upstream
// text); and the error of encoding the server's own data (json.Marshal,
// json.MarshalIndent, xml.Marshal, yaml.Marshal), which plain data never
// causes and which is a fault of the server's code: no wording lets the
// model act on it, so it is neither reported per site nor as a fault.
// The author's own cause and action written beside an upstream error in a
// helper count at every handler that returns it, as they do inline.
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
