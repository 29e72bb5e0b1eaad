package toolerr

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestRenderFitsLongParamAndIncident holds the cap when a long parameter
// name and a long incident ID leave the cause no room (found by FuzzRender:
// the notes were added after the cause was cut, 122 characters under 120).
func TestRenderFitsLongParamAndIncident(t *testing.T) {
	long := strings.Repeat("0", 19) + "\u0487" + strings.Repeat("0", 60)
	for _, tc := range []struct {
		param, incident, action string
		maxChars                int
	}{
		{long, long, "0", 0},
		{long, long, strings.Repeat("Do this. ", 20), 120},
		{strings.Repeat("\U000F0000", 90), long, "0", 120}, // private use: quoted as escapes
		{long, "", "0", 120},
		{"days", long, "0", 120},
	} {
		e := New(InvalidArgumentCode, "Rate limit exceeded", tc.action).WithParam(tc.param)
		e.Incident = tc.incident
		got := render(e, callContext{}, tc.maxChars).text
		limit := max(tc.maxChars, 2*minCauseChars)
		if c := utf8.RuneCountInString(got); c > limit {
			t.Errorf("%d characters, over %d: %q", c, limit, got)
		}
		if tc.incident != "" && !strings.Contains(got, "(incident ") {
			t.Errorf("incident lost: %q", got)
		}
		if !strings.Contains(got, "(parameter \"") && !strings.Contains(got, tc.param) {
			t.Errorf("parameter not named: %q", got)
		}
	}
}
