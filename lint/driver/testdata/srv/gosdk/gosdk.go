// Package gosdk has a go-sdk handler that passes an upstream error through.
package gosdk

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Path string `json:"path"`
}

// Register adds the tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		data, err := os.ReadFile(a.Path)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
	})
}
