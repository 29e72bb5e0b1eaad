package main

import (
	"log/slog"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA probes every tool as "mcperr probe" does (calls crafted
// from each inputSchema to fail) plus calls that reach each tool's own
// failures, and requires every answer to grade A.
func TestErrorsGradeA(t *testing.T) {
	probetest.MCPGo(t, newServer(notes.NewStore(), toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		probetest.MinGrade("A"),
		probetest.Call("get_note", map[string]any{"id": "n42"}),
		probetest.Call("delete_note", map[string]any{"id": "n42"}),
		probetest.Call("search_notes", map[string]any{"query": "zebra"}),
		probetest.Call("sync_notes", nil),
		probetest.Call("export_notes", nil),
	)
}
