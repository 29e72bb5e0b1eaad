package invalidparams_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/invalidparams"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP002 a command of its own, run as "invalidparams ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(invalidparams.Analyzer)
}
