package interop

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// Server is the stdio MCP server the TypeScript client spawns.
type Server struct {
	// Command is the program and its arguments.
	Command []string
	// Env is added to the environment the server inherits, as KEY=value.
	Env []string
}

// Call is one tools/call the client makes.
type Call struct {
	// Name is the tool's name.
	Name string `json:"name"`
	// Arguments are the call's arguments; nil sends {}.
	Arguments map[string]any `json:"arguments,omitempty"`
}

// CallOutcome is what the TypeScript client made of one call: a result,
// or the exception it threw (ClientError), such as a structuredContent
// that does not match the tool's outputSchema.
type CallOutcome struct {
	// Name is the tool's name.
	Name string
	// Result is the result the client returned, nil if it threw.
	Result *mcp.CallToolResult
	// RawResult is Result as the client printed it.
	RawResult json.RawMessage
	// ClientError is the message of the client's exception, "" if none.
	ClientError string
}

// Outcome is one session of the TypeScript client with a server.
type Outcome struct {
	// Tools are the tools the server listed, as the client received them.
	Tools []mcp.Tool
	// Calls are the outcomes of the calls, in order.
	Calls []CallOutcome
}

// Dir is the directory of the Node.js project (package.json, client.mjs).
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(file)
}

// Available says why the TypeScript client cannot run here, or nil.
func Available() error {
	if _, err := exec.LookPath("node"); err != nil {
		return errors.New("node is not in PATH: install Node.js 18 or later to run the TypeScript client interop tests")
	}
	sdk := filepath.Join(Dir(), "node_modules", "@modelcontextprotocol", "sdk", "package.json")
	if _, err := os.Stat(sdk); err != nil {
		return fmt.Errorf("the TypeScript SDK is not installed in %s: run `npm ci --prefix internal/interop` from the module root", Dir())
	}
	return nil
}

// Run starts srv under the official TypeScript client, lists its tools,
// makes calls in order and returns what the client returned or threw for
// each. It skips t when Node.js or the SDK is missing, and fails t when the
// session itself fails (the server does not start, the client crashes).
func Run(t testing.TB, srv Server, calls []Call) Outcome {
	t.Helper()
	if err := Available(); err != nil {
		t.Skip("interop: " + err.Error())
	}
	if len(srv.Command) == 0 {
		t.Fatal("interop.Run: Server.Command is empty: give the server program and its arguments")
	}
	if calls == nil {
		calls = []Call{}
	}
	in, err := json.Marshal(calls)
	if err != nil {
		t.Fatalf("interop.Run: the calls cannot be encoded: %v", err)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	args := append([]string{filepath.Join(Dir(), "client.mjs")}, srv.Command...)
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = Dir()
	cmd.Env = append(os.Environ(), srv.Env...)
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("interop.Run: the TypeScript client failed: %v\nstderr:\n%s", err, stderr.String())
	}
	out, err := parse(stdout.Bytes())
	if err != nil {
		t.Fatalf("interop.Run: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
	}
	if len(out.Calls) != len(calls) {
		t.Fatalf("interop.Run: %d calls made, %d outcomes printed\nstderr:\n%s", len(calls), len(out.Calls), stderr.String())
	}
	return out
}

// parse reads the document client.mjs prints.
func parse(b []byte) (Outcome, error) {
	var doc struct {
		Tools []json.RawMessage `json:"tools"`
		Calls []struct {
			Name   string          `json:"name"`
			Result json.RawMessage `json:"result"`
			Error  *string         `json:"error"`
		} `json:"calls"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return Outcome{}, fmt.Errorf("the client's output is not the expected JSON document: %w", err)
	}
	var out Outcome
	for _, raw := range doc.Tools {
		t, err := decodeTool(raw)
		if err != nil {
			return Outcome{}, err
		}
		out.Tools = append(out.Tools, t)
	}
	for _, c := range doc.Calls {
		o := CallOutcome{Name: c.Name, RawResult: c.Result}
		if c.Error != nil {
			o.ClientError = *c.Error
		}
		if len(c.Result) > 0 {
			o.Result = new(mcp.CallToolResult)
			if err := json.Unmarshal(c.Result, o.Result); err != nil {
				return Outcome{}, fmt.Errorf("the result of %q does not decode as a CallToolResult: %w", c.Name, err)
			}
		}
		out.Calls = append(out.Calls, o)
	}
	return out, nil
}

// decodeTool decodes a listed tool keeping its outputSchema verbatim in
// RawOutputSchema: mcp.ToolOutputSchema holds only type, properties,
// required, additionalProperties and $defs, so decoding into it would drop
// the anyOf that admits error results.
func decodeTool(raw json.RawMessage) (mcp.Tool, error) {
	var t mcp.Tool
	if err := json.Unmarshal(raw, &t); err != nil {
		return t, fmt.Errorf("a listed tool does not decode: %w", err)
	}
	var schema struct {
		OutputSchema json.RawMessage `json:"outputSchema"`
	}
	if err := json.Unmarshal(raw, &schema); err != nil {
		return t, err
	}
	if len(schema.OutputSchema) > 0 {
		t.OutputSchema, t.RawOutputSchema = mcp.ToolOutputSchema{}, schema.OutputSchema
	}
	return t, nil
}
