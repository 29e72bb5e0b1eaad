package wire

import (
	"encoding/json"
	"strings"
	"testing"
)

// The baselines decode the same bytes with encoding/json into a generic
// map, the least any client does, so each benchmark reads as a ratio: what
// the classification costs on top of parsing the response at all.

var (
	benchResult = `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"` + strings.Repeat("Sunny and warm. ", 64) + `"}],"structuredContent":{"summary":"ok","temps":[1,2,3,4,5,6,7]},"isError":false}}`
	benchSSE    = strings.Repeat("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":1,\"progress\":1}}\n\n", 8) + "data: " + benchResult + "\n\n"
)

func BenchmarkClassifyJSON(b *testing.B) {
	r := Response{Status: 200, ContentType: "application/json", Body: []byte(benchResult)}
	b.SetBytes(int64(len(benchResult)))
	for b.Loop() {
		if c, _ := ClassifyHTTP(r, json.RawMessage(`7`)); c.Outcome != ToolSuccess {
			b.Fatal(c.Outcome)
		}
	}
}

func BenchmarkBaselineDecodeJSON(b *testing.B) {
	body := []byte(benchResult)
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClassifySSE(b *testing.B) {
	r := Response{Status: 200, ContentType: "text/event-stream", Body: []byte(benchSSE)}
	b.SetBytes(int64(len(benchSSE)))
	for b.Loop() {
		if c, _ := ClassifyHTTP(r, json.RawMessage(`7`)); c.Outcome != ToolSuccess {
			b.Fatal(c.Outcome)
		}
	}
}

func BenchmarkBaselineDecodeSSE(b *testing.B) {
	// A naive client: split on blank lines, strip "data: ", decode each.
	b.SetBytes(int64(len(benchSSE)))
	for b.Loop() {
		for _, ev := range strings.Split(benchSSE, "\n\n") {
			if d, ok := strings.CutPrefix(ev, "data: "); ok {
				var m map[string]any
				if err := json.Unmarshal([]byte(d), &m); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}
