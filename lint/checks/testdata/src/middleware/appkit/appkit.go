// Package appkit registers the kit's middleware through a function of
// another package: the kit converts the handlers' errors.
package appkit

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/lib"
)

func serve() {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(lib.Kit()))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("error")
}
