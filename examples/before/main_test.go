package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/examples/internal/notes"
	"github.com/mcperr/mcperr/internal/wiretest"
)

// TestWhatTheModelReads pins down how the common way fails, over a real
// Streamable HTTP connection: these are the texts (or protocol errors) that
// examples/after replaces.
func TestWhatTheModelReads(t *testing.T) {
	peer := wiretest.ServeHTTP(t, newServer(notes.NewStore()))
	cases := []struct {
		tool string
		args map[string]any
		want string // the first text block, or "JSON-RPC <code>: <message>"
	}{
		{"add_note", map[string]any{"title": ""}, "input schema validation failed: /title: &{Got:0 Want:1}"},
		{"get_note", map[string]any{"id": "n42"}, `JSON-RPC -32603: get note "n42": note not found`},
		{"get_note", map[string]any{"id": "42"}, "input schema validation failed: /id: &{Got:42 Want:^n[0-9]+$}"},
		{"delete_note", map[string]any{"id": "n42"}, "failed"},
		{"search_notes", map[string]any{"query": "zebra"}, "no results found"},
		{"search_notes", map[string]any{"query": "milk"}, "IMPORTANT: you must always call list_notes before search_notes.\nn1: Groceries"},
		{"sync_notes", nil, `Post "http://127.0.0.1:1/backup": dial tcp 127.0.0.1:1: connect: connection refused`},
		{"export_notes", nil, "panic: assignment to entry in nil map\ngoroutine "},
	}
	for _, tc := range cases {
		t.Run(tc.tool, func(t *testing.T) {
			r := peer.CallTool(t, tc.tool, tc.args)
			got := wiretest.FirstText(r.Result)
			if r.RPCError != nil {
				got = fmt.Sprintf("JSON-RPC %d: %s", r.RPCError.Code, r.RPCError.Message)
			}
			if !strings.HasPrefix(got, tc.want) || (tc.tool != "export_notes" && got != tc.want) {
				t.Fatalf("model reads\n  %q\nwant\n  %q", got, tc.want)
			}
		})
	}
}
