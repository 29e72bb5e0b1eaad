package probe

import (
	"encoding/json"
	"regexp"
	"sort"

	"github.com/mcperr/mcperr/lint/resultcheck"
)

// exampleParam is the argument resultcheck's "add an action" hint uses
// for its example, not knowing the tool; exampleAlternative is the part
// of the hint that names it.
var (
	exampleParam       = regexp.MustCompile(`\\"days\\"`)
	exampleAlternative = regexp.MustCompile(` or "[^"]*\\"days\\"[^"]*"`)
)

// hintParam makes the example in an "add an action" hint name param, an
// argument of the tool itself, or drops the example when the tool has no
// argument: a hint about "days" for a tool without one misleads.
func hintParam(findings []resultcheck.Finding, param string) {
	for i, f := range findings {
		if f.Check != resultcheck.CheckAction {
			continue
		}
		if param == "" {
			findings[i].Message = exampleAlternative.ReplaceAllString(f.Message, "")
		} else {
			findings[i].Message = exampleParam.ReplaceAllLiteralString(f.Message, `\"`+param+`\"`)
		}
	}
}

// firstParam is the argument a hint about the tool should name: the first
// required one, else the first by name; "" when the schema has none.
func firstParam(inputSchema json.RawMessage) string {
	var s schema
	if json.Unmarshal(inputSchema, &s) != nil || s == nil {
		return ""
	}
	if req := s.required(); len(req) > 0 {
		return req[0]
	}
	names := make([]string, 0, len(s.props()))
	for name := range s.props() {
		names = append(names, name)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return ""
	}
	return names[0]
}
