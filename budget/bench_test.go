package budget

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// Benchmarks come in pairs, the kit beside a baseline, so each figure is a
// ratio. Run them in one go:
//
//	go test -run '^$' -bench . -benchtime 1x ./budget      (the slow baselines)
//	go test -run '^$' -bench 'Fits' ./budget                (the fast path)

func fittingResult() *mcp.CallToolResult {
	res := mcp.NewToolResultText("Found 3 files: a.go, b.go, c.go.")
	res.StructuredContent = map[string]any{"summary": "Found 3 files: a.go, b.go, c.go.", "files": []any{"a.go", "b.go", "c.go"}}
	return res
}

// BenchmarkFitsEnforce is the cost Enforce adds to every call whose
// result fits: no encoding, no allocation.
func BenchmarkFitsEnforce(b *testing.B) {
	res := fittingResult()
	Count("warm up")
	b.ReportAllocs()
	for b.Loop() {
		Enforce(res, ClaudeCode)
	}
}

// BenchmarkFitsBaselineMarshal is what every call costs anyway: encoding
// the same result for the wire.
func BenchmarkFitsBaselineMarshal(b *testing.B) {
	res := fittingResult()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := json.Marshal(res); err != nil {
			b.Fatal(err)
		}
	}
}

// tenMB is about 10 MB of log lines.
var tenMB = strings.Repeat("2026-11-30T01:02:03Z INFO GET /api/v1/items?page=7 served 200 in 12ms to 10.0.0.7\n", 10<<20/83)

// BenchmarkEnforce10MB cuts a 10 MB text result to Claude Code's limit.
func BenchmarkEnforce10MB(b *testing.B) {
	res := mcp.NewToolResultText(tenMB)
	Count("warm up")
	for b.Loop() {
		Enforce(res, ClaudeCode)
	}
}

// BenchmarkBaselineTiktoken10MB is one plain tiktoken-go encode of the
// same text: what counting it naively costs.
func BenchmarkBaselineTiktoken10MB(b *testing.B) {
	enc := DefaultCounter().encoder()
	for b.Loop() {
		enc.EncodeOrdinary(tenMB)
	}
}

var oneMBRepeated = strings.Repeat("a", 1<<20)

// BenchmarkCountRepeated1MB counts 1 MB of one repeated character.
func BenchmarkCountRepeated1MB(b *testing.B) {
	Count("warm up")
	for b.Loop() {
		Count(oneMBRepeated)
	}
}

// BenchmarkEnforceRepeated1MB counts and cuts 1 MB of one repeated
// character to Claude Code's limit.
func BenchmarkEnforceRepeated1MB(b *testing.B) {
	res := mcp.NewToolResultText(oneMBRepeated)
	Count("warm up")
	for b.Loop() {
		Enforce(res, ClaudeCode)
	}
}

// BenchmarkBaselineTiktokenRepeated100KB is a plain tiktoken-go encode of
// only 100 KB of the same character: a tenth of the input, because the
// quadratic merge would not finish on 1 MB in a benchmark's time.
func BenchmarkBaselineTiktokenRepeated100KB(b *testing.B) {
	enc := DefaultCounter().encoder()
	s := oneMBRepeated[:100<<10]
	for b.Loop() {
		enc.EncodeOrdinary(s)
	}
}

// hundredK is a structured result with 100,000 items.
func hundredK() *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent("Found 100,000 files.")},
		StructuredContent: map[string]any{"summary": "Found 100,000 files.", "files": fileItems(100000)},
	}
}

// BenchmarkEnforceJSON100K shrinks 100,000 array items to the limit.
func BenchmarkEnforceJSON100K(b *testing.B) {
	res := hundredK()
	Count("warm up")
	for b.Loop() {
		Enforce(res, ClaudeCode)
	}
}

// BenchmarkBaselineTiktokenJSON100K is one plain encode of the same JSON.
func BenchmarkBaselineTiktokenJSON100K(b *testing.B) {
	enc := DefaultCounter().encoder()
	j, _ := json.Marshal(hundredK().StructuredContent)
	s := string(j)
	for b.Loop() {
		enc.EncodeOrdinary(s)
	}
}
