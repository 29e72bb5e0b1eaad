package gosdk_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// The retry advice of a failed call depends on the tool's annotations, so
// it shows which declaration the middleware used. The expected texts come
// from toolerr.Middleware under mcp-go for the same declaration.

// flakyErr is what the tool named flaky fails with: a transient error,
// whose advice differs between read-only and other tools.
var flakyErr = toolerr.Unavailable("the forecast service")

// mcpGoAdvice is what the model reads under mcp-go when flaky, declared
// read-only or not, fails.
func mcpGoAdvice(t *testing.T, readOnly bool) string {
	t.Helper()
	s := server.NewMCPServer("ref", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithLogger(quietLogger()))))
	s.AddTool(mcpgo.NewTool("flaky", mcpgo.WithReadOnlyHintAnnotation(readOnly)),
		func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { return nil, flakyErr })
	r := wiretest.ServeHTTP(t, s).CallTool(t, "flaky", map[string]any{})
	if r.Result == nil {
		t.Fatalf("mcp-go reference: %s", r.Body)
	}
	return wiretest.FirstText(r.Result)
}

// addFlaky declares flaky, read-only or destructive, replacing any tool
// of that name.
func addFlaky(s *mcp.Server, readOnly bool) {
	ann := &mcp.ToolAnnotations{ReadOnlyHint: readOnly}
	if !readOnly {
		ann.DestructiveHint = ptr(true)
	}
	s.AddTool(&mcp.Tool{Name: "flaky", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: ann},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, flakyErr })
}

// listCounter counts the tools/list requests that reach the server, the
// middleware's included: it is added before the middleware, so it sits
// below it.
func listCounter(n *atomic.Int64) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				n.Add(1)
			}
			return next(ctx, method, req)
		}
	}
}

// watchedSession connects a client that reports every
// notifications/tools/list_changed it receives on the returned channel.
func watchedSession(t *testing.T, s *mcp.Server) (*mcp.ClientSession, <-chan struct{}) {
	t.Helper()
	changed := make(chan struct{}, 64)
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "watcher", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
			select {
			case changed <- struct{}{}:
			default:
			}
		},
	})
	cs, err := c.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		ss.Wait()
	})
	return cs, changed
}

// changeWait bounds the wait for a notification. go-sdk sends it 10 ms
// after the change; the bound only ends a test that is already failing,
// so it is generous for a loaded machine under -race.
const changeWait = 30 * time.Second

func waitChanged(t *testing.T, changed <-chan struct{}) {
	t.Helper()
	select {
	case <-changed:
	case <-time.After(changeWait):
		t.Fatalf("no notifications/tools/list_changed within %v", changeWait)
	}
}

// TestDeclarationsCachedPerSession: failed calls list the tools once per
// session, not once per call, and a tool replaced under the same name is
// answered with its new declaration once go-sdk has announced the change.
func TestDeclarationsCachedPerSession(t *testing.T) {
	safe, unsafe := mcpGoAdvice(t, true), mcpGoAdvice(t, false)
	if safe == unsafe {
		t.Fatalf("the advice does not depend on the annotations: %q", safe)
	}
	var lists atomic.Int64
	s := newServer()
	addFlaky(s, true)
	s.AddReceivingMiddleware(listCounter(&lists))
	m := gosdk.Middleware(toolerr.WithLogger(quietLogger()))
	s.AddReceivingMiddleware(m)
	s.AddSendingMiddleware(m)
	cs, changed := watchedSession(t, s)

	for i := range 5 {
		res, err := call(t, cs, "flaky", nil)
		if err != nil || firstText(res) != safe {
			t.Fatalf("call %d: %v %q, want %q", i, err, firstText(res), safe)
		}
	}
	if n := lists.Load(); n != 1 {
		t.Errorf("5 failed calls sent %d tools/list requests, want 1", n)
	}

	addFlaky(s, false) // the same name, now destructive
	waitChanged(t, changed)
	for i := range 3 {
		res, err := call(t, cs, "flaky", nil)
		if err != nil || firstText(res) != unsafe {
			t.Fatalf("after the replacement, call %d: %v %q, want %q", i, err, firstText(res), unsafe)
		}
	}
	if n := lists.Load(); n != 2 {
		t.Errorf("a change and 3 more failed calls made %d listings in all, want 2", n)
	}

	// A complete listing by the client itself is kept: the change it
	// follows costs the middleware no listing of its own.
	addFlaky(s, true)
	waitChanged(t, changed)
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	before := lists.Load()
	if res, err := call(t, cs, "flaky", nil); err != nil || firstText(res) != safe {
		t.Fatalf("after the client listed: %v %q, want %q", err, firstText(res), safe)
	}
	if n := lists.Load() - before; n != 0 {
		t.Errorf("after the client's own listing, a failed call listed %d more times, want 0", n)
	}
}

// TestDeclarationsWithoutSendingMiddleware: added as a receiving
// middleware only, the middleware does not see the change notification,
// but the client's listing that follows it, or a call to a tool it has not
// seen, brings the declarations up to date.
func TestDeclarationsWithoutSendingMiddleware(t *testing.T) {
	safe, unsafe := mcpGoAdvice(t, true), mcpGoAdvice(t, false)
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "other", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, flakyErr })
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithLogger(quietLogger())))
	cs, changed := watchedSession(t, s)
	if _, err := call(t, cs, "other", nil); err != nil {
		t.Fatal(err)
	}
	addFlaky(s, true) // not in the session's declarations yet
	if res, err := call(t, cs, "flaky", nil); err != nil || firstText(res) != safe {
		t.Fatalf("a tool added after the listing: %v %q, want %q", err, firstText(res), safe)
	}
	waitChanged(t, changed)
	addFlaky(s, false)
	waitChanged(t, changed)
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if res, err := call(t, cs, "flaky", nil); err != nil || firstText(res) != unsafe {
		t.Fatalf("after the client listed the replaced tool: %v %q, want %q", err, firstText(res), unsafe)
	}
}

// TestToolsChangeWhileCallsRun adds, replaces and removes tools while
// several sessions call them; run under -race. Every answer is one of the
// declared tool's answers, and once the changes stop and go-sdk has
// announced them, every session answers with the final declaration.
func TestToolsChangeWhileCallsRun(t *testing.T) {
	safe, unsafe := mcpGoAdvice(t, true), mcpGoAdvice(t, false)
	s := newServer()
	addFlaky(s, true)
	m := gosdk.Middleware(toolerr.WithLogger(quietLogger()))
	s.AddReceivingMiddleware(m)
	s.AddSendingMiddleware(m)
	type watched struct {
		cs      *mcp.ClientSession
		changed <-chan struct{}
	}
	var sessions []watched
	for range 3 {
		cs, ch := watchedSession(t, s)
		sessions = append(sessions, watched{cs, ch})
	}

	stop := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	report := func(err error) {
		select {
		case errs <- err:
		default: // enough is already reported; a full channel must not hang wg.Wait
		}
	}
	for i, w := range sessions {
		for g := range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; ; n++ {
					select {
					case <-stop:
						return
					default:
					}
					name := "flaky"
					if n%4 == 3 {
						name = fmt.Sprintf("extra_%d", (i+g+n)%5) // may be removed under it
					}
					res, err := w.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name})
					if name != "flaky" {
						if err != nil && !strings.Contains(err.Error(), "unknown tool") {
							report(fmt.Errorf("%s: %v", name, err))
						}
						continue
					}
					if err != nil {
						report(fmt.Errorf("flaky: protocol error %v", err))
					} else if text := firstText(res); text != safe && text != unsafe {
						report(fmt.Errorf("flaky: the model reads %q", text))
					}
				}
			}()
		}
	}
	const rounds = 40 // even: the last round declares flaky destructive
	for round := range rounds {
		addFlaky(s, round%2 == 0 && round < rounds-1)
		name := fmt.Sprintf("extra_%d", round%5)
		if round%3 == 0 {
			s.RemoveTools(name)
		} else {
			s.AddTool(&mcp.Tool{Name: name, InputSchema: json.RawMessage(`{"type":"object"}`)},
				func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					return nil, toolerr.Timeout("the extra step")
				})
		}
		time.Sleep(time.Duration(round%4) * 5 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	// The last change: the last round left flaky destructive, and it
	// becomes read-only. A session may still
	// be told of an earlier change first, so each one is asked again after
	// every notification it gets; it must read the new declaration before
	// the notifications stop.
	addFlaky(s, true)
	for i, w := range sessions {
		for {
			waitChanged(t, w.changed)
			res, err := w.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "flaky"})
			if err != nil {
				t.Fatalf("session %d after the last change: %v", i, err)
			}
			if firstText(res) == safe {
				break
			}
		}
	}
}
