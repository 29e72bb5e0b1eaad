package mcpinfo

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// ErrTypeFact records what the Error() method of an error type of the
// module says, for the module's other packages. Its text is the module's
// own only when it is constant-shaped: constant strings, or a constant
// format or concatenation with operands. Text that Error() computes
// (marshalled, built in a loop, returned by another call) is unknown: it
// is neither judged as the module's words nor taken for upstream text.
type ErrTypeFact struct {
	// Shape is the constant-shaped text's pieces, nil when the text is
	// computed.
	Shape []ShapePart
}

// ShapePart is one piece of a constant-shaped Error() text.
type ShapePart struct {
	// Const is the constant text, unless Hole is set.
	Const string
	// Hole is an operand, unknown until run time.
	Hole bool
}

// AFact marks ErrTypeFact as a go/analysis fact.
func (*ErrTypeFact) AFact() {}

// String names the fact in analysistest output.
func (f *ErrTypeFact) String() string {
	if f.Shape == nil {
		return "error type with computed text"
	}
	var b strings.Builder
	for _, p := range f.Shape {
		if p.Hole {
			b.WriteString("…")
		} else {
			b.WriteString(p.Const)
		}
	}
	return "error type " + b.String()
}

// text is the abstract value of an error of the type, used at pos: the
// positions inside the method do not travel between packages.
func (f *ErrTypeFact) text(pos token.Pos) Text {
	if f.Shape == nil {
		return segText(Dynamic, pos)
	}
	var t Text
	for _, p := range f.Shape {
		if p.Hole {
			t.Segs = append(t.Segs, Seg{Kind: Dynamic, Pos: pos})
		} else {
			t.Segs = append(t.Segs, Seg{Kind: Const, Const: p.Const, Pos: pos})
		}
	}
	return t
}

// errTypeName returns the declared type of an error value of static type
// t (T or *T) when it is a concrete named type, else nil: interfaces say
// nothing about the text.
func errTypeName(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok {
		return nil
	}
	n = n.Origin()
	if _, isIface := n.Underlying().(*types.Interface); isIface || n.Obj().Pkg() == nil {
		return nil
	}
	return n.Obj()
}

// typeText evaluates an error of static type t, used at pos, by its type:
// ok is false when the type is not one of the module's error types, whose
// values are then followed as before.
func (ev *evaluator) typeText(t types.Type, pos token.Pos) (Text, bool) {
	obj := errTypeName(t)
	switch {
	case obj == nil:
		return Text{}, false
	case obj.Pkg() == ev.pkg:
		tt := ev.localTypeText(obj)
		if !tt.OnlyConst() && tt.Count(Const) == 0 {
			return segText(Dynamic, pos), true
		}
		return tt, true
	case ev.facts != nil:
		f := new(ErrTypeFact)
		if ev.facts(obj, f) {
			return f.text(pos), true
		}
	}
	return Text{}, false
}

// localTypeText computes the text of an error type of this package from
// its Error method: the one constant-shaped text all its returns share,
// with operands as holes, else unknown.
func (f *flow) localTypeText(obj *types.TypeName) Text {
	unknown := segText(Dynamic, token.NoPos)
	if t, ok := f.typeTexts[obj]; ok {
		if t == nil {
			return unknown // being computed: Error() formats its own value
		}
		return *t
	}
	f.typeTexts[obj] = nil
	out := unknown
	defer func() { f.typeTexts[obj] = &out }()
	m, _, _ := types.LookupFieldOrMethod(types.NewPointer(obj.Type()), true, f.pkg, "Error")
	fn, _ := m.(*types.Func)
	decl := f.decls[fn] // nil for a method promoted from an embedded field
	if decl == nil || decl.Body == nil {
		return out
	}
	var shape *Text
	known := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch r := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(r.Results) != 1 || !f.constShaped(r.Results[0]) {
				known = false
				return false
			}
			t := holes(f.String(r.Results[0]))
			if shape == nil {
				shape = &t
			} else if shape.ConstText() != t.ConstText() || len(shape.Segs) != len(t.Segs) {
				known = false
			}
		}
		return known
	})
	if known && shape != nil {
		out = *shape
	}
	return out
}

// holes keeps the constant pieces of t and makes every other piece an
// operand of unknown text.
func holes(t Text) Text {
	var out Text
	for _, s := range t.Segs {
		if s.Kind != Const {
			s = Seg{Kind: Dynamic, Pos: s.Pos}
		}
		out.Segs = append(out.Segs, s)
	}
	return out
}

// constShaped reports whether a string expression is written by its
// author rather than computed: a constant, a printf call with a constant
// format, or a concatenation with a constant piece whose other pieces are
// plain operands (variables, fields, their Error or String methods).
func (f *flow) constShaped(e ast.Expr) bool {
	e = ast.Unparen(e)
	if tv, ok := f.info.Types[e]; ok && tv.Value != nil {
		return true
	}
	switch x := e.(type) {
	case *ast.CallExpr:
		if f.isFunc(x, "fmt", "Sprintf") && len(x.Args) > 0 {
			tv, ok := f.info.Types[x.Args[0]]
			return ok && tv.Value != nil
		}
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return false
		}
		pieces := concatPieces(x, nil)
		hasConst := false
		for _, p := range pieces {
			if tv, ok := f.info.Types[p]; ok && tv.Value != nil {
				hasConst = true
			} else if !isOperand(p) {
				return false
			}
		}
		return hasConst
	}
	return false
}

// concatPieces flattens a chain of + into its pieces.
func concatPieces(e ast.Expr, out []ast.Expr) []ast.Expr {
	e = ast.Unparen(e)
	if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return concatPieces(b.Y, concatPieces(b.X, out))
	}
	return append(out, e)
}

// isOperand reports whether e is a plain value interpolated into a text:
// a variable, a field, or its Error() or String().
func isOperand(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		return true
	case *ast.CallExpr:
		sel, ok := x.Fun.(*ast.SelectorExpr)
		return ok && len(x.Args) == 0 && (sel.Sel.Name == "Error" || sel.Sel.Name == "String") && isOperand(sel.X)
	}
	return false
}

// exportErrTypeFacts exports the text of every error type of the package.
func (f *flow) exportErrTypeFacts(export func(types.Object, *ErrTypeFact)) {
	for _, name := range f.pkg.Scope().Names() {
		obj, ok := f.pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || obj.IsAlias() || errTypeName(obj.Type()) != obj || !implementsError(obj.Type()) {
			continue
		}
		fact := &ErrTypeFact{}
		if t := f.localTypeText(obj); t.Count(Const) > 0 {
			for _, s := range t.Segs {
				fact.Shape = append(fact.Shape, ShapePart{Const: s.Const, Hole: s.Kind != Const})
			}
		}
		export(obj, fact)
	}
}
