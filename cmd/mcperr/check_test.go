package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/budget"
)

func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestCheckCommand(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	os.WriteFile(good, []byte(`{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Rate limit exceeded. Retry after 60 seconds."}],"isError":true}}`), 0o644)
	schema := filepath.Join(dir, "tool.json")
	os.WriteFile(schema, []byte(`{"name":"forecast","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"temps":{"type":"array"}},"required":["temps"]}}`), 0o644)

	code, out, _ := runCmd(t, "", "check", good)
	if code != 0 || out != good+": TOOL_ERROR, grade A\nthe model reads: \"Rate limit exceeded. Retry after 60 seconds.\"\nPASS: no check failed\n" {
		t.Errorf("good file: exit %d\n%s", code, out)
	}

	code, out, _ = runCmd(t, `{"content":[{"type":"text","text":"failed"}],"isError":true}`, "check", "-")
	if code != 1 || !strings.Contains(out, "stdin: TOOL_ERROR, grade D") || !strings.Contains(out, "error cause: the error text \"failed\" says only that something failed") {
		t.Errorf("opaque on stdin: exit %d\n%s", code, out)
	}

	code, out, _ = runCmd(t, `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"bad days"}}`, "check", "-format", "json", "-param", "days")
	var doc struct {
		Outcome  string `json:"outcome"`
		Grade    string `json:"grade"`
		Passed   bool   `json:"passed"`
		Findings []struct {
			Check string `json:"check"`
		} `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("json output %q: %v", out, err)
	}
	if code != 1 || doc.Outcome != "JSONRPC_ERROR" || doc.Grade != "F" || doc.Passed || len(doc.Findings) == 0 || doc.Findings[0].Check != "layer" {
		t.Errorf("protocol error: exit %d %+v", code, doc)
	}

	code, out, _ = runCmd(t, `{"content":[{"type":"text","text":"{\"temps\":\"warm\"}"}],"structuredContent":{"temps":"warm"}}`, "check", "-schema", schema)
	if code != 1 || !strings.Contains(out, "error schema: the result's structuredContent does not match the outputSchema") {
		t.Errorf("schema mismatch: exit %d\n%s", code, out)
	}

	code, _, errOut := runCmd(t, `[1,2]`, "check")
	if code != 2 || !strings.Contains(errOut, "not a JSON object") {
		t.Errorf("array input: exit %d %q", code, errOut)
	}
	code, _, errOut = runCmd(t, "", "check", filepath.Join(dir, "missing.json"))
	if code != 2 || !strings.Contains(errOut, "cannot read the result") {
		t.Errorf("missing file: exit %d %q", code, errOut)
	}
	if code, _, _ = runCmd(t, "", "check", "-format", "xml"); code != 2 {
		t.Errorf("bad format: exit %d", code)
	}
}

func TestCheckCountsAsBudget(t *testing.T) {
	text := strings.Repeat("tool output ", 40)
	doc := `{"content":[{"type":"text","text":"` + text + `"}]}`
	n := budget.Count(text)
	code, out, _ := runCmd(t, doc, "check", "-budget", fmt.Sprint(n))
	if code != 0 {
		t.Errorf("at the budget: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd(t, doc, "check", "-budget", fmt.Sprint(n-1), "-min-grade", "A")
	if code != 1 || !strings.Contains(out, fmt.Sprintf("warning size: the result's content blocks cost %d tokens, over the limit of %d", n, n-1)) {
		t.Errorf("over the budget: exit %d\n%s", code, out)
	}
}

// TestCheckHintNamesTheParam: the "add an action" hint shows correcting
// the argument given with -param, and names no argument without it.
func TestCheckHintNamesTheParam(t *testing.T) {
	const doc = `{"content":[{"type":"text","text":"The upstream refused the postcode lookup."}],"isError":true}`
	_, out, _ := runCmd(t, doc, "check", "-param", "zip_code", "-")
	if !strings.Contains(out, `or "Call the tool again with \"zip_code\" corrected."`) || strings.Contains(out, "days") {
		t.Errorf("with -param zip_code:\n%s", out)
	}
	_, out, _ = runCmd(t, doc, "check", "-")
	if !strings.Contains(out, `add an action, such as "Retry after 60 seconds."`) || strings.Contains(out, "Call the tool again with") {
		t.Errorf("without -param:\n%s", out)
	}
}
