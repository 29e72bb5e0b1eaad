package kitfix

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// MCPGoServer returns the fix that registers toolerr.Middleware, first, on
// the package's mcp-go server constructor (server.NewMCPServer), replacing
// a WithInputSchemaValidation() option by the kit's argument validation;
// none when the package has no single constructor to edit.
func MCPGoServer(pass *analysis.Pass) []analysis.SuggestedFix {
	call, file := only(pass, mcpgoServer, "NewMCPServer")
	if call == nil {
		return nil
	}
	return constructorFix(pass, file, call)
}

// SchemaValidation returns the fix for one server.WithInputSchemaValidation()
// call: on a constructor, the edit MCPGoServer makes; elsewhere (a slice
// of options), the call replaced by the kit's middleware with argument
// validation.
func SchemaValidation(pass *analysis.Pass, validation *ast.CallExpr) []analysis.SuggestedFix {
	file := fileOf(pass, validation)
	if file == nil {
		return nil
	}
	if path := enclosing(file, validation); len(path) > 1 {
		if ctor, ok := path[1].(*ast.CallExpr); ok && isCall(pass.TypesInfo, ctor, mcpgoServer, "NewMCPServer") {
			return constructorFix(pass, file, ctor)
		}
	}
	srv := qualifier(validation)
	if srv == "" || calledAnywhere(pass, kitToolerr, "Middleware") {
		return nil // a middleware built elsewhere would be doubled
	}
	t, imp, ok := importName(pass, file, kitToolerr, validation.Pos())
	if !ok {
		return nil
	}
	edits := []analysis.TextEdit{{Pos: validation.Pos(), End: validation.End(), NewText: []byte(middleware(srv, t, true))}}
	return fix("Validate arguments with toolerr.WithArgumentValidation in the kit's middleware", imp, edits)
}

// constructorFix edits one server.NewMCPServer call.
func constructorFix(pass *analysis.Pass, file *ast.File, ctor *ast.CallExpr) []analysis.SuggestedFix {
	srv := qualifier(ctor)
	if srv == "" || len(ctor.Args) < 2 {
		return nil
	}
	if ctor.Ellipsis.IsValid() {
		return spreadFix(pass, file, ctor, srv)
	}
	opts := ctor.Args[2:]
	validation, kit := -1, (*ast.CallExpr)(nil)
	for i, o := range opts {
		switch {
		case isCall(pass.TypesInfo, o, mcpgoServer, "WithInputSchemaValidation"):
			if validation >= 0 {
				return nil
			}
			validation = i
		case isCall(pass.TypesInfo, o, mcpgoServer, "WithToolHandlerMiddleware"):
			if args := o.(*ast.CallExpr).Args; len(args) == 1 && isCall(pass.TypesInfo, args[0], kitToolerr, "Middleware") {
				kit = ast.Unparen(args[0]).(*ast.CallExpr)
			}
		}
	}
	if kit != nil {
		if validation < 0 {
			return nil // registered already
		}
		return mergeValidation(pass, ctor, validation+2, kit)
	}
	if calledAnywhere(pass, kitToolerr, "Middleware") {
		return nil // registered another way (s.Use, a variable): adding one would double it
	}
	if validations(pass) > 1 || (validation < 0 && validations(pass) > 0) {
		return nil // the MCP008 fix elsewhere adds the middleware: adding it here too would double it
	}
	t, imp, ok := importName(pass, file, kitToolerr, ctor.Pos())
	if !ok {
		return nil
	}
	mw := middleware(srv, t, validation >= 0)
	var edits []analysis.TextEdit
	switch {
	case len(opts) == 0:
		edits = append(edits, analysis.TextEdit{Pos: ctor.Args[1].End(), End: ctor.Args[1].End(), NewText: []byte(", " + mw)})
	case validation == 0:
		edits = append(edits, analysis.TextEdit{Pos: opts[0].Pos(), End: opts[0].End(), NewText: []byte(mw)})
	default:
		sep := ", "
		if line(pass, opts[0].Pos()) != line(pass, ctor.Args[1].End()) {
			sep = ",\n"
		}
		edits = append(edits, analysis.TextEdit{Pos: opts[0].Pos(), End: opts[0].Pos(), NewText: []byte(mw + sep)})
		if validation > 0 {
			edits = append(edits, deleteArg(ctor, validation+2))
		}
	}
	msg := "Register toolerr.Middleware on the server"
	if validation >= 0 {
		msg = "Register toolerr.Middleware with toolerr.WithArgumentValidation in place of WithInputSchemaValidation"
	}
	return fix(msg, imp, edits)
}

// spreadFix registers the middleware on a constructor whose options come
// as a slice (server.NewMCPServer(name, version, opts...)): the slice
// becomes append([]server.ServerOption{mw}, opts...), which keeps the
// middleware first and the slice's own text untouched.
func spreadFix(pass *analysis.Pass, file *ast.File, ctor *ast.CallExpr, srv string) []analysis.SuggestedFix {
	if len(ctor.Args) != 3 || validations(pass) > 0 || calledAnywhere(pass, kitToolerr, "Middleware") {
		return nil // the MCP008 fix of the slice, or a registration elsewhere, adds or has the middleware
	}
	t, imp, ok := importName(pass, file, kitToolerr, ctor.Pos())
	if !ok {
		return nil
	}
	opts := ctor.Args[2]
	edits := []analysis.TextEdit{
		{Pos: opts.Pos(), End: opts.Pos(), NewText: []byte("append([]" + srv + ".ServerOption{" + middleware(srv, t, false) + "}, ")},
		{Pos: opts.End(), End: opts.End(), NewText: []byte("...)")},
	}
	return fix("Register toolerr.Middleware on the server", imp, edits)
}

// validations counts the package's calls of WithInputSchemaValidation.
func validations(pass *analysis.Pass) int {
	calls, _ := callsOf(pass, pass.Files, mcpgoServer, "WithInputSchemaValidation")
	return len(calls)
}

// mergeValidation drops the constructor's argument i
// (WithInputSchemaValidation) and passes toolerr.WithArgumentValidation()
// to the kit's middleware already registered there.
func mergeValidation(pass *analysis.Pass, ctor *ast.CallExpr, i int, kit *ast.CallExpr) []analysis.SuggestedFix {
	edits := []analysis.TextEdit{deleteArg(ctor, i)}
	has := false
	for _, a := range kit.Args {
		has = has || isCall(pass.TypesInfo, a, kitToolerr, "WithArgumentValidation")
	}
	if !has {
		t := qualifier(kit)
		if t == "" {
			return nil
		}
		opt := t + ".WithArgumentValidation()"
		at := kit.Rparen
		if n := len(kit.Args); n > 0 {
			at, opt = kit.Args[n-1].End(), ", "+opt
		}
		edits = append(edits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(opt)})
	}
	return fix("Validate arguments with toolerr.WithArgumentValidation in the registered toolerr.Middleware", nil, edits)
}

// middleware is the option text registering the kit's middleware.
func middleware(srv, toolerr string, validation bool) string {
	arg := ""
	if validation {
		arg = toolerr + ".WithArgumentValidation()"
	}
	return srv + ".WithToolHandlerMiddleware(" + toolerr + ".Middleware(" + arg + "))"
}

// deleteArg removes argument i of call with its comma.
func deleteArg(call *ast.CallExpr, i int) analysis.TextEdit {
	if i+1 < len(call.Args) {
		return analysis.TextEdit{Pos: call.Args[i].Pos(), End: call.Args[i+1].Pos()}
	}
	return analysis.TextEdit{Pos: call.Args[i-1].End(), End: call.Args[i].End()}
}

// fix assembles a suggested fix from its edits and an import edit.
func fix(msg string, imp *analysis.TextEdit, edits []analysis.TextEdit) []analysis.SuggestedFix {
	if imp != nil {
		edits = append(edits, *imp)
	}
	return []analysis.SuggestedFix{{Message: msg, TextEdits: edits}}
}
