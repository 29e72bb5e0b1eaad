package structured

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

type resItem struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type resPage struct {
	Count int       `json:"count"`
	Items []resItem `json:"items"`
	Next  *string   `json:"next_cursor,omitempty"`
}

func textsOf(t *testing.T, res *mcp.CallToolResult) []string {
	t.Helper()
	var out []string
	for _, c := range res.Content {
		tc, ok := c.(mcp.TextContent)
		if !ok {
			t.Fatalf("content block %T is not text", c)
		}
		out = append(out, tc.Text)
	}
	return out
}

// wireContent is the structuredContent exactly as the server sends it.
func wireContent(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		SC json.RawMessage `json:"structuredContent"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return string(m.SC)
}

func TestResultSummaryInBothChannels(t *testing.T) {
	next := "c2"
	res, err := Result(resPage{Count: 2, Items: []resItem{{1, "a"}, {2, "b"}}, Next: &next}, "Found 2 items.")
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError {
		t.Error("a success result is marked isError")
	}
	wantText := "Found 2 items.\n\n" + `{"count":2,"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"next_cursor":"c2"}`
	if got := textsOf(t, res); len(got) != 1 || got[0] != wantText {
		t.Errorf("text blocks = %q; want the summary and the data", got)
	}
	want := `{"count":2,"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"next_cursor":"c2","summary":"Found 2 items."}`
	if got := wireContent(t, res); got != want {
		t.Errorf("structuredContent on the wireContent =\n%s\nwant\n%s", got, want)
	}
}

func TestResultOptions(t *testing.T) {
	res, err := Result(map[string]any{"n": 1, "html": "<b>"}, "One.", WithSummaryField("overview"), WithJSONText())
	if err != nil {
		t.Fatal(err)
	}
	got := textsOf(t, res)
	want := []string{"One.\n\n" + `{"html":"<b>","n":1}`}
	if len(got) != 1 || got[0] != want[0] {
		t.Errorf("text blocks = %q; want %q", got, want)
	}
	if _, ok := res.StructuredContent.(map[string]any)[SummaryField]; ok {
		t.Errorf("the default summary field is present although WithSummaryField renamed it")
	}
	res, err = Result(map[string]any{"n": 1}, "One.", WithDataTextLimit(0))
	if err != nil {
		t.Fatal(err)
	}
	if got := textsOf(t, res); len(got) != 1 || got[0] != "One." {
		t.Errorf("WithDataTextLimit(0): text blocks = %q; want the summary alone", got)
	}
}

func TestResultKeepsLargeIntegers(t *testing.T) {
	// 2^53+1 is not representable as float64; a float round trip would send ...992.
	res, err := Result(struct {
		ID int64 `json:"id"`
	}{9007199254740993}, "x")
	if err != nil {
		t.Fatal(err)
	}
	if got := wireContent(t, res); !strings.Contains(got, `"id":9007199254740993`) {
		t.Errorf("structuredContent = %s; the 64-bit ID changed", got)
	}
}

func TestResultDerivedSummary(t *testing.T) {
	long := strings.Repeat("x", 100)
	many := map[string]any{}
	for _, k := range "abcdefghij" {
		many[string(k)] = true
	}
	tests := []struct {
		name string
		v    any
		want string
	}{
		{"empty", struct{}{}, "The call succeeded and returned no fields."},
		{"one field", map[string]int{"n": 3}, "Result with 1 field: n 3."},
		{"struct order and kinds", struct {
			Zed   string         `json:"zed"`
			Items []int          `json:"items"`
			One   []int          `json:"one"`
			Obj   map[string]int `json:"obj"`
			OK    bool           `json:"ok"`
			None  *int           `json:"none"`
			Ratio float64        `json:"ratio"`
		}{"z", []int{1, 2, 3}, []int{1}, map[string]int{"a": 1}, true, nil, 0.5},
			`Result with 7 fields: zed "z"; items: 3 items; one: 1 item; obj: 1 field; ok true; none: none; ratio 0.5.`},
		{"long string", map[string]string{"s": long}, `Result with 1 field: s "` + strings.Repeat("x", 59) + `…".`},
		{"quotes and newlines", map[string]string{"s": "a\"b\nc"}, `Result with 1 field: s "a\"b\nc".`},
		{"more than eight", many, "Result with 10 fields: a true; b true; c true; d true; e true; f true; g true; h true; and 2 more."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, summary := range []string{"", "  \n"} {
				res, err := Result(tt.v, summary)
				if err != nil {
					t.Fatal(err)
				}
				got, _, _ := strings.Cut(textsOf(t, res)[0], "\n\n")
				if got != tt.want {
					t.Errorf("derived summary =\n%s\nwant\n%s", got, tt.want)
				}
				if sc := res.StructuredContent.(map[string]any)[SummaryField]; sc != got {
					t.Errorf("structuredContent summary %q differs from the text block %q", sc, got)
				}
			}
		})
	}
}

type resCyclic struct {
	Name string     `json:"name"`
	Next *resCyclic `json:"next"`
}

func TestResultRejects(t *testing.T) {
	loop := &resCyclic{Name: "a"}
	loop.Next = loop
	var nilPage *resPage
	tests := []struct {
		name string
		v    any
		opts []Option
		want string
	}{
		{"nil", nil, nil, "structured.Result: the value is nil: pass a struct or map"},
		{"nil pointer", nilPage, nil, "the value of type *structured.resPage is nil and encodes as JSON null"},
		{"array", []resItem{{1, "a"}}, nil, "encodes as a JSON array, but structuredContent must be a JSON object: wrap it in a struct, such as struct{ Items []structured.resItem `json:\"items\"` }"},
		{"string", "hello", nil, "encodes as a JSON string"},
		{"channel", struct {
			Ch chan int `json:"updates"`
		}{make(chan int)}, nil, `field "updates" of struct { Ch chan int "json:\"updates\"" } is a chan int`},
		{"NaN deep", map[string]any{"stats": []any{map[string]float64{"ok": 1}, map[string]float64{"ratio": math.NaN()}}}, nil,
			`field "stats[1].ratio" of map[string]interface {} is NaN (a float64); JSON cannot carry it`},
		{"infinity", struct{ F float32 }{float32(math.Inf(1))}, nil, `field "F" of struct { F float32 } is +Inf (a float32)`},
		{"cycle", loop, nil, `field "next" of *structured.resCyclic is part of a pointer cycle`},
		{"summary field taken", map[string]string{"summary": "x"}, nil,
			`has a top-level field named "summary", which holds the result's summary; rename the field with a json tag, or pass structured.WithSummaryField`},
		{"error field taken", map[string]string{"error": "x"}, nil, `has a top-level field named "error", which error results use for the error mirror`},
		{"renamed summary taken", map[string]string{"overview": "x"}, []Option{WithSummaryField("overview")}, `field named "overview"`},
		{"empty summary field", map[string]string{}, []Option{WithSummaryField(" ")}, "structured.WithSummaryField: the name is empty"},
		{"summary field is error", map[string]string{}, []Option{WithSummaryField("error")}, `"error" is reserved for the error mirror`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Result(tt.v, "s", tt.opts...)
			if err == nil {
				t.Fatalf("Result accepted it and returned %+v", res)
			}
			if res != nil {
				t.Errorf("Result returned a result with its error")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error =\n%v\nwant it to contain\n%s", err, tt.want)
			}
		})
	}
}

func TestErrorResultShape(t *testing.T) {
	m := ErrorMirror{Code: "rate_limited", Cause: "Rate limit exceeded.", Action: "Retry after 60 seconds.", RetryAfterSeconds: 60, Retryable: true}
	res, err := ErrorResult("", m)
	if err != nil {
		t.Fatal(err)
	}
	// The documented wire shape, written out by hand.
	want := `{"error":{"action":"Retry after 60 seconds.","cause":"Rate limit exceeded.","code":"rate_limited","retry_after_seconds":60,"retryable":true},` +
		`"summary":"Rate limit exceeded. Retry after 60 seconds."}`
	if got := wireContent(t, res); got != want {
		t.Errorf("structuredContent =\n%s\nwant\n%s", got, want)
	}
	if got := textsOf(t, res); len(got) != 1 || got[0] != "Rate limit exceeded. Retry after 60 seconds." {
		t.Errorf("text blocks = %q", got)
	}
	if !res.IsError {
		t.Error("isError is not set")
	}
}

// TestResultCutsLargeData: data beyond the limit is cut after a whole item,
// with a note that says so, and the text stays within the limit plus the
// note.
func TestResultCutsLargeData(t *testing.T) {
	items := make([]resItem, 3000)
	for i := range items {
		items[i] = resItem{i, "item"}
	}
	res, err := Result(resPage{Count: len(items), Items: items}, "3000 items.")
	if err != nil {
		t.Fatal(err)
	}
	text := textsOf(t, res)[0]
	head, note, ok := strings.Cut(text, "\n[The data is cut here: ")
	if !ok || !strings.HasSuffix(note, "call the tool again for a smaller part, for example with a narrower filter or the next page.]") {
		t.Fatalf("no note after a cut: ...%s", text[max(0, len(text)-300):])
	}
	if !strings.HasSuffix(head, "}") || len(head) > len("3000 items.\n\n")+DataTextLimit {
		t.Errorf("the cut does not end after a whole item within %d bytes: %d bytes ending %q", DataTextLimit, len(head), head[len(head)-20:])
	}
}
