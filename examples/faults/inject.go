package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
)

// injector wraps mcp-go's Streamable HTTP handler and breaks the answers to
// tools/call as the session's scenario says. Everything else passes through.
type injector struct {
	next http.Handler
	def  Scenario

	mu    sync.Mutex
	posts map[string]int // tools/call POSTs so far, per session and scenario
	total int            // tools/call POSTs in all
}

func newInjector(next http.Handler, def Scenario) *injector {
	return &injector{next: next, def: def, posts: map[string]int{}}
}

// maxRequest bounds the request body the injector buffers.
const maxRequest = 1 << 20

func (in *injector) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	sc := in.def
	if q := r.URL.Query().Get("scenario"); q != "" {
		var err error
		if sc, err = ParseScenario(q); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
	}
	ctx := withScenario(r.Context(), sc)
	if r.Method != http.MethodPost {
		in.next.ServeHTTP(w, r.WithContext(ctx))
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxRequest))
	if err != nil {
		http.Error(w, "the request body could not be read: "+err.Error(), http.StatusBadRequest)
		return
	}
	r = r.WithContext(ctx)
	r.Body = io.NopCloser(bytes.NewReader(body))
	var msg struct {
		Method string          `json:"method"`
		ID     json.RawMessage `json:"id"`
	}
	if json.Unmarshal(body, &msg) != nil || msg.Method != "tools/call" {
		in.next.ServeHTTP(w, r)
		return
	}
	n := in.count(r.Header.Get("Mcp-Session-Id") + "|" + sc.String())
	if sc.onTool() {
		in.next.ServeHTTP(w, r)
		return
	}
	if sc.Name == "status" {
		if n < len(sc.Statuses) && sc.Statuses[n] != http.StatusOK {
			code := sc.Statuses[n]
			if code == http.StatusServiceUnavailable || code == http.StatusTooManyRequests {
				w.Header().Set("Retry-After", "1")
			}
			http.Error(w, http.StatusText(code), code)
			return
		}
		in.next.ServeHTTP(w, r)
		return
	}
	buf := &bufferedResponse{header: http.Header{}, status: http.StatusOK}
	in.next.ServeHTTP(buf, r)
	rewrite(w, sc, buf, msg.ID)
}

func (in *injector) count(key string) int {
	in.mu.Lock()
	defer in.mu.Unlock()
	n := in.posts[key]
	in.posts[key] = n + 1
	in.total++
	return n
}

// toolCalls returns how many tools/call POSTs reached the server, so a
// test can prove that no client retried behind its back.
func (in *injector) toolCalls() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.total
}

// bufferedResponse holds mcp-go's answer for rewriting. It does not
// implement http.Flusher, so mcp-go answers with one application/json body.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }
func (b *bufferedResponse) WriteHeader(code int)        { b.status = code }

const progressEvent = `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"faults","progress":1,"total":2}}`

// rewrite sends mcp-go's answer broken as the scenario says.
func rewrite(w http.ResponseWriter, sc Scenario, buf *bufferedResponse, id json.RawMessage) {
	orig := bytes.TrimSpace(buf.body.Bytes())
	var msg map[string]json.RawMessage
	if buf.status != http.StatusOK || json.Unmarshal(orig, &msg) != nil || msg["result"] == nil {
		// mcp-go refused the request itself; pass its answer on unchanged.
		copyHeader(w.Header(), buf.header)
		w.WriteHeader(buf.status)
		w.Write(orig)
		return
	}
	var result map[string]json.RawMessage
	_ = json.Unmarshal(msg["result"], &result)
	status, ctype := http.StatusOK, "application/json"
	var out []byte
	switch sc.Name {
	case "success-500":
		status, out = http.StatusInternalServerError, orig
	case "input-required":
		msg["result"] = json.RawMessage(`{"resultType":"input_required","inputRequests":{"confirm":{"method":"elicitation/create","params":{"message":"Which city did you mean?","requestedSchema":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}},"requestState":"faults-1"}`)
		out = marshal(msg)
	case "resulttype-complete":
		result["resultType"] = json.RawMessage(`"complete"`)
		msg["result"] = marshal(result)
		out = marshal(msg)
	case "content-not-array":
		result["content"] = json.RawMessage(`"Forecast: sunny."`)
		msg["result"] = marshal(result)
		out = marshal(msg)
	case "wrong-id":
		msg["id"] = otherID(id)
		out = marshal(msg)
	case "result-and-error":
		msg["error"] = json.RawMessage(`{"code":-32603,"message":"partial failure"}`)
		out = marshal(msg)
	case "malformed":
		out = orig[:len(orig)/2]
	case "sse":
		ctype = "text/event-stream"
		out = fmt.Appendf(nil, "data: %s\n\nid: 2\ndata: %s\n\n", progressEvent, orig)
	case "sse-cut":
		ctype = "text/event-stream"
		out = fmt.Appendf(nil, "data: %s\n\nid: 2\ndata: %s", progressEvent, orig[:len(orig)/2])
	case "sse-error":
		ctype = "text/event-stream"
		out = fmt.Appendf(nil, "data: %s\n\nid: 2\ndata: {\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":{\"code\":-32603,\"message\":\"upstream timeout after 30s\"}}\n\n", progressEvent, id)
	default:
		out = orig
	}
	copyHeader(w.Header(), buf.header)
	w.Header().Set("Content-Type", ctype)
	w.Header().Del("Content-Length")
	w.WriteHeader(status)
	w.Write(out)
}

func copyHeader(dst, src http.Header) {
	for k, v := range src {
		dst[k] = v
	}
}

func marshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only maps of valid raw JSON are marshalled here
	}
	return b
}

// otherID returns an id that differs from id in value and type of use.
func otherID(id json.RawMessage) json.RawMessage {
	if n, err := strconv.ParseInt(string(id), 10, 64); err == nil {
		return json.RawMessage(strconv.FormatInt(n+1000, 10))
	}
	var s string
	if json.Unmarshal(id, &s) == nil {
		return marshal(s + "-other")
	}
	return json.RawMessage(`"other"`)
}
