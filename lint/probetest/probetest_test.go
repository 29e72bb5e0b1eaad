package probetest

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

func TestMCPGoPasses(t *testing.T) {
	var rep *probe.Report
	r := observe(t, func(tb testing.TB) {
		rep = MCPGo(tb, goodServer(), MinGrade("A"), Call("get_forecast", nil), Call("get_forecast", map[string]any{"city": "Atlantis"}))
	})
	if len(r.errors) != 0 {
		t.Fatalf("a server whose errors grade A failed MinGrade(\"A\"):\n%s", strings.Join(r.errors, "\n"))
	}
	if len(rep.Tools) != 1 || rep.Tools[0].Grade != resultcheck.GradeA {
		t.Errorf("tools %+v", rep.Tools)
	}
	if want := []string{"probetest: every tool is graded A or better (tools: 1, calls: 6)"}; strings.Join(r.logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("logs %q, want %q", r.logs, want)
	}
	// missing city, wrong type for city and days, days out of range, and
	// the added calls: one without arguments, and one whose answer is the
	// tool's own "not found".
	if args := string(rep.Exchanges[len(rep.Exchanges)-2].Arguments); args != `{}` {
		t.Errorf("Call with nil arguments sent %s, want {}", args)
	}
	last := rep.Exchanges[len(rep.Exchanges)-1]
	if len(rep.Exchanges) != 6 || last.Case != probe.CaseUser || last.Outcome != wire.ToolError ||
		last.Text != `City "Atlantis" was not found. Call list_cities for the cities with forecasts, then call the tool again with "city" corrected.` {
		t.Errorf("%d exchanges, the last %s %s %q", len(rep.Exchanges), last.Case, last.Outcome, last.Text)
	}
}

func TestMCPGoFailsWithATable(t *testing.T) {
	var rep *probe.Report
	r := observe(t, func(tb testing.TB) { rep = MCPGo(tb, commonServer()) })
	if r.fatal || len(r.errors) != 1 {
		t.Fatalf("fatal %v, errors %q; want one failure", r.fatal, r.errors)
	}
	table := r.errors[0]
	if !strings.HasPrefix(table, "probetest: 2 of 2 tools grade below C: delete_note (F), search (D)\n\n") {
		t.Errorf("the failure does not start with the failing tools:\n%s", table)
	}
	got := rows(table)
	if len(got) < 4 || strings.Join(got[0], "|") != "TOOL|CASE|GRADE|THE MODEL READS|WHY" {
		t.Fatalf("table:\n%s", table)
	}
	// Every call graded below C has a row with what the model reads and
	// the first failed check; further checks follow on rows of their own.
	want := map[string]string{
		`search|missing "query"|D|invalid input`:        "error cause: ",
		`search|wrong type for "query"|D|invalid input`: "error cause: ",
		`delete_note|missing "id"|F|bad id`:             "fatal layer: ",
		`delete_note|wrong type for "id"|F|bad id`:      "fatal layer: ",
	}
	for _, row := range got[1:] {
		if len(row) < 5 {
			continue // a further check of the row above
		}
		key := strings.Join(row[:4], "|")
		if prefix, ok := want[key]; !ok || !strings.HasPrefix(row[4], prefix) {
			t.Errorf("row %q, want one of %v", row, want)
		}
		delete(want, key)
	}
	if len(want) != 0 {
		t.Errorf("rows missing: %v\n%s", want, table)
	}
	if rep == nil || len(rep.Failing(resultcheck.GradeC)) != 2 {
		t.Errorf("the report is not returned with the failure: %+v", rep)
	}
}

func TestGoSDK(t *testing.T) {
	// go-sdk's own validation messages name the argument but say nothing
	// to do: a B, which passes the default minimum and fails "A".
	r := observe(t, func(tb testing.TB) { GoSDK(tb, goSDKServer(), Call("lookup", map[string]any{"name": "Ada"})) })
	if len(r.errors) != 0 {
		t.Errorf("default minimum: %q", r.errors)
	}
	r = observe(t, func(tb testing.TB) { GoSDK(tb, goSDKServer(), MinGrade("A")) })
	if len(r.errors) != 1 {
		t.Fatalf("MinGrade(A): %q", r.errors)
	}
	got := rows(r.errors[0])
	if len(got) != 3 || strings.Join(got[1][:4], "|") != `lookup|wrong type for "name"|B|validating "arguments": validating root: validating /properties/name:...` ||
		!strings.HasPrefix(got[1][4], "warning action: ") || got[2][0] != "lookup" || got[2][1] != "unknown argument" {
		t.Errorf("table:\n%s", r.errors[0])
	}
	// The hint's example is the tool's own argument, for the unknown
	// argument's row too.
	if !strings.Contains(r.errors[0], `\"name\" corrected`) || strings.Contains(r.errors[0], "days") || strings.Contains(r.errors[0], `\"mcperr_unknown_param\" corrected`) {
		t.Errorf("the action hint does not name the tool's argument:\n%s", r.errors[0])
	}
}

func TestCallToAnUnlistedToolFails(t *testing.T) {
	r := observe(t, func(tb testing.TB) {
		MCPGo(tb, goodServer(), Call("get_forcast", map[string]any{"city": "Paris"}))
	})
	want := `probetest: a call names the tool "get_forcast", which the server does not list (it lists get_forecast); check the tool's name`
	if len(r.errors) != 1 || r.errors[0] != want {
		t.Errorf("errors %q, want %q", r.errors, want)
	}
}

func TestMistakesStopTheTest(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(tb testing.TB)
		want string
	}{
		{"grade", func(tb testing.TB) { MCPGo(tb, goodServer(), MinGrade("E")) },
			`probetest: MinGrade("E"): `},
		{"arguments", func(tb testing.TB) { MCPGo(tb, goodServer(), Call("get_forecast", map[string]any{"city": func() {}})) },
			`probetest: Call("get_forecast", ...): the arguments cannot be sent as JSON`},
		{"no MCP server", func(tb testing.TB) {
			run(tb, http.NotFoundHandler(), nil)
		}, "probetest: the server could not be probed: the server could not be initialized: "},
	} {
		r := observe(t, tc.run)
		if !r.fatal || len(r.errors) != 1 || !strings.HasPrefix(r.errors[0], tc.want) {
			t.Errorf("%s: fatal %v, errors %q; want a stop starting %q", tc.name, r.fatal, r.errors, tc.want)
		}
	}
}

func TestTimeoutAndTools(t *testing.T) {
	s := goodServer()
	s.AddTool(mcpgo.NewTool("wait", mcpgo.WithString("for")),
		func(ctx context.Context, _ mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			select {
			case <-ctx.Done():
			case <-time.After(5 * time.Second):
			}
			return mcpgo.NewToolResultText("done"), nil
		})
	start := time.Now()
	var rep *probe.Report
	r := observe(t, func(tb testing.TB) {
		rep = MCPGo(tb, s, Tools("get_forecast"), Timeout(300*time.Millisecond), Call("wait", nil))
	})
	if took := time.Since(start); took > 4*time.Second {
		t.Errorf("took %s; the 300ms timeout did not bound the call", took)
	}
	got := rows(strings.Join(r.errors, "\n"))
	if len(r.errors) != 1 || len(got) != 2 || strings.Join(got[1][:4], "|") != "wait|user call|F|(nothing readable: no answer arrived within the per-call timeout)" {
		t.Errorf("errors:\n%s", strings.Join(r.errors, "\n"))
	}
	// Tools limits the crafted calls: "wait" got only the added one.
	for _, ex := range rep.Exchanges {
		if ex.Tool == "wait" && ex.Case != probe.CaseUser {
			t.Errorf("a crafted call to wait, which Tools left out: %+v", ex)
		}
	}
}
