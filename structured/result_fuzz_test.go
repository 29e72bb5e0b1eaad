package structured

import (
	"encoding/json"
	"errors"
	"strings"
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
		sc := res.StructuredContent.(map[string]any)
		// The summary is the caller's and may itself hold "\n\n{".
		text, _ := sc[SummaryField].(string)
		data, ok := strings.CutPrefix(res.Content[0].(mcp.TextContent).Text, text+"\n\n"+"{")
		if !ok {
			t.Fatalf("text %q does not start with the structured summary %v and the data", res.Content[0].(mcp.TextContent).Text, sc[SummaryField])
		}
		if data = "{" + data; len(data) <= DataTextLimit {
			var got map[string]any
			if err := json.Unmarshal([]byte(data), &got); err != nil || len(got) != len(sc)-1 {
				t.Fatalf("the text block's data %q does not hold the %d fields: %v", data, len(sc)-1, err)
			}
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

// FuzzCutData cuts arbitrary serialised data (it comes from upstream
// APIs): the kept part is a prefix within the limit, valid UTF-8 when the
// data was, and a cut always carries its note.
func FuzzCutData(f *testing.F) {
	for _, s := range []string{`{"a":[{"id":1},{"id":2}],"b":"x"}`, `[1,2,3,4,5,6,7,8,9]`, "ééééééé", ""} {
		f.Add(s, 7)
	}
	f.Fuzz(func(t *testing.T, data string, limit int) {
		if limit < 0 || limit > 1<<16 {
			return
		}
		out := cutData(data, limit)
		if len(data) <= limit {
			if out != data {
				t.Fatalf("cutData changed data within the limit: %q", out)
			}
			return
		}
		head, _, ok := strings.Cut(out, "\n[The data is cut here: ")
		if !ok || len(head) > limit || !strings.HasPrefix(data, head) {
			t.Fatalf("cutData(%q, %d) = %q", data, limit, out)
		}
		if utf8.ValidString(data) && !utf8.ValidString(head) {
			t.Fatalf("cutData split a character: %q", head)
		}
	})
}
