package mcpinfo

import (
	"go/ast"
	"go/types"
)

// WrapRole says what a function of the module does with the function
// value it takes.
type WrapRole int

// The roles of a function that takes a tool handler of the server's own.
const (
	// Adapter turns the function value into an SDK tool handler, which
	// calls it (AdaptToolHandler(next ToolHandlerFunc) mcp.ToolHandler).
	Adapter WrapRole = iota + 1
	// Decorator returns a function of the same type that calls it
	// (logging, recovery, validation around a handler).
	Decorator
	// Registrar registers it: hands it, through decorators, to an adapter
	// whose handler reaches AddTool (registerTool(s, tool, handler)).
	Registrar
)

// WrapFact marks a function of the module that takes a function value which
// becomes, or helps build, a tool handler. A function value passed to an
// adapter whose handler is registered, or to a registrar, is a tool
// handler, and is checked as one however its type is named.
type WrapFact struct {
	Role WrapRole
	// Param is the index of the function parameter.
	Param int
	// Kind is the kind of SDK handler the function value ends up in;
	// unset for a decorator.
	Kind Kind
	// Converts is set when the Go error the function value returns becomes
	// an isError result on the way, rather than the SDK handler's error.
	Converts bool
	// PassesText is set, with Converts, when that result's text is the
	// error's own.
	PassesText bool
}

// AFact marks WrapFact as a go/analysis fact.
func (*WrapFact) AFact() {}

// String names the fact in analysistest output.
func (f *WrapFact) String() string {
	switch f.Role {
	case Adapter:
		return "adapter"
	case Decorator:
		return "decorator"
	}
	return "registrar"
}

// wrapOf returns the wrap fact of fn, local or imported.
func (f *flow) wrapOf(fn *types.Func) *WrapFact { return factOf(f, fn, f.wraps) }

// handlerShaped reports whether t is a function type that may be a tool
// handler of the server's own: a context first, an error last, and a
// result before it.
func handlerShaped(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() < 2 || sig.Results().Len() < 2 {
		return false
	}
	return isContext(sig.Params().At(0).Type()) && isError(sig.Results().At(sig.Results().Len()-1).Type())
}

// findAdapters records the package's adapters and decorators: a declared
// function with one handler-shaped parameter whose single result is an SDK
// tool handler (an adapter) or of the parameter's type (a decorator), and
// which returns a function literal that calls the parameter.
func findAdapters(fl *flow, sinks []*Sink) {
	for fn, decl := range fl.decls {
		sig := fn.Type().(*types.Signature)
		if decl.Body == nil || sig.Results().Len() != 1 {
			continue
		}
		out := sig.Results().At(0).Type()
		outSig, _ := out.Underlying().(*types.Signature)
		if outSig == nil {
			continue
		}
		for i := 0; i < sig.Params().Len(); i++ {
			p := sig.Params().At(i)
			if !handlerShaped(p.Type()) {
				continue
			}
			w := &WrapFact{Param: i}
			if k := classify(outSig); k != 0 {
				w.Role, w.Kind = Adapter, k
			} else if types.Identical(out, p.Type()) {
				w.Role = Decorator
			} else {
				continue
			}
			lit := returnedLit(fl, decl.Body)
			if lit == nil {
				continue
			}
			calls, passes := callsParam(fl, lit, p)
			if !calls {
				continue
			}
			if !passes {
				w.Converts = true
				for _, s := range sinks {
					if s.IsError() && s.Node.Pos() >= lit.Pos() && s.Node.End() <= lit.End() && s.Text.Has(RawErr) {
						// The adapter is the server's middleware for the
						// handlers it takes: their upstream errors reach
						// the model here.
						w.PassesText, s.Converts = true, true
					}
				}
			}
			fl.wraps[fn] = w
			break
		}
	}
}

// returnedLit returns the function literal a function body returns,
// directly or through a local variable, if any.
func returnedLit(fl *flow, body *ast.BlockStmt) *ast.FuncLit {
	var lit *ast.FuncLit
	ast.Inspect(body, func(n ast.Node) bool {
		switch r := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(r.Results) != 1 || lit != nil {
				return true
			}
			switch x := ast.Unparen(r.Results[0]).(type) {
			case *ast.FuncLit:
				lit = x
			case *ast.Ident:
				if obj := fl.objOf(x); obj != nil {
					for _, a := range fl.assigns[obj] {
						if l, ok := ast.Unparen(a.rhs).(*ast.FuncLit); ok && a.index < 0 {
							lit = l
						}
					}
				}
			}
		}
		return true
	})
	return lit
}

// callsParam reports whether lit calls the function parameter p, and
// whether it passes the error p returns on as its own: `return p(...)`, or
// the error variable of `res, err := p(...)` returned as the error.
func callsParam(fl *flow, lit *ast.FuncLit, p *types.Var) (calls, passes bool) {
	errVars := map[types.Object]bool{}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && fl.info.Uses[id] == p {
				calls = true
			}
		case *ast.AssignStmt:
			if len(x.Rhs) != 1 || len(x.Lhs) < 2 {
				return true
			}
			call, ok := ast.Unparen(x.Rhs[0]).(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && fl.info.Uses[id] == p {
				if obj := fl.objOf(x.Lhs[len(x.Lhs)-1]); obj != nil {
					errVars[obj] = true
				}
			}
		}
		return true
	})
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch r := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(r.Results) == 0 {
				return true
			}
			last := ast.Unparen(r.Results[len(r.Results)-1])
			if call, ok := last.(*ast.CallExpr); ok && len(r.Results) == 1 {
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && fl.info.Uses[id] == p {
					passes = true
				}
			}
			if obj := fl.objOf(last); obj != nil && errVars[obj] {
				passes = true
			}
		}
		return true
	})
	return calls, passes
}

// peel follows an argument through decorator calls to the function value
// they wrap, and reports whether one of them converts its errors (and
// passes their text).
func (fl *flow) peel(arg ast.Expr) (inner ast.Expr, conv, text bool) {
	for depth := 0; depth < 16; depth++ {
		arg = ast.Unparen(arg)
		call, ok := arg.(*ast.CallExpr)
		if !ok {
			return arg, conv, text
		}
		w := fl.wrapOf(fl.callee(call))
		if w == nil || w.Role != Decorator || w.Param >= len(call.Args) {
			return arg, conv, text
		}
		conv, text = conv || w.Converts, text || w.PassesText
		arg = call.Args[w.Param]
	}
	return arg, conv, text
}

// isRegistration reports whether call registers a tool with an SDK:
// AddTool or AddTools of either SDK, or go-sdk's generic mcp.AddTool.
func (fl *flow) isRegistration(call *ast.CallExpr) bool {
	fn := fl.callee(call)
	if fn == nil || (fn.Name() != "AddTool" && fn.Name() != "AddTools") {
		return false
	}
	p := pathOf(fn.Pkg())
	return p == gosdkMCP || p == mcpgoServer
}

// registeredArgs returns the expressions a registration call hands over as
// handlers: its arguments, the Handler fields of ServerTool literals among
// them, and what local variables among them were assigned.
func (fl *flow) registeredArgs(call *ast.CallExpr) []ast.Expr {
	var out []ast.Expr
	var add func(e ast.Expr, depth int)
	add = func(e ast.Expr, depth int) {
		e = ast.Unparen(e)
		out = append(out, e)
		switch x := e.(type) {
		case *ast.UnaryExpr:
			add(x.X, depth)
		case *ast.CompositeLit:
			for _, el := range x.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Handler" {
						add(kv.Value, depth)
					}
				}
			}
		case *ast.Ident:
			if obj := fl.objOf(x); obj != nil && depth < 4 {
				for _, a := range fl.assigns[obj] {
					if a.rhs != nil && a.index < 0 {
						add(a.rhs, depth+1)
					}
				}
			}
		}
	}
	for _, a := range call.Args {
		add(a, 0)
	}
	return out
}

// handOff is a function value handed to an adapter or registrar: inner is
// the value, w what happens to its errors.
type handOff struct {
	inner ast.Expr
	w     WrapFact
	encl  *ast.FuncDecl
}

// wrappedHandlers finds the function values that become tool handlers by
// being handed to an adapter whose handler is registered, or to a
// registrar, through decorators. It records as registrars the package's
// functions that hand a parameter of theirs on that way, and returns the
// handlers among the package's own functions and literals.
func wrappedHandlers(fl *flow, known map[ast.Node]bool) []*Handler {
	var offs []handOff
	for round := 0; round < 4; round++ {
		offs = offs[:0]
		n := len(fl.wraps)
		for _, decl := range fl.decls {
			if decl.Body == nil {
				continue
			}
			offs = append(offs, handOffs(fl, decl)...)
		}
		for _, o := range offs {
			id, ok := o.inner.(*ast.Ident)
			if !ok {
				continue
			}
			v, _ := fl.info.Uses[id].(*types.Var)
			i, isParam := fl.params[v]
			encl, _ := fl.info.Defs[o.encl.Name].(*types.Func)
			if v == nil || !isParam || encl == nil || fl.wraps[encl] != nil {
				continue
			}
			if sig := encl.Type().(*types.Signature); i >= sig.Params().Len() || sig.Params().At(i) != v {
				continue
			}
			w := o.w
			w.Role, w.Param = Registrar, i
			// Decorators applied by reassignment (handler = deco(handler)).
			for _, a := range fl.assigns[v] {
				if a.rhs != nil && a.index < 0 {
					if _, c, t := fl.peel(a.rhs); c {
						w.Converts, w.PassesText = true, w.PassesText || t
					}
				}
			}
			fl.wraps[encl] = &w
		}
		if len(fl.wraps) == n {
			break
		}
	}
	var hs []*Handler
	for _, o := range offs {
		var node ast.Node
		var body *ast.BlockStmt
		var sig *types.Signature
		name := "function literal"
		switch x := o.inner.(type) {
		case *ast.FuncLit:
			node, body = x, x.Body
			sig, _ = fl.info.TypeOf(x).(*types.Signature)
		case *ast.Ident, *ast.SelectorExpr:
			var id *ast.Ident
			if s, ok := x.(*ast.SelectorExpr); ok {
				id = s.Sel
			} else {
				id = x.(*ast.Ident)
			}
			fn, _ := fl.info.Uses[id].(*types.Func)
			decl := fl.decls[fn]
			if decl == nil || decl.Body == nil {
				continue // not written in this package, or a variable
			}
			node, body, name = decl, decl.Body, fn.Name()
			sig = fn.Type().(*types.Signature)
		}
		if node == nil || sig == nil || known[node] || !handlerShaped(sig) {
			continue
		}
		known[node] = true
		h := newHandlerAt(o.w.Kind, name, node, body, fl, sig.Results().Len()-1)
		h.Via = true
		if o.w.Converts {
			h.ViaMiddleware = o.w.PassesText
			h.Covered = !o.w.PassesText
		}
		hs = append(hs, h)
	}
	return hs
}

// handOffs returns the function values that decl hands to a registered
// adapter or to a registrar.
func handOffs(fl *flow, decl *ast.FuncDecl) []handOff {
	var out []handOff
	hand := func(call *ast.CallExpr, w *WrapFact) {
		if w.Param >= len(call.Args) {
			return
		}
		inner, conv, text := fl.peel(call.Args[w.Param])
		o := handOff{inner: inner, w: *w, encl: decl}
		o.w.Converts, o.w.PassesText = w.Converts || conv, w.PassesText || text
		out = append(out, o)
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if w := fl.wrapOf(fl.callee(call)); w != nil && w.Role == Registrar {
			hand(call, w)
			return true
		}
		if !fl.isRegistration(call) {
			return true
		}
		for _, e := range fl.registeredArgs(call) {
			ac, ok := e.(*ast.CallExpr)
			if !ok {
				continue
			}
			if w := fl.wrapOf(fl.callee(ac)); w != nil && w.Role == Adapter {
				hand(ac, w)
			}
		}
		return true
	})
	return out
}
