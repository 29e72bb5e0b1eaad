package budget

import (
	"encoding/json"
	"strings"
)

// schemaNode is a decoded JSON schema, or nil when none was declared.
type schemaNode = map[string]any

// schemaRoot decodes an output schema given in any of the forms Limit
// accepts. An undecodable schema counts as none: Enforce never fails.
func schemaRoot(schema any) schemaNode {
	if schema == nil {
		return nil
	}
	var b []byte
	switch v := schema.(type) {
	case json.RawMessage:
		b = v
	case []byte:
		b = v
	case string:
		b = []byte(v)
	default:
		var err error
		if b, err = json.Marshal(v); err != nil {
			return nil
		}
	}
	var m map[string]any
	if json.Unmarshal(b, &m) != nil {
		return nil
	}
	return m
}

// resolve follows a local $ref ("#/$defs/X" or "#/definitions/X"), as
// invopop/jsonschema emits them.
func resolve(root, n schemaNode) schemaNode {
	for range 8 {
		ref, ok := n["$ref"].(string)
		if !ok || !strings.HasPrefix(ref, "#/") {
			return n
		}
		cur := any(root)
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
			m, ok := cur.(map[string]any)
			if !ok {
				return n
			}
			cur = m[part]
		}
		next, ok := cur.(map[string]any)
		if !ok {
			return n
		}
		n = next
	}
	return n
}

// property returns the schema of property key of an object schema.
func property(root, n schemaNode, key string) schemaNode {
	if n == nil {
		return nil
	}
	props, _ := resolve(root, n)["properties"].(map[string]any)
	p, _ := props[key].(map[string]any)
	if p == nil {
		return nil
	}
	return resolve(root, p)
}

// items returns the schema of the items of an array schema.
func items(root, n schemaNode) schemaNode {
	if n == nil {
		return nil
	}
	it, _ := resolve(root, n)["items"].(map[string]any)
	if it == nil {
		return nil
	}
	return resolve(root, it)
}

// requires reports whether an object schema lists key as required.
func requires(root, n schemaNode, key string) bool {
	if n == nil {
		return false
	}
	req, _ := resolve(root, n)["required"].([]any)
	for _, r := range req {
		if r == key {
			return true
		}
	}
	return false
}

// admits reports whether an object schema allows property key: declared,
// or additional properties not forbidden.
func admits(root, n schemaNode, key string) bool {
	if n == nil {
		return true
	}
	n = resolve(root, n)
	if property(root, n, key) != nil {
		return true
	}
	ap, ok := n["additionalProperties"].(bool)
	return !ok || ap
}
