package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, err := req.RequireString("path")
		if err != nil {
			return nil, err // want `MCP001 tool handler function literal returns a Go error, which mcp-go sends as JSON-RPC error -32603`
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return mcp.NewToolResultError("Cannot read " + path + ". Check the path."), nil
		}
		return mcp.NewToolResultText(string(data)), nil
	})
	s.AddTool(mcp.NewTool("named"), named)
	s.AddTool(mcp.NewTool("factory"), factory("x"))
	s.AddTool(mcp.NewTool("method"), (&tools{}).method)
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("typed"), Handler: mcp.NewTypedToolHandler(typed)})
}

func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("boom") // want `MCP001 tool handler named returns`
}

func factory(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := fmt.Errorf("tool %s is not ready", name)
		return nil, err // want `MCP001`
	}
}

type tools struct{}

func (t *tools) method(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("nope") // want `MCP001 tool handler method returns`
}

type args struct{ Name string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	return nil, errors.New("no") // want `MCP001 tool handler typed returns`
}

// helper has a handler's signature but is only ever called, so it is not a handler.
func helper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("internal")
}

func delegating(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return res, err // the inner handler is checked where it is written
		}
		return helper(ctx, req)
	}
}

func Ignored(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcperr:ignore MCP001 the gateway in front of this server turns -32603 into a tool error
	return nil, errors.New("x")
}

func IgnoredWithoutReason(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcperr:ignore MCP001
	return nil, errors.New("x") // want `MCP001 .* give a reason after the ID`
}

// Login asks the client to open a URL: a protocol signal, not a failure.
func Login(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, mcp.URLElicitationRequiredError{Elicitations: []string{"https://example.com/login"}}
}

// Progress fails only when the session is gone: no result would arrive either.
func Progress(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := s.SendNotificationToClient(ctx, "notifications/progress", nil); err != nil {
			return nil, fmt.Errorf("failed to send notification: %w", err)
		}
		return mcp.NewToolResultText("done"), nil
	}
}
