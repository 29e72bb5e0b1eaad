package toolerr_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/internal/wiretest"
	"github.com/mcperr/mcperr/toolerr"
)

func TestWithBudget(t *testing.T) {
	const hint = "Call read_log again with a later start_line."
	var logs wiretest.Buffer
	s := server.NewMCPServer("t", "1", server.WithToolHandlerMiddleware(toolerr.Middleware(
		toolerr.WithLogger(slog.New(slog.NewJSONHandler(&logs, nil))),
		toolerr.WithBudget(budget.Tokens(2000).WithHint(hint)))))
	line := "2026-11-30T10:00:00Z INFO request served in 12ms path=/api/v1/items status=200\n"
	s.AddTool(mcp.NewTool("read_log", mcp.WithReadOnlyHintAnnotation(true)), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Repeat(line, req.GetInt("lines", 1))), nil
	})
	peer := wiretest.ServeHTTP(t, s)

	small := peer.CallTool(t, "read_log", map[string]any{"lines": 3})
	if got := wiretest.FirstText(small.Result); got != strings.Repeat(line, 3) {
		t.Fatalf("a result within the budget was changed: %q", got)
	}

	big := peer.CallTool(t, "read_log", map[string]any{"lines": 5000})
	text := wiretest.FirstText(big.Result)
	if n := budget.Count(text); n > 2000 {
		t.Fatalf("the model reads %d tokens, over the budget of 2000", n)
	}
	if !strings.HasPrefix(text, line) || !strings.HasSuffix(strings.TrimSpace(text), hint+"]") {
		t.Fatalf("the cut text does not keep the head and end with the hint:\n...%s", text[max(0, len(text)-300):])
	}
	if !strings.Contains(logs.String(), `"msg":"tool result cut to its token budget","tool":"read_log"`) {
		t.Fatalf("the truncation was not logged: %s", logs.String())
	}
}
