package orders_test

import (
	"testing"

	"github.com/mcperr/mcperr/lint/checks/orders"
	"github.com/mcperr/mcperr/lint/internal/linttest"
)

func TestAnalyzer(t *testing.T) {
	linttest.Run(t, orders.Analyzer, "orders/gosdk", "orders/mcpgo")
}
