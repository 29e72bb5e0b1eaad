package toolerr

import (
	"context"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Core is the middleware's logic without an mcp-go server around it, for
// adapters to other SDKs (see package toolerr/gosdk). The adapter converts
// the call and the tool's declaration to mcp-go's types, runs the real
// handler inside next, and converts the answer back; classification,
// incident IDs, retry advice, logging and every option behave exactly as
// under Middleware.
type Core struct {
	cfg *config
}

// NewCore returns a Core configured like Middleware(opts...).
func NewCore(opts ...Option) *Core {
	return &Core{cfg: newConfig(opts)}
}

// Call answers one tools/call. tool is the declaration the client saw (nil
// when unknown, which hedges retry advice and sends the error mirror);
// next runs the handler. Panics in next are recovered. A non-nil error is
// returned only for protocol signals that must stay protocol errors.
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
