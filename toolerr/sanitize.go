package toolerr

import (
	"context"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/structured"
)

// WithSanitizing runs structured.SanitizeResult on every result, so that
// third-party text a tool passes on (email bodies, web pages, upstream
// error bodies) reaches the model as data: instruction-like text addressed
// to the model is replaced by a neutral marker and secrets are redacted,
// in the text blocks and in every string of structuredContent. The
// action of an error result is the server's own and is left alone. Each
// finding is logged with the tool, its family and where it was.
//
//	toolerr.Middleware(toolerr.WithSanitizing())
//
// opts apply to every tool; SanitizeTool overrides them for one.
func WithSanitizing(opts ...structured.SanitizeOption) Option {
	return func(cfg *config) {
		s := &sanitizing{all: opts, tools: cfg.sanitizeTools()}
		cfg.addAfter(stageSanitize, s.stage(cfg))
	}
}

// SanitizeTool sets the sanitising options of one tool, in place of those
// WithSanitizing gives every tool: for example
// SanitizeTool("read_email", structured.FindingsOnly()) for a tool whose
// user asked for the documents verbatim, which then only logs findings.
// It takes effect together with WithSanitizing, in any order.
func SanitizeTool(tool string, opts ...structured.SanitizeOption) Option {
	return func(cfg *config) {
		cfg.sanitizeTools()[tool] = opts
	}
}

// sanitizing is the configuration of the sanitising stage.
type sanitizing struct {
	all   []structured.SanitizeOption
	tools map[string][]structured.SanitizeOption
}

func (c *config) sanitizeTools() map[string][]structured.SanitizeOption {
	if c.perToolSanitize == nil {
		c.perToolSanitize = map[string][]structured.SanitizeOption{}
	}
	return c.perToolSanitize
}

func (s *sanitizing) stage(cfg *config) func(context.Context, *call, *mcp.CallToolResult) *mcp.CallToolResult {
	return func(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult {
		name := c.req.Params.Name
		opts, ok := s.tools[name]
		if !ok {
			opts = s.all
		}
		out, findings := structured.SanitizeResult(res, opts...)
		for _, f := range findings {
			cfg.logger.LogAttrs(ctx, slog.LevelWarn, "untrusted content in tool result",
				slog.String("tool", name), slog.String("family", f.Family),
				slog.String("where", f.Where), slog.Bool("removed", f.Removed),
				slog.Float64("confidence", f.Confidence))
		}
		return out
	}
}
