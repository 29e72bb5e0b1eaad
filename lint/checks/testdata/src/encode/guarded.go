package encode

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// fail builds an error result from a message and an error.
func fail(msg string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg + ": " + err.Error())
}

// summary encodes rows, and says so in its own words when it cannot.
func summary(rows []row) (string, error) {
	b, err := json.Marshal(rows)
	if err != nil {
		return "", errors.New("could not encode the summary")
	}
	return string(b), nil
}

// Texts written for an encoding fault stand for it: not judged.
func Summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := []row{{"a", 1}}
	b, err := json.Marshal(rows)
	if err != nil {
		return mcp.NewToolResultError("failed to encode the rows"), nil
	}
	if _, err := json.MarshalIndent(rows, "", " "); err != nil {
		return fail("failed to indent the rows", err), nil
	}
	s, err := summary(rows)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := os.ReadFile(string(b)); err != nil {
		return mcp.NewToolResultError("the rows file is unreadable"), nil // want `MCP006`
	}
	return mcp.NewToolResultText(s), nil
}
