package gosdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
}

var readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true}

type forecastIn struct {
	City string `json:"city" jsonschema:"the city to forecast"`
	Days int    `json:"days,omitempty" jsonschema:"number of days, 1 to 14"`
}

type forecastOut struct {
	City  string  `json:"city"`
	TempC float64 `json:"temp_c"`
}

// TestPanicKeepsServing: go-sdk does not recover panics, so without the
// middleware the process dies. With it, the model reads an internal error,
// the log gets the stack under the same incident, and the session goes on.
func TestPanicKeepsServing(t *testing.T) {
	var log wiretest.Buffer
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "crash", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error) {
			var m map[string]int
			m["x"]++ // assignment to entry in nil map
			return nil, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "ok", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "fine"}}}, nil, nil
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(logTo(&log))))
	cs := connect(t, s)

	for i := range 3 {
		res, err := call(t, cs, "crash", nil)
		if err != nil {
			t.Fatalf("call %d: protocol error: %v", i, err)
		}
		text := firstText(res)
		t.Logf("call %d: %s", i, text)
		id := incidentRE.FindString(text)
		if !res.IsError || id == "" || strings.Contains(text, "nil map") {
			t.Fatalf("call %d: want an internal error with an incident and no panic text, got %q", i, text)
		}
		if !strings.Contains(log.String(), strings.TrimPrefix(id, "incident ")) {
			t.Errorf("call %d: the log does not hold %s", i, id)
		}
		res, err = call(t, cs, "ok", nil)
		if err != nil || firstText(res) != "fine" {
			t.Fatalf("after panic %d the server stopped serving: %v %q", i, err, firstText(res))
		}
	}
	if l := log.String(); !strings.Contains(l, "assignment to entry in nil map") || !strings.Contains(l, "goroutine") {
		t.Errorf("the log lacks the panic value or its stack:\n%s", l)
	}
}

// TestOutputSchemaFailure: a typed handler whose output breaks its output
// schema makes go-sdk answer with a JSON-RPC error; the middleware turns it
// into an internal error the model reads, and logs go-sdk's reason.
func TestOutputSchemaFailure(t *testing.T) {
	var log wiretest.Buffer
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{
		Name:         "forecast",
		Annotations:  readOnly,
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"},"temp_c":{"type":"number","maximum":60}},"required":["city","temp_c"]}`),
	}, func(context.Context, *mcp.CallToolRequest, forecastIn) (*mcp.CallToolResult, forecastOut, error) {
		return nil, forecastOut{City: "Paris", TempC: 999}, nil
	})

	_, err := call(t, connect(t, s), "forecast", map[string]any{"city": "Paris"})
	if err == nil || !strings.Contains(err.Error(), "validating tool output") {
		t.Fatalf("without the middleware: want go-sdk's protocol error, got %v", err)
	}

	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(logTo(&log))))
	res, err := call(t, connect(t, s), "forecast", map[string]any{"city": "Paris"})
	if err != nil {
		t.Fatalf("protocol error with the middleware: %v", err)
	}
	text := firstText(res)
	if !res.IsError || !strings.HasPrefix(mask(text), internalText) || strings.Contains(text, "validating") {
		t.Errorf("the model reads %q", text)
	}
	// The declared schema does not admit the mirror, so it is not sent.
	if res.StructuredContent != nil {
		t.Errorf("a mirror the outputSchema rejects was sent: %v", res.StructuredContent)
	}
	if !strings.Contains(log.String(), "validating tool output") {
		t.Errorf("the log lacks go-sdk's reason:\n%s", log.String())
	}
}

// TestTypedArgumentErrors: go-sdk checks a typed tool's arguments against
// its input schema and shows the model a chain of schema paths. The
// middleware names the parameter instead, and with
// toolerr.WithArgumentValidation uses the same wording as under mcp-go.
func TestTypedArgumentErrors(t *testing.T) {
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "forecast", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sunny in " + in.City}}}, nil, nil
		})
	plain := connect(t, s)
	s2 := newServer()
	mcp.AddTool(s2, &mcp.Tool{Name: "forecast", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sunny in " + in.City}}}, nil, nil
		})
	s2.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	kit := connect(t, s2)
	s3 := newServer()
	mcp.AddTool(s3, &mcp.Tool{Name: "forecast", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sunny in " + in.City}}}, nil, nil
		})
	s3.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger()), toolerr.WithArgumentValidation()))
	validated := connect(t, s3)

	cases := []struct {
		name      string
		args      map[string]any
		want      string // with the middleware
		validated string // with WithArgumentValidation too
	}{
		{"missing", map[string]any{},
			`Missing required parameter "city".`, `Missing required parameter "city".`},
		{"wrong type", map[string]any{"city": "Paris", "days": "three"},
			`Invalid value for "days": `, `Invalid value for "days": `},
		{"unknown", map[string]any{"city": "Paris", "dayz": 3},
			`Unknown parameter "dayz". Call the tool again without "dayz".`, `Unknown parameter "dayz"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := call(t, plain, "forecast", c.args)
			if err != nil || !strings.HasPrefix(firstText(res), `validating "arguments"`) {
				t.Fatalf("without the middleware: want go-sdk's raw text, got %q, %v", firstText(res), err)
			}
			for name, cs := range map[string]*mcp.ClientSession{"middleware": kit, "validated": validated} {
				want := c.want
				if name == "validated" {
					want = c.validated
				}
				res, err := call(t, cs, "forecast", c.args)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				text := firstText(res)
				t.Logf("%s: %s", name, text)
				if !res.IsError || !strings.HasPrefix(text, want) || strings.Contains(text, "validating") || strings.Contains(text, "incident") {
					t.Errorf("%s: the model reads %q, want it to start with %q", name, text, want)
				}
				m, _ := mirrorOf(t, res.StructuredContent).(map[string]any)
				if e, _ := m["error"].(map[string]any); e["code"] != "invalid_argument" {
					t.Errorf("%s: mirror %v, want code invalid_argument", name, m)
				}
			}
		})
	}
	res, err := call(t, kit, "forecast", map[string]any{"city": "Paris"})
	if err != nil || res.IsError || firstText(res) != "sunny in Paris" {
		t.Errorf("valid arguments: %q, %v", firstText(res), err)
	}
}

// TestProtocolErrorsStay: an unknown tool and a handler's *jsonrpc.Error
// are protocol errors by design and are not turned into tool errors.
func TestProtocolErrorsStay(t *testing.T) {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "strict", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "cursor is malformed"}
		})
	mcp.AddTool(s, &mcp.Tool{Name: "typed_strict"},
		func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error) {
			return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "cursor is malformed"}
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs := connect(t, s)

	for _, name := range []string{"strict", "typed_strict"} {
		_, err := call(t, cs, name, nil)
		var wire *jsonrpc.Error
		if !errors.As(err, &wire) || wire.Code != jsonrpc.CodeInvalidParams || wire.Message != "cursor is malformed" {
			t.Errorf("%s: want the handler's JSON-RPC error, got %v", name, err)
		}
	}
	_, err := call(t, cs, "no_such_tool", nil)
	if err == nil || !strings.Contains(err.Error(), `unknown tool "no_such_tool"`) {
		t.Errorf("unknown tool: want go-sdk's protocol error, got %v", err)
	}
}

// TestGoodResultsPassUntouched: successful results, including
// structuredContent with integers beyond 2^53 and non-text content, reach
// the client exactly as the handler built them.
func TestGoodResultsPassUntouched(t *testing.T) {
	want := &mcp.CallToolResult{
		Meta: mcp.Meta{"trace": "abc"},
		Content: []mcp.Content{
			&mcp.TextContent{Text: "order 9007199254740993 shipped"},
			&mcp.ImageContent{Data: []byte{0x89, 'P', 'N', 'G'}, MIMEType: "image/png"},
		},
		StructuredContent: json.RawMessage(`{"id":9007199254740993,"note":"<b>&</b>"}`),
	}
	build := func() *mcp.Server {
		s := newServer()
		s.AddTool(&mcp.Tool{Name: "order", InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return want, nil })
		return s
	}
	bare, err := call(t, connect(t, build()), "order", nil)
	if err != nil {
		t.Fatal(err)
	}
	s := build()
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	got, err := call(t, connect(t, s), "order", nil)
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := json.Marshal(bare)
	b2, _ := json.Marshal(got)
	if string(b1) != string(b2) {
		t.Errorf("the middleware changed a good result:\nwithout %s\nwith    %s", b1, b2)
	}
	if !strings.Contains(string(b2), "9007199254740993") {
		t.Errorf("a large integer lost precision: %s", b2)
	}
}

// TestHandlerBuiltErrorResult: an isError result the handler wrote itself
// is the handler's message to the model and passes through; SetError after
// writing the content keeps the handler's text too.
func TestHandlerBuiltErrorResult(t *testing.T) {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "own", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "The disk is full. Delete old notes with delete_note, then call the tool again."}}}
			res.SetError(errors.New("write /var/notes/42: no space left on device"))
			return res, nil
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	res, err := call(t, connect(t, s), "own", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || firstText(res) != "The disk is full. Delete old notes with delete_note, then call the tool again." {
		t.Errorf("the handler's own message was replaced: %q", firstText(res))
	}
}

// TestPaginatedToolList: the declaration is found on any page of a
// paginated tools/list, so a tool listed late still gets the retry advice
// of its annotations.
func TestPaginatedToolList(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "paged", Version: "1"}, &mcp.ServerOptions{PageSize: 2})
	for i := range 7 {
		ann := &mcp.ToolAnnotations{DestructiveHint: ptr(true)}
		if i == 6 {
			ann = readOnly
		}
		name := fmt.Sprintf("tool_%d", i)
		s.AddTool(&mcp.Tool{Name: name, InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: ann},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return nil, context.DeadlineExceeded
			})
	}
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs := connect(t, s)
	last, err := call(t, cs, "tool_6", nil)
	if err != nil {
		t.Fatal(err)
	}
	first, err := call(t, cs, "tool_0", nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(firstText(last), "may have been applied") || !strings.Contains(firstText(last), "Retry") {
		t.Errorf("read-only tool on the last page: %q", firstText(last))
	}
	if !strings.Contains(firstText(first), "may have been applied") {
		t.Errorf("destructive tool on the first page: %q", firstText(first))
	}
}

// TestConcurrentCalls runs 200 calls at once on one session, mixing
// failures, panics and successes; run under -race.
func TestConcurrentCalls(t *testing.T) {
	fs := failures(t)
	s := lowLevelServer(fs)
	s.AddTool(&mcp.Tool{Name: "ok", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "fine"}}}, nil
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs := connect(t, s)

	const n = 200
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ok"})
				if err != nil || res.IsError || firstText(res) != "fine" {
					errs <- fmt.Errorf("call %d (ok): %v %q", i, err, firstText(res))
				}
				return
			}
			f := fs[i%len(fs)]
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: f.name})
			if err != nil || !res.IsError || !strings.HasPrefix(mask(firstText(res)), f.want) {
				errs <- fmt.Errorf("call %d (%s): %v %q", i, f.name, err, firstText(res))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestCancelledCall: a handler that gives up because the client went
// away is answered as cancelled, not as a server fault.
func TestCancelledCall(t *testing.T) {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "slow", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly},
		func(ctx context.Context, _ *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, fmt.Errorf("query: %w", context.Canceled)
		})
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a bound for a hung call only
	defer cancel()
	res, err := connect(t, s).CallTool(ctx, &mcp.CallToolParams{Name: "slow"})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := mirrorOf(t, res.StructuredContent).(map[string]any)
	if e, _ := m["error"].(map[string]any); e["code"] != "cancelled" || strings.Contains(firstText(res), "incident") {
		t.Errorf("want a cancelled error, got %q %v", firstText(res), m)
	}
}

// TestUnreadableToolList: when the middleware cannot read the tool list
// (a middleware below it fails or panics on tools/list), the call is still
// answered, with the advice hedged for unknown side effects.
func TestUnreadableToolList(t *testing.T) {
	for _, mode := range []string{"error", "panic"} {
		t.Run(mode, func(t *testing.T) {
			s := newServer()
			s.AddTool(&mcp.Tool{Name: "slow", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: readOnly},
				func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					return nil, context.DeadlineExceeded
				})
			s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
				return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
					if method == "tools/list" {
						if mode == "panic" {
							panic("list is broken")
						}
						return nil, errors.New("list is broken")
					}
					return next(ctx, method, req)
				}
			})
			s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
			res, err := call(t, connect(t, s), "slow", nil)
			if err != nil || !res.IsError {
				t.Fatalf("got %q, %v", firstText(res), err)
			}
			// Without the declaration the tool's side effects are unknown:
			// the text is what toolerr renders outside any server.
			if want := firstText(gosdk.Result(toolerr.From(context.DeadlineExceeded))); firstText(res) != want {
				t.Errorf("the model reads %q, want the hedged %q", firstText(res), want)
			}
		})
	}
}
