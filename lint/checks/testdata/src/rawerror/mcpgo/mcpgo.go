package mcpgo

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func Fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `MCP004 mcp.NewToolResultError passes an upstream error's text to the model unchanged`
	}
	f, err := os.Open(url)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("failed", err), nil // want `MCP004 mcp.NewToolResultErrorFromErr passes`
	}
	defer f.Close()
	if _, err := os.Stat(url); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("error: %v", err)), nil // want `MCP004`
	}
	if _, err := os.Stat(url + "x"); err != nil {
		return mcp.NewToolResultErrorf("%s", fmt.Sprint(err)), nil // want `MCP004`
	}
	if _, err := os.Stat(url + "y"); err != nil {
		return mcp.NewToolResultErrorf("Cannot reach %s (%v). Check the URL or retry later.", url, err), nil
	}
	return mcp.NewToolResultText(f.Name()), nil
}
