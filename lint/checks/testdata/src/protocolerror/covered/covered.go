package covered

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/toolerr"
)

// The kit's middleware converts returned errors, so none is reported here.
func serve() {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(toolerr.Middleware()))
	s.AddTool(mcp.NewTool("a"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, toolerr.NotFound("user")
	})
	s.AddTool(mcp.NewTool("b"), handler)
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("database unavailable")
}

// Wrapped is converted by toolerr.Wrap.
var Wrapped = toolerr.Wrap(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("quota exhausted")
})
