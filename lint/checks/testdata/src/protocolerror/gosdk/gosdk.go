package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Path string }
type out struct{ Text string }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "low"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("low-level failure") // want `MCP001 tool handler function literal returns a Go error, which go-sdk's Server.AddTool sends`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Path == "/" {
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "root is not readable"} // want `MCP001 tool handler typed returns a \*jsonrpc.Error`
	}
	if a.Path == "elicit" {
		// A code the protocol defines for its own purpose is a deliberate protocol error.
		return nil, out{}, &jsonrpc.Error{Code: -32042, Message: "URL elicitation required"}
	}
	// A plain error becomes an isError result in go-sdk: not a protocol error.
	return nil, out{}, errors.New("Path " + a.Path + " is a directory. Pass a file path.")
}
