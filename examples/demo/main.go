// Command demo shows, side by side, what the model reads when the same tool
// failures reach it through a plain mcp-go server and through one wrapped by
// toolerr.Middleware. It runs a real server and client in one process.
//
//	go run ./examples/demo
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/toolerr"
)

// failures are what real handlers run into, returned the common way: as Go
// errors, or as a panic.
var failures = []struct {
	name string
	fail func() error
}{
	{"upstream refused the connection", func() error {
		return &url.Error{Op: "Get", URL: "http://10.0.0.3/api", Err: &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}}
	}},
	{"upstream timed out", func() error { return fmt.Errorf("fetch forecast: %w", context.DeadlineExceeded) }},
	{"upstream answered 404", func() error {
		return fmt.Errorf("get forecast: %w", apiError{status: 404, msg: "GET https://api.weather.example/v1/forecast?city=Pariss&key=k-123: 404 Not Found"})
	}},
	{"database password rejected", func() error {
		return errors.New("pq: password authentication failed for user \"weather\"")
	}},
	{"nil map write (panic)", func() error { var m map[string]int; m["x"]++; return nil }},
}

func main() {
	ctx := context.Background()
	plain := newServer()
	plain.AddTool(mcp.NewTool("get_forecast", mcp.WithString("case")), handler)
	kit := newServer(server.WithToolHandlerMiddleware(toolerr.Middleware(toolerr.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))))
	kit.AddTool(mcp.NewTool("get_forecast", mcp.WithString("case"), mcp.WithReadOnlyHintAnnotation(true)), handler)

	for i, f := range failures {
		fmt.Printf("%d. %s\n", i+1, f.name)
		fmt.Printf("   plain mcp-go: %s\n", read(ctx, plain, i))
		fmt.Printf("   with toolerr: %s\n\n", read(ctx, kit, i))
	}
}

// apiError is the kind of error API client libraries return: a message and
// a StatusCode method, which toolerr.From understands.
type apiError struct {
	status int
	msg    string
}

func (e apiError) Error() string   { return e.msg }
func (e apiError) StatusCode() int { return e.status }

// newServer builds a server with mcp-go's own panic recovery, as most
// servers have it.
func newServer(opts ...server.ServerOption) *server.MCPServer {
	return server.NewMCPServer("weather", "1.0.0", append(opts, server.WithRecovery())...)
}

func handler(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, failures[req.GetInt("case", 0)].fail()
}

// read calls the tool through a real client and returns what reaches the
// model: the result's first text block, or the protocol error that the
// client raises instead (which most clients never show the model).
func read(ctx context.Context, s *server.MCPServer, i int) string {
	c, err := client.NewInProcessClient(s)
	if err != nil {
		return err.Error()
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		return err.Error()
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	if _, err := c.Initialize(ctx, init); err != nil {
		return err.Error()
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "get_forecast"
	req.Params.Arguments = map[string]any{"case": i}
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "JSON-RPC error, not a tool result: " + err.Error()
	}
	return res.Content[0].(mcp.TextContent).Text
}
