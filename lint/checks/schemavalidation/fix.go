package schemavalidation

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint/internal/kitfix"
)

// validationFix returns the fix that answers wrong arguments with the
// kit's instructive errors instead: the option becomes
// toolerr.Middleware(toolerr.WithArgumentValidation()), merged into the
// kit's middleware when the constructor registers it already.
func validationFix(pass *analysis.Pass, call *ast.CallExpr) []analysis.SuggestedFix {
	return kitfix.SchemaValidation(pass, call)
}
