package protocolerror_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/protocolerror"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP001 a command of its own, run as "protocolerror ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(protocolerror.Analyzer)
}
