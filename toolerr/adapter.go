package toolerr

import (
	"context"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Core is the middleware's pipeline without an mcp-go server around it,
// for adapters to other SDKs (see package toolerr/gosdk). Classification,
// rendering, incident IDs, retry advice, logging and every option behave
// exactly as under Middleware, because they are Middleware's own code: an
// adapter only carries a call across in mcp-go's types, and only when the
// pipeline has something to do with it (see Staged).
type Core struct {
	cfg *config
}

// NewCore returns a Core configured like Middleware(opts...).
func NewCore(opts ...Option) *Core {
	return &Core{cfg: newConfig(opts)}
}

// Staged reports whether an option reads the arguments before the handler
// runs or rewrites every result (argument validation, output checks,
// sanitising, budgets). When it is false, a good result is answered as the
// handler returned it, so an adapter may pass it on untouched, without
// knowing the tool and without calling Call; every failure still goes
// through Call.
func (k *Core) Staged() bool {
	return len(k.cfg.before) > 0 || len(k.cfg.after) > 0
}

// Call answers one tools/call. tool is the declaration the client saw (nil
// when unknown, which hedges retry advice and sends the error mirror);
// next runs the handler, or hands over what it already answered. Panics
// in next are recovered. A non-nil error is returned only for protocol
// signals that must stay protocol errors.
func (k *Core) Call(ctx context.Context, tool *mcp.Tool, req mcp.CallToolRequest, next server.ToolHandlerFunc) (res *mcp.CallToolResult, err error) {
	c := &call{req: req, tool: tool, looked: true}
	defer func() {
		if r := recover(); r != nil {
			res, err = k.cfg.panicked(ctx, c, r, debug.Stack()), nil
		}
	}()
	if next == nil {
		return k.cfg.fail(ctx, c, Internal(errNoHandler)), nil
	}
	return k.cfg.run(ctx, c, next)
}

// Panicked answers a call whose handler panicked with v outside Call, as
// an adapter that runs the handler itself sees it; stack is the panicking
// goroutine's stack, for the log.
func (k *Core) Panicked(ctx context.Context, tool *mcp.Tool, req mcp.CallToolRequest, v any, stack []byte) *mcp.CallToolResult {
	return k.cfg.panicked(ctx, &call{req: req, tool: tool, looked: true}, v, stack)
}
