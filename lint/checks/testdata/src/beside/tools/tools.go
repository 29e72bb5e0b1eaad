// Package tools returns the errors of dates' parsers: the author's action
// beside an upstream error counts wherever it is written.
package tools

import (
	"context"
	"fmt"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"beside/dates"
)

type in struct{ From, To, Count string }

// count wraps the parser's error after naming the allowed values.
func count(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("count must be a whole number such as 10: %w", err)
	}
	return n, nil
}

// twice relays count's error from one more helper away.
func twice(s string) (int, error) {
	n, err := count(s)
	if err != nil {
		return 0, err
	}
	return 2 * n, nil
}

func Plan(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, err := dates.Day(a.From); err != nil {
		return nil, nil, err
	}
	if _, err := dates.Hour(a.To); err != nil {
		return nil, nil, err
	}
	if _, err := twice(a.Count); err != nil {
		return nil, nil, err
	}
	if _, err := dates.Span(a.From, a.To); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	if _, err := dates.Month(a.From); err != nil {
		return nil, nil, err // want `MCP004 the returned error passes an upstream error's text`
	}
	return nil, nil, nil
}
