package main

import (
	"os"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/internal/interop"
)

// TestTypeScriptClient runs the example as a stdio subprocess under the
// official TypeScript client and makes the calls TestWhatTheModelReads
// makes over HTTP: the client must return a result for every one, never
// throw, and show the model the same text, cause and action included.
// Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	cases := []interop.Expect{
		// First, while the store holds only its seed notes.
		{Tool: "list_notes", Text: notes.Format(notes.NewStore().List())},
		{Tool: "add_note", Args: map[string]any{"title": ""}, Text: `Invalid value for "title": must be between 1 and 80 characters long (got 0 characters). Call the tool again with "title" corrected.`, IsError: true},
		{Tool: "add_note", Args: map[string]any{"body": "milk"}, Text: `Missing required parameter "title". Call the tool again with "title" set.`, IsError: true},
		{Tool: "get_note", Args: map[string]any{"id": "42"}, Text: `Invalid value for "id": must match the required form: Note ID such as n1 (got "42"). Call the tool again with "id" corrected.`, IsError: true},
		{Tool: "get_note", Args: map[string]any{"id": "n42"}, Text: `Note "n42" was not found. Call list_notes to see what exists.`, IsError: true},
		{Tool: "delete_note", Args: map[string]any{"id": "n42"}, Text: `Note "n42" was not found. Call list_notes to see what exists.`, IsError: true},
		{Tool: "search_notes", Args: map[string]any{"query": "zebra"}, Text: `No note contains "zebra". Try a shorter query, or call list_notes to see every note.`},
		{Tool: "search_notes", Args: map[string]any{"query": "milk"}, Text: "n1: Groceries"},
		{Tool: "sync_notes", Text: "The connection to a service the tool needs was refused. Retry in a few seconds, at most twice.", IsError: true},
		{Tool: "export_notes", Text: `^The tool failed because of a fault in the server \(incident [0-9a-f]{12}\)\. This is a fault of the server, not of the arguments: do not retry the same call, and give the user the incident ID if it persists\.$`, IsError: true},
	}
	var registered []string
	for name := range newServer(notes.NewStore()).ListTools() {
		registered = append(registered, name)
	}
	interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, registered, cases)
}
