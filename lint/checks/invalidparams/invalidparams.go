package invalidparams

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports argument problems answered with a JSON-RPC
// invalid-params error from inside a tool handler.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP002",
	Doc:      "report tool handlers that answer an argument problem with a JSON-RPC invalid-params error instead of a tool execution error",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/invalidparams/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, h := range mcpinfo.Of(pass).Handlers {
		for _, r := range h.Returns {
			if !r.Text.InvalidParams || r.Delegated {
				continue
			}
			category := ""
			if !r.Text.Wire {
				if h.Covered || h.ViaMiddleware {
					continue // the middleware turns it into an isError result
				}
				category = mcpinfo.ReturnedCategory(h)
			}
			mcpinfo.Reportf(pass, r.Err, category, "tool handler %s answers an argument problem with a JSON-RPC invalid-params error, which the model never reads, so it cannot correct the call (SEP-1303): return an isError result that names the argument and the value expected", h.Name)
		}
	}
	return nil, nil
}
