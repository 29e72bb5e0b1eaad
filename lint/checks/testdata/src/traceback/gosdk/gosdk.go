package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{}

func Do(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	err := errors.New("disk full")
	return nil, nil, fmt.Errorf("Saving failed: %+v. Free space and retry.", err) // want `MCP005 %\+v of an error reaches the model through the returned error`
}
