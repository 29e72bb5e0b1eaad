package gosdk_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// FuzzArguments sends arbitrary arguments, from the wire, to typed and
// low-level tools behind the middleware. Whatever arrives, the client gets
// a tool result, never a protocol error, and the model never reads go-sdk's
// raw validation text.
func FuzzArguments(f *testing.F) {
	for _, seed := range []string{
		`{"city":"Paris","days":3}`, `{}`, `{"days":"three"}`, `{"city":null}`,
		`{"city":"Paris","dayz":1}`, `[1,2]`, `"city"`, `null`, `{"days":1e400}`,
		`{"city":"` + strings.Repeat("é", 300) + `","days":-9223372036854775809}`,
	} {
		f.Add([]byte(seed), true)
		f.Add([]byte(seed), false)
	}
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "typed", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, any, error) {
			if in.Days > 14 {
				return nil, nil, toolerr.InvalidArgument("days", "must be at most 14").Got(in.Days)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
		})
	s.AddTool(&mcp.Tool{Name: "low", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in forecastIn
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs := connect(f, s)

	f.Fuzz(func(t *testing.T, args []byte, typed bool) {
		if !json.Valid(args) {
			t.Skip() // the client cannot send it
		}
		name := "low"
		if typed {
			name = "typed"
		}
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
		if err != nil {
			t.Fatalf("protocol error for arguments %s: %v", args, err)
		}
		text := firstText(res)
		t.Logf("%s %s: %s", name, args, text)
		if text == "" || strings.Contains(text, "validating") || strings.Contains(text, "json:") {
			t.Fatalf("arguments %s: the model reads %q", args, text)
		}
		if res.IsError != (text != "ok") {
			t.Fatalf("arguments %s: isError %v with text %q", args, res.IsError, text)
		}
	})
}
