// Package shared returns one error variable from several handlers: its text
// is judged once, where it is written.
package shared

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errFailed = errors.New("operation failed") // want `MCP003 error text "operation failed" in the returned error .* \(this text reaches the model at 2 places\)`

var errGone = errors.New("The record was deleted. Call list_records for the current ones.")

func unavailable() error { return errors.New("internal error") } // want `MCP003 error text "internal error" in the returned error .* \(this text reaches the model at 2 places\)`

type args struct{ ID string }

func Get(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	if a.ID == "" {
		return nil, nil, errFailed
	}
	if a.ID == "gone" {
		return nil, nil, errGone
	}
	return nil, nil, unavailable()
}

func Put(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	if a.ID == "" {
		return nil, nil, errFailed
	}
	if a.ID == "gone" {
		return nil, nil, errGone
	}
	return nil, nil, unavailable()
}
