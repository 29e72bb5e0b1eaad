package resultcheck

import (
	"strings"
	"testing"
)

// TestActionHintNamesTheToolsArgument: the "add an action" hint shows
// correcting an argument the tool has (the broken one when known), and no
// argument when the tool takes none or nothing is known of it.
func TestActionHintNamesTheToolsArgument(t *testing.T) {
	const noAction = `The upstream refused the query.`
	for _, c := range []struct {
		name string
		opts Options
		want string // the hint's example argument, "" for none
	}{
		{"the broken argument, tool unknown", Options{Param: "zip_code"}, "zip_code"},
		{"the broken argument of the tool", Options{Param: "zip_code", ToolParams: []string{"country", "zip_code"}}, "zip_code"},
		{"a broken argument the tool lacks", Options{Param: "bogus_flag", ToolParams: []string{"repository"}}, "repository"},
		{"the tool's first argument", Options{ToolParams: []string{"repository", "branch"}}, "repository"},
		{"a tool without arguments", Options{Param: "bogus_flag", ToolParams: []string{}}, ""},
		{"nothing known", Options{}, ""},
		{"a name no one can copy", Options{ToolParams: []string{strings.Repeat("x", 200)}}, ""},
	} {
		rep, err := CheckMessage([]byte(errResult(noAction)), c.opts)
		if err != nil {
			t.Fatal(err)
		}
		var hint string
		for _, f := range rep.Findings {
			if f.Check == CheckAction {
				hint = f.Message
			}
		}
		if hint == "" {
			t.Fatalf("%s: no action finding for %q: %+v", c.name, noAction, rep.Findings)
		}
		if !strings.Contains(hint, `"Retry after 60 seconds."`) {
			t.Errorf("%s: the hint lost its retry example: %s", c.name, hint)
		}
		named := strings.Contains(hint, "Call the tool again with")
		if c.want == "" && named {
			t.Errorf("%s: the hint names an argument: %s", c.name, hint)
		}
		if c.want != "" && !strings.Contains(hint, `"Call the tool again with \"`+c.want+`\" corrected."`) {
			t.Errorf("%s: the hint does not show correcting %q: %s", c.name, c.want, hint)
		}
		if c.want != "days" && strings.Contains(hint, "days") {
			t.Errorf("%s: the hint names the stock example: %s", c.name, hint)
		}
	}
}
