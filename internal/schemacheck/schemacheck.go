package schemacheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Cache compiles schemas once and keeps them. The zero value is ready to
// use and safe for concurrent use.
//
// It is read on every failed call of a tool with an output schema, so a
// lookup must not copy the schema: a map indexed with string(raw) does not
// (the compiler looks the bytes up in place), while a sync.Map, whose keys
// are interfaces, would copy the whole schema each time.
type Cache struct {
	mu sync.RWMutex
	m  map[string]entry // schema bytes -> compiled form
}

type entry struct {
	schema *jsonschema.Schema
	err    error
}

// maxEntries bounds the cache so a server that generates schemas per call
// cannot grow it without limit; past it, schemas are compiled per call.
const maxEntries = 4096

var size struct {
	sync.Mutex
	n int
}

// Compile returns the compiled form of raw, compiling it at most once per
// distinct schema. The error says what is wrong with the schema, for the
// server's author; it is never meant for the model.
func (c *Cache) Compile(raw []byte) (*jsonschema.Schema, error) {
	c.mu.RLock()
	e, ok := c.m[string(raw)]
	c.mu.RUnlock()
	if ok {
		return e.schema, e.err
	}
	s, err := Compile(raw)
	size.Lock()
	if size.n < maxEntries {
		c.mu.Lock()
		if _, dup := c.m[string(raw)]; !dup {
			if c.m == nil {
				c.m = map[string]entry{}
			}
			c.m[string(raw)] = entry{s, err}
			size.n++
		}
		c.mu.Unlock()
	}
	size.Unlock()
	return s, err
}

// Compile compiles one schema without caching it.
func Compile(raw []byte) (s *jsonschema.Schema, err error) {
	defer func() {
		// The compiler has panicked on hostile schemas in the past; a bad
		// schema must be an error for the author, not a crash of the server.
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the schema could not be compiled: %v", r)
		}
	}()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("the schema is not valid JSON: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	const url = "mem://tool-schema.json"
	if err := c.AddResource(url, doc); err != nil {
		return nil, fmt.Errorf("the schema could not be loaded: %w", err)
	}
	s, err = c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("the schema does not compile: %w", err)
	}
	return s, nil
}

// Normalize turns a Go value into the generic JSON form the validator
// expects (map[string]any, []any, float64/json.Number, string, bool, nil)
// by a JSON round trip. Values already in that form should not need it, but
// structs and typed maps do.
func Normalize(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return jsonschema.UnmarshalJSON(bytes.NewReader(b))
}

// IsGeneric reports whether v holds only the types encoding/json decodes
// into (nil, bool, string, finite float64, valid json.Number, []any,
// map[string]any), nested at most maxDepth deep, so the validator reads it
// exactly as it would read its JSON and no round trip is needed. A deeper
// value, or a map that contains itself, reports false: the caller then
// takes the JSON round trip, which bounds depth and reports cycles.
func IsGeneric(v any, maxDepth int) bool {
	if maxDepth < 0 {
		return false
	}
	switch v := v.(type) {
	case nil, bool, string:
		return true
	case float64:
		return !math.IsNaN(v) && !math.IsInf(v, 0)
	case json.Number:
		return len(v) > 0 && (v[0] == '-' || v[0] >= '0' && v[0] <= '9') && json.Valid([]byte(v))
	case []any:
		for _, e := range v {
			if !IsGeneric(e, maxDepth-1) {
				return false
			}
		}
		return true
	case map[string]any:
		for _, e := range v {
			if !IsGeneric(e, maxDepth-1) {
				return false
			}
		}
		return true
	}
	return false
}
