package budget

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
)

// FuzzCutText drives the text truncator with any text and limit: the
// result is within the limit, keeps a head (and in head+tail mode a tail)
// of the input, and never splits a character of valid input.
func FuzzCutText(f *testing.F) {
	f.Add("hello world", 3, false)
	f.Add(strings.Repeat("a", 3000), 40, false)
	f.Add(strings.Repeat("日本語 ", 500), 25, true)
	f.Add("line 1\nline 2\n\xff\xfe broken\n", 2, true)
	f.Add(strings.Repeat("==>\r\n/usr/bin ", 400), 60, false)
	f.Fuzz(func(t *testing.T, text string, limit int, tail bool) {
		limit = 1 + abs(limit)%3000
		l := Tokens(limit)
		if tail {
			l = l.WithMode(HeadTail)
		}
		out, _ := Enforce(mcp.NewToolResultText(text), l)
		if c := Cost(out, l); c > limit {
			t.Fatalf("cost %d over limit %d", c, limit)
		}
		got, _ := textOf(out.Content[0])
		if got == text || got == validUTF8(text) {
			return
		}
		if utf8.ValidString(text) && !utf8.ValidString(got) {
			t.Fatal("a valid text came out invalid: a character was split")
		}
		headEnd := len(got)
		for _, marker := range []string{"\n\n[Truncated", "\n\n[... about", shortNote} {
			if i := strings.Index(got, marker); i >= 0 && i < headEnd {
				headEnd = i
			}
		}
		if !strings.HasPrefix(validUTF8(text), got[:headEnd]) {
			t.Fatalf("kept text %q is not a head of the input", got[:headEnd])
		}
	})
}

// FuzzFitStructured drives the JSON shrinker with any JSON: the result
// is valid JSON within the limit, and a summary present before is still
// there.
func FuzzFitStructured(f *testing.F) {
	f.Add(`{"summary":"ok","items":[1,2,3]}`, 5)
	f.Add(`{"summary":"Found many.","rows":[{"a":[1,2,3,4,5,6,7,8,9,10]},{"a":[]}],"note":"`+strings.Repeat("x", 400)+`"}`, 40)
	f.Add(`[[[[[[[[[[1]]]]]]]]]]`, 2)
	f.Add(`{"s":"\u2028\u0000<>&","n":1e308}`, 3)
	f.Add(`"just a string `+strings.Repeat("y", 300)+`"`, 10)
	f.Fuzz(func(t *testing.T, doc string, limit int) {
		if !json.Valid([]byte(doc)) {
			return
		}
		limit = 1 + abs(limit)%2000
		res := &mcp.CallToolResult{RawStructuredContent: json.RawMessage(doc)}
		l := Tokens(limit)
		out, _ := Enforce(res, l)
		if c := Cost(out, l); c > limit {
			t.Fatalf("cost %d over limit %d", c, limit)
		}
		if out.RawStructuredContent != nil && !json.Valid(out.RawStructuredContent) {
			t.Fatalf("invalid JSON out: %s", out.RawStructuredContent)
		}
		var in map[string]any
		if json.Unmarshal([]byte(doc), &in) == nil {
			if _, had := in[summaryField].(string); had && out.StructuredContent != nil {
				m, _ := out.StructuredContent.(map[string]any)
				if _, ok := m[summaryField].(string); !ok && Count(`{"summary":"[truncated]"}`) <= limit {
					t.Fatalf("summary lost: %s", out.RawStructuredContent)
				}
			}
		}
	})
}

func abs(n int) int {
	if n < 0 {
		if n == -n {
			return 0
		}
		return -n
	}
	return n
}
