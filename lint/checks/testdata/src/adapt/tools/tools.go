// Package tools writes handlers of the server's own type and registers
// them through the adapters of package kit, directly, through decorators
// and through a registering helper of its own.
package tools

import (
	"context"
	"errors"
	"os"

	"adapt/kit"
)

// register is the server's registering helper: the handler it takes is
// decorated, adapted and added.
func register(s *kit.Server, name string, h kit.Handler) {
	h = kit.Timed(h)
	h = kit.Named(name, h)
	s.AddTool(&kit.Tool{Name: name}, kit.Adapt(h))
}

// Serve registers every tool.
func Serve(s *kit.Server) {
	s.AddTool(&kit.Tool{Name: "search"}, kit.Adapt(kit.Timed(kit.Named("search", search))))
	register(s, "read_note", readNote)
	register(s, "rename", func(ctx context.Context, call kit.Call) (*kit.Result, error) {
		if call.Args["to"] == nil {
			return nil, errors.New("Pass the new name as \"to\".") // want `MCP001 tool handler function literal returns a Go error, which go-sdk's Server.AddTool sends`
		}
		return kit.Failure("Rename failed."), nil // want `MCP006 error text "Rename failed." in kit.Failure`
	})
	s.AddTool(&kit.Tool{Name: "archive"}, kit.AdaptSafe(archive))
	_ = kit.Adapt(draft) // adapted, never registered
}

func search(ctx context.Context, call kit.Call) (*kit.Result, error) {
	if call.Args["query"] == nil {
		return nil, errors.New("Pass a query.") // want `MCP001 tool handler search returns a Go error, which go-sdk's Server.AddTool sends`
	}
	return kit.Failure("error"), nil // want `MCP003 error text "error" in kit.Failure`
}

func readNote(ctx context.Context, call kit.Call) (*kit.Result, error) {
	b, err := os.ReadFile("notes.txt")
	if err != nil {
		return nil, err // want `MCP001 tool handler readNote returns a Go error, which go-sdk's Server.AddTool sends`
	}
	return kit.Failure(string(b)), nil
}

// archive's errors become a result of the adapter's own words.
func archive(ctx context.Context, call kit.Call) (*kit.Result, error) {
	return nil, errors.New("archive is offline")
}

// draft is adapted but no server ever sees it.
func draft(ctx context.Context, call kit.Call) (*kit.Result, error) {
	return nil, errors.New("draft")
}

// lookup has a handler's shape but is a helper that handlers call.
func lookup(ctx context.Context, call kit.Call) (*kit.Result, error) {
	return nil, errors.New("lookup")
}

var _ = lookup
