package mcpinfo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// SinkKind says how the model reads a sink's text.
type SinkKind int

// The kinds of sink.
const (
	// ErrorText is the text of an isError result.
	ErrorText SinkKind = iota + 1
	// ReturnedError is the Go error of a handler whose SDK turns it into
	// an isError result's text (go-sdk mcp.AddTool handlers, mcp-go
	// structured handlers).
	ReturnedError
	// ResultText is the text of a result that may or may not be an error.
	ResultText
)

// Sink is a place where text reaches the model.
type Sink struct {
	Kind SinkKind
	// Node is where to report.
	Node ast.Node
	// API names the construct, for messages ("mcp.NewToolResultError").
	API string
	// Text is the evaluated text.
	Text Text
	// Handler is the handler of a ReturnedError sink.
	Handler *Handler
	// Converts is set when the sink is where a middleware turns the
	// errors of the handlers it wraps into results.
	Converts bool
	// Encl is the declared function the sink is written in, if any.
	Encl *types.Func
	// deferred is set when the text comes from a parameter of Encl, a
	// result builder: its callers are judged instead.
	deferred bool
}

// IsError reports whether the sink's text is an error message.
func (s *Sink) IsError() bool { return s.Kind == ErrorText || s.Kind == ReturnedError }

// findSinks collects the sinks of the package: result constructors and
// literals anywhere in it, and calls of result builders (the package's
// own and those other packages of the module exported as facts). It
// records the package's builders in fl as it finds them.
func findSinks(info *types.Info, files []*ast.File, fl *flow) ([]*Sink, []*BuilderUse) {
	var direct []*Sink
	for _, file := range files {
		for _, decl := range file.Decls {
			var encl *types.Func
			if fd, ok := decl.(*ast.FuncDecl); ok {
				encl, _ = info.Defs[fd.Name].(*types.Func)
			}
			direct = append(direct, declSinks(info, decl, fl, encl)...)
		}
	}
	for _, s := range direct {
		noteBuilder(fl, s)
	}
	// Builders that call builders: a few rounds settle every chain that
	// real servers write (a helper around a helper).
	var calls []*Sink
	var uses []*BuilderUse
	for round := 0; round < 3; round++ {
		n := len(fl.builders)
		calls, uses = builderCalls(files, fl)
		for _, s := range calls {
			noteBuilder(fl, s)
		}
		if len(fl.builders) == n {
			break
		}
	}
	var sinks []*Sink
	for _, s := range append(direct, calls...) {
		if s.Text.Moot || fl.guardedByMoot(s.Node) {
			continue // no wording helps: a cancelled call, an encoding fault
		}
		if !s.deferred || s.Text.Has(Stack) || s.Text.Has(ErrPlus) || s.Text.Has(Panic) {
			sinks = append(sinks, s)
		}
	}
	return sinks, uses
}

// guardedByMoot reports whether n is written under `if err != nil` for an
// error that no wording helps with (json.Marshal's, ctx.Err()): its text,
// constant as it may be, stands for that error.
func (fl *flow) guardedByMoot(n ast.Node) bool {
	for _, file := range fl.files {
		if n.Pos() < file.Pos() || n.Pos() > file.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
		for _, p := range path {
			switch x := p.(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				return false // the guard must be in the same function
			case *ast.IfStmt:
				if n.Pos() >= x.Body.Pos() && n.End() <= x.Body.End() && mootCheck(fl, x.Cond) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// mootCheck reports whether cond is `err != nil` for a moot error.
func mootCheck(fl *flow, cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		id, ok := ast.Unparen(pair[0]).(*ast.Ident)
		if !ok || !isError(fl.info.TypeOf(id)) {
			continue
		}
		if nilID, ok := ast.Unparen(pair[1]).(*ast.Ident); ok && nilID.Name == "nil" {
			return fl.Error(id).Moot
		}
	}
	return false
}

// returnSinks returns the errors returned by handlers whose error text
// becomes the result: by the SDK, or by the server's own middleware.
func returnSinks(fl *flow, hs []*Handler) []*Sink {
	var sinks []*Sink
	for _, h := range hs {
		if !h.Kind.ErrorIsText() && !h.ViaMiddleware && !h.MaybeViaMiddleware {
			continue
		}
		for _, r := range h.Returns {
			if r.Text.Nil || r.Text.Moot || r.Text.Wire || r.Delegated || fl.guardedByMoot(r.Stmt) {
				continue
			}
			sinks = append(sinks, &Sink{Kind: ReturnedError, Node: r.Err, API: "the returned error", Text: r.Text, Handler: h})
		}
	}
	return sinks
}

// declSinks returns the sinks written in one declaration: the SDKs'
// result constructors and result literals. encl is the declared function,
// if the declaration is one.
func declSinks(info *types.Info, decl ast.Decl, fl *flow, encl *types.Func) []*Sink {
	var sinks []*Sink
	inError := map[ast.Node]bool{} // text contents of isError result literals
	add := func(k SinkKind, n ast.Node, api string, t Text) {
		sinks = append(sinks, &Sink{Kind: k, Node: n, API: api, Text: t, Encl: encl})
	}
	ast.Inspect(decl, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isResultStruct(info.TypeOf(lit)) || !isErrorLiteral(info, lit) {
			return true
		}
		for _, item := range contentItems(lit) {
			if text, node := textOfContent(info, item); text != nil {
				inError[node] = true
				add(ErrorText, node, "an isError CallToolResult", fl.String(text))
			}
		}
		return true
	})
	ast.Inspect(decl, func(n ast.Node) bool {
		if inPrompt(info, n) {
			return false // prompts are instructions by design, not tool results
		}
		switch x := n.(type) {
		case *ast.CompositeLit:
			if isPromptType(info.TypeOf(x)) {
				return false // prompts are instructions by design, not tool results
			}
			if isTextContent(info.TypeOf(x)) {
				if text := field(x, "Text"); text != nil && !inError[text] {
					add(ResultText, x, "TextContent", fl.String(text))
				}
			}
		case *ast.CallExpr:
			switch {
			case fl.isFunc(x, mcpgoMCP, "NewToolResultError") && len(x.Args) == 1:
				add(ErrorText, x, "mcp.NewToolResultError", fl.String(x.Args[0]))
			case fl.isFunc(x, mcpgoMCP, "NewToolResultErrorf") && len(x.Args) >= 1:
				add(ErrorText, x, "mcp.NewToolResultErrorf", fl.evaluator().format(x.Args))
			case fl.isFunc(x, mcpgoMCP, "NewToolResultErrorFromErr") && len(x.Args) == 2:
				t := fl.String(x.Args[0])
				if e := fl.Error(x.Args[1]); !e.Nil {
					t.add(constText(": ", x.Args[1].Pos()))
					t.add(e)
				}
				add(ErrorText, x, "mcp.NewToolResultErrorFromErr", t)
			case fl.isMethod(x, gosdkMCP, "SetError") && len(x.Args) == 1:
				add(ErrorText, x, "CallToolResult.SetError", fl.Error(x.Args[0]))
			case fl.isFunc(x, mcpgoMCP, "NewToolResultText") && len(x.Args) == 1:
				add(ResultText, x, "mcp.NewToolResultText", fl.String(x.Args[0]))
			case fl.isFunc(x, mcpgoMCP, "NewTextContent") && len(x.Args) == 1 && !inError[x.Args[0]]:
				add(ResultText, x, "mcp.NewTextContent", fl.String(x.Args[0]))
			}
		}
		return true
	})
	return sinks
}

// isErrorLiteral reports whether a CallToolResult literal sets IsError to
// a constant true.
func isErrorLiteral(info *types.Info, lit *ast.CompositeLit) bool {
	v := field(lit, "IsError")
	if v == nil {
		return false
	}
	tv, ok := info.Types[v]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}

// field returns the value of a keyed field in a struct literal.
func field(lit *ast.CompositeLit, name string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// contentItems returns the elements of a result literal's Content slice
// literal.
func contentItems(lit *ast.CompositeLit) []ast.Expr {
	c, ok := ast.Unparen(field(lit, "Content")).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	return c.Elts
}

// textOfContent returns the text expression of one content item
// (TextContent{Text: x}, &TextContent{Text: x}, mcp.NewTextContent(x)) and
// the node the text belongs to.
func textOfContent(info *types.Info, item ast.Expr) (ast.Expr, ast.Node) {
	item = ast.Unparen(item)
	if u, ok := item.(*ast.UnaryExpr); ok {
		item = ast.Unparen(u.X)
	}
	switch x := item.(type) {
	case *ast.CompositeLit:
		if isTextContent(info.TypeOf(x)) {
			if t := field(x, "Text"); t != nil {
				return t, t
			}
		}
	case *ast.CallExpr:
		// mcp-go's NewTextContent, or a constructor of the server's own
		// that makes a text content of its one string argument.
		if fn, _ := typeutil.Callee(info, x).(*types.Func); fn != nil && len(x.Args) == 1 && isStringish(info.TypeOf(x.Args[0])) {
			res := fn.Type().(*types.Signature).Results()
			if res.Len() == 1 && (isTextContent(res.At(0).Type()) || fn.Name() == "NewTextContent" && pathOf(fn.Pkg()) == mcpgoMCP) {
				return x.Args[0], x.Args[0]
			}
		}
	}
	return nil, nil
}

// Category returns the diagnostic category for a finding about the sink:
// a returned-error category for errors a handler returns, else "". An
// error that the server's own middleware in this package puts in the
// result with its text has none: the driver drops returned-error findings
// of a package where a converter is registered, which is right for the
// kit's (it rewrites the text) and for MCP001, but this text is what the
// model reads because of that very middleware.
func (s *Sink) Category() string {
	if s.Kind == ReturnedError && s.Handler != nil && s.Handler.MaybeViaMiddleware {
		return OwnTextCategory(s.Handler)
	}
	if s.Kind == ReturnedError && s.Handler != nil && !s.Handler.ViaMiddleware {
		return ReturnedCategory(s.Handler)
	}
	return ""
}
