package gosdk

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/structured"
	"github.com/mcperr/mcperr/toolerr"
)

// go-sdk's typed handlers (mcp.AddTool) turn a returned error into an
// isError result whose only text block is err.Error(), and record the error
// value itself with CallToolResult.SetError. The value travels with the
// result back up to this middleware, so nothing is lost: raisedError hands
// it to the core, which classifies it exactly as it classifies an mcp-go
// handler's returned error.

// argumentsPrefix starts the error go-sdk's typed handlers report when the
// arguments fail the tool's input schema (tool.go, toolForErr).
const argumentsPrefix = `validating "arguments": `

// raisedError returns the Go error behind an isError result that go-sdk
// built from a returned error, or nil for a result to pass on as it is.
//
// A result counts as raised from an error when it records one (GetError)
// and its content is still the error's bare text, as SetError writes it.
// A handler that called SetError after writing its own message chose what
// the model reads; that result is treated like any isError result the
// handler built.
func raisedError(res *mcp.CallToolResult, tool *mcpgo.Tool, args json.RawMessage) error {
	if !res.IsError {
		return nil
	}
	err := res.GetError()
	if err == nil || len(res.Content) != 1 {
		return nil
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		return nil
	}
	text, ok := errorText(err)
	if !ok || tc.Text != text {
		return nil
	}
	if strings.HasPrefix(text, argumentsPrefix) {
		return invalidArguments(tool, args, err)
	}
	return err
}

// errorText calls err.Error(), which may panic for a nil pointer inside a
// non-nil interface.
func errorText(err error) (text string, ok bool) {
	defer func() {
		if recover() != nil {
			text, ok = "", false
		}
	}()
	return err.Error(), true
}

// invalidArguments turns go-sdk's report that the arguments broke the input
// schema into an invalid_argument error naming the parameter. go-sdk's text
// is a chain of schema paths written for the server's author; the
// arguments are checked again with the kit's validator, which names the
// parameter as the model wrote it. The go-sdk error is kept for the log.
func invalidArguments(tool *mcpgo.Tool, args json.RawMessage, cause error) error {
	e := toolerr.New(toolerr.InvalidArgumentCode,
		"The arguments do not match the tool's input schema",
		"Call the tool again with arguments that match its input schema")
	if field, problem := argumentProblem(tool, args); field != "" {
		switch {
		case problem == "is missing":
			e = toolerr.MissingArgument(field)
		case strings.HasPrefix(problem, "is not declared"):
			e = toolerr.New(toolerr.InvalidArgumentCode,
				fmt.Sprintf("Unknown parameter %q", field),
				fmt.Sprintf("Call the tool again without %q", field)).WithParam(field)
		default:
			e = toolerr.InvalidArgument(field, strings.TrimPrefix(problem, "is invalid: "))
		}
	}
	return e.Wrap(cause)
}

// argumentProblem validates args against the tool's input schema with the
// validator that checks output schemas (structured.Conforms), which reads a
// schema and names a field the same way whichever half of a call it
// describes.
func argumentProblem(tool *mcpgo.Tool, args json.RawMessage) (field, problem string) {
	if tool == nil || len(tool.RawInputSchema) == 0 {
		return "", ""
	}
	var inst any = args
	if isNull(args) {
		inst = map[string]any{} // go-sdk validates absent arguments as {}
	}
	var ce *structured.ConformanceError
	if !errors.As(structured.Conforms(mcpgo.Tool{Name: tool.Name, RawOutputSchema: tool.RawInputSchema}, inst), &ce) {
		return "", ""
	}
	return ce.Field, ce.Problem
}
