package protocolerror

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports tool handlers whose returned Go error becomes a
// JSON-RPC error that the model never reads.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP001",
	Doc:      "report tool handlers that return a Go error the SDK sends as a protocol error, out of the model's sight",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/protocolerror/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, h := range mcpinfo.Of(pass).Handlers {
		for _, r := range h.Returns {
			if r.Text.Nil || r.Text.Moot || r.Delegated || r.Signal || r.Text.InvalidParams || r.Text.ChannelFailure() {
				continue // MCP002 reports invalid-params errors; protocol signals are meant; a moot error helps no one
			}
			switch {
			case h.Kind.ErrorIsProtocol() && !h.Covered && !h.ViaMiddleware:
				mcpinfo.Report(pass, analysis.Diagnostic{Pos: r.Err.Pos(), Category: mcpinfo.ReturnedCategory(h), Message: message(h), SuggestedFixes: registerFix(pass, h)})
			case h.Kind == mcpinfo.GoSDKTyped && r.Text.Wire && !deliberate(r.Text.WireCode):
				mcpinfo.Reportf(pass, r.Err, "", "tool handler %s returns a *jsonrpc.Error, which go-sdk sends as a protocol error that the model never reads: return an ordinary error with a cause and an action, which go-sdk turns into an isError result", h.Name)
			}
		}
	}
	return nil, nil
}

func message(h *mcpinfo.Handler) string {
	if h.Kind.MCPGoSDK() {
		return "tool handler " + h.Name + " returns a Go error, which mcp-go sends as JSON-RPC error -32603 that the model never reads: return mcp.NewToolResultError with a cause and an action (and a nil error), or register toolerr.Middleware to convert it"
	}
	return "tool handler " + h.Name + " returns a Go error, which go-sdk's Server.AddTool sends as a JSON-RPC error that the model never reads: record it with CallToolResult.SetError and return a nil error, or register the toolerr/gosdk middleware"
}

// deliberate reports whether a *jsonrpc.Error code is one the protocol
// defines for a reason of its own (missing client capabilities, URL
// elicitation required, resource not found): such errors are meant to be
// protocol errors. Internal and invalid-request errors, and codes the
// analysis cannot see, are not.
func deliberate(code int64) bool {
	return code != 0 && code != -32603 && code != -32600
}
