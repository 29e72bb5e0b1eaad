package intest

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestHandler(t *testing.T) {
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("internal error"), nil
	}
	_, _ = h(context.Background(), mcp.CallToolRequest{})
}
