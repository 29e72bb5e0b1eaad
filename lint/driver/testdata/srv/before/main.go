package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("before", "1.0.0", server.WithInputSchemaValidation())
	s.AddTool(mcp.NewTool("read"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		if len(data) == 0 {
			return mcp.NewToolResultError("failed"), nil
		}
		return mcp.NewToolResultText(string(data)), nil
	})
	_ = s
}
