// Package main has a variable named toolerr, so the kit's package cannot
// be imported under its name: no fix.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var toolerr = errors.New("tool failed. Try again.")

func main() {
	s := server.NewMCPServer("shadow", "1.0.0")
	s.AddTool(mcp.NewTool("fail"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, toolerr
	})
}
