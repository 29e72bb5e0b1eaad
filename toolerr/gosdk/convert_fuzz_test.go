package gosdk

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// FuzzResultRoundTrip carries a result holding arbitrary text and
// structuredContent (upstream data a tool passes on) to mcp-go's type and
// back, as the middleware does when an option rewrites a result: nothing
// may change, numbers included, whether the way back rebuilds every block
// or reuses the handler's own.
func FuzzResultRoundTrip(f *testing.F) {
	f.Add("ok", []byte(`{"id":9007199254740993,"x":1.5e300,"s":"<b>&amp;</b>"}`), false, false)
	f.Add("", []byte(`{"nested":{"a":[1,2,{"b":null}]},"summary":"\u2028"}`), true, true)
	f.Add("\x00\xff", []byte(`[1,"two",3.0]`), false, true)
	f.Add("e", []byte(`"just a string"`), true, false)
	f.Add("e", []byte(`-0`), false, true)
	f.Add("ok", []byte(`{"00":200000000e700}`), true, false) // beyond float64: go-sdk's decoder rejects it
	f.Add("ok", []byte(`{"00":200000000e700}`), true, true)
	f.Fuzz(func(t *testing.T, text string, sc []byte, isError, image bool) {
		in := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: isError}
		if image {
			// Every field of the other content kinds must cross too.
			in.Content = append(in.Content, &mcp.ImageContent{Data: []byte(text), MIMEType: "image/png"})
			in.Meta = mcp.Meta{"k": text}
		}
		if json.Valid(sc) {
			in.StructuredContent = json.RawMessage(sc)
		}
		want, err := json.Marshal(in)
		if err != nil {
			t.Skip() // not a result go-sdk could send either
		}
		if isJSONNull(sc) {
			// A null structuredContent says no more than an absent one, and
			// the conversion drops it: expect the result without it.
			in.StructuredContent = nil
			want, _ = json.Marshal(in)
		}
		conv, err := toMCPGoResult(in)
		if err != nil {
			t.Fatalf("to mcp-go: %v", err)
		}
		if back, err := fromCore(in, conv, conv); err != nil || back != in {
			t.Fatalf("an untouched result is not the handler's own: %v", err)
		}
		// A stage's copy: same blocks and values, new result.
		cp := *conv
		for _, orig := range []*mcp.CallToolResult{nil, in} {
			back, err := fromCore(orig, conv, &cp)
			if err != nil {
				t.Fatalf("back to go-sdk: %v", err)
			}
			got, err := json.Marshal(back)
			if err != nil {
				t.Fatalf("encoding the converted result: %v", err)
			}
			if !sameJSONValue(t, want, got) {
				t.Fatalf("the round trip changed the result:\nin  %s\nout %s", want, got)
			}
		}
	})
}

func isJSONNull(b []byte) bool {
	var v any
	return json.Valid(b) && json.Unmarshal(b, &v) == nil && v == nil
}

// sameJSONValue compares two JSON texts as values, numbers by their literal
// digits, so a precision loss shows.
func sameJSONValue(t *testing.T, a, b []byte) bool {
	t.Helper()
	decode := func(b []byte) any {
		d := json.NewDecoder(bytes.NewReader(b))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			t.Fatalf("invalid JSON %s: %v", b, err)
		}
		return v
	}
	return reflect.DeepEqual(decode(a), decode(b))
}
