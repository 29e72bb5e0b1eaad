package toolerr

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// problemKind sorts the problems of one call: missing parameters are named
// first because they are the most common and the cheapest to fix, then
// unknown ones, which are often the missing ones misspelt.
type problemKind int

const (
	missingProblem problemKind = iota // a required parameter is absent
	unknownProblem                    // a parameter the schema does not declare
	invalidProblem                    // a value breaks a rule of its schema
)

// problem is one violation, described in the words of the schema.
type problem struct {
	kind problemKind
	loc  []string // where the parameter is in the arguments
	// path is loc written the way authors and models write it:
	// "filters.since", "items[2].qty"; "" for the arguments as a whole.
	path string
	// requirement says what the value must be: "must be between 1 and 14".
	// For a missing parameter it names the condition, if any, under which
	// it is required: "when \"a\" is given".
	requirement string
	got         string // the offending value as shown, "" when not shown
	hint        string // "for example \"Paris\"", "did you mean \"city\"?"
	parent      string // for unknown parameters: path of their object
	known       []string
}

// problemsOf turns a validation error tree into one problem per violation,
// in a stable order: missing, unknown, invalid, each by path.
func problemsOf(verr *jsonschema.ValidationError, root *jsonschema.Schema, inst any) []problem {
	nodes := indexSchema(root)
	var ps []problem
	for _, leaf := range leavesOf(verr, nil) {
		ps = appendProblems(ps, leaf, nodes, inst)
	}
	slices.SortStableFunc(ps, func(a, b problem) int {
		if c := cmp.Compare(a.kind, b.kind); c != 0 {
			return c
		}
		return compareLoc(a.loc, b.loc)
	})
	return slices.CompactFunc(ps, func(a, b problem) bool {
		return a.kind == b.kind && a.path == b.path && a.requirement == b.requirement && a.got == b.got
	})
}

// leavesOf collects the violations of a tree. The validator reports every
// failed branch of an anyOf or oneOf; only the branch the value was
// evidently meant for is kept (see chooseBranch).
func leavesOf(e *jsonschema.ValidationError, out []*jsonschema.ValidationError) []*jsonschema.ValidationError {
	switch k := e.ErrorKind.(type) {
	case *kind.AnyOf:
		return append(out, chooseBranch(e)...)
	case *kind.OneOf:
		if len(k.Subschemas) == 0 {
			return append(out, chooseBranch(e)...)
		}
	case *kind.PropertyNames, *kind.Contains, *kind.MinContains, *kind.MaxContains:
		// Their causes say why each name or item failed a rule that
		// needs only some of them to pass; the rule itself is the problem.
		return append(out, e)
	}
	if len(e.Causes) == 0 {
		return append(out, e)
	}
	for _, c := range e.Causes {
		out = leavesOf(c, out)
	}
	return out
}

// chooseBranch picks the violations of the anyOf/oneOf branch the value
// was meant for: a branch that failed only because the value has another
// type was not meant; of the others, the one with the fewest violations is
// the closest. When every branch failed on the type alone, the types are
// merged into one violation: "must be a string or null".
func chooseBranch(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	var best []*jsonschema.ValidationError
	var merged *kind.Type
	for _, branch := range e.Causes {
		leaves := leavesOf(branch, nil)
		if len(leaves) == 1 && slices.Equal(leaves[0].InstanceLocation, e.InstanceLocation) {
			if t, ok := leaves[0].ErrorKind.(*kind.Type); ok {
				if merged == nil {
					merged = &kind.Type{Got: t.Got}
				}
				for _, w := range t.Want {
					if !slices.Contains(merged.Want, w) {
						merged.Want = append(merged.Want, w)
					}
				}
				continue
			}
		}
		if best == nil || len(leaves) < len(best) {
			best = leaves
		}
	}
	if best != nil {
		return best
	}
	return []*jsonschema.ValidationError{{SchemaURL: e.SchemaURL, InstanceLocation: e.InstanceLocation, ErrorKind: merged}}
}

// appendProblems describes one violation.
func appendProblems(ps []problem, leaf *jsonschema.ValidationError, nodes map[string]*jsonschema.Schema, inst any) []problem {
	node := nodes[leaf.SchemaURL]
	loc := leaf.InstanceLocation
	switch k := leaf.ErrorKind.(type) {
	case *kind.Required:
		for _, name := range k.Missing {
			ps = append(ps, newProblem(missingProblem, child(loc, name), inst))
		}
		return appendMisspelt(ps, loc, k.Missing, node, inst)
	case *kind.Dependency:
		return appendDependents(ps, loc, k.Prop, k.Missing, inst)
	case *kind.DependentRequired:
		return appendDependents(ps, loc, k.Prop, k.Missing, inst)
	case *kind.AdditionalProperties:
		for _, name := range k.Properties {
			ps = append(ps, unknown(loc, name, node, inst))
		}
		return ps
	case *kind.PropertyNames:
		return append(ps, unknown(loc, k.Property, nil, inst))
	case *kind.FalseSchema:
		// additionalProperties: false and unevaluatedProperties: false
		// reach here for each property they reject; the object's own
		// schema knows the names that would have been accepted.
		for _, kw := range [...]string{"/additionalProperties", "/unevaluatedProperties"} {
			if parent, ok := strings.CutSuffix(leaf.SchemaURL, kw); ok && len(loc) > 0 {
				return append(ps, unknown(loc[:len(loc)-1], loc[len(loc)-1], nodes[parent], inst))
			}
		}
	}
	p := newProblem(invalidProblem, loc, inst)
	p.requirement, p.got, p.hint = describeRule(leaf.ErrorKind, node, valueAt(inst, loc), p.path)
	return append(ps, p)
}

// appendMisspelt reports the undeclared parameters of an object that look
// like one of its missing required ones. Most tool schemas do not forbid
// unknown names, so without this "titel" would pass silently while "title"
// is reported missing, and the model would not learn why.
func appendMisspelt(ps []problem, loc, missing []string, obj *jsonschema.Schema, inst any) []problem {
	present, _ := valueAt(inst, loc).(map[string]any)
	if obj == nil || len(present) == 0 {
		return ps
	}
	keys := make([]string, 0, len(present))
	for key := range present {
		if _, declared := obj.Properties[key]; !declared {
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	for _, key := range keys {
		if s := suggest(key, missing, nil); s != "" {
			p := newProblem(unknownProblem, child(loc, key), inst)
			p.parent = pathOf(loc, inst)
			p.hint = "did you mean " + quote(pathOf(child(loc, s), inst)) + "?"
			ps = append(ps, p)
		}
	}
	return ps
}

func appendDependents(ps []problem, loc []string, prop string, missing []string, inst any) []problem {
	for _, name := range missing {
		p := newProblem(missingProblem, child(loc, name), inst)
		p.requirement = "when " + quote(pathOf(child(loc, prop), inst)) + " is given"
		ps = append(ps, p)
	}
	return ps
}

// unknown describes a parameter that the object's schema does not declare,
// with the declared name it most likely meant.
func unknown(objLoc []string, name string, obj *jsonschema.Schema, inst any) problem {
	p := newProblem(unknownProblem, child(objLoc, name), inst)
	p.parent = pathOf(objLoc, inst)
	if obj == nil {
		return p
	}
	present, _ := valueAt(inst, objLoc).(map[string]any)
	for k := range obj.Properties {
		p.known = append(p.known, k)
	}
	slices.Sort(p.known)
	if s := suggest(name, p.known, present); s != "" {
		p.hint = "did you mean " + quote(pathOf(child(objLoc, s), inst)) + "?"
	}
	return p
}

func newProblem(k problemKind, loc []string, inst any) problem {
	return problem{kind: k, loc: loc, path: pathOf(loc, inst)}
}

func child(loc []string, name string) []string {
	return append(slices.Clip(loc), name)
}

// pathOf writes an instance location as "items[2].qty": array indexes in
// brackets, object keys joined by dots, as Go and JavaScript authors (and
// models) write them.
func pathOf(loc []string, inst any) string {
	var b strings.Builder
	cur := inst
	for _, tok := range loc {
		if arr, ok := cur.([]any); ok {
			b.WriteString("[" + tok + "]")
			if i, err := strconv.Atoi(tok); err == nil && i >= 0 && i < len(arr) {
				cur = arr[i]
			} else {
				cur = nil
			}
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
		if m, ok := cur.(map[string]any); ok {
			cur = m[tok]
		} else {
			cur = nil
		}
	}
	return b.String()
}

// valueAt returns the value at loc, or nil when there is none.
func valueAt(inst any, loc []string) any {
	cur := inst
	for _, tok := range loc {
		switch c := cur.(type) {
		case map[string]any:
			cur = c[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil
			}
			cur = c[i]
		default:
			return nil
		}
	}
	return cur
}

// compareLoc orders locations by their tokens, numbers by value, so
// items[2] comes before items[10].
func compareLoc(a, b []string) int {
	for i := range min(len(a), len(b)) {
		x, errX := strconv.Atoi(a[i])
		y, errY := strconv.Atoi(b[i])
		if errX == nil && errY == nil {
			if c := cmp.Compare(x, y); c != 0 {
				return c
			}
			continue
		}
		if c := strings.Compare(a[i], b[i]); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// indexSchema maps every subschema of root by its location, the key a
// violation names its schema by, so a violation can be described with its
// property's description, examples, default and bounds.
func indexSchema(root *jsonschema.Schema) map[string]*jsonschema.Schema {
	idx := map[string]*jsonschema.Schema{}
	var walk func(s *jsonschema.Schema)
	walkAll := func(ss []*jsonschema.Schema) {
		for _, s := range ss {
			walk(s)
		}
	}
	walk = func(s *jsonschema.Schema) {
		if s == nil || idx[s.Location] != nil {
			return
		}
		idx[s.Location] = s
		walk(s.Ref)
		walk(s.RecursiveRef)
		if s.DynamicRef != nil {
			walk(s.DynamicRef.Ref)
		}
		walk(s.Not)
		walkAll(s.AllOf)
		walkAll(s.AnyOf)
		walkAll(s.OneOf)
		walk(s.If)
		walk(s.Then)
		walk(s.Else)
		walk(s.PropertyNames)
		for _, p := range s.Properties {
			walk(p)
		}
		for _, p := range s.PatternProperties {
			walk(p)
		}
		if a, ok := s.AdditionalProperties.(*jsonschema.Schema); ok {
			walk(a)
		}
		for _, d := range s.Dependencies {
			if ds, ok := d.(*jsonschema.Schema); ok {
				walk(ds)
			}
		}
		for _, d := range s.DependentSchemas {
			walk(d)
		}
		walk(s.UnevaluatedProperties)
		walk(s.Contains)
		switch it := s.Items.(type) {
		case *jsonschema.Schema:
			walk(it)
		case []*jsonschema.Schema:
			walkAll(it)
		}
		if a, ok := s.AdditionalItems.(*jsonschema.Schema); ok {
			walk(a)
		}
		walkAll(s.PrefixItems)
		walk(s.Items2020)
		walk(s.UnevaluatedItems)
		walk(s.ContentSchema)
	}
	walk(root)
	return idx
}
