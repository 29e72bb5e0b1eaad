package structured

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func pageTool(t *testing.T) mcp.Tool {
	t.Helper()
	return mcp.NewTool("search", mcp.WithRawOutputSchema(mustSchema[resPage](t)))
}

func TestConformsNamesTheField(t *testing.T) {
	tool := pageTool(t)
	tests := []struct {
		name    string
		content any
		field   string
		problem string
	}{
		{"nested type", map[string]any{"summary": "s", "count": 1, "items": []any{map[string]any{"id": 1, "name": "a"}, map[string]any{"id": "2", "name": "b"}}},
			"items[1].id", "is invalid: got string, want integer"},
		{"missing field", map[string]any{"summary": "s", "items": []any{}}, "count", "is missing"},
		{"undeclared field", map[string]any{"summary": "s", "count": 1, "items": []any{}, "debug": true},
			"debug", "is not declared in the schema, which allows no other fields"},
		{"missing summary", map[string]any{"count": 1, "items": []any{}}, "summary", "is missing"},
		{"bad mirror", map[string]any{"summary": "s", "error": map[string]any{"code": "x", "cause": "c", "retryable": false}}, "error.action", "is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Conforms(tool, tt.content)
			var ce *ConformanceError
			if !errors.As(err, &ce) {
				t.Fatalf("Conforms = %v; want a *ConformanceError", err)
			}
			if ce.Tool != "search" || ce.Field != tt.field || ce.Problem != tt.problem {
				t.Errorf("got tool %q, field %q, problem %q; want field %q, problem %q", ce.Tool, ce.Field, ce.Problem, tt.field, tt.problem)
			}
		})
	}
}

func TestConformanceErrorSentence(t *testing.T) {
	err := Conforms(pageTool(t), map[string]any{"summary": "s", "count": "3", "items": []any{}})
	want := `the structuredContent of tool "search" does not match its output schema: field "count" is invalid: got string, want integer; ` +
		`fix the value or the schema (structured.SchemaFor builds one that admits every result the kit sends)`
	if err == nil || err.Error() != want {
		t.Errorf("error =\n%v\nwant\n%s", err, want)
	}
}

func TestConformsAccepts(t *testing.T) {
	tool := pageTool(t)
	ok := map[string]any{
		"Result":      mustResult(t, resPage{Count: 1, Items: []resItem{{1, "a"}}}),
		"ErrorResult": mustError(t, fullMirror),
		"raw bytes":   json.RawMessage(`{"summary":"s","count":0,"items":[]}`),
		"nil":         nil,
		"typed struct": struct {
			Summary string    `json:"summary"`
			Count   int       `json:"count"`
			Items   []resItem `json:"items"`
		}{"s", 0, []resItem{}},
	}
	for name, c := range ok {
		if err := Conforms(tool, c); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := Conforms(mcp.NewTool("plain"), map[string]any{"anything": 1}); err != nil {
		t.Errorf("a tool without an output schema: %v", err)
	}
}

func TestConformsStructuredOutputSchema(t *testing.T) {
	// mcp-go's own WithOutputSchema fills Tool.OutputSchema, not RawOutputSchema.
	type out struct {
		N int `json:"n"`
	}
	tool := mcp.NewTool("typed", mcp.WithOutputSchema[out]())
	if err := Conforms(tool, map[string]any{"n": 1}); err != nil {
		t.Errorf("a conforming value: %v", err)
	}
	var ce *ConformanceError
	if err := Conforms(tool, map[string]any{"n": "one"}); !errors.As(err, &ce) || ce.Field != "n" {
		t.Errorf("a non-conforming value: %v", err)
	}
}

func TestConformsBadSchema(t *testing.T) {
	tool := mcp.NewTool("bad", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object","properties":{"n":{"type":"integr"}}}`)))
	err := Conforms(tool, map[string]any{"n": 1})
	var ce *ConformanceError
	if err == nil || errors.As(err, &ce) || !strings.Contains(err.Error(), `the output schema of tool "bad" is not usable`) {
		t.Errorf("error = %v; want a schema error that is not a ConformanceError", err)
	}
}

func TestCheckResult(t *testing.T) {
	tool := pageTool(t)
	success, _ := Result(resPage{Items: []resItem{}}, "none")
	failure, _ := ErrorResult("", minimalMirror)
	bare := mcp.NewToolResultText("hello")
	bareError := mcp.NewToolResultError("it broke")
	raw := &mcp.CallToolResult{StructuredContent: map[string]any{"summary": "s", "count": 0, "items": []any{}},
		RawStructuredContent: json.RawMessage(`{"summary":"s","count":"zero","items":[]}`)}
	cases := []struct {
		name string
		res  *mcp.CallToolResult
		want string // "" for no error
	}{
		{"success", success, ""},
		{"error", failure, ""},
		{"error without structuredContent", bareError, ""},
		{"success without structuredContent", bare, "is missing: the tool declares an output schema, so a successful result must carry structuredContent"},
		{"raw bytes win over the value", raw, `field "count" is invalid`},
		{"nil", nil, ""},
	}
	for _, c := range cases {
		err := CheckResult(tool, c.res)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error = %v; want it to contain %q", c.name, err, c.want)
		}
	}
	if err := CheckResult(mcp.NewTool("plain"), bare); err != nil {
		t.Errorf("a tool without a schema: %v", err)
	}
}

func TestDropStructured(t *testing.T) {
	failure, _ := ErrorResult("Report 7 not found. List reports first.", minimalMirror)
	got := DropStructured(failure)
	if got.StructuredContent != nil || got.RawStructuredContent != nil || !got.IsError {
		t.Errorf("DropStructured = %+v", got)
	}
	if txt := textsOf(t, got); len(txt) != 1 || txt[0] != "Report 7 not found. List reports first." {
		t.Errorf("text = %q", txt)
	}
	if failure.StructuredContent == nil {
		t.Error("DropStructured changed its argument")
	}
	noText := &mcp.CallToolResult{StructuredContent: map[string]any{"summary": "Only here.", "n": 1}}
	if txt := textsOf(t, DropStructured(noText)); len(txt) != 1 || txt[0] != "Only here." {
		t.Errorf("without a text block: text = %q; want the summary", txt)
	}
}

func TestConformsOddValues(t *testing.T) {
	tool := mcp.NewTool("t", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object","properties":{"n":{"type":"number"}}}`)))
	self := map[string]any{}
	self["n"] = self
	for name, c := range map[string]any{
		"a map containing itself": self,
		"NaN":                     map[string]any{"n": math.NaN()},
		"a bad json.Number":       map[string]any{"n": json.Number("NaN")},
	} {
		var ce *ConformanceError
		if err := Conforms(tool, c); !errors.As(err, &ce) || !strings.Contains(err.Error(), "cannot be encoded as JSON") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := Conforms(tool, map[string]any{"n": json.Number("-1.5e3")}); err != nil {
		t.Errorf("a valid json.Number: %v", err)
	}
}

func TestDeclaresOutputSchema(t *testing.T) {
	typed := mcp.NewTool("typed")
	typed.OutputSchema = mcp.ToolOutputSchema{Type: "object"}
	for _, tc := range []struct {
		tool mcp.Tool
		want bool
	}{
		{mcp.NewTool("none"), false},
		{mcp.NewTool("raw", mcp.WithRawOutputSchema([]byte(`{"type":"object"}`))), true},
		{typed, true},
	} {
		if got := DeclaresOutputSchema(tc.tool); got != tc.want {
			t.Errorf("%s: DeclaresOutputSchema = %v, want %v", tc.tool.Name, got, tc.want)
		}
	}
}
