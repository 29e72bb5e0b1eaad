package main

import (
	"bytes"
	"os"
	"regexp"
	"testing"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/interop"
	"github.com/mcperr/mcperr/internal/wiretest"
)

// TestTypeScriptClient runs the example as a stdio subprocess, serving the
// sample sandbox main creates, under the official TypeScript client and
// makes the calls TestWhatTheModelReads makes over HTTP: the client must
// return a result for every one, never throw, show the model the same
// text, and never see where the sandbox really is. The 5,000-line log
// arrives cut to Claude Code's budget with the hint to read a range, as
// TestLargeFileIsCutWithAHint asserts, and the range the hint names reads.
// Skipped without Node.js and the SDK.
func TestTypeScriptClient(t *testing.T) {
	cases := []interop.Expect{
		{Tool: "read_file", Args: map[string]any{"path": "notes/todo.txt"}, Text: "buy milk\ncall Ana\n"},
		{Tool: "read_file", Args: map[string]any{"path": "notes/todo.txt", "start_line": 2}, Text: "call Ana\n"},
		{Tool: "read_file", Args: map[string]any{"path": "notes/todo.md"}, Text: `File "notes/todo.md" was not found. Call list_files to see what exists.`, IsError: true},
		{Tool: "read_file", Args: map[string]any{"path": "../../etc/passwd"}, Text: `The path "../../etc/passwd" is outside the sandbox. Use a path relative to the sandbox root, as list_files shows them.`, IsError: true},
		{Tool: "read_file", Args: map[string]any{"path": "/etc/passwd"}, Text: `The path "/etc/passwd" is outside the sandbox. Use a path relative to the sandbox root, as list_files shows them.`, IsError: true},
		{Tool: "read_file", Args: map[string]any{"path": "notes/todo.txt", "start_line": 9}, Text: `Invalid value for "start_line": must be between 1 and 2 (got 9). Call the tool again with "start_line" corrected.`, IsError: true},
		{Tool: "list_files", Args: map[string]any{"dir": "notes"}, Text: "notes/meeting.txt\nnotes/todo.txt"},
		{Tool: "list_files", Args: map[string]any{"dir": "nope"}, Text: `File "nope" was not found. Call list_files to see what exists.`, IsError: true},
	}
	if os.Geteuid() != 0 { // root reads everything: the case cannot happen there
		cases = append(cases, interop.Expect{Tool: "read_file", Args: map[string]any{"path": "private/keys.txt"}, Text: `The server may not access "private/keys.txt". Retrying will not help; choose something the server may access, or ask the user to grant access.`, IsError: true})
	}
	// The large file comes cut with the hint, and the range the hint names
	// reads; the cut is checked against the budget below.
	q := regexp.QuoteMeta
	cases = append(cases,
		interop.Expect{Tool: "read_file", Args: map[string]any{"path": "logs/server.log"},
			Text: "^" + q("2026-11-30T10:00:00Z INFO") + "(?s:.*)" + q("[Truncated to fit a 25,000-token limit") + "(?s:.*)" + q(readRangeHint+"]") + `\s*$`},
		interop.Expect{Tool: "read_file", Args: map[string]any{"path": "logs/server.log", "start_line": 4999, "end_line": 5000},
			Text: `^(?:[^\n]*\n){2}$`})
	root, err := os.OpenRoot(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	var registered []string
	for name := range newServer(root).ListTools() {
		registered = append(registered, name)
	}
	out := interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, registered, cases)

	for i, c := range out.Calls {
		// writeSample names the sandbox mcperr-files-*; the model must not learn where it is.
		if bytes.Contains(c.RawResult, []byte("mcperr-files-")) || bytes.Contains(c.RawResult, []byte(os.TempDir())) {
			t.Errorf("%s %v: the sandbox's real location leaked: %s", cases[i].Tool, cases[i].Args, c.RawResult)
		}
	}
	if whole := out.Calls[len(cases)-2]; whole.Result != nil {
		if n := budget.Count(wiretest.FirstText(whole.Result)); n > budget.ClaudeCode.Tokens {
			t.Errorf("the large file reads %d tokens; want at most Claude Code's %d", n, budget.ClaudeCode.Tokens)
		}
	}
}
