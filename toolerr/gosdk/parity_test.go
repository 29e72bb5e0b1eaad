package gosdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// A failure is one way a handler fails, run unchanged under both SDKs.
type failure struct {
	name     string
	readOnly bool   // annotate the tool read-only; otherwise destructive
	schema   string // the tool's outputSchema, if any
	// fail is the handler's body: the error it returns, or a panic.
	fail func() error
	// nilResult makes the handler return neither a result nor an error;
	// go-sdk's typed handlers cannot do that.
	nilResult bool
	// want starts the first text block the model reads, incidents masked;
	// the rest is toolerr's wording, compared between the SDKs.
	want string
	// wantMirror says whether structuredContent carries the error mirror.
	wantMirror bool
}

// weather is the data of a tool whose schema structured.SchemaFor builds.
type weather struct {
	TempC float64 `json:"temp_c"`
}

// strictSchema is an outputSchema written without the kit, which the error
// mirror does not fit.
const strictSchema = `{"type":"object","properties":{"temp_c":{"type":"number"}},"required":["temp_c"]}`

// internalText starts every internal error; the raw error text must not
// follow it.
const internalText = "The tool failed because of a fault in the server (incident <id>). "

func failures(t testing.TB) []failure {
	kitSchema, err := structured.SchemaFor[weather]()
	if err != nil {
		t.Fatal(err)
	}
	return []failure{
		{name: "rate_limited", readOnly: true, wantMirror: true,
			fail: func() error { return toolerr.RateLimited(60 * time.Second) },
			want: "Rate limit exceeded. Retry after 60 seconds."},
		{name: "invalid_argument", readOnly: true, wantMirror: true,
			fail: func() error { return toolerr.InvalidArgument("days", "must be between 1 and 14").Got(30) },
			want: `Invalid value for "days": must be between 1 and 14 (got 30). Call the tool again with "days" corrected.`},
		{name: "not_found", readOnly: true, wantMirror: true,
			fail: func() error { return toolerr.NotFound("city", "Pariss").ListedBy("list_cities") },
			want: `City "Pariss" was not found. Call list_cities to see what exists.`},
		{name: "timeout_read_only", readOnly: true, wantMirror: true,
			fail: func() error { return fmt.Errorf("fetch forecast: %w", context.DeadlineExceeded) },
			want: "The operation timed out. Retry"},
		{name: "timeout_destructive", wantMirror: true,
			fail: func() error { return fmt.Errorf("charge card: %w", context.DeadlineExceeded) },
			want: "The operation timed out. The operation may have been applied"},
		{name: "unknown_error", readOnly: true, wantMirror: true,
			fail: func() error { return errors.New(`pq: password authentication failed for user "weather"`) },
			want: internalText},
		{name: "panic", readOnly: true, wantMirror: true,
			fail: func() error { var m map[string]int; m["boom"]++; return nil },
			want: internalText},
		{name: "nil_result", readOnly: true, wantMirror: true, nilResult: true,
			want: internalText},
		{name: "mirror_rejected_by_schema", readOnly: true, schema: strictSchema, wantMirror: false,
			fail: func() error { return toolerr.NotFound("city", "Pariss") },
			want: `City "Pariss" was not found. Check the name`},
		{name: "mirror_admitted_by_kit_schema", readOnly: true, schema: string(kitSchema), wantMirror: true,
			fail: func() error { return toolerr.NotFound("city", "Pariss") },
			want: `City "Pariss" was not found. Check the name`},
	}
}

// mcpGoServer declares every failure as a tool of an mcp-go server wrapped
// by toolerr.Middleware: the reference behaviour.
func mcpGoServer(fs []failure) *server.MCPServer {
	s := server.NewMCPServer("parity", "1.0.0",
		server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithLogger(quietLogger()))))
	for _, f := range fs {
		opts := []mcpgo.ToolOption{mcpgo.WithReadOnlyHintAnnotation(f.readOnly)}
		if f.schema != "" {
			opts = append(opts, mcpgo.WithRawOutputSchema(json.RawMessage(f.schema)))
		}
		s.AddTool(mcpgo.NewTool(f.name, opts...), func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			if f.nilResult {
				return nil, nil
			}
			return nil, f.fail()
		})
	}
	return s
}

// goSDKTool declares f for go-sdk with the same annotations and schema.
func goSDKTool(f failure) *mcp.Tool {
	t := &mcp.Tool{Name: f.name, InputSchema: json.RawMessage(`{"type":"object"}`)}
	if f.readOnly {
		t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
	} else {
		t.Annotations = &mcp.ToolAnnotations{DestructiveHint: ptr(true)}
	}
	if f.schema != "" {
		t.OutputSchema = json.RawMessage(f.schema)
	}
	return t
}

// lowLevelServer registers the failures with Server.AddTool, whose
// handlers' errors go-sdk would send as JSON-RPC errors.
func lowLevelServer(fs []failure, opts ...toolerr.Option) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "parity", Version: "1.0.0"}, nil)
	for _, f := range fs {
		s.AddTool(goSDKTool(f), func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if f.nilResult {
				return nil, nil
			}
			return nil, f.fail()
		})
	}
	if opts != nil {
		s.AddReceivingMiddleware(gosdk.Middleware(opts...))
	}
	return s
}

// typedServer registers the failures with mcp.AddTool, whose handlers'
// errors go-sdk would show the model as raw err.Error() text.
func typedServer(fs []failure, opts ...toolerr.Option) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "parity", Version: "1.0.0"}, nil)
	for _, f := range fs {
		if f.nilResult {
			continue
		}
		mcp.AddTool(s, goSDKTool(f), func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error) {
			return nil, nil, f.fail()
		})
	}
	if opts != nil {
		s.AddReceivingMiddleware(gosdk.Middleware(opts...))
	}
	return s
}

// TestSameAnswerUnderBothSDKs runs every failure under mcp-go with
// toolerr.Middleware and under go-sdk with gosdk.Middleware, with
// low-level and typed handlers, and asserts that the model reads the same
// first text block and the same mirror everywhere.
func TestSameAnswerUnderBothSDKs(t *testing.T) {
	fs := failures(t)
	ref := wiretest.ServeHTTP(t, mcpGoServer(fs))
	sdks := map[string]*mcp.ClientSession{
		"low-level": connect(t, lowLevelServer(fs, toolerr.WithLogger(quietLogger()))),
		"typed":     connect(t, typedServer(fs, toolerr.WithLogger(quietLogger()))),
	}
	for _, f := range fs {
		t.Run(f.name, func(t *testing.T) {
			r := ref.CallTool(t, f.name, map[string]any{})
			if r.Result == nil || !r.Result.IsError {
				t.Fatalf("mcp-go reference: want an isError result, got %s", r.Body)
			}
			want := mask(wiretest.FirstText(r.Result))
			if !strings.HasPrefix(want, f.want) || strings.Contains(want, "pq:") || strings.Contains(want, "nil map") {
				t.Errorf("mcp-go reference reads\n%q\nwant it to start with\n%q", want, f.want)
			}
			wantMirror := mirrorOf(t, r.Result.StructuredContent)
			if (wantMirror != nil) != f.wantMirror {
				t.Errorf("mcp-go reference: mirror present = %v, want %v", wantMirror != nil, f.wantMirror)
			}
			for kind, cs := range sdks {
				if f.nilResult && kind == "typed" {
					continue
				}
				res, err := call(t, cs, f.name, map[string]any{})
				if err != nil {
					t.Fatalf("%s: protocol error instead of a tool error: %v", kind, err)
				}
				if !res.IsError {
					t.Errorf("%s: isError is false", kind)
				}
				if got := mask(firstText(res)); got != want {
					t.Errorf("%s: the model reads\n%q\nunder mcp-go it reads\n%q", kind, got, want)
				}
				if got := mirrorOf(t, res.StructuredContent); !sameJSON(got, wantMirror) {
					t.Errorf("%s: mirror\n%v\nunder mcp-go\n%v", kind, got, wantMirror)
				}
			}
		})
	}
}

// TestWithoutMiddleware pins the go-sdk behaviour the middleware replaces,
// so a go-sdk upgrade that changes it is noticed.
func TestWithoutMiddleware(t *testing.T) {
	fs := failures(t)
	low := connect(t, lowLevelServer(fs))
	typed := connect(t, typedServer(fs))

	_, err := call(t, low, "unknown_error", nil)
	if err == nil || !strings.Contains(err.Error(), "pq: password authentication failed") {
		t.Errorf("low-level handler error without the middleware: want a protocol error with the raw text, got %v", err)
	}
	res, err := call(t, typed, "unknown_error", nil)
	if err != nil || !res.IsError || firstText(res) != `pq: password authentication failed for user "weather"` {
		t.Errorf("typed handler error without the middleware: want the raw text as an isError result, got %v, %v", firstText(res), err)
	}
}
