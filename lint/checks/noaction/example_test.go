package noaction_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/noaction"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP006 a command of its own, run as "noaction ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(noaction.Analyzer)
}
