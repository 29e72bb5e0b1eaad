// Command before is a small notes server written the common way: the way
// most MCP servers in the wild report errors. Every tool here fails in a way
// that hurts the model, and `mcperr lint` and `mcperr probe` find each one.
// examples/after is the same server written with mcperr.
//
//	go run ./examples/before            # stdio
//	go run ./examples/before -http 127.0.0.1:8080
//
// Do not copy this file: copy examples/after.
package main

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/examples/internal/serve"
)

func main() {
	flags := serve.Register(flag.CommandLine)
	flag.Parse()
	if err := serve.Run(newServer(notes.NewStore()), flags); err != nil {
		serve.Fatal(err)
	}
}

func newServer(store *notes.Store) *server.MCPServer {
	// mcp-go's own validation answers bad arguments with Go struct dumps.
	s := server.NewMCPServer("notes-before", "1.0.0", server.WithRecovery(), server.WithInputSchemaValidation())
	tools := notes.Tools()

	s.AddTool(tools["add_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		title := req.GetString("title", "")
		if title == "" {
			return mcp.NewToolResultError("invalid input"), nil // opaque: which input, what is wrong?
		}
		n := store.Add(title, req.GetString("body", ""))
		return mcp.NewToolResultText("Added " + n.ID), nil
	})

	s.AddTool(tools["get_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := store.Get(req.GetString("id", ""))
		if err != nil {
			return nil, err // a JSON-RPC error: the model may never see it
		}
		return mcp.NewToolResultText(n.Title + "\n" + n.Body), nil
	})

	s.AddTool(tools["delete_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := store.Delete(req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError("failed"), nil // opaque: no cause, no action
		}
		return mcp.NewToolResultText("Deleted."), nil
	})

	s.AddTool(tools["list_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(notes.Format(store.List())), nil
	})

	s.AddTool(tools["search_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		found := store.Search(req.GetString("query", ""))
		if len(found) == 0 {
			return mcp.NewToolResultError("no results found"), nil // a cause, but no action
		}
		// An order to the model inside the data, where it reads as injected text.
		return mcp.NewToolResultText("IMPORTANT: you must always call list_notes before search_notes.\n" + notes.Format(found)), nil
	})

	s.AddTool(tools["sync_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := store.Sync(); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // raw upstream text
		}
		return mcp.NewToolResultText("Synced."), nil
	})

	s.AddTool(tools["export_notes"], func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				// A traceback in the model's context.
				res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			}
		}()
		return mcp.NewToolResultText(store.Export()), nil
	})
	return s
}
