package probetest_test

import (
	"context"
	"testing"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/lint/probetest"
	"github.com/mcperr/mcperr/toolerr"
	"github.com/mcperr/mcperr/toolerr/gosdk"
)

// newServer stands for the server under test, built as in main.
func newServer() *server.MCPServer {
	s := server.NewMCPServer("weather", "1.0.0",
		server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithArgumentValidation())))
	s.AddTool(mcpgo.NewTool("get_forecast", mcpgo.WithString("city", mcpgo.Required())),
		func(_ context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			return nil, toolerr.NotFound("city", req.GetString("city", "")).ListedBy("list_cities")
		})
	return s
}

// The examples run in a test of their own: with a nil t they only compile.
func TestExamples(t *testing.T) {
	probetest.MCPGo(t, newServer(), probetest.MinGrade("A"),
		probetest.Call("get_forecast", map[string]any{"city": "Atlantis"}))
	probetest.GoSDK(t, newGoSDKServer(), probetest.MinGrade("A"))
}

// In a server's own tests: every tool's answers to calls crafted to fail,
// and to a call that reaches the tool's own "not found", must grade A. A
// tool below A fails the test with a table of what the model reads and why.
// (t is the test's *testing.T.)
func ExampleMCPGo() {
	var t *testing.T // func TestErrorsGradeA(t *testing.T) {
	probetest.MCPGo(t, newServer(),
		probetest.MinGrade("A"),
		probetest.Call("get_forecast", map[string]any{"city": "Atlantis"}))
}

// newGoSDKServer is the same server built on the official go-sdk.
func newGoSDKServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(gosdk.Middleware(toolerr.WithArgumentValidation()))
	type args struct {
		City string `json:"city"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "get_forecast"}, func(_ context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
		return nil, nil, toolerr.NotFound("city", a.City).ListedBy("list_cities")
	})
	return s
}

// The same for a server built on the official go-sdk; the report gives
// each tool's grade.
func ExampleGoSDK() {
	var t *testing.T // func TestErrorsGradeA(t *testing.T) {
	rep := probetest.GoSDK(t, newGoSDKServer(), probetest.MinGrade("A"))
	for _, tool := range rep.Tools {
		t.Logf("%s: grade %s over %d calls", tool.Name, tool.Grade, tool.Calls)
	}
}
