package budget

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mcperr/mcperr/internal/cputime"
)

// textAt returns the text of block i of res.
func textAt(t *testing.T, res *mcp.CallToolResult, i int) string {
	t.Helper()
	if i >= len(res.Content) {
		t.Fatalf("result has %d blocks, want block %d", len(res.Content), i)
	}
	s, ok := textOf(res.Content[i])
	if !ok {
		t.Fatalf("block %d is %T, want text", i, res.Content[i])
	}
	return s
}

// snapshot encodes res, to prove Enforce left the caller's result alone.
func snapshot(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func logLines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "2026-11-30T01:%02d:%02dZ INFO request %d served in %dms\n", i/60%60, i%60, i, i%97)
	}
	return b.String()
}

func TestEnforceFittingResultIsReturnedAsIs(t *testing.T) {
	res := mcp.NewToolResultText("Found 3 files: a.go, b.go, c.go.")
	res.StructuredContent = map[string]any{"summary": "Found 3 files: a.go, b.go, c.go.", "files": []any{"a.go", "b.go", "c.go"}, "count": 3.0}
	out, rep := Enforce(res, ClaudeCode)
	if out != res {
		t.Fatal("a fitting result must be returned as is, not copied")
	}
	if rep.Changed() || rep.Limit != 25000 || rep.TokensAfter <= 0 || rep.TokensAfter > 25000 {
		t.Fatalf("report %+v", rep)
	}
	allocs := testing.AllocsPerRun(100, func() { Enforce(res, ClaudeCode) })
	if allocs != 0 {
		t.Fatalf("Enforce on a fitting result allocated %v times, want 0", allocs)
	}
}

func TestEnforceCutsTextKeepingTheHead(t *testing.T) {
	text := logLines(20000)
	res := mcp.NewToolResultText(text)
	before := snapshot(t, res)
	l := Tokens(2000).WithHint("Call read_log again with offset=LINE to continue.")
	out, rep := Enforce(res, l)
	if snapshot(t, res) != before {
		t.Fatal("Enforce modified the caller's result")
	}
	got := textAt(t, out, 0)
	i := strings.Index(got, "\n\n[Truncated to fit a 2,000-token limit: about ")
	if i < 0 {
		t.Fatalf("no truncation note; text ends %q", got[max(0, len(got)-300):])
	}
	if !strings.HasPrefix(text, got[:i]) || i < 1000 {
		t.Fatalf("kept %d bytes that are not the head of the text", i)
	}
	if !strings.HasSuffix(got, " were left out after this point. Call read_log again with offset=LINE to continue.]") {
		t.Fatalf("note does not end with the author's hint: %q", got[i:])
	}
	first := lineOf(text, i)
	if !strings.Contains(got[i:], fmt.Sprintf("(lines %s-20,000 of 20,000)", thousands(first))) {
		t.Fatalf("note %q does not name the omitted lines from %d", got[i:], first)
	}
	if c := Cost(out, l); c > 2000 || c < 1800 || c != rep.TokensAfter {
		t.Fatalf("cost after = %d, report says %d; want within 2,000 and using most of it", c, rep.TokensAfter)
	}
	if rep.BlocksCut != 1 || rep.TokensBefore < 100000 {
		t.Fatalf("report %+v", rep)
	}
}

func TestEnforceHeadTailKeepsBothEnds(t *testing.T) {
	text := logLines(5000)
	out, _ := Enforce(mcp.NewToolResultText(text), Tokens(1500).WithMode(HeadTail))
	got := textAt(t, out, 0)
	i := strings.Index(got, "\n\n[... about ")
	j := strings.Index(got, " ...]\n\n")
	if i < 0 || j < i {
		t.Fatalf("no middle note in %q", got)
	}
	head, tail := got[:i], got[j+len(" ...]\n\n"):]
	if !strings.HasPrefix(text, head) || !strings.HasSuffix(text, tail) || len(head) < 500 || len(tail) < 500 {
		t.Fatalf("head %d bytes / tail %d bytes are not the ends of the text", len(head), len(tail))
	}
	if !strings.HasSuffix(tail, "request 5000 served in 53ms\n") {
		t.Fatalf("the last line must survive in head+tail mode; tail ends %q", tail[len(tail)-60:])
	}
	if c := Cost(out, Tokens(1500)); c > 1500 {
		t.Fatalf("cost %d over 1,500", c)
	}
}

func TestEnforceNeverSplitsUTF8(t *testing.T) {
	for _, text := range []string{strings.Repeat("日本語のテキスト😀", 3000), strings.Repeat("é", 50000), strings.Repeat("👍🏽", 20000)} {
		for _, mode := range []Mode{Head, HeadTail} {
			for _, limit := range []int{3, 50, 777} {
				out, _ := Enforce(mcp.NewToolResultText(text), Tokens(limit).WithMode(mode))
				got := textAt(t, out, 0)
				if !utf8.ValidString(got) {
					t.Fatalf("limit %d mode %d: cut split a character", limit, mode)
				}
				if c := Cost(out, Tokens(limit)); c > limit {
					t.Fatalf("limit %d mode %d: cost %d", limit, mode, c)
				}
			}
		}
	}
}

func TestEnforceErrorResultKeepsCauseAndAction(t *testing.T) {
	cause := "Upstream API returned HTTP 502. Retry after 30 seconds; if it persists, call status_page."
	res := &mcp.CallToolResult{IsError: true, Content: []mcp.Content{
		mcp.NewImageContent("iVBORw0KGgo=", "image/png"),
		mcp.NewTextContent(cause),
		mcp.NewTextContent("stack trace:\n" + strings.Repeat("goroutine 1 [running]:\nmain.handler()\n\t/src/main.go:42 +0x1d\n", 2000)),
	}}
	out, rep := Enforce(res, ClaudeCode)
	if rep.Limit != DefaultErrorTokens {
		t.Fatalf("error results get the error limit %d, got %d", DefaultErrorTokens, rep.Limit)
	}
	if got := textAt(t, out, 0); got != cause {
		t.Fatalf("first block = %q, want the cause and action first and whole", got)
	}
	if c := Cost(out, ClaudeCode); c > DefaultErrorTokens {
		t.Fatalf("error cost %d over %d", c, DefaultErrorTokens)
	}
	// The 1,600-token image cannot fit in 1,000: it is left out, and so
	// is what follows, with a note that says so.
	last := textAt(t, out, len(out.Content)-1)
	if !strings.Contains(last, "2 content blocks were left out to fit a 1,000-token limit.") || rep.BlocksDropped != 2 {
		t.Fatalf("last block %q, report %+v", last, rep)
	}
	// A cause longer than the error limit is cut from its end: its first
	// sentences survive.
	long := &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(cause + " " + strings.Repeat("detail ", 5000))}}
	out, _ = Enforce(long, Tokens(25000).WithErrorTokens(200))
	if got := textAt(t, out, 0); !strings.HasPrefix(got, cause) || Cost(out, ClaudeCode) > 200 {
		t.Fatalf("long cause cut wrongly: %q", got[:120])
	}
}

func TestEnforceCountsImagesByTheirRule(t *testing.T) {
	res := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("chart:"), mcp.NewImageContent(strings.Repeat("A", 400000), "image/png")}}
	if got, want := Cost(res, ClaudeCode), Count("chart:")+BinaryTokens; got != want {
		t.Fatalf("cost = %d, want text plus %d for the image = %d", got, BinaryTokens, want)
	}
	out, rep := Enforce(res, ClaudeCode)
	if out != res || rep.Changed() {
		t.Fatal("a 400 KB image costs 1,600 tokens and fits 25,000; nothing may change")
	}
}

func fileItems(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = map[string]any{"id": float64(i), "name": fmt.Sprintf("file-%06d.go", i), "size": float64(i * 37 % 9000)}
	}
	return out
}

func TestEnforceShrinksTheLargestArray(t *testing.T) {
	n := 100000
	if cputime.Race {
		n = 20000 // the race detector makes each encode ten times slower
	}
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent("Found 100,000 files.")},
		StructuredContent: map[string]any{"summary": "Found 100,000 files.", "files": fileItems(n), "tags": []any{"go", "test"}},
	}
	before := snapshot(t, res)
	l := ClaudeCode.WithHint("Call list_files again with page=2.")
	out, rep := Enforce(res, l)
	if snapshot(t, res) != before {
		t.Fatal("Enforce modified the caller's structuredContent")
	}
	var got map[string]any
	if err := json.Unmarshal(out.RawStructuredContent, &got); err != nil {
		t.Fatalf("structuredContent is not valid JSON: %v", err)
	}
	files := got["files"].([]any)
	if len(files) < 100 || len(files) > 5000 {
		t.Fatalf("kept %d files", len(files))
	}
	for i, f := range files {
		if f.(map[string]any)["id"].(float64) != float64(i) {
			t.Fatalf("item %d is not the original item %d: items must go from the end", i, i)
		}
	}
	if !reflect.DeepEqual(got["tags"], []any{"go", "test"}) {
		t.Fatalf("the small array was touched: %v", got["tags"])
	}
	want := fmt.Sprintf("Found 100,000 files. [Truncated to fit a 25,000-token limit: files keeps the first %s of %s items. Call list_files again with page=2.]", thousands(len(files)), thousands(n))
	if got["summary"] != want {
		t.Fatalf("summary = %q\nwant      %q", got["summary"], want)
	}
	if c := Cost(out, l); c > 25000 || c != rep.TokensAfter || rep.ItemsDropped != n-len(files) {
		t.Fatalf("cost %d, report %+v", c, rep)
	}
	if enc, _ := json.Marshal(out.StructuredContent); string(enc) != string(out.RawStructuredContent) {
		var a, b any
		json.Unmarshal(enc, &a)
		json.Unmarshal(out.RawStructuredContent, &b)
		if !reflect.DeepEqual(a, b) {
			t.Fatal("StructuredContent and RawStructuredContent disagree")
		}
	}
}

func TestEnforceKeepsRequiredFields(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","required":["summary","report"],"properties":{"summary":{"type":"string"},"report":{"type":"string"},"debug":{"type":"string"}},"additionalProperties":false}`)
	res := &mcp.CallToolResult{StructuredContent: map[string]any{
		"summary": "Report ready.",
		"report":  strings.Repeat("quarterly numbers ", 300),
		"debug":   strings.Repeat("trace ", 300),
	}}
	l := Tokens(500).WithOutputSchema(schema)
	out, rep := Enforce(res, l)
	got := out.StructuredContent.(map[string]any)
	if _, ok := got["report"]; !ok {
		t.Fatalf("required field report was removed: %v", got)
	}
	if Cost(out, l) > 500 {
		t.Fatalf("cost %d", Cost(out, l))
	}
	if rep.StringsCut == 0 {
		t.Fatalf("report %+v: the long strings should have been shortened", rep)
	}
	s, _ := got["report"].(string)
	if !strings.HasSuffix(s, cutMarker) && !strings.Contains(got["summary"].(string), "report was shortened") && len(s) != len(res.StructuredContent.(map[string]any)["report"].(string)) {
		t.Fatalf("report field neither whole nor marked as shortened: %q", s)
	}
}

func TestEnforceDeepAndHugeJSON(t *testing.T) {
	// 10,000 levels: more than encoding/json decodes. Enforce must not
	// panic, and the result must still be within the limit.
	var deep any = "bottom " + strings.Repeat("x", 3000)
	for range 10000 {
		deep = []any{deep}
	}
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"summary": "deep", "v": deep}}
	out, _ := Enforce(res, Tokens(300))
	if c := Cost(out, Tokens(300)); c > 300 {
		t.Fatalf("deep JSON: cost %d", c)
	}
	// An object with 100,000 keys has no array to shrink: fields go.
	wide := map[string]any{"summary": "wide"}
	keys := 100000
	if cputime.Race {
		keys = 20000
	}
	for i := range keys {
		wide[fmt.Sprintf("k%06d", i)] = "value"
	}
	out, _ = Enforce(&mcp.CallToolResult{StructuredContent: wide}, Tokens(400))
	if c := Cost(out, Tokens(400)); c > 400 {
		t.Fatalf("wide JSON: cost %d", c)
	}
	if s, _ := out.StructuredContent.(map[string]any)["summary"].(string); !strings.HasPrefix(s, "wide") && !strings.HasPrefix(s, "[Truncated") {
		t.Fatalf("summary lost: %q", s)
	}
}

func TestEnforceLimitSmallerThanNote(t *testing.T) {
	text := strings.Repeat("word ", 1000)
	for limit := 1; limit <= 60; limit++ {
		out, _ := Enforce(mcp.NewToolResultText(text), Tokens(limit))
		got := textAt(t, out, 0)
		if c := Cost(out, Tokens(limit)); c > limit {
			t.Fatalf("limit %d: cost %d", limit, c)
		}
		switch {
		case strings.Contains(got, "[Truncated to fit"), strings.HasSuffix(got, shortNote), got == "" || strings.HasPrefix(text, got):
		default:
			t.Fatalf("limit %d: %q is neither a cut with a note nor a bare prefix", limit, got)
		}
	}
	if got := textAt(t, must(Enforce(mcp.NewToolResultText(text), Tokens(8))), 0); !strings.HasSuffix(got, shortNote) {
		t.Fatalf("limit 8 should leave room for the short note, got %q", got)
	}
}

func must(res *mcp.CallToolResult, _ Report) *mcp.CallToolResult { return res }

func TestEnforceEdgeCases(t *testing.T) {
	if out, rep := Enforce(nil, ClaudeCode); out != nil || rep != (Report{}) {
		t.Fatal("nil result")
	}
	empty := &mcp.CallToolResult{}
	if out, _ := Enforce(empty, ClaudeCode); out != empty {
		t.Fatal("empty result must come back as is")
	}
	big := mcp.NewToolResultText(strings.Repeat("x ", 100000))
	if out, rep := Enforce(big, Limit{}); out != big || rep.Limit != 0 {
		t.Fatal("the zero Limit enforces nothing")
	}
	withNil := &mcp.CallToolResult{Content: []mcp.Content{nil, mcp.NewTextContent(strings.Repeat("y ", 50000))}}
	out, _ := Enforce(withNil, Tokens(100))
	if Cost(out, Tokens(100)) > 100 {
		t.Fatal("nil block")
	}
}

func TestEnforceMaxChars(t *testing.T) {
	tool := mcp.NewTool("read_file")
	SetMaxResultSizeChars(&tool, 2000)
	b, err := json.Marshal(tool)
	if err != nil {
		t.Fatal(err)
	}
	var wire mcp.Tool
	if err := json.Unmarshal(b, &wire); err != nil {
		t.Fatal(err)
	}
	if n, ok := MaxResultSizeChars(wire); !ok || n != 2000 {
		t.Fatalf("_meta round trip: %d %v from %s", n, ok, b)
	}
	if !strings.Contains(string(b), `"anthropic/maxResultSizeChars":2000`) {
		t.Fatalf("the key is not in the tool's JSON: %s", b)
	}
	l := ForTool(wire, ClaudeCode)
	out, _ := Enforce(mcp.NewToolResultText(strings.Repeat("abcdefghij ", 1000)), l)
	if got := textAt(t, out, 0); len(got) > 2000 || !strings.Contains(got, "[Truncated") {
		t.Fatalf("%d characters, want at most 2,000 with a note", len(got))
	}
	if _, ok := MaxResultSizeChars(mcp.NewTool("plain")); ok {
		t.Fatal("a tool without the key declares nothing")
	}
}

func TestToolLimits(t *testing.T) {
	tl := ToolLimits{Default: ClaudeCode, Tools: map[string]Limit{"tail_log": Tokens(5000).WithMode(HeadTail)}}
	if tl.For("tail_log").Tokens != 5000 || tl.For("tail_log").Mode != HeadTail || tl.For("other").Tokens != 25000 {
		t.Fatal("per-tool lookup")
	}
}

// A struct in structuredContent cannot be bounded without encoding it,
// but once encoded, its bytes decide: nothing is tokenized.
func TestEnforceStructValueFitsByBytes(t *testing.T) {
	type files struct {
		Summary string   `json:"summary"`
		Files   []string `json:"files"`
	}
	res := &mcp.CallToolResult{StructuredContent: files{Summary: "Found 2 files.", Files: []string{"a.go", "b.go"}}}
	out, rep := Enforce(res, ClaudeCode)
	enc, _ := json.Marshal(res.StructuredContent)
	if out != res || rep.Exact || rep.TokensAfter != DefaultCounter().UpperBound(string(enc)) {
		t.Fatalf("same=%v report %+v", out == res, rep)
	}
}

// Many long strings that the schema requires: they are all shortened in
// one step to a common length, and every one keeps its head.
func TestEnforceShortensManyRequiredStrings(t *testing.T) {
	obj := map[string]any{"summary": "Fetched 300 pages."}
	req := []any{"summary"}
	props := map[string]any{"summary": map[string]any{"type": "string"}}
	for i := range 300 {
		k := fmt.Sprintf("page%03d", i)
		obj[k] = fmt.Sprintf("page %d: ", i) + strings.Repeat("lorem ipsum dolor sit amet ", 100)
		req = append(req, k)
		props[k] = map[string]any{"type": "string"}
	}
	schema := map[string]any{"type": "object", "required": req, "properties": props}
	l := Tokens(20000).WithOutputSchema(schema)
	out, rep := Enforce(&mcp.CallToolResult{StructuredContent: obj}, l)
	got := out.StructuredContent.(map[string]any)
	for i := range 300 {
		k := fmt.Sprintf("page%03d", i)
		s, ok := got[k].(string)
		if !ok || !strings.HasPrefix(s, fmt.Sprintf("page %d: lorem", i)) {
			t.Fatalf("%s = %q: a required field must stay, with its head", k, s)
		}
	}
	if c := Cost(out, l); c > 20000 || rep.StringsCut < 250 || rep.FieldsDropped != 0 {
		t.Fatalf("cost %d, report %+v", c, rep)
	}
}
