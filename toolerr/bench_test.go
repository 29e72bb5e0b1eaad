package toolerr_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/toolerr"
)

// The benchmarks compare the wrapped handler with the bare one, so the
// figure to read is the ratio (and the difference) of the two, not the
// absolute time on a shared machine.

var okResult = mcp.NewToolResultText("Sunny, 21 °C.")

func bareOK(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return okResult, nil }

func bareErr(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream said no")
}

func bench(b *testing.B, h server.ToolHandlerFunc) {
	req := mcp.CallToolRequest{}
	req.Params.Name = "get_forecast"
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h(ctx, req); err != nil && h == nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSuccessBare(b *testing.B) { bench(b, bareOK) }

func BenchmarkSuccessMiddleware(b *testing.B) {
	bench(b, toolerr.Middleware()(bareOK))
}

func BenchmarkErrorBare(b *testing.B) { bench(b, bareErr) }

func BenchmarkErrorMiddleware(b *testing.B) {
	bench(b, toolerr.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))(bareErr))
}

func BenchmarkRateLimitedMiddleware(b *testing.B) {
	h := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, toolerr.RateLimited(60e9)
	}
	bench(b, toolerr.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))(h))
}
