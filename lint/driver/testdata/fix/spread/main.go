// Package main passes its options as a slice.
package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	opts := []server.ServerOption{server.WithRecovery()}
	s := server.NewMCPServer("spread", "1.0.0", opts...)
	s.AddTool(mcp.NewTool("remove"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, os.Remove(req.GetString("path", ""))
	})
}
