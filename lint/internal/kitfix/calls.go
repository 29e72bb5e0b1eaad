package kitfix

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

const (
	mcpgoServer = "github.com/mark3labs/mcp-go/server"
	gosdkMCP    = "github.com/modelcontextprotocol/go-sdk/mcp"
	kitToolerr  = "github.com/mcperr/mcperr/toolerr"
	kitGosdk    = "github.com/mcperr/mcperr/toolerr/gosdk"
)

// isCall reports whether n is a call of the function or method pkg.name.
func isCall(info *types.Info, e ast.Expr, pkg, name string) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.Callee(info, call)
	return fn != nil && fn.Name() == name && fn.Pkg() != nil && fn.Pkg().Path() == pkg
}

// sourceFiles are the files a fix may edit: not tests, whose servers are
// not the program's, and not generated code, which its generator would
// rewrite.
func sourceFiles(pass *analysis.Pass) []*ast.File {
	var out []*ast.File
	for _, f := range pass.Files {
		if !ast.IsGenerated(f) && !strings.HasSuffix(pass.Fset.Position(f.Package).Filename, "_test.go") {
			out = append(out, f)
		}
	}
	return out
}

// callsOf returns the calls of pkg.name in files, with the file of each.
func callsOf(pass *analysis.Pass, files []*ast.File, pkg, name string) (calls []*ast.CallExpr, in []*ast.File) {
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && isCall(pass.TypesInfo, call, pkg, name) {
				calls = append(calls, call)
				in = append(in, f)
			}
			return true
		})
	}
	return calls, in
}

// only returns the single call of pkg.name in the package's source files.
func only(pass *analysis.Pass, pkg, name string) (*ast.CallExpr, *ast.File) {
	calls, files := callsOf(pass, sourceFiles(pass), pkg, name)
	if len(calls) != 1 {
		return nil, nil // none, or several servers: which one is meant is a choice
	}
	return calls[0], files[0]
}

// calledAnywhere reports whether the package calls pkg.name, tests
// included.
func calledAnywhere(pass *analysis.Pass, pkg, name string) bool {
	calls, _ := callsOf(pass, pass.Files, pkg, name)
	return len(calls) > 0
}

// qualifier returns the package name a call is qualified with ("server" in
// server.NewMCPServer), or "" for a dot import.
func qualifier(call *ast.CallExpr) string {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if id, ok := sel.X.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// enclosing returns the path from n up to the root of file.
func enclosing(file *ast.File, n ast.Node) []ast.Node {
	path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
	return path
}

// fileOf returns the file of the pass that contains n.
func fileOf(pass *analysis.Pass, n ast.Node) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= n.Pos() && n.Pos() < f.FileEnd {
			return f
		}
	}
	return nil
}

// Servers counts the server constructors in the package's non-test files:
// server.NewMCPServer calls for mcp-go, mcp.NewServer calls for go-sdk.
func Servers(pass *analysis.Pass) (mcpgo, gosdk int) {
	files := sourceFiles(pass)
	a, _ := callsOf(pass, files, mcpgoServer, "NewMCPServer")
	b, _ := callsOf(pass, files, gosdkMCP, "NewServer")
	return len(a), len(b)
}
