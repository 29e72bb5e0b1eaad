package resultcheck

import (
	"encoding/json"
	"strings"
	"testing"
)

// The baseline decodes the same response into a generic map, the least a
// client does with it, so the benchmark reads as a ratio: what the checks
// cost on top of parsing the result at all.

var benchDoc = []byte(`{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"` + daysText + `"}],"structuredContent":{"summary":"` + daysText + `","error":{"code":"invalid_argument","cause":"Invalid value for \"days\": must be between 1 and 14 (got 30).","action":"Call the tool again with \"days\" corrected.","param":"days","retryable":false}},"isError":true}}`)

var benchLarge = []byte(`{"content":[{"type":"text","text":"` + strings.Repeat("row 1, 2, 3; ", 4000) + `"}]}`)

func BenchmarkCheckError(b *testing.B) {
	b.SetBytes(int64(len(benchDoc)))
	for b.Loop() {
		if r, _ := CheckMessage(benchDoc, Options{Param: "days"}); r.Grade != GradeA {
			b.Fatal(r.Findings)
		}
	}
}

func BenchmarkBaselineDecodeError(b *testing.B) {
	b.SetBytes(int64(len(benchDoc)))
	for b.Loop() {
		var m map[string]any
		if err := json.Unmarshal(benchDoc, &m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckLarge(b *testing.B) {
	b.SetBytes(int64(len(benchLarge)))
	for b.Loop() {
		CheckMessage(benchLarge, Options{})
	}
}

func BenchmarkBaselineDecodeLarge(b *testing.B) {
	b.SetBytes(int64(len(benchLarge)))
	for b.Loop() {
		var m map[string]any
		if err := json.Unmarshal(benchLarge, &m); err != nil {
			b.Fatal(err)
		}
	}
}
