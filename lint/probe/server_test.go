package probe

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The test binary doubles as a stdio MCP server: run with this variable set,
// it serves testServer on stdin/stdout instead of running tests.
const stdioChild = "MCPERR_PROBE_TEST_STDIO_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(stdioChild) == "raw" {
		rawStdioServer()
		os.Exit(0)
	}
	if os.Getenv(stdioChild) == "1" {
		if err := server.NewStdioServer(testServer()).Listen(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testServer has one tool per quality of error: "good" answers argument
// errors as the kit wants, "protocol" returns Go errors (mcp-go sends them
// as JSON-RPC -32603), "opaque" says only "failed", and "slow" takes longer
// than any test's timeout.
func testServer() *server.MCPServer {
	s := server.NewMCPServer("probe-test", "0.0.1", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("good",
		mcp.WithString("city", mcp.Required()),
		mcp.WithInteger("days", mcp.Min(1), mcp.Max(14)),
		mcp.WithSchemaAdditionalProperties(false),
		mcp.WithReadOnlyHintAnnotation(true),
	), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if msg := checkArgs(req.GetArguments()); msg != "" {
			return mcp.NewToolResultError(msg), nil
		}
		return mcp.NewToolResultText("Sunny in " + req.GetArguments()["city"].(string) + "."), nil
	})
	s.AddTool(mcp.NewTool("protocol", mcp.WithString("q", mcp.Required())),
		func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := req.GetArguments()["q"].(string); !ok {
				return nil, fmt.Errorf("invalid q")
			}
			return mcp.NewToolResultText("ok"), nil
		})
	s.AddTool(mcp.NewTool("opaque", mcp.WithString("q", mcp.Required())),
		func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := req.GetArguments()["q"].(string); !ok {
				return mcp.NewToolResultError("failed"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	s.AddTool(mcp.NewTool("slow", mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {
			case <-ctx.Done():
			case <-time.After(3 * time.Second):
			}
			return mcp.NewToolResultText("done"), nil
		})
	return s
}

func checkArgs(args map[string]any) string {
	for k := range args {
		if k != "city" && k != "days" {
			return fmt.Sprintf("Unknown argument %q. Call the tool again without it.", k)
		}
	}
	city, ok := args["city"].(string)
	if args["city"] == nil {
		return `Missing required argument "city". Call the tool again with "city" set to a city name.`
	}
	if !ok || city == "" {
		return `Invalid value for "city": must be a non-empty string. Call the tool again with "city" corrected.`
	}
	if v, present := args["days"]; present {
		d, ok := v.(float64)
		if !ok {
			return `Invalid value for "days": must be a whole number. Call the tool again with "days" corrected.`
		}
		if d < 1 || d > 14 {
			return fmt.Sprintf(`Invalid value for "days": must be between 1 and 14 (got %v). Call the tool again with "days" corrected.`, d)
		}
	}
	return ""
}

func startHTTP(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(server.NewStreamableHTTPServer(testServer()))
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

// rawStdioServer is a hand-written stdio server whose tools/call answers
// are broken as the call's "mode" argument says, for the wire faults that
// mcp-go never produces on its own. Before each answer it sends a
// notification and a ping request, which the probe must step over.
func rawStdioServer() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	for in.Scan() {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				Arguments struct {
					Mode string `json:"mode"`
				} `json:"arguments"`
			} `json:"params"`
		}
		if json.Unmarshal(in.Bytes(), &m) != nil || m.ID == nil {
			continue // notifications and the answer to our ping
		}
		switch m.Method {
		case "initialize":
			fmt.Printf(`{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"raw","version":"0"}}}`+"\n", m.ID)
		case "tools/list":
			fmt.Printf(`{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}`+"\n", m.ID)
		case "tools/call":
			fmt.Println(`{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}}`)
			fmt.Println(`{"jsonrpc":"2.0","id":"srv-1","method":"ping"}`)
			switch m.Params.Arguments.Mode {
			case "malformed":
				fmt.Printf(`{"jsonrpc":"2.0","id":%s,"result":{"content":[`+"\n", m.ID)
			case "wrong-id":
				fmt.Println(`{"jsonrpc":"2.0","id":999,"result":{"content":[]}}`)
			case "exit":
				fmt.Fprintln(os.Stderr, "fatal: out of memory")
				os.Exit(3)
			default:
				fmt.Printf(`{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"Done."}]}}`+"\n", m.ID)
			}
		}
	}
}
