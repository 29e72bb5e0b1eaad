package mcpgo

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

var errLocked = errors.New("The file is locked by another edit. Retry in a minute.")

// Open: NewToolResultErrorFromErr appends err.Error() to the prefix, so a
// library's text reaches the model however good the prefix is.
func Open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Open(req.Params.Name); err != nil {
		return mcp.NewToolResultErrorFromErr("Cannot open the file. Check the path with list_files.", err), nil // want `MCP004 mcp.NewToolResultErrorFromErr passes`
	}
	return mcp.NewToolResultErrorFromErr("Cannot open the file.", errLocked), nil
}
