package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, fmt.Errorf("%w: query is required", mcp.ErrInvalidParams) // want `MCP002 tool handler Search answers an argument problem with a JSON-RPC invalid-params error`
	}
	if q == "" {
		return nil, mcp.ErrInvalidParams // want `MCP002`
	}
	if len(q) > 100 {
		return mcp.NewToolResultError("query is longer than 100 characters. Shorten it."), nil
	}
	return mcp.NewToolResultText(q), nil
}
