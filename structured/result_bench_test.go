package structured

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// typicalPage is a search tool's page: a count, a cursor and 20 records.
func typicalPage() resPage {
	next := "cursor-2"
	p := resPage{Count: 20, Next: &next}
	for i := range 20 {
		p.Items = append(p.Items, resItem{ID: 1000 + i, Name: fmt.Sprintf("Quarterly report %d for the northern region", i)})
	}
	return p
}

// BenchmarkResult compares the builder with mcp-go's NewToolResultStructured,
// which only stores the value (baseline), both alone and followed by the
// JSON encoding every result goes through before it is sent.
func BenchmarkResult(b *testing.B) {
	v := typicalPage()
	const summary = "Found 20 reports; more on the next page."
	b.Run("build/baseline=mcp.NewToolResultStructured", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = mcp.NewToolResultStructured(v, summary)
		}
	})
	b.Run("build/structured.Result", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Result(v, summary); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("build+encode/baseline=mcp.NewToolResultStructured", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(mcp.NewToolResultStructured(v, summary)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("build+encode/structured.Result", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			res, err := Result(v, summary)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := json.Marshal(res); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkConforms measures the outgoing check on the same page with a
// compiled, cached schema, against encoding the result alone (baseline).
func BenchmarkConforms(b *testing.B) {
	schema, err := SchemaFor[resPage]()
	if err != nil {
		b.Fatal(err)
	}
	tool := mcp.NewTool("search", mcp.WithRawOutputSchema(schema))
	res, err := Result(typicalPage(), "Found 20 reports.")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("baseline=json.Marshal(result)", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(res); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Conforms", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := Conforms(tool, res.StructuredContent); err != nil {
				b.Fatal(err)
			}
		}
	})
}
