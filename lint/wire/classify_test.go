package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// canned is one scripted answer of the loopback peer.
type canned struct {
	status int
	ctype  string
	body   string
}

// peer serves the scripted answers in order, one per POST, and counts POSTs,
// so a test sees every request the client really sent.
func peer(t *testing.T, answers ...canned) (url string, posts *atomic.Int32) {
	t.Helper()
	posts = new(atomic.Int32)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := int(posts.Add(1)) - 1
		if n >= len(answers) {
			n = len(answers) - 1
		}
		a := answers[n]
		if a.ctype != "" {
			w.Header().Set("Content-Type", a.ctype)
		} else {
			w.Header()["Content-Type"] = nil // stop net/http from sniffing one
		}
		w.WriteHeader(a.status)
		io.WriteString(w, a.body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, posts
}

// post sends a tools/call with id 7 over real HTTP and returns what arrived.
func post(t *testing.T, url string) Response {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"x"}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return Response{Status: resp.StatusCode, ContentType: resp.Header.Get("Content-Type"), Body: body}
}

const (
	jsonCT = "application/json"
	sseCT  = "text/event-stream"
	okBody = `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"Sunny."}],"resultType":"complete"}}`
)

func TestClassifyHTTPLoopback(t *testing.T) {
	progress := `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}`
	cases := []struct {
		name     string
		answer   canned
		outcome  Outcome
		layer    Layer
		events   int
		final    bool
		incompl  bool
		code     int64
		rtype    string
		inReason string
	}{
		{"baseline", canned{200, jsonCT, okBody}, ToolSuccess, LayerResult, 0, true, false, 0, "complete", "complete result"},
		{"charset param", canned{200, "application/json; charset=utf-8", okBody}, ToolSuccess, LayerResult, 0, true, false, 0, "complete", ""},
		{"jsonrpc error on 200", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"boom"}}`}, JSONRPCError, LayerEnvelope, 0, true, false, -32603, "", "-32603"},
		{"isError on 200", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"No."}],"isError":true}}`}, ToolError, LayerResult, 0, true, false, 0, "", "isError"},
		{"500 with success body", canned{500, jsonCT, okBody}, HTTPError, LayerTransport, 0, false, false, 0, "", "HTTP 500"},
		{"malformed json", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[`}, MalformedJSON, LayerEnvelope, 0, false, false, 0, "", "not valid JSON"},
		{"empty body", canned{200, jsonCT, ``}, MalformedJSON, LayerEnvelope, 0, false, false, 0, "", "empty"},
		{"result and error", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[]},"error":{"code":1,"message":"x"}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "both"},
		{"null error beside result", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[]},"error":null}`}, ToolSuccess, LayerResult, 0, true, false, 0, "", ""},
		{"wrong id", canned{200, jsonCT, `{"jsonrpc":"2.0","id":8,"result":{"content":[]}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "id is 8"},
		{"string id for number", canned{200, jsonCT, `{"jsonrpc":"2.0","id":"7","result":{"content":[]}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "id"},
		{"id spelled 7.0", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7.0,"result":{"content":[]}}`}, ToolSuccess, LayerResult, 0, true, false, 0, "", ""},
		{"missing jsonrpc", canned{200, jsonCT, `{"id":7,"result":{"content":[]}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", `"jsonrpc"`},
		{"error code not integer", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"error":{"code":1.5,"message":"x"}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "integer"},
		{"error message not string", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"error":{"code":1,"message":3}}`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "string"},
		{"error with null id", canned{200, jsonCT, `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}`}, JSONRPCError, LayerEnvelope, 0, true, false, -32700, "", ""},
		{"batch array", canned{200, jsonCT, `[` + okBody + `]`}, InvalidEnvelope, LayerEnvelope, 0, true, false, 0, "", "not a JSON-RPC response object"},
		{"input_required", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"resultType":"input_required","inputRequests":{"a":{"method":"roots/list"}}}}`}, InputRequired, LayerResult, 0, true, false, 0, "input_required", "not an error"},
		{"legacy result without resultType", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"ok"}]}}`}, ToolSuccess, LayerResult, 0, true, false, 0, "", ""},
		{"unknown resultType", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"resultType":"later","content":[]}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "later", "later"},
		{"content not an array", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":"ok"}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "a string"},
		{"content missing", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "no \"content\""},
		{"block without type", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[{"text":"x"}]}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "content[0]"},
		{"isError not boolean", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[],"isError":"true"}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "boolean"},
		{"structuredContent array", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":{"content":[],"structuredContent":[1]}}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "structuredContent"},
		{"result not object", canned{200, jsonCT, `{"jsonrpc":"2.0","id":7,"result":"ok"}`}, InvalidToolResult, LayerResult, 0, true, false, 0, "", "a string"},
		{"text/html", canned{200, "text/html", `<html>`}, HTTPError, LayerTransport, 0, false, false, 0, "", "text/html"},
		{"no content type", canned{200, "", okBody}, HTTPError, LayerTransport, 0, false, false, 0, "", "no Content-Type"},
		{"202 with body", canned{202, jsonCT, okBody}, HTTPError, LayerTransport, 0, false, false, 0, "", "202"},
		{"sse complete", canned{200, sseCT, "event: message\ndata: " + progress + "\n\nid: 2\ndata: " + okBody + "\n\n"}, ToolSuccess, LayerResult, 2, true, false, 0, "complete", ""},
		{"sse with priming event and CRLF", canned{200, sseCT, "id: 0\r\ndata:\r\n\r\ndata: " + okBody + "\r\n\r\n"}, ToolSuccess, LayerResult, 2, true, false, 0, "complete", ""},
		{"sse cut before final", canned{200, sseCT, "data: " + progress + "\n\n"}, HTTPError, LayerTransport, 1, false, true, 0, "", "ended after 1 event"},
		{"sse cut inside final", canned{200, sseCT, "data: " + progress + "\n\ndata: " + okBody[:40]}, HTTPError, LayerTransport, 1, false, true, 0, "", "cut inside an event"},
		{"sse final without blank line", canned{200, sseCT, "data: " + okBody + "\n"}, HTTPError, LayerTransport, 0, false, true, 0, "", "cut inside"},
		{"sse final error", canned{200, sseCT, "data: " + progress + "\n\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\"bad days\"}}\n\n"}, JSONRPCError, LayerEnvelope, 2, true, false, -32602, "", ""},
		{"sse wrong id only", canned{200, sseCT, "data: " + strings.Replace(okBody, `"id":7`, `"id":9`, 1) + "\n\n"}, InvalidEnvelope, LayerEnvelope, 1, false, false, 0, "", "none with the call's id"},
		{"sse malformed final", canned{200, sseCT, "data: {\"jsonrpc\":\n\n"}, MalformedJSON, LayerEnvelope, 1, false, false, 0, "", "not JSON"},
		{"sse data split over lines", canned{200, sseCT, "data: {\"jsonrpc\":\"2.0\",\ndata: \"id\":7,\"result\":{\"content\":[]}}\n\n"}, ToolSuccess, LayerResult, 1, true, false, 0, "", ""},
		{"sse other event type skipped", canned{200, sseCT, "event: ping\ndata: " + okBody + "\n\n"}, HTTPError, LayerTransport, 1, false, true, 0, "", "without the response"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			url, posts := peer(t, tc.answer)
			c, err := ClassifyHTTP(post(t, url), json.RawMessage(`7`))
			if err != nil {
				t.Fatal(err)
			}
			if c.Outcome != tc.outcome || c.Layer != tc.layer {
				t.Fatalf("got %s/%s (%s), want %s/%s", c.Outcome, c.Layer, c.Reason, tc.outcome, tc.layer)
			}
			if c.SSEEvents != tc.events || c.FinalArrived != tc.final || c.Incomplete != tc.incompl {
				t.Errorf("events=%d final=%v incomplete=%v, want %d %v %v", c.SSEEvents, c.FinalArrived, c.Incomplete, tc.events, tc.final, tc.incompl)
			}
			if tc.code != 0 && (c.ErrorCode == nil || *c.ErrorCode != tc.code) {
				t.Errorf("error code %v, want %d", c.ErrorCode, tc.code)
			}
			if tc.rtype != "" && c.ResultType != tc.rtype {
				t.Errorf("resultType %q, want %q", c.ResultType, tc.rtype)
			}
			if !strings.Contains(c.Reason, tc.inReason) {
				t.Errorf("reason %q lacks %q", c.Reason, tc.inReason)
			}
			if got := posts.Load(); got != 1 {
				t.Errorf("%d POSTs reached the server, want exactly 1", got)
			}
		})
	}
}

// TestNoHiddenRetry shows that a 503 is reported as it is: the client sees
// one POST and an HTTP_ERROR, and only an explicit second POST, made on the
// retry advice, reaches the 200.
func TestNoHiddenRetry(t *testing.T) {
	url, posts := peer(t, canned{503, "text/plain", "busy"}, canned{200, jsonCT, okBody})
	first, err := ClassifyHTTP(post(t, url), json.RawMessage(`7`))
	if err != nil {
		t.Fatal(err)
	}
	if first.Outcome != HTTPError || posts.Load() != 1 {
		t.Fatalf("first: %s after %d POSTs, want HTTP_ERROR after 1", first.Outcome, posts.Load())
	}
	adv := Advise(Attempt{Outcome: first.Outcome, Status: 503}, Traits{ReadOnly: true}, nil)
	if !adv.Retry || adv.Delay != BaseDelay {
		t.Fatalf("advice %+v, want a retry after %s", adv, BaseDelay)
	}
	second, err := ClassifyHTTP(post(t, url), json.RawMessage(`7`))
	if err != nil {
		t.Fatal(err)
	}
	if second.Outcome != ToolSuccess || posts.Load() != 2 {
		t.Fatalf("second: %s after %d POSTs, want TOOL_SUCCESS after 2", second.Outcome, posts.Load())
	}
	rec := Record{Method: "tools/call", Transport: "http", Posts: 2, Statuses: []int{503, 200}, RetryOrigin: RetryAdvice}
	rec.Apply(second)
	var buf bytes.Buffer
	if err := WriteRecord(&buf, rec); err != nil {
		t.Fatal(err)
	}
	want := `{"protocolVersion":"","method":"tools/call","transport":"http","posts":2,"statuses":[503,200],"sseEvents":0,"finalArrived":true,"resultType":"complete","outcome":"TOOL_SUCCESS","layer":"result","retryOrigin":"advice"}` + "\n"
	if buf.String() != want {
		t.Errorf("record\n got %s\nwant %s", buf.String(), want)
	}
}

func TestClassifyHTTPMisuse(t *testing.T) {
	url, _ := peer(t, canned{202, "", ""})
	_, err := ClassifyHTTP(post(t, url), json.RawMessage(`7`))
	if !errors.Is(err, ErrNotificationAck) {
		t.Fatalf("202 without body: err = %v, want ErrNotificationAck", err)
	}
	for _, id := range []string{``, `null`, `{}`, `[1]`, `true`, `"x`} {
		if _, err := ClassifyHTTP(Response{Status: 200, ContentType: jsonCT, Body: []byte(okBody)}, json.RawMessage(id)); err == nil {
			t.Errorf("id %q: no error", id)
		}
	}
}

func TestClassifyMessageStdio(t *testing.T) {
	// A stdio line is the same message without the HTTP layer.
	c := ClassifyMessage([]byte(`{"jsonrpc":"2.0","id":"a-1","result":{"content":[{"type":"text","text":"No such city \"Qx\". Call the tool again with a city from list_cities."}],"isError":true}}`), json.RawMessage(`"a-1"`))
	if c.Outcome != ToolError || c.Layer != LayerResult || string(c.ID) != `"a-1"` {
		t.Fatalf("got %+v", c)
	}
	if !strings.Contains(string(c.Result), "No such city") {
		t.Errorf("Result lacks the result: %s", c.Result)
	}
}

func TestOutcomeLayers(t *testing.T) {
	want := map[Outcome]Layer{
		ToolSuccess: LayerResult, ToolError: LayerResult, InputRequired: LayerResult, InvalidToolResult: LayerResult,
		JSONRPCError: LayerEnvelope, InvalidEnvelope: LayerEnvelope, MalformedJSON: LayerEnvelope, HTTPError: LayerTransport,
		StdioError: LayerTransport,
	}
	for _, o := range Outcomes {
		if o.Layer() != want[o] || !o.Valid() {
			t.Errorf("%s: layer %s valid %v", o, o.Layer(), o.Valid())
		}
	}
	if len(Outcomes) != len(want) || Outcome("OK").Valid() {
		t.Error("the outcome set is not the names above")
	}
}

func TestSameID(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{`1`, `1`, true}, {`1`, `1.0`, true}, {`1`, `1e0`, true}, {`100`, `1E2`, true},
		{`1`, `"1"`, false}, {`"a"`, `"a"`, true}, {`"a"`, `"\u0061"`, true}, {`"a"`, `"b"`, false},
		{`null`, `null`, false}, {``, `1`, false}, {`9007199254740993`, `9007199254740992`, false},
		{`1e999999999`, `1`, false},
	} {
		if got := sameID(json.RawMessage(tc.a), json.RawMessage(tc.b)); got != tc.same {
			t.Errorf("sameID(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
}
