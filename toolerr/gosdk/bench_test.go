package gosdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// BenchmarkCall measures a tools/call end to end, from a go-sdk client
// session over in-memory pipes (JSON on the wire) to a server with 1 or 100
// tools, on each SDK, with and without the kit's middleware. Both variants
// run on the same server and session, whose middleware is switched on and
// off call by call (the switch is one atomic load), in alternating order:
// two servers, even identical, differ by more than the middleware costs on
// a shared machine. The metrics are the median call of each variant and
// their ratio, and on Linux the process CPU time per call and its ratio,
// which a busy machine inflates much less than wall time:
//
//	go test -run '^$' -bench BenchmarkCall -benchtime 1000x -count 5 ./toolerr/gosdk/
//
// The error call returns a plain Go error, which the middleware answers as
// an internal error with an incident ID and a log record; bare mcp-go
// answers it with a JSON-RPC error and bare go-sdk with the raw text.
func BenchmarkCall(b *testing.B) {
	for _, sdk := range []string{"mcp-go", "go-sdk"} {
		for _, tools := range []int{1, 100} {
			for _, kind := range []string{"success", "error"} {
				b.Run(fmt.Sprintf("sdk=%s/tools=%d/call=%s", sdk, tools, kind), func(b *testing.B) {
					var on atomic.Bool
					cs := benchSession(b, sdk, tools, &on)
					params := &mcp.CallToolParams{Name: kind, Arguments: map[string]any{"city": "Paris"}}
					ctx := context.Background()
					var times, cpu [2][]time.Duration // bare, with the middleware
					for n := 0; b.Loop(); n++ {
						for _, kit := range [2][2]bool{{false, true}, {true, false}}[n%2] {
							on.Store(kit)
							cpu0, _ := processCPU()
							start := time.Now()
							res, err := cs.CallTool(ctx, params)
							d := time.Since(start)
							cpu1, cpuOK := processCPU()
							if kind == "success" && (err != nil || res.IsError) {
								b.Fatalf("the success call failed: %v", err)
							}
							if kind == "error" && kit && (err != nil || !res.IsError) {
								b.Fatalf("the error call was not answered with a tool error: %v", err)
							}
							i := 0
							if kit {
								i = 1
							}
							times[i] = append(times[i], d)
							if cpuOK {
								cpu[i] = append(cpu[i], cpu1-cpu0)
							}
						}
					}
					bare, with := median(times[0]), median(times[1])
					b.ReportMetric(float64(bare.Microseconds()), "bare-µs")
					b.ReportMetric(float64(with.Microseconds()), "kit-µs")
					b.ReportMetric(float64(with)/float64(bare), "ratio")
					if len(cpu[0]) > 0 && len(cpu[1]) > 0 {
						bare, with := mean(cpu[0]), mean(cpu[1])
						b.ReportMetric(float64(bare.Microseconds()), "bare-cpu-µs")
						b.ReportMetric(float64(with.Microseconds()), "kit-cpu-µs")
						b.ReportMetric(float64(with)/float64(bare), "cpu-ratio")
					}
				})
			}
		}
	}
}

// mean is the CPU time per call: the process's CPU time includes work a
// call leaves behind (garbage to collect), which a median would miss.
func mean(ds []time.Duration) time.Duration {
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return sum / time.Duration(len(ds))
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 1
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// benchSession serves the benchmark's tools with the middleware that on
// switches, and returns a client session.
func benchSession(b *testing.B, sdk string, tools int, on *atomic.Bool) *mcp.ClientSession {
	quiet := toolerr.WithLogger(slog.New(slog.DiscardHandler))
	if sdk == "mcp-go" {
		mw := toolerr.Middleware(quiet)
		return mcpGoSession(b, mcpGoBenchServer(tools, server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			wrapped := mw(next)
			return func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
				if on.Load() {
					return wrapped(ctx, req)
				}
				return next(ctx, req)
			}
		})))
	}
	s := goSDKBenchServer(tools)
	m := gosdk.Middleware(quiet)
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		wrapped := m(next)
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if on.Load() {
				return wrapped(ctx, method, req)
			}
			return next(ctx, method, req)
		}
	})
	s.AddSendingMiddleware(m)
	return connect(b, s)
}

var errUpstream = errors.New("upstream said no")

func goSDKBenchServer(tools int) *mcp.Server {
	s := newServer()
	for i := range tools - 1 {
		s.AddTool(&mcp.Tool{Name: fmt.Sprintf("filler_%03d", i), InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil })
	}
	mcp.AddTool(s, &mcp.Tool{Name: "success", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, forecastIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Sunny, 21 °C."}}}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "error", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, forecastIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, errUpstream
		})
	return s
}

func mcpGoBenchServer(tools int, opts ...server.ServerOption) *server.MCPServer {
	s := server.NewMCPServer("weather", "1.0.0", opts...)
	for i := range tools - 1 {
		s.AddTool(mcpgo.NewTool(fmt.Sprintf("filler_%03d", i)),
			func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { return nil, nil })
	}
	city := mcpgo.WithString("city", mcpgo.Required())
	s.AddTool(mcpgo.NewTool("success", city, mcpgo.WithReadOnlyHintAnnotation(true)),
		func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			return mcpgo.NewToolResultText("Sunny, 21 °C."), nil
		})
	s.AddTool(mcpgo.NewTool("error", city, mcpgo.WithReadOnlyHintAnnotation(true)),
		func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			return nil, errUpstream
		})
	return s
}

// mcpGoSession serves s with mcp-go's stdio server over an in-memory pipe
// and connects the same go-sdk client the go-sdk servers get.
func mcpGoSession(b *testing.B, s *server.MCPServer) *mcp.ClientSession {
	b.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	sc, cc := net.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = server.NewStdioServer(s).Listen(ctx, sc, sc)
	}()
	c := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.IOTransport{Reader: cc, Writer: cc}, nil)
	if err != nil {
		b.Fatalf("connecting to the mcp-go server: %v", err)
	}
	b.Cleanup(func() {
		cs.Close()
		cancel()
		sc.Close()
		<-done
	})
	return cs
}

// BenchmarkMiddleware isolates the middleware's own work: the handler
// below it is a plain function answering tools/list and tools/call from
// memory, and the baseline calls that function directly. The success
// cases must show no allocation beyond the baseline's. The error is
// answered for a tool with the kit's output schema, whose mirror is
// validated against it, and for one without (BenchmarkCall's error tool).
func BenchmarkMiddleware(b *testing.B) {
	withSchema := &mcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly,
		OutputSchema: gosdk.MustOutputSchema[forecastOut]()}
	plain := &mcp.Tool{Name: "plain", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly}
	list := &mcp.ListToolsResult{Tools: []*mcp.Tool{withSchema, plain}}
	structuredRes, err := gosdk.StructuredResult(forecastOut{City: "Paris", TempC: 21}, "Sunny, 21 °C in Paris.")
	if err != nil {
		b.Fatal(err)
	}
	textRes := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Sunny, 21 °C."}}}
	typedError := func() *mcp.CallToolResult {
		var r mcp.CallToolResult
		r.SetError(errUpstream)
		return &r
	}
	for _, c := range []struct {
		name, tool string
		result     func() *mcp.CallToolResult
	}{
		{"success", "t", func() *mcp.CallToolResult { return textRes }},
		{"structured", "t", func() *mcp.CallToolResult { return structuredRes }},
		{"typed_error", "t", typedError},
		{"typed_error_no_schema", "plain", typedError},
	} {
		next := func(_ context.Context, method string, _ mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				return list, nil
			}
			return c.result(), nil
		}
		req := &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: c.tool, Arguments: json.RawMessage(`{"city":"Paris"}`)}}
		ctx := context.Background()
		b.Run(c.name+"/bare", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := next(ctx, "tools/call", req); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/middleware", func(b *testing.B) {
			h := gosdk.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))(next)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := h(ctx, "tools/call", req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkErrorAnswerSize splits what a failed call costs with the
// middleware into its answer and its work. Three variants run on one
// server and session, call by call in rotating order: bare go-sdk (the
// raw error text), the middleware, and a replay that sends the
// middleware's answer for the same call without doing any of its work.
// The replay's ratio is what the larger answer (the message, and its
// mirror in structuredContent) costs on the wire by itself:
//
//	go test -run '^$' -bench ErrorAnswerSize -benchtime 1000x -count 5 ./toolerr/gosdk/
func BenchmarkErrorAnswerSize(b *testing.B) {
	const bare, kit, replay = 0, 1, 2
	var mode atomic.Int32
	var answer atomic.Pointer[mcp.CallToolResult]
	s := goSDKBenchServer(1)
	m := gosdk.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler)))
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		wrapped := m(next)
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method != "tools/call" {
				return next(ctx, method, req)
			}
			switch mode.Load() {
			case kit:
				r, err := wrapped(ctx, method, req)
				if res, ok := r.(*mcp.CallToolResult); ok && answer.Load() == nil {
					answer.Store(res)
				}
				return r, err
			case replay:
				if _, err := next(ctx, method, req); err != nil {
					return nil, err
				}
				res := *answer.Load()
				return &res, nil
			}
			return next(ctx, method, req)
		}
	})
	s.AddSendingMiddleware(m)
	cs := connect(b, s)
	params := &mcp.CallToolParams{Name: "error", Arguments: map[string]any{"city": "Paris"}}
	ctx := context.Background()
	mode.Store(kit)
	if res, err := cs.CallTool(ctx, params); err != nil || !res.IsError || answer.Load() == nil {
		b.Fatalf("the middleware's answer was not kept: %v", err)
	}
	var times [3][]time.Duration
	for n := 0; b.Loop(); n++ {
		for k := range 3 {
			v := (k + n) % 3
			mode.Store(int32(v))
			start := time.Now()
			if _, err := cs.CallTool(ctx, params); err != nil {
				b.Fatal(err)
			}
			times[v] = append(times[v], time.Since(start))
		}
	}
	base := median(times[bare])
	b.ReportMetric(float64(base.Microseconds()), "bare-µs")
	b.ReportMetric(float64(median(times[kit]))/float64(base), "kit-ratio")
	b.ReportMetric(float64(median(times[replay]))/float64(base), "replay-ratio")
}

// BenchmarkAnswerShapes measures what go-sdk itself spends on the shapes
// of an error answer, with no middleware: a low-level handler answers the
// raw upstream text, the kit's message alone, that message doubled (as
// many bytes as message and mirror), and the message with the error mirror
// in structuredContent, call by call in rotating order on one session. The
// ratios are to the raw text; they say how much of the middleware's figure
// in BenchmarkCall is the answer that the parity table requires:
//
//	go test -run '^$' -bench AnswerShapes -benchtime 2000x -count 4 ./toolerr/gosdk/
func BenchmarkAnswerShapes(b *testing.B) {
	// The middleware's answer for BenchmarkCall's error tool, which has no
	// output schema: the message, and the mirror without a summary.
	kit := gosdk.Result(toolerr.Internal(errUpstream))
	msg := firstText(kit)
	sc, ok := kit.StructuredContent.(map[string]any)
	if !ok || sc["error"] == nil {
		b.Fatalf("gosdk.Result's structuredContent is %T, not the error mirror", kit.StructuredContent)
	}
	mirror := map[string]any{"error": sc["error"]}
	text := func(t string) *mcp.CallToolResult {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: t}}}
	}
	shapes := []struct {
		name string
		res  *mcp.CallToolResult
	}{
		{"raw", text(errUpstream.Error())},
		{"message", text(msg)},
		{"message_doubled", text(msg + " " + msg)},
		{"message_and_mirror", &mcp.CallToolResult{IsError: true, Content: kit.Content, StructuredContent: mirror}},
	}
	s := newServer()
	for _, sh := range shapes {
		s.AddTool(&mcp.Tool{Name: sh.name, InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				r := *sh.res
				return &r, nil
			})
	}
	cs := connect(b, s)
	ctx := context.Background()
	times := make([][]time.Duration, len(shapes))
	for n := 0; b.Loop(); n++ {
		for k := range shapes {
			v := (k + n) % len(shapes)
			start := time.Now()
			if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: shapes[v].name}); err != nil {
				b.Fatal(err)
			}
			times[v] = append(times[v], time.Since(start))
		}
	}
	base := median(times[0])
	b.ReportMetric(float64(base.Microseconds()), "raw-µs")
	for i, sh := range shapes[1:] {
		b.ReportMetric(float64(median(times[i+1]))/float64(base), sh.name+"-ratio")
	}
}
