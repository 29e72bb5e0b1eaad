// Package convert registers its own middleware, which turns a handler's Go
// error into an isError result carrying the error's text.
package convert

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func errorsAsResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `MCP004 mcp.NewToolResultError in the server.s middleware passes every tool handler.s error text to the model: .* \(1 upstream error returned by the handlers of this package\)`
		}
		return res, nil
	}
}

func serve() {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(errorsAsResults))
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

// lookup's errors reach the model through the middleware: no protocol
// error, and its own words are judged.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Open("inventory.db"); err != nil {
		return nil, err
	}
	if len(req.Params.Name) > 64 {
		return nil, errors.New("Item names are at most 64 characters. Shorten the name and retry.")
	}
	return nil, errors.New("error") // want `MCP003 error text "error" in the returned error`
}
