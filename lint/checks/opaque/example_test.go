package opaque_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/opaque"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP003 a command of its own, run as "opaque ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(opaque.Analyzer)
}
