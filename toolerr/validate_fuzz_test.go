package toolerr

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/structured"
)

// fuzzTools are the tools the fuzzed arguments are checked against.
func fuzzTools(f *testing.F) []*mcp.Tool {
	var tools []*mcp.Tool
	for _, name := range []string{"forecast", "legacy"} {
		raw, err := os.ReadFile("testdata/validate/" + name + ".json")
		if err != nil {
			f.Fatal(err)
		}
		t := mcp.NewToolWithRawSchema(name, "", raw)
		tools = append(tools, &t)
	}
	t := mcp.NewTool("book", mcp.WithString("room", mcp.Required(), mcp.Enum("red", "blue")),
		mcp.WithNumber("nights", mcp.Min(1), mcp.Max(7)), mcp.WithSchemaAdditionalProperties(false))
	return append(tools, &t)
}

// FuzzValidateArguments decodes fuzzed arguments the way mcp-go decodes a
// tools/call, validates them and checks what the model would read.
func FuzzValidateArguments(f *testing.F) {
	tools := fuzzTools(f)
	for _, seed := range []string{
		`{}`, `null`, `[]`, `"Paris"`, `3`,
		`{"city":"Paris","days":3}`,
		`{"citty":"Paris","days":"3","units":"kelvin","since":"yesterday","zip":"1234"}`,
		`{"city":1,"days":0,"units":1,"since":1,"zip":1,"note":1,"api_key":"hunter2hunter2","filters":1,"items":1,"x":1,"y":2}`,
		`{"filters":{"sinse":"x","tags":["a","b","c","d"]},"items":[{"qty":0},{"sku":"a","qty":1.5}]}`,
		`{"items":[{"qty":0},{"qty":0},{}],"label":5,"when":"2024-13-01"}`,
		`{"room":"green","nights":9,"guest":2}`,
		"{\"cit\xffy\":\"Paris\"}",
		`{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}`,
		`{"days":1e400,"nights":-0,"note":"\u0000\u202e\n"}`,
	} {
		f.Add([]byte(seed), uint8(0), 400)
		f.Add([]byte(seed), uint8(1), 120)
		f.Add([]byte(seed), uint8(2), 0)
	}
	f.Fuzz(func(t *testing.T, args []byte, which uint8, maxChars int) {
		var params mcp.CallToolParams
		msg := append(append([]byte(`{"name":"x","arguments":`), args...), '}')
		if json.Unmarshal(msg, &params) != nil {
			return // mcp-go rejects the message before any handler
		}
		req := mcp.CallToolRequest{Params: params}
		tool := tools[int(which)%len(tools)]
		e := validateArguments(tool, req, maxChars)
		if e == nil {
			return
		}
		if e.Code != InvalidArgumentCode {
			t.Fatalf("code %s for arguments %s: %v", e.Code, args, e)
		}
		limit := max(maxChars, 120)
		text := render(e, callContext{tool: tool.Name, effects: effectsSafe}, limit).text
		checkText(t, text, limit)
		if len(e.Invalid) == 0 || len(e.Invalid) > maxMirrored {
			t.Fatalf("invalid_params has %d problems", len(e.Invalid))
		}
		for _, p := range e.Invalid {
			if p.Problem == "" || !utf8.ValidString(p.Param) || !utf8.ValidString(p.Problem) {
				t.Fatalf("bad problem %+v", p)
			}
		}
		// A secret-looking parameter's value is never shown, unless the
		// same text is in the schema or in another argument.
		if m, ok := req.Params.Arguments.(map[string]any); ok {
			if s, ok := m["api_key"].(string); ok && len(s) >= 6 && strings.Contains(text, s) {
				raw, _ := os.ReadFile("testdata/validate/forecast.json")
				if !strings.Contains(string(raw), s) && !strings.Contains(strings.Replace(string(args), s, "", 1), s) {
					t.Fatalf("the api_key value %q was echoed: %s", s, text)
				}
			}
		}
	})
}

// FuzzInvalidArguments builds the message for fuzzed hand-written problems.
func FuzzInvalidArguments(f *testing.F) {
	f.Add("days", "must be between 1 and 14 (got 30)", uint8(1), 400)
	f.Add("", "", uint8(0), 0)
	f.Add("a.b[2]", strings.Repeat("very long requirement ", 40), uint8(30), 150)
	f.Add("\xff\u202e", "panic: x\n\tmain.go:1 +0x1f", uint8(3), -1)
	f.Fuzz(func(t *testing.T, param, problem string, n uint8, maxChars int) {
		ps := make([]structured.ParamProblem, n%40)
		for i := range ps {
			ps[i] = structured.ParamProblem{Param: param + strings.Repeat("x", i), Problem: problem}
		}
		e := InvalidArguments(ps...)
		if e.Code != InvalidArgumentCode || len(e.Invalid) != min(len(ps), maxMirrored) {
			t.Fatalf("code %s with %d of %d problems mirrored", e.Code, len(e.Invalid), len(ps))
		}
		checkText(t, e.Message(), defaultMaxChars)
		limit := max(maxChars, 120)
		checkText(t, render(e, callContext{}, limit).text, limit)
	})
}

// checkText asserts what every message the model reads must be: within
// the cap, valid UTF-8 on one line, no control or invisible characters,
// ending a sentence.
func checkText(t *testing.T, text string, limit int) {
	t.Helper()
	if n := utf8.RuneCountInString(text); n > limit || n == 0 {
		t.Fatalf("message of %d characters (cap %d): %q", n, limit, text)
	}
	if !utf8.ValidString(text) {
		t.Fatalf("invalid UTF-8: %q", text)
	}
	for _, r := range text {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			t.Fatalf("control or format character %U in %q", r, text)
		}
	}
	if !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "…") {
		t.Fatalf("message does not end a sentence: %q", text)
	}
}
