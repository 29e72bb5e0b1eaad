package protocolerror

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/internal/kitfix"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// registerFix returns the fix that registers the kit's middleware for h's
// SDK on the package's server, which turns every returned error into a
// tool error the model reads: toolerr.Middleware on server.NewMCPServer,
// gosdk.Middleware on a go-sdk server. There is none when the server is
// made in another package or several are made here.
func registerFix(pass *analysis.Pass, h *mcpinfo.Handler) []analysis.SuggestedFix {
	if h.Kind.MCPGoSDK() {
		return kitfix.MCPGoServer(pass)
	}
	return kitfix.GoSDKServer(pass)
}
