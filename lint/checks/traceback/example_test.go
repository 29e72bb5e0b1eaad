package traceback_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/traceback"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP005 a command of its own, run as "traceback ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(traceback.Analyzer)
}
