package mcpgo

import (
	"context"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
)

// adapt turns any typed function into a tool handler by reflection; the
// error it reads back reaches the model as the result's text, whatever
// the function returned.
func adapt(fn any) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := reflect.ValueOf(fn).Call([]reflect.Value{reflect.ValueOf(ctx)})
		if handlerErr, ok := out[1].Interface().(error); ok && handlerErr != nil {
			return &mcp.CallToolResult{
				IsError: true,
				Content: []mcp.Content{mcp.TextContent{Type: "text", Text: handlerErr.Error()}}, // want `MCP004 an isError CallToolResult passes an upstream error's text`
			}, nil
		}
		return mcp.NewToolResultText(out[0].String()), nil
	}
}

// results collects errors from workers over a channel.
func results(errs chan error) *mcp.CallToolResult {
	if err := <-errs; err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Text: "worker failed: " + err.Error()}}} // want `MCP004`
	}
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Text: "The batch was cancelled. Start it again with run_batch."}},
	}
}

var _, _ = adapt, results
