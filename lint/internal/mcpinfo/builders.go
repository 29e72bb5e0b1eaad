package mcpinfo

import (
	"go/ast"
	"go/types"
	"slices"
)

// BuilderUse is every call in the package that hands an upstream error to
// one result builder whose error parameter reaches the model: one root
// cause, reported once at the builder.
type BuilderUse struct {
	// Builder is the builder function.
	Builder *types.Func
	// API names it for messages ("utils.ToolError").
	API string
	// Sites are the calls, in source order.
	Sites []*ast.CallExpr
}

// noteBuilder records Encl as a result builder when the text of s, a sink
// written in it, comes from Encl's parameters, and marks s deferred to the
// builder's callers.
func noteBuilder(fl *flow, s *Sink) {
	fn := s.Encl
	if fn == nil || s.Kind == ReturnedError {
		return
	}
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() == 0 || !isResult(sig.Results().At(0).Type()) {
		return
	}
	var params []BuilderParam
	for n, seg := range s.Text.Segs {
		if seg.Param == nil {
			continue
		}
		if seg.Kind != RawErr && n > 0 {
			// A string interpolated into the builder's own words ("failed
			// to search %ss") is an operand, not the text: the builder's
			// sentence is judged here, with the operand as a hole.
			continue
		}
		i, ok := fl.params[seg.Param]
		if !ok || i >= sig.Params().Len() || sig.Params().At(i) != seg.Param {
			continue // a parameter of a function literal inside
		}
		p := BuilderParam{Index: i, Err: seg.Kind == RawErr, Format: seg.Format}
		if !slices.Contains(params, p) {
			params = append(params, p)
		}
	}
	if len(params) == 0 {
		return
	}
	s.deferred = true
	b := fl.builders[fn]
	if b == nil {
		b = &BuilderFact{}
		fl.builders[fn] = b
	}
	b.IsError = b.IsError || s.IsError()
	for _, p := range params {
		if !slices.Contains(b.Params, p) {
			b.Params = append(b.Params, p)
		}
	}
	slices.SortFunc(b.Params, func(x, y BuilderParam) int { return x.Index - y.Index })
}

// builderCalls returns a sink for each call of a result builder, with the
// text its arguments give, and groups the calls that hand the builder an
// upstream error.
func builderCalls(files []*ast.File, fl *flow) ([]*Sink, []*BuilderUse) {
	var sinks []*Sink
	byBuilder := map[*types.Func]*BuilderUse{}
	var uses []*BuilderUse
	for _, file := range files {
		for _, decl := range file.Decls {
			var encl *types.Func
			if fd, ok := decl.(*ast.FuncDecl); ok {
				encl, _ = fl.info.Defs[fd.Name].(*types.Func)
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn := fl.callee(call)
				b := fl.builderOf(fn)
				if b == nil || fn == encl {
					return true
				}
				t, raw, ok := builderText(fl, call, b)
				if !ok {
					return true
				}
				if raw {
					if b.Silenced {
						return true
					}
					u := byBuilder[fn]
					if u == nil {
						u = &BuilderUse{Builder: fn, API: funcName(fn)}
						byBuilder[fn] = u
						uses = append(uses, u)
					}
					u.Sites = append(u.Sites, call)
					return true
				}
				k := ResultText
				if b.IsError {
					k = ErrorText
				}
				sinks = append(sinks, &Sink{Kind: k, Node: call, API: funcName(fn), Text: t, Encl: encl})
				return true
			})
		}
	}
	return sinks, uses
}

// builderText evaluates the text a builder call gives: its text arguments
// in order. raw is set when an error argument is upstream text (a library's
// error, not one the enclosing builder was itself given).
func builderText(fl *flow, call *ast.CallExpr, b *BuilderFact) (t Text, raw, ok bool) {
	for _, p := range b.Params {
		if p.Index >= len(call.Args) {
			return Text{}, false, false
		}
		arg := call.Args[p.Index]
		if p.Format {
			t.add(fl.evaluator().format(call.Args[p.Index:]))
			break // the operands are the rest of the arguments
		}
		if !p.Err {
			t.add(fl.String(arg))
			continue
		}
		e := fl.Error(arg)
		if e.Moot {
			t.Moot = true // the call is made for an error no wording helps with
			continue
		}
		if e.Nil {
			continue
		}
		if len(t.Segs) > 0 {
			// The builder's own joining is not followed; "message: error"
			// is how builders (and mcp-go's NewToolResultErrorFromErr)
			// join them.
			t.add(constText(": ", arg.Pos()))
		}
		for _, seg := range e.Segs {
			if seg.Kind == RawErr && seg.Param == nil {
				raw = true
			}
		}
		t.add(e)
	}
	return t, raw, true
}

// funcName names a function for messages: pkg.Func or pkg.Type.Method.
func funcName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		rt := recv.Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		if n, ok := types.Unalias(rt).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// isResult reports whether t is either SDK's *CallToolResult.
func isResult(t types.Type) bool { return isMCPGoResult(t) || isGoSDKResult(t) }

// promptTypes are the SDKs' types of text written for the model on
// purpose rather than returned by a tool: prompts, and the messages of a
// sampling request the server sends the client.
var promptTypes = []string{"PromptMessage", "GetPromptResult", "SamplingMessage", "CreateMessageRequest", "CreateMessageParams"}

// isPromptType reports whether t is one of promptTypes (either SDK, value,
// pointer or slice): text there is an instruction by design.
func isPromptType(t types.Type) bool {
	if t == nil {
		return false
	}
	if s, ok := types.Unalias(t).(*types.Slice); ok {
		t = s.Elem()
	}
	for _, ptr := range []bool{false, true} {
		for _, path := range []string{mcpgoMCP, gosdkMCP} {
			for _, name := range promptTypes {
				if isNamed(t, ptr, path, name) {
					return true
				}
			}
		}
	}
	return false
}

// inPrompt reports whether n builds a prompt: a function returning a
// prompt result or messages, or a call that makes a prompt message.
func inPrompt(info *types.Info, n ast.Node) bool {
	var ft *ast.FuncType
	switch x := n.(type) {
	case *ast.FuncDecl:
		ft = x.Type
	case *ast.FuncLit:
		ft = x.Type
	case *ast.CallExpr:
		return isPromptType(info.TypeOf(x))
	default:
		return false
	}
	if ft.Results == nil {
		return false
	}
	for _, r := range ft.Results.List {
		if isPromptType(info.TypeOf(r.Type)) {
			return true
		}
	}
	return false
}
