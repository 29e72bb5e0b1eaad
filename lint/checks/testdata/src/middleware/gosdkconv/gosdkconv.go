// Package gosdkconv registers a go-sdk receiving middleware that turns the
// errors of low-level tool handlers into isError results.
package gosdkconv

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func errorsAsResults(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req any) (any, error) {
		res, err := next(ctx, method, req)
		if err != nil && method == "tools/call" {
			r := &mcp.CallToolResult{}
			r.SetError(err) // want `MCP004 CallToolResult.SetError in the server.s middleware passes every tool handler.s error text`
			return r, nil
		}
		return res, err
	}
}

func serve() {
	s := mcp.NewServer(nil, nil)
	s.AddReceivingMiddleware(errorsAsResults)
	s.AddTool(&mcp.Tool{Name: "lookup"}, lookup)
}

func lookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("Item not found. Call list_items to see the names.")
}
