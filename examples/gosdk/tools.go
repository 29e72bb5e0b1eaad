package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

type getNoteIn struct {
	ID string `json:"id" jsonschema:"Note ID such as n1"`
}

// noteList is list_notes's data; a struct, because MCP structured content
// is an object.
type noteList struct {
	Notes []notes.Note `json:"notes"`
}

func addTools(s *mcp.Server, store *notes.Store) {
	// Structured tools: the handler returns its data and one sentence about
	// it; the client gets both, in the text block and in structuredContent,
	// and the tool's outputSchema admits the middleware's error mirror.
	gosdk.AddStructuredTool(s, &mcp.Tool{
		Name:        "list_notes",
		Description: "List all notes with their IDs.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (noteList, string, error) {
		list := store.List()
		return noteList{Notes: list}, fmt.Sprintf("%d notes:\n%s", len(list), notes.Format(list)), nil
	})

	gosdk.AddStructuredTool(s, &mcp.Tool{
		Name:        "get_note",
		Description: "Read one note by ID. Call list_notes to find IDs.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in getNoteIn) (notes.Note, string, error) {
		n, err := store.Get(in.ID)
		if err != nil {
			return n, "", noteError(in.ID, err) // go-sdk would show err.Error(); the middleware classifies it
		}
		return n, fmt.Sprintf("Note %s, %q: %s", n.ID, n.Title, n.Body), nil
	})

	// A low-level handler: go-sdk would send its error as a JSON-RPC error
	// with code 0, which many clients never show the model.
	s.AddTool(&mcp.Tool{
		Name:        "sync_notes",
		Description: "Back the notes up to the backup service.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
		InputSchema: json.RawMessage(`{"type":"object"}`),
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := store.Sync(); err != nil {
			return nil, err // classified by toolerr: refused connection, timeout, DNS, ...
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Synced."}}}, nil
	})

	mcp.AddTool(s, &mcp.Tool{
		Name:        "export_notes",
		Description: "Export all notes as text.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		// Export panics. go-sdk does not recover panics, so without the
		// middleware this call would kill the server process.
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: store.Export()}}}, nil, nil
	})
}
