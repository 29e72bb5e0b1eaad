// Package tools hands its errors to errs' wrappers: the argument decides
// what the model reads.
package tools

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wrap/errs"
)

type in struct{ ID string }

// load relays the wrapper's result from one more helper away.
func load(id string) error {
	if _, err := os.Stat(id); err != nil {
		return errs.Wrap("load", err)
	}
	return nil
}

func Get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, errs.Wrap("get", err)
	}
	if err := load(a.ID); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	if _, err := os.ReadFile(a.ID); err != nil {
		return nil, nil, errs.Hint("read", err)
	}
	if _, err := os.ReadFile(a.ID + ".meta"); err != nil {
		return nil, nil, errs.Status("meta", err) // want `MCP004 the returned error passes an upstream error's text`
	}
	if _, err := os.Stat(a.ID + ".lock"); err != nil {
		return nil, nil, errs.Note("lock", err, "use list_records to find a free id")
	}
	if _, err := os.Stat(a.ID + ".tmp"); err != nil {
		return nil, nil, errs.Note("tmp", err, "the record is busy") // want `MCP004 the returned error passes an upstream error's text`
	}
	if _, err := os.Stat(a.ID + ".old"); err != nil {
		return nil, nil, errs.Suggest("old", err, "call list_records first") // want `MCP004 the returned error passes an upstream error's text`
	}
	if a.ID == "" {
		return nil, nil, errs.Wrap("get", errs.ErrGone) // want `MCP006 error text "the record was deleted"`
	}
	return nil, nil, nil
}
