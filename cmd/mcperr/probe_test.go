package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// probeServer has a tool whose argument errors are good and one whose
// errors are Go errors, which mcp-go sends as JSON-RPC errors.
func probeServer() *server.MCPServer {
	s := server.NewMCPServer("cmd-probe-test", "1.0.0")
	s.AddTool(mcp.NewTool("good", mcp.WithString("q", mcp.Required()), mcp.WithReadOnlyHintAnnotation(true)),
		func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := req.GetArguments()["q"].(string); !ok {
				return mcp.NewToolResultError(`Missing or invalid argument "q": must be a string. Call the tool again with "q" set to a search text.`), nil
			}
			return mcp.NewToolResultText("Found 3 notes."), nil
		})
	s.AddTool(mcp.NewTool("bad", mcp.WithString("q", mcp.Required())),
		func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := req.GetArguments()["q"].(string); !ok {
				return nil, fmt.Errorf("bad q")
			}
			return mcp.NewToolResultText("ok"), nil
		})
	return s
}

// TestHelperStdioServer is not a test: run by the stdio tests as a child
// process with MCPERR_CMD_STDIO_SERVER=1, it serves probeServer on stdio.
func TestHelperStdioServer(t *testing.T) {
	if os.Getenv("MCPERR_CMD_STDIO_SERVER") != "1" {
		t.Skip("helper process for the stdio probe tests")
	}
	if err := server.NewStdioServer(probeServer()).Listen(context.Background(), os.Stdin, os.Stdout); err != nil {
		os.Exit(1)
	}
	os.Exit(0)
}

type probeDoc struct {
	Transport string `json:"transport"`
	Passed    bool   `json:"passed"`
	MinGrade  string `json:"minGrade"`
	Tools     []struct {
		Name  string `json:"name"`
		Grade string `json:"grade"`
	} `json:"tools"`
	Exchanges []struct {
		Tool    string `json:"tool"`
		Case    string `json:"case"`
		Outcome string `json:"outcome"`
		Text    string `json:"text"`
	} `json:"exchanges"`
}

func TestProbeCommandContract(t *testing.T) {
	srv := httptest.NewServer(server.NewStreamableHTTPServer(probeServer()))
	defer srv.Close()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("MCPERR_CMD_STDIO_SERVER", "1")
	stdio := fmt.Sprintf("%q -test.run=^TestHelperStdioServer$", exe)
	for _, target := range [][]string{{"--http", srv.URL + "/mcp"}, {"--stdio", stdio}} {
		t.Run(target[0], func(t *testing.T) {
			code, out, errOut := runCmd(t, "", append(append([]string{"probe"}, target...), "-format", "json")...)
			var doc probeDoc
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatalf("exit %d, output is not one JSON document: %v\n%s\n%s", code, err, out, errOut)
			}
			if code != 1 || doc.Passed || doc.MinGrade != "C" {
				t.Errorf("exit %d passed=%v min=%s, want 1 false C (the bad tool fails)", code, doc.Passed, doc.MinGrade)
			}
			grades := map[string]string{}
			for _, tl := range doc.Tools {
				grades[tl.Name] = tl.Grade
			}
			if !reflect.DeepEqual(grades, map[string]string{"good": "A", "bad": "F"}) {
				t.Errorf("grades %v", grades)
			}
			outcomes := map[string]string{}
			for _, ex := range doc.Exchanges {
				outcomes[ex.Tool+" "+ex.Case] = ex.Outcome
			}
			want := map[string]string{"good missing_required": "TOOL_ERROR", "good wrong_type": "TOOL_ERROR", "bad missing_required": "JSONRPC_ERROR", "bad wrong_type": "JSONRPC_ERROR"}
			if !reflect.DeepEqual(outcomes, want) {
				t.Errorf("outcomes %v, want %v", outcomes, want)
			}
			if !strings.Contains(errOut, "probe: [2/4] bad wrong type for \"q\": JSONRPC_ERROR, grade F") {
				t.Errorf("progress on stderr:\n%s", errOut)
			}
			// Only the good tool: exit 0.
			code, out, _ = runCmd(t, "", append(append([]string{"probe"}, target...), "-tools", "good", "-quiet")...)
			if code != 0 || !strings.Contains(out, "PASS: every tool is graded C or better (1 tool, 2 calls).") {
				t.Errorf("good tool only: exit %d\n%s", code, out)
			}
		})
	}
}

func TestProbeCommandFlags(t *testing.T) {
	srv := httptest.NewServer(server.NewStreamableHTTPServer(probeServer()))
	defer srv.Close()
	dir := t.TempDir()
	calls := filepath.Join(dir, "calls.json")
	os.WriteFile(calls, []byte(`[{"tool":"good","arguments":{"q":"notes"}}]`), 0o644)
	records := filepath.Join(dir, "records.jsonl")
	code, out, _ := runCmd(t, "", "probe", "--http", srv.URL+"/mcp", "-max-cases", "0", "-calls", calls, "-records", records, "-format", "markdown", "-quiet", "-min-grade", "a")
	if code != 0 || !strings.Contains(out, "| user call | `TOOL_SUCCESS` | A | Found 3 notes. |  |") {
		t.Errorf("user call: exit %d\n%s", code, out)
	}
	rec, _ := os.ReadFile(records)
	if lines := strings.Split(strings.TrimSpace(string(rec)), "\n"); len(lines) != 1 || !strings.Contains(lines[0], `"outcome":"TOOL_SUCCESS"`) || !strings.Contains(lines[0], `"statuses":[200]`) {
		t.Errorf("records:\n%s", rec)
	}
	for _, args := range [][]string{
		{"probe"},
		{"probe", "--http", "x", "--stdio", "y"},
		{"probe", "--http", srv.URL, "-format", "xml"},
		{"probe", "--http", srv.URL, "-min-grade", "E"},
		{"probe", "--stdio", `"unterminated`},
		{"probe", "--http", srv.URL + "/mcp", "-calls", filepath.Join(dir, "none.json")},
		{"probe", "--http", "http://127.0.0.1:1/mcp", "-timeout", "1s"},
	} {
		if code, _, errOut := runCmd(t, "", args...); code != 2 || !strings.HasPrefix(errOut, "mcperr probe: ") && !strings.Contains(errOut, "usage") {
			t.Errorf("%q: exit %d %q", args, code, errOut)
		}
	}
}

func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		`go run ./cmd/server`:             {"go", "run", "./cmd/server"},
		`  node "my server.js"  --port 1`: {"node", "my server.js", "--port", "1"},
		`sh -c 'echo "hi"; exit'`:         {"sh", "-c", `echo "hi"; exit`},
		`a\ b "c\"d" ''`:                  {"a b", `c"d`, ""},
	} {
		got, err := splitCommand(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{``, `   `, `"open`, `back\`} {
		if _, err := splitCommand(in); err == nil {
			t.Errorf("splitCommand(%q): no error", in)
		}
	}
}
