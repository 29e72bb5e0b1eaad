package toolerr

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/budget"
)

// WithBudget keeps every result, success or error, within the token budget
// l (see package budget): an oversized text is cut at a token boundary with
// a note that says what was left out and how to get it (l.Hint), the
// largest arrays of structuredContent shrink from the end, and an error
// keeps its cause and action. A tool's _meta "anthropic/maxResultSizeChars"
// tightens the budget for that tool, and the fields its outputSchema
// requires are never removed. Every truncation is logged with the tokens
// before and after.
//
//	toolerr.Middleware(toolerr.WithBudget(budget.ClaudeCode.WithHint(
//		"Call read_file again with start_line and end_line for a range.")))
//
// A result that fits costs no tokenization: its byte length proves it fits.
func WithBudget(l budget.Limit) Option {
	return WithToolBudgets(budget.ToolLimits{Default: l})
}

// WithToolBudgets is WithBudget with a budget per tool: limits.Tools[name]
// for the tools it names, limits.Default for the others.
func WithToolBudgets(limits budget.ToolLimits) Option {
	return func(cfg *config) {
		cfg.addAfter(stageBudget, func(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult {
			name := c.req.Params.Name
			l := limits.For(name)
			if t := c.Tool(ctx); t != nil {
				l = budget.ForTool(*t, l)
				if l.OutputSchema == nil {
					l.OutputSchema = declaredOutputSchema(t)
				}
			}
			out, rep := budget.Enforce(res, l)
			if rep.Changed() {
				cfg.logger.LogAttrs(ctx, slog.LevelInfo, "tool result cut to its token budget",
					slog.String("tool", name),
					slog.Int("limit", rep.Limit),
					slog.Int("tokens_before", rep.TokensBefore),
					slog.Int("tokens_after", rep.TokensAfter),
					slog.Int("items_dropped", rep.ItemsDropped),
					slog.Int("blocks_cut", rep.BlocksCut))
			}
			return out
		})
	}
}

// declaredOutputSchema returns the tool's outputSchema in a form budget
// reads, or nil when it declares none.
func declaredOutputSchema(t *mcp.Tool) any {
	if len(t.RawOutputSchema) > 0 {
		return json.RawMessage(t.RawOutputSchema)
	}
	if t.OutputSchema.Type != "" {
		return t.OutputSchema
	}
	return nil
}
