package kitfix

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// GoSDKServer returns the fix that registers one gosdk.Middleware() value
// with both s.AddReceivingMiddleware and s.AddSendingMiddleware after the
// statement that makes the package's go-sdk server s
// (s := mcp.NewServer(...)), or after
// the last AddReceivingMiddleware call on s in that block, since the kit's
// adapter documents that it goes last, to be the outermost.
func GoSDKServer(pass *analysis.Pass) []analysis.SuggestedFix {
	if calledAnywhere(pass, kitGosdk, "Middleware") {
		return nil
	}
	call, file := only(pass, gosdkMCP, "NewServer")
	if call == nil {
		return nil
	}
	var server ast.Expr
	var stmt, parent ast.Node
	switch path := enclosing(file, call); s := path[1].(type) {
	case *ast.AssignStmt: // s := mcp.NewServer(...)
		if len(s.Lhs) == 1 && len(s.Rhs) == 1 && len(path) > 2 {
			server, stmt, parent = s.Lhs[0], s, path[2]
		}
	case *ast.ValueSpec: // var s = mcp.NewServer(...), in a DeclStmt
		if len(s.Names) == 1 && len(s.Values) == 1 && len(path) > 4 {
			server, stmt, parent = s.Names[0], path[3], path[4]
		}
	}
	block, ok := parent.(*ast.BlockStmt)
	if !ok || !plain(server) {
		return nil
	}
	anchor := statementIn(block, stmt)
	if anchor < 0 {
		return nil
	}
	name := types.ExprString(server)
	for i := anchor + 1; i < len(block.List); i++ {
		if es, ok := block.List[i].(*ast.ExprStmt); ok && isCall(pass.TypesInfo, es.X, gosdkMCP, "AddReceivingMiddleware") {
			if sel, ok := ast.Unparen(es.X).(*ast.CallExpr).Fun.(*ast.SelectorExpr); ok && types.ExprString(sel.X) == name {
				anchor = i
			}
		}
	}
	g, imp, ok := importName(pass, file, kitGosdk, block.List[anchor].End())
	if !ok {
		return nil
	}
	at := block.List[anchor].End()
	// One middleware on both sides: the sending side sees
	// notifications/tools/list_changed and keeps the receiving side's
	// declarations of the tools exact, so both must be the same value.
	mw := freeName(pass, at, "toolErrors")
	text := "\n" + mw + " := " + g + ".Middleware()" +
		"\n" + name + ".AddReceivingMiddleware(" + mw + ")" +
		"\n" + name + ".AddSendingMiddleware(" + mw + ")"
	edits := []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}}
	return fix("Register the toolerr/gosdk middleware on the server", imp, edits)
}

// freeName returns base, or base with a number, whichever names nothing
// visible at pos, so the fix declares a variable without shadowing one.
func freeName(pass *analysis.Pass, pos token.Pos, base string) string {
	scope := pass.Pkg.Scope().Innermost(pos)
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s%d", base, i)
		}
		if scope == nil {
			return name
		}
		if _, obj := scope.LookupParent(name, pos); obj == nil {
			return name
		}
	}
}

// plain reports whether e names a variable or a field path (s, app.srv),
// which can be written again without evaluating anything twice.
func plain(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name != "_"
	case *ast.SelectorExpr:
		return plain(e.X)
	}
	return false
}

// statementIn returns the index of stmt in block, or -1.
func statementIn(block *ast.BlockStmt, stmt ast.Node) int {
	for i, s := range block.List {
		if ast.Node(s) == stmt {
			return i
		}
	}
	return -1
}
