// Package main is a go-sdk server with a low-level tool handler, whose Go
// errors go-sdk sends as JSON-RPC errors, and a logging middleware.
package main

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "gosdk", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "remove"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := os.Remove("/tmp/x"); err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{}, nil
	})
	s.AddReceivingMiddleware(logging)
	log.Print("ready")
}

func logging(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		log.Print(method)
		return next(ctx, method, req)
	}
}
