package main

import (
	"log/slog"
	"os"
	"testing"

	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
)

// TestErrorsGradeA probes every tool as "mcperr probe" does (calls crafted
// from each inputSchema to fail) plus calls that reach each failure of a
// file tool, and requires every answer to grade A.
func TestErrorsGradeA(t *testing.T) {
	root := sampleRoot(t)
	calls := []probetest.Option{
		probetest.Call("read_file", map[string]any{"path": "notes/todo.md"}),
		probetest.Call("read_file", map[string]any{"path": "../../etc/passwd"}),
		probetest.Call("read_file", map[string]any{"path": "notes/todo.txt", "start_line": 9}),
		probetest.Call("list_files", map[string]any{"dir": "nope"}),
	}
	if os.Geteuid() != 0 { // root reads everything: the case cannot happen there
		calls = append(calls, probetest.Call("read_file", map[string]any{"path": "private/keys.txt"}))
	}
	probetest.MCPGo(t, newServer(root, toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		append(calls, probetest.MinGrade("A"))...)
}

// TestCutFileGradesA reads the 5,000-line log, which WithBudget cuts to
// Claude Code's budget with a note on how to read the rest.
func TestCutFileGradesA(t *testing.T) {
	probetest.MCPGo(t, newServer(sampleRoot(t), toolerr.WithLogger(slog.New(slog.DiscardHandler))),
		probetest.MinGrade("A"), probetest.Tools("read_file"),
		probetest.Call("read_file", map[string]any{"path": "logs/server.log"}))
}

// sampleRoot writes a fresh sample sandbox and opens it.
func sampleRoot(t *testing.T) *os.Root {
	t.Helper()
	_, root := writeSampleRoot(t)
	return root
}
