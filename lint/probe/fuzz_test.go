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

// FuzzHintParam: the hint names an argument the tool's schema has, or
// none; never the stock example of another tool.
func FuzzHintParam(f *testing.F) {
	f.Add([]byte(`{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`))
	f.Add([]byte(`{"properties":{"b":{},"a":1}}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, schema []byte) {
		p := firstParam(schema)
		var s struct {
			Properties map[string]json.RawMessage `json:"properties"`
			Required   []json.RawMessage          `json:"required"`
		}
		json.Unmarshal(schema, &s)
		listed := p == "" || s.Properties[p] != nil
		for _, r := range s.Required {
			listed = listed || string(r) == strconvQuote(p)
		}
		if !listed {
			t.Fatalf("firstParam = %q, not an argument of %s", p, schema)
		}
		f := []resultcheck.Finding{{Check: resultcheck.CheckAction, Message: `add an action, such as "Retry after 60 seconds." or "Call the tool again with \"days\" corrected."`}}
		hintParam(f, p)
		if p != "days" && strings.Contains(f[0].Message, `\"days\"`) {
			t.Fatalf("hint for %q still names days: %s", p, f[0].Message)
		}
	})
}

func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
