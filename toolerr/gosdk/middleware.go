package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

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
//     sent only when the tool's outputSchema admits it.
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
// To find the declaration of the tool being called, the middleware sends a
// tools/list request down the chain on the caller's session; middleware
// added before it sees those requests.
func Middleware(opts ...toolerr.Option) mcp.Middleware {
	a := &adapter{core: toolerr.NewCore(opts...)}
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			call, ok := req.(*mcp.CallToolRequest)
			if method != "tools/call" || !ok || call == nil || call.Params == nil {
				return next(ctx, method, req)
			}
			return a.call(ctx, next, call)
		}
	}
}

// adapter is one Middleware: the toolerr core and the converted tool
// declarations.
type adapter struct {
	core  *toolerr.Core
	tools toolCache
}

// exchange is what the handler below answered for one call, kept beside
// the mcp-go form the core works on.
type exchange struct {
	orig *mcp.CallToolResult   // the result as go-sdk built it
	conv *mcpgo.CallToolResult // its mcp-go form, handed to the core
	snap []byte                // conv encoded before the core's stages ran

	// pass is an answer the core must not reshape: a protocol error or a
	// result that asks for more input.
	pass    bool
	passRes mcp.Result
	passErr error
}

func (a *adapter) call(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest) (mcp.Result, error) {
	tool := a.declaration(ctx, next, req)
	mreq := toMCPGoRequest(req)
	var x exchange
	handler := func(ctx context.Context, _ mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		return x.run(ctx, next, req, tool, mreq.Params.Arguments)
	}
	out, err := a.core.Call(ctx, tool, mreq, handler)
	switch {
	case x.pass:
		return x.passRes, x.passErr
	case err != nil:
		return nil, err
	case out == nil:
		out = toolerr.Internal(errors.New("gosdk: the toolerr core returned no result")).Result()
	}
	if out == x.conv && x.unchanged() {
		return x.orig, nil
	}
	res, err := toGoSDKResult(out)
	if err == nil {
		return res, nil
	}
	// A rewrite by an option produced something JSON cannot carry. The
	// model still gets an answer through the core, and the log the reason.
	convErr := fmt.Errorf("gosdk: the result could not be converted back to go-sdk's type: %w", err)
	out, _ = a.core.Call(ctx, tool, mreq, func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		return nil, convErr
	})
	if out != nil {
		if res, err := toGoSDKResult(out); err == nil {
			return res, nil
		}
	}
	return Result(toolerr.Internal(convErr)), nil
}

// run calls the handler below and hands its answer to the core in mcp-go's
// form.
func (x *exchange) run(ctx context.Context, next mcp.MethodHandler, req *mcp.CallToolRequest, tool *mcpgo.Tool, args any) (*mcpgo.CallToolResult, error) {
	r, err := next(ctx, "tools/call", req)
	if err != nil {
		var wire *jsonrpc.Error
		if errors.As(err, &wire) {
			return x.passThrough(nil, err)
		}
		return nil, err
	}
	res, _ := r.(*mcp.CallToolResult)
	if res == nil {
		return nil, nil // the core answers a missing result as an internal error
	}
	if res.InputRequests != nil || res.NeedsInput() {
		return x.passThrough(res, nil)
	}
	if e := raisedError(res, tool, args); e != nil {
		return nil, e
	}
	conv, err := toMCPGoResult(res)
	if err != nil {
		return nil, err
	}
	x.orig, x.conv = res, conv
	x.snap, _ = json.Marshal(conv)
	return conv, nil
}

// passThrough records an answer to return as it is, and gives the core an
// empty success so that it neither logs nor reshapes anything.
func (x *exchange) passThrough(res mcp.Result, err error) (*mcpgo.CallToolResult, error) {
	x.pass, x.passRes, x.passErr = true, res, err
	if err != nil {
		x.passRes = nil
	}
	// Marked so that the core returns at once, without running its stages
	// (output checks, budget) on a result that will not be sent.
	return nil, toolerr.PassThrough(errPassed)
}

// errPassed stands for the answer the exchange keeps aside.
var errPassed = errors.New("gosdk: answered at the protocol layer")

// unchanged reports whether the core's stages left the converted result as
// it was, so the handler's own go-sdk value can be sent: it keeps what the
// conversion cannot carry (the error recorded by SetError, for middleware
// further out) and costs no conversion back.
func (x *exchange) unchanged() bool {
	if x.snap == nil {
		return false
	}
	b, err := json.Marshal(x.conv)
	return err == nil && string(b) == string(x.snap)
}
