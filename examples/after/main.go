// Command after is the notes server of examples/before written with mcperr:
// the same tools and the same failures, but every error reaches the model
// as a tool result with a cause and an action. Copy from here.
//
//	go run ./examples/after            # stdio
//	go run ./examples/after -http 127.0.0.1:8080
package main

import (
	"context"
	"errors"
	"flag"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/examples/internal/serve"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	flags := serve.Register(flag.CommandLine)
	flag.Parse()
	if err := serve.Run(newServer(notes.NewStore(), toolerr.WithLogger(serve.Logger())), flags); err != nil {
		serve.Fatal(err)
	}
}

func newServer(store *notes.Store, opts ...toolerr.Option) *server.MCPServer {
	// One line makes every tool safe: returned errors and panics become
	// instructive tool errors, and arguments are checked against each
	// tool's inputSchema with messages that name every bad parameter.
	// Registered first, so it is the outermost.
	opts = append([]toolerr.Option{toolerr.WithArgumentValidation()}, opts...)
	s := server.NewMCPServer("notes-after", "1.0.0",
		server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	tools := notes.Tools()

	s.AddTool(tools["add_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		title := req.GetString("title", "")
		if title == "" {
			return nil, toolerr.MissingArgument("title")
		}
		n := store.Add(title, req.GetString("body", ""))
		return mcp.NewToolResultText("Added note " + n.ID + "."), nil
	})

	s.AddTool(tools["get_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		n, err := store.Get(id)
		if err != nil {
			return nil, noteError(id, err)
		}
		return mcp.NewToolResultText(n.Title + "\n" + n.Body), nil
	})

	s.AddTool(tools["delete_note"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if err := store.Delete(id); err != nil {
			return nil, noteError(id, err)
		}
		return mcp.NewToolResultText("Deleted note " + id + "."), nil
	})

	s.AddTool(tools["list_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(notes.Format(store.List())), nil
	})

	s.AddTool(tools["search_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		query := req.GetString("query", "")
		found := store.Search(query)
		if len(found) == 0 {
			// Finding nothing is an answer, not a failure.
			return mcp.NewToolResultText("No note contains " + `"` + query + `"` + ". Try a shorter query, or call list_notes to see every note."), nil
		}
		return mcp.NewToolResultText(notes.Format(found)), nil
	})

	s.AddTool(tools["sync_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := store.Sync(); err != nil {
			return nil, err // classified by toolerr: refused connection, timeout, DNS, ...
		}
		return mcp.NewToolResultText("Synced."), nil
	})

	s.AddTool(tools["export_notes"], func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Export panics; the middleware recovers, logs the stack with an
		// incident ID, and tells the model the fault is the server's.
		return mcp.NewToolResultText(store.Export()), nil
	})
	return s
}

// noteError turns the store's errors into errors the model can act on.
func noteError(id string, err error) error {
	if errors.Is(err, notes.ErrNotFound) {
		return toolerr.NotFound("note", id).ListedBy("list_notes").Wrap(err)
	}
	return err
}
