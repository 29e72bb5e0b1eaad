package mcpinfo

import (
	"go/ast"
	"go/types"
)

// Kind is the kind of tool handler, which decides what happens to the Go
// error it returns.
type Kind int

// The handler kinds of the two SDKs.
const (
	// MCPGo is mcp-go's server.ToolHandlerFunc: a returned error becomes
	// JSON-RPC error -32603.
	MCPGo Kind = iota + 1
	// MCPGoTyped is mcp-go's TypedToolHandlerFunc (NewTypedToolHandler):
	// the returned error passes through, so it too becomes -32603.
	MCPGoTyped
	// MCPGoStructured is mcp-go's StructuredToolHandlerFunc
	// (NewStructuredToolHandler): a returned error becomes an isError
	// result reading "tool execution failed: " + err.Error().
	MCPGoStructured
	// GoSDK is go-sdk's low-level mcp.ToolHandler (Server.AddTool): a
	// returned error becomes a JSON-RPC error.
	GoSDK
	// GoSDKTyped is go-sdk's mcp.ToolHandlerFor (mcp.AddTool): a returned
	// error becomes an isError result with err.Error() as its text, except
	// a *jsonrpc.Error, which stays a protocol error.
	GoSDKTyped
)

// ErrorIsProtocol reports whether a Go error returned by a handler of this
// kind becomes a JSON-RPC error, which the model never reads.
func (k Kind) ErrorIsProtocol() bool { return k == MCPGo || k == MCPGoTyped || k == GoSDK }

// ErrorIsText reports whether a Go error returned by a handler of this kind
// becomes the text of an isError result, so its wording matters.
func (k Kind) ErrorIsText() bool { return k == MCPGoStructured || k == GoSDKTyped }

// MCPGoSDK reports whether the kind belongs to mark3labs/mcp-go.
func (k Kind) MCPGoSDK() bool { return k == MCPGo || k == MCPGoTyped || k == MCPGoStructured }

// Handler is one tool handler found in the package.
type Handler struct {
	Kind Kind
	// Name is the function's name, or "function literal".
	Name string
	// Node is the *ast.FuncDecl or *ast.FuncLit.
	Node ast.Node
	// Returns are the handler's return statements with a result list,
	// excluding those of nested function literals.
	Returns []Return
	// Covered is set when the kit's middleware converts this handler's
	// errors (registered in the package, or the handler is wrapped with
	// toolerr.Wrap).
	Covered bool
	// ViaMiddleware is set when the server's own middleware turns this
	// handler's Go errors into isError results with their text, so the
	// text reaches the model.
	ViaMiddleware bool
	// MaybeViaMiddleware is set, for a driver that sees the whole program,
	// on a handler whose Go errors become protocol errors unless a
	// middleware registered in another package converts them: findings
	// about their wording are then of an own-text category, which the
	// driver keeps only where the server's own middleware passes the text.
	MaybeViaMiddleware bool
	// Via is set when the handler is a function value of the server's own
	// type that an adapter of the module turns into the SDK's handler.
	Via bool
}

// Return is one return statement of a handler.
type Return struct {
	Stmt *ast.ReturnStmt
	// Err is the returned error expression.
	Err ast.Expr
	// Text is the evaluated error.
	Text Text
	// Delegated is set when the error comes straight from another
	// handler's call (res, err := next(ctx, req)), which is checked where
	// that handler is written.
	Delegated bool
	// Signal is set when the error is one the SDK treats as a protocol
	// signal rather than a failure (mcp-go's URLElicitationRequiredError).
	Signal bool
}

// classify returns the handler kind of a signature, or 0.
func classify(sig *types.Signature) Kind {
	params, res := sig.Params(), sig.Results()
	if params.Len() < 2 || params.Len() > 3 || !isContext(params.At(0).Type()) {
		return 0
	}
	req := params.At(1).Type()
	switch {
	case isMCPGoRequest(req) && res.Len() == 2 && isError(res.At(1).Type()):
		switch {
		case params.Len() == 2 && isMCPGoResult(res.At(0).Type()):
			return MCPGo
		case params.Len() == 3 && isMCPGoResult(res.At(0).Type()):
			return MCPGoTyped
		case params.Len() == 3:
			return MCPGoStructured
		}
	case isGoSDKRequest(req) && isGoSDKResult(res.At(0).Type()):
		switch {
		case params.Len() == 2 && res.Len() == 2 && isError(res.At(1).Type()):
			return GoSDK
		case params.Len() == 3 && res.Len() == 3 && isError(res.At(2).Type()):
			return GoSDKTyped
		}
	}
	return 0
}

// findHandlers finds the handlers among the package's functions. A
// function literal with a handler signature is a handler; a declared
// function or method is one when it is exported or used as a value in the
// package (passed to AddTool, stored in a ServerTool, a method value), so
// that helpers called directly are not mistaken for handlers. Methods named
// CallTool are client-side wrappers, not handlers.
func findHandlers(info *types.Info, files []*ast.File, fl *flow) []*Handler {
	called := map[*ast.Ident]bool{}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				switch fun := ast.Unparen(call.Fun).(type) {
				case *ast.Ident:
					called[fun] = true
				case *ast.SelectorExpr:
					called[fun.Sel] = true
				}
			}
			return true
		})
	}
	asValue := map[types.Object]bool{}
	for id, obj := range info.Uses {
		if _, ok := obj.(*types.Func); ok && !called[id] {
			asValue[obj] = true
		}
	}
	var hs []*Handler
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch fn := n.(type) {
			case *ast.FuncDecl:
				obj, _ := info.Defs[fn.Name].(*types.Func)
				if obj == nil || fn.Body == nil {
					return true
				}
				sig := obj.Type().(*types.Signature)
				if sig.Recv() != nil && fn.Name.Name == "CallTool" {
					return true
				}
				if k := classify(sig); k != 0 && (obj.Exported() || asValue[obj]) {
					hs = append(hs, newHandler(k, fn.Name.Name, fn, fn.Body, fl))
				}
			case *ast.FuncLit:
				sig, _ := info.TypeOf(fn).(*types.Signature)
				if sig == nil {
					return true
				}
				if k := classify(sig); k != 0 {
					hs = append(hs, newHandler(k, "function literal", fn, fn.Body, fl))
				}
			}
			return true
		})
	}
	return hs
}

func newHandler(k Kind, name string, node ast.Node, body *ast.BlockStmt, fl *flow) *Handler {
	errIndex := 1
	if k == GoSDKTyped {
		errIndex = 2
	}
	return newHandlerAt(k, name, node, body, fl, errIndex)
}

// newHandlerAt is newHandler for a function whose error is its
// errIndex-th result.
func newHandlerAt(k Kind, name string, node ast.Node, body *ast.BlockStmt, fl *flow, errIndex int) *Handler {
	h := &Handler{Kind: k, Name: name, Node: node}
	ast.Inspect(body, func(n ast.Node) bool {
		switch r := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(r.Results) != errIndex+1 {
				return true // a bare return, or one call returning all results
			}
			e := r.Results[errIndex]
			t := fl.info.TypeOf(e)
			signal := isNamed(t, false, mcpgoMCP, "URLElicitationRequiredError") || isNamed(t, true, mcpgoMCP, "URLElicitationRequiredError")
			h.Returns = append(h.Returns, Return{Stmt: r, Err: e, Text: fl.Error(e), Delegated: delegated(fl, e), Signal: signal})
		}
		return true
	})
	return h
}

// delegated reports whether e is the error result of a call that also
// returned a tool result: the error of a handler that this one calls.
func delegated(fl *flow, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	obj := fl.objOf(id)
	if obj == nil {
		return false
	}
	for _, a := range fl.assigns[obj] {
		if a.index < 0 || a.rhs == nil {
			continue
		}
		tuple, ok := fl.info.TypeOf(a.rhs).(*types.Tuple)
		if !ok {
			continue
		}
		for i := 0; i < tuple.Len(); i++ {
			if t := tuple.At(i).Type(); isMCPGoResult(t) || isGoSDKResult(t) {
				return true
			}
		}
	}
	return false
}

// channelMethods are the SDK methods that talk to the client outside the
// call's result: notifications, logging, progress and pings. When one of
// them fails the session is going or gone, so no result would reach the
// model either, and a protocol error is a fair answer.
var channelMethods = map[string]bool{
	"SendNotificationToClient": true, "SendNotificationToAllClients": true,
	"SendNotificationToSpecificClient": true, "SendLogMessageToClient": true,
	"SendLogMessageToSpecificClient": true, "NotifyProgress": true, "Ping": true, "Log": true,
}

// ChannelFailure reports whether every raw error in t came from an SDK
// method that talks to the client over the session (see channelMethods).
func (t Text) ChannelFailure() bool {
	n := 0
	for _, s := range t.Segs {
		if s.Kind != RawErr {
			continue
		}
		if s.Origin == nil || !channelMethods[s.Origin.Name()] {
			return false
		}
		if p := pathOf(s.Origin.Pkg()); p != mcpgoServer && p != gosdkMCP {
			return false
		}
		n++
	}
	return n > 0
}
