package gosdk_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"reflect"
	"regexp"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"
)

// connect serves srv in memory to a go-sdk client (wiretest.ConnectGoSDK).
func connect(t testing.TB, srv *mcp.Server) *mcp.ClientSession {
	t.Helper()
	return wiretest.ConnectGoSDK(t, srv)
}

// call calls a tool through a go-sdk client.
func call(t testing.TB, cs *mcp.ClientSession, name string, args any) (*mcp.CallToolResult, error) {
	t.Helper()
	return cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
}

// firstText is what Claude Code shows the model of an error result.
func firstText(res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

var incidentRE = regexp.MustCompile(`incident [0-9a-f]{12}`)

// mask replaces incident IDs, which are random, in a model-visible text.
func mask(s string) string { return incidentRE.ReplaceAllString(s, "incident <id>") }

// mirrorOf returns structuredContent in generic JSON form with the
// incident masked, so that mirrors from both SDKs compare by value.
func mirrorOf(t testing.TB, sc any) any {
	t.Helper()
	if sc == nil {
		return nil
	}
	b, err := json.Marshal(sc)
	if err != nil {
		t.Fatalf("structuredContent does not encode: %v", err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if m, ok := v.(map[string]any); ok {
		if s, ok := m["summary"].(string); ok {
			m["summary"] = mask(s)
		}
		if e, ok := m["error"].(map[string]any); ok {
			if _, ok := e["incident"]; ok {
				e["incident"] = "<id>"
			}
			if s, ok := e["cause"].(string); ok {
				e["cause"] = mask(s)
			}
		}
	}
	return v
}

func sameJSON(a, b any) bool { return reflect.DeepEqual(a, b) }

// logTo is a logger whose records a test reads from l.
func logTo(l *wiretest.Buffer) *slog.Logger { return slog.New(slog.NewTextHandler(l, nil)) }

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func ptr[T any](v T) *T { return &v }
