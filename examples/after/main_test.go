package main

import (
	"log/slog"
	"regexp"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestWhatTheModelReads calls each tool of the after server the way
// examples/before's test does, over real Streamable HTTP, and asserts the
// exact text the model reads: every failure is a tool result with a cause
// and an action.
func TestWhatTheModelReads(t *testing.T) {
	peer := wiretest.ServeHTTP(t, newServer(notes.NewStore(), toolerr.WithLogger(slog.New(slog.DiscardHandler))))
	cases := []struct {
		tool string
		args map[string]any
		want string // exact, or a regexp when it starts with ^
	}{
		{"add_note", map[string]any{"title": ""}, `Invalid value for "title": must be between 1 and 80 characters long (got 0 characters). Call the tool again with "title" corrected.`},
		{"add_note", map[string]any{"body": "milk"}, `Missing required parameter "title". Call the tool again with "title" set.`},
		{"add_note", map[string]any{"titel": "Groceries"}, `Missing required parameter "title". Unknown parameter "titel"; did you mean "title"? Call the tool again with these parameters corrected.`},
		{"get_note", map[string]any{"id": "42"}, `Invalid value for "id": must match the required form: Note ID such as n1 (got "42"). Call the tool again with "id" corrected.`},
		{"get_note", map[string]any{"id": "n42"}, `Note "n42" was not found. Call list_notes to see what exists.`},
		{"delete_note", map[string]any{"id": "n42"}, `Note "n42" was not found. Call list_notes to see what exists.`},
		{"search_notes", map[string]any{"query": "zebra"}, `No note contains "zebra". Try a shorter query, or call list_notes to see every note.`},
		{"search_notes", map[string]any{"query": "milk"}, "n1: Groceries"},
		{"sync_notes", nil, "The connection to a service the tool needs was refused. Retry in a few seconds, at most twice."},
		{"export_notes", nil, `^The tool failed because of a fault in the server \(incident [0-9a-f]{12}\)\. This is a fault of the server, not of the arguments: do not retry the same call, and give the user the incident ID if it persists\.$`},
	}
	for _, tc := range cases {
		t.Run(tc.tool, func(t *testing.T) {
			r := peer.CallTool(t, tc.tool, tc.args)
			if r.RPCError != nil {
				t.Fatalf("a protocol error reached the client: %+v", r.RPCError)
			}
			got := wiretest.FirstText(r.Result)
			if tc.want[0] == '^' {
				if !regexp.MustCompile(tc.want).MatchString(got) {
					t.Fatalf("model reads\n  %q\nwant match of\n  %s", got, tc.want)
				}
			} else if got != tc.want {
				t.Fatalf("model reads\n  %q\nwant\n  %q", got, tc.want)
			}
		})
	}
}
