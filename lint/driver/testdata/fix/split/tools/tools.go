// Package tools holds the handlers; the server is made in the package
// that imports it.
package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// Remove deletes a file.
func Remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove(req.GetString("path", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}
