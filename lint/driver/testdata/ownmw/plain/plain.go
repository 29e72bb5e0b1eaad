// Package plain has a handler served without any converting middleware.
package plain

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Count counts nothing yet.
func Count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("the counter is offline")
}
