package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Limit int }

func List(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Limit < 0 {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "limit must be positive"} // want `MCP002 tool handler List answers`
	}
	if a.Limit > 100 {
		perr := &jsonrpc.Error{Code: -32602, Message: "limit too large"}
		return nil, nil, perr // want `MCP002`
	}
	return &mcp.CallToolResult{}, nil, nil
}
