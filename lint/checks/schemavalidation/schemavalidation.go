package schemavalidation

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// Analyzer reports mcp-go's WithInputSchemaValidation, whose messages dump
// validator structures, where the kit's instructive validation serves.
var Analyzer = &analysis.Analyzer{
	Name:     "MCP008",
	Doc:      "report mcp-go's server.WithInputSchemaValidation(), whose messages are validator dumps; use toolerr.WithArgumentValidation()",
	URL:      "https://github.com/mcperr/mcperr/blob/main/lint/checks/schemavalidation/doc.go",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	for _, f := range mcpinfo.Of(pass).Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := typeutil.StaticCallee(pass.TypesInfo, call)
			if fn != nil && fn.Name() == "WithInputSchemaValidation" && fn.Pkg() != nil &&
				fn.Pkg().Path() == "github.com/mark3labs/mcp-go/server" {
				mcpinfo.Report(pass, analysis.Diagnostic{Pos: call.Pos(), SuggestedFixes: validationFix(pass, call), Message: "server.WithInputSchemaValidation() answers a wrong argument with the validator's text (\"input schema validation failed: ...\" with Go struct dumps such as &{Missing:[name]}), which the model struggles to act on: register toolerr.Middleware(toolerr.WithArgumentValidation()), which names the argument, the value expected and the value received"})
			}
			return true
		})
	}
	return nil, nil
}
