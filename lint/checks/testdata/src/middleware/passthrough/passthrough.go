// Package passthrough registers a middleware that only logs: handler errors
// still become JSON-RPC errors.
package passthrough

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s failed: %v", req.Params.Name, err)
		}
		return res, err
	}
}

func serve() {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(logging))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("Item not found. Call list_items to see the names.") // want `MCP001`
}
