// Package operands has helpers that interpolate a string parameter into
// their own sentence: the caller's word is an operand, not the text.
package operands

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// search writes the sentence; kind is a word inside it. The sentence is
// judged here, with kind as a hole.
func search(ctx context.Context, kind, query string) (*mcp.CallToolResult, error) {
	if query == "" {
		return mcp.NewToolResultError(fmt.Sprintf("failed to search %ss with query '%s'", kind, query)), nil // want `MCP006 error text "failed to search …s with query '…'" in mcp.NewToolResultError`
	}
	if len(query) > 256 {
		return mcp.NewToolResultError("The query for " + kind + "s is longer than 256 characters. Shorten it and retry."), nil
	}
	return mcp.NewToolResultText(kind + ": " + query), nil
}

func Users(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return search(ctx, "user", req.Params.Name) // an operand: "user" is not the text
}

func Orgs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return search(ctx, "org", req.Params.Name)
}

// reject's message is the head of the text: callers write it, so each
// call is judged.
func reject(msg, detail string) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("%s (%s)", msg, detail))
}

func Teams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		return reject("unknown team", req.Params.Name), nil // want `MCP006 error text "unknown team" in operands.reject`
	}
	if req.Params.Name == "x" {
		return reject("Team x is archived. Pick another team and retry.", "archived"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
