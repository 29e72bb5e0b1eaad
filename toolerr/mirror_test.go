package toolerr_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// TestMirrorFitsTheSchema checks the shape of the error mirror on the wire
// for each kind of outputSchema: the summary, which repeats the text, only
// where a schema asks for it; the cause and action always; nothing a
// schema would reject, since the TypeScript client throws on it.
func TestMirrorFitsTheSchema(t *testing.T) {
	kit, err := structured.SchemaFor[reading]()
	if err != nil {
		t.Fatal(err)
	}
	const errorOnly = `{"type":"object","properties":{"error":{"type":"object"}},"additionalProperties":false}`
	const strict = `{"type":"object","properties":{"temp_c":{"type":"number"}},"required":["temp_c"]}`
	s := server.NewMCPServer("t", "1", server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))))
	fail := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, toolerr.RateLimited(time.Minute)
	}
	s.AddTool(mcp.NewTool("none"), fail)
	s.AddTool(mcp.NewTool("kit", mcp.WithRawOutputSchema(kit)), fail)
	s.AddTool(mcp.NewTool("error_only", mcp.WithRawOutputSchema(json.RawMessage(errorOnly))), fail)
	s.AddTool(mcp.NewTool("strict", mcp.WithRawOutputSchema(json.RawMessage(strict))), fail)
	peer := wiretest.ServeHTTP(t, s)
	const text = "Rate limit exceeded. Retry after 60 seconds."
	const mirror = `"error":{"action":"Retry after 60 seconds.","cause":"Rate limit exceeded.","code":"rate_limited","retry_after_seconds":60,"retryable":true}`
	for tool, want := range map[string]string{
		"none":       `{` + mirror + `}`,
		"kit":        `{` + mirror + `,"summary":"` + text + `"}`,
		"error_only": `{` + mirror + `}`,
		"strict":     ``,
	} {
		r := peer.CallTool(t, tool, nil)
		if got := wiretest.FirstText(r.Result); got != text {
			t.Errorf("%s: model reads %q, want %q", tool, got, text)
		}
		var env struct {
			Result struct {
				StructuredContent json.RawMessage `json:"structuredContent"`
			} `json:"result"`
		}
		if err := json.Unmarshal(r.Body, &env); err != nil {
			t.Fatal(err)
		}
		if got := string(env.Result.StructuredContent); got != want {
			t.Errorf("%s: structuredContent\n  %s\nwant\n  %s", tool, got, want)
		}
	}
}
