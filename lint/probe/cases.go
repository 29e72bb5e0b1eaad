package probe

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
)

// Case kinds of crafted calls.
const (
	CaseMissingRequired = "missing_required"
	CaseWrongType       = "wrong_type"
	CaseOutOfRange      = "out_of_range"
	CaseUnknownParam    = "unknown_param"
	CaseUser            = "user"
)

// UnknownParam is the argument name the unknown-parameter case adds.
const UnknownParam = "mcperr_unknown_param"

// Call is one tools/call to send.
type Call struct {
	// Tool is the tool's name.
	Tool string `json:"tool"`
	// Case is the kind of call: one of the Case constants.
	Case string `json:"case,omitempty"`
	// Param is the argument the call gets wrong, if any; its error must name it.
	Param string `json:"param,omitempty"`
	// Arguments are the call's arguments.
	Arguments json.RawMessage `json:"arguments"`
}

// schema is the part of a JSON Schema the crafting reads.
type schema map[string]any

func (s schema) props() map[string]schema {
	out := map[string]schema{}
	if m, ok := s["properties"].(map[string]any); ok {
		for k, v := range m {
			if ps, ok := v.(map[string]any); ok {
				out[k] = ps
			} else {
				out[k] = schema{}
			}
		}
	}
	return out
}

func (s schema) required() []string {
	var out []string
	if l, ok := s["required"].([]any); ok {
		for _, v := range l {
			if name, ok := v.(string); ok {
				out = append(out, name)
			}
		}
	}
	return out
}

// typ returns the schema's first non-null type, or "".
func (s schema) typ() string {
	switch t := s["type"].(type) {
	case string:
		return t
	case []any:
		for _, v := range t {
			if name, ok := v.(string); ok && name != "null" {
				return name
			}
		}
	}
	return ""
}

func (s schema) num(key string) (float64, bool) {
	f, ok := s[key].(float64)
	return f, ok
}

// Craft derives calls that must fail from a tool's inputSchema: each
// required argument missing, each argument of the wrong type, each bounded
// argument out of range, and an unknown argument. The other arguments hold
// valid sample values, so each call breaks exactly one rule. At most max
// calls are returned, taking the kinds in turn so each kind is represented.
func Craft(tool string, inputSchema json.RawMessage, max int) []Call {
	var s schema
	if json.Unmarshal(inputSchema, &s) != nil || s == nil {
		s = schema{}
	}
	props := s.props()
	req := s.required()
	base := map[string]any{}
	for _, name := range req {
		base[name] = sample(props[name], 0)
	}
	names := make([]string, 0, len(props))
	for name := range props {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool {
		ri, rj := contains(req, names[i]), contains(req, names[j])
		if ri != rj {
			return ri
		}
		return names[i] < names[j]
	})
	with := func(name string, v any) map[string]any {
		m := make(map[string]any, len(base)+1)
		for k, x := range base {
			m[k] = x
		}
		m[name] = v
		return m
	}
	var missing, wrong, ranges, unknown []Call
	mk := func(kind, param string, args map[string]any) Call {
		b, _ := json.Marshal(args)
		return Call{Tool: tool, Case: kind, Param: param, Arguments: b}
	}
	for _, name := range req {
		m := with(name, nil)
		delete(m, name)
		missing = append(missing, mk(CaseMissingRequired, name, m))
	}
	for _, name := range names {
		if v, ok := wrongType(props[name]); ok {
			wrong = append(wrong, mk(CaseWrongType, name, with(name, v)))
		}
		if v, ok := outOfRange(props[name]); ok {
			ranges = append(ranges, mk(CaseOutOfRange, name, with(name, v)))
		}
	}
	if ap, ok := s["additionalProperties"].(bool); ok && !ap {
		unknown = append(unknown, mk(CaseUnknownParam, UnknownParam, with(UnknownParam, true)))
	}
	var out []Call
	for i := 0; len(out) < max; i++ {
		added := false
		for _, kind := range [][]Call{missing, wrong, ranges, unknown} {
			if i < len(kind) && len(out) < max {
				out = append(out, kind[i])
				added = true
			}
		}
		if !added {
			break
		}
	}
	return out
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// sample returns a value the schema accepts, as far as the probe can tell.
func sample(s schema, depth int) any {
	if s == nil {
		return "x"
	}
	if v, ok := s["const"]; ok {
		return v
	}
	if l, ok := s["enum"].([]any); ok && len(l) > 0 {
		return l[0]
	}
	if v, ok := s["default"]; ok {
		return v
	}
	if l, ok := s["examples"].([]any); ok && len(l) > 0 {
		return l[0]
	}
	switch s.typ() {
	case "integer", "number":
		v := 1.0
		if lo, ok := s.num("minimum"); ok {
			v = math.Ceil(lo)
		} else if lo, ok := s.num("exclusiveMinimum"); ok {
			v = math.Floor(lo) + 1
		}
		if hi, ok := s.num("maximum"); ok && v > hi {
			v = math.Floor(hi)
		}
		return v
	case "boolean":
		return true
	case "array":
		n, _ := s.num("minItems")
		items, _ := s["items"].(map[string]any)
		out := []any{}
		for i := 0; i < int(n) && i < 8 && depth < 4; i++ {
			out = append(out, sample(items, depth+1))
		}
		return out
	case "object":
		out := map[string]any{}
		if depth < 4 {
			props := s.props()
			for _, name := range s.required() {
				out[name] = sample(props[name], depth+1)
			}
		}
		return out
	case "null":
		return nil
	}
	switch s["format"] {
	case "date":
		return "2026-01-15"
	case "date-time":
		return "2026-01-15T12:00:00Z"
	case "email":
		return "user@example.com"
	case "uri", "url":
		return "https://example.com/"
	case "uuid":
		return "123e4567-e89b-12d3-a456-426614174000"
	}
	n, _ := s.num("minLength")
	return strings.Repeat("x", max(1, min(int(n), 256)))
}

// wrongType returns a value of a type the schema does not accept.
func wrongType(s schema) (any, bool) {
	switch s.typ() {
	case "string":
		return 12345, true
	case "integer", "number":
		return "not a number", true
	case "boolean":
		return "yes", true
	case "array":
		return "not an array", true
	case "object":
		return "not an object", true
	}
	return nil, false
}

// outOfRange returns a value of the right type that breaks a bound.
func outOfRange(s schema) (any, bool) {
	if l, ok := s["enum"].([]any); ok && len(l) > 0 {
		if _, isString := l[0].(string); isString {
			return "not-one-of-the-choices", true
		}
	}
	switch s.typ() {
	case "integer", "number":
		if hi, ok := s.num("maximum"); ok {
			return math.Floor(hi) + 1, true
		}
		if hi, ok := s.num("exclusiveMaximum"); ok {
			return math.Ceil(hi), true
		}
		if lo, ok := s.num("minimum"); ok {
			return math.Ceil(lo) - 1, true
		}
		if lo, ok := s.num("exclusiveMinimum"); ok {
			return math.Floor(lo), true
		}
	case "string":
		if hi, ok := s.num("maxLength"); ok && hi >= 0 && hi < 4096 {
			return strings.Repeat("x", int(hi)+1), true
		}
		if lo, ok := s.num("minLength"); ok && lo >= 1 {
			return "", true
		}
	case "array":
		if hi, ok := s.num("maxItems"); ok && hi >= 0 && hi < 64 {
			items, _ := s["items"].(map[string]any)
			out := make([]any, int(hi)+1)
			for i := range out {
				out[i] = sample(items, 1)
			}
			return out, true
		}
	}
	return nil, false
}

// describeCase says in a few words what a crafted call breaks.
func describeCase(c Call) string {
	switch c.Case {
	case CaseMissingRequired:
		return fmt.Sprintf("missing %q", c.Param)
	case CaseWrongType:
		return fmt.Sprintf("wrong type for %q", c.Param)
	case CaseOutOfRange:
		return fmt.Sprintf("%q out of range", c.Param)
	case CaseUnknownParam:
		return "unknown argument"
	}
	if c.Param != "" {
		return fmt.Sprintf("user call (%q)", c.Param)
	}
	return "user call"
}
