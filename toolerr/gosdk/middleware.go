package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/toolerr"
)

// Middleware returns a go-sdk receiving middleware that answers every
// tools/call of a server the way toolerr.Middleware answers them under
// mcp-go, with the same options:
//
//   - a low-level handler's returned error (Server.AddTool), which go-sdk
//     would send as a JSON-RPC error with code 0, becomes an isError result
//     through toolerr.From;
//   - a typed handler's returned error (mcp.AddTool), which go-sdk would
//     show the model as its raw err.Error() text, is classified through
//     toolerr.From as well: go-sdk keeps the error value on the result
//     (CallToolResult.GetError), so an *toolerr.Error, a deadline or an
//     HTTP status is recognised as under mcp-go;
//   - arguments that fail a typed tool's input schema become an
//     invalid_argument error naming the parameter;
//   - output that fails a typed tool's output schema, which go-sdk sends as
//     a JSON-RPC error, becomes an internal error with an incident ID; the
//     validation message goes to the log;
//   - a panic, which go-sdk does not recover (the process dies), is
//     recovered: the model reads an internal error with an incident ID,
//     the stack goes to the log, and the server keeps serving;
//   - a nil result becomes an internal error;
//   - retry advice respects the tool's annotations, and the error mirror is
//     sent only when the tool's outputSchema admits it, with the summary
//     only when the tool declares one.
//
// A *jsonrpc.Error returned by a handler stays a protocol error, as go-sdk
// documents for typed handlers: it is how a handler says the request
// itself is wrong, or asks for URL elicitation. An unknown tool stays a
// protocol error too. Results asking for more input (resultType
// input_required) pass through untouched.
//
// Add it last, so it is the outermost receiving middleware and sees what
// every other one returns (go-sdk wraps earlier middleware in later ones):
//
//	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
//	s.AddReceivingMiddleware(gosdk.Middleware())
//
// The middleware knows each tool's declaration from one tools/list it
// sends down the chain per session, on the first call that needs it (a
// failure, or any call when an option reads every result); middleware
// added before it sees that request. Add it as a sending middleware too,
// so it sees the notifications/tools/list_changed that go-sdk's AddTool
// and RemoveTools send, and reads the declarations again after a change:
//
//	m := gosdk.Middleware()
//	s.AddReceivingMiddleware(m)
//	s.AddSendingMiddleware(m)
//
// That covers a tool replaced under the same name, too. go-sdk sends the
// notification about 10 ms after the change, so a call in between is
// answered with the declaration the client was last told about. Without
// the sending side, the declarations are read again when the client lists
// the tools itself, or calls a tool they lack. A successful call costs
// nothing beyond a type check unless an option reads every result.
func Middleware(opts ...toolerr.Option) mcp.Middleware {
	a := &adapter{core: toolerr.NewCore(opts...)}
	a.staged = a.core.Staged()
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			switch method {
			case "tools/call":
				if call, ok := req.(*mcp.CallToolRequest); ok && call != nil && call.Params != nil {
					if a.staged {
						return a.through(ctx, call, a.decls.tool(ctx, next, call), func(ctx context.Context) (mcp.Result, error) {
							return next(ctx, method, req)
						})
					}
					return a.call(ctx, next, call)
				}
			case "tools/list":
				if ss, ok := sessionOf(req); ok {
					gen := a.decls.of(ss).generation()
					r, err := next(ctx, method, req)
					if err == nil {
						a.decls.observe(ss, gen, req, r)
					}
					return r, err
				}
			case "notifications/tools/list_changed":
				if ss, ok := sessionOf(req); ok {
					a.decls.invalidate(ss)
				}
			}
			return next(ctx, method, req)
		}
	}
}

// sessionOf returns the server session a request belongs to.
func sessionOf(req mcp.Request) (*mcp.ServerSession, bool) {
	if req == nil {
		return nil, false
	}
	ss, ok := req.GetSession().(*mcp.ServerSession)
	return ss, ok && ss != nil
}

// adapter is one Middleware: the toolerr core and the tools' declarations.
type adapter struct {
	core   *toolerr.Core
	staged bool // the core reads every call, not only failures
	decls  declarations
}

// call runs a tools/call when no option reads good results: a good result
// goes back as the handler returned it, and the core is asked only about
// failures.
func (a *adapter) call(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest) (r mcp.Result, err error) {
	defer func() {
		// go-sdk does not recover a handler's panic: the process would die.
		if v := recover(); v != nil {
			r, err = a.panicked(ctx, next, req, v, debug.Stack()), nil
		}
	}()
	r, err = next(ctx, "tools/call", req)
	if res, ok := r.(*mcp.CallToolResult); ok && err == nil && res != nil && !res.IsError {
		return r, nil
	}
	if passes(r, err) {
		return r, err
	}
	return a.through(ctx, req, a.decls.tool(ctx, next, req), func(context.Context) (mcp.Result, error) { return r, err })
}

// passes reports an answer that stays as it is: a protocol error, or a
// result that asks for more input.
func passes(r mcp.Result, err error) bool {
	if err != nil {
		_, wire := errors.AsType[*jsonrpc.Error](err)
		return wire
	}
	res, _ := r.(*mcp.CallToolResult)
	return res != nil && (res.InputRequests != nil || res.NeedsInput())
}

// through answers a call through the core's pipeline. answer runs the
// handler below, or hands over what it already answered.
func (a *adapter) through(ctx context.Context, req *mcp.CallToolRequest, tool *mcpgo.Tool, answer func(context.Context) (mcp.Result, error)) (mcp.Result, error) {
	var x exchange
	handler := func(ctx context.Context, _ mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		r, err := answer(ctx)
		return x.take(r, err, tool, req.Params.Arguments)
	}
	out, err := a.core.Call(ctx, tool, toMCPGoRequest(req), handler)
	switch {
	case x.pass:
		return x.passRes, x.passErr
	case err != nil:
		return nil, err
	case out == nil:
		out = toolerr.Internal(errors.New("gosdk: the toolerr core returned no result")).Result()
	}
	res, err := fromCore(x.orig, x.conv, out)
	if err == nil {
		return res, nil
	}
	// A rewrite by an option produced something go-sdk cannot carry. The
	// model still gets an answer through the core, and the log the reason.
	return a.fallback(ctx, req, tool, fmt.Errorf("gosdk: the result cannot be carried back to go-sdk's type: %w", err)), nil
}

// panicked answers a handler's panic through the core.
func (a *adapter) panicked(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest, v any, stack []byte) *mcp.CallToolResult {
	tool := a.decls.tool(ctx, next, req)
	res, err := fromCore(nil, nil, a.core.Panicked(ctx, tool, toMCPGoRequest(req), v, stack))
	if err != nil {
		return a.fallback(ctx, req, tool, fmt.Errorf("gosdk: the answer to a panic cannot be carried to go-sdk's type: %w", err))
	}
	return res
}

// fallback answers cause as an internal error.
func (a *adapter) fallback(ctx context.Context, req *mcp.CallToolRequest, tool *mcpgo.Tool, cause error) *mcp.CallToolResult {
	out, _ := a.core.Call(ctx, tool, toMCPGoRequest(req), func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		return nil, cause
	})
	if out != nil {
		if res, err := fromCore(nil, nil, out); err == nil {
			return res
		}
	}
	return Result(toolerr.Internal(cause))
}

// exchange is what the handler below answered for one call, kept beside
// the mcp-go form the core works on.
type exchange struct {
	orig *mcp.CallToolResult   // the result as go-sdk built it
	conv *mcpgo.CallToolResult // its mcp-go form, handed to the core

	// pass is an answer the core must not reshape: a protocol error or a
	// result that asks for more input.
	pass    bool
	passRes mcp.Result
	passErr error
}

// take hands the handler's answer to the core in mcp-go's form.
func (x *exchange) take(r mcp.Result, err error, tool *mcpgo.Tool, args json.RawMessage) (*mcpgo.CallToolResult, error) {
	if passes(r, err) {
		x.pass, x.passRes, x.passErr = true, r, err
		if err != nil {
			x.passRes = nil
		}
		// Marked so that the core returns at once, without running its
		// stages on an answer that will not be sent.
		return nil, toolerr.PassThrough(errPassed)
	}
	if err != nil {
		return nil, err
	}
	res, _ := r.(*mcp.CallToolResult)
	if res == nil {
		return nil, nil // the core answers a missing result as an internal error
	}
	if e := raisedError(res, tool, args); e != nil {
		return nil, e
	}
	conv, err := toMCPGoResult(res)
	if err != nil {
		return nil, err
	}
	x.orig, x.conv = res, conv
	return conv, nil
}

// errPassed stands for the answer the exchange keeps aside.
var errPassed = errors.New("gosdk: answered at the protocol layer")
