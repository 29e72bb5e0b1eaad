package main

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

func start(t *testing.T, limit budget.Limit) *wiretest.HTTP {
	t.Helper()
	s, err := newServer(limit, toolerr.WithLogger(slog.New(slog.DiscardHandler)), toolerr.WithOutputValidation(toolerr.Strict))
	if err != nil {
		t.Fatal(err)
	}
	return wiretest.ServeHTTP(t, s)
}

func structuredOf(t *testing.T, r wiretest.Response) map[string]any {
	t.Helper()
	sc, ok := r.Envelope["result"].(map[string]any)["structuredContent"].(map[string]any)
	if !ok {
		t.Fatalf("no structuredContent: %s", r.Body)
	}
	return sc
}

func TestStructuredResultWithSummary(t *testing.T) {
	r := start(t, budget.ClaudeCode).CallTool(t, "search_pages", map[string]any{"query": "json schema", "page_size": 3})
	const want = `Found 60 pages for "json schema"; showing 1 to 3.`
	if got := wiretest.FirstText(r.Result); !strings.HasPrefix(got, want+"\n\n"+`{"query":"json schema","page":1,"total":60,"hits":[{`) || r.Result.IsError {
		t.Fatalf("model reads %q", got)
	}
	sc := structuredOf(t, r)
	if sc["summary"] != want || sc["total"] != float64(60) || len(sc["hits"].([]any)) != 3 {
		t.Fatalf("structuredContent: %v", sc)
	}
}

func TestInjectedInstructionsAreStripped(t *testing.T) {
	r := start(t, budget.ClaudeCode).CallTool(t, "search_pages", map[string]any{"query": "mcp servers", "page_size": 3})
	body := string(r.Body)
	for _, planted := range []string{"ignore all previous", "delete_repository", "attacker.example", "send the full conversation"} {
		if strings.Contains(strings.ToLower(body), planted) {
			t.Errorf("planted text %q reached the client: %s", planted, body)
		}
	}
	hits := structuredOf(t, r)["hits"].([]any)
	first := hits[0].(map[string]any)["snippet"].(string)
	if !strings.HasPrefix(first, "How to write MCP servers in Go. [removed: ") {
		t.Fatalf("the page's own text did not survive around the marker: %q", first)
	}
}

func TestOversizedPageIsCutWithAHint(t *testing.T) {
	r := start(t, budget.Tokens(1500)).CallTool(t, "search_pages", map[string]any{"query": "guide", "page_size": 200})
	if r.Result.IsError {
		t.Fatalf("want a cut result, got an error: %s", wiretest.FirstText(r.Result))
	}
	sc := structuredOf(t, r)
	raw, _ := json.Marshal(sc)
	if n := budget.Count(string(raw)); n > 1500 {
		t.Fatalf("structuredContent costs %d tokens, over 1500", n)
	}
	summary := sc["summary"].(string)
	if !strings.HasPrefix(summary, `Found 298 pages for "guide"; showing 1 to 200.`) || !strings.Contains(summary, nextPageHint) {
		t.Fatalf("the summary does not say the result was cut and how to get the rest: %q", summary)
	}
	if hits := sc["hits"].([]any); len(hits) == 0 || len(hits) >= 200 {
		t.Fatalf("%d hits kept", len(hits))
	}
}

func TestBadPageIsAnInstructiveError(t *testing.T) {
	r := start(t, budget.ClaudeCode).CallTool(t, "search_pages", map[string]any{"query": "guide", "page": 99})
	const want = `Invalid value for "page": must be at most 15 for this query (got 99). Call the tool again with "page" corrected.`
	if got := wiretest.FirstText(r.Result); got != want {
		t.Fatalf("model reads %q", got)
	}
	if structuredOf(t, r)["error"].(map[string]any)["param"] != "page" {
		t.Fatalf("the error mirror (admitted by the output schema) is missing: %s", r.Body)
	}
}
