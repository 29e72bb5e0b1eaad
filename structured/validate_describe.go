package structured

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

var printer = message.NewPrinter(language.English)

// describeFailure reduces a validation error tree to one field and one
// problem. The validator reports every failed branch of every anyOf; the
// deepest failure is the one an author can act on, and a missing "error"
// property is never it (it only says the result is not an error result).
func describeFailure(verr *jsonschema.ValidationError, inst any) (field, problem string) {
	var leaves []*jsonschema.ValidationError
	var collect func(e *jsonschema.ValidationError)
	collect = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			leaves = append(leaves, e)
		}
		for _, c := range e.Causes {
			collect(c)
		}
	}
	collect(verr)

	var best *jsonschema.ValidationError
	for _, l := range leaves {
		if r, ok := l.ErrorKind.(*kind.Required); ok && len(l.InstanceLocation) == 0 && len(r.Missing) == 1 && r.Missing[0] == ErrorField {
			continue
		}
		if best == nil || len(l.InstanceLocation) > len(best.InstanceLocation) {
			best = l
		}
	}
	if best == nil {
		best = leaves[0]
	}

	at := fieldPath(best.InstanceLocation, inst)
	switch k := best.ErrorKind.(type) {
	case *kind.Required:
		if len(k.Missing) == 1 {
			return joinPath(at, k.Missing[0]), "is missing"
		}
		return at, "lacks required fields " + quoteAll(k.Missing)
	case *kind.AdditionalProperties:
		if len(k.Properties) == 1 {
			return joinPath(at, k.Properties[0]), "is not declared in the schema, which allows no other fields"
		}
		return at, "has fields the schema does not declare: " + quoteAll(k.Properties)
	}
	return at, "is invalid: " + best.ErrorKind.LocalizedString(printer)
}

// fieldPath writes an instance location as "items[2].qty": indexes of
// arrays in brackets, object keys joined by dots, as Go and JS authors
// write them.
func fieldPath(loc []string, inst any) string {
	var b strings.Builder
	cur := inst
	for _, tok := range loc {
		switch c := cur.(type) {
		case []any:
			b.WriteString("[" + tok + "]")
			if i, err := strconv.Atoi(tok); err == nil && i >= 0 && i < len(c) {
				cur = c[i]
			} else {
				cur = nil
			}
		case map[string]any:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(tok)
			cur = c[tok]
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(tok)
			cur = nil
		}
	}
	return b.String()
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
