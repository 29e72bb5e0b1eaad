package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"hops/service"
)

type args struct {
	Name string
	N    int
}

// Lookup is a go-sdk typed handler: go-sdk shows the returned error's text.
func Lookup(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	if err := service.Find(a.Name); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	if err := service.Missing(); err != nil {
		return nil, nil, err // want `MCP006 error text "not found" in the returned error`
	}
	if err := service.Order(a.N); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}
