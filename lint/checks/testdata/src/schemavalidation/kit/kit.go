package kit

import (
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/toolerr"
)

// New uses the kit's validation: nothing to report.
func New() *server.MCPServer {
	return server.NewMCPServer("x", "1",
		server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithArgumentValidation())),
	)
}
