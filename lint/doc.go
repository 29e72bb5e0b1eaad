// Package lint is the mcperr linter: go/analysis analyzers that find, in
// the source of a Go MCP server, the tool errors a model cannot act on.
// It knows both Go SDKs, github.com/mark3labs/mcp-go and
// github.com/modelcontextprotocol/go-sdk.
//
// Each check lives in its own package with a stable ID, which is also its
// analyzer's name, so every driver shows it:
//
//	MCP001 protocolerror     a handler's Go error becomes a protocol error the model never reads
//	MCP002 invalidparams     an argument problem answered as a JSON-RPC invalid-params error
//	MCP003 opaque            "failed", "internal error": neither cause nor action
//	MCP004 rawerror          upstream err.Error() text passed through unchanged
//	MCP005 traceback         stack traces and panic values in results
//	MCP006 noaction          a cause without an action (lower severity)
//	MCP007 orders            orders to the model inside results
//	MCP008 schemavalidation  mcp-go's WithInputSchemaValidation instead of the kit's
//
// A finding is silenced by the kit's middleware where it converts the
// error (toolerr.Middleware, toolerr.Wrap, the toolerr/gosdk adapter) and by
// a comment with a reason on the line or the line above, in a function's
// doc comment for the whole function, or above the package clause for the
// whole file:
//
//	//mcperr:ignore MCP004 the upstream API writes its errors for end users
//
// Drivers: "mcperr lint" (text, JSON, SARIF, GitHub annotations), the
// go vet tool cmd/mcperr-vet, and the golangci-lint module plugin in
// lint/golangci.
package lint
