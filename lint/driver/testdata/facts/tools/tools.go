package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/facts/util"
)

func Read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.Params.Name)
	if err != nil {
		return util.FromErr(err), nil
	}
	if len(data) == 0 {
		return util.Fail("error"), nil
	}
	if _, err := os.Stat(req.Params.Name + ".lock"); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(data)), nil
}
