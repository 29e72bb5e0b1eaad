package toolerr_test

import (
	"context"
	"log/slog"
	"regexp"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

type reading struct {
	TempC float64 `json:"temp_c"`
}

func TestOutputValidation(t *testing.T) {
	schema, err := structured.SchemaFor[reading]()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		strictness toolerr.Strictness
		want       string
	}{
		{toolerr.Strict, `^The structuredContent of tool "read" does not match its output schema: field "temp_c" .* \(incident [0-9a-f]{12}\)\. This is a bug in the server's tool, not in the call: fix the tool or its outputSchema\.$`},
		{toolerr.Lenient, `^The tool failed because of a fault in the server \(incident [0-9a-f]{12}\)\. This is a fault of the server`},
	} {
		s := server.NewMCPServer("t", "1", server.WithToolHandlerMiddleware(toolerr.Middleware(
			toolerr.WithOutputValidation(tc.strictness), toolerr.WithLogger(slog.New(slog.DiscardHandler)))))
		s.AddTool(mcp.NewTool("read", mcp.WithRawOutputSchema(schema)), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetBool("good", false) {
				return structured.Result(reading{TempC: 21}, "21 °C")
			}
			return mcp.NewToolResultStructured(map[string]any{"temp_c": "warm", "summary": "warm"}, "warm"), nil
		})
		peer := wiretest.ServeHTTP(t, s)
		r := peer.CallTool(t, "read", map[string]any{"good": false})
		if r.RPCError != nil || !r.Result.IsError {
			t.Fatalf("want an error result, got %s", r.Body)
		}
		if got := wiretest.FirstText(r.Result); !regexp.MustCompile(tc.want).MatchString(got) {
			t.Fatalf("model reads %q, want match of %s", got, tc.want)
		}
		// SchemaFor's schema admits the error mirror, so it is sent.
		if sc, _ := r.Result.StructuredContent.(map[string]any); sc == nil || sc["error"].(map[string]any)["code"] != "internal" {
			t.Fatalf("the error mirror SchemaFor admits was not sent: %s", r.Body)
		}
		if r := peer.CallTool(t, "read", map[string]any{"good": true}); r.Result.IsError || wiretest.FirstText(r.Result) != "21 °C\n\n"+`{"temp_c":21}` {
			t.Fatalf("a conforming result was changed: %s", r.Body)
		}
	}
}
