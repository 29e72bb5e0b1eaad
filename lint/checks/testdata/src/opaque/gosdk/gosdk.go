package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ ID string }

var errFailed = errors.New("request failed")

func Get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.ID == "" {
		return nil, nil, errors.New("bad request") // want `MCP003 error text "bad request" in the returned error`
	}
	if a.ID == "x" {
		return nil, nil, errFailed // want `MCP003 error text "request failed"`
	}
	if a.ID == "y" {
		var res mcp.CallToolResult
		res.SetError(errors.New("error")) // want `MCP003 error text "error" in CallToolResult.SetError`
		return &res, nil, nil
	}
	if a.ID == "z" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed"}}}, nil, nil // want `MCP003 error text "failed" in an isError`
	}
	return nil, nil, errors.New("No item with ID " + a.ID + ". Call list_items to see the IDs.")
}

// LowLevel errors are protocol errors (MCP001), not result text.
func LowLevel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("failed")
}
