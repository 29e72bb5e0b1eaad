package main

import (
	"os"
	"regexp"
	"testing"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/interop"
)

// TestTypeScriptClient runs the example under the official TypeScript
// client, which validates structuredContent against the tool's
// outputSchema on success and on error results alike and throws on a
// mismatch: the structured result, the sanitised page and the error whose
// mirror the schema admits must all arrive as results.
func TestTypeScriptClient(t *testing.T) {
	cases := []interop.Expect{
		{Tool: "search_pages", Args: map[string]any{"query": "json schema", "page_size": 3}, Text: "^" + regexp.QuoteMeta(`Found 60 pages for "json schema"; showing 1 to 3.`+"\n\n"+`{"query":"json schema",`)},
		{Tool: "search_pages", Args: map[string]any{"query": "mcp servers", "page_size": 2}, Text: "^" + regexp.QuoteMeta(`Found 60 pages for "mcp servers"; showing 1 to 2.`+"\n\n"+`{"query":"mcp servers",`)},
		{Tool: "search_pages", Args: map[string]any{"query": "guide", "page": 99}, Text: `Invalid value for "page": must be at most 15 for this query (got 99). Call the tool again with "page" corrected.`, IsError: true},
		{Tool: "search_pages", Args: map[string]any{"query": "x"}, Text: `Invalid value for "query": must be at least 2 characters long (got 1 character). Call the tool again with "query" corrected.`, IsError: true},
		{Tool: "search_pages", Args: map[string]any{"query": "zebra"}, Text: "^" + regexp.QuoteMeta(`No page matches "zebra". Try fewer or more general words.`+"\n\n"+`{"query":"zebra",`)},
	}
	s, err := newServer(budget.ClaudeCode)
	if err != nil {
		t.Fatal(err)
	}
	var registered []string
	for name := range s.ListTools() {
		registered = append(registered, name)
	}
	out := interop.Check(t, interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}, registered, cases)
	for i, c := range out.Calls {
		if c.Result != nil && c.Result.StructuredContent == nil {
			t.Errorf("%v: no structuredContent reached the client", cases[i].Args)
		}
	}
}
