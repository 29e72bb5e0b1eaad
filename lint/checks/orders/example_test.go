package orders_test

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcperr/mcperr/lint/checks/orders"
)

// Each check is an ordinary go/analysis analyzer, usable in any driver:
// this makes MCP007 a command of its own, run as "orders ./...".
// "mcperr lint" runs every check at once.
func Example() {
	singlechecker.Main(orders.Analyzer)
}
