package main

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/ownmw/tools"
)

// asResults shows the model every handler error as written.
func asResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func stock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("stock.csv"); err != nil {
		return nil, err
	}
	if req.GetString("sku", "") == "" {
		return nil, errors.New("sku and name disagree")
	}
	if req.GetInt("count", 0) < 0 {
		return nil, errors.New("count is negative. Pass a count of 0 or more.")
	}
	return nil, errors.New("failed")
}

func main() {
	s := server.NewMCPServer("ownmw", "1", server.WithToolHandlerMiddleware(asResults))
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("find"), tools.Find)
	_ = server.ServeStdio(s)
}
