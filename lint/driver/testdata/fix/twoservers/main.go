// Package main makes two servers: which one should get the middleware is
// the author's choice, so there is no fix.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	public := server.NewMCPServer("public", "1.0.0")
	admin := server.NewMCPServer("admin", "1.0.0")
	public.AddTool(mcp.NewTool("fail"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("this tool always fails. Call another tool.")
	})
	_ = admin
}
