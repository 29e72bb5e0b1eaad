package mcpgo

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// count fails with the server's own words.
func count(name string) (int, error) {
	if name == "" {
		return 0, errors.New("The name is empty. Pass the file's name.")
	}
	return len(name), nil
}

// Reuse assigns err twice, as handlers do: each use reads the assignment
// written just before it, not every value err ever holds.
func Reuse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := count(req.Params.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data, err := os.ReadFile(req.Params.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `MCP004`
	}
	return mcp.NewToolResultText(string(data[:n])), nil
}
