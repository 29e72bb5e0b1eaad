package toolerr

import (
	"context"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/structured"
)

// Strictness says how loudly WithOutputValidation reports a result that
// does not match its tool's outputSchema.
type Strictness int

const (
	// Lenient is for production: the result is replaced by an internal
	// error with an incident ID, and the field at fault is logged.
	Lenient Strictness = iota
	// Strict is for tests and development: the result is replaced by an
	// error whose text names the field at fault, so the test that made the
	// call fails with the reason.
	Strict
)

// WithOutputValidation checks every successful result against the tool's
// declared outputSchema, as the TypeScript client does: a result whose
// structuredContent is missing or does not conform would make that client
// throw, and the model would see nothing. Such a result is replaced by an
// error result (text only, which every client accepts) and logged with a
// sentence naming the field; Strictness decides whether that sentence is
// also the text the caller reads.
//
// Error results need no option: the middleware always leaves out an error
// mirror that the tool's outputSchema would reject.
func WithOutputValidation(s Strictness) Option {
	return func(cfg *config) {
		cfg.addAfter(stageOutputCheck, func(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult {
			if res.IsError {
				return res
			}
			t := c.Tool(ctx)
			if t == nil {
				return res
			}
			err := structured.CheckResult(*t, res)
			if err == nil {
				return res
			}
			e := Internal(err)
			if s == Strict {
				e = New(InternalCode, safeErrorText(err), "This is a bug in the server's tool, not in the call: fix the tool or its outputSchema").Wrap(err)
				e.Incident = NewIncidentID()
			}
			cfg.logger.LogAttrs(ctx, slog.LevelError, "tool result does not match its outputSchema",
				slog.String("tool", c.req.Params.Name), slog.String("incident", e.Incident), slog.String("err", safeErrorText(err)))
			name := c.req.Params.Name
			out := e.result(callContext{tool: name, effects: c.effects(ctx), checkTool: cfg.checkTools[name]}, cfg.maxChars)
			c.fitMirror(ctx, out)
			return out
		})
	}
}
