package toolerr_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

// failures maps a case name to what the handler returns, so one server
// answers every case over the wire.
var failures = map[string]func() (*mcp.CallToolResult, error){
	"rate_limited": func() (*mcp.CallToolResult, error) { return nil, toolerr.RateLimited(60 * time.Second) },
	"invalid_days": func() (*mcp.CallToolResult, error) {
		return nil, toolerr.InvalidArgument("days", "must be between 1 and 14").Got(30)
	},
	"not_found": func() (*mcp.CallToolResult, error) {
		return nil, toolerr.NotFound("city", "Pariss").ListedBy("list_cities")
	},
	"deadline": func() (*mcp.CallToolResult, error) {
		return nil, fmt.Errorf("fetch forecast: %w", context.DeadlineExceeded)
	},
	"refused": func() (*mcp.CallToolResult, error) {
		return nil, &url.Error{Op: "Get", URL: "http://admin:hunter2@api.example.com/v1/forecast",
			Err: &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}}
	},
	"dns": func() (*mcp.CallToolResult, error) {
		return nil, &url.Error{Op: "Get", URL: "https://api.exmple.com/v1",
			Err: &net.OpError{Op: "dial", Net: "tcp", Err: &net.DNSError{Err: "no such host", Name: "api.exmple.com", IsNotFound: true}}}
	},
	"http_429": func() (*mcp.CallToolResult, error) { return nil, toolerr.FromResponse(response(429, "30")) },
	"http_503": func() (*mcp.CallToolResult, error) { return nil, toolerr.FromResponse(response(503, "")) },
	"http_401": func() (*mcp.CallToolResult, error) { return nil, toolerr.FromResponse(response(401, "")) },
	"no_file": func() (*mcp.CallToolResult, error) {
		_, err := os.Open("notes-that-do-not-exist.txt")
		return nil, err
	},
	"no_row": func() (*mcp.CallToolResult, error) { return nil, fmt.Errorf("load order 42: %w", sql.ErrNoRows) },
	"bad_json": func() (*mcp.CallToolResult, error) {
		var v struct {
			Days int `json:"days"`
		}
		return nil, json.Unmarshal([]byte(`{"days":"three"}`), &v)
	},
	"unknown": func() (*mcp.CallToolResult, error) {
		return nil, errors.New("pq: password authentication failed for user \"admin\" at 10.0.0.3:5432")
	},
	"panic": func() (*mcp.CallToolResult, error) {
		var m map[string]int
		m["boom"]++ // a nil map write: a real runtime panic
		return nil, nil
	},
	"nil_result": func() (*mcp.CallToolResult, error) { return nil, nil },
	"typed_nil": func() (*mcp.CallToolResult, error) {
		var e *net.OpError
		return nil, e
	},
	"ok": func() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("Sunny, 21 °C."), nil },
}

func response(status int, retryAfter string) *http.Response {
	u, _ := url.Parse("https://user:secret@api.example.com/v1/forecast?key=abc")
	r := &http.Response{StatusCode: status, Header: http.Header{}, Request: &http.Request{URL: u}}
	if retryAfter != "" {
		r.Header.Set("Retry-After", retryAfter)
	}
	return r
}

func handler(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return failures[req.GetString("case", "")]()
}

// newServer builds a server with a read-only tool, a destructive one and a
// tool with an output schema, all answering the failures table.
func newServer(logs *wiretest.Buffer, opts ...toolerr.Option) *server.MCPServer {
	opts = append([]toolerr.Option{toolerr.WithLogger(slog.New(slog.NewJSONHandler(logs, nil)))}, opts...)
	s := server.NewMCPServer("test", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	s.AddTool(mcp.NewTool("get_forecast", mcp.WithString("case"), mcp.WithReadOnlyHintAnnotation(true)), handler)
	s.AddTool(mcp.NewTool("charge", mcp.WithString("case"), mcp.WithDestructiveHintAnnotation(true)), handler)
	type forecast struct {
		TempC float64 `json:"temp_c"`
	}
	s.AddTool(mcp.NewTool("typed_forecast", mcp.WithString("case"), mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOutputSchema[forecast]()), handler)
	return s
}

const incident = `\(incident [0-9a-f]{12}\)`

func TestMiddlewareWire(t *testing.T) {
	var logs wiretest.Buffer
	peer := wiretest.ServeHTTP(t, newServer(&logs, toolerr.WithCheckTool("charge", "get_payment_status")))

	cases := []struct {
		tool, name string
		want       string // exact text, or a regexp when it starts with ^
		code       string
	}{
		{"get_forecast", "rate_limited", "Rate limit exceeded. Retry after 60 seconds.", "rate_limited"},
		{"charge", "rate_limited", "Rate limit exceeded. Retry after 60 seconds.", "rate_limited"},
		{"get_forecast", "invalid_days", `Invalid value for "days": must be between 1 and 14 (got 30). Call the tool again with "days" corrected.`, "invalid_argument"},
		{"get_forecast", "not_found", `City "Pariss" was not found. Call list_cities to see what exists.`, "not_found"},
		{"get_forecast", "deadline", "The operation timed out. Retry in a few seconds, at most twice.", "timeout"},
		{"charge", "deadline", "The operation timed out. The operation may have been applied: call get_payment_status to check before calling charge again.", "timeout"},
		{"charge", "refused", "The connection to api.example.com was refused. Retry in a few seconds, at most twice.", "unavailable"},
		{"get_forecast", "dns", `The host name "api.exmple.com" could not be resolved. Check that the address is spelled correctly; retrying the same address will not help.`, "unavailable"},
		{"get_forecast", "http_429", "Rate limit exceeded at api.example.com. Retry after 30 seconds.", "rate_limited"},
		{"get_forecast", "http_503", "The service at api.example.com is unavailable (HTTP 503). Retry in a few seconds, at most twice.", "unavailable"},
		{"charge", "http_503", "The service at api.example.com is unavailable (HTTP 503). The operation may have been applied: call get_payment_status to check before calling charge again.", "unavailable"},
		{"get_forecast", "http_401", "The service at api.example.com rejected the server's credentials. Retrying will not help; tell the user that the server's credentials need fixing.", "unauthenticated"},
		{"get_forecast", "no_file", `No file or directory exists at "notes-that-do-not-exist.txt". Check the path, then call the tool again.`, "not_found"},
		{"get_forecast", "no_row", "No matching record was found. Check the name or ID, then call the tool again.", "not_found"},
		{"get_forecast", "bad_json", `Invalid value for "days": expected an integer, got a string. Call the tool again with "days" corrected.`, "invalid_argument"},
		{"get_forecast", "unknown", `^The tool failed because of a fault in the server ` + incident + `\. This is a fault of the server, not of the arguments: do not retry the same call, and give the user the incident ID if it persists\.$`, "internal"},
		{"get_forecast", "panic", `^The tool failed because of a fault in the server ` + incident + `\. This is a fault`, "internal"},
		{"get_forecast", "nil_result", `^The tool failed because of a fault in the server ` + incident, "internal"},
		{"get_forecast", "typed_nil", `^The tool failed because of a fault in the server ` + incident, "internal"},
	}
	for _, tc := range cases {
		t.Run(tc.tool+"/"+tc.name, func(t *testing.T) {
			r := peer.CallTool(t, tc.tool, map[string]any{"case": tc.name})
			if r.Status != http.StatusOK || r.RPCError != nil {
				t.Fatalf("want HTTP 200 with a result, got HTTP %d, JSON-RPC error %+v", r.Status, r.RPCError)
			}
			if r.Envelope["result"].(map[string]any)["isError"] != true {
				t.Fatalf("isError is not true on the wire: %s", r.Body)
			}
			text := wiretest.FirstText(r.Result)
			if strings.HasPrefix(tc.want, "^") {
				if !regexp.MustCompile(tc.want).MatchString(text) {
					t.Fatalf("model reads\n  %q\nwant match of\n  %s", text, tc.want)
				}
			} else if text != tc.want {
				t.Fatalf("model reads\n  %q\nwant\n  %q", text, tc.want)
			}
			sc, ok := r.Envelope["result"].(map[string]any)["structuredContent"].(map[string]any)
			if !ok {
				t.Fatalf("no structuredContent mirror on a tool without outputSchema: %s", r.Body)
			}
			// The tool declares no outputSchema, so nothing requires the
			// summary: the mirror's cause and action carry the message once.
			if _, ok := sc["summary"]; ok {
				t.Errorf("structuredContent repeats the text as a summary on a tool without outputSchema: %s", r.Body)
			}
			mirror := sc["error"].(map[string]any)
			if mirror["code"] != tc.code {
				t.Errorf("structuredContent.error.code = %v, want %s", mirror["code"], tc.code)
			}
			if cause, action := mirror["cause"].(string), mirror["action"].(string); cause+" "+action != text {
				t.Errorf("mirror cause+action %q does not add up to the text %q", cause+" "+action, text)
			}
			for _, leak := range []string{"hunter2", "secret", "admin:", "pq:", "10.0.0.3", "goroutine", ".go:"} {
				if strings.Contains(string(r.Body), leak) {
					t.Errorf("the wire carries %q: %s", leak, r.Body)
				}
			}
		})
	}
}

func TestMiddlewareMirrorFollowsOutputSchema(t *testing.T) {
	var logs wiretest.Buffer
	peer := wiretest.ServeHTTP(t, newServer(&logs))
	r := peer.CallTool(t, "typed_forecast", map[string]any{"case": "rate_limited"})
	if r.RPCError != nil || !r.Result.IsError {
		t.Fatalf("want an isError result, got %s", r.Body)
	}
	if got := wiretest.FirstText(r.Result); got != "Rate limit exceeded. Retry after 60 seconds." {
		t.Fatalf("model reads %q", got)
	}
	// The declared schema requires temp_c, so the mirror would make the
	// TypeScript client throw: it must be left out, the text kept.
	if _, ok := r.Envelope["result"].(map[string]any)["structuredContent"]; ok {
		t.Fatalf("structuredContent sent although the outputSchema rejects it: %s", r.Body)
	}
}

func TestMiddlewarePassesSuccessUntouched(t *testing.T) {
	var logs wiretest.Buffer
	peer := wiretest.ServeHTTP(t, newServer(&logs))
	r := peer.CallTool(t, "get_forecast", map[string]any{"case": "ok"})
	if r.Result == nil || r.Result.IsError || wiretest.FirstText(r.Result) != "Sunny, 21 °C." {
		t.Fatalf("success result changed: %s", r.Body)
	}
	if logs.String() != "" {
		t.Errorf("a success was logged: %s", logs.String())
	}
}

func TestMiddlewarePanicKeepsServing(t *testing.T) {
	var logs wiretest.Buffer
	s := newServer(&logs)
	c := wiretest.InProcess(t, s)
	ctx := context.Background()
	res, err := wiretest.Call(ctx, c, "get_forecast", map[string]any{"case": "panic"})
	if err != nil {
		t.Fatalf("a panic reached the client as a protocol error: %v", err)
	}
	text := wiretest.FirstText(res)
	id := regexp.MustCompile(`incident ([0-9a-f]{12})`).FindStringSubmatch(text)
	if id == nil || strings.Contains(text, "goroutine") || strings.Contains(text, "nil map") {
		t.Fatalf("model reads %q", text)
	}
	// The log holds the stack and the same incident ID.
	var found bool
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if json.Unmarshal([]byte(line), &rec) == nil && rec["msg"] == "tool handler panicked" {
			found = rec["incident"] == id[1] && rec["tool"] == "get_forecast" &&
				strings.Contains(rec["stack"].(string), "middleware_test.go") &&
				strings.Contains(rec["panic"].(string), "assignment to entry in nil map")
		}
	}
	if !found {
		t.Fatalf("no panic record with incident %s, tool and stack in the log:\n%s", id[1], logs.String())
	}
	res, err = wiretest.Call(ctx, c, "get_forecast", map[string]any{"case": "ok"})
	if err != nil || wiretest.FirstText(res) != "Sunny, 21 °C." {
		t.Fatalf("the server stopped serving after a panic: %v %v", res, err)
	}
}

func TestMiddlewareBesideWithRecovery(t *testing.T) {
	for _, order := range []string{"kit first", "recovery first"} {
		t.Run(order, func(t *testing.T) {
			mw := server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithLogger(slog.New(slog.DiscardHandler))))
			opts := []server.ServerOption{mw, server.WithRecovery()}
			if order == "recovery first" {
				opts = []server.ServerOption{server.WithRecovery(), mw}
			}
			s := server.NewMCPServer("test", "1", opts...)
			s.AddTool(mcp.NewTool("get_forecast", mcp.WithString("case")), handler)
			r := wiretest.ServeHTTP(t, s).CallTool(t, "get_forecast", map[string]any{"case": "panic"})
			if r.RPCError != nil || r.Result == nil || !r.Result.IsError {
				t.Fatalf("want an isError result, got %s", r.Body)
			}
			if text := wiretest.FirstText(r.Result); !regexp.MustCompile(`^The tool failed because of a fault in the server ` + incident).MatchString(text) {
				t.Fatalf("model reads %q", text)
			}
		})
	}
}

func TestMiddlewareExposedErrors(t *testing.T) {
	type domainError struct{ error }
	s := server.NewMCPServer("test", "1", server.WithToolHandlerMiddleware(toolerr.Middleware(
		toolerr.WithLogger(slog.New(slog.DiscardHandler)),
		toolerr.WithExposedErrors(func(err error) bool { var d domainError; return errors.As(err, &d) }))))
	s.AddTool(mcp.NewTool("book"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, fmt.Errorf("book: %w", domainError{errors.New("the room is booked on that day\ngoroutine 1 [running]:")})
	})
	r := wiretest.ServeHTTP(t, s).CallTool(t, "book", nil)
	want := "Book: the room is booked on that day. Change what the cause names first, then call the tool again."
	if got := wiretest.FirstText(r.Result); got != want {
		t.Fatalf("model reads %q, want %q", got, want)
	}
}

func TestMiddlewareLetsURLElicitationThrough(t *testing.T) {
	s := server.NewMCPServer("test", "1", server.WithToolHandlerMiddleware(toolerr.Middleware()))
	s.AddTool(mcp.NewTool("login"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "Sign in", URL: "https://example.com/login", ElicitationID: "1"}}}
	})
	r := wiretest.ServeHTTP(t, s).CallTool(t, "login", nil)
	if r.RPCError == nil {
		t.Fatalf("a URL elicitation request must stay a protocol signal, got %s", r.Body)
	}
}

func TestMiddlewareConcurrentCalls(t *testing.T) {
	var logs wiretest.Buffer
	c := wiretest.InProcess(t, newServer(&logs))
	names := []string{"ok", "panic", "rate_limited", "unknown", "deadline"}
	var wg sync.WaitGroup
	errs := make(chan error, 500)
	for i := range 500 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := names[i%len(names)]
			res, err := wiretest.Call(context.Background(), c, "get_forecast", map[string]any{"case": name})
			switch {
			case err != nil:
				errs <- fmt.Errorf("%s: protocol error %v", name, err)
			case res.IsError != (name != "ok"):
				errs <- fmt.Errorf("%s: isError = %v", name, res.IsError)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

var _ = fs.ErrNotExist

func TestPassThroughKeepsAProtocolError(t *testing.T) {
	s := server.NewMCPServer("test", "1", server.WithToolHandlerMiddleware(toolerr.Middleware(
		toolerr.WithLogger(slog.New(slog.DiscardHandler)))))
	s.AddTool(mcp.NewTool("admin"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, toolerr.PassThrough(errors.New("session revoked"))
	})
	r := wiretest.ServeHTTP(t, s).CallTool(t, "admin", nil)
	if r.RPCError == nil || r.RPCError.Message != "session revoked" {
		t.Fatalf("want the JSON-RPC error kept, got %s", r.Body)
	}
}
