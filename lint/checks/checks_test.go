package checks_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/lint"
	"github.com/mcperr/mcperr/lint/internal/linttest"
	"github.com/mcperr/mcperr/lint/internal/mcpinfo"
)

// all runs every check as one analyzer, so that a case package can say
// with // want comments what each check reports on the same code: the
// checks judge one flow from several sides (a middleware-converted error
// is no MCP001, its text is MCP003 or MCP004).
var all = &analysis.Analyzer{
	Name:     "all",
	Doc:      "every mcperr check",
	Requires: []*analysis.Analyzer{mcpinfo.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, a := range lint.Analyzers() {
			p := *pass
			p.Analyzer = a // the ID in each message is the check's
			if _, err := a.Run(&p); err != nil {
				return nil, err
			}
		}
		return nil, nil
	},
}

// TestMiddleware covers the server's own middleware: converting ones (in
// the package, in another package, in either SDK), a merely logging one,
// and the registration order against the kit's middleware.
func TestMiddleware(t *testing.T) {
	linttest.Run(t, all, "middleware/convert", "middleware/passthrough", "middleware/lib",
		"middleware/app", "middleware/applog", "middleware/kitinner", "middleware/owninner",
		"middleware/gosdkconv")
}

// TestPromptsSilent: prompts are instructions by design; only what a tool
// returns is judged.
func TestPromptsSilent(t *testing.T) {
	linttest.Run(t, all, "prompts/mcpgo", "prompts/gosdk")
}
