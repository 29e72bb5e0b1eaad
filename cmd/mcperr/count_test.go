package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/budget"
)

func runCountCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"count"}, args...), strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func TestCountText(t *testing.T) {
	text := "Rate limit exceeded. Retry after 60 seconds."
	out, errOut, code := runCountCmd(t, text)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := fmt.Sprintf("stdin: counted with cl100k_base x1.35\n  text, %d bytes: %d tokens\nClaude Code: fits (limit 25000 tokens, warning above 10000).\n", len(text), budget.Count(text))
	if out != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
}

func TestCountResultFileWithO200K(t *testing.T) {
	res := mcp.NewToolResultText("Found 3 files: a.go, b.go, c.go.")
	res.Content = append(res.Content, mcp.NewImageContent("iVBORw0KGgo=", "image/png"))
	res.StructuredContent = map[string]any{"summary": "Found 3 files.", "files": []any{"a.go", "b.go", "c.go"}}
	msg := map[string]any{"jsonrpc": "2.0", "id": 7, "result": res}
	b, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "resp.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCountCmd(t, "", "-encoding", "o200k_base", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	c, _ := budget.NewCounter(budget.O200K, budget.DefaultFactor)
	text := c.Count("Found 3 files: a.go, b.go, c.go.")
	sc, _ := json.Marshal(res.StructuredContent)
	for _, want := range []string{
		path + ": counted with o200k_base x1.35\n",
		fmt.Sprintf("  content[0] text          %8d tokens\n", text),
		fmt.Sprintf("  content[1] image         %8d tokens\n", budget.BinaryTokens),
		fmt.Sprintf("  structuredContent        %8d tokens\n", c.Count(string(sc))),
		fmt.Sprintf("  total (larger channel)   %8d tokens\n", text+budget.BinaryTokens),
		"Claude Code: fits",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestCountOverLimit(t *testing.T) {
	res := mcp.NewToolResultText(strings.Repeat("The quick brown fox jumps over the lazy dog. ", 5000))
	b, _ := json.Marshal(res)
	out, _, code := runCountCmd(t, string(b), "-")
	want := budget.Cost(res, budget.ClaudeCode)
	if code != 1 || !strings.Contains(out, fmt.Sprintf("OVER the 25000-token limit by %d tokens", want-25000)) {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
	// After Enforce, the same command says it fits.
	cut, _ := budget.Enforce(res, budget.ClaudeCode)
	b, _ = json.Marshal(cut)
	if out, _, code = runCountCmd(t, string(b)); code != 0 || !strings.Contains(out, "above the 10000-token warning threshold") {
		t.Fatalf("enforced result: exit %d, output:\n%s", code, out)
	}
}

func TestCountBadInput(t *testing.T) {
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"boom"}}`, nil, "JSON-RPC error response, not a tool result"},
		{"x", []string{"-encoding", "p50k_base"}, `unknown encoding "p50k_base"; use "cl100k_base" or "o200k_base"`},
		{"x", []string{"-factor", "0.5"}, "use a factor from 1 to 10"},
		{"x", []string{"a", "b"}, "give one file (or - for stdin), not 2"},
		{"", []string{filepath.Join(os.TempDir(), "does-not-exist-mcperr.json")}, "cannot read the result"},
		{`{"content":"not an array"}`, nil, "not a valid CallToolResult"},
	} {
		_, errOut, code := runCountCmd(t, tc.stdin, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v %q: exit %d, stderr %q; want exit 2 and %q", tc.args, tc.stdin, code, errOut, tc.want)
		}
	}
}
