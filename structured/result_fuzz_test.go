package structured

import (
	"encoding/json"
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
)

// FuzzResult feeds Result what tools often pass on: objects decoded from an
// upstream API's JSON.
func FuzzResult(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"a":1,"b":[1,2],"c":{"d":null}}`, `{"summary":"x"}`, `{"error":1}`, `[1,2]`, `"s"`, `null`,
		`{"k":"` + string(make([]byte, 200)) + `"}`, `{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9}`,
		`{"\u2028":"\ud800"}`, `{"big":1e400}`, `{"n":-0.0}`,
	} {
		f.Add(s, "")
		f.Add(s, "A summary.")
	}
	f.Fuzz(func(t *testing.T, doc, summary string) {
		var v any
		if json.Unmarshal([]byte(doc), &v) != nil {
			return
		}
		res, err := Result(v, summary)
		if err != nil {
			if res != nil {
				t.Fatal("a result and an error")
			}
			return
		}
		text := res.Content[0].(mcp.TextContent).Text
		sc := res.StructuredContent.(map[string]any)
		if sc[SummaryField] != text {
			t.Fatalf("text %q and structured summary %v differ", text, sc[SummaryField])
		}
		if text == "" {
			t.Fatal("empty summary")
		}
		if summary == "" && utf8.RuneCountInString(text) > 1200 {
			t.Fatalf("derived summary of %d runes is not a sentence", utf8.RuneCountInString(text))
		}
		if _, err := json.Marshal(res); err != nil {
			t.Fatalf("the result does not encode: %v", err)
		}
	})
}

// FuzzConforms checks arbitrary structuredContent, as a server may relay
// it, against a kit schema: no panic, a sentence on failure, and the same
// verdict for raw bytes and for the decoded value.
func FuzzConforms(f *testing.F) {
	schema, err := SchemaFor[resPage]()
	if err != nil {
		f.Fatal(err)
	}
	tool := mcp.NewTool("search", mcp.WithRawOutputSchema(schema))
	for _, s := range []string{
		`{"summary":"s","count":1,"items":[{"id":1,"name":"a"}]}`,
		`{"summary":"s","count":1,"items":[{"id":"1","name":"a"}]}`,
		`{"summary":"s","error":{"code":"x","cause":"c","action":"a","retryable":true}}`,
		`{"summary":"s","error":{"code":"x"}}`, `{"0":{"1":[2]}}`, `[]`, `1`, `null`, `{"items":[[[]]]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		var v any
		if json.Unmarshal([]byte(doc), &v) != nil || v == nil {
			return
		}
		errRaw := Conforms(tool, json.RawMessage(doc))
		errVal := Conforms(tool, v)
		if (errRaw == nil) != (errVal == nil) {
			t.Fatalf("raw bytes: %v; decoded value: %v", errRaw, errVal)
		}
		var ce *ConformanceError
		if errRaw != nil && (!errors.As(errRaw, &ce) || ce.Problem == "") {
			t.Fatalf("not a ConformanceError with a problem: %v", errRaw)
		}
	})
}
