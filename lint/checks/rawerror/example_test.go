package rawerror_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/rawerror"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP004 a command of its own, run as "rawerror ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(rawerror.Analyzer)
}
