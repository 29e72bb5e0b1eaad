package structured

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invopop/jsonschema"
	sj "github.com/santhosh-tekuri/jsonschema/v6"
)

// schemaEngines compiles raw under the two drafts real clients use. The schemas
// of SchemaFor carry no "$schema", so each engine reads them as its own
// default draft, as a client would.
func schemaEngines(t *testing.T, raw []byte) map[string]*sj.Schema {
	t.Helper()
	out := map[string]*sj.Schema{}
	for name, draft := range map[string]*sj.Draft{"draft2020-12": sj.Draft2020, "draft-07": sj.Draft7} {
		doc, err := sj.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		c := sj.NewCompiler()
		c.DefaultDraft(draft)
		c.AssertFormat()
		if err := c.AddResource("mem://s.json", doc); err != nil {
			t.Fatal(err)
		}
		s, err := c.Compile("mem://s.json")
		if err != nil {
			t.Fatalf("%s does not compile the schema: %v\n%s", name, err, raw)
		}
		out[name] = s
	}
	return out
}

func schemaInstance(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := sj.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

func mustSchema[T any](t *testing.T, opts ...Option) []byte {
	t.Helper()
	raw, err := SchemaFor[T](opts...)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func mustResult(t *testing.T, v any, opts ...Option) any {
	t.Helper()
	res, err := Result(v, "", opts...)
	if err != nil {
		t.Fatal(err)
	}
	return res.StructuredContent
}

func mustError(t *testing.T, m ErrorMirror, opts ...Option) any {
	t.Helper()
	res, err := ErrorResult("", m, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return res.StructuredContent
}

var (
	minimalMirror = ErrorMirror{Code: "not_found", Cause: "No such report.", Action: "List reports first."}
	fullMirror    = ErrorMirror{Code: "invalid_argument", Cause: "Bad limit.", Action: "Use 100 or less.", Param: "limit",
		Invalid: []ParamProblem{{"limit", "must be at most 100"}}, RetryAfterSeconds: 5, Retryable: true, Incident: "inc-1"}
)

// resNullable has fields encoding/json sends as null when nil.
type resNullable struct {
	Count int            `json:"count"`
	Items []resItem      `json:"items"`
	Tags  map[string]int `json:"tags"`
	Next  *string        `json:"next"`
	Ptrs  []*resItem     `json:"ptrs"`
	Skip  []int          `json:"skip,omitempty"`
}

func TestSchemaForAdmitsBothShapes(t *testing.T) {
	raw := mustSchema[resNullable](t)
	next := "n"
	accept := map[string]any{
		"full success":     mustResult(t, resNullable{Count: 1, Items: []resItem{{1, "a"}}, Tags: map[string]int{"x": 1}, Next: &next, Ptrs: []*resItem{{2, "b"}, nil}, Skip: []int{1}}),
		"nil fields":       mustResult(t, resNullable{}),
		"minimal error":    mustError(t, minimalMirror),
		"full error":       mustError(t, fullMirror),
		"success and text": map[string]any{"summary": "s", "count": 0, "items": []any{}, "tags": map[string]any{}, "next": nil, "ptrs": nil},
	}
	reject := map[string]any{
		"summary only":          map[string]any{"summary": "s"},
		"no summary":            map[string]any{"count": 0, "items": nil, "tags": nil, "next": nil, "ptrs": nil},
		"wrong type":            map[string]any{"summary": "s", "count": "0", "items": nil, "tags": nil, "next": nil, "ptrs": nil},
		"undeclared field":      map[string]any{"summary": "s", "count": 0, "items": nil, "tags": nil, "next": nil, "ptrs": nil, "extra": 1},
		"omitempty not null":    map[string]any{"summary": "s", "count": 0, "items": nil, "tags": nil, "next": nil, "ptrs": nil, "skip": nil},
		"mirror without cause":  map[string]any{"summary": "s", "error": map[string]any{"code": "x", "action": "y", "retryable": false}},
		"mirror with extra":     map[string]any{"summary": "s", "error": map[string]any{"code": "x", "cause": "c", "action": "y", "retryable": false, "stack": "..."}},
		"error summary missing": map[string]any{"error": map[string]any{"code": "x", "cause": "c", "action": "y", "retryable": false}},
	}
	for engine, s := range schemaEngines(t, raw) {
		for name, v := range accept {
			if err := s.Validate(schemaInstance(t, v)); err != nil {
				t.Errorf("%s rejects %s: %v", engine, name, err)
			}
		}
		for name, v := range reject {
			if err := s.Validate(schemaInstance(t, v)); err == nil {
				t.Errorf("%s accepts %s", engine, name)
			}
		}
	}
}

// TestPlainInvopopRejectsNilSlices shows why SchemaFor widens nilable
// fields: invopop's own schema declares a nil slice's field as an array,
// but encoding/json sends null.
func TestPlainInvopopRejectsNilSlices(t *testing.T) {
	r := &jsonschema.Reflector{Anonymous: true, ExpandedStruct: true}
	s := r.Reflect(resNullable{})
	s.Version = ""
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	inst := schemaInstance(t, resNullable{})
	for engine, s := range schemaEngines(t, raw) {
		if err := s.Validate(inst); err == nil {
			t.Errorf("%s accepts a nil slice as null under invopop's plain schema; the widening in SchemaFor would be unneeded", engine)
		}
	}
}

func TestSchemaForShape(t *testing.T) {
	var s map[string]any
	if err := json.Unmarshal(mustSchema[resPage](t), &s); err != nil {
		t.Fatal(err)
	}
	if s["type"] != "object" {
		t.Errorf("root type = %v; want object", s["type"])
	}
	for _, k := range []string{"$schema", "$id"} {
		if _, ok := s[k]; ok {
			t.Errorf("the schema has %s; draft-07 clients may reject it", k)
		}
	}
	req, _ := json.Marshal(s["required"])
	anyOf, _ := json.Marshal(s["anyOf"])
	if string(req) != `["summary"]` || string(anyOf) != `[{"required":["count","items"]},{"required":["error"]}]` {
		t.Errorf("required = %s, anyOf = %s", req, anyOf)
	}
	props := s["properties"].(map[string]any)
	if d := props["summary"].(map[string]any); d["type"] != "string" {
		t.Errorf("summary property = %v", d)
	}
	mirror := props["error"].(map[string]any)["properties"].(map[string]any)
	for _, f := range []string{"code", "cause", "action", "param", "invalid_params", "retry_after_seconds", "retryable", "incident"} {
		if _, ok := mirror[f]; !ok {
			t.Errorf("the error property lacks the mirror's %q", f)
		}
	}
}

func TestSchemaForDescriptions(t *testing.T) {
	read := func(raw []byte) map[string]string {
		var s struct {
			Properties map[string]struct{ Description string } `json:"properties"`
		}
		if err := json.Unmarshal(raw, &s); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for k, p := range s.Properties {
			out[k] = p.Description
		}
		return out
	}
	plain := read(mustSchema[Documented](t))
	if plain["tagged"] != "From the tag" || plain["total"] != "" {
		t.Errorf("without WithGoComments: descriptions = %q", plain)
	}
	// Parse only the fixture's file, not the whole package, whose other
	// files are not this test's business.
	dir := t.TempDir()
	src, err := os.ReadFile("schema_comments_fixture_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fixture.go"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(wd, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{dir, rel} {
		withComments := read(mustSchema[Documented](t, WithGoComments("github.com/mcperr/mcperr/structured", dir)))
		if withComments["total"] != "Total counts every match, not only this page." || withComments["tagged"] != "From the tag" {
			t.Errorf("WithGoComments(%q): descriptions = %q", dir, withComments)
		}
	}
	if _, err := SchemaFor[Documented](WithGoComments("x", "does-not-exist")); err == nil || !strings.Contains(err.Error(), `reading Go comments from "does-not-exist"`) {
		t.Errorf("a missing source directory gives %v", err)
	}
}

type resTree struct {
	Name     string     `json:"name"`
	Children []*resTree `json:"children"`
}

type resBase struct {
	Tags []string `json:"tags"`
}

type resEmbedding struct {
	resBase
	Own int `json:"own"`
}

type eitherField struct {
	A string `json:"a,omitempty"`
	B string `json:"b,omitempty"`
}

// JSONSchemaExtend requires a or b, a root constraint an error result
// cannot meet unless SchemaFor moves it into the success branch.
func (eitherField) JSONSchemaExtend(s *jsonschema.Schema) {
	s.AnyOf = []*jsonschema.Schema{{Required: []string{"a"}}, {Required: []string{"b"}}}
}

func TestSchemaForOtherTypes(t *testing.T) {
	tests := []struct {
		name   string
		raw    []byte
		accept []any
		reject []any
	}{
		{"map", mustSchema[map[string]int](t),
			[]any{mustResult(t, map[string]int{"a": 1}), mustError(t, minimalMirror)},
			[]any{map[string]any{"summary": "s", "a": "x"}}},
		{"recursive", mustSchema[resTree](t),
			[]any{mustResult(t, resTree{Name: "r", Children: []*resTree{{Name: "c"}, nil}}), mustError(t, minimalMirror)},
			[]any{map[string]any{"summary": "s", "name": "r", "children": []any{map[string]any{"name": 1, "children": nil}}}}},
		{"embedded", mustSchema[resEmbedding](t),
			[]any{mustResult(t, resEmbedding{Own: 1}), mustError(t, minimalMirror)},
			[]any{map[string]any{"summary": "s", "own": 1}}},
		{"root constraint", mustSchema[eitherField](t),
			[]any{mustResult(t, eitherField{A: "x"}), mustError(t, minimalMirror)},
			[]any{mustResult(t, eitherField{})}},
		{"pointer type", mustSchema[*resPage](t),
			[]any{mustResult(t, &resPage{Items: []resItem{}}), mustError(t, minimalMirror)},
			[]any{map[string]any{"summary": "s"}}},
		{"renamed summary", mustSchema[resPage](t, WithSummaryField("overview")),
			[]any{mustResult(t, resPage{Items: []resItem{}}, WithSummaryField("overview")), mustError(t, minimalMirror, WithSummaryField("overview"))},
			[]any{mustResult(t, resPage{Items: []resItem{}})}},
	}
	for _, tt := range tests {
		for engine, s := range schemaEngines(t, tt.raw) {
			for i, v := range tt.accept {
				if err := s.Validate(schemaInstance(t, v)); err != nil {
					t.Errorf("%s, %s rejects accept[%d]: %v\nschema: %s", tt.name, engine, i, err, tt.raw)
				}
			}
			for i, v := range tt.reject {
				if err := s.Validate(schemaInstance(t, v)); err == nil {
					t.Errorf("%s, %s accepts reject[%d]", tt.name, engine, i)
				}
			}
		}
	}
}

type summaryClash struct {
	Summary string `json:"summary"`
}

type errorClash struct {
	Err string `json:"error"`
}

func TestSchemaForRejects(t *testing.T) {
	check := func(name string, err error, want string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error = %v; want it to contain %q", name, err, want)
		}
	}
	_, err := SchemaFor[[]resItem]()
	check("slice", err, "structured.SchemaFor[[]structured.resItem]: a slice does not encode as a JSON object, and MCP output schemas must have type object")
	_, err = SchemaFor[string]()
	check("string", err, "a string does not encode as a JSON object")
	_, err = SchemaFor[map[int]string]()
	check("int-keyed map", err, "a map does not encode as a JSON object")
	_, err = SchemaFor[summaryClash]()
	check("summary clash", err, `structured.SchemaFor[structured.summaryClash]: structured.summaryClash has a top-level field named "summary"`)
	_, err = SchemaFor[errorClash]()
	check("error clash", err, `has a top-level field named "error", which error results use for the error mirror`)
	_, err = SchemaFor[summaryClash](WithSummaryField("overview"))
	if err != nil {
		t.Errorf("WithSummaryField does not resolve the clash: %v", err)
	}
	_, err = SchemaFor[struct {
		Items []struct {
			Updates chan int `json:"updates"`
		} `json:"items"`
		Skipped func() `json:"-"`
	}]()
	check("channel field", err, `field "items[].updates" has type chan int, which JSON cannot carry: exclude it with `+"`json:\"-\"`")
	_, err = SchemaFor[resPage](WithSummaryField(""))
	check("empty summary field", err, "structured.WithSummaryField: the name is empty")
}
