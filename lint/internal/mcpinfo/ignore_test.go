package mcpinfo

import (
	"strings"
	"testing"
)

func TestParseIgnore(t *testing.T) {
	for _, tc := range []struct {
		text   string
		ok     bool
		ids    string
		reason bool
	}{
		{"//mcperr:ignore MCP001 the gateway converts it", true, "MCP001", true},
		{"//mcperr:ignore MCP003,MCP006 fixture for probe tests", true, "MCP003,MCP006", true},
		{"//mcperr:ignore MCP001", true, "MCP001", false},
		{"//mcperr:ignore", true, "", false},
		{"//mcperr:ignored MCP001 x", false, "", false},
		{"// mcperr:ignore MCP001 x", false, "", false},
		{"/*mcperr:ignore MCP001 x*/", false, "", false},
	} {
		ig, ok := parseIgnore(tc.text)
		if ok != tc.ok {
			t.Errorf("parseIgnore(%q) ok = %v, want %v", tc.text, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		for _, id := range strings.Split(tc.ids, ",") {
			if id != "" && !ig.ids[id] {
				t.Errorf("parseIgnore(%q) lacks ID %s", tc.text, id)
			}
		}
		if ig.reason != tc.reason {
			t.Errorf("parseIgnore(%q) reason = %v, want %v", tc.text, ig.reason, tc.reason)
		}
	}
}

// FuzzParseIgnore feeds arbitrary comments, which come from the analysed
// source: parsing must not panic, and a comment is honoured as reasoned
// only if something follows the IDs.
func FuzzParseIgnore(f *testing.F) {
	for _, s := range []string{"//mcperr:ignore MCP001 reason", "//mcperr:ignore", "//mcperr:ignore ,,, x", "//mcperr:ignore\tMCP001\treason"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ig, ok := parseIgnore(s)
		if !ok {
			return
		}
		if ig.reason && len(strings.Fields(strings.TrimPrefix(s, ignoreDirective))) < 2 {
			t.Errorf("parseIgnore(%q): reason without a word after the IDs", s)
		}
	})
}
