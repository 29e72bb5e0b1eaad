package main

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("plain", "1.0.0")
	s.AddTool(mcp.NewTool("read"), read)
	s.AddTool(mcp.NewTool("stat"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := os.Stat(req.GetString("path", "")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("exists"), nil
	})
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("reading is not implemented yet. Use stat instead.")
}
