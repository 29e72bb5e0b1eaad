// Package app registers the converting middleware of another package.
package app

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/lib"
)

func serve() {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(lib.Convert()))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("Item not found. Call list_items to see the names.")
}
