package probetest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
)

// MCPGo probes s, an mcp-go server, served over Streamable HTTP from an
// in-process test server, and returns the probe's report. It fails t with
// a table of the calls graded below the minimum grade, and when a Call
// names a tool s does not list; it stops t when s cannot be probed at all.
func MCPGo(t testing.TB, s *server.MCPServer, opts ...Option) *probe.Report {
	t.Helper()
	return run(t, server.NewStreamableHTTPServer(s), opts)
}

// GoSDK is MCPGo for s, a server of the official go-sdk.
func GoSDK(t testing.TB, s *mcp.Server, opts ...Option) *probe.Report {
	t.Helper()
	return run(t, mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil), opts)
}

func run(t testing.TB, h http.Handler, opts []Option) *probe.Report {
	t.Helper()
	cfg := config{minGrade: string(probe.DefaultMinGrade)}
	for _, o := range opts {
		o(&cfg)
	}
	min, err := resultcheck.ParseGrade(cfg.minGrade)
	if err != nil {
		t.Fatalf("probetest: MinGrade(%q): %v", cfg.minGrade, err)
	}
	calls := make([]probe.Call, len(cfg.calls))
	for i, c := range cfg.calls {
		if c.args == nil {
			c.args = map[string]any{} // a call without arguments sends {}, as clients do
		}
		args, err := json.Marshal(c.args)
		if err != nil {
			t.Fatalf("probetest: Call(%q, ...): the arguments cannot be sent as JSON (%v); give JSON values: strings, numbers, booleans, slices and maps", c.tool, err)
		}
		calls[i] = probe.Call{Tool: c.tool, Arguments: args}
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	rep, err := probe.Run(t.Context(), probe.Options{HTTP: srv.URL, HTTPClient: srv.Client(), Calls: calls, Tools: cfg.tools, Timeout: cfg.timeout})
	if err != nil {
		t.Fatalf("probetest: the server could not be probed: %v", err)
	}
	for _, w := range rep.Warnings {
		t.Errorf("probetest: %s", w)
	}
	if rep.Stopped != "" {
		t.Errorf("probetest: the probe stopped early: %s", rep.Stopped)
	}
	if len(rep.Untested) > 0 {
		t.Logf("probetest: not probed (no argument to break, no Call): %s", strings.Join(rep.Untested, ", "))
	}
	if failing := rep.Failing(min); len(failing) > 0 {
		var b strings.Builder
		writeFailures(&b, rep, min)
		t.Error(b.String())
	} else {
		t.Logf("probetest: every tool is graded %s or better (tools: %d, calls: %d)", min, len(rep.Tools), len(rep.Exchanges))
	}
	return rep
}
