package toolerr

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/mcperr/mcperr/internal/schemacheck"
	"github.com/mcperr/mcperr/structured"
)

// TestDescribeRules covers the rules the wire table does not: each schema
// and arguments pair must give exactly the message shown.
func TestDescribeRules(t *testing.T) {
	cases := []struct{ name, schema, args, want string }{
		{"const", `{"properties":{"v":{"const":"v2"}}}`, `{"v":"v1"}`,
			`Invalid value for "v": must be "v2" (got "v1"). Call the tool again with "v" corrected.`},
		{"multipleOf", `{"properties":{"n":{"type":"number","multipleOf":0.5}}}`, `{"n":0.3}`,
			`Invalid value for "n": must be a multiple of 0.5 (got 0.3). Call the tool again with "n" corrected.`},
		{"exclusive maximum alone", `{"properties":{"n":{"exclusiveMaximum":10}}}`, `{"n":10}`,
			`Invalid value for "n": must be less than 10 (got 10). Call the tool again with "n" corrected.`},
		{"minimum alone", `{"properties":{"n":{"minimum":-2.5}}}`, `{"n":-3}`,
			`Invalid value for "n": must be at least -2.5 (got -3). Call the tool again with "n" corrected.`},
		{"exact length", `{"properties":{"pin":{"type":"string","minLength":4,"maxLength":4}}}`, `{"pin":"12"}`,
			`Invalid value for "pin": must be exactly 4 characters long (got 2 characters). Call the tool again with "pin" corrected.`},
		{"length counts characters, not bytes", `{"properties":{"s":{"maxLength":2}}}`, `{"s":"日本語"}`,
			`Invalid value for "s": must be at most 2 characters long (got 3 characters). Call the tool again with "s" corrected.`},
		{"min items", `{"properties":{"ids":{"type":"array","minItems":1}}}`, `{"ids":[]}`,
			`Invalid value for "ids": must have at least 1 item (got 0 items). Call the tool again with "ids" corrected.`},
		{"boolean as string", `{"properties":{"dry_run":{"type":"boolean"}}}`, `{"dry_run":"true"}`,
			`Invalid value for "dry_run": must be true or false, not a string (got "true"); send true without quotes. Call the tool again with "dry_run" corrected.`},
		{"number as string with exponent", `{"properties":{"x":{"type":"number"}}}`, `{"x":"1e3"}`,
			`Invalid value for "x": must be a number, not a string (got "1e3"); send 1e3 without quotes. Call the tool again with "x" corrected.`},
		{"secret number as string", `{"properties":{"token":{"type":"integer"}}}`, `{"token":"884211"}`,
			`Invalid value for "token": must be an integer, not a string (got a value that is not shown because it may be secret); send it without quotes. Call the tool again with "token" corrected.`},
		{"not a number string", `{"properties":{"x":{"type":"number"}}}`, `{"x":"NaN"}`,
			`Invalid value for "x": must be a number (got "NaN"). Call the tool again with "x" corrected.`},
		{"dependent required", `{"dependentRequired":{"start":["end"]}}`, `{"start":1}`,
			`Missing required parameter "end" (when "start" is given). Call the tool again with "end" set.`},
		{"property names", `{"propertyNames":{"pattern":"^[a-z]+$"}}`, `{"Bad":1}`,
			`Unknown parameter "Bad". Call the tool again without "Bad".`},
		{"unevaluated properties", `{"properties":{"city":{}},"unevaluatedProperties":false}`, `{"ctiy":1}`,
			`Unknown parameter "ctiy"; did you mean "city"? Call the tool again with "ctiy" corrected.`},
		{"false property", `{"properties":{"legacy":false}}`, `{"legacy":1}`,
			`Invalid value for "legacy": must not be given. Call the tool again with "legacy" corrected.`},
		{"not", `{"properties":{"s":{"not":{"const":"admin"}}}}`, `{"s":"admin"}`,
			`Invalid value for "s": must not have this value (got "admin"). Call the tool again with "s" corrected.`},
		{"oneOf matching twice", `{"properties":{"v":{"oneOf":[{"type":"integer"},{"minimum":0}]}}}`, `{"v":1}`,
			`Invalid value for "v": must match exactly one of the allowed forms, but matches several (got 1). Call the tool again with "v" corrected.`},
		{"anyOf picks the closest branch", `{"properties":{"when":{"anyOf":[{"type":"string","format":"date"},{"type":"object","required":["from","to"]}]}}}`, `{"when":{"from":"a"}}`,
			`Missing required parameter "when.to". Call the tool again with "when.to" set.`},
		{"many enum values", `{"properties":{"d":{"enum":[1,2,3,4,5,6,7,8,9,10,11,12]}}}`, `{"d":13}`,
			`Invalid value for "d": must be one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 (2 more in the schema) (got 13). Call the tool again with "d" corrected.`},
		{"unknown format", `{"properties":{"c":{"type":"string","format":"hex-color"}}}`, `{"c":"red"}`, ""},
		{"max properties", `{"properties":{"tags":{"type":"object","maxProperties":1}}}`, `{"tags":{"a":1,"b":2}}`,
			`Invalid value for "tags": must have at most 1 property (got 2 properties). Call the tool again with "tags" corrected.`},
		{"contains", `{"properties":{"xs":{"type":"array","contains":{"const":0}}}}`, `{"xs":[1,2]}`,
			`Invalid value for "xs": must contain at least one item of the required form. Call the tool again with "xs" corrected.`},
		{"items sorted by index", `{"properties":{"xs":{"type":"array","items":{"type":"integer"}}}}`, `{"xs":[1,2,"a",4,5,6,7,8,9,10,"b"]}`,
			`Invalid value for "xs[2]": must be an integer (got "a"). Invalid value for "xs[10]": must be an integer (got "b"). Call the tool again with these parameters corrected.`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sch, err := schemacheck.Compile([]byte(tc.schema))
			if err != nil {
				t.Fatal(err)
			}
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(tc.args)))
			if err != nil {
				t.Fatal(err)
			}
			e := checkArguments(sch, inst, defaultMaxChars)
			got := ""
			if e != nil {
				got = e.Message()
			}
			if got != tc.want {
				t.Errorf("model reads\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestSuggest(t *testing.T) {
	known := []string{"city", "country", "days", "start_date", "temperature", "units"}
	cases := []struct {
		name    string
		present map[string]any
		want    string
	}{
		{"citty", nil, "city"},
		{"City", nil, "city"},
		{"startDate", nil, "start_date"},
		{"start-date", nil, "start_date"},
		{"temp", nil, "temperature"},
		{"unit", nil, "units"},
		{"dyas", nil, "days"}, // a transposition is one edit
		{"cuntry", nil, "country"},
		{"colour", nil, ""},
		{"x", nil, ""},
		{"", nil, ""},
		{strings.Repeat("city", 100), nil, ""},
		// "citys" is one edit from "city"; when city was given, the guess is still city
		// because no other name is close.
		{"citys", map[string]any{"city": 1}, "city"},
	}
	for _, tc := range cases {
		if got := suggest(tc.name, known, tc.present); got != tc.want {
			t.Errorf("suggest(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
	// Of two equally close names, the one the call left out wins.
	if got := suggest("cat", []string{"car", "cab"}, map[string]any{"cab": 1}); got != "car" {
		t.Errorf("suggest preferred a name already given: %q", got)
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"", "", 0}, {"a", "", 1}, {"kitten", "sitting", 3}, {"ab", "ba", 1}, {"日本", "本日", 1}, {"city", "citty", 1}} {
		if got := editDistance(c.a, c.b); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}

// The schema lookup alone: by the identity of a structured InputSchema
// (what WithArgumentValidation does) against encoding it on every call and
// looking the bytes up (what a cache keyed only by bytes needs).
func BenchmarkSchemaLookupIdentity(b *testing.B) {
	tool := benchTool()
	for b.Loop() {
		if s, err := inputSchema(&tool); s == nil || err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSchemaLookupMarshal(b *testing.B) {
	tool := benchTool()
	for b.Loop() {
		raw, err := json.Marshal(tool.InputSchema)
		if err != nil {
			b.Fatal(err)
		}
		if s, err := inputSchemas.Compile(raw); s == nil || err != nil {
			b.Fatal(err)
		}
	}
}

func benchTool() mcp.Tool {
	return mcp.NewTool("get_forecast",
		mcp.WithString("city", mcp.Required(), mcp.Description("City name")),
		mcp.WithNumber("days", mcp.Min(1), mcp.Max(14)),
		mcp.WithString("units", mcp.Enum("metric", "imperial")),
		mcp.WithBoolean("hourly"),
		mcp.WithArray("fields", mcp.WithStringItems(), mcp.MaxItems(5)),
		mcp.WithSchemaAdditionalProperties(false))
}

// The message builder at its worst: 39 long hand-written problems.
func BenchmarkInvalidArgumentsLong(b *testing.B) {
	ps := make([]structured.ParamProblem, 39)
	for i := range ps {
		ps[i] = structured.ParamProblem{Param: "p" + strings.Repeat("x", i), Problem: strings.Repeat("very long requirement ", 40)}
	}
	for b.Loop() {
		InvalidArguments(ps...)
	}
}

// Validation of a typical five-parameter call with its schema cached,
// beside the bare handler it guards: the ratio is what the check costs a
// handler that does nothing.
func BenchmarkValidateFiveParams(b *testing.B) {
	tool := benchTool()
	var params mcp.CallToolParams
	if err := json.Unmarshal([]byte(`{"name":"get_forecast","arguments":{"city":"Paris","days":3,"units":"metric","hourly":false,"fields":["temp","wind"]}}`), &params); err != nil {
		b.Fatal(err)
	}
	req := mcp.CallToolRequest{Params: params}
	b.ReportAllocs()
	for b.Loop() {
		if e := validateArguments(&tool, req, defaultMaxChars); e != nil {
			b.Fatal(e)
		}
	}
}

func BenchmarkValidateFiveParamsBareHandler(b *testing.B) {
	var params mcp.CallToolParams
	if err := json.Unmarshal([]byte(`{"name":"get_forecast","arguments":{"city":"Paris","days":3,"units":"metric","hourly":false,"fields":["temp","wind"]}}`), &params); err != nil {
		b.Fatal(err)
	}
	req := mcp.CallToolRequest{Params: params}
	h := func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("Sunny in " + req.GetString("city", "") + "."), nil
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}
