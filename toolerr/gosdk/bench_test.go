package gosdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// BenchmarkCall measures a tools/call over go-sdk's in-memory transports,
// each case with and without the middleware, so the figure to read is the
// ratio: the middleware's cost on top of what the client already pays.
// The tools count sizes the tools/list lookup the middleware does per call.
func BenchmarkCall(b *testing.B) {
	for _, tools := range []int{1, 100} {
		for _, kind := range []string{"success", "structured", "typed_error"} {
			for _, with := range []bool{false, true} {
				name := fmt.Sprintf("tools=%d/%s/bare", tools, kind)
				if with {
					name = fmt.Sprintf("tools=%d/%s/middleware", tools, kind)
				}
				b.Run(name, func(b *testing.B) {
					s := benchServer(tools)
					if with {
						s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
					}
					cs := connect(b, s)
					params := &mcp.CallToolParams{Name: kind, Arguments: map[string]any{"city": "Paris"}}
					ctx := context.Background()
					b.ReportAllocs()
					for b.Loop() {
						if _, err := cs.CallTool(ctx, params); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

func benchServer(tools int) *mcp.Server {
	s := newServer()
	for i := range tools - 1 {
		s.AddTool(&mcp.Tool{Name: fmt.Sprintf("filler_%03d", i), InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil })
	}
	mcp.AddTool(s, &mcp.Tool{Name: "success", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, forecastIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Sunny, 21 °C."}}}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "structured", Annotations: readOnly, OutputSchema: gosdk.MustOutputSchema[forecastOut]()},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, any, error) {
			res, err := gosdk.StructuredResult(forecastOut{City: in.City, TempC: 21}, "Sunny, 21 °C in "+in.City+".")
			return res, nil, err
		})
	mcp.AddTool(s, &mcp.Tool{Name: "typed_error", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, forecastIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, errors.New("upstream said no")
		})
	return s
}

// BenchmarkMiddleware isolates the middleware's own work: the handler
// below it is a plain function answering tools/list and tools/call from
// memory, and the baseline calls that function directly.
func BenchmarkMiddleware(b *testing.B) {
	tool := &mcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly,
		OutputSchema: gosdk.MustOutputSchema[forecastOut]()}
	list := &mcp.ListToolsResult{Tools: []*mcp.Tool{tool}}
	structuredRes, err := gosdk.StructuredResult(forecastOut{City: "Paris", TempC: 21}, "Sunny, 21 °C in Paris.")
	if err != nil {
		b.Fatal(err)
	}
	results := map[string]func() *mcp.CallToolResult{
		"success": func() *mcp.CallToolResult {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Sunny, 21 °C."}}}
		},
		"structured": func() *mcp.CallToolResult { return structuredRes },
		"typed_error": func() *mcp.CallToolResult {
			var r mcp.CallToolResult
			r.SetError(errors.New("upstream said no"))
			return &r
		},
	}
	for _, kind := range []string{"success", "structured", "typed_error"} {
		next := func(_ context.Context, method string, _ mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				return list, nil
			}
			return results[kind](), nil
		}
		req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: "t", Arguments: json.RawMessage(`{"city":"Paris"}`)}}
		ctx := context.Background()
		b.Run(kind+"/bare", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := next(ctx, "tools/call", req); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(kind+"/middleware", func(b *testing.B) {
			h := gosdk.Middleware(toolerr.WithLogger(quietLogger()))(next)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := h(ctx, "tools/call", req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
