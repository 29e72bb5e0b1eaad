package toolerr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Middleware returns an mcp-go tool handler middleware that makes every
// tool of a server answer with errors the model can act on:
//
//   - a returned Go error becomes an isError result through From, so no
//     JSON-RPC -32603 reaches the client and no raw error text the model;
//   - a panic is recovered and answered with an internal error that carries
//     an incident ID; the panic value, the stack and the tool name go to the
//     log, never to the model;
//   - a nil result becomes an internal error instead of a protocol error;
//   - retry advice respects the tool's annotations: a read-only or
//     idempotent tool is told when to retry, any other tool is told that
//     the operation may have been applied and how to check;
//   - every error result is logged with its code and incident ID;
//   - good results pass through untouched.
//
// Register it first, so it is the outermost middleware and sees what every
// other one returns:
//
//	s := server.NewMCPServer("weather", "1.0.0",
//		server.WithToolHandlerMiddleware(toolerr.Middleware()))
//
// It recovers panics itself, so it is also safe beside server.WithRecovery()
// in any order. URL elicitation requests (mcp.URLElicitationRequiredError)
// are protocol signals, not failures, and pass through as errors.
func Middleware(opts ...Option) server.ToolHandlerMiddleware {
	cfg := newConfig(opts)
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return cfg.wrap(next)
	}
}

// Wrap applies the middleware to one handler, for servers that register
// handlers one by one or tests that call a handler directly.
func Wrap(h server.ToolHandlerFunc, opts ...Option) server.ToolHandlerFunc {
	return newConfig(opts).wrap(h)
}

func (cfg *config) wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	if next == nil {
		next = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errNoHandler
		}
	}
	staged := len(cfg.before) > 0 || len(cfg.after) > 0
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = cfg.panicked(ctx, &call{req: req}, r, debug.Stack()), nil
			}
		}()
		if staged {
			return cfg.run(ctx, &call{req: req}, next)
		}
		// The common case, kept free of allocations: a good result goes
		// straight back, and the call's state is built only on failure.
		res, err = next(ctx, req)
		if err == nil && res != nil && !res.IsError {
			return res, nil
		}
		return cfg.finish(ctx, &call{req: req}, res, err)
	}
}

// run answers a call through the options' stages.
func (cfg *config) run(ctx context.Context, c *call, next server.ToolHandlerFunc) (*mcp.CallToolResult, error) {
	for _, check := range cfg.before {
		if e := check(ctx, c); e != nil {
			return cfg.fail(ctx, c, e), nil
		}
	}
	res, err := next(ctx, c.req)
	if err != nil || res == nil || res.IsError {
		return cfg.finish(ctx, c, res, err)
	}
	for _, st := range cfg.after {
		res = st.run(ctx, c, res)
	}
	return res, nil
}

// finish answers a call whose handler failed: a Go error, no result, or an
// isError result of its own.
func (cfg *config) finish(ctx context.Context, c *call, res *mcp.CallToolResult, err error) (*mcp.CallToolResult, error) {
	switch {
	case err != nil:
		if isProtocolSignal(err) {
			return nil, err
		}
		return cfg.fail(ctx, c, cfg.classifier.from(err)), nil
	case res == nil:
		return cfg.fail(ctx, c, Internal(errNoResult)), nil
	}
	res = cfg.handlerErrorResult(ctx, c, res)
	for _, st := range cfg.after {
		res = st.run(ctx, c, res)
	}
	return res, nil
}

var (
	errNoResult  = errors.New("the tool handler returned neither a result nor an error")
	errNoHandler = errors.New("the tool has no handler")
)

// fail renders e for the call being answered and logs it.
func (cfg *config) fail(ctx context.Context, c *call, e *Error) *mcp.CallToolResult {
	if e == nil {
		e = Internal(nil)
	}
	if e.Code == InternalCode && e.Incident == "" {
		cp := *e
		cp.Incident = NewIncidentID()
		e = &cp
	}
	name := c.req.Params.Name
	cc := callContext{tool: name, effects: c.effects(ctx), checkTool: cfg.checkTools[name]}
	res := e.result(cc, cfg.maxChars)
	c.fitMirror(ctx, res)
	cfg.log(ctx, e, name)
	for _, st := range cfg.after {
		res = st.run(ctx, c, res)
	}
	return res
}

// handlerErrorResult handles an isError result the handler built itself:
// it is logged, and a structured mirror the tool's outputSchema would
// reject is dropped, because the TypeScript client validates
// structuredContent even on errors and would throw instead of showing the
// error.
func (cfg *config) handlerErrorResult(ctx context.Context, c *call, res *mcp.CallToolResult) *mcp.CallToolResult {
	code, incident := mirrorFacts(res.StructuredContent)
	cfg.logger.LogAttrs(ctx, slog.LevelWarn, "tool error",
		slog.String("tool", c.req.Params.Name), slog.String("code", code), slog.String("incident", incident))
	if res.StructuredContent != nil && !c.admitsMirror(ctx, res.StructuredContent) {
		cp := *res
		cp.StructuredContent = nil
		return &cp
	}
	return res
}

// panicked answers a recovered panic. The stack goes to the log; the model
// reads only that the fault is the server's, with the incident ID.
func (cfg *config) panicked(ctx context.Context, c *call, v any, stack []byte) *mcp.CallToolResult {
	e := Internal(fmt.Errorf("panic: %s", safeString(func() string { return fmt.Sprint(v) })))
	cfg.logger.LogAttrs(ctx, slog.LevelError, "tool handler panicked",
		slog.String("tool", c.req.Params.Name),
		slog.String("incident", e.Incident),
		slog.String("panic", safeErrorText(e.Err)),
		slog.String("stack", string(stack)))
	// The panic is logged above with its stack; fail logs the result again
	// at the same incident, which keeps one record per error result.
	return cfg.fail(ctx, c, e)
}

func (cfg *config) log(ctx context.Context, e *Error, tool string) {
	level := slog.LevelInfo // the caller's mistake: normal traffic
	switch e.Code {
	case InternalCode:
		level = slog.LevelError
	case TimeoutCode, UnavailableCode, RateLimitedCode, UnauthenticatedCode:
		level = slog.LevelWarn
	}
	attrs := []slog.Attr{slog.String("tool", tool), slog.String("code", string(e.Code))}
	if e.Incident != "" {
		attrs = append(attrs, slog.String("incident", e.Incident))
	}
	if e.Err != nil {
		attrs = append(attrs, slog.String("err", safeErrorText(e.Err)))
	}
	cfg.logger.LogAttrs(ctx, level, "tool error", attrs...)
}

// isProtocolSignal reports errors that mcp-go must see as errors because
// they drive the protocol rather than report a failure, and errors marked
// with PassThrough.
func isProtocolSignal(err error) bool {
	// errors.AsType, unlike errors.As, allocates nothing: this runs on
	// every failed call.
	_, kept := errors.AsType[passThrough](err)
	_, byValue := errors.AsType[mcp.URLElicitationRequiredError](err)
	_, byPointer := errors.AsType[*mcp.URLElicitationRequiredError](err)
	return kept || byValue || byPointer
}

// mirrorFacts reads the code and incident from a result built by Result,
// for the log.
func mirrorFacts(sc any) (code, incident string) {
	m, ok := sc.(map[string]any)
	if !ok {
		return "", ""
	}
	switch em := m["error"].(type) {
	case map[string]any:
		code, _ = em["code"].(string)
		incident, _ = em["incident"].(string)
	default:
		if mirror, ok := asMirror(em); ok {
			return mirror.Code, mirror.Incident
		}
	}
	return code, incident
}

// PassThrough marks err as an answer at the protocol layer, which the
// middleware returns unchanged as a Go error instead of turning it into a
// tool error. It is for the rare handler that must answer with a JSON-RPC
// error, and for adapters, which pass their SDK's protocol signals through
// Core this way. The model does not see protocol errors: use it sparingly.
// PassThrough(nil) is nil.
func PassThrough(err error) error {
	if err == nil {
		return nil
	}
	return passThrough{err}
}

// passThrough is the mark PassThrough puts on an error.
type passThrough struct{ err error }

func (p passThrough) Error() string { return safeErrorText(p.err) }
func (p passThrough) Unwrap() error { return p.err }
