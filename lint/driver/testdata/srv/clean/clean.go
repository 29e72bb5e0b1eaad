// Package clean has handlers that report errors well: no findings.
package clean

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// Read reads a file.
func Read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError("path is required. Pass the file's path."), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("Cannot read " + path + ". Check the path, or call list_files."), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}
