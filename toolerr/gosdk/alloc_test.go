package gosdk_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// TestSuccessAllocatesNothing: without an option that reads every result,
// a good result costs the middleware no allocation and is the handler's
// own value, as under mcp-go.
func TestSuccessAllocatesNothing(t *testing.T) {
	structuredRes, err := gosdk.StructuredResult(forecastOut{City: "Paris", TempC: 21}, "Sunny, 21 °C in Paris.")
	if err != nil {
		t.Fatal(err)
	}
	for name, res := range map[string]*mcp.CallToolResult{
		"text":       {Content: []mcp.Content{&mcp.TextContent{Text: "Sunny, 21 °C."}}},
		"structured": structuredRes,
	} {
		next := func(context.Context, string, mcp.Request) (mcp.Result, error) { return res, nil }
		h := gosdk.Middleware(toolerr.WithLogger(quietLogger()))(next)
		req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "t", Arguments: json.RawMessage(`{"city":"Paris"}`)}}
		ctx := context.Background()
		var got mcp.Result
		allocs := testing.AllocsPerRun(1000, func() {
			got, _ = h(ctx, "tools/call", req)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per good call, want 0", name, allocs)
		}
		if got != mcp.Result(res) {
			t.Errorf("%s: the good result was replaced: %#v", name, got)
		}
	}
}
