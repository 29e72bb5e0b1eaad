package structured

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// encodeObject turns v into the generic JSON form of a structuredContent
// object, and returns its encoding too. Numbers stay json.Number so that
// 64-bit IDs survive the trip unchanged.
func encodeObject(v any) (map[string]any, []byte, error) {
	if v == nil {
		return nil, nil, errors.New("structured.Result: the value is nil: pass a struct or map holding the result's fields")
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, nil, unencodableError(v, err)
	}
	switch b[0] {
	case '{':
	case 'n':
		return nil, nil, fmt.Errorf("structured.Result: the value of type %T is nil and encodes as JSON null: pass a non-nil struct or map", v)
	default:
		return nil, nil, fmt.Errorf("structured.Result: the value of type %T encodes as a JSON %s, but structuredContent must be a JSON object: "+
			"wrap it in a struct, such as struct{ Items %T `json:\"items\"` }", v, jsonKind(b[0]), v)
	}
	fields, err := decodeObject(b)
	return fields, b, err
}

func decodeObject(b []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var fields map[string]any
	if err := dec.Decode(&fields); err != nil {
		return nil, err
	}
	return fields, nil
}

// keyOrder lists the top-level keys of the JSON object b in encoding
// order, which for a struct is the order its author declared the fields.
// Only a derived summary needs it, so only that path pays for the scan.
func keyOrder(b []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil { // the opening brace
		return nil
	}
	var order []string
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return order
		}
		key, _ := tok.(string)
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return order
		}
		if !seen[key] {
			seen[key] = true
			order = append(order, key)
		}
	}
	return order
}

func jsonKind(first byte) string {
	switch first {
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	default:
		return "number"
	}
}

// unencodableError names the field that json.Marshal refused. The encoder
// itself says only "unsupported value: NaN", which leaves the author to
// search a large struct; a second, reflective walk runs only on this
// failure path, so successful calls do not pay for it.
func unencodableError(v any, err error) error {
	const fix = "JSON cannot carry it: exclude the field with `json:\"-\"`, or convert it (a string, a pointer left nil for no value) before building the result"
	if path, what := findUnencodable(reflect.ValueOf(v), "", map[uintptr]bool{}, 0); what != "" {
		if path == "" {
			return fmt.Errorf("structured.Result: the value of type %T is %s; %s (%v)", v, what, fix, err)
		}
		return fmt.Errorf("structured.Result: field %q of %T is %s; %s (%v)", path, v, what, fix, err)
	}
	return fmt.Errorf("structured.Result: the value of type %T cannot be encoded as JSON: %v; fix its MarshalJSON method or the field types", v, err)
}

const maxWalkDepth = 64

// findUnencodable returns the path of the first value that encoding/json
// rejects and what is wrong with it, or "" when it finds none (for
// instance when a MarshalJSON method failed).
func findUnencodable(v reflect.Value, path string, seen map[uintptr]bool, depth int) (string, string) {
	if depth > maxWalkDepth || !v.IsValid() {
		return "", ""
	}
	if v.Type().Implements(marshalerType) {
		return "", "" // its own method decides; the encoder's error is reported as is
	}
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		if f := v.Float(); math.IsNaN(f) || math.IsInf(f, 0) {
			return path, fmt.Sprintf("%v (a %s)", f, v.Type())
		}
	case reflect.Chan, reflect.Func, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer:
		return path, "a " + v.Type().String()
	case reflect.Pointer:
		if v.IsNil() {
			return "", ""
		}
		if seen[v.Pointer()] {
			return path, "part of a pointer cycle (it refers back to itself)"
		}
		seen[v.Pointer()] = true
		defer delete(seen, v.Pointer())
		return findUnencodable(v.Elem(), path, seen, depth+1)
	case reflect.Interface:
		return findUnencodable(v.Elem(), path, seen, depth+1)
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			name, skip := jsonName(f)
			if skip {
				continue
			}
			p := path
			if !f.Anonymous || name != f.Name {
				p = joinPath(path, name)
			}
			if p, what := findUnencodable(v.Field(i), p, seen, depth+1); what != "" {
				return p, what
			}
		}
	case reflect.Map:
		if v.IsNil() {
			return "", ""
		}
		if seen[v.Pointer()] {
			return path, "part of a map cycle (it contains itself)"
		}
		seen[v.Pointer()] = true
		defer delete(seen, v.Pointer())
		it := v.MapRange()
		for it.Next() {
			if p, what := findUnencodable(it.Value(), joinPath(path, fmt.Sprint(it.Key())), seen, depth+1); what != "" {
				return p, what
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if p, what := findUnencodable(v.Index(i), path+"["+strconv.Itoa(i)+"]", seen, depth+1); what != "" {
				return p, what
			}
		}
	}
	return "", ""
}

var marshalerType = reflect.TypeFor[json.Marshaler]()

// jsonName is the key encoding/json uses for f, and whether it skips f.
func jsonName(f reflect.StructField) (string, bool) {
	if !f.IsExported() && !f.Anonymous {
		return "", true
	}
	tag := f.Tag.Get("json")
	if tag == "-" {
		return "", true
	}
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		return f.Name, false
	}
	return name, false
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
