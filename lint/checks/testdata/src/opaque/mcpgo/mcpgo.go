package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

const errMsg = "Something went wrong!"

func Read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError("invalid input"), nil // want `MCP003 error text "invalid input" in mcp.NewToolResultError tells the model neither`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(errMsg), nil // want `MCP003 error text "Something went wrong!"`
	}
	if len(data) == 0 {
		msg := "operation failed"
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: msg}}}, nil // want `MCP003 error text "operation failed" in an isError CallToolResult`
	}
	if len(data) > 1<<20 {
		return mcp.NewToolResultError("File " + path + " is larger than 1 MiB. Pass a smaller file."), nil
	}
	if data[0] == 0 {
		//mcperr:ignore MCP003 the client shows its own dialog for this status
		return mcp.NewToolResultError("internal error"), nil
	}
	if data[0] == 1 {
		return mcp.NewToolResultErrorf("Error"), nil // want `MCP003 error text "Error" in mcp.NewToolResultErrorf`
	}
	return mcp.NewToolResultText(string(data)), nil
}
