// Package tools has a handler that returns Go errors; the program in app
// registers the kit's middleware, which converts them.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Delete deletes a note.
func Delete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("note is locked")
}
