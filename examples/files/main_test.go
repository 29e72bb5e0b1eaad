package main

import (
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

func TestWhatTheModelReads(t *testing.T) {
	peer, dir := serveSample(t)

	cases := []struct {
		name, tool string
		args       map[string]any
		want       string
	}{
		{"read", "read_file", map[string]any{"path": "notes/todo.txt"}, "buy milk\ncall Ana\n"},
		{"range", "read_file", map[string]any{"path": "notes/todo.txt", "start_line": 2}, "call Ana\n"},
		{"missing", "read_file", map[string]any{"path": "notes/todo.md"}, `File "notes/todo.md" was not found. Call list_files to see what exists.`},
		{"escape", "read_file", map[string]any{"path": "../../etc/passwd"}, `The path "../../etc/passwd" is outside the sandbox. Use a path relative to the sandbox root, as list_files shows them.`},
		{"absolute", "read_file", map[string]any{"path": "/etc/passwd"}, `The path "/etc/passwd" is outside the sandbox. Use a path relative to the sandbox root, as list_files shows them.`},
		{"bad range", "read_file", map[string]any{"path": "notes/todo.txt", "start_line": 9}, `Invalid value for "start_line": must be between 1 and 2 (got 9). Call the tool again with "start_line" corrected.`},
		{"list", "list_files", map[string]any{"dir": "notes"}, "notes/meeting.txt\nnotes/todo.txt"},
		{"list missing", "list_files", map[string]any{"dir": "nope"}, `File "nope" was not found. Call list_files to see what exists.`},
	}
	if os.Geteuid() != 0 { // root reads everything: the case cannot happen there
		cases = append(cases, struct {
			name, tool string
			args       map[string]any
			want       string
		}{"permission", "read_file", map[string]any{"path": "private/keys.txt"}, `The server may not access "private/keys.txt". Retrying will not help; choose something the server may access, or ask the user to grant access.`})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := peer.CallTool(t, tc.tool, tc.args)
			if r.RPCError != nil {
				t.Fatalf("protocol error: %+v", r.RPCError)
			}
			if got := wiretest.FirstText(r.Result); got != tc.want {
				t.Fatalf("model reads\n  %q\nwant\n  %q", got, tc.want)
			}
			if strings.Contains(string(r.Body), dirName(dir)) {
				t.Fatalf("the sandbox's real location leaked: %s", r.Body)
			}
		})
	}
}

// TestLargeFileIsCutWithAHint reads the 5,000-line log of the sample
// sandbox: the model gets the head within Claude Code's 25,000-token budget
// and a note that says how to read the rest.
func TestLargeFileIsCutWithAHint(t *testing.T) {
	peer, _ := serveSample(t)
	text := wiretest.FirstText(peer.CallTool(t, "read_file", map[string]any{"path": "logs/server.log"}).Result)
	if n := budget.Count(text); n > budget.ClaudeCode.Tokens {
		t.Fatalf("the model reads %d tokens, over Claude Code's %d", n, budget.ClaudeCode.Tokens)
	}
	if !strings.HasPrefix(text, "2026-11-30T10:00:00Z INFO") || !strings.HasSuffix(strings.TrimSpace(text), readRangeHint+"]") ||
		!strings.Contains(text, "[Truncated to fit a 25,000-token limit") {
		t.Fatalf("the cut file does not keep its head and end with the hint:\n...%s", text[max(0, len(text)-300):])
	}
	// The hint works: a range of the same file fits.
	part := wiretest.FirstText(peer.CallTool(t, "read_file", map[string]any{"path": "logs/server.log", "start_line": 4999, "end_line": 5000}).Result)
	if strings.Count(part, "\n") != 2 {
		t.Fatalf("a two-line range reads %q", part)
	}
}

// serveSample serves a fresh sample sandbox over Streamable HTTP and
// returns the peer and the sandbox's real location.
func serveSample(t *testing.T) (*wiretest.HTTP, string) {
	t.Helper()
	dir, root := writeSampleRoot(t)
	return wiretest.ServeHTTP(t, newServer(root, toolerr.WithLogger(slog.New(slog.DiscardHandler)))), dir
}

// writeSampleRoot writes a fresh sample sandbox, removed when the test
// ends, and returns its location and the opened root.
func writeSampleRoot(t *testing.T) (string, *os.Root) {
	t.Helper()
	dir, err := writeSample()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir+"/private/keys.txt", 0o644); os.RemoveAll(dir) })
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return dir, root
}

func dirName(dir string) string { return dir[strings.LastIndex(dir, "/")+1:] }
