package toolerr

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// describeRule says, for one violation, what the value must be, what it
// was, and a hint to get it right (an example from the schema, or how to
// send a number that arrived as a string). node is the schema that holds
// the rule (nil when unknown); v the offending value; path the parameter's
// path, which decides whether the value may be echoed.
func describeRule(k jsonschema.ErrorKind, node *jsonschema.Schema, v any, path string) (requirement, got, hint string) {
	got = valueText(path, v)
	hint = exampleOf(node)
	switch k := k.(type) {
	case *kind.Type:
		requirement = "must be " + typeList(k.Want)
		if s, ok := v.(string); ok {
			if lit, ok := unquoted(s, k.Want); ok {
				if secretName.MatchString(path) {
					lit = "it" // the value itself is not echoed, not even as a hint
				}
				return requirement + ", not a string", got, "send " + lit + " without quotes"
			}
		}
	case *kind.Enum:
		return "must be " + oneOf(k.Want), got, ""
	case *kind.Const:
		return "must be " + literal(k.Want, 40), got, ""
	case *kind.Format:
		f := formatOf(k.Want)
		if hint == "" && f.example != "" {
			hint = "for example " + strconv.Quote(f.example)
		}
		requirement = "must be " + f.what
	case *kind.Pattern:
		requirement = "must match the pattern " + cut(clean(k.Want), 60)
		if node != nil && strings.TrimSpace(node.Description) != "" {
			requirement = "must match the required form: " + cut(strings.TrimRight(clean(node.Description), " ."), 100)
		}
	case *kind.MinLength, *kind.MaxLength:
		requirement = "must be " + bounds(lengthBounds(k, node), "character long", "characters long")
		got = count(utf8.RuneCountInString(stringOf(v)), "character", "characters")
	case *kind.Minimum, *kind.Maximum, *kind.ExclusiveMinimum, *kind.ExclusiveMaximum:
		requirement = "must be " + numberRange(k, node)
	case *kind.MultipleOf:
		requirement = "must be a multiple of " + ratText(k.Want)
	case *kind.MinItems, *kind.MaxItems:
		requirement = "must have " + bounds(itemBounds(k, node), "item", "items")
		got = count(len(arrayOf(v)), "item", "items")
	case *kind.AdditionalItems:
		n := len(arrayOf(v)) - k.Count
		requirement = "must have at most " + count(n, "item", "items")
		got = count(len(arrayOf(v)), "item", "items")
	case *kind.UniqueItems:
		requirement, got = "must not contain the same item twice", ""
		hint = path + "[" + strconv.Itoa(k.Duplicates[0]) + "] and " + path + "[" + strconv.Itoa(k.Duplicates[1]) + "] are equal"
	case *kind.Contains:
		requirement = "must contain at least one item of the required form"
		got, hint = "", ""
	case *kind.MinContains:
		requirement = "must contain at least " + count(k.Want, "item", "items") + " of the required form"
		got, hint = count(len(k.Got), "matching item", "matching items"), ""
	case *kind.MaxContains:
		requirement = "must contain at most " + count(k.Want, "item", "items") + " of the required form"
		got, hint = count(len(k.Got), "matching item", "matching items"), ""
	case *kind.MinProperties:
		requirement = "must have at least " + count(k.Want, "property", "properties")
		got, hint = count(k.Got, "property", "properties"), ""
	case *kind.MaxProperties:
		requirement = "must have at most " + count(k.Want, "property", "properties")
		got, hint = count(k.Got, "property", "properties"), ""
	case *kind.ContentEncoding:
		requirement = "must be " + cut(clean(k.Want), 20) + "-encoded"
	case *kind.ContentMediaType:
		requirement = "must be valid " + cut(clean(k.Want), 40) + " content"
	case *kind.OneOf:
		requirement = "must match exactly one of the allowed forms, but matches several"
	case *kind.AnyOf, *kind.AllOf:
		requirement = "must match the allowed forms"
	case *kind.Not:
		requirement = "must not have this value"
	case *kind.FalseSchema:
		requirement, got, hint = "must not be given", "", ""
	default:
		requirement = "is not valid"
	}
	return requirement, got, hint
}

// valueText renders an offending value for a problem: scalars shortened
// (or not at all for secret-looking parameters), containers by their kind,
// which is what the model needs to see it sent the wrong shape.
func valueText(path string, v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return shortValue(path, v)
}

// exampleOf returns "for example <value>" from the schema's examples or
// default, or "" when it has neither. The values are the author's, shown
// in tools/list already, so they are not secret.
func exampleOf(node *jsonschema.Schema) string {
	if node == nil {
		return ""
	}
	var ex any
	switch {
	case len(node.Examples) > 0:
		ex = node.Examples[0]
	case node.Default != nil:
		ex = *node.Default
	default:
		return ""
	}
	return "for example " + literal(ex, 60)
}

// literal writes a JSON value from the schema, shortened.
func literal(v any, n int) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(cut(clean(s), n))
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "a value"
	}
	return cut(clean(string(b)), n)
}

// oneOf lists enum values: `"a", "b" or "c"`, at most ten of them.
func oneOf(values []any) string {
	if len(values) == 1 {
		return literal(values[0], 40)
	}
	const maxShown = 10
	var parts []string
	for i, v := range values {
		if i == maxShown {
			return "one of " + strings.Join(parts, ", ") + " (" + strconv.Itoa(len(values)-maxShown) + " more in the schema)"
		}
		parts = append(parts, literal(v, 40))
	}
	return "one of " + joinAnd(parts, "or")
}

// joinAnd joins words as a sentence does: "a", "a and b", "a, b and c".
func joinAnd(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}

// typeList names JSON Schema types as a model reads them:
// ["string", "null"] is "a string or null".
func typeList(want []string) string {
	names := make([]string, 0, len(want))
	for _, w := range want {
		names = append(names, typeName(w))
	}
	return joinAnd(names, "or")
}

func typeName(t string) string {
	switch t {
	case "string":
		return "a string"
	case "integer":
		return "an integer"
	case "number":
		return "a number"
	case "boolean":
		return "true or false"
	case "object":
		return "an object"
	case "array":
		return "an array"
	case "null":
		return "null"
	}
	return cut(clean(t), 20)
}

// unquoted reports a string that holds what the schema wanted as a bare
// JSON literal ("3" for an integer, "true" for a boolean), the most common
// slip of a model filling in arguments, and returns that literal.
func unquoted(s string, want []string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) == 0 || len(s) > 40 {
		return "", false
	}
	for _, w := range want {
		switch w {
		case "integer":
			if _, err := strconv.ParseInt(s, 10, 64); err == nil {
				return s, true
			}
		case "number":
			// ParseFloat alone accepts "NaN", "0x1p3" and "+1", which JSON does not.
			if _, err := strconv.ParseFloat(s, 64); err == nil && json.Valid([]byte(s)) {
				return s, true
			}
		case "boolean":
			if s == "true" || s == "false" {
				return s, true
			}
		}
	}
	return "", false
}

// format says in words what a format asks for, with an example that
// passes the validator's check of it.
type format struct{ what, example string }

var formats = map[string]format{
	"date-time":             {"a date-time in RFC 3339 form", "2025-01-31T09:30:00Z"},
	"date":                  {"a date in the form YYYY-MM-DD", "2025-01-31"},
	"time":                  {"a time in RFC 3339 form, with its offset", "09:30:00Z"},
	"duration":              {"an ISO 8601 duration", "P3DT4H"},
	"email":                 {"an email address", "name@example.com"},
	"idn-email":             {"an email address", "name@example.com"},
	"hostname":              {"a host name", "example.com"},
	"idn-hostname":          {"a host name", "example.com"},
	"ipv4":                  {"an IPv4 address", "192.0.2.1"},
	"ipv6":                  {"an IPv6 address", "2001:db8::1"},
	"uri":                   {"an absolute URI", "https://example.com/page"},
	"iri":                   {"an absolute IRI", "https://example.com/page"},
	"uri-reference":         {"a URI reference", "/page?id=1"},
	"iri-reference":         {"an IRI reference", "/page?id=1"},
	"uri-template":          {"a URI template", "https://example.com/items/{id}"},
	"uuid":                  {"a UUID", "123e4567-e89b-12d3-a456-426614174000"},
	"json-pointer":          {"a JSON pointer", "/items/0"},
	"relative-json-pointer": {"a relative JSON pointer", "1/name"},
	"regex":                 {"a valid regular expression", ""},
}

func formatOf(name string) format {
	if f, ok := formats[name]; ok {
		return f
	}
	return format{what: "a valid " + cut(clean(name), 30) + " value"}
}

// bound is one side of a range; ok is false when the side is open.
type bound struct {
	n  int
	ok bool
}

// span is a range of counts.
type span struct{ lo, hi bound }

// lengthBounds reads both length bounds from the schema, so a string
// that is too long is told the whole range, not only the side it broke.
func lengthBounds(k jsonschema.ErrorKind, node *jsonschema.Schema) (s span) {
	if node != nil {
		s = span{boundOf(node.MinLength), boundOf(node.MaxLength)}
	}
	switch k := k.(type) {
	case *kind.MinLength:
		s.lo = bound{k.Want, true}
	case *kind.MaxLength:
		s.hi = bound{k.Want, true}
	}
	return s
}

func itemBounds(k jsonschema.ErrorKind, node *jsonschema.Schema) (s span) {
	if node != nil {
		s = span{boundOf(node.MinItems), boundOf(node.MaxItems)}
	}
	switch k := k.(type) {
	case *kind.MinItems:
		s.lo = bound{k.Want, true}
	case *kind.MaxItems:
		s.hi = bound{k.Want, true}
	}
	return s
}

func boundOf(p *int) bound {
	if p == nil {
		return bound{}
	}
	return bound{*p, true}
}

// bounds writes a range of counts: "between 3 and 20 characters long",
// "at most 5 items".
func bounds(s span, one, many string) string {
	lo, hi := s.lo, s.hi
	switch {
	case lo.ok && hi.ok && lo.n == hi.n:
		return "exactly " + count(lo.n, one, many)
	case lo.ok && hi.ok:
		return "between " + strconv.Itoa(lo.n) + " and " + strconv.Itoa(hi.n) + " " + many
	case lo.ok:
		return "at least " + count(lo.n, one, many)
	}
	return "at most " + count(hi.n, one, many)
}

// numberRange writes the numeric range of node, or of the broken rule
// alone when the node is unknown: "between 1 and 14", "greater than 0 and
// at most 100".
func numberRange(k jsonschema.ErrorKind, node *jsonschema.Schema) string {
	var lo, hi, xlo, xhi *big.Rat
	if node != nil {
		lo, hi, xlo, xhi = node.Minimum, node.Maximum, node.ExclusiveMinimum, node.ExclusiveMaximum
	}
	switch k := k.(type) {
	case *kind.Minimum:
		lo = k.Want
	case *kind.Maximum:
		hi = k.Want
	case *kind.ExclusiveMinimum:
		xlo = k.Want
	case *kind.ExclusiveMaximum:
		xhi = k.Want
	}
	if lo != nil && hi != nil && xlo == nil && xhi == nil {
		return "between " + ratText(lo) + " and " + ratText(hi)
	}
	var parts []string
	switch {
	case xlo != nil:
		parts = append(parts, "greater than "+ratText(xlo))
	case lo != nil:
		parts = append(parts, "at least "+ratText(lo))
	}
	switch {
	case xhi != nil:
		parts = append(parts, "less than "+ratText(xhi))
	case hi != nil:
		parts = append(parts, "at most "+ratText(hi))
	}
	return strings.Join(parts, " and ")
}

// ratText writes a schema number exactly when it is an integer, else in
// the shortest decimal form that reads back as the same float.
func ratText(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	if r.IsInt() {
		return r.Num().String()
	}
	f, _ := r.Float64()
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func stringOf(v any) string {
	s, _ := v.(string)
	return s
}

func arrayOf(v any) []any {
	a, _ := v.([]any)
	return a
}
