// Package util holds the module's result builders.
package util

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Fail is a builder with a string parameter: callers write the text.
func Fail(msg string) *mcp.CallToolResult { return mcp.NewToolResultError(msg) }

// FromErr puts its error's text in the result.
func FromErr(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError("operation failed: " + err.Error())
}

// Text is a builder of ordinary results.
func Text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// Failf is a printf-style builder: each call's format and operands are
// the text.
func Failf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// Quiet hands its error to the model on purpose.
//
//mcperr:ignore MCP004 the billing API's errors are written for end users
func Quiet(err error) *mcp.CallToolResult { return mcp.NewToolResultError(err.Error()) }
