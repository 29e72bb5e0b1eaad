package mcpinfo

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// Middleware records the converters of handler errors registered in the
// package: the kit's, and the server's own middleware that turns a
// handler's Go error into an isError result. The kit is recognised by
// import path and function name only, so the checks work whether or not
// the kit is a dependency of the analysed module.
type Middleware struct {
	// MCPGo is set when a converter wraps the mcp-go tool handlers:
	// toolerr.Middleware, or the server's own middleware registered with
	// server.WithToolHandlerMiddleware or MCPServer.Use.
	MCPGo bool
	// GoSDK is set when the kit's adapter toolerr/gosdk.Middleware is the
	// converter nearest the go-sdk handlers (registered with
	// AddReceivingMiddleware or AddSendingMiddleware).
	GoSDK bool
	// MCPGoText and GoSDKText are set when the converter nearest the
	// handlers is the server's own and puts the error's text in the
	// result: the handlers' error wording then reaches the model.
	MCPGoText bool
	GoSDKText bool
	// Wrapped holds the function literals passed to a function of the kit
	// (toolerr.Wrap, toolerr.Core.Call).
	Wrapped map[ast.Node]bool
	// WrappedFuncs holds the declared functions passed to the kit.
	WrappedFuncs map[types.Object]bool
	// goSDKOwn is set when the go-sdk converter nearest the handlers is
	// the server's own.
	goSDKOwn bool
}

// converter is one middleware registration that converts errors.
type converter struct {
	pos   token.Pos
	gosdk bool
	own   bool // the server's own rather than the kit's
	text  bool // the server's own, passing the error's text
	call  int  // index of the registering call, for go-sdk's order
	arg   int  // index among the call's arguments
}

// findMiddleware finds the package's own converting middleware (exporting
// a fact for each function that returns one) and the registrations.
func findMiddleware(info *types.Info, files []*ast.File, fl *flow, sinks []*Sink) Middleware {
	m := Middleware{Wrapped: map[ast.Node]bool{}, WrappedFuncs: map[types.Object]bool{}}
	for _, file := range files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			sig := fn.Type().(*types.Signature)
			if gosdk, isMW := middlewareSig(sig); isMW {
				if conv, text := convertsErrors(info, fd.Type, fd.Body, sinks); conv {
					fl.middlewares[fn] = &MiddlewareFact{GoSDK: gosdk, PassesText: text, Itself: true}
				}
				continue
			}
			if sig.Results().Len() != 1 {
				continue
			}
			gosdk, isMW := middlewareSig(sig.Results().At(0).Type())
			if !isMW {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false // returns of the middleware itself
				}
				if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
					// A literal, the kit's middleware, or another
					// converter of the module.
					if c, ok := registered(info, fl, r.Results[0], sinks); ok && c.gosdk == gosdk {
						fl.middlewares[fn] = &MiddlewareFact{GoSDK: gosdk, PassesText: c.text, Kit: !c.own}
					}
				}
				return true
			})
		}
	}
	var convs []converter
	calls := 0
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch {
			case fl.isFunc(call, mcpgoServer, "WithToolHandlerMiddleware"), fl.isMethod(call, mcpgoServer, "Use"),
				fl.isMethod(call, gosdkMCP, "AddReceivingMiddleware"), fl.isMethod(call, gosdkMCP, "AddSendingMiddleware"):
				calls++
				for i, arg := range call.Args {
					if c, ok := registered(info, fl, arg, sinks); ok {
						c.pos, c.call, c.arg = arg.Pos(), calls, i
						convs = append(convs, c)
					}
				}
			}
			// A handler handed to any function of the kit (toolerr.Wrap,
			// Core.Call) has its errors converted by the kit.
			if fn := fl.callee(call); fn != nil && isKitPath(pathOf(fn.Pkg())) {
				for _, arg := range call.Args {
					switch h := ast.Unparen(arg).(type) {
					case *ast.FuncLit:
						m.Wrapped[h] = true
					case *ast.Ident:
						m.WrappedFuncs[info.Uses[h]] = true
					case *ast.SelectorExpr:
						m.WrappedFuncs[info.Uses[h.Sel]] = true
					}
				}
			}
			return true
		})
	}
	if c, ok := innermost(convs, false); ok {
		m.MCPGo, m.MCPGoText = true, c.text
	}
	// go-sdk's typed handlers have their errors made results by the SDK
	// before any middleware sees them; the server's own converter reaches
	// only low-level handlers, so GoSDK (which a driver applies to every
	// handler of the packages below) stays the kit's.
	if c, ok := innermost(convs, true); ok {
		m.GoSDK, m.GoSDKText = !c.own, c.text
		m.goSDKOwn = c.own
	}
	return m
}

// innermost returns the converter nearest the handlers for one SDK, the
// one whose conversion the model reads. mcp-go applies tool middleware in
// registration order, the first registered outermost; each go-sdk
// AddReceivingMiddleware call wraps what is there, its first argument
// outermost, so the innermost is the last argument of the first call.
func innermost(convs []converter, gosdk bool) (converter, bool) {
	var mine []converter
	for _, c := range convs {
		if c.gosdk == gosdk {
			mine = append(mine, c)
		}
	}
	if len(mine) == 0 {
		return converter{}, false
	}
	slices.SortFunc(mine, func(a, b converter) int { return int(a.pos - b.pos) })
	if !gosdk {
		return mine[len(mine)-1], true
	}
	first := mine[0].call
	best := mine[0]
	for _, c := range mine {
		if c.call == first && c.arg >= best.arg {
			best = c
		}
	}
	return best, true
}

// registered classifies one registered middleware: the kit's, a literal,
// a function of the module that returns a converter (by fact), or a
// variable holding one of these.
func registered(info *types.Info, fl *flow, arg ast.Expr, sinks []*Sink) (converter, bool) {
	arg = ast.Unparen(arg)
	switch x := arg.(type) {
	case *ast.CallExpr:
		switch {
		case fl.isFunc(x, kitToolerr, "Middleware"):
			return converter{}, true
		case fl.isFunc(x, kitGosdk, "Middleware"):
			return converter{gosdk: true}, true
		}
		if f := fl.middlewareOf(fl.callee(x)); f != nil && !f.Itself {
			return converter{gosdk: f.GoSDK, own: !f.Kit, text: f.PassesText}, true
		}
	case *ast.FuncLit:
		gosdk, isMW := middlewareSig(info.TypeOf(x))
		if conv, text := convertsErrors(info, x.Type, x.Body, sinks); isMW && conv {
			return converter{gosdk: gosdk, own: true, text: text}, true
		}
	case *ast.Ident:
		if obj := fl.objOf(x); obj != nil {
			if as := fl.assigns[obj]; len(as) == 1 && as[0].index < 0 && as[0].rhs != nil {
				return registered(info, fl, as[0].rhs, sinks)
			}
		}
		if fn, ok := info.Uses[x].(*types.Func); ok {
			return funcMiddleware(fl, fn)
		}
	case *ast.SelectorExpr:
		if fn, ok := info.Uses[x.Sel].(*types.Func); ok {
			return funcMiddleware(fl, fn)
		}
	}
	return converter{}, false
}

// funcMiddleware classifies a declared function used as the middleware
// itself (server.WithToolHandlerMiddleware(convertErrors)).
func funcMiddleware(fl *flow, fn *types.Func) (converter, bool) {
	if f := fl.middlewareOf(fn); f != nil && f.Itself {
		return converter{gosdk: f.GoSDK, own: true, text: f.PassesText}, true
	}
	return converter{}, false
}

// middlewareSig reports whether t is a tool middleware's type: mcp-go's
// func(ToolHandlerFunc) ToolHandlerFunc (server.ToolHandlerMiddleware
// in every version) or go-sdk's func(MethodHandler) MethodHandler.
func middlewareSig(t types.Type) (gosdk, ok bool) {
	if t == nil {
		return false, false
	}
	sig, isSig := t.Underlying().(*types.Signature)
	if !isSig || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false, false
	}
	in, out := sig.Params().At(0).Type(), sig.Results().At(0).Type()
	if isNamed(in, false, gosdkMCP, "MethodHandler") && isNamed(out, false, gosdkMCP, "MethodHandler") {
		return true, true
	}
	hin, ok1 := in.Underlying().(*types.Signature)
	hout, ok2 := out.Underlying().(*types.Signature)
	return false, ok1 && ok2 && classify(hin) == MCPGo && classify(hout) == MCPGo
}

// convertsErrors reports whether a middleware literal (func(next) handler)
// turns the error next returns into an isError result: a sink written
// under a condition on that error. text says the sink passes the error's
// own text on.
func convertsErrors(info *types.Info, ftype *ast.FuncType, body *ast.BlockStmt, sinks []*Sink) (conv, text bool) {
	params := ftype.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return false, false
	}
	next := info.Defs[params[0].Names[0]]
	if next == nil {
		return false, false
	}
	errVars := map[types.Object]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || info.Uses[id] != next {
			return true
		}
		if id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok {
			if obj := info.ObjectOf(id); obj != nil {
				errVars[obj] = true
			}
		}
		return true
	})
	if len(errVars) == 0 {
		return false, false
	}
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || !mentions(info, ifs.Cond, errVars) {
			return true
		}
		for _, s := range sinks {
			if s.IsError() && s.Node.Pos() >= ifs.Body.Pos() && s.Node.End() <= ifs.Body.End() {
				conv = true
				text = text || s.Text.Has(RawErr)
				s.Converts = true
			}
		}
		return true
	})
	return conv, text
}

// mentions reports whether e uses one of vars.
func mentions(info *types.Info, e ast.Expr, vars map[types.Object]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && vars[info.Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// covers reports whether a converter of the kit converts h's returned
// errors, so that their text never reaches the model as written.
func (m Middleware) covers(info *types.Info, h *Handler) bool {
	if m.Wrapped[h.Node] {
		return true
	}
	if d, ok := h.Node.(*ast.FuncDecl); ok && m.WrappedFuncs[info.Defs[d.Name]] {
		return true
	}
	if h.Kind.MCPGoSDK() {
		return m.MCPGo && !m.MCPGoText && h.Kind != MCPGoStructured
	}
	return (m.GoSDK || (m.goSDKOwn && h.Kind == GoSDK)) && !m.GoSDKText
}

// passesText reports whether the server's own middleware converts h's
// returned errors with their text.
func (m Middleware) passesText(h *Handler) bool {
	if h.Kind.MCPGoSDK() {
		return m.MCPGoText && h.Kind != MCPGoStructured
	}
	return m.GoSDKText && h.Kind == GoSDK
}

// isKitPath reports whether path is the kit's toolerr package or one of its
// sub-packages.
func isKitPath(path string) bool {
	return path == kitToolerr || strings.HasPrefix(path, kitToolerr+"/")
}
