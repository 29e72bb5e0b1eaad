package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Name string }

func Greet(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Name == "root" {
		return nil, nil, errors.New("user root is locked") // want `MCP006 error text "user root is locked" in the returned error`
	}
	if a.Name == "" {
		return nil, nil, errors.New("name is required")
	}
	return &mcp.CallToolResult{}, nil, nil
}
