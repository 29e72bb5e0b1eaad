package probe

import (
	"encoding/json"
	"slices"
	"sort"
)

// toolParams are the argument names a tool declares, for resultcheck's
// "add an action" hint: the required ones first, in their order, then the
// others by name. The list is never nil: the probe knows what the server
// declared, and a tool without arguments (or with a schema it cannot read)
// gets a hint that names none, never the probe's made-up argument.
func toolParams(inputSchema json.RawMessage) []string {
	names := []string{}
	var s schema
	if json.Unmarshal(inputSchema, &s) != nil || s == nil {
		return names
	}
	for _, name := range s.required() {
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	var rest []string
	for name := range s.props() {
		if !slices.Contains(names, name) {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	return append(names, rest...)
}
