package wiretest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// HTTP is a server reachable over Streamable HTTP on loopback, with one
// initialized session.
type HTTP struct {
	URL     string
	session string
	nextID  atomic.Int64
}

// Response is one tools/call exchange as it crossed the wire.
type Response struct {
	Status      int                 // HTTP status
	ContentType string              // HTTP Content-Type
	Body        []byte              // the JSON-RPC message (the matching SSE event's data for streams)
	Envelope    map[string]any      // Body decoded
	Result      *mcp.CallToolResult // the tool result, nil when the envelope holds an error
	RPCError    *RPCError           // the JSON-RPC error, nil when the envelope holds a result
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ServeHTTP starts srv behind mcp-go's Streamable HTTP transport on
// 127.0.0.1 and initializes a session. The server stops with the test.
func ServeHTTP(t testing.TB, srv *server.MCPServer) *HTTP {
	t.Helper()
	ts := httptest.NewServer(server.NewStreamableHTTPServer(srv))
	t.Cleanup(ts.Close)
	h := &HTTP{URL: ts.URL + "/mcp"}
	r := h.post(t, "initialize", map[string]any{
		"protocolVersion": mcp.LATEST_PROTOCOL_VERSION,
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "wiretest", "version": "1"},
	}, true)
	if r.RPCError != nil || r.Status != http.StatusOK {
		t.Fatalf("initialize failed: HTTP %d %s", r.Status, r.Body)
	}
	h.notify(t, "notifications/initialized")
	return h
}

// CallTool sends tools/call with the given arguments (any JSON value,
// including invalid shapes) and returns the exchange.
func (h *HTTP) CallTool(t testing.TB, name string, args any) Response {
	t.Helper()
	params := map[string]any{"name": name}
	if args != nil {
		params["arguments"] = args
	}
	return h.post(t, "tools/call", params, true)
}

// ListTools returns the raw tools/list result.
func (h *HTTP) ListTools(t testing.TB) Response {
	t.Helper()
	return h.post(t, "tools/list", map[string]any{}, true)
}

func (h *HTTP) notify(t testing.TB, method string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method})
	resp := h.do(t, body)
	resp.Body.Close()
}

func (h *HTTP) do(t testing.TB, body []byte) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, h.URL, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if h.session != "" {
		req.Header.Set("Mcp-Session-Id", h.session)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("POST %s: %v", h.URL, err)
	}
	if s := resp.Header.Get("Mcp-Session-Id"); s != "" {
		h.session = s
	}
	return resp
}

func (h *HTTP) post(t testing.TB, method string, params any, parseResult bool) Response {
	t.Helper()
	id := h.nextID.Add(1)
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	if err != nil {
		t.Fatal(err)
	}
	resp := h.do(t, body)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading the %s response: %v", method, err)
	}
	r := Response{Status: resp.StatusCode, ContentType: resp.Header.Get("Content-Type"), Body: raw}
	if strings.HasPrefix(r.ContentType, "text/event-stream") {
		r.Body = sseMessage(t, raw, id)
	}
	if err := json.Unmarshal(r.Body, &r.Envelope); err != nil {
		t.Fatalf("%s answered with invalid JSON (HTTP %d): %s", method, r.Status, r.Body)
	}
	if e, ok := r.Envelope["error"]; ok {
		b, _ := json.Marshal(e)
		r.RPCError = &RPCError{}
		_ = json.Unmarshal(b, r.RPCError)
	}
	if res, ok := r.Envelope["result"]; ok && parseResult && method == "tools/call" {
		b, _ := json.Marshal(res)
		var out mcp.CallToolResult
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatalf("tools/call result does not parse as a CallToolResult: %v: %s", err, b)
		}
		r.Result = &out
	}
	return r
}

// sseMessage finds the JSON-RPC response with the given id in an SSE body.
func sseMessage(t testing.TB, raw []byte, id int64) []byte {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	var data bytes.Buffer
	want := fmt.Sprint(id)
	flush := func() []byte {
		defer data.Reset()
		var m struct {
			ID json.RawMessage `json:"id"`
		}
		if json.Unmarshal(data.Bytes(), &m) == nil && string(m.ID) == want {
			return bytes.Clone(data.Bytes())
		}
		return nil
	}
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if msg := flush(); msg != nil {
				return msg
			}
			continue
		}
		if v, ok := strings.CutPrefix(line, "data:"); ok {
			data.WriteString(strings.TrimPrefix(v, " "))
		}
	}
	if msg := flush(); msg != nil {
		return msg
	}
	t.Fatalf("the event stream ended without the response to request %d: %s", id, raw)
	return nil
}

// InProcess returns an initialized mcp-go client connected to srv in the
// same process.
func InProcess(t testing.TB, srv *server.MCPServer) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClient(srv)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "wiretest", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	return c
}

// Call calls a tool through an mcp-go client.
func Call(ctx context.Context, c *client.Client, name string, args any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	return c.CallTool(ctx, req)
}

// FirstText returns the first text block of a result: what Claude Code
// shows the model for an error result. It is "" when there is none.
func FirstText(res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			return tc.Text
		}
	}
	return ""
}
