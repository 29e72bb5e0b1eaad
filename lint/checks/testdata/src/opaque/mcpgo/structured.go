package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type query struct{ Q string }
type hits struct{ N int }

// Count is an mcp-go structured handler: NewStructuredToolHandler turns its
// error into an isError result reading "tool execution failed: " + text.
func Count(ctx context.Context, req mcp.CallToolRequest, q query) (hits, error) {
	if q.Q == "" {
		return hits{}, errors.New("invalid arguments") // want `MCP003 error text "invalid arguments" in the returned error`
	}
	return hits{N: len(q.Q)}, nil
}
