package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/lint/probe"
	"github.com/mcperr/mcperr/lint/resultcheck"
	"github.com/mcperr/mcperr/toolerr"
)

// bigText is a 314 KB listing, the size that one command called "about
// 78,532 tokens, passes" and another "OVER" before there was one count.
var bigText = strings.Repeat("order 10023: status shipped, total 12.50 EUR, customer c-77\n", 5300)

// dumpServer answers "dump" with bigText, cut by WithBudget(l) when cut.
func dumpServer(cut bool) *server.MCPServer {
	var opts []server.ServerOption
	if cut {
		opts = append(opts, server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithBudget(budget.ClaudeCode))))
	}
	s := server.NewMCPServer("dump", "1.0.0", opts...)
	s.AddTool(mcp.NewTool("dump", mcp.WithReadOnlyHintAnnotation(true)), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(bigText), nil
	})
	return s
}

// TestOneTokenCount: a result cut with WithBudget(budget.ClaudeCode) is
// within budget for probe, check and count alike, and the same result
// uncut is over it for all three.
func TestOneTokenCount(t *testing.T) {
	for _, cut := range []bool{true, false} {
		srv := dumpServer(cut)
		res := wiretest.ServeHTTP(t, srv).CallTool(t, "dump", map[string]any{})
		if res.Result == nil {
			t.Fatalf("no result: %s", res.Body)
		}
		doc, err := json.Marshal(res.Result)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), "result.json")
		if err := os.WriteFile(file, doc, 0o644); err != nil {
			t.Fatal(err)
		}

		checkCode, checkOut, _ := runCmd(t, "", "check", file)
		countCode, countOut, _ := runCmd(t, "", "count", file)

		ts := httptest.NewServer(server.NewStreamableHTTPServer(srv))
		rep, err := probe.Run(context.Background(), probe.Options{HTTP: ts.URL + "/mcp", MaxCases: -1,
			Calls: []probe.Call{{Tool: "dump", Arguments: json.RawMessage(`{}`)}}})
		ts.Close()
		if err != nil {
			t.Fatal(err)
		}
		probeOver := false
		for _, ex := range rep.Exchanges {
			for _, f := range ex.Findings {
				probeOver = probeOver || f.Check == resultcheck.CheckSize
			}
		}

		checkOver := strings.Contains(checkOut, "warning size:")
		countOver := countCode == 1 && strings.Contains(countOut, "OVER")
		if cut && (checkOver || checkCode != 0 || countOver || countCode != 0 || probeOver) {
			t.Errorf("cut to budget.ClaudeCode, yet over it: check exit %d, count exit %d, probe over %v\n%s\n%s", checkCode, countCode, probeOver, checkOut, countOut)
		}
		if !cut && !(checkOver && countOver && probeOver) {
			t.Errorf("314 KB uncut: over in check %v, count %v, probe %v; all three must agree\n%s\n%s", checkOver, countOver, probeOver, checkOut, countOut)
		}
	}
}
