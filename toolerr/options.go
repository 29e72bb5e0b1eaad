package toolerr

import (
	"cmp"
	"context"
	"log/slog"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcperr/mcperr/structured"
)

// Option configures Middleware and Wrap.
type Option func(*config)

// config is what the options set. It is built once per Middleware call and
// read-only afterwards, so the handlers share it without locking.
type config struct {
	logger     *slog.Logger
	classifier classifier
	maxChars   int
	checkTools map[string]string

	// perToolSanitize holds SanitizeTool's options, read by WithSanitizing.
	perToolSanitize map[string][]structured.SanitizeOption

	// before runs ahead of the handler; a non-nil *Error answers the call
	// without running it (argument validation).
	before []func(ctx context.Context, c *call) *Error
	// after rewrites every result, success or error, on its way out, in
	// the kit's stage order whatever the order of the options (see
	// stageRank).
	after []stage
}

// stage rewrites a result on its way out; rank places it among the others.
type stage struct {
	rank stageRank
	run  func(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult
}

// stageRank orders the stages after the handler. The order is the kit's,
// not the caller's: the output check judges what the handler returned;
// sanitising may replace text with markers; the budget cut comes last, so
// that nothing added after it can push a result over the budget.
type stageRank int

const (
	stageOutputCheck stageRank = iota
	stageSanitize
	stageBudget
)

// addAfter registers a rewrite of the given stage.
func (c *config) addAfter(rank stageRank, run func(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult) {
	c.after = append(c.after, stage{rank, run})
}

func newConfig(opts []Option) *config {
	cfg := &config{logger: slog.Default(), maxChars: defaultMaxChars}
	for _, o := range opts {
		if o != nil {
			o(cfg)
		}
	}
	// Stable, so stages of one rank keep the order they were listed in.
	slices.SortStableFunc(cfg.after, func(a, b stage) int { return cmp.Compare(a.rank, b.rank) })
	return cfg
}

// WithLogger sends the middleware's records (every error result with its
// code and incident ID; panics with their stack) to l instead of
// slog.Default().
func WithLogger(l *slog.Logger) Option {
	return func(c *config) {
		if l != nil {
			c.logger = l
		}
	}
}

// WithExposedErrors lets the text of errors that trusted reports true reach
// the model as the cause, e.g. the errors of the server's own domain layer
// whose messages are written for users. All other unknown errors stay
// internal errors with an incident ID.
func WithExposedErrors(trusted func(err error) bool) Option {
	return func(c *config) { c.classifier.expose = trusted }
}

// WithMaxChars caps the message the model reads at n characters (runes).
// The default is 400; values below 120 are raised to 120 so a cause and an
// action always fit.
func WithMaxChars(n int) Option {
	return func(c *config) { c.maxChars = n }
}

// WithCheckTool names, for the tool named tool, the tool that tells whether
// a call took effect. When tool fails in a way that may have applied the
// operation (a timeout, an outage mid-call) and is not read-only or
// idempotent, the action tells the model to call checkTool before calling
// tool again, instead of advising a retry. Error.CheckWith does the same for
// one error.
func WithCheckTool(tool, checkTool string) Option {
	return func(c *config) {
		if c.checkTools == nil {
			c.checkTools = map[string]string{}
		}
		c.checkTools[tool] = checkTool
	}
}
