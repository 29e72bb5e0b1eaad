package structured

import (
	"fmt"
	"reflect"
)

// unencodableField returns the path of the first field of t whose type
// encoding/json refuses (and invopop panics on), or "" if there is none.
// Types with their own MarshalJSON are trusted, as the encoder trusts them.
func unencodableField(t reflect.Type, path string, seen map[reflect.Type]bool) (string, reflect.Type) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if seen[t] || t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType) {
		return "", nil
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Chan, reflect.Func, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer:
		return path, t
	case reflect.Slice, reflect.Array:
		return unencodableField(t.Elem(), path+"[]", seen)
	case reflect.Map:
		return unencodableField(t.Elem(), joinPath(path, "*"), seen)
	case reflect.Struct:
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
			if p, bad := unencodableField(f.Type, p, seen); bad != nil {
				return p, bad
			}
		}
	}
	return "", nil
}

// reflectSafely runs invopop's reflection, which panics on types it does
// not support, and returns the panic as an error for the author.
func reflectSafely(who string, t reflect.Type, run func() error) (err error) {
	if p, bad := unencodableField(t, "", map[reflect.Type]bool{}); bad != nil {
		return fmt.Errorf("%s: field %q has type %v, which JSON cannot carry: exclude it with `json:\"-\"` or change its type", who, p, bad)
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: github.com/invopop/jsonschema cannot reflect the type: %v; change the field's type or give it a JSONSchema method", who, r)
		}
	}()
	return run()
}
