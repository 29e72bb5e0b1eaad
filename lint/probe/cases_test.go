package probe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/lint/wire"
)

func TestCraft(t *testing.T) {
	schema := `{"type":"object","properties":{
		"city":{"type":"string","minLength":2},
		"days":{"type":"integer","minimum":1,"maximum":14},
		"unit":{"type":"string","enum":["c","f"]},
		"tags":{"type":"array","items":{"type":"string"},"maxItems":2},
		"since":{"type":"string","format":"date"}
	},"required":["city","days"],"additionalProperties":false}`
	got := Craft("forecast", json.RawMessage(schema), 100)
	var lines []string
	for _, c := range got {
		lines = append(lines, fmt.Sprintf("%s %s %s", c.Case, c.Param, c.Arguments))
	}
	want := []string{
		`missing_required city {"days":1}`,
		`wrong_type city {"city":12345,"days":1}`,
		`out_of_range city {"city":"","days":1}`,
		`unknown_param mcperr_unknown_param {"city":"xx","days":1,"mcperr_unknown_param":true}`,
		`missing_required days {"city":"xx"}`,
		`wrong_type days {"city":"xx","days":"not a number"}`,
		`out_of_range days {"city":"xx","days":15}`,
		`wrong_type since {"city":"xx","days":1,"since":12345}`,
		`out_of_range tags {"city":"xx","days":1,"tags":["x","x","x"]}`,
		`wrong_type tags {"city":"xx","days":1,"tags":"not an array"}`,
		`out_of_range unit {"city":"xx","days":1,"unit":"not-one-of-the-choices"}`,
		`wrong_type unit {"city":"xx","days":1,"unit":12345}`,
	}
	if !reflect.DeepEqual(lines, want) {
		t.Errorf("crafted calls:\n%s\nwant:\n%s", join(lines), join(want))
	}
	if n := len(Craft("forecast", json.RawMessage(schema), 5)); n != 5 {
		t.Errorf("max 5 gave %d calls", n)
	}
	kinds := map[string]bool{}
	for _, c := range Craft("forecast", json.RawMessage(schema), 4) {
		kinds[c.Case] = true
	}
	if len(kinds) != 4 {
		t.Errorf("the first 4 calls cover %v, want all four kinds", kinds)
	}
	for _, s := range []string{``, `null`, `{}`, `{"properties":5}`, `{"type":"object"}`} {
		if calls := Craft("t", json.RawMessage(s), 10); len(calls) != 0 {
			t.Errorf("schema %q: %d calls, want none", s, len(calls))
		}
	}
}

func join(l []string) string {
	out := ""
	for _, s := range l {
		out += "  " + s + "\n"
	}
	return out
}

func FuzzCraft(f *testing.F) {
	f.Add([]byte(`{"type":"object","properties":{"a":{"type":["null","integer"],"exclusiveMaximum":3},"b":{"type":"array","minItems":3,"items":{"type":"object","required":["x"],"properties":{"x":{"const":1}}}}},"required":["a","b"]}`))
	f.Fuzz(func(t *testing.T, schema []byte) {
		for _, c := range Craft("t", schema, 16) {
			if !json.Valid(c.Arguments) || c.Case == "" || c.Tool != "t" {
				t.Fatalf("bad call %+v", c)
			}
		}
	})
}

func FuzzReadBody(f *testing.F) {
	f.Add([]byte("data: {\"jsonrpc\":\"2.0\",\"method\":\"x\"}\n\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n\ndata: trailing\n\n"), "text/event-stream")
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"result":{}}`), "application/json")
	f.Fuzz(func(t *testing.T, body []byte, ctype string) {
		resp := &http.Response{Header: http.Header{"Content-Type": {ctype}}, Body: io.NopCloser(bytes.NewReader(body))}
		got, err := readBody(resp, json.RawMessage(`1`))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(body, got) {
			t.Fatalf("read %q, not a prefix of the body", got)
		}
		// Stopping early never changes the verdict: the response was in.
		if len(got) < len(body) {
			full, _ := wire.ClassifyHTTP(wire.Response{Status: 200, ContentType: ctype, Body: body}, json.RawMessage(`1`))
			part, _ := wire.ClassifyHTTP(wire.Response{Status: 200, ContentType: ctype, Body: got}, json.RawMessage(`1`))
			if full.Outcome != part.Outcome || !part.FinalArrived {
				t.Fatalf("early stop changed %s to %s", full.Outcome, part.Outcome)
			}
		}
	})
}

// TestToolParams: the arguments a hint may name are the tool's own,
// required ones first; a tool without any has none (not "unknown").
func TestToolParams(t *testing.T) {
	for schema, want := range map[string][]string{
		`{"type":"object"}`:              {},
		`not json`:                       {},
		`{"properties":{"z":{},"b":{}}}`: {"b", "z"},
		`{"properties":{"a":{},"zip":{},"city":{}},"required":["zip","zip"]}`: {"zip", "a", "city"},
	} {
		got := toolParams(json.RawMessage(schema))
		if got == nil || !slices.Equal(got, want) {
			t.Errorf("toolParams(%s) = %#v, want %q", schema, got, want)
		}
	}
}

func TestUnlistedNamesAtMost20Tools(t *testing.T) {
	var tools []tool
	for i := range 25 {
		tools = append(tools, tool{Name: fmt.Sprintf("t%d", i)})
	}
	got := unlisted("x", tools)
	if !strings.Contains(got, "(it lists t0, t1,") || !strings.Contains(got, "t19 and 5 more)") || strings.Contains(got, "t20") {
		t.Errorf("unlisted = %q", got)
	}
	if got := unlisted("x", nil); !strings.Contains(got, "(it lists no tools)") {
		t.Errorf("no tools: %q", got)
	}
}
