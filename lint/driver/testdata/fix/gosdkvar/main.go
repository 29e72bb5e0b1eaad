// Package main declares its go-sdk server with var and has no middleware.
package main

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	var s = mcp.NewServer(&mcp.Implementation{Name: "gosdkvar", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "fail"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("this tool always fails. Call another tool.")
	})
}
