// Package kitinner registers its own converter first and the kit's second:
// mcp-go runs the first registered outermost, so the kit, nearest the
// handlers, converts their errors and their wording is the kit's concern.
package kitinner

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/toolerr"

	"middleware/lib"
)

func serve() {
	s := server.NewMCPServer("x", "1",
		server.WithToolHandlerMiddleware(lib.Convert()),
		server.WithToolHandlerMiddleware(toolerr.Middleware()))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("error")
}
