// Package lib builds middleware for servers in other packages.
package lib

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/toolerr"
)

// Kit returns the kit's middleware with the server's options.
func Kit() server.ToolHandlerMiddleware {
	return toolerr.Middleware(toolerr.WithArgumentValidation())
}

// Convert returns a middleware that turns handler errors into isError
// results with their text.
func Convert() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("tool failed: %v", err)), nil // want `MCP004`
			}
			return res, nil
		}
	}
}

// Logging returns a middleware that only logs.
func Logging() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			log.Printf("calling %s", req.Params.Name)
			return next(ctx, req)
		}
	}
}
