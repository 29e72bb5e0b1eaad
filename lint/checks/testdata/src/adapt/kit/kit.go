// Package kit is a server's own handler layer: its handlers take a request
// of its own and reach go-sdk's low-level Server.AddTool through an
// adapter. Its callers never import the SDK themselves.
package kit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server and Result name the SDK's types for the callers.
type (
	Server = mcp.Server
	Tool   = mcp.Tool
	Result = mcp.CallToolResult
	Text   = mcp.TextContent
)

// Call is the request the server's own handlers read.
type Call struct {
	Tool string
	Args map[string]any
}

// Handler is the server's own handler type.
type Handler func(ctx context.Context, call Call) (*Result, error)

// Adapt calls next with the server's own request and hands its error on
// as the SDK handler's error: go-sdk sends it as a JSON-RPC error.
func Adapt(next Handler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := ""
		if req != nil && req.Params != nil {
			name = req.Params.Name
		}
		return next(ctx, Call{Tool: name})
	}
}

// AdaptSafe turns next's error into an isError result of its own words.
func AdaptSafe(next Handler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, Call{})
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "The tool failed on the server. Retry once, then report it."}}}, nil
		}
		return res, nil
	}
}

// Timed is a decorator: it measures next and passes everything on.
func Timed(next Handler) Handler {
	return func(ctx context.Context, call Call) (*Result, error) {
		res, err := next(ctx, call)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

// Named is a decorator that takes other arguments before the handler.
func Named(name string, next Handler) Handler {
	return func(ctx context.Context, call Call) (*Result, error) {
		call.Tool = name
		return next(ctx, call)
	}
}

// TextOf makes a text content, as the SDK's literal would.
func TextOf(s string) *Text { return &Text{Text: s} }

// Failure is an isError result whose text is the caller's.
func Failure(msg string) *Result {
	return &Result{IsError: true, Content: []mcp.Content{TextOf(msg)}}
}

// AdaptText puts next's error text in an isError result.
func AdaptText(next Handler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, Call{})
		if err != nil {
			return Failure(err.Error()), nil // want `MCP004 kit.Failure in the server.s middleware passes every tool handler.s error text`
		}
		return res, nil
	}
}

// Registry registers handlers on a server of its own.
type Registry struct{ s *mcp.Server }

// Add registers h as the tool name.
func (r *Registry) Add(name string, h Handler) {
	r.s.AddTool(&mcp.Tool{Name: name}, Adapt(Timed(h)))
}
