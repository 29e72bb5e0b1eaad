package structured

import (
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"
)

// admitNull widens the schema of every field that encoding/json may send
// as null to also admit null. invopop declares a []T field as type array,
// but a nil slice encodes as null, and a TypeScript client then rejects an
// ordinary result ("must be array"); the same holds for maps and pointers.
// Fields with omitempty or omitzero are left alone: when nil they are
// omitted, not null.
//
// t is the Go type s was reflected from; defs resolves "#/$defs/Name"
// references to nested struct types.
func admitNull(t reflect.Type, s *jsonschema.Schema, defs jsonschema.Definitions) {
	w := nullWalker{defs: defs, done: map[*jsonschema.Schema]bool{}}
	w.object(t, s)
}

type nullWalker struct {
	defs jsonschema.Definitions
	done map[*jsonschema.Schema]bool // schemas already widened, for recursive types
}

// object walks the fields of struct type t, whose schema is s.
func (w nullWalker) object(t reflect.Type, s *jsonschema.Schema) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	s = w.resolve(s)
	if t.Kind() != reflect.Struct || s == nil || s.Properties == nil || w.done[s] {
		return
	}
	w.done[s] = true
	w.fields(t, s)
}

// fields widens the properties of s that come from the fields of struct
// type t, including the fields of embedded structs, which encoding/json
// flattens into s.
func (w nullWalker) fields(t reflect.Type, s *jsonschema.Schema) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return
	}
	for i := range t.NumField() {
		f := t.Field(i)
		name, skip := jsonName(f)
		if skip {
			continue
		}
		if f.Anonymous && f.Tag.Get("json") == "" {
			w.fields(f.Type, s)
			continue
		}
		ps, ok := s.Properties.Get(name)
		if !ok {
			continue
		}
		w.value(f.Type, ps)
		if nilable(f.Type) && !omitted(f) {
			s.Properties.Set(name, orNull(ps))
		}
	}
}

// value descends into the struct types reachable from a field of type t.
func (w nullWalker) value(t reflect.Type, s *jsonschema.Schema) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		w.object(t, s)
	case reflect.Slice, reflect.Array:
		if r := w.resolve(s); r != nil && r.Items != nil {
			w.value(t.Elem(), r.Items)
			if nilable(t.Elem()) {
				r.Items = orNull(r.Items)
			}
		}
	case reflect.Map:
		if r := w.resolve(s); r != nil && r.AdditionalProperties != nil {
			w.value(t.Elem(), r.AdditionalProperties)
			if nilable(t.Elem()) {
				r.AdditionalProperties = orNull(r.AdditionalProperties)
			}
		}
	}
}

func (w nullWalker) resolve(s *jsonschema.Schema) *jsonschema.Schema {
	if s == nil {
		return nil
	}
	if name, ok := strings.CutPrefix(s.Ref, "#/$defs/"); ok {
		return w.defs[name]
	}
	return s
}

func nilable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		return !t.Implements(marshalerType) && !reflect.PointerTo(t).Implements(marshalerType)
	}
	return false // interfaces reflect to an unconstrained schema, which admits null already
}

func omitted(f reflect.StructField) bool {
	_, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
	for _, o := range strings.Split(opts, ",") {
		if o == "omitempty" || o == "omitzero" {
			return true
		}
	}
	return false
}

// orNull returns a schema that admits what s admits, or null. The
// description stays outside the anyOf, where clients look for it.
func orNull(s *jsonschema.Schema) *jsonschema.Schema {
	if s.Type == "null" || s.Type == "" && s.Ref == "" && len(s.AnyOf) == 0 {
		return s // unconstrained or already null
	}
	inner := *s
	inner.Title, inner.Description = "", ""
	return &jsonschema.Schema{
		Title:       s.Title,
		Description: s.Description,
		AnyOf:       []*jsonschema.Schema{&inner, {Type: "null"}},
	}
}
