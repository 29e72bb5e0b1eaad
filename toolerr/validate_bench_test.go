package toolerr_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/toolerr"
)

// The validation benchmarks answer a typical five-parameter tools/call
// through mcp-go's whole JSON-RPC path (HandleMessage), so the figure to
// read is the ratio of Validated to Bare: what one option adds to a call.

// fiveParams is the tool of the benchmarks, built with mcp-go's options as
// most servers build theirs.
func fiveParams() mcp.Tool {
	return mcp.NewTool("get_forecast",
		mcp.WithString("city", mcp.Required(), mcp.Description("City name")),
		mcp.WithNumber("days", mcp.Min(1), mcp.Max(14)),
		mcp.WithString("units", mcp.Enum("metric", "imperial")),
		mcp.WithBoolean("hourly"),
		mcp.WithArray("fields", mcp.WithStringItems(), mcp.MaxItems(5)),
		mcp.WithSchemaAdditionalProperties(false))
}

var fiveParamCall = []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_forecast",
	"arguments":{"city":"Paris","days":3,"units":"metric","hourly":false,"fields":["temp","wind"]}}}`)

var badFiveParamCall = []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_forecast",
	"arguments":{"citty":"Paris","days":30,"units":"kelvin","hourly":"no","fields":["temp","wind"]}}}`)

func benchServer(b *testing.B, call []byte, opts ...server.ServerOption) {
	s := server.NewMCPServer("bench", "1.0.0", opts...)
	s.AddTool(fiveParams(), bareOK)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := s.HandleMessage(ctx, call).(mcp.JSONRPCResponse); !ok {
			b.Fatal("the call was not answered with a result")
		}
	}
}

func BenchmarkFiveParamsBare(b *testing.B) { benchServer(b, fiveParamCall) }

func BenchmarkFiveParamsMiddleware(b *testing.B) {
	benchServer(b, fiveParamCall, server.WithToolHandlerMiddleware(toolerr.Middleware()))
}

func BenchmarkFiveParamsValidated(b *testing.B) {
	benchServer(b, fiveParamCall, server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithArgumentValidation())))
}

// mcp-go's own validator, for comparison (its failures read worse).
func BenchmarkFiveParamsMCPGoValidation(b *testing.B) {
	benchServer(b, fiveParamCall, server.WithInputSchemaValidation())
}

// The error path: four violations described and rendered.
func BenchmarkFiveParamsInvalid(b *testing.B) {
	benchServer(b, badFiveParamCall, server.WithToolHandlerMiddleware(toolerr.Middleware(
		toolerr.WithArgumentValidation(), toolerr.WithLogger(slog.New(slog.DiscardHandler)))))
}
