package schemavalidation_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/schemavalidation"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP008 a command of its own, run as "schemavalidation ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(schemavalidation.Analyzer)
}
