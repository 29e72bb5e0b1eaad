package mcpinfo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// assign is one value given to a variable: rhs, or the index-th result of
// rhs when it is a call with several results.
type assign struct {
	rhs   ast.Expr
	index int       // -1 when rhs is the whole value
	pos   token.Pos // where the variable is assigned (its left-hand side)
	// byAddr is set when the variable's address is taken (&x, as
	// errors.As fills it): a value of unknown text.
	byAddr bool
}

// flow is the package-wide index of local data flow: every assignment of
// every variable, and the buffers filled by runtime.Stack. Objects are
// unique per declaration, so one index serves every function.
type flow struct {
	info      *types.Info
	pkg       *types.Package
	assigns   map[types.Object][]assign
	stackBufs map[types.Object]bool
	// params maps each parameter of a declared function to its index.
	params map[types.Object]int
	// facts looks up the facts other packages of the module exported;
	// nil when none are available.
	facts factReader
	// builders and middlewares are the package's own, found so far.
	builders    map[*types.Func]*BuilderFact
	middlewares map[*types.Func]*MiddlewareFact
	// wraps are the package's adapters, decorators and registrars.
	wraps map[*types.Func]*WrapFact
	// decls are the package's declared functions; errFacts the
	// provenance of their errors, computed on demand.
	decls    map[*types.Func]*ast.FuncDecl
	errFacts map[types.Object]*ErrFact
	// typeTexts are the texts of the package's error types, computed on
	// demand (nil while being computed).
	typeTexts map[*types.TypeName]*Text
	// files are the package's files, to find what encloses a node.
	files []*ast.File
}

func newFlow(info *types.Info, pkg *types.Package, files []*ast.File) *flow {
	f := &flow{info: info, pkg: pkg, assigns: map[types.Object][]assign{}, stackBufs: map[types.Object]bool{}, params: map[types.Object]int{},
		builders: map[*types.Func]*BuilderFact{}, middlewares: map[*types.Func]*MiddlewareFact{}, wraps: map[*types.Func]*WrapFact{},
		decls: map[*types.Func]*ast.FuncDecl{}, errFacts: map[types.Object]*ErrFact{},
		typeTexts: map[*types.TypeName]*Text{}, files: files}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if fn, ok := info.Defs[n.Name].(*types.Func); ok {
					f.decls[fn] = n
				}
				i := 0
				for _, field := range n.Type.Params.List {
					for _, id := range field.Names {
						if obj := info.Defs[id]; obj != nil {
							f.params[obj] = i
						}
						i++
					}
					if len(field.Names) == 0 {
						i++
					}
				}
			case *ast.AssignStmt:
				f.record(n.Lhs, n.Rhs)
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				f.record(lhs, n.Values)
			case *ast.RangeStmt:
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if obj := f.objOf(e); obj != nil {
						f.assigns[obj] = append(f.assigns[obj], assign{rhs: nil, index: -1, pos: e.Pos()})
					}
				}
			case *ast.UnaryExpr:
				if obj := f.objOf(n.X); n.Op == token.AND && obj != nil {
					f.assigns[obj] = append(f.assigns[obj], assign{index: -1, pos: n.Pos(), byAddr: true})
				}
			case *ast.CallExpr:
				if f.isFunc(n, "runtime", "Stack") && len(n.Args) > 0 {
					if obj := f.objOf(n.Args[0]); obj != nil {
						f.stackBufs[obj] = true
					}
				}
			}
			return true
		})
	}
	return f
}

func (f *flow) record(lhs, rhs []ast.Expr) {
	for i, l := range lhs {
		obj := f.objOf(l)
		if obj == nil {
			continue
		}
		switch {
		case len(rhs) == len(lhs):
			f.assigns[obj] = append(f.assigns[obj], assign{rhs: rhs[i], index: -1, pos: l.Pos()})
		case len(rhs) == 1:
			f.assigns[obj] = append(f.assigns[obj], assign{rhs: rhs[0], index: i, pos: l.Pos()})
		default: // var x int: declared, zero value
			f.assigns[obj] = append(f.assigns[obj], assign{rhs: nil, index: -1, pos: l.Pos()})
		}
	}
}

// objOf returns the variable an identifier (possibly sliced, as in
// buf[:n]) denotes.
func (f *flow) objOf(e ast.Expr) types.Object {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
			continue
		case *ast.SliceExpr:
			e = x.X
			continue
		case *ast.Ident:
			if x.Name == "_" {
				return nil
			}
			if obj, ok := f.info.Defs[x]; ok && obj != nil {
				return obj
			}
			if v, ok := f.info.Uses[x].(*types.Var); ok {
				return v
			}
		}
		return nil
	}
}

// callee returns the function or method a call statically invokes.
func (f *flow) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(f.info, call).(*types.Func)
	return fn
}

// isFunc reports whether call invokes the package-level function path.name.
func (f *flow) isFunc(call *ast.CallExpr, path, name string) bool {
	fn := f.callee(call)
	return fn != nil && fn.Name() == name && pathOf(fn.Pkg()) == path &&
		fn.Type().(*types.Signature).Recv() == nil
}

// isMethod reports whether call invokes method name of a type in path.
func (f *flow) isMethod(call *ast.CallExpr, path, name string) bool {
	fn := f.callee(call)
	return fn != nil && fn.Name() == name && pathOf(fn.Pkg()) == path &&
		fn.Type().(*types.Signature).Recv() != nil
}

// evaluator evaluates one expression, guarding against cycles.
type evaluator struct {
	*flow
	seen  map[types.Object]bool
	depth int
}

func (f *flow) evaluator() *evaluator { return &evaluator{flow: f, seen: map[types.Object]bool{}} }

// String evaluates a string-valued expression.
func (f *flow) String(e ast.Expr) Text { return f.evaluator().str(e) }

// Error evaluates an error-valued expression.
func (f *flow) Error(e ast.Expr) Text { return f.evaluator().err(e) }

const maxDepth = 12

func (ev *evaluator) str(e ast.Expr) Text {
	e = ast.Unparen(e)
	if tv, ok := ev.info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constText(constant.StringVal(tv.Value), e.Pos())
	}
	if ev.depth > maxDepth {
		return segText(Dynamic, e.Pos())
	}
	ev.depth++
	defer func() { ev.depth-- }()
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			t := ev.str(x.X)
			t.add(ev.str(x.Y))
			return t
		}
	case *ast.Ident:
		return ev.variable(x, false)
	case *ast.SliceExpr:
		return ev.str(x.X) // buf[:n]
	case *ast.CallExpr:
		return ev.strCall(x)
	}
	return segText(Dynamic, e.Pos())
}

// strCall evaluates a call that yields a string (or []byte, for
// conversions).
func (ev *evaluator) strCall(call *ast.CallExpr) Text {
	if tv, ok := ev.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return ev.str(call.Args[0]) // string(b), []byte(s)
	}
	switch {
	case ev.isFunc(call, "fmt", "Sprintf"), ev.isFunc(call, "fmt", "Errorf"):
		return ev.format(call.Args)
	case ev.isFunc(call, "fmt", "Sprint"), ev.isFunc(call, "fmt", "Sprintln"):
		var t Text
		for _, a := range call.Args {
			t.add(ev.any(a))
		}
		return t
	case ev.isFunc(call, "runtime/debug", "Stack"):
		return segText(Stack, call.Pos())
	case ev.isFunc(call, "errors", "New"):
		if len(call.Args) == 1 {
			return ev.str(call.Args[0])
		}
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 &&
		implementsError(ev.info.TypeOf(sel.X)) {
		return ev.err(sel.X)
	}
	if fn := ev.callee(call); fn != nil && pathOf(fn.Pkg()) == kitToolerr {
		return segText(Kit, call.Pos())
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "recover" {
		if _, builtin := ev.info.Uses[id].(*types.Builtin); builtin {
			return segText(Panic, call.Pos())
		}
	}
	return segText(Dynamic, call.Pos())
}

// any evaluates an operand of Sprint or of a %v verb: errors by their
// text, strings by their value, panic values as such.
func (ev *evaluator) any(e ast.Expr) Text {
	t := ev.info.TypeOf(e)
	switch {
	case t != nil && implementsError(t) && !isInterfaceAny(t):
		return ev.err(e)
	case t != nil && isStringish(t):
		return ev.str(e)
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		return ev.variable(id, false)
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return ev.strCall(call)
	}
	return segText(Dynamic, e.Pos())
}

func isInterfaceAny(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}

func isStringish(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// variable evaluates a variable by its assignments: one known value is
// followed; several are merged by kind. asErr says the variable holds an
// error.
func (ev *evaluator) variable(id *ast.Ident, asErr bool) Text {
	obj := ev.objOf(id)
	if obj == nil {
		if asErr {
			return ev.sentinel(id)
		}
		return segText(Dynamic, id.Pos())
	}
	if ev.stackBufs[obj] {
		return segText(Stack, id.Pos())
	}
	if ev.seen[obj] {
		return segText(Dynamic, id.Pos())
	}
	ev.seen[obj] = true
	defer delete(ev.seen, obj)
	as := ev.assigns[obj]
	if _, isParam := ev.params[obj]; isParam && len(as) == 0 {
		v, _ := obj.(*types.Var)
		k := Dynamic
		if asErr {
			k = RawErr
		}
		return Text{Segs: []Seg{{Kind: k, Pos: id.Pos(), Param: v}}}
	}
	if len(as) == 0 {
		// A parameter, or a variable of another package.
		if asErr {
			if obj.Pkg() != nil && obj.Pkg() != ev.pkg {
				return ev.sentinel(id)
			}
			return segText(RawErr, id.Pos())
		}
		return segText(Dynamic, id.Pos())
	}
	if a, ok := reaching(as, id.Pos()); ok {
		return ev.assigned(a, asErr, id.Pos())
	}
	var merged []Text
	for _, a := range as {
		merged = append(merged, ev.assigned(a, asErr, id.Pos()))
	}
	if len(merged) == 1 {
		return merged[0]
	}
	// Several values: what matters is whether any of them is raw text,
	// a trace or a panic value; constants no longer pin the text.
	out := Text{}
	for _, k := range []SegKind{Stack, ErrPlus, Panic, RawErr} {
		for _, m := range merged {
			if m.Has(k) {
				out.Segs = append(out.Segs, Seg{Kind: k, Pos: id.Pos(), Param: m.param(k)})
				break
			}
		}
	}
	// The parameters any value comes from stay known, for builders.
	seen := map[*types.Var]bool{}
	for _, seg := range out.Segs {
		seen[seg.Param] = true
	}
	for _, m := range merged {
		for _, seg := range m.Segs {
			if seg.Param != nil && !seen[seg.Param] {
				seen[seg.Param] = true
				out.Segs = append(out.Segs, Seg{Kind: Dynamic, Pos: id.Pos(), Param: seg.Param})
			}
		}
	}
	for _, m := range merged {
		out.InvalidParams = out.InvalidParams || m.InvalidParams
		out.Wire = out.Wire || m.Wire
	}
	if len(out.Segs) == 0 {
		out.Segs = []Seg{{Kind: Dynamic, Pos: id.Pos()}}
	}
	return out
}

// reaching returns the assignment that reaches a use at pos when the
// variable is reassigned (err, reused by every call of a handler): the
// last one written before the use. Branches are not told apart, which
// errs only where a branch reassigns the variable just before the use;
// a use that no assignment precedes (a loop) merges them all.
func reaching(as []assign, pos token.Pos) (assign, bool) {
	if len(as) < 2 {
		return assign{}, false
	}
	best, found := assign{}, false
	for _, a := range as {
		if a.pos < pos && (!found || a.pos > best.pos) {
			best, found = a, true
		}
	}
	return best, found
}

func (ev *evaluator) assigned(a assign, asErr bool, pos token.Pos) Text {
	if a.byAddr {
		return segText(Dynamic, pos)
	}
	if a.rhs == nil {
		if asErr {
			return Text{Nil: true}
		}
		return segText(Dynamic, pos)
	}
	if a.index < 0 {
		if asErr {
			return ev.err(a.rhs)
		}
		return ev.str(a.rhs)
	}
	// One result of a multi-value call: its text is unknown unless it is
	// an error from another package, which is raw upstream text.
	if call, ok := ast.Unparen(a.rhs).(*ast.CallExpr); ok && asErr {
		return ev.callErr(call)
	}
	if asErr && a.index == 0 {
		// v, ok := x.(error), <-errs or errs[k]: an error of any origin,
		// as a reflective adapter reads a typed handler's back.
		return ev.err(a.rhs)
	}
	return segText(Dynamic, pos)
}

// callErr classifies an error that a call returned: the kit's errors are
// known good, another package's errors are raw upstream text, and this
// package's own functions are trusted to have shaped their errors.
func (ev *evaluator) callErr(call *ast.CallExpr) Text {
	fn := ev.callee(call)
	switch {
	case ev.isMethod(call, "context", "Err"), ev.encodesOwnData(call):
		return Text{Moot: true}
	case fn == nil:
		if _, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
			return segText(Dynamic, call.Pos())
		}
		return segText(RawErr, call.Pos()) // a function value: unknown origin
	case pathOf(fn.Pkg()) == kitToolerr:
		return segText(Kit, call.Pos())
	}
	if e := ev.errFactOf(fn); e != nil {
		t := e.text(call.Pos(), fn) // the module's own function
		if len(e.ErrParams) > 0 {
			t = ev.passedOn(e, call, t)
		}
		return t
	}
	if fn.Pkg() == ev.pkg {
		return segText(Dynamic, call.Pos()) // a method of an interface, a generic
	}
	return Text{Segs: []Seg{{Kind: RawErr, Pos: call.Pos(), Origin: fn}}}
}

// encoders are the functions that encode a value of the server's own to
// JSON, XML or YAML, by package path.
var encoders = map[string][]string{
	"encoding/json": {"Marshal", "MarshalIndent"}, "encoding/xml": {"Marshal", "MarshalIndent"},
	"gopkg.in/yaml.v2": {"Marshal"}, "gopkg.in/yaml.v3": {"Marshal"}, "go.yaml.in/yaml/v3": {"Marshal"},
	"go.yaml.in/yaml/v4": {"Marshal"}, "sigs.k8s.io/yaml": {"Marshal"}, "github.com/goccy/go-yaml": {"Marshal"},
}

// encodesOwnData reports whether call encodes a value with one of the
// encoders: its error is the server's fault (a channel, a func, a NaN in
// its own data), never the model's to act on.
func (ev *evaluator) encodesOwnData(call *ast.CallExpr) bool {
	fn := ev.callee(call)
	if fn == nil || fn.Pkg() == nil || fn.Type().(*types.Signature).Recv() != nil {
		return false
	}
	return slices.Contains(encoders[pathOf(fn.Pkg())], fn.Name())
}

// sentinel evaluates a package-level error variable such as
// mcp.ErrInvalidParams or io.EOF.
func (ev *evaluator) sentinel(id *ast.Ident) Text {
	obj := ev.info.Uses[id]
	if obj == nil {
		return segText(Dynamic, id.Pos())
	}
	if obj.Name() == "ErrInvalidParams" && pathOf(obj.Pkg()) == mcpgoMCP {
		t := constText("invalid params", id.Pos())
		t.InvalidParams = true
		return t
	}
	return segText(RawErr, id.Pos())
}

// err evaluates an error-valued expression.
func (ev *evaluator) err(e ast.Expr) Text {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok && id.Name == "nil" {
		if _, isNil := ev.info.Uses[id].(*types.Nil); isNil {
			return Text{Nil: true}
		}
	}
	if isKitError(ev.info.TypeOf(e)) {
		return segText(Kit, e.Pos())
	}
	if isWireError(ev.info.TypeOf(e)) {
		return ev.wire(e)
	}
	if t, ok := ev.typeText(ev.info.TypeOf(e), e.Pos()); ok {
		return t // an error type of the module: its Error() says the text
	}
	if ev.depth > maxDepth {
		return segText(Dynamic, e.Pos())
	}
	ev.depth++
	defer func() { ev.depth-- }()
	switch x := e.(type) {
	case *ast.Ident:
		return ev.variable(x, true)
	case *ast.SelectorExpr:
		if _, ok := ev.info.Uses[x.Sel].(*types.Var); ok {
			if pkgName, ok := x.X.(*ast.Ident); ok {
				if _, isPkg := ev.info.Uses[pkgName].(*types.PkgName); isPkg {
					return ev.sentinelSel(x)
				}
			}
		}
		return segText(Dynamic, e.Pos())
	case *ast.CallExpr:
		switch {
		case ev.isFunc(x, "errors", "New"), ev.isFunc(x, "fmt", "Errorf"):
			return ev.strCall(x)
		}
		if fn := ev.callee(x); fn != nil && pathOf(fn.Pkg()) == kitToolerr {
			return segText(Kit, x.Pos())
		}
		if tv, ok := ev.info.Types[x.Fun]; ok && tv.IsType() {
			return segText(Dynamic, x.Pos())
		}
		return ev.callErr(x)
	case *ast.TypeAssertExpr, *ast.IndexExpr:
		return segText(RawErr, e.Pos()) // x.(error), errs[i]: any error at all
	case *ast.UnaryExpr:
		if x.Op == token.ARROW {
			return segText(RawErr, e.Pos()) // <-errs
		}
		return segText(Dynamic, e.Pos())
	case *ast.CompositeLit:
		return segText(Dynamic, e.Pos())
	}
	return segText(Dynamic, e.Pos())
}

func (ev *evaluator) sentinelSel(x *ast.SelectorExpr) Text {
	obj := ev.info.Uses[x.Sel]
	if obj.Name() == "ErrInvalidParams" && pathOf(obj.Pkg()) == mcpgoMCP {
		t := constText("invalid params", x.Pos())
		t.InvalidParams = true
		return t
	}
	if e := ev.errFactOf(obj); e != nil {
		return e.text(x.Pos(), nil) // an error variable of the module
	}
	return segText(RawErr, x.Pos())
}

// wire evaluates a go-sdk *jsonrpc.Error: its message and code.
func (ev *evaluator) wire(e ast.Expr) Text {
	lit := e
	if u, ok := lit.(*ast.UnaryExpr); ok && u.Op == token.AND {
		lit = ast.Unparen(u.X)
	}
	out := Text{Wire: true}
	cl, ok := lit.(*ast.CompositeLit)
	if !ok {
		if id, isID := lit.(*ast.Ident); isID {
			if obj := ev.objOf(id); obj != nil && len(ev.assigns[obj]) == 1 && ev.assigns[obj][0].index < 0 &&
				ev.assigns[obj][0].rhs != nil && !ev.seen[obj] {
				ev.seen[obj] = true
				defer delete(ev.seen, obj)
				return ev.wire(ast.Unparen(ev.assigns[obj][0].rhs))
			}
		}
		out.Segs = []Seg{{Kind: Dynamic, Pos: e.Pos()}}
		return out
	}
	for _, elt := range cl.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			continue
		}
		switch key.Name {
		case "Message":
			out.add(ev.str(kv.Value))
		case "Code":
			if tv, ok := ev.info.Types[kv.Value]; ok && tv.Value != nil {
				if c, exact := constant.Int64Val(constant.ToInt(tv.Value)); exact {
					out.WireCode = c
				}
			}
		}
	}
	out.InvalidParams = out.WireCode == -32602
	return out
}

// format evaluates fmt.Sprintf/Errorf arguments: the constant parts of the
// format and each operand by its verb.
func (ev *evaluator) format(args []ast.Expr) Text {
	if len(args) == 0 {
		return segText(Dynamic, token.NoPos)
	}
	ft := ev.str(args[0])
	if !ft.OnlyConst() {
		out := segText(Dynamic, args[0].Pos())
		if len(ft.Segs) == 1 && ft.Segs[0].Param != nil {
			// A format parameter: the function is a printf-style builder.
			out.Segs[0].Param, out.Segs[0].Format = ft.Segs[0].Param, true
		}
		for _, a := range args[1:] {
			out.add(ev.any(a))
		}
		return out
	}
	format := ft.ConstText()
	var out Text
	if lit, ok := ast.Unparen(args[0]).(*ast.BasicLit); ok {
		out.Formats = append(out.Formats, lit)
	}
	operands := args[1:]
	next := 0
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out.Segs = append(out.Segs, Seg{Kind: Const, Const: lit.String(), Pos: args[0].Pos()})
			lit.Reset()
		}
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			lit.WriteByte(c)
			continue
		}
		j := i + 1
		flags := ""
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			flags += string(format[j])
			j++
		}
		if j >= len(format) {
			break
		}
		verb := format[j]
		i = j
		if verb == '%' {
			lit.WriteByte('%')
			continue
		}
		flush()
		if strings.ContainsAny(flags, "[*") || next >= len(operands) {
			out.Segs = append(out.Segs, Seg{Kind: Dynamic, Pos: args[0].Pos()})
			continue
		}
		op := operands[next]
		next++
		switch verb {
		case 'v', 's', 'q', 'w':
			t := ev.info.TypeOf(op)
			if verb == 'v' && strings.Contains(flags, "+") && t != nil && implementsError(t) && !isInterfaceAny(t) {
				out.Segs = append(out.Segs, Seg{Kind: ErrPlus, Pos: op.Pos()})
			}
			out.add(ev.any(op))
		default:
			out.Segs = append(out.Segs, Seg{Kind: Dynamic, Pos: op.Pos()})
		}
	}
	flush()
	return out
}
