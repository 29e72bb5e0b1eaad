package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// toolError hands any error's text to the model: the one finding is here,
// with the calls that give it a library's error.
func toolError(err error) *mcp.CallToolResult { // want `MCP004 mcpgo.toolError puts its error argument's text in the tool result, and upstream errors reach the model through it at 2 call sites`
	return mcp.NewToolResultError(err.Error())
}

// quotaError has the same shape, but every caller gives it the server's own
// words, so nothing upstream reaches the model through it.
func quotaError(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

// fail is a builder with a string parameter: each call writes the text.
func fail(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

var errQuota = errors.New("Daily quota used up. Retry after midnight UTC.")

func Read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return toolError(err), nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return toolError(err), nil
	}
	if len(data) > 1<<20 {
		return quotaError(errQuota), nil
	}
	if len(data) == 0 {
		return quotaError(fmt.Errorf("File %s is empty. Write it first with write_file.", name)), nil
	}
	if _, err := os.Stat(name + ".lock"); err != nil {
		return fail(err.Error()), nil // want `MCP004 mcpgo.fail passes an upstream error's text`
	}
	if _, err := os.Stat(name + ".sig"); err != nil {
		return fail(fmt.Sprintf("failed to check the signature of %s: %v", name, err)), nil // want `MCP004 mcpgo.fail passes`
	}
	if _, err := os.Stat(name + ".bak"); err != nil {
		return fail(fmt.Sprintf("No backup of %s (%v). Call backup_file first.", name, err)), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}
