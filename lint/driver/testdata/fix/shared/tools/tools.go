// Package tools is served by two servers, a and b: which one should get
// the middleware is the author's choice, so there is no fix.
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
