package main

import (
	"log/slog"
	"testing"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA probes the tool as "mcperr probe" does (calls crafted
// from its inputSchema to fail) plus a page past the last, and requires
// every answer to grade A.
func TestErrorsGradeA(t *testing.T) {
	s, err := newServer(budget.ClaudeCode, toolerr.WithLogger(slog.New(slog.DiscardHandler)))
	if err != nil {
		t.Fatal(err)
	}
	probetest.MCPGo(t, s, probetest.MinGrade("A"),
		probetest.Call("search_pages", map[string]any{"query": "weather", "page": 99}),
		probetest.Call("search_pages", map[string]any{"query": "zebra crossing"}),
	)
}
