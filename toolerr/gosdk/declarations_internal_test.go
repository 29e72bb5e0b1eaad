package gosdk

import (
	"context"
	"encoding/json"
	"runtime"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestDeclarationsForgetClosedSessions: a session's declarations do not
// outlive it, so a server that serves many short sessions does not grow.
func TestDeclarationsForgetClosedSessions(t *testing.T) {
	a := &adapter{}
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if call, ok := req.(*mcp.CallToolRequest); ok && method == "tools/call" {
				if a.decls.tool(ctx, next, call) == nil {
					t.Error("the tool's declaration was not found")
				}
			}
			return next(ctx, method, req)
		}
	})
	ctx := context.Background()
	// The sessions are kept reachable until they have been counted: a
	// collection during the loop would otherwise drop the first ones
	// before the count, as it once did under -race.
	var closed []*mcp.ServerSession
	for range 3 {
		st, ct := mcp.NewInMemoryTransports()
		ss, err := s.Connect(ctx, st, nil)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "1"}, nil).Connect(ctx, ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "t"}); err != nil {
			t.Fatal(err)
		}
		cs.Close()
		ss.Wait()
		closed = append(closed, ss)
	}
	count := func() (n int) {
		a.decls.sessions.Range(func(any, any) bool { n++; return true })
		return n
	}
	if n := count(); n != 3 {
		t.Fatalf("%d sessions hold declarations, want 3 before collection", n)
	}
	runtime.KeepAlive(closed)
	// Cleanups run on their own goroutine some time after the collection
	// that finds the session unreachable, so collect until they have run.
	deadline := time.Now().Add(20 * time.Second)
	for count() > 0 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := count(); n != 0 {
		t.Errorf("%d closed sessions still hold declarations", n)
	}
}
