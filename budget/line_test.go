package budget

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// TestCutStopsAtALine: a text cut to a budget keeps whole lines when a
// line ends near the cut, at the head and at the tail, so the model never
// reads half a record.
func TestCutStopsAtALine(t *testing.T) {
	var b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&b, "record %d: status open, owner team-%d, total %d.50 EUR, end\n", i, i%7, i)
	}
	text := b.String()
	for _, mode := range []Mode{Head, HeadTail} {
		for _, limit := range []int{150, 400, 1200} {
			if mode == HeadTail && limit == 150 {
				continue // the tail's room holds less than one line: no line end is near
			}
			res := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}}
			out, rep := Enforce(res, Tokens(limit).WithMode(mode))
			if rep.BlocksCut != 1 {
				t.Fatalf("mode %d, limit %d: nothing was cut", mode, limit)
			}
			got := out.Content[0].(mcp.TextContent).Text
			if cost := Cost(out, Tokens(limit)); cost > limit {
				t.Errorf("mode %d, limit %d: costs %d", mode, limit, cost)
			}
			for _, line := range strings.Split(got, "\n") {
				if strings.HasPrefix(line, "record ") && !strings.HasSuffix(line, ", end") {
					t.Errorf("mode %d, limit %d: a line was cut: %q", mode, limit, line)
				}
				if !strings.HasPrefix(line, "record ") && strings.HasSuffix(line, ", end") {
					t.Errorf("mode %d, limit %d: a line lost its start: %q", mode, limit, line)
				}
			}
		}
	}
}
