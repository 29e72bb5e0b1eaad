package structured

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/invopop/jsonschema"
	orderedmap "github.com/pb33f/ordered-map/v2"
)

// SchemaFor returns the output schema of a tool whose results are built
// by Result from values of type T, ready for mcp.WithRawOutputSchema.
//
// It is T's schema as github.com/invopop/jsonschema reflects it (json and
// jsonschema tags apply; jsonschema:"description=..." becomes the field's
// description, and WithGoComments adds Go doc comments), changed so that
// every result the kit sends for the tool conforms to it:
//
//   - the summary property (a string) is declared and required;
//   - the ErrorField property holds the ErrorMirror schema, so the
//     TypeScript client does not throw on the kit's error results;
//   - T's own required fields and other root constraints move into the
//     first branch of an anyOf whose second branch requires the error
//     property, so a result either has T's fields or is an error;
//   - a field that encoding/json may send as null (a nil slice, map or
//     pointer without omitempty) also admits null;
//   - the root keeps "type": "object", and "$schema" and "$id" are
//     omitted, so draft 2020-12 and draft-07 validators (Ajv in the
//     TypeScript SDK) read the same keywords the same way.
//
// T must reflect to a JSON object (a struct or a map with string keys)
// and must not have a top-level field named like the summary property or
// ErrorField.
func SchemaFor[T any](opts ...Option) (json.RawMessage, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	return schemaForType(reflect.TypeFor[T](), cfg)
}

func schemaForType(t reflect.Type, cfg config) (json.RawMessage, error) {
	who := fmt.Sprintf("structured.SchemaFor[%v]", t)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if !(t.Kind() == reflect.Struct || t.Kind() == reflect.Map && t.Key().Kind() == reflect.String) {
		return nil, fmt.Errorf("%s: a %v does not encode as a JSON object, and MCP output schemas must have type object: "+
			"use a struct (or a map with string keys), such as struct{ Items %v `json:\"items\"` }", who, t.Kind(), t)
	}

	r := &jsonschema.Reflector{Anonymous: true, ExpandedStruct: true}
	for _, src := range cfg.comments {
		if err := addGoComments(r, src); err != nil {
			return nil, fmt.Errorf("%s: reading Go comments from %q: %w; pass the directory of the package's sources and its import path", who, src.dir, err)
		}
	}
	var s *jsonschema.Schema
	if err := reflectSafely(who, t, func() error {
		s = r.ReflectFromType(t)
		restoreRootDefinition(r, t, s)
		return nil
	}); err != nil {
		return nil, err
	}
	// A draft-07 validator that checks the schema itself (Ajv does by
	// default) rejects a 2020-12 "$schema", and the MCP spec reads a schema
	// without "$schema" as 2020-12; an "$id" would make validators register the schema globally
	// by a URL that is not ours to claim.
	s.Version, s.ID = "", ""
	if s.Type != "object" {
		return nil, fmt.Errorf("%s: the type reflects to a schema of type %q, and MCP output schemas must have type object: "+
			"remove a JSONSchema method that replaces the object, or wrap the value in a struct", who, s.Type)
	}
	if s.Properties == nil {
		s.Properties = orderedmap.New[string, *jsonschema.Schema]()
	}
	for _, reserved := range [...]string{cfg.summaryField, ErrorField} {
		if _, taken := s.Properties.Get(reserved); taken {
			return nil, reservedFieldError(who, t.String(), reserved, cfg.summaryField)
		}
	}

	admitNull(t, s, s.Definitions)
	admitErrors(s, cfg.summaryField)
	return json.Marshal(s)
}

// admitErrors adds the summary and error properties and moves T's root
// assertions into the first branch of an anyOf whose second branch is an
// error result, so the schema admits both result shapes.
func admitErrors(s *jsonschema.Schema, summaryField string) {
	s.Properties.Set(summaryField, &jsonschema.Schema{
		Type:        "string",
		Description: "The result in one readable sentence; the same text as the first content block.",
	})
	s.Properties.Set(ErrorField, errorMirrorSchema())

	own := &jsonschema.Schema{
		Required:          s.Required,
		AllOf:             s.AllOf,
		AnyOf:             s.AnyOf,
		OneOf:             s.OneOf,
		Not:               s.Not,
		If:                s.If,
		Then:              s.Then,
		Else:              s.Else,
		DependentRequired: s.DependentRequired,
		DependentSchemas:  s.DependentSchemas,
		MinProperties:     s.MinProperties,
		MaxProperties:     s.MaxProperties,
	}
	s.Required = []string{summaryField}
	s.AllOf, s.AnyOf, s.OneOf, s.Not, s.If, s.Then, s.Else = nil, nil, nil, nil, nil, nil, nil
	s.DependentRequired, s.DependentSchemas, s.MinProperties, s.MaxProperties = nil, nil, nil, nil
	if reflect.ValueOf(*own).IsZero() {
		return // T asserts nothing at the root: both shapes already fit
	}
	s.AnyOf = []*jsonschema.Schema{own, {Required: []string{ErrorField}}}
}

// errorMirrorSchema is the schema of ErrorMirror, inlined rather than put
// under $defs so that it cannot collide with a type of the author's that
// is also named ErrorMirror.
func errorMirrorSchema() *jsonschema.Schema {
	r := &jsonschema.Reflector{Anonymous: true, ExpandedStruct: true, DoNotReference: true}
	s := r.Reflect(ErrorMirror{})
	s.Version, s.ID, s.Definitions = "", "", nil
	s.Description = "Present only on error results: the error's cause and action as fields. The summary holds the complete message."
	return s
}

// restoreRootDefinition puts T's own definition back under $defs when T
// refers to itself (type Node struct{ Children []Node }). ExpandedStruct
// inlines T at the root and drops that definition, leaving the inner
// references dangling; a second reflection provides a separate copy, so
// the properties added to the root do not leak into nested nodes.
func restoreRootDefinition(r *jsonschema.Reflector, t reflect.Type, s *jsonschema.Schema) {
	b, err := json.Marshal(s)
	if err != nil {
		return
	}
	plain := *r
	plain.ExpandedStruct = false
	full := plain.ReflectFromType(t)
	for name, def := range full.Definitions {
		if _, ok := s.Definitions[name]; ok || !bytes.Contains(b, []byte(`"#/$defs/`+name+`"`)) {
			continue
		}
		if s.Definitions == nil {
			s.Definitions = jsonschema.Definitions{}
		}
		s.Definitions[name] = def
	}
}
