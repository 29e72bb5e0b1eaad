// Package tools has handlers that main registers under its own middleware.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// Find looks an item up in the catalog file.
func Find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("catalog.csv"); err != nil {
		return nil, fmt.Errorf("catalog lookup failed: %w", err)
	}
	if req.GetString("name", "") == "" {
		return nil, errors.New("the catalog is being rebuilt")
	}
	return nil, errors.New("name is required. Pass the item's name.")
}
