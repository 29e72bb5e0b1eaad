package util

import "github.com/mark3labs/mcp-go/mcp"

// Fail builds an isError result from the caller's words.
func Fail(msg string) *mcp.CallToolResult { return mcp.NewToolResultError(msg) }

// FromErr puts an error's text in the result.
func FromErr(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError("request failed: " + err.Error())
}
