package main

import (
	"os"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/internal/interop"
)

// TestTypeScriptClient shows what the official TypeScript client makes of
// the common way, over stdio: the calls of TestWhatTheModelReads, and the
// same texts. The handler error of get_note is a JSON-RPC error, and the
// client throws it as an exception: an agent built on the SDK gets no tool
// result to show the model. That is the point of this example.
// Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	cases := []interop.Expect{
		// First, while the store holds only its seed notes.
		{Tool: "list_notes", Text: notes.Format(notes.NewStore().List())},
		{Tool: "add_note", Args: map[string]any{"title": ""}, Text: "input schema validation failed: /title: &{Got:0 Want:1}", IsError: true},
		{Tool: "get_note", Args: map[string]any{"id": "n42"}, Text: interop.ClientThrows(`MCP error -32603: get note "n42": note not found`)},
		{Tool: "get_note", Args: map[string]any{"id": "42"}, Text: "input schema validation failed: /id: &{Got:42 Want:^n[0-9]+$}", IsError: true},
		{Tool: "delete_note", Args: map[string]any{"id": "n42"}, Text: "failed", IsError: true},
		{Tool: "search_notes", Args: map[string]any{"query": "zebra"}, Text: "no results found", IsError: true},
		{Tool: "search_notes", Args: map[string]any{"query": "milk"}, Text: "IMPORTANT: you must always call list_notes before search_notes.\nn1: Groceries"},
		{Tool: "sync_notes", Text: `Post "http://127.0.0.1:1/backup": dial tcp 127.0.0.1:1: connect: connection refused`, IsError: true},
		// A prefix: the goroutine stack that follows varies.
		{Tool: "export_notes", Text: "^panic: assignment to entry in nil map\ngoroutine ", IsError: true},
	}
	var registered []string
	for name := range newServer(notes.NewStore()).ListTools() {
		registered = append(registered, name)
	}
	interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, registered, cases)
}
