package gosdk

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Path string }

func Read(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	if _, err := os.Stat(a.Path + ".bak"); err != nil {
		return nil, nil, fmt.Errorf("failed: %w", err) // want `MCP004`
	}
	if _, err := os.Stat(a.Path + ".lock"); err != nil {
		var res mcp.CallToolResult
		res.SetError(err) // want `MCP004 CallToolResult.SetError passes`
		return &res, nil, nil
	}
	if len(data) == 0 {
		return nil, nil, validate(a.Path) // this package's own errors are trusted
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
}

func validate(p string) error { return fmt.Errorf("%s is empty. Pass a file with content.", p) }
