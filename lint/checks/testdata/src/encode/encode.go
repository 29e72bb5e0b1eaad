// Package encode: encoding the server's own data fails only on a fault of
// the server's code, which no wording lets the model act on; decoding the
// caller's input, or a library's error, stays upstream text.
package encode

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type row struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// render encodes rows; its only error is json's.
func render(rows []row) (string, error) {
	b, err := json.MarshalIndent(rows, "", "  ")
	if err != nil {
		return "", fmt.Errorf("render rows: %w", err)
	}
	return string(b), nil
}

func Rows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := []row{{"a", 1}}
	data, err := json.Marshal(rows)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to marshal rows: %v", err)), nil
	}
	if _, err := xml.Marshal(rows); err != nil {
		return nil, err
	}
	var back []row
	if err := json.Unmarshal([]byte(req.Params.Name), &back); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to parse rows: %v", err)), nil // want `MCP004 mcp.NewToolResultError passes an upstream error's text`
	}
	return mcp.NewToolResultText(string(data)), nil
}

type in struct{ Path string }

func Report(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	text, err := render([]row{{a.Path, 0}})
	if err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(a.Path, []byte(text), 0o644); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	return nil, nil, nil
}
