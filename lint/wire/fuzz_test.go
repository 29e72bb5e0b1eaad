package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzClassifyHTTP(f *testing.F) {
	f.Add(200, jsonCT, []byte(okBody), []byte(`7`))
	f.Add(200, sseCT, []byte("data: "+okBody+"\n\n"), []byte(`7`))
	f.Add(200, sseCT, []byte("data: {\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-1,\"message\":\"x\"}}\n\n"), []byte(`7`))
	f.Add(200, jsonCT, []byte(`{"jsonrpc":"2.0","id":"a","result":{"content":[],"isError":true,"structuredContent":{}}}`), []byte(`"a"`))
	f.Add(200, jsonCT, []byte(`{"jsonrpc":"2.0","id":1e2,"result":{"resultType":"input_required"}}`), []byte(`100`))
	f.Add(503, "text/plain", []byte("busy"), []byte(`1`))
	f.Add(202, "", []byte(""), []byte(`1`))
	f.Fuzz(func(t *testing.T, status int, ctype string, body, id []byte) {
		c, err := ClassifyHTTP(Response{Status: status, ContentType: ctype, Body: body}, id)
		if err != nil {
			return
		}
		if !c.Outcome.Valid() || c.Layer != c.Outcome.Layer() || c.Reason == "" {
			t.Fatalf("bad classification %+v", c)
		}
		if status != 200 && c.Outcome != HTTPError {
			t.Fatalf("status %d classified %s", status, c.Outcome)
		}
		if c.Incomplete && c.Outcome != HTTPError {
			t.Fatalf("incomplete stream classified %s", c.Outcome)
		}
		switch c.Outcome {
		case ToolSuccess, ToolError, InputRequired:
			if !c.FinalArrived {
				t.Fatalf("%s without the final response", c.Outcome)
			}
		}
		if c.Outcome == ToolSuccess || c.Outcome == ToolError {
			var r map[string]json.RawMessage
			if json.Unmarshal(c.Result, &r) != nil {
				t.Fatalf("%s with a result that is not an object: %s", c.Outcome, c.Result)
			}
			if _, ok := r["content"]; !ok {
				t.Fatalf("%s without content", c.Outcome)
			}
		}
		if c.Outcome == JSONRPCError && c.ErrorCode == nil {
			t.Fatal("JSONRPC_ERROR without a code")
		}
	})
}

func FuzzParseSSE(f *testing.F) {
	f.Add([]byte("data: a\n\nid: 3\nevent: x\ndata: b\ndata: c\n\n"))
	f.Add([]byte("data: a\r\rdata: b\r\n\r\n: c\nretry: 10\ndata\n\n"))
	f.Add([]byte("data: {\"jso"))
	f.Fuzz(func(t *testing.T, body []byte) {
		events, _ := ParseSSE(body)
		if len(events) > bytes.Count(body, []byte("\n"))+bytes.Count(body, []byte("\r")) {
			t.Fatalf("%d events from %d line ends", len(events), bytes.Count(body, []byte("\n")))
		}
		// Writing the events back out and parsing again gives the same events.
		var out strings.Builder
		for _, ev := range events {
			if strings.ContainsAny(ev.Data, "\r") || strings.ContainsAny(ev.ID, "\r\n\x00") || strings.ContainsAny(ev.Type, "\r\n") {
				t.Fatalf("a line end leaked into an event: %+v", ev)
			}
			fmt.Fprintf(&out, "id: %s\n", ev.ID)
			if ev.Type != "" {
				fmt.Fprintf(&out, "event: %s\n", ev.Type)
			}
			if ev.Retry >= 0 {
				fmt.Fprintf(&out, "retry: %d\n", ev.Retry)
			}
			for _, line := range strings.Split(ev.Data, "\n") {
				fmt.Fprintf(&out, "data: %s\n", line)
			}
			out.WriteString("\n")
		}
		again, truncated := ParseSSE([]byte(out.String()))
		if truncated || !reflect.DeepEqual(again, events) && len(events) > 0 {
			t.Fatalf("round trip changed the events:\n%+v\n%+v", events, again)
		}
	})
}

func FuzzRedact(f *testing.F) {
	f.Add("Authorization: Bearer abcdefgh12345678 at postgres://u:p@h/db")
	f.Add(strings.Repeat("é", 400))
	f.Fuzz(func(t *testing.T, s string) {
		out := Redact(s)
		if len(out) > maxRedacted+len("…") {
			t.Fatalf("%d bytes out", len(out))
		}
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("valid UTF-8 in, invalid out: %q", out)
		}
	})
}
