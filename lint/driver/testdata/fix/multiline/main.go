// Package main registers its options over several lines, under another
// name for mcp-go's server package, with the schema validation second.
package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

func main() {
	s := mcpserver.NewMCPServer("multiline", "1.0.0",
		mcpserver.WithRecovery(),
		mcpserver.WithInputSchemaValidation(),
		mcpserver.WithToolCapabilities(true),
	)
	s.AddTool(mcp.NewTool("remove"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, os.Remove(req.GetString("path", ""))
	})
}
