// Package errs holds the module's own error types: some say their text
// with constant words, others compute it (a JSON body for agents, a list
// built in a loop), and a computed text is nobody's words to judge.
package errs

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Ambiguous marshals itself: the model reads a JSON body whose fields
// (kind, hint, choices) only run time knows.
type Ambiguous struct {
	Kind    string   `json:"kind"`
	Hint    string   `json:"hint,omitempty"`
	Choices []string `json:"choices,omitempty"`
}

func (e *Ambiguous) Error() string {
	body, err := json.Marshal(e)
	if err != nil {
		return fmt.Sprintf(`{"kind":%q}`, e.Kind)
	}
	return string(body)
}

// Choices lists its candidates, built in a loop.
type Choices struct{ Names []string }

func (e Choices) Error() string {
	var b strings.Builder
	for i, n := range e.Names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}

// Missing says its text with constant words around an operand.
type Missing struct{ Name string }

func (e *Missing) Error() string { return "no board named " + e.Name }

// Broken says nothing but a constant word.
type Broken struct{}

func (Broken) Error() string { return "failed" }

// Pick fails with the module's own computed text.
func Pick(name string) (string, error) {
	if name == "" {
		return "", &Ambiguous{Kind: "name_missing", Hint: "pass a name"}
	}
	return name, nil
}

// Find returns the error type itself rather than an error.
func Find(name string) *Ambiguous {
	if name == "" {
		return &Ambiguous{Kind: "name_missing"}
	}
	return nil
}

// AmbiguousResult shows the JSON body: nothing here for a check to judge,
// and nothing for its callers either.
func AmbiguousResult(err *Ambiguous) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

// MissingResult shows a constant-shaped text: judged here, where the
// builder writes it, once for all callers.
func MissingResult(err *Missing) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error()) // want `MCP006 error text "no board named …" in mcp.NewToolResultError states a cause but not what to do next`
}

// Fail puts its message and its error's text in the result.
func Fail(msg string, err error) *mcp.CallToolResult {
	if err == nil {
		return mcp.NewToolResultError(msg)
	}
	return mcp.NewToolResultError(msg + ": " + err.Error())
}

// FromErr puts only its error's text in the result.
func FromErr(err error) *mcp.CallToolResult { return mcp.NewToolResultError("board: " + err.Error()) }
