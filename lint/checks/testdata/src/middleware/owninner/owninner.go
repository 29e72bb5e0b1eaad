// Package owninner registers the kit's middleware first and its own
// converter second: its own converter, nearest the handlers, puts their
// error text in the result, so the text is judged.
package owninner

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
		server.WithToolHandlerMiddleware(toolerr.Middleware()),
		server.WithToolHandlerMiddleware(lib.Convert()))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("error") // want `MCP003`
}
