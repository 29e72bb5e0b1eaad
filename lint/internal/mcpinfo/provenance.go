package mcpinfo

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"
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
	// HintParams are the string parameters written beside the error
	// parameters' text in every return that carries it without an action
	// of its own (WrapErrWithHint(op, err, hint)), and ParamWords those
	// returns' own words: the call's hint arguments decide whether the
	// model reads a next step beside the error. ParamWords marks where
	// parameter i stands by "\x00i\x00".
	HintParams []int
	ParamWords string
	// Text is the constant text when every error is the same one the
	// module wrote ("" when not known).
	Text string
	// Actioned is set, when Text is not known, if every wording of the
	// module's own the function returns has a next step (each its own
	// "must be true or false", "Pass the flag as a boolean."): words the
	// caller writes before it need none of their own.
	Actioned bool
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
	t := segText(Dynamic, pos)
	t.Segs[0].OwnErr = f.Actioned
	return t
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
				if len(r.Results) == last+1 && !f.guardedByMoot(r) {
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
	f.passedParams(texts, e)
	f.errFacts[obj] = e
	return e
}

// provenance summarises the errors a function returns.
func provenance(texts []Text) *ErrFact {
	e := &ErrFact{}
	own := ""
	n := 0
	bare := false // an upstream error without the author's action beside it
	actioned := true
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
		actioned = actioned && !raw && (t.HasOwnAction() || t.HasOwnErr())
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
	e.Actioned = !e.Upstream && e.Text == "" && n > 0 && actioned
	if bare {
		e.Beside = ""
	}
	return e
}

// passedParams records in e the error parameters that some returned error
// carries, and what is written beside them: the author's words when every
// such return has a cause and an action, else the string parameters that
// every return without one has beside the error (a hint its caller gives).
func (f *flow) passedParams(texts []Text, e *ErrFact) {
	beside, bare := "", false
	var hints []int
	hinted := false // some return without its own action has been seen
	for _, t := range texts {
		carries := false
		var strs []int
		for _, s := range t.Segs {
			i, ok := f.params[s.Param]
			if !ok {
				continue
			}
			switch {
			case s.Kind == RawErr:
				if !slices.Contains(e.ErrParams, i) {
					e.ErrParams = append(e.ErrParams, i)
				}
				carries = true
			case s.Kind == Dynamic && !s.Format && !slices.Contains(strs, i):
				strs = append(strs, i)
			}
		}
		switch {
		case !carries:
		case t.HasOwnAction():
			if beside == "" {
				beside = t.ConstText()
			}
		default:
			bare = true
			if !hinted {
				hints, e.ParamWords = strs, f.template(t)
				hinted = true
			} else {
				hints = slices.DeleteFunc(hints, func(i int) bool { return !slices.Contains(strs, i) })
			}
		}
	}
	if !bare {
		e.ParamBeside = beside
	}
	if bare && len(hints) > 0 {
		e.HintParams = hints
	} else {
		e.ParamWords = ""
	}
	slices.Sort(e.ErrParams)
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
	} else if words, ok := ev.hinted(e, call); ok {
		out.add(constText(words, call.Pos()))
	}
	args.Moot = false
	out.add(args)
	return out
}

// holeRE matches a parameter's place in ParamWords.
var holeRE = regexp.MustCompile("\x00[0-9]+\x00")

// template renders t's own words with each string parameter's place
// marked, for the call sites to fill in.
func (f *flow) template(t Text) string {
	var b strings.Builder
	for _, s := range t.Segs {
		i, isParam := f.params[s.Param]
		switch {
		case s.Kind == Const:
			b.WriteString(s.Const)
		case s.Kind == Dynamic && isParam && !s.Format:
			b.WriteString("\x00" + strconv.Itoa(i) + "\x00")
		default:
			b.WriteString(" ")
		}
	}
	return b.String()
}

// hinted returns the words beside the error that fn, of fact e, returns
// from call when the call's hint arguments give them a next step.
func (ev *evaluator) hinted(e *ErrFact, call *ast.CallExpr) (string, bool) {
	if len(e.HintParams) == 0 {
		return "", false
	}
	words := e.ParamWords
	for i := range call.Args {
		hole := "\x00" + strconv.Itoa(i) + "\x00"
		if slices.Contains(e.HintParams, i) && strings.Contains(words, hole) {
			words = strings.ReplaceAll(words, hole, ev.str(call.Args[i]).ConstText())
		}
	}
	words = holeRE.ReplaceAllString(words, " ")
	t := constText(words, call.Pos())
	return words, t.HasOwnAction()
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
