package toolerr_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// The schemas of the tests: forecast.json is draft 2020-12 with one
// property for each rule the messages describe; legacy.json is draft-07, as
// many servers still emit it (definitions and $ref, exclusiveMinimum as a
// number, a nullable anyOf, a type list).
var (
	forecastSchema = mustRead("testdata/validate/forecast.json")
	legacySchema   = mustRead("testdata/validate/legacy.json")
)

func mustRead(name string) []byte {
	b, err := os.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return b
}

// validatingServer serves tools whose schemas come in each form a server
// declares them: raw draft 2020-12, raw draft-07, built with mcp-go's
// options, and one that does not compile. calls counts handler runs.
func validatingServer(log *wiretest.Buffer, calls *atomic.Int32, opts ...toolerr.Option) *server.MCPServer {
	opts = append([]toolerr.Option{toolerr.WithArgumentValidation(), toolerr.WithLogger(slog.New(slog.NewTextHandler(log, nil)))}, opts...)
	s := server.NewMCPServer("validate", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	ok := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls.Add(1)
		return mcp.NewToolResultText("ok"), nil
	}
	s.AddTool(mcp.NewToolWithRawSchema("forecast", "", forecastSchema), ok)
	s.AddTool(mcp.NewToolWithRawSchema("legacy", "", legacySchema), ok)
	s.AddTool(bookTool(7), ok)
	s.AddTool(mcp.NewToolWithRawSchema("broken", "", json.RawMessage(`{"type":"object","properties":{"a":{"type":"strin"}}}`)), ok)
	return s
}

func bookTool(maxNights int) mcp.Tool {
	return mcp.NewTool("book",
		mcp.WithString("room", mcp.Required(), mcp.Enum("red", "blue")),
		mcp.WithNumber("nights", mcp.Min(1), mcp.Max(maxNights)),
		mcp.WithSchemaAdditionalProperties(false))
}

func TestArgumentValidationWire(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	peer := wiretest.ServeHTTP(t, validatingServer(&log, &calls))
	deep := json.RawMessage(strings.Repeat("[", 9990) + strings.Repeat("]", 9990))
	huge := strings.Repeat("1", 1<<20)
	hugeName := strings.Repeat("x", 100_000)

	cases := []struct {
		name, tool string
		args       any
		want       string
		params     []string // the params of invalid_params, in order
	}{
		{"missing one", "forecast", map[string]any{"city": "Paris"},
			`Missing required parameter "days". Call the tool again with "days" set.`, []string{"days"}},
		{"missing several", "forecast", map[string]any{},
			`Missing required parameters "city" and "days". Call the tool again with these parameters corrected.`, []string{"city", "days"}},
		{"wrong type", "forecast", map[string]any{"city": 3, "days": 2},
			`Invalid value for "city": must be a string (got 3); for example "Paris". Call the tool again with "city" corrected.`, []string{"city"}},
		{"number as string", "forecast", map[string]any{"city": "Paris", "days": "3"},
			`Invalid value for "days": must be an integer, not a string (got "3"); send 3 without quotes. Call the tool again with "days" corrected.`, []string{"days"}},
		{"enum miss", "forecast", map[string]any{"city": "Paris", "days": 3, "units": "kelvin"},
			`Invalid value for "units": must be one of "metric" or "imperial" (got "kelvin"). Call the tool again with "units" corrected.`, []string{"units"}},
		{"out of range", "forecast", map[string]any{"city": "Paris", "days": 30},
			`Invalid value for "days": must be between 1 and 14 (got 30); for example 3. Call the tool again with "days" corrected.`, []string{"days"}},
		{"too long", "forecast", map[string]any{"city": "Paris", "days": 3, "note": "this note is far too long to fit"},
			`Invalid value for "note": must be at most 20 characters long (got 32 characters). Call the tool again with "note" corrected.`, []string{"note"}},
		{"pattern miss, described", "forecast", map[string]any{"city": "Paris", "days": 3, "zip": "1234"},
			`Invalid value for "zip": must match the required form: 5-digit US ZIP code (got "1234"). Call the tool again with "zip" corrected.`, []string{"zip"}},
		{"pattern miss, bare", "forecast", map[string]any{"city": "Paris", "days": 3, "code": "usd"},
			`Invalid value for "code": must match the pattern ^[A-Z]{3}$ (got "usd"). Call the tool again with "code" corrected.`, []string{"code"}},
		{"bad date-time", "forecast", map[string]any{"city": "Paris", "days": 3, "since": "yesterday"},
			`Invalid value for "since": must be a date-time in RFC 3339 form (got "yesterday"); for example "2025-01-31T09:30:00Z". Call the tool again with "since" corrected.`, []string{"since"}},
		{"bad email", "forecast", map[string]any{"city": "Paris", "days": 3, "email": "bob at example.com"},
			`Invalid value for "email": must be an email address (got "bob at example.com"); for example "name@example.com". Call the tool again with "email" corrected.`, []string{"email"}},
		{"secret not echoed", "forecast", map[string]any{"city": "Paris", "days": 3, "api_key": "hunter2"},
			`Invalid value for "api_key": must match the pattern ^sk-[a-z0-9]{8,}$ (got a value that is not shown because it may be secret). Call the tool again with "api_key" corrected.`, []string{"api_key"}},
		{"unknown near miss", "forecast", map[string]any{"citty": "Paris", "days": 3},
			`Missing required parameter "city". Unknown parameter "citty"; did you mean "city"? Call the tool again with these parameters corrected.`, []string{"city", "citty"}},
		{"unknown, nothing close", "forecast", map[string]any{"city": "Paris", "days": 3, "colour": "red"},
			`Unknown parameter "colour". Call the tool again without "colour".`, []string{"colour"}},
		{"unknown, names listed", "book", map[string]any{"room": "red", "guests": 2},
			`Unknown parameter "guests"; this tool takes "nights" and "room". Call the tool again without "guests".`, []string{"guests"}},
		{"nested object", "forecast", map[string]any{"city": "Paris", "days": 3, "filters": map[string]any{"tags": []any{"a", "b", "c", "d"}, "sinse": "2025-01-31"}},
			`Missing required parameter "filters.since". Unknown parameter "filters.sinse"; did you mean "filters.since"? Invalid value for "filters.tags": must have at most 3 items (got 4 items). Call the tool again with these parameters corrected.`,
			[]string{"filters.since", "filters.sinse", "filters.tags"}},
		{"array items", "forecast", map[string]any{"city": "Paris", "days": 3, "items": []any{map[string]any{"sku": "a"}, map[string]any{"qty": 0}}},
			`Missing required parameter "items[1].sku". Invalid value for "items[1].qty": must be at least 1 (got 0). Call the tool again with these parameters corrected.`,
			[]string{"items[1].sku", "items[1].qty"}},
		{"several at once", "book", map[string]any{"room": "green", "nights": 9, "guest": 2},
			`Unknown parameter "guest"; this tool takes "nights" and "room". Invalid value for "nights": must be between 1 and 7 (got 9). Invalid value for "room": must be one of "red" or "blue" (got "green"). Call the tool again with these parameters corrected.`,
			[]string{"guest", "nights", "room"}},
		{"capped with a count", "forecast", map[string]any{"city": 1, "days": 0, "units": 1, "since": 1, "zip": 1, "note": 1, "api_key": 1, "filters": 1, "items": 1, "x": 1, "y": 2},
			`Unknown parameters "x" and "y". Invalid value for "api_key": must be a string (got a value that is not shown because it may be secret). Invalid value for "city": must be a string (got 1); for example "Paris". Invalid value for "days": must be between 1 and 14 (got 0); for example 3. … and 6 more problems. Call the tool again with these parameters corrected.`,
			[]string{"x", "y", "api_key", "city", "days", "filters", "items", "note", "since", "units", "zip"}},
		{"draft-07 ref, exclusive minimum, nullable", "legacy", map[string]any{"items": []any{map[string]any{"qty": 0}}, "label": 5},
			`Invalid value for "items[0].qty": must be greater than 0 and at most 99 (got 0). Invalid value for "label": must be a string or null (got 5). Call the tool again with these parameters corrected.`,
			[]string{"items[0].qty", "label"}},
		{"draft-07 nullable branch chosen", "legacy", map[string]any{"label": "toolong"},
			`Invalid value for "label": must be at most 5 characters long (got 7 characters). Call the tool again with "label" corrected.`, []string{"label"}},
		{"draft-07 date and type list", "legacy", map[string]any{"when": "2024-13-01"},
			`Invalid value for "when": must be a date in the form YYYY-MM-DD (got "2024-13-01"); for example "2025-01-31". Call the tool again with "when" corrected.`, []string{"when"}},
		{"draft-07 unique items", "legacy", map[string]any{"items": []any{map[string]any{"qty": 1}, map[string]any{"qty": 1}}},
			`Invalid value for "items": must not contain the same item twice; items[0] and items[1] are equal. Call the tool again with "items" corrected.`, []string{"items"}},

		// Bad input.
		{"arguments an array", "forecast", []any{"Paris", 3},
			`The arguments must be an object (got an array). Correct the arguments and call the tool again.`, []string{""}},
		{"arguments a string", "forecast", "Paris",
			`The arguments must be an object (got "Paris"). Correct the arguments and call the tool again.`, []string{""}},
		{"arguments null", "forecast", json.RawMessage(`null`),
			`Missing required parameters "city" and "days". Call the tool again with these parameters corrected.`, []string{"city", "days"}},
		{"arguments absent", "forecast", nil,
			`Missing required parameters "city" and "days". Call the tool again with these parameters corrected.`, []string{"city", "days"}},
		{"deep nesting where an object belongs", "forecast", map[string]any{"city": "Paris", "days": 3, "filters": deep},
			`Invalid value for "filters": must be an object (got an array). Call the tool again with "filters" corrected.`, []string{"filters"}},
		{"deep nesting under an unknown name", "forecast", map[string]any{"city": "Paris", "days": 3, "deep": deep},
			`Unknown parameter "deep". Call the tool again without "deep".`, []string{"deep"}},
		{"huge string, too long", "forecast", map[string]any{"city": "Paris", "days": 3, "note": huge},
			`Invalid value for "note": must be at most 20 characters long (got 1048576 characters). Call the tool again with "note" corrected.`, []string{"note"}},
		{"huge string, echoed shortened", "forecast", map[string]any{"city": "Paris", "days": 3, "zip": huge},
			`Invalid value for "zip": must match the required form: 5-digit US ZIP code (got "` + strings.Repeat("1", 59) + `…"). Call the tool again with "zip" corrected.`, []string{"zip"}},
		{"huge parameter name", "forecast", map[string]any{"city": "Paris", "days": 3, hugeName: 1},
			`Unknown parameter "` + strings.Repeat("x", 79) + `…". Call the tool again without "` + strings.Repeat("x", 79) + `…".`, []string{strings.Repeat("x", 199) + "…"}},
		{"invalid UTF-8 in a key", "forecast", json.RawMessage("{\"cit\xffy\": \"Paris\", \"days\": 1}"),
			`Missing required parameter "city". Unknown parameter "cit` + "\uFFFD" + `y"; did you mean "city"? Call the tool again with these parameters corrected.`, []string{"city", "cit\uFFFDy"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := calls.Load()
			r := peer.CallTool(t, tc.tool, tc.args)
			if r.RPCError != nil || r.Result == nil || !r.Result.IsError {
				t.Fatalf("want an isError result, got %.500s", r.Body)
			}
			got := wiretest.FirstText(r.Result)
			if got != tc.want {
				t.Errorf("model reads\n%s\nwant\n%s", got, tc.want)
			}
			if n := utf8.RuneCountInString(got); n > 400 {
				t.Errorf("message is %d characters, over the cap of 400", n)
			}
			if calls.Load() != before {
				t.Error("the handler ran on invalid arguments")
			}
			m := mirrorOf(t, r.Result)
			if m.Code != "invalid_argument" {
				t.Errorf("code %q, want invalid_argument", m.Code)
			}
			var params []string
			for _, p := range m.Invalid {
				params = append(params, p.Param)
				if p.Problem == "" {
					t.Errorf("problem of %q is empty", p.Param)
				}
			}
			if strings.Join(params, "|") != strings.Join(tc.params, "|") {
				t.Errorf("invalid_params name %q, want %q", params, tc.params)
			}
		})
	}
	if strings.Contains(log.String(), "hunter2") {
		t.Error("a secret argument reached the log")
	}
}

// mirrorOf decodes structuredContent.error of an error result.
func mirrorOf(t *testing.T, res *mcp.CallToolResult) structured.ErrorMirror {
	t.Helper()
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var sc struct {
		Summary string                 `json:"summary"`
		Error   structured.ErrorMirror `json:"error"`
	}
	if err := json.Unmarshal(b, &sc); err != nil {
		t.Fatalf("structuredContent %s: %v", b, err)
	}
	// A summary is sent only where the tool's outputSchema requires one,
	// and then it is the text block; the cause and action always are.
	text := wiretest.FirstText(res)
	if sc.Summary != "" && sc.Summary != text {
		t.Errorf("summary %q differs from the text block %q", sc.Summary, text)
	}
	if got := sc.Error.Cause + " " + sc.Error.Action; got != text {
		t.Errorf("mirror cause and action %q differ from the text block %q", got, text)
	}
	return sc.Error
}

func TestArgumentValidationPassesGoodCalls(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	peer := wiretest.ServeHTTP(t, validatingServer(&log, &calls))
	for tool, args := range map[string]any{
		"forecast": map[string]any{"city": "Paris", "days": 3, "units": "metric", "since": "2025-01-31T09:30:00Z",
			"zip": "75001", "filters": map[string]any{"since": "2025-01-31", "tags": []any{"a"}},
			"items": []any{map[string]any{"sku": "a", "qty": 2}}, "api_key": "sk-abcdefgh1"},
		"legacy": map[string]any{"label": nil, "when": nil, "items": []any{map[string]any{"qty": 99}}},
		"book":   map[string]any{"room": "blue", "nights": 7},
	} {
		r := peer.CallTool(t, tool, args)
		if r.Result == nil || r.Result.IsError || wiretest.FirstText(r.Result) != "ok" {
			t.Errorf("%s: a valid call was not passed to the handler: %.300s", tool, r.Body)
		}
	}
	if calls.Load() != 3 {
		t.Errorf("handler ran %d times, want 3", calls.Load())
	}
}

// A schema that does not compile must not reach the model, neither as a
// dump nor as the compiler's text: the model reads an internal error and
// the author reads the reason in the log, under the same incident.
func TestArgumentValidationBrokenSchema(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	peer := wiretest.ServeHTTP(t, validatingServer(&log, &calls))
	r := peer.CallTool(t, "broken", map[string]any{"a": "x"})
	got := wiretest.FirstText(r.Result)
	want := regexp.MustCompile(`^The tool failed because of a fault in the server \(incident ([0-9a-f]{12})\)\. This is a fault of the server, not of the arguments: do not retry the same call, and give the user the incident ID if it persists\.$`)
	sub := want.FindStringSubmatch(got)
	if sub == nil {
		t.Fatalf("model reads %q", got)
	}
	if m := mirrorOf(t, r.Result); m.Code != "internal" || m.Incident != sub[1] {
		t.Errorf("mirror %+v, want code internal and incident %s", m, sub[1])
	}
	if calls.Load() != 0 {
		t.Error("the handler ran although its schema could not be checked")
	}
	line := ""
	for _, l := range strings.Split(log.String(), "\n") {
		if strings.Contains(l, "incident="+sub[1]) {
			line = l
		}
	}
	for _, w := range []string{"level=ERROR", "tool=broken", `the inputSchema of tool \"broken\" cannot be used to validate its arguments`, "fix the schema"} {
		if !strings.Contains(line, w) {
			t.Errorf("log line lacks %q: %s", w, line)
		}
	}
}

// JSON nested 10,000 levels deep never reaches a handler or middleware:
// encoding/json stops at that depth, and mcp-go answers with a JSON-RPC
// parse error. The test pins that down, so a change in mcp-go that lets
// such input through is noticed.
func TestArgumentValidationTenThousandLevels(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	s := validatingServer(&log, &calls)
	deep := strings.Repeat("[", 10_000) + strings.Repeat("]", 10_000)
	msg := s.HandleMessage(context.Background(), []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"forecast","arguments":{"city":"Paris","days":3,"filters":`+deep+`}}}`))
	b, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"code":-32700`) || calls.Load() != 0 {
		t.Errorf("want a JSON-RPC parse error and no handler run, got %.300s", b)
	}
}

// A replaced tool is checked against its new schema on the next call,
// whether it was rebuilt or changed in place and registered again.
func TestArgumentValidationSeesReplacedTool(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	s := validatingServer(&log, &calls)
	peer := wiretest.ServeHTTP(t, s)
	nights := func() string {
		return wiretest.FirstText(peer.CallTool(t, "book", map[string]any{"room": "red", "nights": 9}).Result)
	}
	if got, want := nights(), `Invalid value for "nights": must be between 1 and 7 (got 9). Call the tool again with "nights" corrected.`; got != want {
		t.Fatalf("first schema: %q", got)
	}
	ok := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	}
	s.AddTool(bookTool(5), ok)
	if got, want := nights(), `Invalid value for "nights": must be between 1 and 5 (got 9). Call the tool again with "nights" corrected.`; got != want {
		t.Fatalf("rebuilt tool: %q", got)
	}
	tool := bookTool(5)
	s.AddTool(tool, ok)
	nights()
	mcp.WithNumber("nights", mcp.Min(1), mcp.Max(3))(&tool) // replaces the property in the same properties map
	s.AddTool(tool, ok)
	if got, want := nights(), `Invalid value for "nights": must be between 1 and 3 (got 9). Call the tool again with "nights" corrected.`; got != want {
		t.Fatalf("tool changed in place: %q", got)
	}
	mcp.WithNumber("nights", mcp.Min(1))(&tool)
	mcp.WithBoolean("late")(&tool) // a new property in the same map
	s.AddTool(tool, ok)
	if got, want := wiretest.FirstText(peer.CallTool(t, "book", map[string]any{"room": "red", "late": "yes"}).Result),
		`Invalid value for "late": must be true or false (got "yes"). Call the tool again with "late" corrected.`; got != want {
		t.Fatalf("property added in place: %q", got)
	}
}

// Under a smaller cap the list is cut to whole sentences and counted.
func TestArgumentValidationSmallCap(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	peer := wiretest.ServeHTTP(t, validatingServer(&log, &calls, toolerr.WithMaxChars(200)))
	r := peer.CallTool(t, "book", map[string]any{"room": "green", "nights": 9, "guest": 2})
	want := `Unknown parameter "guest"; this tool takes "nights" and "room". Invalid value for "nights": must be between 1 and 7 (got 9). … and 1 more problem. Call the tool again with these parameters corrected.`
	got := wiretest.FirstText(r.Result)
	if got != want {
		t.Errorf("model reads\n%s\nwant\n%s", got, want)
	}
	if n := utf8.RuneCountInString(got); n > 200 {
		t.Errorf("message is %d characters, over the cap of 200", n)
	}
	if n := len(mirrorOf(t, r.Result).Invalid); n != 3 {
		t.Errorf("invalid_params has %d problems, want all 3", n)
	}
}

// An in-process client hands the server Go values, not decoded JSON: a
// struct or ints instead of float64. They are read as their JSON would be.
func TestArgumentValidationInProcess(t *testing.T) {
	var log wiretest.Buffer
	var calls atomic.Int32
	c := wiretest.InProcess(t, validatingServer(&log, &calls))
	args := struct {
		City string `json:"city"`
		Days int    `json:"days"`
	}{"Paris", 30}
	for _, a := range []any{args, map[string]any{"city": "Paris", "days": 30}, map[string]int{"days": 30}} {
		res, err := wiretest.Call(context.Background(), c, "forecast", a)
		if err != nil {
			t.Fatal(err)
		}
		want := `Invalid value for "days": must be between 1 and 14 (got 30); for example 3. Call the tool again with "days" corrected.`
		if _, ok := a.(map[string]int); ok {
			want = `Missing required parameter "city". Invalid value for "days": must be between 1 and 14 (got 30); for example 3. Call the tool again with these parameters corrected.`
		}
		if got := wiretest.FirstText(res); got != want {
			t.Errorf("%T: model reads\n%s\nwant\n%s", a, got, want)
		}
	}
}

// mcp-go's own WithInputSchemaValidation answers before any middleware
// runs, so with it on, the model reads mcp-go's text instead of ours: the
// reason the documentation says to keep it off. The test notices if mcp-go
// ever changes that.
func TestMCPGoValidationPreemptsMiddleware(t *testing.T) {
	s := server.NewMCPServer("both", "1.0.0", server.WithInputSchemaValidation(),
		server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithArgumentValidation())))
	s.AddTool(bookTool(7), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
	got := wiretest.FirstText(wiretest.ServeHTTP(t, s).CallTool(t, "book", map[string]any{"nights": 9}).Result)
	if !strings.HasPrefix(got, "input schema validation failed: ") {
		t.Errorf("mcp-go no longer answers first; the advice in WithArgumentValidation's doc needs review: %q", got)
	}
}
