package mw

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Convert turns handler errors into isError results.
func Convert() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				return mcp.NewToolResultError("The tool failed on the server. Retry once, then tell the user."), nil
			}
			return res, nil
		}
	}
}
