package probe

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/lint/wire"
)

type lookupArgs struct {
	Name string `json:"name" jsonschema:"the name to look up"`
}

// TestProbeGoSDKServer probes a server built on the other Go SDK, whose
// Streamable HTTP handler answers with event streams and which validates
// arguments before the handler runs.
func TestProbeGoSDKServer(t *testing.T) {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "gosdk-test", Version: "1"}, nil)
	gosdk.AddTool(s, &gosdk.Tool{Name: "lookup", Description: "Look a name up."},
		func(_ context.Context, _ *gosdk.CallToolRequest, in lookupArgs) (*gosdk.CallToolResult, any, error) {
			return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "Found " + in.Name + "."}}}, nil, nil
		})
	srv := httptest.NewServer(gosdk.NewStreamableHTTPHandler(func(*http.Request) *gosdk.Server { return s }, nil))
	defer srv.Close()
	rep, err := Run(context.Background(), Options{HTTP: srv.URL, Timeout: 5 * time.Second,
		Calls: []Call{{Tool: "lookup", Arguments: []byte(`{"name":"Ada"}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Server.Name != "gosdk-test" || len(rep.Exchanges) < 3 {
		t.Fatalf("server %+v, %d exchanges", rep.Server, len(rep.Exchanges))
	}
	// go-sdk validates the arguments itself and answers with isError and
	// its validator's message: the right layer, the argument named, no
	// action, so each crafted call grades B; but "required: missing
	// properties" states the constraint the call must meet, which the
	// linter's judgement (internal/judge.HasAction) counts as an action,
	// as it does "name is required", so that call grades A.
	want := map[string]string{
		CaseMissingRequired: `validating "arguments": validating root: required: missing properties: ["name"]`,
		CaseWrongType:       `validating "arguments": validating root: validating /properties/name: type: 12345 has type "integer", want "string"`,
		CaseUnknownParam:    `validating "arguments": validating root: unexpected additional properties ["mcperr_unknown_param"]`,
	}
	for _, ex := range rep.Exchanges[:len(rep.Exchanges)-1] {
		if ex.Case == CaseMissingRequired {
			if ex.Outcome != wire.ToolError || ex.Grade != resultcheck.GradeA || ex.Text != want[ex.Case] || len(ex.Findings) != 0 {
				t.Errorf("%s: %s %s %q %v", ex.Case, ex.Outcome, ex.Grade, ex.Text, ex.Findings)
			}
		} else if ex.Outcome != wire.ToolError || ex.Grade != resultcheck.GradeB || ex.Text != want[ex.Case] ||
			len(ex.Findings) != 1 || ex.Findings[0].Check != resultcheck.CheckAction {
			t.Errorf("%s: %s %s %q %v", ex.Case, ex.Outcome, ex.Grade, ex.Text, ex.Findings)
		} else if msg := ex.Findings[0].Message; !strings.Contains(msg, `Call the tool again with \"name\" corrected.`) || strings.Contains(msg, "days") {
			// The hint's example names the tool's own argument.
			t.Errorf("%s: action hint %q, want an example with \"name\"", ex.Case, msg)
		}
		if ex.Record.ContentType != "text/event-stream" || ex.Record.SSEEvents != 1 || !ex.Record.FinalArrived {
			t.Errorf("%s: record %+v, want one event-stream event carrying the response", ex.Case, ex.Record)
		}
	}
	if len(rep.Exchanges) != 4 {
		t.Errorf("%d exchanges, want 3 crafted and 1 user call", len(rep.Exchanges))
	}
	last := rep.Exchanges[len(rep.Exchanges)-1]
	if last.Case != CaseUser || last.Outcome != wire.ToolSuccess || last.Text != "Found Ada." {
		t.Errorf("user call: %s %q", last.Outcome, last.Text)
	}
	if rep.Tools[0].Grade != resultcheck.GradeB {
		t.Errorf("tool graded %s, want B", rep.Tools[0].Grade)
	}
}
