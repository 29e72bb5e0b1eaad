package interop_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/mcperr/mcperr/internal/clientview"
	"github.com/mcperr/mcperr/internal/interop"
	"github.com/mcperr/mcperr/internal/interop/testserver"
	"github.com/mcperr/mcperr/structured"
)

const serveEnv = "MCPERR_INTEROP_SERVE"

// TestMain lets the test binary be the server the TypeScript client
// spawns, so the test needs no separate build step.
func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) == "1" {
		s, err := testserver.New()
		if err == nil {
			err = server.ServeStdio(s)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "testserver:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func self() interop.Server {
	return interop.Server{Command: []string{os.Args[0]}, Env: []string{serveEnv + "=1"}}
}

func calls(names ...string) []interop.Call {
	cs := make([]interop.Call, len(names))
	for i, n := range names {
		cs[i] = interop.Call{Name: n}
	}
	return cs
}

// TestTypeScriptClientAcceptsKitResults calls every tool whose results the
// kit builds and checks the TypeScript client neither threw nor lost the
// message: the summary or the cause and action reach each client family.
func TestTypeScriptClientAcceptsKitResults(t *testing.T) {
	names := []string{"report", "report_nil", "report_error", "report_invalid", "plain", "plain_error", "dropped_error"}
	out := interop.Run(t, self(), calls(names...))

	tools := map[string]int{}
	for i, tool := range out.Tools {
		tools[tool.Name] = i
	}
	for _, c := range out.Calls {
		t.Run(c.Name, func(t *testing.T) {
			if c.ClientError != "" {
				t.Fatalf("the TypeScript client threw: %s", c.ClientError)
			}
			// The Go check must agree with Ajv on what conforms.
			if err := structured.CheckResult(out.Tools[tools[c.Name]], c.Result); err != nil {
				t.Errorf("CheckResult rejects what the TypeScript client accepted: %v", err)
			}
			want := map[bool][]string{
				false: {"Found 2 items; more on the next page.", `"name":"beta <b>"`},
				true:  {testserver.Message},
			}[c.Result.IsError]
			switch c.Name {
			case "report_nil":
				want = []string{"Result with 3 fields: count 0; items: none; next_cursor: none."}
			case "report_invalid":
				want = []string{testserver.InvalidMessage}
			}
			for _, client := range clientview.All() {
				view := clientview.Render(client, c.Result)
				wantHere := want
				if (client == clientview.GeminiCLI || client == clientview.OpenAIAgents) && !c.Result.IsError {
					wantHere = want[:1] // text-only clients read the summary, not the data
				}
				for _, w := range wantHere {
					if !strings.Contains(view, w) && !strings.Contains(view, jsonString(w)) {
						t.Errorf("%s shows %q, which lacks %q", client, view, w)
					}
				}
			}
		})
	}
}

// jsonString is s as it appears inside a JSON document.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// TestTypeScriptClientRejects is the negative control: results that do not
// fit the declared schema make the client throw, so the acceptance above
// is evidence and not an artefact of a lenient client.
func TestTypeScriptClientRejects(t *testing.T) {
	out := interop.Run(t, self(), calls("broken", "naive_error", "dropped_success"))
	want := map[string]string{
		// count is "two", not an integer.
		"broken": "Structured content does not match the tool's output schema: data/count must be integer",
		// mcp-go's own WithOutputSchema does not admit the error mirror.
		"naive_error": "Structured content does not match the tool's output schema",
		// A successful result without structuredContent, for a tool with a schema.
		"dropped_success": "Tool dropped_success has an output schema but did not return structured content",
	}
	tools := map[string]int{}
	for i, tool := range out.Tools {
		tools[tool.Name] = i
	}
	for _, c := range out.Calls {
		if !strings.Contains(c.ClientError, want[c.Name]) {
			t.Errorf("%s: the client's exception is %q; want it to contain %q", c.Name, c.ClientError, want[c.Name])
		}
	}
	// The Go check rejects the same results, before they leave a server.
	s, err := testserver.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"broken", "naive_error", "dropped_success"} {
		st := s.GetTool(name)
		if st == nil {
			t.Fatalf("the test server has no tool %q", name)
		}
		res, err := st.Handler(t.Context(), mcpRequest(name))
		if err != nil {
			t.Fatal(err)
		}
		if err := structured.CheckResult(st.Tool, res); err == nil {
			t.Errorf("%s: CheckResult accepts a result the TypeScript client rejects", name)
		}
	}
}

func mcpRequest(name string) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = name
	return req
}
