package mcpinfo

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// ErrFact records where the errors that a function of the module returns
// (or a package-level error variable holds) come from: text the module
// wrote, or text from outside it. A function or variable of another
// package without this fact is outside the module: its errors are
// upstream text.
type ErrFact struct {
	// Upstream is set when some error carries text from outside the
	// module (a library's error, or one wrapped with %v, %w or Error()).
	Upstream bool
	// Beside is the author's own words written next to the upstream
	// text when every upstream error the function returns has a cause
	// and an action beside it ("invalid date, expected YYYY-MM-DD: %w"):
	// the model reads them too, so a handler that returns the error is
	// judged as if the words were written there.
	Beside string
	// ErrParams are the error parameters whose text reaches the returned
	// error (func wrap(op string, err error) error { return
	// fmt.Errorf("%s: %w", op, err) }): a call's arguments there decide
	// what the model reads, so each call site is judged by them.
	ErrParams []int
	// ParamBeside is the author's own words beside the parameters' text,
	// when every return that carries it has a cause and an action.
	ParamBeside string
	// Text is the constant text when every error is the same one the
	// module wrote ("" when not known).
	Text string
	// pos is where Text is written, known in the package that computed
	// the fact only (it does not travel between packages).
	pos token.Pos
}

// AFact marks ErrFact as a go/analysis fact.
func (*ErrFact) AFact() {}

// String names the fact in analysistest output.
func (f *ErrFact) String() string {
	if f.Upstream {
		return "upstream error"
	}
	return "own error " + f.Text
}

// text is the abstract value of an error with this provenance, at pos.
func (f *ErrFact) text(pos token.Pos, origin *types.Func) Text {
	switch {
	case f.Upstream && f.Beside != "":
		return Text{Segs: []Seg{{Kind: Const, Const: f.Beside, Pos: pos}, {Kind: RawErr, Pos: pos, Origin: origin}}}
	case f.Upstream:
		return Text{Segs: []Seg{{Kind: RawErr, Pos: pos, Origin: origin}}}
	case f.Text != "" && f.pos.IsValid():
		return constText(f.Text, f.pos) // judged where it is written
	case f.Text != "":
		return constText(f.Text, pos)
	}
	return segText(Dynamic, pos)
}

// errFactOf returns the provenance of obj's errors: computed here for the
// package's own functions and variables, else imported; nil for objects
// from outside the module.
func (f *flow) errFactOf(obj types.Object) *ErrFact {
	if obj == nil {
		return nil
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin() // an instance of a generic function
	}
	if obj.Pkg() == f.pkg {
		return f.localErrFact(obj)
	}
	if f.facts != nil {
		e := new(ErrFact)
		if f.facts(obj, e) {
			return e
		}
	}
	return nil
}

// localErrFact computes the provenance of a function or package-level
// variable of this package by its returns or its value; recursion through
// mutually calling functions yields unknown own text.
func (f *flow) localErrFact(obj types.Object) *ErrFact {
	if e, ok := f.errFacts[obj]; ok {
		if e == nil {
			return &ErrFact{} // being computed: a cycle
		}
		return e
	}
	var texts []Text
	switch o := obj.(type) {
	case *types.Func:
		decl := f.decls[o]
		sig := o.Type().(*types.Signature)
		if decl == nil || decl.Body == nil || sig.Results().Len() == 0 || !isError(sig.Results().At(sig.Results().Len()-1).Type()) {
			return nil
		}
		f.errFacts[obj] = nil
		last := sig.Results().Len() - 1
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			switch r := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if len(r.Results) == last+1 {
					texts = append(texts, f.Error(r.Results[last]))
				}
			}
			return true
		})
	case *types.Var:
		if o.Parent() != o.Pkg().Scope() || !isError(o.Type()) || len(f.assigns[o]) != 1 {
			return nil
		}
		f.errFacts[obj] = nil
		texts = append(texts, f.Error(f.assigns[o][0].rhs))
	default:
		return nil
	}
	e := provenance(texts)
	e.ErrParams, e.ParamBeside = f.passedParams(texts)
	f.errFacts[obj] = e
	return e
}

// provenance summarises the errors a function returns.
func provenance(texts []Text) *ErrFact {
	e := &ErrFact{}
	own := ""
	n := 0
	bare := false // an upstream error without the author's action beside it
	for _, t := range texts {
		if t.Nil || t.Moot {
			continue // no error, or one no one reads
		}
		raw := false
		for _, s := range t.Segs {
			if s.Kind == RawErr && s.Param == nil {
				raw = true
			}
		}
		if raw {
			e.Upstream = true
			if t.HasOwnAction() && e.Beside == "" {
				e.Beside = t.ConstText()
			} else if !t.HasOwnAction() {
				bare = true
			}
		}
		n++
		if t.OnlyConst() && (n == 1 || t.ConstText() == own) {
			own = t.ConstText()
			if len(t.Segs) == 1 && (n == 1 || e.pos == t.Segs[0].Pos) {
				e.pos = t.Segs[0].Pos
			} else {
				e.pos = token.NoPos
			}
		} else {
			own = "\x00"
		}
	}
	if !e.Upstream && own != "\x00" {
		e.Text = own
	}
	if bare {
		e.Beside = ""
	}
	return e
}

// passedParams returns the indices of the error parameters that some
// returned error carries, and the author's words beside them when every
// such return has a cause and an action.
func (f *flow) passedParams(texts []Text) ([]int, string) {
	var idx []int
	beside, bare := "", false
	for _, t := range texts {
		carries := false
		for _, s := range t.Segs {
			if s.Kind != RawErr || s.Param == nil {
				continue
			}
			if i, ok := f.params[s.Param]; ok && !slices.Contains(idx, i) {
				idx = append(idx, i)
			}
			carries = true
		}
		switch {
		case !carries:
		case t.HasOwnAction() && beside == "":
			beside = t.ConstText()
		case !t.HasOwnAction():
			bare = true
		}
	}
	if bare {
		beside = ""
	}
	slices.Sort(idx)
	return idx, beside
}

// passedOn is the text of an error that fn, of fact e, returns from call:
// its own upstream text, and the text of the error arguments it passes on
// with the author's words beside them. t is the text by e alone. An
// argument no one reads (ctx.Err()) makes the call's error moot only when
// fn adds no upstream text of its own.
func (ev *evaluator) passedOn(e *ErrFact, call *ast.CallExpr, t Text) Text {
	var args Text
	for _, i := range e.ErrParams {
		if i < len(call.Args) {
			args.add(ev.err(call.Args[i]))
		}
	}
	if len(args.Segs) == 0 {
		if args.Moot && !e.Upstream {
			return Text{Moot: true}
		}
		return t // nil, or nothing known: as before
	}
	var out Text
	if e.Upstream {
		out = t
	}
	if e.ParamBeside != "" {
		out.add(constText(e.ParamBeside, call.Pos()))
	}
	args.Moot = false
	out.add(args)
	return out
}

// exportErrFacts exports the provenance of every error-returning function
// and error variable of the package, for the module's other packages.
func (f *flow) exportErrFacts(export func(types.Object, *ErrFact)) {
	for fn := range f.decls {
		if e := f.localErrFact(fn); e != nil {
			export(fn, e)
		}
	}
	for _, name := range f.pkg.Scope().Names() {
		if v, ok := f.pkg.Scope().Lookup(name).(*types.Var); ok {
			if e := f.localErrFact(v); e != nil {
				export(v, e)
			}
		}
	}
}
