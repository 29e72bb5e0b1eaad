package probe

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcperr/mcperr/lint/resultcheck"
)

// FuzzShorten: whatever a server sends, the shortened text is one line
// within the bound.
func FuzzShorten(f *testing.F) {
	f.Add("Rate limit exceeded.\nRetry after 60 seconds.", 20)
	f.Add("\xff\xfe\tab  c", 3)
	f.Fuzz(func(t *testing.T, s string, n int) {
		n = 3 + abs(n)%400
		got := Shorten(s, n)
		if strings.ContainsAny(got, "\n\r\t") || utf8.RuneCountInString(got) > n {
			t.Fatalf("Shorten(%q, %d) = %q", s, n, got)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -(n + 1)
	}
	return n
}

// FuzzHintParam: whatever the tool's input schema, the "add an action"
// hint of the probe's unknown-argument case names an argument the schema
// declares, or none; never the probe's made-up argument.
func FuzzHintParam(f *testing.F) {
	f.Add([]byte(`{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`))
	f.Add([]byte(`{"properties":{"b":{},"a":1}}`))
	f.Add([]byte(`{"required":["x\"y"]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, schema []byte) {
		params := toolParams(schema)
		var s struct {
			Properties map[string]json.RawMessage `json:"properties"`
			Required   []json.RawMessage          `json:"required"`
		}
		json.Unmarshal(schema, &s)
		declared := map[string]bool{}
		for p := range s.Properties {
			declared[p] = true
		}
		for _, r := range s.Required {
			var name string
			if json.Unmarshal(r, &name) == nil {
				declared[name] = true
			}
		}
		for _, p := range params {
			if !declared[p] {
				t.Fatalf("toolParams names %q, not an argument of %s", p, schema)
			}
		}
		rep, err := resultcheck.CheckMessage([]byte(`{"content":[{"type":"text","text":"The upstream refused the query."}],"isError":true}`),
			resultcheck.Options{Param: UnknownParam, ToolParams: params})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Findings {
			if f.Check == resultcheck.CheckAction && strings.Contains(f.Message, UnknownParam) && !declared[UnknownParam] {
				t.Fatalf("the hint for a tool with %q names the made-up argument: %s", params, f.Message)
			}
		}
	})
}
