// Package tools holds a handler; neither it nor the server's package
// imports the other.
package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// Remove deletes a file.
func Remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.Remove(req.GetString("path", ""))
}
