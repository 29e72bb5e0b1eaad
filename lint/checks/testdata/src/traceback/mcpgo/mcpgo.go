package mcpgo

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
)

func Run(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("panic: %v", r)) // want `MCP005 a recovered panic value reaches the model through mcp.NewToolResultError`
		}
	}()
	if err := work(); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("work failed: %v\n%s", err, debug.Stack())), nil // want `MCP005 a Go stack trace reaches the model`
	}
	if err := work(); err != nil {
		return mcp.NewToolResultErrorf("Work could not finish: %+v. Retry later.", err), nil // want `MCP005 %\+v of an error reaches the model`
	}
	buf := make([]byte, 4096)
	n := runtime.Stack(buf, false)
	return mcp.NewToolResultText("done\n" + string(buf[:n])), nil // want `MCP005 a Go stack trace`
}

func work() error { return nil }
