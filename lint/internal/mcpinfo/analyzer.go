package mcpinfo

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// Info is what the checks need to know about one package.
type Info struct {
	// Handlers are the tool handlers, in source order.
	Handlers []*Handler
	// Sinks are the places where text reaches the model.
	Sinks []*Sink
	// Middleware is the converters of handler errors registered in the
	// package.
	Middleware Middleware
	// BuilderUses are the calls that hand upstream errors to result
	// builders, grouped by builder.
	BuilderUses []*BuilderUse
	// Files are the files the checks look at: generated files are left
	// out, as go vet leaves them out.
	Files []*ast.File

	ignores ignores
}

// Analyzer computes the Info of a package. It reports nothing itself.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpinfo",
	Doc:        "find the MCP tool handlers of a package and the places where text reaches the model",
	Run:        run,
	ResultType: reflect.TypeFor[*Info](),
	FactTypes:  factTypes,
}

// wholeProgram is set by a driver that sees every package of the program
// (mcperr lint, by the flag "program"): it keeps a finding of a
// conditional category only where the program makes its condition true,
// so the checks may report them. go vet and golangci-lint, which see one
// package at a time, leave it unset.
var wholeProgram bool

func init() {
	Analyzer.Flags.BoolVar(&wholeProgram, "program", false, "report the findings that hold only if the server's own middleware in another package passes the handlers' error text on (for a driver that checks that)")
}

func run(pass *analysis.Pass) (any, error) {
	info := &Info{}
	if !ownCode(pass) {
		return info, nil // a dependency: outside the module, nothing to say
	}
	for _, f := range pass.Files {
		if !ast.IsGenerated(f) {
			info.Files = append(info.Files, f)
		}
	}
	fl := newFlow(pass.TypesInfo, pass.Pkg, info.Files)
	fl.facts = pass.ImportObjectFact
	// Every package of the module says where its errors come from, so
	// that a handler elsewhere that returns them is judged by their text.
	fl.exportErrFacts(func(obj types.Object, e *ErrFact) { pass.ExportObjectFact(obj, e) })
	fl.exportErrTypeFacts(func(obj types.Object, e *ErrTypeFact) { pass.ExportObjectFact(obj, e) })
	if !usesSDK(pass) {
		return info, nil // no handlers or results here: stay fast
	}
	pass.ExportPackageFact(&SDKFact{})
	info.ignores = findIgnores(pass.Fset, info.Files)
	sinks, uses := findSinks(pass.TypesInfo, info.Files, fl)
	info.Middleware = findMiddleware(pass.TypesInfo, info.Files, fl, sinks)
	info.Handlers = findHandlers(pass.TypesInfo, info.Files, fl)
	findAdapters(fl, sinks)
	known := map[ast.Node]bool{}
	for _, h := range info.Handlers {
		known[h.Node] = true
	}
	info.Handlers = append(info.Handlers, wrappedHandlers(fl, known)...)
	for _, h := range info.Handlers {
		if !h.Covered && !h.ViaMiddleware { // an adapter may convert
			h.Covered = info.Middleware.covers(pass.TypesInfo, h)
			h.ViaMiddleware = !h.Covered && info.Middleware.passesText(h)
		}
		// A middleware of another package may wrap it: a driver that
		// sees the program decides (CategoryOwnText).
		h.MaybeViaMiddleware = wholeProgram && !h.Covered && !h.ViaMiddleware && h.Kind.ErrorIsProtocol()
	}
	info.Sinks = append(sinks, returnSinks(fl, info.Handlers)...)
	info.BuilderUses = uses
	for fn, b := range fl.builders {
		// An //mcperr:ignore MCP004 with a reason at the builder holds
		// in every package that calls it.
		_, b.Silenced = info.ignores.lookup(pass.Fset, fn.Pos(), "MCP004")
		pass.ExportObjectFact(fn, b)
	}
	for fn, m := range fl.middlewares {
		pass.ExportObjectFact(fn, m)
	}
	for fn, w := range fl.wraps {
		pass.ExportObjectFact(fn, w)
	}
	return info, nil
}

// usesSDK reports whether the package imports either SDK or the kit, or a
// package of the module that does.
func usesSDK(pass *analysis.Pass) bool {
	for _, imp := range pass.Pkg.Imports() {
		if slices.Contains(sdkPaths, pathOf(imp)) || pass.ImportPackageFact(imp, &SDKFact{}) {
			return true
		}
	}
	return false
}

// Of returns the Info computed for pass's package.
func Of(pass *analysis.Pass) *Info { return pass.ResultOf[Analyzer].(*Info) }
