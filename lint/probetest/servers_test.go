package probetest

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// goodServer answers every argument error with the cause, the argument and
// the fix, written by hand so its grade depends on nothing but the grader.
func goodServer() *server.MCPServer {
	s := server.NewMCPServer("good", "1.0.0")
	s.AddTool(mcpgo.NewTool("get_forecast",
		mcpgo.WithString("city", mcpgo.Required()),
		mcpgo.WithNumber("days", mcpgo.Min(1), mcpgo.Max(14)),
	), func(_ context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		args := req.GetArguments()
		city, ok := args["city"].(string)
		if !ok {
			return mcpgo.NewToolResultError(`Missing or invalid argument "city": must be a city name such as "Paris". Call the tool again with "city" set.`), nil
		}
		if d, present := args["days"]; present {
			if n, ok := d.(float64); !ok || n < 1 || n > 14 {
				return mcpgo.NewToolResultError(fmt.Sprintf(`Invalid value for "days": must be a number from 1 to 14 (got %v). Call the tool again with "days" corrected.`, d)), nil
			}
		}
		if city == "Atlantis" {
			return mcpgo.NewToolResultError(`City "Atlantis" was not found. Call list_cities for the cities with forecasts, then call the tool again with "city" corrected.`), nil
		}
		return mcpgo.NewToolResultText("Sunny in " + city + "."), nil
	})
	return s
}

// commonServer is written the common way: an opaque text for a missing
// argument, and a Go error, which mcp-go sends as a JSON-RPC error.
func commonServer() *server.MCPServer {
	s := server.NewMCPServer("common", "1.0.0")
	s.AddTool(mcpgo.NewTool("search", mcpgo.WithString("query", mcpgo.Required())),
		func(_ context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			if _, ok := req.GetArguments()["query"].(string); !ok {
				return mcpgo.NewToolResultError("invalid input"), nil
			}
			return mcpgo.NewToolResultText("3 results."), nil
		})
	s.AddTool(mcpgo.NewTool("delete_note", mcpgo.WithString("id", mcpgo.Required())),
		func(_ context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			if _, ok := req.GetArguments()["id"].(string); !ok {
				return nil, fmt.Errorf("bad id")
			}
			return mcpgo.NewToolResultText("Deleted."), nil
		})
	return s
}

type lookupArgs struct {
	Name string `json:"name" jsonschema:"the name to look up"`
}

// goSDKServer is a go-sdk server with a typed tool: go-sdk validates the
// arguments itself and answers with its validator's messages.
func goSDKServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "gosdk", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Description: "Look a name up."},
		func(_ context.Context, _ *mcp.CallToolRequest, in lookupArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Found " + in.Name + "."}}}, nil, nil
		})
	return s
}

// recorder is a testing.TB that records failures instead of failing the
// test, so a test can read what probetest tells its user.
type recorder struct {
	testing.TB
	mu     sync.Mutex
	errors []string
	logs   []string
	fatal  bool
}

func (r *recorder) Helper() {}

func (r *recorder) Error(args ...any) { r.add(fmt.Sprint(args...)) }

func (r *recorder) Errorf(format string, args ...any) { r.add(fmt.Sprintf(format, args...)) }

func (r *recorder) Fatalf(format string, args ...any) {
	r.add(fmt.Sprintf(format, args...))
	r.mu.Lock()
	r.fatal = true
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errors = append(r.errors, s)
}

// observe runs fn with a recorder, in its own goroutine so that Fatalf
// can end it the way it ends a test.
func observe(t *testing.T, fn func(tb testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn(r)
	}()
	<-done
	return r
}

// rows splits the failure table into its rows' cells.
func rows(table string) [][]string {
	var out [][]string
	for _, line := range strings.Split(table, "\n") {
		if strings.Contains(line, "  ") {
			var cells []string
			for _, c := range strings.Split(line, "  ") {
				if c = strings.TrimSpace(c); c != "" {
					cells = append(cells, c)
				}
			}
			out = append(out, cells)
		}
	}
	return out
}

func (r *recorder) Logf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}
