package budget

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/internal/cputime"
)

// randomResult mixes every block kind, structuredContent with nested
// arrays and long strings, invalid UTF-8 and empty texts.
func randomResult(r *rand.Rand) *mcp.CallToolResult {
	res := &mcp.CallToolResult{IsError: r.IntN(4) == 0}
	for range r.IntN(5) {
		switch r.IntN(6) {
		case 0, 1, 2:
			s := randomText(r, r.IntN(12000))
			if r.IntN(5) == 0 {
				s = strings.Repeat("z", r.IntN(9000)) // a run that needs hard cuts
			}
			if r.IntN(8) == 0 {
				s += "\xff\xfe"
			}
			res.Content = append(res.Content, mcp.NewTextContent(s))
		case 3:
			res.Content = append(res.Content, mcp.NewImageContent("iVBORw0KGgo=", "image/png"))
		case 4:
			res.Content = append(res.Content, mcp.NewEmbeddedResource(mcp.TextResourceContents{URI: "file:///a.txt", Text: randomText(r, r.IntN(3000))}))
		case 5:
			res.Content = append(res.Content, mcp.NewResourceLink("file:///b", "b", "a file", "text/plain"))
		}
	}
	if r.IntN(2) == 0 {
		rows := make([]any, r.IntN(400))
		for i := range rows {
			rows[i] = map[string]any{"i": float64(i), "tags": []any{"a", randomText(r, r.IntN(40))}, "note": randomText(r, r.IntN(200))}
		}
		res.StructuredContent = map[string]any{"summary": "Result.", "rows": rows, "blob": randomText(r, r.IntN(6000))}
	}
	return res
}

// The guarantee, as a property: whatever the result and the limit, the
// enforced result counted in full is within the limit that applies, and
// the caller's result is untouched.
func TestEnforceGuaranteeProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	n := 80
	if testing.Short() || cputime.Race {
		n = 25
	}
	for i := range n {
		res := randomResult(r)
		l := Tokens(1 + r.IntN(6000)).WithErrorTokens(1 + r.IntN(800))
		if r.IntN(3) == 0 {
			l = l.WithMode(HeadTail)
		}
		if r.IntN(5) == 0 {
			l = l.WithMaxChars(50 + r.IntN(20000))
		}
		if r.IntN(4) == 0 {
			c, _ := NewCounter(O200K, 1+r.Float64())
			l = l.WithCounter(c)
		}
		before := snapshot(t, res)
		out, rep := Enforce(res, l)
		if snapshot(t, res) != before {
			t.Fatalf("case %d: the caller's result was modified", i)
		}
		limit := l.forResult(res.IsError)
		if c := Cost(out, l); c > limit {
			t.Fatalf("case %d: cost %d over limit %d (report %+v)", i, c, limit, rep)
		}
		if l.MaxChars > 0 {
			for _, b := range out.Content {
				if s, ok := textOf(b); ok && len(s) > l.MaxChars {
					t.Fatalf("case %d: %d bytes over MaxChars %d", i, len(s), l.MaxChars)
				}
			}
			if len(out.RawStructuredContent) > l.MaxChars {
				t.Fatalf("case %d: structuredContent over MaxChars", i)
			}
		}
		if out.StructuredContent != nil {
			if _, err := json.Marshal(out); err != nil {
				t.Fatalf("case %d: result does not encode: %v", i, err)
			}
		}
	}
}

// Through a real mcp-go server and client: the text the client receives
// is the cut text, within the limit, note included, after a real JSON
// round trip.
func TestEnforceThroughMCPGo(t *testing.T) {
	l := Tokens(3000).WithHint("Call read_log again with from_line=N.")
	s := server.NewMCPServer("budget-test", "1.0.0")
	s.AddTool(mcp.NewTool("read_log"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, _ := Enforce(mcp.NewToolResultText(logLines(50000)), l)
		return out, nil
	})
	c, err := client.NewInProcessClient(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "read_log"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	got := textAt(t, res, 0)
	if !strings.HasPrefix(got, "2026-11-30T01:00:01Z INFO request 1 served in 1ms\n") {
		t.Fatalf("client got %q", got[:80])
	}
	if !strings.HasSuffix(got, "were left out after this point. Call read_log again with from_line=N.]") {
		t.Fatalf("client text ends %q", got[len(got)-120:])
	}
	if c := Cost(res, l); c > 3000 {
		t.Fatalf("client-side cost %d over 3,000", c)
	}
}
